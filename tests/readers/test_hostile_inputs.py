"""A game folder is data: hostile copies of a small game, run through the real CLI.

Each row makes one hostile change to a copy of a game (the race: the smallest game with a
rulebook) and runs ``pnpkit check`` or ``pnpkit build`` in a child process, as a user
would.  Every row expects the exit code, no traceback, and either a successful build
that printed the hostile text as text, or one error line naming the file.  A hang fails
through the child's timeout; nothing here measures time.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
TEMPLATES = ROOT / "templates"
#: what a template or a catalogue would run, if it could run anything
ESCAPES = (
    "{{ cycler.__init__.__globals__.os.system('touch %(marker)s') }}",
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{%% set x = joiner.__init__.__globals__.os.system('touch %(marker)s') %%}",
)


@dataclass(frozen=True)
class Case:
    name: str
    make: Callable[[Path, Path], None]   # (game copy, marker file) -> None
    command: tuple[str, ...]             # after "pnpkit"; GAME and OUT are filled in
    code: int
    message: str = ""                    # a regex the one error line must match
    printed: tuple[str, ...] = ()        # texts the built rulebook shows literally
    extra: dict = field(default_factory=dict)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _override_template(game: Path, line: str) -> None:
    """The game's own copy of the main rulebook template, with ``line`` added."""
    target = game / "templates" / "rulebook" / "rulebook.md.j2"
    target.parent.mkdir(parents=True, exist_ok=True)
    source = (TEMPLATES / "race" / "rulebook" / "rulebook.md.j2").read_text(encoding="utf-8")
    target.write_text(source.replace("::toc\n", f"::toc\n{line}\n", 1), encoding="utf-8")


def _template_escape(which: int) -> Callable[[Path, Path], None]:
    def make(game: Path, marker: Path) -> None:
        _override_template(game, ESCAPES[which] % {"marker": marker})
    return make


def _po_escape(which: int) -> Callable[[Path, Path], None]:
    def make(game: Path, marker: Path) -> None:
        payload = ESCAPES[which] % {"marker": marker}
        quoted = payload.replace("\\", "\\\\").replace('"', '\\"')
        _edit(game / "locales" / "en.po", 'msgstr "Rules of play"', f'msgstr "Rules {quoted}"')
    return make


def _heading(text: str) -> Callable[[Path, Path], None]:
    def make(game: Path, marker: Path) -> None:
        quoted = text.replace("\\", "\\\\").replace('"', '\\"')
        _edit(game / "game.yaml", '- heading: "Что нужно"', f'- heading: "{quoted}"')
    return make


IMAGE = str(ROOT / "tests" / "golden" / "sample-deck-back-short.png")
MARKUP = f"<img src='{IMAGE}' width='300' height='300'/> <font size=40>X</font> & <a href='file:///etc'>a</a>"

CASES = [
    Case("template runs a shell", _template_escape(0), ("build", "GAME", "--out", "OUT", "--only", "rulebook"),
         1, r"templates/rulebook/rulebook\.md\.j2:\d+: .*unsafe"),
    Case("template reaches the class tree", _template_escape(1),
         ("build", "GAME", "--out", "OUT", "--only", "rulebook"), 1,
         r"templates/rulebook/rulebook\.md\.j2:\d+: .*unsafe"),
    Case("template sets a shell call", _template_escape(2),
         ("build", "GAME", "--out", "OUT", "--only", "rulebook"), 1,
         r"templates/rulebook/rulebook\.md\.j2:\d+: .*unsafe"),
    Case("catalogue runs a shell", _po_escape(0),
         ("build", "GAME", "--locale", "en", "--out", "OUT", "--only", "rulebook"), 0,
         printed=("Rules {{ cycler.__init__.__globals__.os.system(",)),
    Case("catalogue reaches the class tree", _po_escape(1),
         ("build", "GAME", "--locale", "en", "--out", "OUT", "--only", "rulebook"), 0,
         printed=("Rules {{ ''.__class__.__mro__[1].__subclasses__() }}",)),
    Case("catalogue sets a shell call", _po_escape(2),
         ("build", "GAME", "--locale", "en", "--out", "OUT", "--only", "rulebook"), 0,
         printed=("Rules {% set x = joiner.__init__",)),
    Case("markup in a heading", _heading(MARKUP), ("build", "GAME", "--out", "OUT", "--only", "rulebook"), 0,
         printed=("<font size=40>X</font> & <a href='file:///etc'>a</a>", "<img src=")),
]


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "PNPKIT_NO_CACHE": "1", "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "pnpkit", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)


def _pdf_text_and_images(path: Path) -> tuple[str, int]:
    from pypdf import PdfReader

    reader = PdfReader(path)
    text = "\n".join(page.extract_text() for page in reader.pages)
    images = sum(len(page.images) for page in reader.pages)
    return " ".join(text.split()), images


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_a_hostile_game_folder(case, tmp_path):
    game = tmp_path / "race"
    shutil.copytree(CONTENT / "race", game)
    marker = tmp_path / "pwned"
    case.make(game, marker)
    out = tmp_path / "out"
    args = [{"GAME": str(game), "OUT": str(out)}.get(a, a) for a in case.command]
    result = _run(args, tmp_path)
    assert not marker.exists(), "the game folder ran a command"
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr, result.stderr
    assert result.returncode == case.code, result.stderr[-2000:]
    if case.code:
        errors = [line for line in result.stderr.splitlines() if "error" in line]
        assert len(errors) == 1, result.stderr
        assert re.search(case.message, errors[0]), errors[0]
    if case.printed:
        locale = args[args.index("--locale") + 1] if "--locale" in args else "ru"
        text, images = _pdf_text_and_images(out / "race" / locale / "rulebook.pdf")
        for literal in case.printed:
            assert " ".join(literal.split()) in text
        assert images == 0

"""A game folder is data: hostile copies of a small game, run through the real CLI.

Each row makes one hostile change to a copy of a game (the race: the smallest game with a
rulebook) and runs ``pnpkit check`` or ``pnpkit build`` in a child process, as a user
would, with its memory capped (an unbounded read fails the row).  Every row expects the
exit code, no traceback, and either a successful build that printed the hostile text as
text, or one error line naming the file.  A hang fails through the child's timeout;
nothing here measures time.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
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
    game: str = "race"                   # the game copied: "race" or the "demo" fixture
    times: int = 1                       # how often each printed text shows at least


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


#: a macro doubling a text 40 times (a terabyte), loops of 2 million steps
DOUBLING = '{% macro d(s, n) %}{{ d(s ~ s, n - 1) if n else s|length }}{% endmacro %}{{ d("x", 40) }}'
LOOPING = ("{% for a in [0] * 999 %}{% for b in [0] * 999 %}{% for c in [0, 1] %}{% endfor %}"
           "{% endfor %}{% endfor %}")

IMAGE = str(ROOT / "tests" / "golden" / "sample-deck-back-short.png")
MARKUP = f"<img src='{IMAGE}' width='300' height='300'/> <font size=40>X</font> & <a href='file:///etc'>a</a>"

def _write(name: str, text: str | bytes) -> Callable[[Path, Path], None]:
    def make(game: Path, marker: Path) -> None:
        target = game / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            target.write_bytes(text)
        else:
            target.write_text(text, encoding="utf-8")
    return make


def _link(name: str, to: str) -> Callable[[Path, Path], None]:
    """A link in the game folder; ``to`` is relative to the link, ``{outside}`` a file
    beside the game folder."""
    def make(game: Path, marker: Path) -> None:
        outside = game.parent / "outside.yaml"
        outside.write_text("extra:\n  secret: from outside\n", encoding="utf-8")
        (game / name).parent.mkdir(parents=True, exist_ok=True)
        os.symlink(to.format(outside=outside), game / name)
    return make


def _fifo(name: str) -> Callable[[Path, Path], None]:
    def make(game: Path, marker: Path) -> None:
        (game / name).unlink(missing_ok=True)
        os.mkfifo(game / name)
    return make


def _both(*makers: Callable[[Path, Path], None]) -> Callable[[Path, Path], None]:
    def make(game: Path, marker: Path) -> None:
        for maker in makers:
            maker(game, marker)
    return make


def _out_is_a_file(game: Path, marker: Path) -> None:
    (game.parent / "out").write_text("a file where the kit folder goes", encoding="utf-8")


def _kit_folder_is_a_file(game: Path, marker: Path) -> None:
    (game.parent / "out" / "race").mkdir(parents=True)
    (game.parent / "out" / "race" / "ru").write_text("a file", encoding="utf-8")


IMAGE_FIELD = "fields:\n  - {id: field.x, board: main, name: X, image: %s}\n"
CHECK = ("check", "GAME")
BUILD = ("build", "GAME", "--out", "OUT", "--only", "rulebook")

CASES = [
    Case("template runs a shell", _template_escape(0), ("build", "GAME", "--out", "OUT", "--only", "rulebook"),
         1, r"templates/rulebook/rulebook\.md\.j2:\d+: .*unsafe"),
    Case("template reaches the class tree", _template_escape(1),
         ("build", "GAME", "--out", "OUT", "--only", "rulebook"), 1,
         r"templates/rulebook/rulebook\.md\.j2:\d+: .*unsafe"),
    Case("template sets a shell call", _template_escape(2),
         ("build", "GAME", "--out", "OUT", "--only", "rulebook"), 1,
         r"templates/rulebook/rulebook\.md\.j2:\d+: .*unsafe"),
    Case("check refuses the template build refuses", _template_escape(0), CHECK, 1,
         r"race/templates/rulebook/rulebook\.md\.j2:\d+:1: error\[E301\]: rulebook template: .*unsafe"),
    Case("template doubles a text until memory is gone",
         lambda game, marker: _override_template(game, DOUBLING), BUILD, 1,
         r"templates/rulebook/rulebook\.md\.j2:\d+: .*may not make a text (or list )?of more than"),
    Case("check refuses a template that loops without end",
         lambda game, marker: _override_template(game, LOOPING), CHECK, 1,
         r"race/templates/rulebook/rulebook\.md\.j2:\d+:1: error\[E301\]: rulebook template: "
         r".*may not loop more than"),
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
         printed=("<font size=40>X</font> & <a href='file:///etc'>a</a>", "<img src="),
         times=2),  # the heading and its line in the contents
    # before: the bare name '../../../etc/passwd' as the message; a 0-page rulebook.pdf
    # built from an empty template; "g/templates: 'utf-8' codec can't decode byte 0xd0 …"
    Case("an include that climbs out",
         lambda game, marker: _override_template(game, '{% include "../../../etc/passwd" %}'), CHECK, 1,
         r"race/templates/rulebook/rulebook\.md\.j2:\d+:1: error\[E301\]: rulebook template: no "
         r"template '\.\./\.\./\.\./etc/passwd' to include or extend"),
    Case("an empty rulebook template", _write("templates/rulebook/rulebook.md.j2", "{## nothing ##}\n"),
         BUILD, 1, r"race/templates/rulebook/rulebook\.md\.j2:1: the template prints nothing"),
    Case("a rulebook template that is not UTF-8", _write("templates/rulebook/rulebook.md.j2", b"ok\nbad \xd0\n"),
         CHECK, 1, r"race/templates/rulebook/rulebook\.md\.j2:2:1: error\[E301\]: rulebook template: "
         r"the template is not UTF-8 text \(byte 0xd0\); save it as UTF-8"),
    Case("a template linked from outside", _link("templates/rulebook/rulebook.md.j2", "{outside}"), BUILD, 1,
         r"rulebook\.md\.j2: this template links to a place outside its folder"),
    # the reader: links, pipes and paths
    Case("a link in a loop", _both(_link("loop.yaml", "loop.yaml"), _link("sub", ".")), CHECK, 1,
         r"demo/loop\.yaml: error\[E001\]: this link leads round in a loop", game="demo"),
    Case("an image path in a loop", _both(_link("art/loop.svg", "loop.svg"),
                                          _write("extra.yaml", IMAGE_FIELD % "art/loop.svg")), CHECK, 1,
         r"demo/extra\.yaml:2:48: error\[E203\]: 'art/loop\.svg': this link leads round in a loop", game="demo"),
    Case("a link out of the folder", _link("extra.yaml", "{outside}"), CHECK, 1,
         r"demo/extra\.yaml: error\[E203\]: this file links to a place outside the game folder", game="demo"),
    Case("an image linked from outside", _both(_link("art/x.svg", "{outside}"),
                                               _write("extra.yaml", IMAGE_FIELD % "art/x.svg")), CHECK, 1,
         r"demo/extra\.yaml:2:48: error\[E203\]: 'art/x\.svg': this file links to a place outside", game="demo"),
    Case("a NUL byte in a path", _write("extra.yaml", IMAGE_FIELD % '"art/\\0x.svg"'), CHECK, 1,
         r"demo/extra\.yaml:2:48: error\[E203\]: the path holds a NUL byte", game="demo"),
    Case("a pipe for a YAML file", _fifo("extra.yaml"), CHECK, 1,
         r"demo/extra\.yaml: error\[E001\]: not a regular file", game="demo"),
    Case("a pipe for a catalogue", _fifo("locales/en.po"), CHECK, 1,
         r"race/locales/en\.po: error\[E301\]: not a regular file"),
    Case("a catalogue linked from outside", _both(lambda game, marker: (game / "locales" / "en.po").unlink(),
                                                  _link("locales/en.po", "{outside}")), CHECK, 1,
         r"race/locales/en\.po: error\[E301\]: this file links to a place outside the game folder"),
    # the reader: sizes
    Case("a 5000-digit number", _write("extra.yaml", "extra:\n  big: " + "9" * 5000 + "\n"), CHECK, 1,
         r"demo/extra\.yaml:2:8: error\[E011\]: a number of 5000 characters", game="demo"),
    Case("2 MB of brackets", _write("extra.yaml", "extra:\n" + "".join(
        f"  k{i}: {'[' * 200}{']' * 200}\n" for i in range(5000))), CHECK, 1,
         r"demo/extra\.yaml: error\[E004\]: \d+ brackets", game="demo"),
    Case("2 MB of values", _write("extra.yaml", "extra:\n  x:\n" + "    - a\n" * 260_000), CHECK, 1,
         r"demo/extra\.yaml: error\[E004\]: about 260002 values", game="demo"),
    Case("a game of many full files", _both(*(_write(f"part{i}.yaml", "extra:\n" + "".join(
        f"  k{i}_{j}: {j}\n" for j in range(24_000))) for i in range(5))), CHECK, 1,
         r"demo/part4\.yaml: error\[E004\]: the game's files hold more than 100000 values", game="demo"),
    Case("brackets 9000 deep", _write("extra.yaml", "extra:\n  x: " + "[" * 9000 + "]" * 9000 + "\n"), CHECK, 1,
         r"demo/extra\.yaml: error\[E010\]: brackets nest 9000 levels deep", game="demo"),
    Case("a 50 MB file", _write("extra.yaml", b"#" * (50 * 1024 * 1024)), CHECK, 1,
         r"demo/extra\.yaml: error\[E004\]: file is 50\.0 MB", game="demo"),
    # what check accepts, build accepts
    Case("an empty game.yaml", _write("game.yaml", ""), CHECK, None,
         r"demo/game\.yaml:1:1: error\[E102\]: game\.yaml is empty", game="demo"),
    Case("a second game section", _write("more.yaml", "game:\n  id: other\n"), CHECK, 1,
         r"demo/more\.yaml:1:1: error\[E106\]: a second 'game:' section", game="demo"),
    Case("a control character", lambda game, marker: _edit(game / "game.yaml", '- heading: "Что нужно"',
                                                          '- heading: "Что\\x07 нужно\\e[31m"'), CHECK, 1,
         r"race/game\.yaml:1:1: error\[E108\]: .*control character \(U\+0007"),
    Case("an emoji", _heading("Что нужно 🎲"), CHECK, 1,
         r"race/game\.yaml:1:1: error\[E108\]: the kit's fonts have no glyph for U\+1F3B2 GAME DIE"),
    Case("a broken catalogue", _both(lambda game, marker: _edit(game / "locales" / "en.po", "\nmsgid ",
                                                                "\ngarbage line\nmsgid ")),
         CHECK, 1, r"race/locales/en\.po:\d+:1: error\[E301\]: 'garbage' is not a PO keyword"),
    # writing the kit
    Case("an --out that is a file", _out_is_a_file, BUILD, 1,
         r"error: cannot write the kit: \S*out is a file, not a folder$"),
    Case("a file where the kit folder goes", _kit_folder_is_a_file, BUILD, 1,
         r"error: cannot write the kit: \S*out/race/ru is a file, not a folder$"),
]


#: address space of the child: a build of the race rulebook runs in 256 MiB, and the
#: unbounded cases of the issue took 518 MB (2 MB of brackets) to 3.7 GB (/dev/zero)
MEMORY_CAP = 512 << 20


def _cap_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "PNPKIT_NO_CACHE": "1", "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "pnpkit", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300, preexec_fn=None if os.name == "nt" else _cap_memory)


def _pdf_text_and_images(path: Path) -> tuple[str, int]:
    from pypdf import PdfReader

    reader = PdfReader(path)
    text = "\n".join(page.extract_text() for page in reader.pages)
    images = sum(len(page.images) for page in reader.pages)
    return " ".join(text.split()), images


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_a_hostile_game_folder(case, tmp_path):
    game = tmp_path / case.game
    shutil.copytree(CONTENT / "race" if case.game == "race" else ROOT / "tests" / "fixtures" / "demo", game)
    marker = tmp_path / "pwned"
    case.make(game, marker)
    out = tmp_path / "out"
    args = [{"GAME": str(game), "OUT": str(out)}.get(a, a) for a in case.command]
    result = _run(args, tmp_path)
    assert not marker.exists(), "the game folder ran a command"
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr, result.stderr
    output = result.stdout + result.stderr
    assert result.returncode == (case.code if case.code is not None else 1), output[-2000:]
    if case.message:
        errors = [line for line in output.splitlines() if re.search(r"error(\[E\d+\])?:", line)]
        if case.code is not None:  # None: other errors may follow from the first
            assert len(errors) == 1, output
        assert any(re.search(case.message, line) for line in errors), errors
    if case.printed:
        locale = args[args.index("--locale") + 1] if "--locale" in args else "ru"
        text, images = _pdf_text_and_images(out / "race" / locale / "rulebook.pdf")
        # printed as text: the typographic pass curls its quotes and nothing more
        text = text.translate(str.maketrans("‘’“”«»", "''\"\"\"\"")).replace("\u00a0", " ")
        for literal in case.printed:
            assert text.count(" ".join(literal.split())) >= case.times, literal
        assert images == 0

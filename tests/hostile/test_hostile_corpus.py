"""The hostile corpus of issue #27, kept in the suite: game folders made by `pnpkit new`,
then made hostile, each run through `check`, `build` or `export` as a user would, in a
child process with a timeout and a memory cap.

Every case expects its exit code, no traceback or internal error, every error one line
naming its place (a file, file:line or a card id), and nothing outside the case's
temporary folder touched: a victim file beside the game folder keeps its bytes, and the
child's HOME is inside the temporary folder.  A hang fails through the timeout, an
unbounded read through the memory cap; nothing here measures time.  Each case builds
only the part it needs; the heavier ones are marked slow.
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
#: address space of the child: a check or a one-part build of a new game runs in ~300 MiB
MEMORY_CAP = 1536 << 20
TIMEOUT = 240
VICTIM = b"the file a hostile game folder must not touch\n"

pytestmark = pytest.mark.skipif(os.name == "nt", reason="FIFOs, links and rlimits are POSIX")


@dataclass(frozen=True)
class Case:
    name: str
    make: Callable[[Path, Path], None]       # (game folder, victim file) -> None
    command: tuple[str, ...]                 # after "pnpkit"; GAME and OUT are filled in
    code: int
    message: str = ""                        # a regex the one error (or warning) line matches
    warning: bool = False                    # the line is a warning (exit 0), not an error
    marks: tuple = field(default=())


# --------------------------------------------------------------------------- making a game hostile


def _edit(relative: str, old: str, new: str) -> Callable[[Path, Path], None]:
    def make(game: Path, victim: Path) -> None:
        path = game / relative
        text = path.read_text(encoding="utf-8")
        assert old in text, (relative, old)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return make


def _write(relative: str, data: str | bytes) -> Callable[[Path, Path], None]:
    def make(game: Path, victim: Path) -> None:
        path = game / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.unlink(missing_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return make


def _fifo(relative: str) -> Callable[[Path, Path], None]:
    def make(game: Path, victim: Path) -> None:
        (game / relative).parent.mkdir(parents=True, exist_ok=True)
        (game / relative).unlink(missing_ok=True)
        os.mkfifo(game / relative)
    return make


def _link(relative: str, to: str) -> Callable[[Path, Path], None]:
    """A link in the game folder to ``to`` (``{victim}`` is the victim file)."""
    def make(game: Path, victim: Path) -> None:
        (game / relative).parent.mkdir(parents=True, exist_ok=True)
        (game / relative).unlink(missing_ok=True)
        os.symlink(to.format(victim=victim), game / relative)
    return make


def _sparse(relative: str, size: int = 4 << 30) -> Callable[[Path, Path], None]:
    def make(game: Path, victim: Path) -> None:
        (game / relative).unlink(missing_ok=True)
        with open(game / relative, "wb") as handle:
            handle.truncate(size)
    return make


def _both(*makers: Callable[[Path, Path], None]) -> Callable[[Path, Path], None]:
    def make(game: Path, victim: Path) -> None:
        for maker in makers:
            maker(game, victim)
    return make


def _planted_manifest(game: Path, victim: Path) -> None:
    """A kit folder shipped with the game whose manifest names the victim, by ``..`` and
    by its absolute path, with the victim's own SHA-256 (a cleanup that trusted it would
    delete it)."""
    import hashlib
    import json

    kit = game / "output" / "mygame" / "ru"
    kit.mkdir(parents=True)
    digest = hashlib.sha256(VICTIM).hexdigest()
    rel = os.path.relpath(victim, kit)
    files = [{"path": p, "part": "board", "bytes": len(VICTIM), "sha256": digest, "pages": None,
              "kind": "txt"} for p in (rel, str(victim), "../../../victim.txt")]
    (kit / "manifest.json").write_text(json.dumps({
        "format": 1, "generator": "planted", "parts": {"board": {"inputs": "x", "files": []}},
        "files": files}), encoding="utf-8")


def _linked_kit_folder(game: Path, victim: Path) -> None:
    """The kit folder shipped as a link to a folder beside the game's (it holds the victim)."""
    (game / "output" / "mygame").mkdir(parents=True)
    (game / "output" / "mygame" / "ru").symlink_to(victim.parent)


def _linked_locales(game: Path, victim: Path) -> None:
    outside = victim.parent / "locales-elsewhere"
    shutil.move(game / "locales", outside)
    (game / "locales").symlink_to(outside)


SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">{}</svg>'
PICTURE_FIELD = ("{id: field.start, board: main, name: Старт,",
                 "{id: field.start, board: main, name: Старт, image: art/x.svg,")
TEMPLATE = "templates/rulebook/rulebook.md.j2"
RULE = "# Как играть {#play}\n"
PO = "locales/en.po"
EN_LINE = 'msgstr "Put the pawns on the Start space."'
CHECK = ("check", "GAME")
BOARD = ("build", "GAME", "--out", "OUT", "--only", "board")
RULEBOOK = ("build", "GAME", "--out", "OUT", "--only", "rulebook")
RULEBOOK_EN = ("build", "GAME", "--out", "OUT", "--only", "rulebook", "--locale", "en")
PLACE = r"(mygame/[\w./-]+(:\d+(:\d+)?)?|'[\w./-]+')"  # a file, file:line[:col] or a quoted name

CASES = [
    # point 1: the cleanup deletes only what the build wrote
    Case("a planted manifest names a file outside the kit", _planted_manifest,
         ("build", "GAME", "--out", "GAME/output", "--only", "board"), 0),
    Case("the kit folder shipped as a link", _linked_kit_folder,
         ("build", "GAME", "--out", "GAME/output", "--only", "board"), 1,
         r"cannot write the kit: \S*mygame/output/mygame/ru: this folder of the kit is a link"),
    # points 2 and 8: nothing read before lstat says it is a regular file within budget
    Case("a FIFO for a YAML file", _fifo("extra.yaml"), CHECK, 1, r"mygame/extra\.yaml: error\[E001\]"),
    Case("the card table linked to /dev/zero", _link("cards.csv", "/dev/zero"), CHECK, 1,
         r"mygame/game\.yaml:\d+:\d+: error\[E203\]: 'cards\.csv': this file links to a place outside"),
    Case("a sparse 4 GB card table", _sparse("cards.csv"), CHECK, 1,
         r"mygame/cards\.csv: error\[E004\]: the file is \d+ KiB"),
    Case("a sparse 4 GB catalogue", _sparse(PO), CHECK, 1, r"mygame/locales/en\.po: error\[E301\]"),
    Case("a sparse 4 GB rulebook template", _sparse(TEMPLATE), RULEBOOK, 1,
         r"rulebook\.md\.j2: is 4096\.0 MiB; the limit is 512 KiB"),
    Case("a FIFO for the rulebook template", _fifo(TEMPLATE), RULEBOOK, 1,
         r"rulebook\.md\.j2: is a FIFO, not a regular file"),
    Case("a sparse 4 GB notes file nobody reads", _sparse("notes.txt"), BOARD, 0),
    Case("a FIFO picture", _both(_fifo("art/x.svg"), _edit("board.yaml", *PICTURE_FIELD)), CHECK, 1,
         r"mygame/board\.yaml:\d+:\d+: error\[E203\]"),
    # point 4: template budgets
    Case("lipsum without end", _edit(TEMPLATE, RULE, RULE + "{{ lipsum(100000, false, 99999, 100000) }}\n"),
         CHECK, 1, r"rulebook\.md\.j2:\d+:1: error\[E301\]: rulebook template: lipsum may not make"),
    Case("a width from a nested field", _edit(TEMPLATE, RULE, RULE + "{{ '{0:{1}}'.format('x', '4000000000') }}\n"),
         RULEBOOK, 1, r"rulebook\.md\.j2:\d+: a template may not format a text of more than"),
    Case("a * width in a % format", _edit(TEMPLATE, RULE, RULE + "{{ '%*s' % (4000000000, 'x') }}\n"),
         RULEBOOK, 1, r"rulebook\.md\.j2:\d+: a template may not format a text of more than"),
    Case("a list of long texts joined", _edit(TEMPLATE, RULE, RULE + "{{ (['x' * 90000] * 99999)|join }}\n"),
         CHECK, 1, r"rulebook\.md\.j2:\d+:1: error\[E301\]: .*may not make a text of more than"),
    # point 5: translations are text
    Case("a catalogue adds a heading to the rulebook",
         _edit(PO, EN_LINE, 'msgstr "Put the pawns.\\n# Injected\\n::cols 0 0"'), CHECK, 0,
         r"mygame/locales/en\.po:\d+:1: warning\[W302\]: .*line break", warning=True),
    Case("the rulebook with an injected line builds", _edit(PO, EN_LINE, 'msgstr "Put.\\n::cols 0 0"'),
         RULEBOOK_EN, 0),
    Case("a catalogue adds template code to a card layout",
         _edit(PO, 'msgstr "No. {{ card.number }}"', 'msgstr "No. {{ card.number }} {{ lipsum(9999) }}"'),
         CHECK, 0, r"mygame/locales/en\.po:\d+:1: warning\[W302\]: .*lipsum.*printed as text",
         warning=True),
    Case("a 200,000-letter word", _edit(PO, EN_LINE, 'msgstr "' + "x" * 200_000 + '"'), RULEBOOK_EN, 0,
         marks=(pytest.mark.slow,)),
    # point 9: pictures, export names, ids, links
    Case("an SVG font read from the system",
         _both(_write("art/x.svg", SVG.format('<text font-family="/usr/share/fonts/truetype/dejavu/'
                                              'DejaVuSansMono">x</text>')),
               _edit("board.yaml", *PICTURE_FIELD)), CHECK, 1,
         r"mygame/board\.yaml:\d+:\d+: error\[E\d+\]: .*font-family names a file"),
    Case("an SVG of width 1e308", _both(_write("art/x.svg", SVG.format('<rect width="1e308" height="1"/>')),
                                        _edit("board.yaml", *PICTURE_FIELD)), CHECK, 1,
         r"mygame/board\.yaml:\d+:\d+: error\[E\d+\]: .*is not a size a page can hold"),
    Case("an SVG of 300,000 elements", _both(_write("art/x.svg", SVG.format('<rect width="1" height="1"/>' * 300_000)),
                                             _edit("board.yaml", *PICTURE_FIELD)), CHECK, 1,
         r"mygame/board\.yaml:\d+:\d+: error\[E\d+\]: .*more than 50000 elements", marks=(pytest.mark.slow,)),
    Case("a board part named like a deck's sheet",
         _edit("game.yaml", "{kind: board, board: main}", "{kind: board, board: main, part: main-deck-1}"),
         ("export", "GAME", "--out", "OUT", "--to", "tts"), 1, r"'main-deck-1\.png'",
         marks=(pytest.mark.slow,)),
    Case("a device name for an id", _edit("characters.yaml", "id: hero.scout", "id: con"), CHECK, 1,
         r"mygame/characters\.yaml:\d+:\d+: error\[E104\]: .*'con' is a name Windows keeps"),
    Case("a 300-letter id", _edit("characters.yaml", "id: hero.scout", f"id: {'h' * 300}"), CHECK, 1,
         r"mygame/characters\.yaml:\d+:\d+: error\[E104\]: .*300 characters long"),
    Case("a linked locales folder", _linked_locales, ("i18n", "update", "GAME"), 1,
         r"mygame/locales links to a place outside the game folder"),
    Case("a catalogue linked to the victim", _link(PO, "{victim}"), CHECK, 1,
         r"mygame/locales/en\.po: error\[E301\]: .*outside the game folder"),
]


# --------------------------------------------------------------------------- running a case


@pytest.fixture(scope="module")
def new_game(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("made") / "mygame"
    result = _run(["new", str(folder), "--locale", "ru"], folder.parent, folder.parent)
    assert result.returncode == 0, result.stderr
    return folder


def _cap() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _run(args: list[str], cwd: Path, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "PNPKIT_NO_CACHE": "1", "COLUMNS": "200",
           "HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache")}
    return subprocess.run([sys.executable, "-m", "pnpkit", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=TIMEOUT, preexec_fn=_cap)


def _outside(tmp: Path, game: Path) -> dict[str, bytes]:
    """Every file of the case's folder outside the game and kit folders, with its bytes."""
    found = {}
    for path in sorted(tmp.rglob("*")):
        if game in path.parents or path == game or (tmp / "out") in path.parents:
            continue
        if path.is_file() and not path.is_symlink() and path.stat().st_size < (1 << 20):
            found[str(path)] = path.read_bytes()
    return found


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name, marks=c.marks) for c in CASES])
def test_a_hostile_game_folder(case, new_game, tmp_path):
    game = tmp_path / "mygame"
    shutil.copytree(new_game, game, symlinks=True)
    home = tmp_path / "home"
    home.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_bytes(VICTIM)
    case.make(game, victim)
    before = _outside(tmp_path, game)
    args = [a.replace("GAME", str(game)).replace("OUT", str(tmp_path / "out")) for a in case.command]
    result = _run(args, tmp_path, home)
    output = result.stdout + result.stderr
    assert "Traceback" not in output and "internal error" not in output, output[-3000:]
    assert result.returncode == case.code, output[-3000:]
    assert victim.read_bytes() == VICTIM
    after = _outside(tmp_path, game)
    assert {k: v for k, v in after.items() if not k.startswith(str(home))} == \
        {k: v for k, v in before.items() if not k.startswith(str(home))}, "a file outside was touched"
    kind = "warning" if case.warning else "error"
    lines = [line for line in output.splitlines() if re.search(rf"\b{kind}(\[[EW]\d+\])?:", line)
             and "the game data has errors" not in line]
    if case.code or case.message:
        assert len(lines) == 1, output[-3000:]
        assert re.search(case.message, lines[0]), lines
        assert re.search(PLACE, lines[0]), lines  # a place: a file, file:line or a name

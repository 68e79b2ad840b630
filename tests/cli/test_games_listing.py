"""`pnpkit games` is one plain listing drawn by our own code at every width (golden files
at three widths), reads only what it lists (the game.yaml heads on an 80-column
terminal) and prints a game folder's text as text: markup as written, control
characters escaped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnpkit.cli import games

GOLDEN = Path(__file__).parent.parent / "golden"


def _games(columns: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "COLUMNS": columns, "PNPKIT_NO_CACHE": "1", **env}
    return subprocess.run([sys.executable, "-m", "pnpkit", "games", *args], capture_output=True, env=env,
                          timeout=120)


@pytest.mark.parametrize("columns", ["200", "80", "40"])
@pytest.mark.parametrize("terminal", ["", "1"], ids=["plain", "terminal"])
def test_the_listing_is_the_golden(columns, terminal):
    run = _games(columns, FORCE_COLOR=terminal)  # a terminal is not styled: one listing
    assert run.returncode == 0, run.stderr
    assert run.stdout.decode() == (GOLDEN / f"games-{columns}.txt").read_text("utf-8")


WORD = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30)
ROW = st.fixed_dictionaries({
    "id": st.text(alphabet=st.sampled_from("abc-19"), min_size=1, max_size=24),
    "title": WORD, "locales": st.lists(st.sampled_from(["ru", "en", "pt_BR"]), max_size=3),
    "counts": st.dictionaries(st.sampled_from(games.NUMBERS), st.integers(0, 10 ** 6)),
    "ok": st.booleans(), "errors": st.integers(0, 200)})


@settings(max_examples=150, deadline=None)
@given(st.lists(ROW, max_size=5, unique_by=lambda r: r["id"]), st.integers(10, 200))
def test_every_listing_is_aligned_plain_text_that_fits(rows, width):
    with mock.patch.object(games, "head_rows", lambda heads: rows), \
            mock.patch.object(games, "full_rows", lambda heads: rows):
        text = games.listing({}, width)
    lines = text.splitlines()
    assert text.endswith("\n") and len(lines) == 2 + len(rows)
    assert not any(ch < " " or "\x7f" <= ch <= "\x9f" for ch in text.replace("\n", ""))
    head, rule = lines[0].split(), lines[1].split()
    assert head[0] == "id" and len(rule) == len(head)
    starts = [i for i, ch in enumerate(lines[1]) if ch == "-" and (i == 0 or lines[1][i - 1] == " ")]
    for line in lines:  # every column begins where its rule does: a gap before it on every line
        assert all(line[start - 2:start] == "  " for start in starts[1:] if len(line) > start), line
    for row, line in zip(rows, lines[2:], strict=True):
        assert line.startswith(row["id"] + " ") or line == row["id"]  # the id first and whole
    if len(head) > 1:  # more than the id: it fits
        assert all(len(line) <= width for line in lines)
    if width < games.COUNTS_FROM:
        assert "fields" not in head


def test_text_of_a_game_folder_is_printed_as_text():
    row = {"id": "x", "title": "[red]Red[/red] \x1b[2J\u2028:smile:", "locales": ["en"], "counts": {},
           "ok": True, "errors": 0}
    with mock.patch.object(games, "head_rows", lambda heads: [row]):
        text = games.listing({}, 80)
    assert text.splitlines()[2] == "x   [red]Red[/red] \\x1b[2J\\u2028:smile:  en"


PROBE = ("import sys\nfrom pnpkit.cli.app import main\n"
         "try:\n    main(['games'])\nexcept SystemExit:\n    pass\n"
         "print(sorted(m for m in sys.modules if m.startswith(('typer', 'click', 'rich', 'importlib.metadata', "
         "'pnpkit.plugins', 'pnpkit.readers.game_reader', 'pnpkit.model.game', 'pnpkit.games')) "
         "and m != 'pnpkit.model.game_head_schema'), file=sys.stderr)\n")


@pytest.mark.parametrize("terminal", ["", "1"], ids=["plain", "terminal"])
def test_the_80_column_listing_reads_the_heads_alone(terminal):
    env = {**os.environ, "COLUMNS": "80", "PNPKIT_NO_CACHE": "1", "FORCE_COLOR": terminal}
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, env=env, timeout=120)
    assert run.stdout.decode() == (GOLDEN / "games-80.txt").read_text("utf-8")
    assert run.stderr.decode().strip().splitlines()[-1] == "[]"


def _folder(root: Path, name: str, head: str, extra: str = "") -> None:
    (root / name).mkdir()
    (root / name / "game.yaml").write_text(head, "utf-8")
    if extra:
        (root / name / "cards.yaml").write_text(extra, "utf-8")


def test_a_broken_head_is_listed_as_errors_and_a_broken_body_by_the_wide_listing(tmp_path):
    good = "game: {id: good, title: Good, rules: generic, locales: [en], default_locale: en}\n"
    _folder(tmp_path, "good", good, "cards: [{id: 1, bogus: }]\n")
    _folder(tmp_path, "bad", "game: {id: bad, title: Bad, locales: [en], default_locale: ru}\n")
    narrow = _games("80", PNPKIT_CONTENT=str(tmp_path)).stdout.decode()  # no counts: heads alone
    assert "\nbad   data has 1 error(s): run `pnpkit check bad`" in narrow
    assert "\ngood  Good " in narrow  # the head is fine; `pnpkit check good` reads the rest
    wide = _games("200", PNPKIT_CONTENT=str(tmp_path)).stdout.decode()
    assert "\ngood  data has" in wide and "fields" in wide


def test_two_folders_with_one_id_are_named_in_one_line(tmp_path):
    head = "game: {id: twin, title: Twin, rules: generic, locales: [en], default_locale: en}\n"
    _folder(tmp_path, "a", head)
    _folder(tmp_path, "b", head)
    run = _games("80", PNPKIT_CONTENT=str(tmp_path))
    assert run.returncode == 1 and not run.stdout
    assert run.stderr.decode() == (f"pnpkit: error: two game folders have the id 'twin': {tmp_path / 'a'} and "
                                   f"{tmp_path / 'b'}\n  hint: give one of them another id in its game.yaml\n")

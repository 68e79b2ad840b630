"""`pnpkit games` reads only what it lists and draws rich's table without rich: the same
bytes as before (golden files at three widths), the plain table equal to rich's for
any rows it takes on, and the narrow listing reading the game.yaml heads alone."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnpkit.cli import games_list

GOLDEN = Path(__file__).parent.parent / "golden"


def _games(columns: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "COLUMNS": columns, "PNPKIT_NO_CACHE": "1", **env}
    return subprocess.run([sys.executable, "-m", "pnpkit", "games", *args], capture_output=True, env=env,
                          timeout=120)


@pytest.mark.parametrize("columns", ["80", "200", "30"])
@pytest.mark.parametrize("terminal", ["", "1"], ids=["plain", "styled"])
def test_the_listing_is_the_golden(columns, terminal):
    run = _games(columns, FORCE_COLOR=terminal)  # FORCE_COLOR empty: not a terminal
    assert run.returncode == 0, run.stderr
    name = f"games-{columns}{'-styled' if terminal else ''}.txt"
    assert run.stdout.decode() == (GOLDEN / name).read_text("utf-8")


def _rich(rows: list[dict], columns: tuple[str, ...] | None, width: int, styled: bool) -> str:
    """The listing as rich prints it (the code of the rich path, on a plain console or
    on a terminal)."""
    from unittest import mock

    from rich.console import Console

    from pnpkit.cli import games

    out = io.StringIO()
    heads = {row["id"]: (None, None) for row in rows}
    with mock.patch.object(games_list, "installed_heads", lambda: heads), \
            mock.patch.object(games_list, "rows_for", lambda heads, columns: rows), \
            mock.patch("rich.console.Console", lambda: Console(file=out, width=width, force_terminal=styled,
                                                               color_system="standard" if styled else None)):
        games._rich_listing()
    return out.getvalue()


WORD = st.text(alphabet=st.sampled_from("abcxyz-АбвЯё«»·—’ ."), min_size=0, max_size=30)
ROW = st.fixed_dictionaries({
    "id": st.text(alphabet=st.sampled_from("abc-19"), min_size=1, max_size=24),
    "title": WORD, "locales": st.lists(st.sampled_from(["ru", "en", "pt_BR"]), max_size=3),
    "counts": st.dictionaries(st.sampled_from(games_list.NUMBERS), st.integers(0, 10 ** 6)),
    "ok": st.booleans(), "errors": st.integers(0, 200)})


@settings(max_examples=150, deadline=None)
@given(st.lists(ROW, max_size=5, unique_by=lambda r: r["id"]), st.integers(20, 160), st.booleans())
def test_the_plain_listing_is_what_rich_prints(rows, width, styled):
    widest = max((len(row["id"]) for row in rows), default=2)
    columns = games_list.layout(widest, width)
    if columns is None:
        plain = games_list.plain_lines(rows, width)
    else:
        plain = games_list.plain_table(rows, columns, widest, width, styled)
    if plain is not None:  # None: rich prints it
        assert plain == _rich(rows, columns, width, styled)


PROBE = ("import sys\nfrom pnpkit.cli.app import main\n"
         "try:\n    main(['games'])\nexcept SystemExit:\n    pass\n"
         "print(sorted(m for m in sys.modules if m.startswith(('typer', 'click', 'rich', 'importlib.metadata', "
         "'pnpkit.plugins', 'pnpkit.readers.game_reader', 'pnpkit.model.game', 'pnpkit.games')) "
         "and m != 'pnpkit.model.game_head_schema'), file=sys.stderr)\n")


@pytest.mark.parametrize("terminal", ["", "1"], ids=["plain", "styled"])
def test_the_narrow_listing_reads_the_heads_alone(terminal):
    env = {**os.environ, "COLUMNS": "80", "PNPKIT_NO_CACHE": "1", "FORCE_COLOR": terminal}
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, env=env, timeout=120)
    name = f"games-80{'-styled' if terminal else ''}.txt"
    assert run.stdout.decode() == (GOLDEN / name).read_text("utf-8")
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
    narrow = _games("50", PNPKIT_CONTENT=str(tmp_path)).stdout.decode()  # no room for the counts
    assert "│ bad  │ data has 1" in narrow
    assert "│ good │ Good" in narrow  # the head is fine; `pnpkit check good` reads the rest
    wide = _games("200", PNPKIT_CONTENT=str(tmp_path)).stdout.decode()
    assert "│ good │ data has" in wide


def test_two_folders_with_one_id_are_named_in_one_line(tmp_path):
    head = "game: {id: twin, title: Twin, rules: generic, locales: [en], default_locale: en}\n"
    _folder(tmp_path, "a", head)
    _folder(tmp_path, "b", head)
    run = _games("80", PNPKIT_CONTENT=str(tmp_path))
    assert run.returncode == 1 and not run.stdout
    assert run.stderr.decode() == (f"pnpkit: error: two game folders have the id 'twin': {tmp_path / 'a'} and "
                                   f"{tmp_path / 'b'}\n  hint: give one of them another id in its game.yaml\n")

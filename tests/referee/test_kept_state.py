"""The session keeps its state (issue #31.7): beside the log, each write keeps the view
``referee status`` is composed from, with the digest of the log it stands for.  A status
read from it is the replayed one byte for byte; a missing, stale, edited or hostile kept
state is not used (the log replays, nothing is said), and the kept path does not import
the game's engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnpkit.cli.referee_status import kept_status_lines, status_lines, status_text
from pnpkit.referee.kept import kept_table
from pnpkit.referee.store import state_path
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader

FF_WORDS = [("fight", "--enemy", "Орк:7:6"), ("fight", "--enemy", "Крыса:5:4", "--enemy", "Гоблин:6:5"),
            ("fight",), ("fight", "1"), ("luck",), ("luck", "no"), ("eat",), ("take", "gold", "3"),
            ("pay", "2"), ("take", "potions", "1"), ("drink", "stamina"), ("escape",), ("undo",)]


def _ff(path, seed=3):
    header = SessionHeader("fighting-fantasy", seed, (Player("Аня", None, "f"),))
    return Table.new(path, header)


def _play(table, words):
    for command, *args in words:
        try:
            table.undo() if command == "undo" else table.act(command, args, confirmed=True)
        except RuleError:
            pass  # a command the rules refuse now changes nothing


def _replayed(path, locale):
    return "".join(f"{line}\n" for line in status_lines(Table.open(path), locale))


def _kept(path, locale):
    lines = kept_status_lines(path, locale)
    assert lines is not None, "the kept state was not used"
    return "".join(f"{line}\n" for line in lines)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10_000), moves=st.lists(st.sampled_from(FF_WORDS), max_size=30))
def test_the_kept_state_is_the_replayed_one(tmp_path_factory, seed, moves):
    path = tmp_path_factory.mktemp("ff") / "game.pnp"
    _play(_ff(path, seed), moves)
    kept = kept_table(path)
    assert kept is not None
    assert kept.state == Table.open(path).view()
    for locale in ("ru", "en"):
        assert _kept(path, locale) == _replayed(path, locale)


@pytest.fixture
def played(tmp_path):
    path = tmp_path / "game.pnp"
    _play(_ff(path), [("fight", "--enemy", "Орк:7:6"), ("fight",), ("fight",)])
    return path


def test_status_text_uses_the_kept_state_and_says_the_same(played):
    assert kept_table(played) is not None
    kept = status_text(played, "ru")
    state_path(played).unlink()
    assert kept_table(played) is None
    assert status_text(played, "ru") == kept


def _rewrite_view(path, change):
    """Edit the kept view by hand, keeping the log's digest (and, with ``check``, the
    view's own check recomputed as a careful editor would not)."""
    obj = json.loads(state_path(path).read_text("utf-8"))
    change(obj)
    state_path(path).write_text(json.dumps(obj, ensure_ascii=False), "utf-8")


def _set_gold(obj):
    obj["view"]["game"]["hero"]["gold"] = 999


def _wrong_type(obj):
    from pnpkit.rules.session_state import view_check

    obj["view"]["game"]["hero"] = "не герой"
    obj["check"] = view_check(obj["view"])


def _not_plain(obj):
    obj["view"]["game"]["hero"]["gold"] = float("nan")


def _other_log(obj):
    obj["log"] = "1-00000000"


def _deep(obj):
    from pnpkit.rules.session_state import view_check

    deep: list = []
    for _ in range(100):
        deep = [deep]
    obj["view"]["game"]["record"] = deep
    obj["check"] = view_check(obj["view"])


@pytest.mark.parametrize("change", [_set_gold, _wrong_type, _not_plain, _other_log, _deep])
def test_an_edited_kept_state_is_not_used(played, change):
    expected = _replayed(played, "ru")
    _rewrite_view(played, change)
    assert kept_status_lines(played, "ru") is None
    assert status_text(played, "ru") == expected


@pytest.mark.parametrize("junk", [b"", b"{not json", b"\xff\xfe", b"[1, 2]", b"{}", b" " * (2 << 20)])
def test_a_broken_kept_state_is_not_used(played, junk):
    expected = _replayed(played, "en")
    state_path(played).write_bytes(junk)
    assert kept_status_lines(played, "en") is None
    assert status_text(played, "en") == expected


def test_a_kept_state_that_is_a_folder_or_a_pipe_is_not_used(played):
    expected = _replayed(played, "ru")
    state_path(played).unlink()
    os.mkfifo(state_path(played))
    assert status_text(played, "ru") == expected  # not read: no hang


def test_a_log_changed_after_the_state_was_kept_replays(played):
    """An action appended by an older pnpkit (no state kept) or a log edited by hand."""
    table = Table.open(played)
    before = state_path(played).read_bytes()
    table.act("change", ["luck", "-1"], confirmed=True)
    state_path(played).write_bytes(before)  # the state of one action back
    assert kept_status_lines(played, "ru") is None
    assert status_text(played, "ru") == _replayed(played, "ru")


def test_undo_and_a_told_gender_keep_the_state(played):
    table = Table.open(played)
    table.undo()
    assert kept_table(played).state == Table.open(played).view()
    table.set_genders({"Аня": "f"})
    assert _kept(played, "ru") == _replayed(played, "ru")


def test_an_old_session_without_a_kept_state_reads_as_before(played):
    expected = _replayed(played, "ru")
    state_path(played).unlink()
    assert status_text(played, "ru") == expected


def test_the_kept_status_imports_no_engine(played):
    """The cut cannot grow back: which pnpkit modules a status read from the kept state
    imports, and that the engine, the table and the simulator are not among them."""
    code = ("import sys; from pnpkit.cli.fast_path import answer; answer(['referee', 'status', '--file', "
            f"{str(played)!r}]); print(sorted(m for m in sys.modules if m.startswith('pnpkit')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = eval(out.stdout.strip().splitlines()[-1])  # noqa: S307 - our own child's list
    for heavy in ("pnpkit.referee.table", "pnpkit.games.fighting_fantasy.rules.referee",
                  "pnpkit.games.fighting_fantasy.rules.fight_state", "pnpkit.games.fighting_fantasy.rules.policy",
                  "pnpkit.model.game"):
        assert heavy not in loaded
    assert "pnpkit.games.fighting_fantasy.rules.referee_status" in loaded


def test_the_light_module_agrees_with_the_referee():
    from pnpkit.games.fighting_fantasy.rules import referee_status
    from pnpkit.games.fighting_fantasy.rules.combat import PRESETS
    from pnpkit.games.fighting_fantasy.rules.referee import REFEREE

    assert referee_status.RULES_VERSION == REFEREE.rules_version
    assert set(referee_status.PRESET_IDS) == set(PRESETS)

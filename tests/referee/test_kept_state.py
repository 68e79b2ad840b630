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
from deciders import race_turn
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kept_parts import read_parts, write_parts

from pnpkit.cli.referee_status import kept_status_lines, status_lines, status_text
from pnpkit.referee.kept import kept_table
from pnpkit.referee.store import state_path
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader
from pnpkit.rules.session_state import action_json, log_digest, state_data

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
    fresh = Table.open(path)
    assert kept.state == fresh.view()
    # each action's events encoded once as the game went (undo included) = all encoded anew
    # the engine's part as kept (tests/referee/test_engine_restore.py tests it)
    _, parts = read_parts(path)
    anew = state_data(fresh.header.game, fresh.header.rules, log_digest(fresh.file.log), fresh.view(),
                      parts["now"].encode() or None, parts["before"].encode() or None,
                      [action_json(events).encode() for events in fresh.history])
    assert state_path(path).read_bytes() == anew
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
    """Edit the kept view by hand, keeping the log's digest (and, when ``change`` says so,
    the view's CRC made to match as a careful editor would not)."""
    head, parts = read_parts(path)
    view = json.loads(parts["view"])
    checked = change(head, view)
    parts["view"] = json.dumps(view, ensure_ascii=False, separators=(",", ":"))
    write_parts(path, head, parts, ("view",) if checked else ())


def _set_gold(head, view):
    view["game"]["hero"]["gold"] = 999


def _wrong_type(head, view):
    view["game"]["hero"] = "не герой"
    return True


def _not_plain(head, view):
    view["game"]["hero"]["gold"] = float("nan")
    return True


def _other_log(head, view):
    head["log"] = "1-00000000"


def _deep(head, view):
    deep: list = []
    for _ in range(100):
        deep = [deep]
    view["game"]["record"] = deep
    return True


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


#: what a status from a kept state must not import, by game (the engine, its table and
#: policy; the framework's replaying table)
ENGINES = {
    "fighting-fantasy": ("pnpkit.games.fighting_fantasy.rules.referee", "pnpkit.games.fighting_fantasy.rules.fight_state",
                         "pnpkit.games.fighting_fantasy.rules.policy", "pnpkit.games.fighting_fantasy.rules.combat"),
    "amber": ("pnpkit.games.amber.rules.referee", "pnpkit.games.amber.rules.engine", "pnpkit.games.amber.rules.rules",
              "pnpkit.games.amber.rules.state", "pnpkit.games.amber.rules.policy", "pnpkit.games.amber.rules.sim",
              "pnpkit.games.amber.rules.combat", "pnpkit.games.amber.referee"),
    "race": ("pnpkit.games.race.rules.referee", "pnpkit.games.race.rules.engine", "pnpkit.games.race.rules.state",
             "pnpkit.games.race.rules.sim", "pnpkit.games.race.rules.markov", "pnpkit.games.race.referee"),
}


def _session(game, path):
    players = {"amber": (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f")),
               "race": (Player("Аня"), Player("Борис"), Player("Вика")),
               "fighting-fantasy": (Player("Аня", None, "f"),)}[game]
    table = Table.new(path, SessionHeader(game, 5, players))
    table.act({"amber": "roll", "race": "turn", "fighting-fantasy": "luck"}[game], [], confirmed=True)
    return table


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_the_kept_status_imports_no_engine(game, tmp_path):
    """The cut cannot grow back: the pnpkit modules a status read from the kept state
    imports hold neither the game's engine nor the replaying table."""
    path = tmp_path / "game.pnp"
    _session(game, path)
    code = ("import sys; from pnpkit.cli.fast_path import answer; answer(['referee', 'status', '--file', "
            f"{str(path)!r}]); print(sorted(m for m in sys.modules if m.startswith('pnpkit')))")
    # the first call may read the game afresh (the cache folder of this run can be empty when
    # this test runs first: a cold read imports the rules' checks); the second reads it kept
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = eval(out.stdout.strip().splitlines()[-1])  # noqa: S307 - our own child's list
    assert [m for m in (*ENGINES[game], "pnpkit.referee.table") if m in loaded] == []
    assert any(m.endswith(".referee_status") for m in loaded)


def test_the_light_modules_agree_with_the_referees():
    from pnpkit.games.fighting_fantasy.rules import referee_status
    from pnpkit.games.fighting_fantasy.rules.combat import PRESETS
    from pnpkit.games.fighting_fantasy.rules.referee import REFEREE

    assert referee_status.RULES_VERSION == REFEREE.rules_version
    assert set(referee_status.PRESET_IDS) == set(PRESETS)


def _amber(path, seed):
    header = SessionHeader("amber", seed, (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f")))
    return Table.new(path, header)


def _same_both_ways(path):
    kept, replayed = kept_table(path), Table.open(path)
    assert kept is not None
    assert kept.state == json.loads(json.dumps(replayed.view()))
    for locale in ("ru", "en"):
        assert _kept(path, locale) == "".join(f"{line}\n" for line in status_lines(replayed, locale))


@pytest.mark.slow
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10_000))
def test_an_amber_game_kept_is_the_amber_game_replayed(tmp_path_factory, seed):
    """A seeded simulated game (the simulator's policy answering every question),
    compared at a few points: the kept view and its words are the replayed ones."""
    from whole_games import AmberPolicy

    path = tmp_path_factory.mktemp("amber") / "game.pnp"
    table, policy = _amber(path, seed), AmberPolicy(seed)
    for n in range(1, 121):
        words = policy.words(table.state)
        table.act(words[0], words[1:], confirmed=True)
        if n in (1, 2, 3, 30, 120) or table.referee.is_over(table.state):
            _same_both_ways(path)
        if table.referee.is_over(table.state):
            break


def test_the_amber_light_module_agrees_with_the_referee():
    from pnpkit.games.amber import referee_status
    from pnpkit.games.amber.referee import REFEREE

    assert referee_status.RULES_VERSION == REFEREE.rules_version
    assert referee_status.NAMES.travellers() == REFEREE.rules("original").travellers


def test_the_race_light_module_agrees_with_the_referee():
    from pnpkit.games.race import referee_status
    from pnpkit.games.race.referee import REFEREE

    assert referee_status.RULES_VERSION == REFEREE.rules_version


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10_000), turns=st.sampled_from([0, 1, 7, 60, 400]), chain=st.booleans())
def test_a_race_kept_is_the_race_replayed(tmp_path_factory, seed, turns, chain):
    """A seeded race played turn by turn (to its end, if it comes): the kept view and
    its words are the replayed ones, in both languages."""
    path = tmp_path_factory.mktemp("race") / "game.pnp"
    players = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))
    table = Table.new(path, SessionHeader("race", seed, players, options=(("chain", "да" if chain else "нет"),)))
    for _ in range(turns):
        if table.referee.is_over(table.state):
            break
        race_turn(table)
    _same_both_ways(path)


def test_a_dead_hero_kept_is_the_dead_hero_replayed(tmp_path):
    """The end of an adventure (the over line, no commands) read from the kept state."""
    path = tmp_path / "game.pnp"
    table = Table.new(path, SessionHeader("fighting-fantasy", 11, (Player("Аня", "7/14/7", "f"),)))
    table.act("fight", ["--enemy", "Дракон:12:40"], confirmed=True)
    for _ in range(300):
        if table.referee.is_over(table.state):
            break
        pending = table.state.fight is not None and table.state.fight.pending
        table.act("luck", ["no"], confirmed=True) if pending else table.act("fight", [], confirmed=True)
    assert table.referee.is_over(table.state)
    assert kept_table(path).state["over"] is True
    for locale in ("ru", "en"):
        assert _kept(path, locale) == _replayed(path, locale)


def test_a_view_that_fails_keeps_no_state_and_the_action_stands(played, monkeypatch):
    """The log is written first: a game whose view cannot be taken loses only the kept
    state (the next status replays), never the action just logged."""
    table = Table.open(played)
    monkeypatch.setattr(type(table.referee), "status_view", lambda self, state: 1 / 0)
    table.act("change", ["luck", "-1"], confirmed=True)
    assert not state_path(played).exists()
    monkeypatch.undo()
    assert len(Table.open(played).actions) == len(table.actions)
    assert kept_status_lines(played, "ru") is None
    assert status_text(played, "ru") == _replayed(played, "ru")


def test_a_kept_status_counts_the_log_without_reading_its_actions(played):
    """The actions are not parsed when the kept state stands for the log's bytes: the
    count comes from the lines; a log with a torn last line is replayed (and told)."""
    kept = kept_table(played)
    assert len(kept.actions) == len(Table.open(played).actions)
    played.write_bytes(played.read_bytes() + b'{"n": 9, "cmd')
    assert kept_table(played) is None


#: what a warm status (the parsed-game cache filled) must not import in either language:
#: dataclasses (inspect, ast …), the game reader with PyYAML, the kit and the layout, Babel
HEAVY = ("dataclasses", "inspect", "yaml", "babel", "pnpkit.readers.game_reader", "pnpkit.model.kit",
         "pnpkit.layout", "pnpkit.i18n.translator")


# (Amber's and the race's English names still come from the whole game localized: the
# Translator, Babel and the PO reader with the game reader behind it -- not yet held here)
@pytest.mark.parametrize("game, locale", [(g, "ru") for g in sorted(ENGINES)] + [("fighting-fantasy", "en")])
def test_a_warm_kept_status_imports_nothing_heavy(game, locale, tmp_path):
    path = tmp_path / "game.pnp"
    _session(game, path)
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)
    code = ("import sys; from pnpkit.cli.fast_path import answer; answer(['referee', 'status', '--locale', "
            f"{locale!r}, '--file', {str(path)!r}]); print(sorted(sys.modules))")
    for _ in range(2):  # the first fills the cache
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    loaded = eval(out.stdout.strip().splitlines()[-1])  # noqa: S307 - our own child's list
    assert [m for m in HEAVY if m in loaded] == []


def test_the_kept_view_keeps_the_order_of_its_mappings():
    """A card's effects are worded in the data's order ("+1 ПУ, +1 ПМ" for mind, magic); the
    kept state must not sort them (a sorted one worded them "+1 ПМ, +1 ПУ", unlike a replay)."""
    from pnpkit.rules.session_state import state_data

    view = {"game": {"effects": {"mind": 1, "magic": 1, "life": -1}}, "current": None}
    kept = json.loads(state_data("amber", 2, "0:0", view).split(b"\n")[1])
    assert list(kept["game"]["effects"]) == ["mind", "magic", "life"] and list(kept) == ["game", "current"]


#: JSON's own values, nested: what a kept events' line or an action line may hold, well or badly shaped
_JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["", "roll", "field.x"]),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["a", "b"]), inner,
                                                                                  max_size=2), max_leaves=12)
_EVENT = st.tuples(st.sampled_from(["moved", ""]), st.dictionaries(st.just("player"), st.just("Аня")),
                   st.sampled_from(["", "rule.x"])).map(list)


@settings(max_examples=300)
@given(st.lists(st.lists(_EVENT | _JSON, max_size=3) | _JSON, max_size=4), st.integers(0, 4))
def test_the_kept_events_shape_is_checked_as_a_walk_checks_it(events, count):
    """session_state.kept_events_shape (C loops over the types) says what walking every
    action and event says."""
    from pnpkit.rules.session_state import kept_events_shape

    walked = isinstance(events, list) and len(events) == count and all(isinstance(action, list) and all(
        isinstance(e, list) and tuple(map(type, e)) == (str, dict, str) for e in action) for action in events)
    assert kept_events_shape(events, count) == walked


_ROLL = st.fixed_dictionaries({"expr": st.sampled_from(["1d6", 1]), "faces": st.lists(st.integers(1, 6) | st.booleans(),
                                                                                         max_size=2) | _JSON,
                               "total": st.integers(1, 6) | st.booleans()},
                              optional={"entered": st.booleans() | st.none(), "why": st.sampled_from(["move", 3])})


@settings(max_examples=300)
@given(st.fixed_dictionaries({"n": st.integers(1, 2), "cmd": st.sampled_from(["roll", 5]),
                              "args": st.lists(st.sampled_from(["a", 1]), max_size=2) | _JSON,
                              "rolls": st.lists(_ROLL, max_size=2) | _JSON},
                             optional={"actor": st.sampled_from(["Аня", None, 3])}))
def test_a_told_action_takes_what_the_records_reader_takes(record):
    """kept._told_action reads an action line when session_records.action_from_json reads
    it alike, and refuses it (the log then replays) when that refuses it."""
    from pnpkit.referee.kept import _told_action
    from pnpkit.rules.session_records import action_from_json

    try:
        told = _told_action(record, 1)
    except Exception:  # noqa: BLE001 - refused: the replay reads the line and says what is wrong
        told = None
    try:
        action = action_from_json(record, 1)
    except Exception:  # noqa: BLE001
        action = None
    if told is not None:
        assert action is not None and (told.command, told.args, told.actor) == (action.command, action.args, action.actor)
        assert [(r.expr, r.faces, r.total, r.entered, r.why) for r in told.rolls] == \
               [(r.expr, r.faces, r.total, r.entered, r.why) for r in action.rolls]


@settings(max_examples=200)
@given(view=_JSON.map(lambda game: {"current": None, "over": False, "commands": [], "game": game}),
       events=st.none() | st.lists(_JSON.map(lambda v: json.dumps([["x", {"v": v}, "Аня"]], ensure_ascii=False).encode()),
                                   min_size=1, max_size=3),
       now=st.none() | _JSON.map(lambda v: json.dumps(v).encode()), before=st.none() | _JSON.map(lambda v: json.dumps(v).encode()))
def test_each_part_is_a_line_the_head_names_by_its_crc(view, events, now, before):
    """state_data writes a small head and a line for each part, named in the head by the
    CRC of its bytes; each part reads back as written, an absent one (None) as not kept,
    and a byte changed in one part leaves the others readable."""
    from pnpkit.rules.session_state import PARTS, kept_part, read_head

    data = state_data("race", 1, "1-00000000", view, now, before, events)
    head = read_head(data, "race", 1, "1-00000000")
    assert set(head) <= {"pnpkit_state", "game", "rules", "log", "sizes", *PARTS}
    written = {"view": json.dumps(view, ensure_ascii=False, separators=(",", ":")).encode(),
               "events": None if events is None else b"[" + b",".join(events) + b"]", "now": now, "before": before}
    for name in PARTS:
        assert kept_part(head, data, name) == written[name]
    lines = data.split(b"\n")
    lines[2] = lines[2][:-1] + b"}" if lines[2] else b"x"  # the events' line edited
    edited = b"\n".join(lines)
    assert kept_part(head, edited, "events") is None
    assert [kept_part(head, edited, name) for name in ("view", "now", "before")] == \
           [kept_part(head, data, name) for name in ("view", "now", "before")]
    assert read_head(data, "race", 1, "2-00000000") is None  # another log's

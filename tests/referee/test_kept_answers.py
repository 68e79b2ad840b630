"""One-shot ``referee log``, ``moves`` and ``odds`` answered from the session's kept state
(issue #31: a one-shot referee command within 4x a bare interpreter, without kept
answers): the kept view and events are data, and what they tell is byte for byte what a
replay tells, for scripted games of all three games in both languages; the fast
dispatch reads the same options as the Typer command and prints what Typer prints; a
kept answer imports neither Typer nor a game's engine."""

from __future__ import annotations

import json
import re
import zlib

import pytest
from deciders import race_turn
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from import_probe import unwanted_imports

from pnpkit.cli.plain import CommandError
from pnpkit.cli.referee_status import (
    kept_log_lines,
    kept_question_lines,
    kept_status_lines,
    log_lines,
    status_lines,
)
from pnpkit.referee.narrate import action_lines
from pnpkit.referee.store import read_session_file, state_path
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader

#: the questions asked at each point, with their arguments (good and bad ones)
QUESTIONS = {"amber": [("moves", []), ("moves", ["0"]), ("moves", ["5"]), ("moves", ["12"]), ("moves", ["13"]),
                       ("moves", ["x"]), ("odds", []), ("odds", ["5", "3"]), ("odds", ["-2", "9"]),
                       ("odds", ["1"]), ("odds", ["a", "b"])],
             "fighting-fantasy": [("odds", []), ("odds", ["--enemy", "Орк:7:6"]),
                                  ("odds", ["--enemy", "Крыса:5:4", "--enemy=Гоблин:6:5", "--escape"]),
                                  ("odds", ["--enemy", "Орк:семь:6"]), ("odds", ["--enemy"]), ("odds", ["Орк"]),
                                  ("odds", ["--enemy", "A:1:1"] * 7), ("odds", ["--bogus"])],
             "race": []}


def _replayed_answer(table, command, args, locale) -> str | None:
    """What the replayed ``table`` answers (its lines, or its refusal), None when the game
    does not offer the question now (a question changes nothing: one replay serves all)."""
    if command not in [s.name for s in table.commands()]:
        return None
    try:
        outcome = table.act(command, args)
    except RuleError as exc:
        return f"! {exc.text(locale)}"
    return "\n".join(action_lines(table.referee, None, outcome.events, locale))


def _kept_answer(path, command, args, locale) -> str | None:
    try:
        lines = kept_question_lines(path, command, args, locale)
    except CommandError as exc:
        return f"! {exc.message}"
    return None if lines is None else "\n".join(lines)


def _same_both_ways(path, game, locales=("ru", "en")):
    """The kept log and every question's kept answer are the replayed ones."""
    replayed = Table.open(path)
    for locale in locales:
        kept = kept_log_lines(path, locale)
        assert kept is not None, "the kept events were not used"
        assert kept == log_lines(replayed, locale)
        for command, args in QUESTIONS[game]:
            expected = _replayed_answer(replayed, command, args, locale)
            if expected is not None:
                assert _kept_answer(path, command, args, locale) == expected, (command, args, locale)


def _amber(path, seed, locale=None):
    players = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))
    return Table.new(path, SessionHeader("amber", seed, players, locale=locale))


def _play_amber(path, seed, actions, check_at):
    from whole_games import AmberPolicy

    table, policy = _amber(path, seed), AmberPolicy(seed)
    _same_both_ways(path, "amber")  # a session just started
    fought = False
    for n in range(1, actions + 1):
        if table.referee.is_over(table.state):
            break
        words = policy.words(table.state)
        table.act(words[0], words[1:], confirmed=True)
        fight = table.state.pending is not None and table.state.pending.pause.kind == "fight"
        if n in check_at or (fight and not fought):  # a fight's odds asked as it begins
            _same_both_ways(path, "amber")
        fought = fight
    return table


def test_an_amber_game_answers_from_its_kept_state_as_replayed(tmp_path):
    table = _play_amber(tmp_path / "game.pnp", 7, 30, (1, 2, 3, 4, 5, 10, 20, 30))
    assert len(table.actions) == 30
    _undo_after_a_write_and_twice(tmp_path / "game.pnp", 7)


@pytest.mark.slow
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10_000))
@example(seed=106)  # №5 Bad Luck asks another's roll by its label: the kept view told it too (session 13)
@example(seed=107)  # and tells, once named, whose roll for what: by the names, not the referee's (session 13)
def test_seeded_amber_games_answer_from_their_kept_state_as_replayed(tmp_path_factory, seed):
    path = tmp_path_factory.mktemp("amber") / "game.pnp"
    _play_amber(path, seed, 150, (1, 3, 10, 40, 80, 150))
    _undo_after_a_write_and_twice(path, seed)


def _undo_after_a_write_and_twice(path, seed) -> None:
    """One-shot writes on the kept state, each answered as a replay answers: an action, an
    undo of it (back to the state kept before it), a second undo (none kept before: a
    replay), and an action and an undo in one table."""
    from whole_games import AmberPolicy

    policy = AmberPolicy(seed + 1)
    for steps in (["act"], ["undo"], ["undo"], ["act", "undo"]):
        with Table.locked(path, restore=True) as table:
            for step in steps:
                if step == "undo":
                    table.undo()
                elif not table.referee.is_over(table.state):
                    words = policy.words(table.state)
                    table.act(words[0], words[1:], confirmed=True)
        _same_both_ways(path, "amber")
        restored = Table._restored(read_session_file(path))
        assert restored is not None and restored.state == Table.open(path).state


FF_WORDS = [("fight", "--enemy", "Орк:7:6"), ("fight", "--enemy", "Крыса:5:4", "--enemy", "Гоблин:6:5"),
            ("fight",), ("fight", "1"), ("luck",), ("luck", "no"), ("eat",), ("take", "gold", "3"),
            ("pay", "2"), ("take", "potions", "1"), ("drink", "stamina"), ("escape",), ("undo",)]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10_000), moves=st.lists(st.sampled_from(FF_WORDS), max_size=25))
def test_an_adventure_answers_from_its_kept_state_as_replayed(tmp_path_factory, seed, moves):
    path = tmp_path_factory.mktemp("ff") / "game.pnp"
    table = Table.new(path, SessionHeader("fighting-fantasy", seed, (Player("Аня", None, "f"),)))
    for command, *args in moves:
        try:
            table.undo() if command == "undo" else table.act(command, args, confirmed=True)
        except RuleError:
            pass  # a command the rules refuse now changes nothing
    _same_both_ways(path, "fighting-fantasy")


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(1, 10_000), turns=st.sampled_from([0, 1, 9, 80]))
def test_a_race_answers_from_its_kept_state_as_replayed(tmp_path_factory, seed, turns):
    path = tmp_path_factory.mktemp("race") / "game.pnp"
    players = (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))
    table = Table.new(path, SessionHeader("race", seed, players))
    for _ in range(turns):
        if table.referee.is_over(table.state):
            break
        race_turn(table)
    _same_both_ways(path, "race")


def test_undo_keeps_the_events_of_the_log_it_leaves(tmp_path):
    path = tmp_path / "game.pnp"
    table = _amber(path, 3)
    table.act("roll", [], confirmed=True)
    table.act("roll", ["2d6"], confirmed=True)  # a roll outside the rules, then taken back
    table.undo()
    _same_both_ways(path, "amber")


def test_events_that_are_not_the_logs_are_not_told(tmp_path):
    """Kept events edited by hand (their CRC no longer theirs) or for fewer actions are
    not used: the log replays."""
    path = tmp_path / "game.pnp"
    table = _amber(path, 3)
    table.act("roll", [], confirmed=True)
    head, _, events = state_path(path).read_text("utf-8").partition("\n")
    state_path(path).write_text(head + "\n" + events.replace("Аня", "Яна"), "utf-8")
    assert kept_log_lines(path, "ru") is None
    state_path(path).write_text(head + "\n", "utf-8")
    assert kept_log_lines(path, "ru") is None
    odd = re.sub('"roll":[0-9]+', '"roll":NaN', events, count=1).rstrip("\n")  # not JSON's own, its CRC made to match
    assert odd != events.rstrip("\n")
    obj = json.loads(head)
    obj["events"] = f"{zlib.crc32(odd.encode('utf-8')):08x}"
    state_path(path).write_text(json.dumps(obj, ensure_ascii=False) + "\n" + odd + "\n", "utf-8")
    assert kept_log_lines(path, "ru") is None


# --------------------------------------------------------------------------- the command line


def _run(argv, fast: bool, capsys) -> tuple[str, str, int]:
    from pnpkit.cli.app import _typer_exit_code
    from pnpkit.cli.fast_path import answer

    code = answer(argv) if fast else _typer_exit_code(argv)
    out = capsys.readouterr()
    return out.out, out.err, code


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_fast_answers_are_the_typer_commands(tmp_path, capsys, monkeypatch, locale):
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    amber, ff = str(tmp_path / "amber.pnp"), str(tmp_path / "ff.pnp")
    _amber(amber, 1, locale).act("roll", [], confirmed=True)
    Table.new(ff, SessionHeader("fighting-fantasy", 1, (Player("Аня", None, "f"),), locale=locale)).act(
        "fight", ["--enemy", "Орк:7:6"], confirmed=True)
    lines = [["moves"], ["куда", "5"], ["moves", "x"], ["odds", "5", "3"], ["шансы"], ["odds", "--locale", "en", "7", "7"],
             ["log"], ["журнал", "--locale", "en"],
             ["odds", "5", "3", "--locale", "de"], ["moves", "--file", "/nonexistent/game.pnp"],
             ["odds", "--enemy", "Тролль:9:9"], ["moves", "--far"]]
    for words in lines:
        for path in (amber, ff):
            argv = ["referee", *words, "--file", path]
            fast = _run(argv, True, capsys)
            if fast[2] is None:  # left to Typer (a question the game does not have)
                continue
            assert fast == _run(argv, False, capsys), argv
    assert _run(["referee", "moves", "--json", "--file", amber], True, capsys)[2] is None  # JSON: Typer's


def test_a_question_reads_the_options_of_the_game_commands():
    """The fast dispatch's declaration (GAME_PARAMS) and the Typer game command take the
    same options, so a line one reads the other reads alike."""
    import typer.main

    from pnpkit.cli.app import referee_app
    from pnpkit.cli.referee import register
    from pnpkit.cli.referee_status import GAME_PARAMS

    register(None)
    command = typer.main.get_command(referee_app).commands["moves"]
    typer_options = {(p.name, tuple(sorted(p.opts)), p.is_flag) for p in command.params if p.param_type_name == "option"}
    declared = {(p.name, tuple(sorted(p.flags()[0])), p.kind is bool) for p in GAME_PARAMS if not p.argument}
    assert typer_options == declared


UNWANTED = ("typer", "click", "pnpkit.games.amber.rules.engine", "pnpkit.games.race.rules.engine",
            "pnpkit.games.fighting_fantasy.rules.referee", "pnpkit.referee.table", "pnpkit.rules.session", "pathlib", "typing", "babel",
            "importlib", "warnings",  # importlib.import_module is __import__ here: ~0.4 ms with its warnings
            "pnpkit.cli.referee_act",  # the writing commands' side: a read-only one does not need it
            "json", "re", "enum")  # pnpkit.quick_json reads the log and its state (json's import: ~17M instructions)



FIRST = {"amber": ("roll",), "fighting-fantasy": ("fight", "--enemy", "Орк:7:6"), "race": ("turn",)}
PLAYERS = {"amber": (Player("Аня", None, "f"), Player("Борис")), "fighting-fantasy": (Player("Аня", None, "f"),),
           "race": (Player("Аня", None, "f"), Player("Борис"), Player("Вика", None, "f"))}


@pytest.mark.parametrize("game, words", [
    ("amber", ["log"]), ("amber", ["журнал", "--locale", "en"]), ("amber", ["moves", "5"]), ("amber", ["odds", "3", "4"]),
    ("amber", ["шансы"]), ("fighting-fantasy", ["odds"]), ("fighting-fantasy", ["log", "--locale", "en"]),
    ("race", ["log"])])
def test_a_kept_answer_imports_no_engine_nor_typer(game, words, tmp_path):
    path = tmp_path / "game.pnp"
    table = Table.new(path, SessionHeader(game, 5, PLAYERS[game]))
    table.act(FIRST[game][0], list(FIRST[game][1:]), confirmed=True)
    assert unwanted_imports(words, path, UNWANTED, tmp_path / "cache") == []


#: what the adventure's odds bring no more: the fight's state (its dataclasses), fractions (luck's)
#: and the dice module (no roll to tell)
ODDS_UNWANTED = (*UNWANTED, "pnpkit.games.fighting_fantasy.rules.fight_state", "dataclasses", "fractions",
                 "pnpkit.rules.dice")


@pytest.mark.parametrize("fight", [False, True])
def test_the_adventures_odds_import_no_fight_state(fight, tmp_path):
    """``odds --enemy NAME:SKILL:STAMINA`` before a fight and ``odds`` in one (issue #31:
    the first stood at 6x a bare start for the fight's state it imported to read the words)."""
    path = tmp_path / "game.pnp"
    table = Table.new(path, SessionHeader("fighting-fantasy", 5, PLAYERS["fighting-fantasy"]))
    if fight:
        table.act(*FIRST["fighting-fantasy"][:1], list(FIRST["fighting-fantasy"][1:]), confirmed=True)
    words = ["odds"] if fight else ["odds", "--enemy", "Орк:7:6", "--enemy=Гоблин:6:5"]
    assert unwanted_imports(words, path, ODDS_UNWANTED, tmp_path / "cache") == []


def test_a_log_looks_up_each_command_word_once(tmp_path, monkeypatch):
    """The titles of a whole log (narrate.action_titles) are each action's own title, the
    command's word in the session's language found once per command, not once per action."""
    from pnpkit.referee import narrate

    table = _play_amber(tmp_path / "game.pnp", 3, 12, ())
    expected = {locale: [narrate.action_title(i, a, table.referee, locale) for i, a in enumerate(table.actions, 1)]
                for locale in ("ru", "en")}
    asked = []
    word = narrate.command_word
    monkeypatch.setattr(narrate, "command_word", lambda *args: asked.append(args[1]) or word(*args))
    for locale in ("ru", "en"):
        asked.clear()
        assert narrate.action_titles(table.actions, table.referee, locale) == expected[locale]
        assert sorted(asked) == sorted({a.command for a in table.actions})


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_kept_amber_log_decodes_only_the_things_it_names(tmp_path, monkeypatch, locale):
    """A log is told from the texts part of the game cache laid out to be decoded a thing
    at a time (readers.lazy_part): it decodes the things its actions and events name, not
    the ~700 of the game (decoding the whole part was ~5 ms of a long log)."""
    from pnpkit.games.amber import referee_status
    from pnpkit.games.amber.referee_told import LAYOUT, ToldNames, told_game
    from pnpkit.readers.lazy_part import LazyGame

    path = tmp_path / "game.pnp"
    _play_amber(path, 3, 8, ())
    replayed = log_lines(Table.open(path), locale)
    told_game(locale)  # the lazy part made, if this process is the first to ask
    names = ToldNames()
    monkeypatch.setattr(referee_status, "NAMES", names)
    assert kept_log_lines(path, locale) == replayed
    game = names.game(locale).game
    assert isinstance(game, LazyGame)
    things = sum(len(game.ids(kind)) for kind in LAYOUT[0])
    assert 0 < len(game._decoded) < things / 4
    assert not {"fields", "cards", "items"} & set(vars(game))  # no list decoded whole


def test_a_status_names_things_from_the_same_part(tmp_path, monkeypatch):
    """A status names its players' things from that part too (no names part besides it),
    decoding the few things it names."""
    from pnpkit.games.amber import referee_status
    from pnpkit.games.amber.referee_told import ToldNames, told_game

    path = tmp_path / "game.pnp"
    _play_amber(path, 3, 4, ())
    replayed = status_lines(Table.open(path), "ru")
    told_game("ru")
    names = ToldNames()
    monkeypatch.setattr(referee_status, "NAMES", names)
    assert kept_status_lines(path, "ru") == replayed
    assert len(names.game("ru").game._decoded) < 30


@given(count=st.sampled_from(["", "1", "2", "01", "4", "12"]), sides=st.sampled_from(["6", "06", "66", "066", "10", "0", "100"]),
       faces=st.lists(st.integers(1, 100), min_size=0, max_size=13), tail=st.sampled_from(["", "+1", "kh1", "к", "x"]))
def test_a_roll_is_written_as_the_dice_module_writes_it(count, sides, faces, tail):
    """narrate.rolled writes a plain NdS itself (a log imports no dice parser) exactly as
    rules.dice.breakdown does, and leaves any other expression to it."""
    from pnpkit.referee.narrate import rolled
    from pnpkit.rules.dice import DiceError, breakdown

    expr = f"{count}d{sides}{tail}"
    try:
        expected = breakdown(expr, faces)
    except (DiceError, IndexError, ValueError) as exc:
        with pytest.raises(type(exc)):
            rolled(expr, faces)
        return
    assert rolled(expr, faces) == expected


@pytest.mark.parametrize("game", ["amber", "race"])
def test_a_kept_log_imports_no_dice_parser(game, tmp_path):
    """Its rolls are plain NdS (narrate.rolled): the dice module's ~1 ms is not spent."""
    path = tmp_path / "game.pnp"
    table = Table.new(path, SessionHeader(game, 5, PLAYERS[game]))
    table.act(FIRST[game][0], list(FIRST[game][1:]), confirmed=True)
    assert unwanted_imports(["log"], path, ("pnpkit.rules.dice", "pnpkit.rules.dice_scan"), tmp_path / "cache") == []


def test_an_english_log_looks_at_the_game_folder_once(tmp_path, monkeypatch):
    """An English log reads the names part and the texts inside effects, both keyed by the
    game folder's listing and its catalogue's stamp: looked at once within the command
    (each look was ~0.2 ms of a one-shot log), afresh outside it (a server's folder may
    change between two commands)."""
    from pnpkit.games.amber import referee_status
    from pnpkit.games.amber.referee_told import ToldNames
    from pnpkit.readers import game_cache

    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "game.pnp"
    _play_amber(path, 3, 30, ())
    replayed = log_lines(Table.open(path), "en")
    monkeypatch.setattr(referee_status, "NAMES", ToldNames())
    assert kept_log_lines(path, "en") == replayed  # the cache's parts made
    names = ToldNames()
    monkeypatch.setattr(referee_status, "NAMES", names)
    looks = []
    key = game_cache._entry_key
    monkeypatch.setattr(game_cache, "_entry_key", lambda *args: looks.append(args) or key(*args))
    assert kept_log_lines(path, "en") == replayed
    assert ("texts", "en") in names._memo and len(looks) == 1
    folder = looks[0][0]
    game_cache._localized_entry(folder, "en")
    game_cache._localized_entry(folder, "en")
    assert len(looks) == 3

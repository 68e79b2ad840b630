"""Amber's one-shot writing commands import neither dataclasses (with inspect, ast, dis),
typing, fractions (with decimal) nor the data schemas (issue #31: an action within 4x a
bare interpreter; together ~15 ms of a ~100 ms roll): the rules' classes are value
classes, typing is for annotations only, the exact odds are worked out only when a fight
is announced, and the engine reads its op names from rules.vocabulary, not from the
schemas of rules.effects, and imports the op modules only when the first effect runs (a roll,
an undo: none), nor the cards' ops for a hand-in unless a carried card names the field
arrived on, nor the house rules' words; nor the collections package (with operator, keyword, reprlib: the rules take their ABCs from
_collections_abc; operator comes only with random); neither the json package nor re (pnpkit.quick_json; the name matcher reads
numbers and titles by hand) nor enum (model.diagnostics.Severity is a str); the name
matcher (pnpkit.rules.names) only when a name is matched (the move; the first
roll, whose log replays from the
header, finds the travellers the header names); random and math only when dice are rolled
(a move, a shop's question and its answer, an undo roll none).  Nor the engine's parts a
command does not run (issue #31, session 13: ~0.1-0.3 ms each): the engine's play and its
effects (rules.play, loaded by the first ``engine.apply``) for a move declared or an undo;
an op's module only when an effect runs that op (rules.op_registry); a duel, a deal, a
friend, a kingdom turn only when met (rules.play); the sentences of fights, questions and
a game's end only when such an event is told or asked for (rules.referee_text), and no
sentence of an event for an undo.  Each
command is probed once, in a child process, and must
have been logged (a refused command would prove nothing); the game cache's parts it reads
(the whole game, in English its texts part) are made first, by the same commands played
on a copy of the session."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from import_probe import PROBE

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

UNWANTED = ("dataclasses", "inspect", "typing", "fractions", "decimal", "pnpkit.model.schema",
            "pnpkit.games.amber.rules.effects", "json", "re", "enum", "contextlib",
            "collections", "keyword", "reprlib")  # collections and what it imports (the rules' package note)
#: a roll (the log replayed: nothing kept yet), a move, its field (a shop's question) and a
#: purchase (both from the state kept beside the log), then an undo
COMMANDS = (["roll"], ["move", "Караван-сарай"], ["resolve"], ["choose", "2"], ["undo"])
LOGGED = (1, 2, 3, 4, 3)  # the actions in the log after each


#: the engine's rarer parts: none of these commands meets a duel, a deal, a friend set on
#: someone, a kingdom turn, a fight (nor announces one), or an effect that moves, branches or
#: sets a status
RARE = ("kingdom", "trade", "friend_fight", "combat", "fights", "ops_moves", "ops_flow", "ops_status",
        "referee_fight")
#: the engine's play and its effects: a move declared and an undo play nothing
PLAY = ("play", "dispatch", "context", "card_play", "carrying", "points", "op_registry", "shops", "refusals")
#: the sentences of fights, of questions (an answer's numbers and labels) and of a game's end
FIGHT_WORDS, QUESTION_WORDS, STATUS_WORDS = "referee_text_fights", "referee_text_questions", "referee_text_status"
#: neither the house rules' words (a status of a session with some says them; the values are
#: rules.rules.house_rules') nor the cards' ops with their hand-in (no card carried here names
#: the field: rules.hand_in_place)
UNSAID = ("option_words", "ops_cards")
#: what each command must not load (the status after the undo tells the question waiting again)
LAZY = {"roll": (*RARE, *UNSAID, "op_registry", "shops", FIGHT_WORDS, QUESTION_WORDS, STATUS_WORDS),
        "move": (*RARE, *UNSAID, *PLAY, FIGHT_WORDS, QUESTION_WORDS, STATUS_WORDS),
        "resolve": (*RARE, *UNSAID, FIGHT_WORDS, STATUS_WORDS),
        "choose": (*RARE, *UNSAID, FIGHT_WORDS, STATUS_WORDS),
        "undo": (*RARE, *UNSAID, *PLAY, FIGHT_WORDS, "referee_text")}  # it tells no event


def _probed(words: list[str], path, cache, lazy: tuple[str, ...] = ()) -> list[str]:
    unwanted = UNWANTED if words[0] in ("move", "roll") else (*UNWANTED, "pnpkit.rules.names")
    unwanted = (*unwanted, *(f"pnpkit.games.amber.rules.{name}" for name in (*LAZY[words[0]], *lazy)))
    if words[0] != "roll":  # no dice rolled: the action's generator is never made (rules.session.LiveDice)
        unwanted = (*unwanted, "random", "math", "operator")  # random's own imports
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(cache)}
    env.pop("PNPKIT_NO_CACHE", None)
    argv = [sys.executable, "-c", PROBE, " ".join(unwanted), "referee", *words, "--yes", "--file", str(path)]
    if words == ["undo"]:
        argv.remove("--yes")
    result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, check=True)
    return result.stdout.split()


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_amber_writing_commands_import_no_dataclasses_typing_fractions(locale, tmp_path):
    path = tmp_path / "game.pnp"
    players = (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", "оборотень", "f"))
    Table.new(path, SessionHeader("amber", 5, players, locale=locale))
    shutil.copyfile(path, tmp_path / "warm.pnp")
    for words in COMMANDS:  # the game cache filled
        _probed(words, tmp_path / "warm.pnp", tmp_path / "cache")
    for words, logged in zip(COMMANDS, LOGGED, strict=True):
        assert _probed(words, path, tmp_path / "cache") == [], words
        assert len(Table.open(path).file.actions) == logged, words


def test_an_answer_by_number_that_asks_nothing_more_loads_no_question_words(tmp_path):
    """``выбрать 2`` reads the answers' numbers (rules.referee_state.option_numbers, beside
    the stable keys they come from), not the questions' sentences: seed 12's first
    Infirmary visit heals and passes the turn, asking nothing more (the purchase above
    asks again, so that probe loads them to tell the shop's next question)."""
    path = tmp_path / "game.pnp"
    players = (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", "оборотень", "f"))
    Table.new(path, SessionHeader("amber", 12, players))
    table = Table.open(path)
    for words in (["roll"], ["move", "Лазарет"], ["resolve"]):
        table.act(words[0], words[1:], confirmed=True)
    assert table.state.pending.pause.question == "heal"
    shutil.copyfile(path, tmp_path / "warm.pnp")
    shutil.copyfile(f"{path}.state", tmp_path / "warm.pnp.state")
    _probed(["choose", "2"], tmp_path / "warm.pnp", tmp_path / "cache")  # the game cache filled
    assert _probed(["choose", "2"], path, tmp_path / "cache", (QUESTION_WORDS,)) == []
    told = [e.kind for e in Table.open(path).history[-1]]
    assert "question" not in told and told[-1] == "next", told


def test_the_classes_a_kept_state_names_come_with_the_referee():
    """A kept engine state is read back only with the classes it names already imported
    (pnpkit.referee.engine_state; else the whole log replays): the actions under way
    (rules.engine's, rules.friends' SetFriend) come with the referee, a friend's fight
    (rules.friend_fight) and the engine's play (rules.play) do not."""
    names = ("engine", "friends", "referee_state", "state", "friend_fight", "play")
    probe = ("import sys\nimport pnpkit.games.amber.referee\n"
             f"print(' '.join(n for n in {names!r} if 'pnpkit.games.amber.rules.' + n in sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.split()
    assert loaded == ["engine", "friends", "referee_state", "state"]

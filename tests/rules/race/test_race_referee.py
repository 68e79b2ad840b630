"""The race referee on the session framework: whole games played through `perform`,
replayed from the log, choices asked for, and the header checked."""

import pytest

from pnpkit.referee.race import REFEREE
from pnpkit.rules.race.referee import RefereeState
from pnpkit.rules.session import Player, RuleError, SessionHeader, perform, replay


def header(*names, seed=11, preset=None, options=()):
    return SessionHeader("race", seed, tuple(Player(n) for n in names), preset, tuple(options))


def play_game(head, max_actions=3000):
    state = REFEREE.new(head)
    actions, events = [], []
    while not REFEREE.is_over(state) and len(actions) < max_actions:
        index = len(actions) + 1
        try:
            state, evs, record = perform(REFEREE, head, state, index, "turn")
        except RuleError as exc:  # an obstacle asks for a player: name the first offered
            assert "turn NAME" in exc.en
            offered = exc.en.split("(")[1].split(")")[0].split(", ")
            state, evs, record = perform(REFEREE, head, state, index, "turn", [offered[0]])
        actions.append(record)
        events.append(evs)
    return state, actions, events


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_game_then_replay_gives_the_same_state(seed):
    head = header("Аня", "Борис", "Вера", seed=seed)
    state, actions, _ = play_game(head)
    assert REFEREE.is_over(state)
    again = replay(REFEREE, head, actions, verify=True)
    assert again.state == state
    assert REFEREE.to_json(again.state)["winners"]


def test_every_event_has_a_sentence_in_both_locales():
    head = header("Аня", "Борис", "Вера", "Гена", seed=5)
    _, _, events = play_game(head)
    kinds = set()
    for evs in events:
        for e in evs:
            kinds.add(e.kind)
            for locale in ("ru", "en"):
                REFEREE.describe([e], locale)  # never raises
    assert {"turn", "move", "obstacle"} <= kinds


def test_a_choice_is_asked_and_the_same_dice_come_back():
    head = header("Аня", "Борис", "Вера", seed=3)
    state = REFEREE.new(head)
    race = state.race
    pawns = list(race.pawns)
    from dataclasses import replace
    pawns[0] = replace(pawns[0], pos=47)
    pawns[1] = replace(pawns[1], pos=30)
    pawns[2] = replace(pawns[2], pos=20)
    state = RefereeState(replace(race, pawns=tuple(pawns)), state.names, state.options)
    # find an action number whose turn die is 4 (from 47 to 51: you and a chosen player -10)
    for index in range(1, 200):
        try:
            new, _, record = perform(REFEREE, head, state, index, "turn", entered=[4])
        except RuleError as exc:
            assert "Борис, Вера" in exc.ru
            break
    new, events, record = perform(REFEREE, head, state, index, "turn", ["Вера"], entered=[4])
    assert [p.pos for p in new.race.pawns] == [41, 30, 10]
    assert any(e.kind == "choice" and e.data["target"] == "Вера" for e in events)


def test_wrong_player_and_unknown_names_are_refused():
    head = header("Аня", "Борис")
    state = REFEREE.new(head)
    with pytest.raises(RuleError):
        perform(REFEREE, head, state, 1, "turn", actor="Борис")
    with pytest.raises(RuleError):
        perform(REFEREE, head, state, 1, "turn", ["Никто"])


@pytest.mark.parametrize("bad", [
    {"options": (("cell137", "seven"),)},
    {"options": (("nonsense", "1"),)},
    {"preset": "nope"},
])
def test_bad_headers_are_refused(bad):
    with pytest.raises(RuleError):
        REFEREE.validate_header(header("Аня", **bad))


def test_switches_from_preset_and_options():
    state = REFEREE.new(header("Аня", preset="literal", options=(("chain", "да"),)))
    assert state.options.cell137 == "first_five" and state.options.chain is True


def test_names_table_matches_the_yaml_and_the_catalogue():
    from pathlib import Path

    from babel.messages.pofile import read_po

    from pnpkit.readers.game_reader import load_game
    from pnpkit.rules.race.names import CELL_NAMES

    root = Path(__file__).resolve().parents[3] / "content" / "race"
    game = load_game(root).game
    ru = {f.number: f.name for f in game.fields_of("track") if f.effects}
    assert {n: pair[0] for n, pair in CELL_NAMES.items()} == ru
    with open(root / "locales" / "en.po", "rb") as handle:
        catalogue = read_po(handle)
    en = {m.context: m.string for m in catalogue if m.context}
    for n, (_, english) in CELL_NAMES.items():
        assert en[f"field.cell.{n}.name"] == english

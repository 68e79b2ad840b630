"""The race referee on the session framework: whole games played through `perform`,
replayed from the log, choices asked for, and the header checked."""

import pytest

from pnpkit.games.race.referee import REFEREE
from pnpkit.games.race.rules.referee import RefereeState
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
            state, evs, record = perform(REFEREE, head, state, index, "turn", list(exc.answers[0].args))
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
            assert [a.args for a in exc.answers] == [("Борис",), ("Вера",)]
            assert "(Борис: клетка 30 → клетка 20; Вера: клетка 20 → клетка 10)" in exc.ru
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
    {"options": (("chain", "maybe"),)},  # a yes/no switch takes yes or no
    {"preset": "nope"},
])
def test_bad_headers_are_refused(bad):
    with pytest.raises(RuleError):
        REFEREE.validate_header(header("Аня", **bad))


def test_switches_from_preset_and_options():
    state = REFEREE.new(header("Аня", preset="literal", options=(("chain", "да"),)))
    assert state.options.cell137 == "first_five" and state.options.chain is True


def test_square_and_path_names_are_the_data_and_its_catalogue():
    """What the referee calls a square, a mark or a side path is the field's (board's)
    name in content/race, in English its translation in locales/en.po."""
    from pathlib import Path

    from babel.messages.pofile import read_po

    from pnpkit.readers.game_reader import load_game

    root = Path(__file__).resolve().parents[3] / "content" / "race"
    game = load_game(root).game
    with open(root / "locales" / "en.po", "rb") as handle:
        english = {m.context: m.string for m in read_po(handle) if m.context}
    obstacles = [f for f in game.fields if f.effects]
    ru, en = REFEREE.names("ru"), REFEREE.names("en")
    assert len(ru.cells) == len(obstacles) - len(ru.marks) and len(ru.cells) > 40
    for f in obstacles:
        where = ru.cells[f.number] if f.board == "track" else ru.marks[(f.board, f.number)]
        there = en.cells[f.number] if f.board == "track" else en.marks[(f.board, f.number)]
        assert (where, there) == (f.name, english[f"field.{f.id}.name"])
    for b in (b for b in game.boards if b.id != "track"):
        assert (ru.lanes[b.id], en.lanes[b.id]) == (b.name, english[f"board.{b.id}.name"])
    assert set(ru.lanes) == {"forest", "escape"}
    assert REFEREE.names("de") == ru  # a language the referee does not speak reads the source


def test_an_edited_name_and_translation_are_what_the_referee_says(tmp_path):
    import shutil
    from pathlib import Path

    from pnpkit.games.race.rules.from_game import race_from_game
    from pnpkit.games.race.rules.referee import RaceReferee
    from pnpkit.i18n.translator import localize
    from pnpkit.readers.game_reader import load_game
    from pnpkit.rules.session import Event

    folder = tmp_path / "race"
    shutil.copytree(Path(__file__).resolve().parents[3] / "content" / "race", folder)
    for name, old, new in (("track.yaml", 'name: "Побег Виталия"', 'name: "Бегство Виталия"'),
                           ("locales/en.po", 'msgid "Побег Виталия"\nmsgstr "Vitaly’s escape"',
                            'msgid "Бегство Виталия"\nmsgstr "Vitaly runs away"'),
                           ("paths.yaml", "name: Лесная тропа", "name: Чаща")):
        text = (folder / name).read_text(encoding="utf-8")
        assert old in text, (name, old)
        (folder / name).write_text(text.replace(old, new), encoding="utf-8")
    game = load_game(folder).game
    referee = RaceReferee(lambda: race_from_game(game),
                          lambda locale: game if locale == "ru" else localize(game, folder, locale)[0])
    events = [Event("obstacle", {"name": "Аня", "cell": 4, "lane": ""}),
              Event("lane_enter", {"name": "Аня", "lane": "forest"})]
    ru = referee.describe(events, "ru")
    assert ru[0].startswith("Препятствие: клетка 4 «Бегство Виталия». Бросьте кубик ещё раз.")
    assert ru[1] == "Аня сворачивает с дороги: Чаща."
    assert referee.describe(events, "en")[0].startswith("Obstacle: square 4, “Vitaly runs away”. Roll again.")

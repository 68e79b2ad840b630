"""#31: the buttons of a race obstacle's «pick a player» question say what the pick does
to each player — where they would go and what that square is — not where they stand."""

from dataclasses import replace

import pytest

from pnpkit.games.race.referee import REFEREE
from pnpkit.games.race.rules.referee import RefereeState
from pnpkit.rules.commands import NeedsAnswer
from pnpkit.rules.session import Player, SessionHeader, perform

HEAD = SessionHeader("race", 3, (Player("Аня", None, "f"), Player("Борис", None, "m"),
                                 Player("Вера", None, "f")))


def _asked(positions: list[int], face: int) -> tuple[RefereeState, NeedsAnswer]:
    state = REFEREE.new(HEAD)
    pawns = tuple(replace(p, pos=pos) for p, pos in zip(state.race.pawns, positions, strict=True))
    state = RefereeState(replace(state.race, pawns=pawns, to_move=0), state.names, state.options)
    with pytest.raises(NeedsAnswer) as asked:
        perform(REFEREE, HEAD, state, 1, "turn", entered=[face])
    return state, asked.value


def test_each_button_says_where_the_picked_player_goes_and_what_is_there():
    # Аня 47 + 4 = 51 «Провал плана»: she and a player she names go 10 back
    state, need = _asked([47, 35, 20], 4)
    assert [a.args for a in need.answers] == [("Борис",), ("Вера",)]
    assert [a.label("ru") for a in need.answers] == [
        "Борис: клетка 35 → клетка 25 «Осада сада»", "Вера: клетка 20 → клетка 10"]
    assert [a.label("en") for a in need.answers] == [
        "Борис: square 35 → square 25 “Siege of the Garden”", "Вера: square 20 → square 10"]
    # a terminal is told the same beside how to type the answer
    assert "‘turn NAME’ (Борис: square 35 → square 25 “Siege of the Garden”; Вера: square 20 → square 10)" \
        in need.text("en")
    # and the turn played with a button's answer does what its label said
    new, _, _ = perform(REFEREE, HEAD, state, 1, "turn", ["Борис"], entered=[4])
    assert [p.pos for p in new.race.pawns] == [41, 25, 20]


def test_a_pick_that_moves_nobody_says_what_it_gives():
    # Аня 89 + 4 = 93 «Тонни в саду»: the player she names gets +1 on three rolls
    _, need = _asked([89, 35, 20], 4)
    assert [a.label("ru") for a in need.answers] == [
        "Борис: клетка 35, к 3 следующим броскам +1", "Вера: клетка 20, к 3 следующим броскам +1"]
    assert [a.label("en") for a in need.answers] == [
        "Борис: square 35, +1 to the next 3 rolls", "Вера: square 20, +1 to the next 3 rolls"]



def test_a_roll_before_the_picked_player_moves_is_foreseen_with_the_dice_the_answer_rolls():
    # with obstacles reached by an obstacle played too (chain): Аня 111 + 4 = 115 sends her
    # and the player she names to the last one's square, 4 «Побег Виталия», whose roll she
    # makes before the named one goes; each label is what that answer then does
    head = replace(HEAD, options=(("chain", "да"),))
    state = REFEREE.new(head)
    pawns = tuple(replace(p, pos=pos) for p, pos in zip(state.race.pawns, [111, 60, 4], strict=True))
    state = RefereeState(replace(state.race, pawns=pawns, to_move=0), state.names, state.options)
    asked = 0
    for index in range(1, 40):  # action numbers whose die shows 4
        try:
            perform(REFEREE, head, state, index, "turn")
            continue
        except NeedsAnswer as need:
            labels = [a.label("ru") for a in need.answers]
        asked += 1
        assert labels == ["Борис: клетка 60 → клетка 4 «Побег Виталия»", "Вера: клетка 4"]
        new, _, record = perform(REFEREE, head, state, index, "turn", ["Борис"])
        assert new.race.pawns[1].pos == 4 and [r.why for r in record.rolls] == ["turn", "obstacle"]
    assert asked >= 3
    # dice typed in: the obstacle's roll is not known yet, and the labels say so
    with pytest.raises(NeedsAnswer) as typed:
        perform(REFEREE, head, state, 1, "turn", entered=[4])
    assert [a.label("ru") for a in typed.value.answers] == [
        "Борис: клетка 60, что дальше, пока не известно", "Вера: клетка 4, что дальше, пока не известно"]
    assert typed.value.answers[0].label("en") == "Борис: square 60, what follows is not known yet"

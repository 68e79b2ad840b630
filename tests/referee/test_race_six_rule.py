"""Issue 18, race: the six-rule ignores finished pawns.

Seed 004 (/work/shared/seeds/004_a505225b31af8132.txt), cell 71: «До конца игры каждый
выкинувший 6 передвигает свою фишку на 6 клеток вперёд, а вашу — на 6 клеток назад».
A pawn that has crossed the finish line is out of the race: another player's six
throws back only the cursed pawns still on the track, and the referee says nothing of
the finished one."""

from __future__ import annotations

from dataclasses import replace

from pnpkit.games.race.race_data import load_race
from pnpkit.games.race.rules import Options, ScriptedDice, new_state, place, play_turn
from pnpkit.referee.registry import load_referee

TRACK = load_race().track


def _turn(state, faces):
    dice = ScriptedDice(faces)
    state, events = play_turn(state, TRACK, Options(), dice)
    assert dice.remaining == 0
    return state, events


def _cursed_table():
    """Seat 0 lands on 71 (the six-rule for him), then crosses the finish; seat 2 is
    cursed too but still racing; seat 1 is to move."""
    state = new_state(3)
    for seat, cell in enumerate((67, 10, 20)):
        state = place(state, seat, cell)
    state, _ = _turn(replace(state, to_move=0), [4])
    assert state.curse_six == (0,)
    state = place(state, 0, TRACK.finish, finished=True)
    return replace(state, curse_six=(0, 2), to_move=1)


def test_another_players_six_leaves_a_finished_pawn_at_the_finish():
    state, events = _turn(_cursed_table(), [6])
    assert state.pawns[0].pos == TRACK.finish and state.pawns[0].finished
    assert [p.pos for p in state.pawns[1:]] == [16, 14]  # the roller +6, the cursed racer -6
    assert [e.get("victim") for e in events if e.kind == "curse_six"] == [2]


def test_the_referee_names_only_the_pawn_still_racing():
    referee = load_referee("race")
    names = {"ru": ("Аня", "Вика", "Борис"), "en": ("Ann", "Vicky", "Bob")}
    _, log = _turn(_cursed_table(), [6])
    for locale, (finished, _roller, racer) in names.items():
        events = [referee._event(e, names[locale]) for e in log]  # what the session records
        lines = referee.describe(events, locale)
        sixes = [line for line in lines if line.startswith(("Шестёрка", "A six"))]
        assert len(sixes) == 1 and racer[:3] in sixes[0] and finished not in sixes[0], lines

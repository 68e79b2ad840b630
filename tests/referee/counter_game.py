"""A tiny game for testing the referee framework (not shipped): race a counter to a goal.

move  — roll 1d6 and advance the current player;   duel — both sides roll 1d6,
pass  — skip your turn;                             moves — where a roll can take you.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pnpkit.plugins import RefereeSpec
from pnpkit.referee.registry import register
from pnpkit.rules.session import CommandSpec, Event, GameReferee, RuleError

GAME_ID = "test-counter"


@dataclass(frozen=True)
class CounterState:
    names: tuple[str, ...]
    positions: tuple[int, ...]
    turn: int
    goal: int
    winner: str | None = None


class CounterReferee(GameReferee):
    game_id = GAME_ID

    def validate_header(self, header):
        if header.preset not in (None, "short", "long"):
            raise RuleError(f"нет пресета {header.preset}", f"no preset {header.preset}")
        if not header.players:
            raise RuleError("нужен хотя бы один игрок", "at least one player is needed")

    def new(self, header):
        goal = 10 if header.preset == "short" else 20
        names = tuple(header.player_names())
        return CounterState(names, (0,) * len(names), 0, goal)

    def commands(self, state):
        if state.winner:
            return [CommandSpec("moves", "куда можно пойти", "where a roll can take you",
                                logged=False)]
        return [
            CommandSpec("move", "бросить 1к6 и пойти", "roll 1d6 and move"),
            CommandSpec("moves", "куда можно пойти", "where a roll can take you", logged=False),
            CommandSpec("pass", "пропустить ход", "skip your turn"),
            CommandSpec("duel", "дуэль: 1к6 против 1к6", "duel: 1d6 against 1d6", "PLAYER"),
        ]

    def current_player(self, state):
        return None if state.winner else state.names[state.turn]

    def is_over(self, state):
        return state.winner is not None

    def _actor(self, state, action):
        who = action.actor or state.names[state.turn]
        if who != state.names[state.turn]:
            raise RuleError(f"сейчас ходит {state.names[state.turn]}",
                            f"it is {state.names[state.turn]}'s turn")
        return who

    def apply(self, state, action, dice):
        if state.winner:
            raise RuleError("игра окончена", "the game is over")
        who = self._actor(state, action)
        me = state.names.index(who)
        nxt = (state.turn + 1) % len(state.names)
        if action.command == "moves":
            here = state.positions[me]
            return state, [Event("options", {"player": who,
                                             "cells": [min(here + k, state.goal) for k in range(1, 7)]})]
        if action.command == "pass":
            return replace(state, turn=nxt), [Event("passed", {"player": who})]
        if action.command == "move":
            if action.args:
                raise RuleError("move без аргументов", "move takes no arguments")
            step = dice.roll("1d6", why="move").total
            to = min(state.positions[me] + step, state.goal)
            positions = state.positions[:me] + (to,) + state.positions[me + 1:]
            events = [Event("moved", {"player": who, "to": to}, rule="counter.move")]
            winner = who if to >= state.goal else None
            if winner:
                events.append(Event("won", {"player": who}, rule="counter.goal"))
            return replace(state, positions=positions, turn=nxt, winner=winner), events
        if action.command == "duel":
            if len(action.args) != 1 or action.args[0] not in state.names or action.args[0] == who:
                raise RuleError("назовите другого игрока", "name another player")
            other = state.names.index(action.args[0])
            mine = dice.roll("1d6", why="duel").total
            theirs = dice.roll("1d6", why="duel").total
            loser = other if mine > theirs else me if theirs > mine else None
            positions = list(state.positions)
            if loser is not None:
                positions[loser] = max(0, positions[loser] - 1)
            return (replace(state, positions=tuple(positions), turn=nxt),
                    [Event("duel", {"loser": None if loser is None else state.names[loser]},
                           rule="counter.duel")])
        raise RuleError(f"нет команды {action.command}", f"no command {action.command}")

    def describe(self, events, locale):
        en = locale == "en"
        lines = []
        for e in events:
            d = e.data
            if e.kind == "moved":
                lines.append(f"{d['player']} moves to {d['to']}" if en
                             else f"{d['player']} идёт на {d['to']}")
            elif e.kind == "won":
                lines.append(f"{d['player']} wins" if en else f"{d['player']} побеждает")
            elif e.kind == "passed":
                lines.append(f"{d['player']} passes" if en else f"{d['player']} пропускает ход")
            elif e.kind == "options":
                lines.append(("can reach: " if en else "можно попасть: ")
                             + ", ".join(map(str, d["cells"])))
            elif e.kind == "duel":
                lines.append(("draw" if en else "ничья") if d["loser"] is None else
                             (f"{d['loser']} steps back" if en else f"{d['loser']} отступает"))
        return lines

    def to_json(self, state):
        return {"positions": dict(zip(state.names, state.positions, strict=True)),
                "turn": state.names[state.turn], "goal": state.goal, "winner": state.winner}

    def status(self, state, locale):
        en = locale == "en"
        lines = [f"{n}: {p}" for n, p in zip(state.names, state.positions, strict=True)]
        if state.winner:
            lines.append(("winner: " if en else "победитель: ") + state.winner)
        return lines

    def roll_label(self, why, locale):
        return {"move": "ход", "duel": "дуэль"}.get(why, why) if locale == "ru" else why

    def explain(self, rule, locale):
        texts = {"counter.move": ("фишка идёт вперёд на выпавшее число",
                                  "the counter moves forward by the roll"),
                 "counter.goal": ("кто дошёл до цели, побеждает", "reaching the goal wins")}
        ru, en = texts.get(rule, ("", ""))
        return en if locale == "en" else ru


REFEREE = CounterReferee()


def install() -> None:
    register(GAME_ID, RefereeSpec(__name__))

"""The Amber referee's questions (``moves``, ``odds``) answered from plain data (the
mover's view kept beside the log, the main board), so the replayed referee and a one-shot
question from the kept view (games.amber.referee_status) say the same.  Pure: no I/O."""

from __future__ import annotations

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot question does not import typing
    from typing import Any

    from pnpkit.games.amber.rules.board import BoardGraph
    from pnpkit.games.amber.rules.state import GameState
    from pnpkit.rules.session_records import Event


def mover_view(state: GameState) -> dict[str, Any]:
    """The current traveller as a move sees him: his field and the roll to move, and on
    the main board what he brings to a move (engine.move_kit), the leaving penalty of
    his field and what may account for the steps beyond the roll (step_reasons)."""
    from pnpkit.games.amber.rules.conditions import usable
    from pnpkit.games.amber.rules.engine import move_kit
    from pnpkit.games.amber.rules.state import ON_MAIN

    p = state.current
    view: dict[str, Any] = {"player": p.name, "position": p.position, "roll": state.pending_roll, "kit": None}
    if p.board != ON_MAIN:
        return view
    rules = state.rules
    board = rules.board
    leave, no_horse = board.leaving(board.index[p.position])
    carried = [i for i in (*p.items, *p.cards) if usable(rules, p, i)]
    horses = [i for i in p.items if rules.item(i) and "horse" in rules.item(i).traits and i in carried]
    # the sources in the order the engine offers them as alternatives
    alternatives = [[h, 1] for h in horses if not no_horse]
    alternatives += [[source, m] for source in (p.traveller, *carried) for m in rules.move_modifiers(source)]
    return {**view, "kit": move_kit(rules, p), "leave": leave, "alternatives": alternatives}


def step_reasons(mover: dict[str, Any], roll: int, steps: int) -> list[list[Any]]:
    """Why a move counts ``steps`` for ``roll``: ``[source, change]`` pairs — the start
    field's leaving penalty, then the one horse or ability modifier that makes up the
    rest."""
    leave = mover["leave"]
    why: list[list[Any]] = [[mover["position"], leave]] if leave else []
    rest = steps - roll - leave
    if not rest:
        return why
    found = next((source for source, m in mover["alternatives"] if m == rest), None)
    return why + [[found, rest]] if found is not None else why


def moves_event(board: BoardGraph, mover: dict[str, Any], args: list[str]) -> Event:
    """``moves [N]``: where the roll (``N``, else the one thrown) takes the mover."""
    from pnpkit.games.amber.rules.movement import legal_moves
    from pnpkit.rules.session_records import Event

    roll = mover["roll"]
    if args:
        try:
            roll = int(args[0])
        except ValueError:
            raise _refused("moves_usage") from None
        if not 0 <= roll <= 12:
            raise _refused("moves_roll_range")
    if roll is None:
        raise _refused("moves_no_roll")
    kit = mover["kit"]
    moves = [] if kit is None else legal_moves(board, mover["position"], roll, **kit)
    return Event("moves", {"player": mover["player"], "from": mover["position"], "roll": roll,
                           "moves": [{"to": m.dest, "route": list(m.route), "in_passing": m.in_passing,
                                      "stops": list(m.stops), "steps": m.steps,
                                      "why": step_reasons(mover, roll, m.steps)} for m in moves],
                           **({"mad": True} if kit and kit.get("mad") else {})})  # a madman stops at the Infirmary


def odds_event(args: list[str], fight: dict[str, Any] | None, player: str) -> Event:
    """``odds YOU ENEMY`` for any battle, or ``odds`` alone for the fight announced
    (``fight``: the pause's, or None) of ``player``."""
    from pnpkit.rules.session_records import Event

    if args:
        try:
            you, enemy = (int(a) for a in args)
        except ValueError:
            raise _refused("odds_usage") from None
        exact = battle_fractions(you, enemy)
        return Event("odds", {"you": you, "enemy": enemy, **{k: n / d for k, (n, d) in exact.items()},
                              "exact": {k: f"{n}" if d == 1 else f"{n}/{d}" for k, (n, d) in exact.items()}})
    if fight:
        return Event("fight_ready", {"player": player, **fight})
    raise _refused("odds_no_fight")


def battle_fractions(you: int, enemy: int) -> dict[str, tuple[int, int]]:
    """One battle, each side its value + 1d6: the win, draw and loss as reduced fractions
    (numerator, denominator) of the 36 outcomes, as combat.fight_odds gives them for one
    die a side (`pnpkit odds amber` counts with it too, without the engine)."""
    from math import gcd

    outcomes = [you + a - enemy - b for a in range(1, 7) for b in range(1, 7)]
    counts = {"win": sum(d > 0 for d in outcomes), "draw": sum(d == 0 for d in outcomes),
              "loss": sum(d < 0 for d in outcomes)}
    return {k: (c // gcd(c, 36), 36 // gcd(c, 36)) for k, c in counts.items()}


def _refused(key: str) -> Exception:
    from pnpkit.games.amber.rules.referee_words import REFUSALS
    from pnpkit.rules.messages import refusal

    return refusal(REFUSALS, key)

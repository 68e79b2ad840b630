"""The battle a paused action is about to roll, looked ahead for the table: the rest of
the action run on a copy with invented dice, the battle's values and their parts, and
its odds (with what would cancel a loss).  Imported by the referee when a battle is
announced (with the odds of rules.combat): no other command loads it (issue #31)."""

from __future__ import annotations

from pnpkit.games.amber.rules import combat, engine
from pnpkit.games.amber.rules.conditions import usable
from pnpkit.games.amber.rules.dispatch import cancel_chance
from pnpkit.games.amber.rules.referee_state import (
    PHANTOM_FACE,
    AmberTable,
    Pending,
    _Runner,
    jsonable,
)
from pnpkit.value_class import replace

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from typing import Any

    from pnpkit.rules.session import Event


def look_ahead(table: AmberTable, pending: Pending, runner: _Runner, at: int) -> dict[str, Any]:
    """The battle about to be rolled: run the rest of the action on a copy with
    invented dice and find the battle's values and their parts."""
    probe = _Runner(replace(pending, rolls=tuple(runner.used)), None, 10**6)
    state = table.game.clone()
    events: list[Event] = []
    try:
        engine.apply(state, pending.action, probe, probe.decide, copy=False, events=events)
    except Exception:  # a look-ahead that fails only loses the breakdown
        pass
    battle = next((e for e in events[at:] if e.kind in ("battle", "duel", "robbery_fight")), None)
    rules = table.game.rules
    if battle is None:
        return {"kind": "unknown"}
    if battle.kind == "battle":
        d = battle.data
        you_dice = probe.look_ahead_battle_dice or "1d6"
        count = int(you_dice.lower().split("d")[0] or 1)
        you, enemy = int(d["you"]), int(d["enemy"])
        odds = combat.fight_odds(combat.Side(you, dice=count), enemy)
        p = next((q for q in state.players if q.name == d.get("player")), state.players[table.game.turn])
        idle = [[i, rules.item(i).experience] for i in p.items
                if rules.item(i) and rules.item(i).bonus.get(d["stat"]) and not usable(rules, p, i)]
        return {"kind": "battle", "player": p.name,  # who fights: the traveller a friend is set on, too
                "card": d.get("card"), "stat": d["stat"], "you": you, "enemy": enemy,
                "unusable": idle,
                "parts": jsonable(d.get("parts", [])), "enemy_parts": jsonable(d.get("enemy_parts", [])),
                "champion": d.get("champion"), "you_dice": you_dice, **_odds_json(odds),
                **_cancel_json(odds, d.get("cancel"))}
    if battle.kind == "duel":  # a Duel action's, or the full-moon wolf's at a roll (№131)
        p = table.game.current
        # the challenged one by name: №131's full-moon duel comes inside a roll, not a Duel
        q = next(x for x in table.game.players if x.name == battle.data.get("target"))
        stat = combat.world_stat(rules, p.position)
        you, parts = combat.traveller_value(rules, table.game, p, stat, p.position, "traveller")
        them, their_parts = combat.traveller_value(rules, table.game, q, stat, q.position, "traveller")
        odds = combat.fight_odds(you, them)
        return {"kind": "duel", "target": q.name, "stat": stat, "you": you, "enemy": them,
                "parts": jsonable(parts), "enemy_parts": jsonable(their_parts), "you_dice": "1d6",
                **_odds_json(odds)}
    d = battle.data
    you, guard = int(d["you"]) - PHANTOM_FACE, int(d["guard_total"]) - PHANTOM_FACE
    odds = combat.fight_odds(you, guard)
    return {"kind": "guard", "guard": d["guard"], "stat": "strength", "you": you, "enemy": guard,
            "parts": [], "enemy_parts": [], "you_dice": "1d6", **_odds_json(odds)}


def _cancel_json(odds: combat.FightOdds, cancellers: list | None) -> dict[str, Any]:
    """The odds once what cancels a loss is counted (the Gladiator's mercy, body armour):
    a cancelled loss leaves the card on the field, as a draw does."""
    if not cancellers:
        return {}
    chance = cancel_chance(cancellers)
    cancelled, loss = odds.lose * chance, odds.lose * (1 - chance)
    return {"cancel": [[source, faces] for source, faces, _dice in cancellers],
            "with_cancel": {"cancelled": float(cancelled), "loss": float(loss),
                            "exact": {"cancelled": str(cancelled), "loss": str(loss)}}}


def _odds_json(odds: combat.FightOdds) -> dict[str, Any]:
    return {"win": float(odds.win), "draw": float(odds.draw), "loss": float(odds.lose),
            "exact": {"win": str(odds.win), "draw": str(odds.draw), "loss": str(odds.lose)}}

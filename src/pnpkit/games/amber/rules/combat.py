"""Battles: the stat of the world where it happens + 1d6 on each side.

The opponent fights with its stat for the world (Мир Силы: ПС, Ума: ПУ, Магии: ПМ; in
Мир Золота, between the worlds and in the kingdom: ПС) plus the field's modifiers for
its kind; the traveller with his own stat, the bonuses of items he has the experience
to use (none on fields where items do not work), the points of friends fighting with
him and the field's modifiers for his alignment.  The next player rolls for the
opponent (first), then the traveller rolls.  Higher wins; equal is a draw.
"""

from __future__ import annotations

from pnpkit.games.amber.rules.board import FIGHT_STAT_OF_WORLD
from pnpkit.games.amber.rules.conditions import (  # noqa: F401 (friend_fights re-exported)
    ability,
    friend_fights,
    friend_rules,
    holds,
    usable,
)
from pnpkit.games.amber.rules.vocabulary import FIGHT_STATS
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Mapping
    from fractions import Fraction

    from pnpkit.games.amber.rules.rules import AmberRules
    from pnpkit.games.amber.rules.state import GameState, PlayerState
    from pnpkit.model.game import Card

WIN, DRAW, LOSE = "win", "draw", "lose"


@value_class(frozen=True)
class FightOdds:
    """Exact chances of one battle round, from the traveller's side."""

    win: Fraction
    draw: Fraction
    lose: Fraction


@value_class(frozen=True)
class Side:
    """One side of a battle: a fixed value, its dice and how many rolls it may keep the best of."""

    value: int
    dice: int = 1
    best_of: int = 1


def _distribution(side: Side) -> dict[int, Fraction]:
    # the best of k rolls: P(max <= t) = P(roll <= t) ** k (k = 1: the roll itself)
    from fractions import (
        Fraction,  # exact odds only when a fight is announced (with decimal, ~1 ms)
    )

    from pnpkit.rules.dice import distribution

    out: dict[int, Fraction] = {}
    below = Fraction(0)
    for t, p in distribution(f"{side.dice}d6").items():  # ordered by total
        upto = below + p
        out[side.value + t] = upto ** max(1, side.best_of) - below ** max(1, side.best_of)
        below = upto
    return out


def fight_odds(you: int | Side, enemy: int | Side) -> FightOdds:
    """Exact win/draw/lose chances for totals ``you`` + dice against ``enemy`` + dice."""
    from fractions import Fraction

    a = _distribution(you if isinstance(you, Side) else Side(you))
    b = _distribution(enemy if isinstance(enemy, Side) else Side(enemy))
    win = draw = Fraction(0)
    for ta, pa in a.items():
        for tb, pb in b.items():
            if ta > tb:
                win += pa * pb
            elif ta == tb:
                draw += pa * pb
    return FightOdds(win, draw, 1 - win - draw)


def world_stat(rules: AmberRules, field_id: str) -> str:
    board = rules.board  # Мир Золота, neutral fields and the kingdom: ПС
    return FIGHT_STAT_OF_WORLD.get(board.regions[board.index[field_id]], "strength") if field_id in board.index \
        else "strength"


def items_work(rules: AmberRules, field_id: str, fight: Mapping | None = None) -> bool:
    return not (fight and fight.get("no_items")) and not rules.static_ops(field_id, "no_items")


def friend_stats(rules: AmberRules, friend_id: str) -> Mapping[str, int]:
    card = rules.cards.get(friend_id)
    if card is not None:
        return card.stats
    info = rules.item(friend_id)
    return info.bonus if info else {}


def bonus_counts(rules: AmberRules, state: GameState, player: PlayerState, arg, side: str, kind: str) -> bool:
    """Whether a ``fight_bonus`` counts for ``side`` against an opponent of ``kind`` now."""
    return isinstance(arg, dict) and arg.get("side") == side and (not arg.get("kinds") or kind in arg["kinds"]) \
        and holds(rules, state, player, arg.get("when"))


def _modifiers(rules: AmberRules, state: GameState, player: PlayerState, field_id: str, items_ok: bool,
               side: str, stat: str, kind: str) -> list[tuple[str, int]]:
    """The lasting fight modifiers for ``side``, a (source, points) part per source giving
    any: the field, the traveller, carried usable things (items and kept adventure cards:
    №121's silver dagger is a card, «+2 в битве с нечистью»).  The part is labelled by its
    source, so the table hears «ПМ 5 + Покинутый дом +3», not «модификатор +3»."""
    sources = [field_id, player.traveller]
    if items_ok:
        sources += [i for i in (*player.items, *player.cards) if usable(rules, player, i)]
    bonuses = ((source, sum(int(arg.get(stat, 0) or 0) for arg in rules.ops_of(source, "fight_bonus")
                            if bonus_counts(rules, state, player, arg, side, kind))) for source in sources)
    return [(source, bonus) for source, bonus in bonuses if bonus]


def traveller_value(rules: AmberRules, state: GameState, player: PlayerState, stat: str, field_id: str,
                    opponent_kind: str, fight: Mapping | None = None) -> tuple[int, list[tuple[str, int]]]:
    """The traveller's fixed battle value and its parts (label, points)."""
    parts = [(f"own {stat}", player.stats[stat])]
    items_ok = items_work(rules, field_id, fight)
    ignore = set((fight or {}).get("ignore", ()))
    if items_ok:
        counted: set[str] = set()
        for item_id in player.items:
            info = rules.item(item_id)
            if info is None or info.kind == "friend" or info.kind in ignore or info.traits & ignore:
                continue
            if info.one_each:  # a second colt adds nothing, but for the Hussar («два кольта сразу»)
                if item_id in counted and not ability(rules, player, "two_colts"):
                    continue
                counted.add(item_id)
            if usable(rules, player, item_id) and info.bonus.get(stat):
                parts.append((item_id, int(info.bonus[stat])))
        for card_id in player.cards:
            card = rules.cards.get(card_id)
            if card is not None and card.kind not in ignore and (card.attrs.get("bonus") or {}).get(stat) and \
                    player.stats["experience"] >= int(card.attrs.get("experience", 0) or 0):
                parts.append((card_id, int(card.attrs["bonus"][stat])))
    # a status's own bonus (№131: +3 ПС on the full-moon night), then the friends fighting with him
    parts += [(key.split(":", 1)[0], int(n)) for key, n in player.statuses.items()
              if key.endswith(f":bonus:{stat}") and key.split(":", 1)[0] in player.statuses]
    friends = [(f, int(friend_stats(rules, f).get(stat, 0) or 0)) for f in player.friends
               if friend_fights(rules, f) in ("with", "both")]
    parts += [(friend, points) for friend, points in friends if points]
    parts += _modifiers(rules, state, player, field_id, items_ok, "traveller", stat, opponent_kind)
    return sum(p for _, p in parts), parts


def creature_value(rules: AmberRules, state: GameState, player: PlayerState, card: Card | None, stat: str,
                   field_id: str, fight: Mapping | None = None) -> tuple[int, list[tuple[str, int]]]:
    fight = fight or {}
    stats = {**(card.stats if card is not None else {}), **{k: fight[k] for k in FIGHT_STATS if k in fight}}
    base = stats.get(stat)
    if base is None:  # no points for this world: its best
        base = max((v for k, v in stats.items() if k in FIGHT_STATS), default=0)
    parts = [(f"{stat}", int(base))]
    kind = card.kind if card is not None else "enemy"
    pools = state.card_pools
    if card is not None and pools:
        grown = pools.get(f"{card.id}:{stat}", 0)  # №132: points laid on the werewolf's card
        if grown:
            parts.append(("grown", grown))
        hexer = pools.get(f"{card.id}:hex", 0)  # №29, №96: a hex doubles it, not for the one who laid it
        if hexer and state.players.index(player) != hexer - 1:
            parts.append(("hexed", sum(p for _, p in parts)))
    parts += _modifiers(rules, state, player, field_id, items_work(rules, field_id, fight), "creature", stat, kind)
    value = sum(p for _, p in parts)
    if fight.get("double"):
        parts.append(("doubled", value))
        value *= 2
    return max(value, 0), parts


@value_class(frozen=True)
class Round:
    you: int
    enemy: int
    you_roll: int
    enemy_roll: int
    outcome: str

    @property
    def you_total(self) -> int:
        return self.you + self.you_roll

    @property
    def enemy_total(self) -> int:
        return self.enemy + self.enemy_roll


def battle_round(you: int, enemy: int, dice, *, you_dice: str = "1d6", best_of: int = 1) -> Round:
    """One battle: the opponent's die is rolled first (by the next player), then yours."""
    enemy_roll = dice.roll("1d6", "opponent").total
    you_roll = max(dice.roll(you_dice, "battle").total for _ in range(max(1, best_of)))
    a, b = you + you_roll, enemy + enemy_roll
    return Round(you, enemy, you_roll, enemy_roll, WIN if a > b else DRAW if a == b else LOSE)

"""The resolution context: the state being changed, the dice, the decider, and the events told."""

from __future__ import annotations

from pnpkit.games.amber.rules.rules import Roll
from pnpkit.games.amber.rules.rules import _parse as _parse_dice
from pnpkit.games.amber.rules.state import OUT
from pnpkit.rules.session import Event

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Callable, Mapping
    from typing import Any

    from pnpkit.games.amber.rules.rules import AmberRules
    from pnpkit.games.amber.rules.state import GameState

    Decider = Callable[[GameState, int, str, list, Mapping[str, Any]], int]


CARRIED_KINDS = frozenset({"item", "magic-item", "amulet", "owner-item", "contraband"})


KEEPABLE_CARD_KINDS = frozenset({"item", "magic-item", "amulet", "owner-item", "friend", "note"})


STATS_ONLY_OPS = frozenset({"gain", "lose", "lose_all", "pay", "pay_fraction", "convert", "roll", "if", "choose",
                            "may", "repeat", "cap", "raise_to", "merge", "fight"})


MAX_DEPTH = 12


def first_option(state, player, question, options, info) -> int:
    """The plainest decider: always the first option (declines when 'no' comes first)."""
    return 0


class PlayerOut(Exception):
    """The acting traveller died or left the game: stop resolving for him."""


class Abort(Exception):
    """A block cannot go on (e.g. no treasure pass to give up)."""


class Ctx:
    """What one resolution works with: the rules, the state it changes, the dice, the
    decider, whose it is (``who``; ``player`` is his state) and the events told; the
    rest is where it stands (the field, the card, its fate …).  A plain slotted class
    (made often: every field, card and trigger), not compared."""

    __slots__ = ("rules", "state", "dice", "decide", "who", "events", "field", "card", "fate", "fate_target",
                 "moved", "no_items", "depth", "source", "sale_item", "wages", "provaly", "other", "fight_arg",
                 "cancelled", "fight_bonuses", "in_trigger", "player")

    def __init__(self, rules: AmberRules, state: GameState, dice: Any, decide: Decider, who: int,
                 events: list[Event], field: str = "", card: str | None = None, fate: str | None = None,
                 fate_target: str | None = None, moved: bool = False, no_items: bool = False, depth: int = 0,
                 source: str | None = None, sale_item: str | None = None, wages: int = 0,
                 provaly: dict | None = None, other: int | None = None, fight_arg: Mapping | None = None,
                 cancelled: bool = False, fight_bonuses: list | None = None, in_trigger: int = 0) -> None:
        self.rules, self.state, self.dice, self.decide, self.who, self.events = rules, state, dice, decide, who, events
        self.field, self.card, self.fate, self.fate_target = field, card, fate, fate_target
        self.moved, self.no_items, self.depth = moved, no_items, depth
        self.source = source  # the carried card or item whose trigger runs
        self.sale_item, self.wages = sale_item, wages
        self.provaly = {} if provaly is None else provaly
        self.other = other  # the traveller met (``from: player``)
        self.fight_arg, self.cancelled = fight_arg, cancelled
        #: fight modifiers a trigger gave for this fight (its roll succeeded): (source, fight_bonus arg)
        self.fight_bonuses = [] if fight_bonuses is None else fight_bonuses
        self.in_trigger = in_trigger  # running a fired trigger's effects (nesting depth)
        self.player = state.players[who]

    def ask(self, question: str, options: list, **info) -> int:
        if len(options) <= 1:
            return 0
        choice = self.decide(self.state, self.who, question, options, info)
        return choice if 0 <= choice < len(options) else 0

    def yes(self, question: str, **info) -> bool:
        return self.ask(question, [False, True], **info) == 1

    def emit(self, kind: str, rule: str = "", **data) -> None:
        # the Event filled through its __dict__, as its frozen __init__ would (about 4x
        # cheaper; events are the most frequent allocation of an action)
        ev = _new_object(Event)
        d = ev.__dict__
        d["kind"], d["data"], d["rule"] = kind, {"player": self.player.name, **data}, rule
        self.events.append(ev)

    def roll(self, expr: str, why: str) -> int:
        return self.own_dice().roll(expr, why).total

    def of(self, who: int) -> Ctx:
        """A context for traveller ``who`` inside this one: his choices asked of him, on his field."""
        return Ctx(self.rules, self.state, self.dice, self.decide, who, self.events,
                   field=self.state.players[who].position, depth=self.depth + 1)

    def next_player(self) -> int | None:
        """The seat of the traveller who plays after this one (still in the game), if any."""
        players = self.state.players
        return next((j for k in range(1, len(players)) if players[j := (self.who + k) % len(players)].board != OUT),
                    None)

    def own_dice(self):
        """The dice of the traveller's own rolls: under №5 НЕВЕЗЕНИЕ the next player names them."""
        return NamedDice(self) if "named-rolls" in self.player.statuses else self.dice


#: rolls that are not the traveller's own: №5 НЕВЕЗЕНИЕ leaves them to the dice
NOT_HIS_ROLLS = frozenset({"opponent", "shuffle", "first-player", "new-traveller", "traveller", "prince"})


class NamedDice:
    """Seed 000, №5 НЕВЕЗЕНИЕ: for two tours the player after you names every roll of
    yours, in battles too (the opponent's die stays a die).  He is asked ``name-roll``
    for a move roll and ``name-die`` for any other, with the totals the dice could show."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def roll(self, expr: str, why: str = ""):
        ctx = self.ctx
        players = ctx.state.players
        namer = ctx.next_player()
        if namer is None or why in NOT_HIS_ROLLS:
            return ctx.dice.roll(expr, why)
        count, sides = _parse_dice(expr)
        options = list(range(count, count * sides + 1))
        question = "name-roll" if why in ("move", "release") else "name-die"
        choice = ctx.decide(ctx.state, namer, question, options, {"for": ctx.player.name, "roll": why})
        total = options[choice] if 0 <= choice < len(options) else options[0]
        ctx.emit("named_roll", player=players[namer].name, roll=total, why=why, **{"for": ctx.player.name})
        faces, left = [], total
        for k in range(count):
            faces.append(min(sides, left - (count - k - 1)))
            left -= faces[-1]
        return Roll(expr, tuple(faces), total)


_new_object = object.__new__

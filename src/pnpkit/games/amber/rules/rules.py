"""The fixed part of a game: the Game model read once into fast lookups, plus the preset.

:class:`AmberRules` is immutable and shared by every state of a game.
"""

from __future__ import annotations

from _collections_abc import Mapping  # collections.abc's own class (see the package's note)

from pnpkit.games.amber.rules.board import build_board
from pnpkit.games.amber.rules.effect_walk import iter_ops
from pnpkit.rules.dice_roll import DiceRoll
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    import random
    from collections.abc import Callable, Iterator, Sequence
    from typing import Any

    from pnpkit.games.amber.rules.board import BoardGraph
    from pnpkit.model.game import Card, Game, Item

#: every value a preset may set (a data preset's other keys are refused by checks.check_presets)
DEFAULTS: dict[str, Any] = {
    "provaly_threshold": None,       # one number for every Провал; None: each Провал's own threshold
    "start_stats": None,             # start points and thalers of every traveller; None: his card's
    "stat_cap": 14,                  # own ПС/ПУ/ПМ/ПО before the Провал
    "life_cap": None,                # a cap on ПЖ (none in the original)
    "cards": "full",                 # every card effect; "stats-only": only points, ПЖ and money
    "death": "out",                  # or "restart" (a new traveller) or "infirmary"
    "crown_battle": "full",          # King and challengers, tie rules; "simple": the lower sum loses 1 ПЖ
    "exchange": "board",             # the offices' printed rates; "simple": 5 thalers or 2 for 1
    "loan_interest": 20,             # percent
    "provaly_bag_empty": True,       # no items go through a Провал
    "provaly_die": True,             # the Провал's die decides; False: met thresholds let you in (seed 002)
    "max_items": 4,                  # carried without a horse or a friend
    "turn_limit": 250,               # tours before a game is stopped (simulations)
    "prince_bonus": 4,
    "kingdom_death": "prince-capital",  # a prince starts again from the capital; on the road, out
    "kingdom_shortfall": "compensation",  # a road cell's missing stat: compensation rule
}
SIMPLIFIED: dict[str, Any] = {
    "provaly_threshold": 13,
    "start_stats": {"strength": 3, "mind": 3, "magic": 3, "experience": 3, "life": 4, "thalers": 20},
    "cards": "stats-only",
    "death": "infirmary",
    "crown_battle": "simple",
    "exchange": "simple",
    "life_cap": 4,
    "kingdom_death": "capital",
    "kingdom_shortfall": "life",  # seed 002: a missing stat costs 1 ПЖ
}


def house_rules(options: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """``--option stat_cap=16`` and the like: preset values the table changes (here, not
    with their words in option_words: every write reads them, only a status says them)."""
    out: dict[str, Any] = {}
    for name, text in options:
        if name not in DEFAULTS or name == "start_stats":
            # the refusal's words, read only for one
            from pnpkit.games.amber.rules.referee_words import REFUSALS
            from pnpkit.rules.messages import refusal

            known = ", ".join(k for k in DEFAULTS if k != "start_stats")
            raise refusal(REFUSALS, "unknown_house_rule", name=name, known=known)
        low = text.strip().casefold()
        if low in ("true", "yes", "да"):
            out[name] = True
        elif low in ("false", "no", "нет"):
            out[name] = False
        elif low in ("none", "null", "-"):
            out[name] = None
        else:
            try:
                out[name] = int(low)
            except ValueError:
                out[name] = text.strip()
    return out


# --------------------------------------------------------------------------- dice


#: a roll made (the dice engine's own class, without importing the engine)
Roll = DiceRoll


def _parse(expr: str) -> tuple[int, int]:
    count, _, sides = expr.lower().partition("d")
    return int(count or 1), int(sides)


_PARSED: dict[str, tuple[int, int]] = {}
_new_roll = tuple.__new__


class RandomDice:
    """Dice from a seeded ``random.Random`` (same interface as the referee's dice
    sources: ``roll(expr, why) -> record with .faces and .total``)."""

    def __init__(self, rng: random.Random | int | None = None) -> None:
        import random  # the referee hands it a Random already: imported where one is made

        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def roll(self, expr: str, why: str = "") -> Roll:
        rnd = self.rng.random
        if expr == "1d6":
            face = int(rnd() * 6) + 1
            return _new_roll(Roll, (expr, (face,), face))  # Roll(...) without the slower __new__
        count, sides = _PARSED.get(expr) or _PARSED.setdefault(expr, _parse(expr))
        faces = tuple(int(rnd() * sides) + 1 for _ in range(count))
        return Roll(expr, faces, sum(faces))


class ScriptedDice:
    """Dice that return the given faces in order (tests, worked examples)."""

    def __init__(self, faces: Sequence[int]) -> None:
        self.faces = list(faces)

    def roll(self, expr: str, why: str = "") -> Roll:
        count, _sides = _parse(expr)
        if len(self.faces) < count:
            raise IndexError(f"scripted dice ran out (wanted {expr} for {why or 'a roll'})")
        faces, self.faces = tuple(self.faces[:count]), self.faces[count:]
        return Roll(expr, faces, sum(faces))


def shuffle(items: list, dice) -> None:
    """Fisher–Yates through the dice source, so that shuffles are replayable."""
    # seeded dice draw straight from their generator, the very draw RandomDice.roll makes
    # for one die (a new game's ~200 rolls without a record, an expression or a tuple each)
    draw = dice.rng.random if type(dice) is RandomDice else None
    for i in range(len(items) - 1, 0, -1):
        j = int(draw() * (i + 1)) if draw is not None else dice.roll(f"1d{i + 1}", "shuffle").total - 1
        items[i], items[j] = items[j], items[i]


# --------------------------------------------------------------------------- lookups


@value_class(frozen=True)
class ItemInfo:
    id: str
    kind: str
    price: int | None
    experience: int
    bonus: Mapping[str, int]
    traits: frozenset[str]
    sold_at: tuple[str, ...]
    owner: bool
    effects: Any
    count: int
    friend: Mapping[str, Any] | None
    carries: int
    one_each: bool = False  # the colt: a second one counts for the Hussar only


@value_class(frozen=True)
class KingdomTrack:
    """The kingdom board: road graph from the start to the capital, rings, chambers."""

    board: BoardGraph | None
    start: str | None
    capital: str | None
    rings: tuple[tuple[str, int, int], ...]       # (field, gain, lose), outer first
    chambers: tuple[tuple[str, int], ...]         # (field, gain)
    throne: str | None
    arena: str = "arena"                          # the field where princes fight the King


DEFAULT_RINGS = (("ring-1", 1, 3), ("ring-2", 2, 4), ("ring-3", 3, 5))
DEFAULT_CHAMBERS = (("chamber-1", 1), ("chamber-2", 1), ("chamber-3", 2), ("chamber-4", 3))


@value_class(frozen=True)
class AmberRules:
    """The fields below; ``memo`` (answers worked out from the rules) and the flat tables
    made from them are attributes, neither compared nor shown.  The kingdom's track
    (:attr:`kingdom`, a second board) is built when first read: only a traveller entering
    or in the kingdom, and a death, read it, not the ~95 % of actions played on the main
    board (~0.1-0.2 ms of a one-shot write's set-up)."""

    game: Game
    preset: str
    values: Mapping[str, Any]
    board: BoardGraph
    cards: Mapping[str, Card]
    items: Mapping[str, ItemInfo]
    travellers: tuple[str, ...]
    princes: tuple[str, ...]
    field_effects: Mapping[str, Any]

    def __init__(self, game: Game, preset: str, values: Mapping[str, Any], board: BoardGraph, cards: Mapping[str, Card], items: Mapping[str, ItemInfo],
                 travellers: tuple[str, ...], princes: tuple[str, ...], field_effects: Mapping[str, Any],
                 memo: dict | None = None) -> None:
        # flat tables read on every action (the Game model's lookups are slower)
        merged = {**DEFAULTS, **values}
        limit = merged.get("turn_limit")
        self.__dict__.update(
            game=game, preset=preset, values=values, board=board, cards=cards, items=items,
            travellers=travellers, princes=princes, field_effects=field_effects,
            memo={} if memo is None else memo, _values=merged, stats_only=merged.get("cards") == "stats-only",
            turn_limit=float("inf") if limit is None else int(limit), characters=game.index("characters"),
            # the first of a repeated id, as a search in order finds (read by id only)
            tables={t.id: t for t in reversed(game.tables)})

    def __hash__(self) -> int:
        return id(self)

    @property
    def kingdom(self) -> KingdomTrack:
        return self.memoised("kingdom", lambda: _kingdom(self.game))

    def value(self, key: str) -> Any:
        return self._values.get(key)

    def item(self, item_id: str) -> ItemInfo | None:
        return self.items.get(item_id)

    def effects_of(self, field_id: str) -> Any:
        return self.field_effects.get(field_id)

    def memoised(self, key, make: Callable[[], Any]) -> Any:
        """``make()``, worked out once per rules for ``key`` (the rules never change)."""
        memo = self.memo
        if key not in memo:
            memo[key] = make()
        return memo[key]

    def _source_effects(self, source: str) -> Any:
        """The effects of a field, card, item or traveller (a lord's field included: a
        regent's privilege on a draw)."""
        if source in self.field_effects:
            return self.field_effects[source]
        if source in self.cards:
            return self.cards[source].effects
        if source in self.items:
            return self.items[source].effects
        character = self.characters.get(source)
        return character.attrs.get("abilities") if character is not None else None

    def static_ops(self, field_id: str, op: str) -> list:
        """Every argument of a lasting op (``fight_bonus``, ``no_items``…) on a field."""
        return self.memoised(("static", field_id, op),
                             lambda: [arg for o, arg in iter_ops(self.field_effects.get(field_id)) if o == op])

    def ops_of(self, source: str, op: str) -> list:
        """Every argument of ``op`` in the effects of a field, card, item or traveller,
        outside its triggers: a lasting op inside a trigger works only when the trigger
        fires (issue #30, 10; the Destroyer's +2 ПС on a 5-6 is not a bonus of every fight)."""
        return self.memoised(("ops", source, op), lambda: [
            arg for o, arg in iter_ops([e for e in self._source_effects(source) or ()
                                        if not (isinstance(e, dict) and "trigger" in e)]) if o == op])

    def triggers(self, source: str, moment: str) -> list:
        """The triggers of a traveller, item, card or field for one moment."""
        return self._triggers(source).get(moment, [])

    def trigger_sources(self, moment: str) -> Triggered:
        """The travellers, items, cards and fields with a trigger for ``moment``, asked one
        source at a time: only the sources a command meets have their effects read."""
        return self.memoised(("trigger-sources", moment), lambda: Triggered(self, moment))

    def _triggers(self, source: str) -> dict[str, list]:
        """moment -> the source's triggers for it, in order: one walk over the top level of
        its effects for all moments."""
        def scan() -> dict[str, list]:
            found: dict[str, list] = {}
            for e in self._source_effects(source) or ():
                if isinstance(e, dict) and "trigger" in e:
                    found.setdefault((e["trigger"] or {}).get("when"), []).append(e["trigger"])
            return found
        return self.memoised(("trig", source), scan)

    def passing_fields(self, card_id: str) -> tuple[str, ...]:
        """Fields a carried card lets you stop on in passing (its ``hand_in`` places and
        ``stop_in_passing`` list)."""
        def find() -> tuple[str, ...]:
            card = self.cards.get(card_id)
            if card is None:
                return ()
            found = [h["field"] for h in card.attrs.get("hand_in") or () if "field" in h]
            found += [f for arg in self.ops_of(card_id, "stop_in_passing") for f in arg or ()]
            return tuple(dict.fromkeys(found))
        return self.memoised(("passing", card_id), find)

    def hand_in_cards(self) -> frozenset[str]:
        return self.memoised("hand-in", lambda: frozenset(c.id for c in self.game.cards if c.attrs.get("hand_in")))

    def hand_in_place(self, card_id: str, field_id: str) -> Mapping[str, Any] | None:
        """The ``hand_in`` place of a card on ``field_id`` (what handing it in there
        gives), or None: the card is not handed in there."""
        if card_id not in self.hand_in_cards():
            return None
        return next((h for h in self.cards[card_id].attrs["hand_in"] if h.get("field") == field_id), None)

    def delivery(self, item_id: str):
        """The contraband delivery of an item, or None."""
        item = self.game.index("items").get(item_id)
        return item.attrs.get("delivery") if item is not None else None

    def move_modifiers(self, source: str) -> tuple[int, ...]:
        """Move-roll modifiers a traveller's abilities or an item give (horses excluded)."""
        def find() -> tuple[int, ...]:
            if source in self.items and "horse" in self.items[source].traits:
                return ()
            return tuple(sorted({int(m) for op, arg in iter_ops(self._source_effects(source))
                                 if op == "move_modifier" for m in (arg or {}).get("choices", ())}))
        return self.memoised(("movemod", source), find)

    def provaly_threshold(self, field_id: str) -> int:
        override = self.value("provaly_threshold")
        if isinstance(override, int):
            return override
        if isinstance(override, Mapping) and field_id in override:
            return int(override[field_id])
        return self.printed_threshold(field_id)

    def printed_threshold(self, field_id: str) -> int:
        """The threshold a Провал's own text prints (a house rule may set another)."""
        return self.memoised(("threshold", field_id), lambda: next(
            (int(arg["threshold"]) for op, arg in iter_ops(self.field_effects.get(field_id))
             if op == "provaly" and isinstance(arg, dict) and "threshold" in arg), 13))

    def threshold_told(self, field_id: str) -> dict[str, int]:
        """For an event telling a field's text: the threshold in force where a house rule
        changed the printed one ({} elsewhere), so the table is not read «не меньше 13»."""
        if field_id not in self.board.index or self.board.role(field_id) != "provaly":
            return {}
        printed, used = self.printed_threshold(field_id), self.provaly_threshold(field_id)
        return {} if used == printed else {"threshold": used, "printed": printed}


class Triggered:
    """The sources with a trigger for one moment, as a set is asked (``in``, ``isdisjoint``)
    without a walk over every card: each source asked is looked at once (AmberRules._triggers)."""

    __slots__ = ("moment", "rules")

    def __init__(self, rules: AmberRules, moment: str) -> None:
        self.rules, self.moment = rules, moment

    def __contains__(self, source: object) -> bool:
        return isinstance(source, str) and bool(self.rules.triggers(source, self.moment))

    def isdisjoint(self, sources) -> bool:
        return not any(source in self for source in sources)


class ItemInfos(Mapping):
    """The rules' items by id (:class:`ItemInfo`), each made from the game's item when
    first read: the one or two a write reads, not all ~50 (issue #31: making each decodes
    the item's effects, kept apart in the game cache; ~2.3M instructions of a write's
    set-up).  Iterated (a shop's stock, a new game's supply), every item is made, once."""

    __slots__ = ("_items", "_made")

    def __init__(self, game: Game) -> None:
        self._items = game.index("items")  # by id in the data's order, the last of an id (as a dict made)
        self._made: dict[str, ItemInfo] = {}

    def get(self, item_id: Any, default: Any = None) -> Any:
        made = self._made.get(item_id)
        if made is None:
            item = self._items.get(item_id)
            if item is None:
                return default
            made = self._made[item_id] = _item_info(item)
        return made

    def __getitem__(self, item_id: str) -> ItemInfo:
        made = self.get(item_id)
        if made is None:
            raise KeyError(item_id)
        return made

    def __contains__(self, item_id: object) -> bool:
        return item_id in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)


def _item_info(item: Item) -> ItemInfo:
    a = item.attrs or {}
    traits = set(a.get("traits", ()))
    if item.kind == "horse":
        traits.add("horse")
    return ItemInfo(  # by position, in the fields' order: value_class's quick path (~50 made per write)
        item.id, item.kind, item.price, int(a.get("experience", 0) or 0),  # id, kind, price, experience
        dict(a.get("bonus", {}) or {}), frozenset(traits), tuple(a.get("sold_at", ())),  # bonus, traits, sold_at
        bool(a.get("owner", False)) or item.kind == "owner-item", item.effects,  # owner, effects
        int(a.get("count", 1) or 1), a.get("friend"), int(a.get("carries", 0) or 0),  # count, friend, carries
        bool(a.get("one_each", False)),  # one_each
    )


def _kingdom(game: Game) -> KingdomTrack:
    fields = game.fields_of("kingdom")
    if not fields:
        return KingdomTrack(None, None, None, DEFAULT_RINGS, DEFAULT_CHAMBERS, "throne")
    board = build_board(game, "kingdom")
    start = next((f.id for f in fields if f.attrs.get("start")), None)
    capital = board.first_with_role("capital")
    if start is None:
        targets = {b for nbs in board.neighbours for b in nbs}
        roads = [i for i, r in enumerate(board.roles) if r == "road" and i not in targets]
        start = board.ids[roads[0]] if roads else fields[0].id

    def ordered(role: str) -> list[tuple[str, Mapping]]:
        """The fields of a role in order, each with the argument of its op (named as the role)."""
        chosen = sorted((f for f in fields if board.role(f.id) == role),
                        key=lambda f: (f.attrs.get("order", f.number or 0), f.id))
        return [(f.id, next((a for o, a in iter_ops(f.effects) if o == role), None) or {}) for f in chosen]

    rings = [(f, int(arg.get("gain", 1)), int(arg.get("lose", 3))) for f, arg in ordered("labyrinth")]
    chambers = [(f, int(arg.get("gain", 1))) for f, arg in ordered("chamber")]
    return KingdomTrack(board, start, capital, tuple(rings) or DEFAULT_RINGS, tuple(chambers) or DEFAULT_CHAMBERS,
                        board.first_with_role("throne") or "throne", board.first_with_role("arena") or "arena")


def load_rules(game: Game, preset: str = "original", overrides: Mapping[str, Any] | None = None) -> AmberRules:
    """The rules of ``game`` under a preset (``original`` or ``simplified``): the preset's
    values from the data win over the built-in defaults; ``overrides`` win over both."""
    values: dict[str, Any] = dict(DEFAULTS)
    if preset == "simplified":
        values.update(SIMPLIFIED)
    data_preset = next((p for p in game.presets if p.id == preset), None)
    if data_preset is not None:
        values.update(data_preset.values)
    elif preset not in ("original", "simplified"):
        raise KeyError(f"unknown preset '{preset}'")
    values.update(overrides or {})
    return AmberRules(
        game=game, preset=preset, values=values,
        board=build_board(game, "main"),
        cards={c.id: c for c in game.cards},
        items=ItemInfos(game),
        travellers=tuple(c.id for c in game.characters if c.kind == "traveller"),
        princes=tuple(c.id for c in game.characters if c.kind == "prince"),
        field_effects={f.id: f.effects for f in game.fields},
    )

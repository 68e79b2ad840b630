"""The Amber trade catalogue, organised as a player shops: one section per shop on the
board (the fields whose effects open a shop, in board order, plus fields that sell their
own goods for a fee, like the Detective Agency), each listing what it sells with the
price, the experience (ПО) needed and the effect; then the priced things no shop sells,
with where they are found (fields or adventure cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pnpkit.games.amber.rules.effect_walk import every_value
from pnpkit.render.listing import ListingEntry, ListingSection

SHOP_WORLD = {"world.strength": "strength", "world.mind": "mind", "world.magic": "magic",
              "world.gold": "gold"}


@dataclass(frozen=True)
class Shop:
    id: str  # the shop id of the data (shop.ranch), or the field id for a fee-paying field
    name: str
    world: str


def _sold_for_a_fee(effects: Any) -> list[str]:
    """Items taken in the same step as a payment (a field selling its own goods)."""
    sold = []
    for steps in (node for node in every_value(effects) if isinstance(node, list)):
        keys = [k for step in steps if isinstance(step, dict) for k in step]
        if "pay" in keys and "take_item" in keys:
            sold += [step["take_item"] for step in steps
                     if isinstance(step, dict) and "take_item" in step]
    return sold


def _mentions(effects: Any, item_ids: set[str], tables: dict[str, Any],
              seen: set[str] | None = None) -> set[str]:
    """Item ids an effect tree hands out, following the die tables it rolls on."""
    seen = set() if seen is None else seen
    found: set[str] = set()
    for node in every_value(effects):
        if isinstance(node, str):
            if node in item_ids:
                found.add(node)
            elif node in tables and node not in seen:
                seen.add(node)
                for row in tables[node].rows:
                    found |= _mentions(row.effects, item_ids, tables, seen)
    return found


def shops_of(game: Any) -> tuple[list[Shop], dict[str, list[str]]]:
    """The shops in board order, and for fee-paying fields the items they sell."""
    shops: dict[str, Shop] = {}
    field_goods: dict[str, list[str]] = {}
    for board in game.boards:
        for f in game.fields_of(board.id):
            world = SHOP_WORLD.get(f.region, "neutral")
            for node in every_value(f.effects):
                if isinstance(node, dict) and isinstance(node.get("shop"), str):
                    shops.setdefault(node["shop"], Shop(node["shop"], f.name, world))
            goods = _sold_for_a_fee(f.effects)
            if goods:
                shops.setdefault(f.id, Shop(f.id, f.name, world))
                field_goods[f.id] = list(dict.fromkeys(goods))
    return list(shops.values()), field_goods


def _entry(item: Any, words: dict[str, Any], extra: str = "") -> ListingEntry:
    experience = item.attrs.get("experience")
    note = f"{words['needs']} {experience}" if experience else ""
    text = f"{item.text} {extra}".strip() if extra else item.text
    return ListingEntry(item.id, item.name, text,
                        "" if item.price is None else str(item.price), note=note,
                        icon=_picture(item))


def _picture(item: Any):
    """The item's own picture beside its name, in its card's colour (as on the card)."""
    if not item.picture:
        return None
    from pnpkit.games.amber.kit.amber_kit import ITEM_WORLD
    from pnpkit.render.game_icons import draw_icon

    world = ITEM_WORLD.get(item.kind, "gold")

    def draw(s, cx: float, cy: float, size: float, palette) -> None:
        draw_icon(s, item.picture, cx - size / 2, cy - size / 2, size, size, palette.dark(world))
    return draw


def amber_catalogue_sections(game: Any, words: dict[str, Any]) -> list[ListingSection]:
    """By shop, then the priced items no shop sells (with where they turn up)."""
    shops, field_goods = shops_of(game)
    items = [i for i in game.items if i.price is not None]
    sections = []
    sold: set[str] = set()
    for shop in shops:
        goods = [i for i in items if shop.id in (i.attrs.get("sold_at") or ())
                 or i.id in field_goods.get(shop.id, ())]
        if goods:
            sold |= {i.id for i in goods}
            sections.append(ListingSection(shop.name, tuple(_entry(i, words) for i in goods),
                                           shop.world))
    elsewhere = [i for i in items if i.id not in sold]
    if elsewhere:
        ids, tables = {i.id for i in elsewhere}, {t.id: t for t in game.tables}
        in_fields = [(f.name, _mentions(f.effects, ids, tables)) for f in game.fields]
        in_cards = [(c.number, _mentions(c.effects, ids, tables)) for c in game.cards]
        entries = []
        for item in elsewhere:
            places = list(dict.fromkeys(name for name, found in in_fields if item.id in found))
            numbers = sorted({number for number, found in in_cards if item.id in found})
            if numbers:
                places.append(f"{words['cards']} {', '.join(map(str, numbers[:6]))}"
                              + ("…" if len(numbers) > 6 else ""))
            where = f"{words['where']}: {'; '.join(places)}." if places else ""
            entries.append(_entry(item, words, where))
        sections.append(ListingSection(words["found"], tuple(entries)))
    return sections


def catalogue_part(build, component):
    """The trade catalogue: prices in thalers, the experience each thing needs."""
    from pnpkit.games.amber.kit.amber_kit import _hooks, counting_inputs
    from pnpkit.render.standard_kit import catalogue_part as standard_catalogue

    settings, words, _hooks_ = _hooks(build)
    return standard_catalogue(build.game, component.part, settings, counting_inputs(build),
                              lambda: amber_catalogue_sections(build.game, words))

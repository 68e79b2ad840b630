"""The whole-game check of shops (rules.checks.check_shops): an item sold at a shop no
field opens is an error naming the item's line, a shop that sells nothing a warning."""

from __future__ import annotations

import dataclasses

from pnpkit.games.amber.rules.checks import check_shops


def test_the_shipped_shops_agree(amber_game):
    assert check_shops(amber_game) == []


def test_a_shop_nobody_opens_and_one_that_sells_nothing(amber_game):
    items = [dataclasses.replace(i, attrs={**i.attrs, "sold_at": ["shop.nowhere"]}) if n == 0 else i
             for n, i in enumerate(amber_game.items)]
    fields = [dataclasses.replace(f, effects=[{"shop": "shop.lonely"}]) if n == 3 else f
              for n, f in enumerate(amber_game.fields)]
    found = check_shops(dataclasses.replace(amber_game, items=items, fields=fields))
    assert [(d.code, d.source.path) for d in found] == [("E307", "content/amber/items.yaml"),
                                                        ("W307", "content/amber/board.yaml")]
    assert "shop.nowhere" in found[0].message and "shop.lonely" in found[0].hint

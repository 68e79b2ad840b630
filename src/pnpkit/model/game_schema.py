"""The common schema of game data files, shared by every game.

Any YAML file of a game folder is a mapping of sections; each section is a list of
entities (``game`` and ``extra`` are single mappings).  The game's rules extension
fills in ``effects``, ``attrs``, ``stats`` and the allowed ``kind`` values.
"""

from __future__ import annotations

from pnpkit.layout.paper import CARD_SIZES
from pnpkit.model.extension import GameExtension
from pnpkit.model.game_head_schema import GAME_SECTION, NAME, TEXT
from pnpkit.model.schema import (
    AnyValue,
    Bool,
    Enum,
    Id,
    Int,
    ListOf,
    Map,
    MapOf,
    Number,
    OneOf,
    Picture,
    Ref,
    RelPath,
    Schema,
    Str,
)

ORIGINS = ("seed", "board", "card", "reference", "designed")
COLOUR = Str(pattern=r"^#[0-9a-fA-F]{6}$", shape="a colour written #rrggbb, e.g. '#3f7f4a'")
#: what a message says a name must look like (box, layout names)
NAME_SHAPE = "a name of lower-case latin letters, digits, '-' and '_' that starts with a letter, e.g. 'card'"
#: a box, layout or layout-to-extend name
LOWER_NAME = Str(pattern=r"^[a-z][a-z0-9_-]*$", max_len=40, shape=NAME_SHAPE)
DICE = Str(pattern=r"^(\d{1,2}d\d{1,3}|d66)$", shape="dice written NdM or d66, e.g. '2d6'")

#: the fonts a card layout may name (render/fonts.py maps them to the vendored faces)
LAYOUT_FONTS = ("sans", "sans-bold", "sans-oblique", "sans-condensed", "sans-condensed-bold",
                "serif", "serif-bold", "serif-italic")
#: a length on a card: millimetres (a number or "12mm") or a share of the card ("50%")
LENGTH = OneOf(((int, float), Number(min=0, max=1000)),
               (str, Str(pattern=r"^\d{1,4}(\.\d{1,3})?(mm|%)$", max_len=12,
                          shape="a length in mm or in % of the card, e.g. 12, '7.5mm' or '40%'")))
#: a colour, or "kind": the colour of the card's kind (the layout's ``colours:``)
PAINT = Str(pattern=r"^(#[0-9a-fA-F]{6}|kind|none)$", max_len=7,
            shape="a colour written #rrggbb (e.g. '#3f7f4a'), 'kind' or 'none'")
LAYOUT_BOX = Map(
    {
        "x": LENGTH, "y": LENGTH, "w": LENGTH, "h": LENGTH,
        "field": Str(pattern=r"^(id|number|name|kind|text|deck|(stats|attrs)\.[A-Za-z0-9_-]+)$",
                     max_len=80, shape="a card field: id, number, name, kind, text, deck, "
                                       "stats.NAME or attrs.NAME"),
        "stat": Str(min_len=1, max_len=60),
        "stats": OneOf((str, Enum("all")), (list, ListOf(Str(min_len=1, max_len=60), max_len=12))),
        "image": Str(min_len=1, max_len=400),
        "template": Str(max_len=4000),
        "font": Enum(*LAYOUT_FONTS),
        "size": OneOf(((int, float), Number(min=3, max=72)),
                      (list, ListOf(Number(min=3, max=72), min_len=2, max_len=2))),
        "lines": Int(min=1, max=200),
        "align": Enum("left", "center", "right"),
        "valign": Enum("top", "middle", "bottom"),
        "colour": PAINT, "fill": PAINT, "stroke": PAINT,
        "radius": Number(min=0, max=50),
        "hidden": Bool(),
    },
    name="a layout box",
)
LAYOUT_FACE = {
    "background": PAINT, "border": PAINT,
    "boxes": MapOf(LOWER_NAME, LAYOUT_BOX),
}
LAYOUT = Map(
    {
        "extends": LOWER_NAME,
        "size": Enum(*CARD_SIZES),
        "colours": MapOf(Str(min_len=1, max_len=60), COLOUR),
        **LAYOUT_FACE,
        "back": Map(LAYOUT_FACE, name="the back of a card layout"),
    },
    name="a card layout",
)
KIT_COMPONENT = Map(
    {
        "kind": Str(pattern=r"^[a-z][a-z0-9-]*$", max_len=60,
                    shape="a kind of lower-case latin letters, digits and '-', e.g. 'deck'"),
        "part": Str(pattern=r"^[a-z0-9][a-z0-9-]*$", max_len=60,
                    shape="a file name of lower-case latin letters, digits and '-', e.g. 'score-pad'"),
        "board": Ref("board"), "deck": Ref("deck"),
        "of": Str(min_len=1, max_len=60),
        "layout": LOWER_NAME,
        "options": MapOf(Str(min_len=1, max_len=60), AnyValue()),
        "image": RelPath(),
    },
    required=("kind",), name="a kit component",
)


def _kind(ext: GameExtension, section: str) -> Schema:
    kinds = ext.kinds.get(section)
    return Enum(*kinds) if kinds else Str(min_len=1, max_len=60)


def section_schemas(ext: GameExtension) -> dict[str, Schema]:
    """The schema of every section, completed by the game's extension."""
    effects = ext.effects
    row = Map(
        {
            "on": OneOf((int, Int(min=0, max=1000)), (list, ListOf(Int(min=0, max=1000), min_len=2, max_len=2))),
            "text": TEXT,
            "effects": effects,
        },
        required=("on", "text"),
        name="a table row",
    )
    return {
        "game": GAME_SECTION,
        "regions": ListOf(Map(
            {"id": Id("region"), "name": NAME, "colour": COLOUR, "pattern": Str(max_len=40)},
            required=("id", "name"), name="a region",
        )),
        "boards": ListOf(Map(
            {"id": Id("board"), "name": NAME,
             "size_mm": ListOf(Number(min=10, max=5000), min_len=2, max_len=2)},
            required=("id", "name", "size_mm"), name="a board",
        )),
        "fields": ListOf(Map(
            {
                "id": Id("field"), "board": Ref("board"), "name": NAME, "region": Ref("region"),
                "number": Int(min=0, max=100_000),
                "rect": ListOf(Number(min=0, max=5000), min_len=4, max_len=4),
                "text": TEXT, "tags": ListOf(Str(min_len=1, max_len=60)),
                "effects": effects, "attrs": ext.attrs_for("fields"), "image": RelPath(),
                "picture": Picture(),
            },
            required=("id", "board", "name"), name="a field",
        )),
        "edges": ListOf(Map(
            {"between": ListOf(Ref("field"), min_len=2, max_len=2), "crossing": Bool(),
             "oneway": Bool(), "note": TEXT},
            required=("between",), name="an edge",
        )),
        "decks": ListOf(Map(
            {"id": Id("deck"), "name": NAME, "back": TEXT, "cards": RelPath()},
            required=("id", "name"), name="a deck",
        )),
        "cards": ListOf(Map(
            {
                "id": Id("card"), "deck": Ref("deck"), "number": Int(min=0, max=100_000),
                "kind": _kind(ext, "cards"), "name": NAME, "text": TEXT, "origin": Enum(*ORIGINS),
                "stats": ext.stats_for("cards"), "effects": effects,
                "attrs": ext.attrs_for("cards"), "image": RelPath(), "picture": Picture(),
            },
            required=("id", "deck", "number", "kind", "name"), name="a card",
        )),
        "characters": ListOf(Map(
            {
                "id": Id("character"), "kind": _kind(ext, "characters"), "name": NAME, "text": TEXT,
                "stats": ext.stats_for("characters"), "abilities": ListOf(TEXT),
                "items": ListOf(Ref("item")), "origin": Enum(*ORIGINS),
                "attrs": ext.attrs_for("characters"), "portrait": RelPath(),
                "picture": Picture(),
            },
            required=("id", "kind", "name"), name="a character",
        )),
        "items": ListOf(Map(
            {
                "id": Id("item"), "kind": _kind(ext, "items"), "name": NAME, "text": TEXT,
                "price": Int(min=0, max=1_000_000), "origin": Enum(*ORIGINS), "effects": effects,
                "attrs": ext.attrs_for("items"), "image": RelPath(), "picture": Picture(),
            },
            required=("id", "kind", "name"), name="an item",
        )),
        "tables": ListOf(Map(
            {"id": Id("table"), "name": NAME, "dice": DICE, "rows": ListOf(row, min_len=1)},
            required=("id", "name", "dice", "rows"), name="a die table",
        )),
        "presets": ListOf(Map(
            {"id": Id("preset"), "name": NAME, "values": MapOf(Str(min_len=1), AnyValue()),
             "sources": MapOf(Str(min_len=1), Str())},
            required=("id", "name"), name="a rule preset",
        )),
        "tokens": ListOf(Map(
            {"id": Id("token"), "kind": _kind(ext, "tokens"), "name": NAME,
             "value": Int(min=0, max=1_000_000), "count": Int(min=1, max=10_000),
             "picture": Picture()},
            required=("id", "kind", "name"), name="a token",
        )),
        "extra": ext.extra,
        "kit": ListOf(KIT_COMPONENT, max_len=200),
        "layouts": MapOf(LOWER_NAME, LAYOUT),
        # the printed name of a kind of card, character, item or token (a catalogue's
        # section heading): translated like any name, where the kind itself is an id
        "kinds": MapOf(Str(min_len=1, max_len=60), NAME),
    }


def file_schema(ext: GameExtension) -> Map:
    return Map(section_schemas(ext), name="a game data file (a mapping of sections)")

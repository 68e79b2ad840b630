"""A game's print kit as data: which components, in which order, and their checks.

``game.yaml``'s ``kit:`` lists components; each has a ``kind``.  The generic kinds below
are drawn by generic code for any game; a rules plugin adds its own kinds (the Amber
board, the Fighting Fantasy adventure sheet).  A game without a ``kit:`` section gets
:func:`default_kit`: every board, deck, kind of character, the items, the tokens.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from pnpkit.layout.paper import PAPERS
from pnpkit.model.diagnostics import Diagnostic, Severity, did_you_mean
from pnpkit.model.game import Game, KitComponent
from pnpkit.model.pictures import file_order, picture_warnings
from pnpkit.model.schema import Bool, Context, Enum, Int, Schema

#: kind -> what it makes
GENERIC_KINDS: dict[str, str] = {
    "board": "a board from its fields and regions (tiled pages, a poster, an SVG)",
    "deck": "a deck of cards laid out with a card layout",
    "characters": "large character cards (one kind, or every character)",
    "items": "item cards",
    "catalogue": "a price list of the items",
    "tokens": "punch-out tokens",
    "calibration": "a duplex calibration sheet",
    "rulebook": "the rulebook from the game's templates",
    "sheet": "a page showing one picture of the game folder (a score pad, a player aid)",
}


#: the ``options:`` a generic kind takes: kind -> option -> (its schema, what it does).
#: The reader checks them (model.kit.check_kit) and ``pnpkit schema`` shows them, from
#: this one table; a kind not listed takes none.  Left out, each has the default below,
#: which is how a kit without options has always printed.
GENERIC_OPTIONS: dict[str, dict[str, tuple[Schema, str]]] = {
    "deck": {
        "copies": (Int(min=1, max=20), "print the whole deck this many times (default 1)"),
        "spacing": (Enum("bleed", "tight"),
                    "bleed: each card with its own bleed in a gutter with cut marks; tight: "
                    "edge to edge, no bleed (default: the build's --cards)"),
    },
    "board": {
        "paper": (Enum(*PAPERS), "the paper the board is tiled on (default: the build's --paper)"),
        "poster": (Bool(), "also write <part>-poster.pdf, the board on one page of its own "
                           "size for a print shop (default true)"),
    },
    "tokens": {
        "copies": (Int(min=1, max=20), "print every token this many times (default 1)"),
        "shape": (Enum("square", "round"),
                  "square: every token a square tile, tokens of one size edge to edge so one "
                  "straight cut (ruler or guillotine) separates two; round: coins and counters "
                  "cut round with scissors, a gutter apart (default square)"),
    },
}


def default_part(kind: str, first_board: str, *, board: str = "", deck: str = "",
                 of: str = "") -> str:
    """The file stem of a component that does not name its ``part``: by what it draws
    (the kit's first board "board", others "<id>-board"; "<deck>-deck"; "<kind>s"),
    whatever its kind, else the kind itself."""
    if board:
        return "board" if board == first_board else f"{board}-board"
    if deck:
        return f"{deck}-deck"
    if of:
        return f"{of}s"
    return kind


def board_drawable(game: Game, board_id: str) -> bool:
    """The generic board draws fields at their ``rect``: every field needs one."""
    fields = game.fields_of(board_id)
    return bool(fields) and all(f.rect is not None for f in fields)


def default_kit(game: Game, *, rulebook: bool = False) -> tuple[KitComponent, ...]:
    """The kit of a game that lists none: everything its data can print."""
    out: list[KitComponent] = []
    first_board = next((b.id for b in game.boards if board_drawable(game, b.id)), "")

    def add(kind: str, **ref: str) -> None:
        out.append(KitComponent(kind, default_part(kind, first_board, **ref), **ref))

    for board in game.boards:
        if board_drawable(game, board.id):
            add("board", board=board.id)
    for deck in game.decks:
        if any(c.deck == deck.id for c in game.cards):
            add("deck", deck=deck.id)
    for kind in dict.fromkeys(c.kind for c in game.characters):
        add("characters", of=kind)
    if game.items:
        add("items")
        if any(i.price is not None for i in game.items):
            add("catalogue")
    if game.tokens:
        add("tokens")
    if out and any(c.kind in ("deck", "characters", "items") for c in out):
        add("calibration")
    if rulebook:
        add("rulebook")
    return tuple(out)


def first_board(components) -> str:
    """The board of the kit's first component that names one (its part is "board")."""
    return next((str(c.get("board")) for c in components
                 if isinstance(c, dict) and c.get("board")), "")


def kit_of(game: Game, *, rulebook: bool = False) -> tuple[KitComponent, ...]:
    return game.kit or default_kit(game, rulebook=rulebook)


def check_kit(game: Game, extra_kinds: Collection[str] = (),
              layouts: Collection[str] = ()) -> list[Diagnostic]:
    """What is wrong with ``game.kit``: unknown kinds or layouts, a component missing
    what it draws, two components writing the same part.  ``extra_kinds`` are the
    rules plugin's kinds, ``layouts`` the built-in layout names."""
    out: list[Diagnostic] = []
    kinds = [*GENERIC_KINDS, *extra_kinds]
    known_layouts = [*layouts, *game.layouts]
    parts: dict[str, KitComponent] = {}

    def error(component: KitComponent, message: str, hint: str = "") -> None:
        out.append(Diagnostic("E301", message, component.source, Severity.ERROR, hint))

    for c in game.kit:
        if c.kind not in kinds:
            error(c, f"kit: unknown component kind '{c.kind}'",
                  did_you_mean(c.kind, kinds) or "kinds: " + ", ".join(kinds))
            continue
        if c.part in parts:
            error(c, f"kit: two components write part '{c.part}'",
                  f"the first is at {parts[c.part].source}; give one a different 'part:'")
        parts.setdefault(c.part, c)
        if c.kind in GENERIC_KINDS:
            out.extend(_check_options(c))
        if c.image and c.kind not in ("sheet", *extra_kinds):
            error(c, f"kit: a '{c.kind}' component shows no picture of its own",
                  "a picture on a page of its own: kind: sheet, image: art/NAME.svg")
        if c.layout and c.kind not in ("deck", *extra_kinds):
            error(c, f"kit: a '{c.kind}' component has no card layout",
                  "layouts are for decks (kind: deck)")
        elif c.layout and c.layout not in known_layouts:
            error(c, f"kit: unknown card layout '{c.layout}'",
                  did_you_mean(c.layout, known_layouts) or "layouts: " + ", ".join(known_layouts))
        out.extend(_needs(game, c))
    out.extend(fields_off_board(game))
    out.extend(repeated_card_numbers(game))
    out.extend(picture_warnings(game))
    return out


def repeated_card_numbers(game: Game) -> list[Diagnostic]:
    """A warning at each card that repeats the number of an earlier card of its deck
    (two cards print «№7»; a CSV table numbers its cards' ids, so there it is an error
    already)."""
    first: dict[tuple[str, int], object] = {}
    out = []
    for card in sorted(game.cards, key=file_order):
        if card.number is None:
            continue
        key = (card.deck, card.number)
        if key in first:
            out.append(Diagnostic(
                "W201", f"card {card.id}: deck '{card.deck}' has another card numbered "
                f"{card.number} (at {first[key]})", card.source, Severity.WARNING,
                "give every card of a deck its own number, so the printed ones can be told apart"))
        else:
            first[key] = card.source
    return out


def fields_off_board(game: Game) -> list[Diagnostic]:
    """A field whose ``rect`` reaches past the edge of its board (which the board's
    drawing refuses), at the field."""
    sizes = {b.id: b.size_mm for b in game.boards if b.size_mm}
    out = []
    for f in game.fields:
        size = sizes.get(f.board)
        if f.rect is None or size is None:
            continue
        x, y, w, h = f.rect
        if x + w > size[0] + 1e-6 or y + h > size[1] + 1e-6:
            out.append(Diagnostic(
                "E104", f"{f.id}: rect [{', '.join(f'{v:g}' for v in f.rect)}] reaches past the "
                f"edge of board '{f.board}' ({size[0]:g} × {size[1]:g} mm)", f.source,
                Severity.ERROR, "move or shrink the field, or make the board's size_mm larger"))
    return out


def _check_options(c: KitComponent) -> list[Diagnostic]:
    """Each option of a generic component: one it takes, with a value it accepts."""
    takes = GENERIC_OPTIONS.get(c.kind, {})
    ctx = Context()
    for name, value in c.options.items():
        if name not in takes:
            hint = (did_you_mean(str(name), list(takes)) or "options: " + ", ".join(takes)) if takes \
                else "options are for the kinds a game's rules plugin adds"
            a = "an" if c.kind[:1] in "aeiou" else "a"
            ctx.error("E301", f"kit: a '{c.kind}' component takes no option '{name}'"
                      if takes else f"kit: {a} '{c.kind}' component takes no options (got {name})",
                      c.source, hint)
            continue
        takes[name][0].validate(value, c.source, ctx, f"kit: '{c.kind}' option '{name}'")
    return list(ctx.diags.items)


def _needs(game: Game, c: KitComponent) -> Iterable[Diagnostic]:
    def error(message: str, hint: str = "") -> Diagnostic:
        return Diagnostic("E302", message, c.source, Severity.ERROR, hint)

    if c.kind == "deck":
        if not c.deck:
            yield error("kit: a 'deck' component names its deck (deck: ID)")
        elif not any(card.deck == c.deck for card in game.cards):
            yield error(f"kit: deck '{c.deck}' has no cards", "add cards or a 'cards: cards.csv'")
    elif c.kind == "board":
        if not c.board:
            yield error("kit: a 'board' component names its board (board: ID)")
        elif game.index("boards").get(c.board) is not None and not board_drawable(game, c.board):
            yield error(f"kit: board '{c.board}' needs a 'rect: [x, y, w, h]' on every field "
                        "to be drawn")
    elif c.kind == "characters":
        if not [ch for ch in game.characters if not c.of or ch.kind == c.of]:
            yield error(f"kit: no characters{f' of kind {c.of!r}' if c.of else ''} to print")
    elif c.kind in ("items", "catalogue"):
        if not game.items:
            yield error(f"kit: '{c.kind}' needs items in the game data")
        elif c.kind == "catalogue" and not any(i.price is not None for i in game.items):
            yield error("kit: 'catalogue' lists priced items; no item has a 'price'")
    elif c.kind == "sheet" and not c.image:
        yield error("kit: a 'sheet' component names its picture (image: art/NAME.svg)",
                    "a PNG, JPEG or SVG file inside the game folder")
    elif c.kind == "tokens" and not game.tokens:
        yield error("kit: 'tokens' needs tokens in the game data")

"""The standard print kit of any game in the common model, as pipeline parts:

- every board with field rects: ``<stem>.pdf`` (tiled, assembly map), ``<stem>-poster.pdf``
  and ``<stem>.svg``; the first board's stem is "board", the others "<id>-board";
- every deck: ``<id>-deck.pdf`` (duplex as chosen) and ``<id>-deck-fold.pdf`` (gutter fold);
- characters by kind: ``<kind>s.pdf`` (travellers.pdf, princes.pdf, …) on large cards;
- ``items.pdf`` (item cards), ``catalogue.pdf`` (priced items), ``tokens.pdf``;
- ``calibration.pdf`` (duplex calibration sheet).

The game must already be localised (pnpkit.i18n.localize_game).  Each part hashes its
name, the settings and ``inputs`` (the game's content files, catalogues), so an unchanged
rebuild skips everything.  A game with special needs replaces single parts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from pnpkit.layout.paper import LARGE, POKER, paper_named
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import (
    render_board_svg,
    render_poster,
    render_tiled_board,
    scaled_board,
)
from pnpkit.render.calibration import render_calibration
from pnpkit.render.card_face import deck_from_game, default_spec, item_cards
from pnpkit.render.cell_board import board_from_game
from pnpkit.render.character_face import characters_from_game
from pnpkit.render.deck import DeckCard, DeckOptions, render_deck
from pnpkit.render.listing import ListingOptions, catalogue_sections, render_listing
from pnpkit.render.pipeline import Output, Part, ReportFn, hash_inputs
from pnpkit.render.token_faces import pieces_from_game
from pnpkit.render.tokens import TokenOptions, render_tokens


@dataclass(frozen=True)
class KitSettings:
    locale: str = "ru"
    paper: str = "a4"
    ink: str = "color"  # "color" | "mono"
    duplex: str = "long"  # "long" | "short" | "none"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    kind_labels: dict[str, str] = field(default_factory=dict)  # card/item kind -> label
    catalogue_title: str = "Торговый каталог"
    catalogue_subtitle: str = ""
    catalogue_titles: dict[str, str] = field(default_factory=dict)  # item kind -> heading
    items_back: str = "ПРЕДМЕТ"
    tokens_title: str = "tokens"
    cards: str = "bleed"  # "bleed": own bleed in a gutter with cut marks; "tight": 9-up, none
    tokens: str = "square"  # "square": on a shared-cut grid; "round": coins cut round, apart
    #: the names of the sets of large and item cards ("<kind>s", "characters", "items"),
    #: the title of their PDF and of their deck in an export; the game's title otherwise
    set_titles: dict[str, str] = field(default_factory=dict)


def set_title(settings: KitSettings, game: Any, key: str) -> str:
    """The name a set of character or item cards is shown under (``key``: ``<kind>s``,
    ``characters`` or ``items``): never an identifier of the data."""
    return settings.set_titles.get(key) or game.title


#: ``--cards``: each card with its own 3 mm bleed in a gutter with cut marks between
#: cards (a miscut never shows the neighbour's colour), or tight: no bleed, edge to edge
@lru_cache(maxsize=64)  # 20 trial grids a call; every deck and the print guide ask
def card_spacing(paper: Any, card: Any, spacing: str = "bleed") -> tuple[float, float]:
    """(bleed, gutter) of a card sheet: tight is neither; otherwise the most cards a page
    with a bleed of 1 to 3 mm and a gutter of 1 to 4 mm, then the widest bleed, then the
    widest gutter (A4 poker: 3 mm and 1 mm, eight cards)."""
    from pnpkit.layout.sheets import card_grid

    if spacing == "tight":
        return 0.0, 0.0
    return _widest(lambda b, g: card_grid(paper, card, b, gutter=g), (4.0, 3.0, 2.0, 1.5, 1.0))


@lru_cache(maxsize=64)
def fold_bleed(paper: Any, card: Any, spacing: str = "bleed") -> float:
    """The bleed of a gutter-fold sheet: none when tight; otherwise the widest bleed of
    3 mm down to 1 mm that still puts the most cards on a sheet (A4 keeps 3 mm; Letter's
    poker cards get 1 mm, four to a sheet instead of two)."""
    from pnpkit.layout.sheets import gutter_fold_sheet

    if spacing == "tight":
        return 0.0
    return _widest(lambda b, g: gutter_fold_sheet(paper, card, b), (0.0,))[0]


def _widest(sheet_of: Callable[[float, float], Any],
            gutters: Sequence[float]) -> tuple[float, float]:
    """(bleed, gutter) of the sheet ``sheet_of(bleed, gutter)`` with the most cards, then
    the wider page margin (room for the cut marks), then the widest bleed and gutter;
    3 mm and none when no card fits (the sheet itself then says so)."""
    from pnpkit.layout.sheets import LayoutError

    best: tuple[int, float, float, float] | None = None
    for b in (3.0, 2.0, 1.5, 1.0):
        for g in gutters:
            try:
                sheet = sheet_of(mm(b), mm(g))
            except LayoutError:
                continue
            key = (sheet.capacity, sheet.margin, b, g)
            if best is None or key > best:
                best = key
    return (mm(best[2]), mm(best[3])) if best is not None else (mm(3.0), 0.0)


def _part(name: str, settings: KitSettings, inputs: Sequence[Path | bytes | str], build,
          total: int = 1) -> Part:
    return Part(name, hash_inputs(name, asdict(settings), *inputs), build, total)


def _deck_options(settings: KitSettings, title: str, card=POKER, duplex: Any = None) -> DeckOptions:
    paper = paper_named(settings.paper)
    offset = (mm(settings.back_offset_mm[0]), mm(settings.back_offset_mm[1]))
    bleed, gutter = card_spacing(paper, card, settings.cards)
    if (duplex or settings.duplex) == "none":  # the gutter-fold sheets have their own
        bleed = fold_bleed(paper, card, settings.cards)
    return DeckOptions(paper=paper, card=card, duplex=duplex or settings.duplex,
                       back_offset=offset, ink=settings.ink, locale=settings.locale, title=title,  # type: ignore[arg-type]
                       bleed=bleed, gutter=gutter)


def board_part(game: Any, board_id: str, stem: str, settings: KitSettings,
               inputs: Sequence[Path | bytes | str] = (),
               board_of: Callable[[str], Any] | None = None, poster: bool = True,
               fill: bool = False, tile_scale: float = 1.0) -> Part:
    """A board with field rects (or ``board_of(board_id)``'s drawing): ``<stem>.pdf``
    tiled with an assembly map (with ``fill``, the design grown to fill its sheets),
    ``<stem>-poster.pdf`` (unless ``poster`` is false; always the design's own size) and
    ``<stem>.svg``; ``tile_scale``: the tiled sheets print the design that much smaller
    than the poster (a board laid out for a few home sheets and enlarged to a poster)."""
    paper = paper_named(settings.paper)
    ink: Any = settings.ink

    def build_board(report: ReportFn):
        drawing = board_of(board_id) if board_of is not None else board_from_game(
            game, board_id, ink=ink, locale=settings.locale)
        tiled = render_tiled_board(scaled_board(drawing, tile_scale), paper,
                                   locale=settings.locale, fill=fill)
        report(1, 3)
        out = [Output(f"{stem}.pdf", tiled.pdf.data, tiled.pdf.pages)]
        if poster:
            whole = render_poster(drawing, locale=settings.locale)
            out.append(Output(f"{stem}-poster.pdf", whole.data, whole.pages))
        report(2, 3)
        return [*out, Output(f"{stem}.svg", render_board_svg(drawing), None)]

    keys = [*inputs] + ([] if poster else ["no poster"]) + (["fill"] if fill else []) + \
        ([f"tiles at {tile_scale:g}"] if tile_scale != 1.0 else [])
    return _part(stem, settings, keys, build_board, 3)


def deck_part(name: str, settings: KitSettings, inputs: Sequence[Path | bytes | str],
              cards: Callable[[], Sequence[DeckCard]], title: str, count: int,
              card=POKER) -> Part:
    """A deck: ``<name>.pdf`` (duplex as chosen) and ``<name>-fold.pdf`` (gutter fold),
    or only the fold sheets when the printer has no duplex."""
    fold = settings.duplex == "none"

    def build_deck(report: ReportFn):
        made = cards()
        main = render_deck(made, _deck_options(settings, title, card), progress=report)
        out = [Output(f"{name}.pdf", main.pdf.data, main.pdf.pages)]
        if not fold:
            folded = render_deck(made, _deck_options(settings, title, card, duplex="none"))
            out.append(Output(f"{name}-fold.pdf", folded.pdf.data, folded.pdf.pages))
        return out

    return _part(name, settings, inputs, build_deck, count)


def characters_part(game: Any, kind: str, name: str, settings: KitSettings,
                    inputs: Sequence[Path | bytes | str] = (),
                    character_spec: Callable[[Any], Any] | None = None,
                    back_of: Callable[[str], Any] | None = None) -> Part:
    """Large character cards of one kind ("" for every character): ``<name>.pdf``."""
    kinds = [kind] if kind else list(dict.fromkeys(c.kind for c in game.characters))

    def build_characters(report: ReportFn):
        cards = [card for k in kinds
                 for card in characters_from_game(game, k, spec_of=character_spec,
                                                  back=back_of(k) if back_of else None)]
        title = set_title(settings, game, f"{kind}s" if kind else "characters")
        result = render_deck(cards, _deck_options(settings, title, card=LARGE),
                             progress=report)
        return [Output(f"{name}.pdf", result.pdf.data, result.pdf.pages)]

    return _part(name, settings, inputs, build_characters,
                 sum(1 for c in game.characters if c.kind in kinds))


def items_part(game: Any, name: str, settings: KitSettings,
               inputs: Sequence[Path | bytes | str] = (),
               item_spec: Callable[[Any], Any] | None = None,
               back_of: Callable[[str], Any] | None = None) -> Part:
    def build_items(report: ReportFn):
        result = render_deck(item_cards(game, back_title=settings.items_back,
                                        back=back_of("items") if back_of else None,
                                        spec_of=item_spec),
                             _deck_options(settings, set_title(settings, game, "items")),
                             progress=report)
        return [Output(f"{name}.pdf", result.pdf.data, result.pdf.pages)]

    copies = sum(max(int(i.attrs.get("count", 1)), 0) for i in game.items)
    return _part(name, settings, inputs, build_items, copies)


def catalogue_part(game: Any, name: str, settings: KitSettings,
                   inputs: Sequence[Path | bytes | str] = (),
                   catalogue: Callable[[], Sequence[Any]] | None = None) -> Part:
    def build_catalogue(report: ReportFn):
        sections = catalogue() if catalogue is not None else catalogue_sections(
            game, titles=settings.catalogue_titles)
        pdf = render_listing(sections, ListingOptions(
            paper=paper_named(settings.paper), title=settings.catalogue_title,
            locale=settings.locale, ink=settings.ink,  # type: ignore[arg-type]
            subtitle=settings.catalogue_subtitle))
        return [Output(f"{name}.pdf", pdf.data, pdf.pages)]

    return _part(name, settings, inputs, build_catalogue)


def tokens_part(game: Any, name: str, settings: KitSettings,
                inputs: Sequence[Path | bytes | str] = (),
                tokens_of: Callable[[], Sequence[Any]] | None = None) -> Part:
    pieces_of = tokens_of or (lambda: pieces_from_game(game))

    def build_tokens(report: ReportFn):
        result = render_tokens(list(pieces_of()), TokenOptions(
            paper=paper_named(settings.paper), ink=settings.ink,  # type: ignore[arg-type]
            locale=settings.locale, title=settings.tokens_title, page_per_group=False,
            margin_note=settings.tokens_title, shape=settings.tokens), progress=report)
        return [Output(f"{name}.pdf", result.pdf.data, result.pdf.pages)]

    # the part counts the pieces it lays out (the sheet's progress)
    return _part(name, settings, inputs, build_tokens, len(list(pieces_of())))


def calibration_part(name: str, settings: KitSettings,
                     inputs: Sequence[Path | bytes | str] = ()) -> Part:
    flip: Any = settings.duplex if settings.duplex != "none" else "long"
    offset = (mm(settings.back_offset_mm[0]), mm(settings.back_offset_mm[1]))

    def build_calibration(report: ReportFn):
        pdf = render_calibration(paper_named(settings.paper), flip, offset, locale=settings.locale)
        return [Output(f"{name}.pdf", pdf.data, pdf.pages)]

    return _part(name, settings, inputs, build_calibration)


def standard_deck_part(game: Any, deck_id: str, name: str, settings: KitSettings,
                       inputs: Sequence[Path | bytes | str] = (),
                       card_spec: Callable[[Any, dict[str, str]], Any] = default_spec,
                       back_of: Callable[[str], Any] | None = None) -> Part:
    """A deck with the standard face (card_face.FaceSpec) made by ``card_spec``."""
    deck = game.index("decks")[deck_id]

    def cards() -> list[DeckCard]:
        return deck_from_game(game, deck_id,
                              spec_of=lambda card: card_spec(card, settings.kind_labels),
                              back=back_of(deck_id) if back_of else None)

    return deck_part(name, settings, inputs, cards, deck.name,
                     sum(1 for c in game.cards if c.deck == deck_id))

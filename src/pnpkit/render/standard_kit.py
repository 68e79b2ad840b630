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
from pathlib import Path
from typing import Any

from pnpkit.layout.paper import LARGE, POKER, paper_named
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import render_board_svg, render_poster, render_tiled_board
from pnpkit.render.calibration import render_calibration
from pnpkit.render.card_face import deck_from_game, default_spec, item_cards
from pnpkit.render.cell_board import board_from_game
from pnpkit.render.character_face import characters_from_game
from pnpkit.render.deck import DeckOptions, render_deck
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


def bleed_for(paper: Any, card: Any) -> float:
    """The widest bleed (3 mm down to 1 mm) that still fits the most cards on a page:
    3 mm on A4; on Letter 2 mm puts four large cards on a page instead of two and 1 mm
    eight poker cards instead of six."""
    from pnpkit.layout.sheets import card_grid

    choices = [mm(b) for b in (3.0, 2.0, 1.5, 1.0)]
    best = max(card_grid(paper, card, b).capacity for b in choices)
    return next(b for b in choices if card_grid(paper, card, b).capacity == best)


def _board_stem(index: int, board_id: str) -> str:
    return "board" if index == 0 else f"{board_id}-board"


def standard_kit_parts(game: Any, settings: KitSettings,
                       inputs: Sequence[Path | bytes | str] = (),
                       card_spec: Callable[[Any, dict[str, str]], Any] = default_spec,
                       character_spec: Callable[[Any], Any] | None = None,
                       catalogue: Callable[[], Sequence[Any]] | None = None,
                       board_of: Callable[[str], Any] | None = None,
                       back_of: Callable[[str], Any] | None = None,
                       tokens_of: Callable[[], Sequence[Any]] | None = None,
                       item_spec: Callable[[Any], Any] | None = None) -> list[Part]:
    """``card_spec(card, kind_labels)`` makes each deck card's face and
    ``character_spec(character)`` each character card (a game may draw its own way);
    ``catalogue()`` gives the catalogue's sections (default: priced items by kind) and
    ``board_of(board_id)`` a board drawing (default: the plain cell board);
    ``back_of(deck id | "items" | character kind)`` a card back drawer (None: the
    standard back); ``tokens_of()`` the token pieces (default: pieces_from_game);
    ``item_spec(item)`` each item card's face (default: default_item_spec)."""
    paper = paper_named(settings.paper)
    offset = (mm(settings.back_offset_mm[0]), mm(settings.back_offset_mm[1]))
    ink: Any = settings.ink
    fold = settings.duplex == "none"
    flip: Any = settings.duplex if not fold else "long"
    common = asdict(settings)
    parts: list[Part] = []

    def part(name: str, build, total: int = 1) -> None:
        parts.append(Part(name, hash_inputs(name, common, *inputs), build, total))

    for index, board in enumerate(game.boards):
        fields = game.fields_of(board.id)
        if not fields or any(f.rect is None for f in fields):
            continue
        stem = _board_stem(index, board.id)

        def build_board(report: ReportFn, board_id: str = board.id, stem: str = stem):
            drawing = board_of(board_id) if board_of is not None else board_from_game(
                game, board_id, ink=ink, locale=settings.locale)
            tiled = render_tiled_board(drawing, paper, locale=settings.locale)
            report(1, 3)
            poster = render_poster(drawing, locale=settings.locale)
            report(2, 3)
            return [Output(f"{stem}.pdf", tiled.pdf.data, tiled.pdf.pages),
                    Output(f"{stem}-poster.pdf", poster.data, poster.pages),
                    Output(f"{stem}.svg", render_board_svg(drawing), None)]

        part(stem, build_board, 3)

    def deck_options(title: str, card=POKER, duplex: Any = None) -> DeckOptions:
        return DeckOptions(paper=paper, card=card, duplex=duplex or settings.duplex,
                           back_offset=offset, ink=ink, locale=settings.locale, title=title,
                           bleed=bleed_for(paper, card))

    for deck in game.decks:
        count = sum(1 for c in game.cards if c.deck == deck.id)
        if not count:
            continue

        def build_deck(report: ReportFn, deck_id: str = deck.id, title: str = deck.name):
            cards = deck_from_game(game, deck_id,
                                   spec_of=lambda card: card_spec(card, settings.kind_labels),
                                   back=back_of(deck_id) if back_of else None)
            main = render_deck(cards, deck_options(title), progress=report)
            out = [Output(f"{deck_id}-deck.pdf", main.pdf.data, main.pdf.pages)]
            if not fold:
                folded = render_deck(cards, deck_options(title, duplex="none"))
                out.append(Output(f"{deck_id}-deck-fold.pdf", folded.pdf.data,
                                  folded.pdf.pages))
            return out

        part(f"{deck.id}-deck", build_deck, count)

    kinds = list(dict.fromkeys(c.kind for c in game.characters))
    for kind in kinds:
        def build_characters(report: ReportFn, kind: str = kind):
            result = render_deck(characters_from_game(game, kind, spec_of=character_spec,
                                                      back=back_of(kind) if back_of else None),
                                 deck_options(kind, card=LARGE), progress=report)
            return [Output(f"{kind}s.pdf", result.pdf.data, result.pdf.pages)]

        part(f"{kind}s", build_characters,
             sum(1 for c in game.characters if c.kind == kind))

    if game.items:
        def build_items(report: ReportFn):
            result = render_deck(item_cards(game, back_title=settings.items_back,
                                            back=back_of("items") if back_of else None,
                                            spec_of=item_spec),
                                 deck_options("items"), progress=report)
            return [Output("items.pdf", result.pdf.data, result.pdf.pages)]

        part("items", build_items, len(game.items))
        if any(i.price is not None for i in game.items):
            def build_catalogue(report: ReportFn):
                sections = catalogue() if catalogue is not None else catalogue_sections(
                    game, titles=settings.catalogue_titles)
                pdf = render_listing(sections, ListingOptions(
                    paper=paper, title=settings.catalogue_title, locale=settings.locale,
                    ink=ink, subtitle=settings.catalogue_subtitle))
                return [Output("catalogue.pdf", pdf.data, pdf.pages)]

            part("catalogue", build_catalogue)

    if game.tokens:
        def build_tokens(report: ReportFn):
            pieces = list(tokens_of()) if tokens_of is not None else pieces_from_game(game)
            result = render_tokens(pieces, TokenOptions(
                paper=paper, ink=ink, locale=settings.locale, title=settings.tokens_title,
                page_per_group=False, margin_note=settings.tokens_title), progress=report)
            return [Output("tokens.pdf", result.pdf.data, result.pdf.pages)]

        part("tokens", build_tokens)

    def build_calibration(report: ReportFn):
        pdf = render_calibration(paper, flip, offset, locale=settings.locale)
        return [Output("calibration.pdf", pdf.data, pdf.pages)]

    part("calibration", build_calibration)
    return parts

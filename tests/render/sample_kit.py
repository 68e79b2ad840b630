"""A complete synthetic kit through the pipeline: the worked example of wiring renderers
into parts (what a game's ``build_kit`` does), used by tests and the kit benchmark.

Each part's input hash covers everything it reads (here: the sample seed and the
options); a real game hashes its content files and locale catalogues as well.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from sample_board import sample_board
from sample_deck import sample_deck
from sample_pieces import sample_characters, sample_pieces

from pnpkit.layout.paper import LARGE, paper_named
from pnpkit.layout.units import mm
from pnpkit.render.board_tiles import render_board_svg, render_poster, render_tiled_board
from pnpkit.render.calibration import render_calibration
from pnpkit.render.deck import DeckOptions, render_deck
from pnpkit.render.listing import ListingEntry, ListingOptions, ListingSection, render_listing
from pnpkit.render.pipeline import Output, Part, ReportFn, hash_inputs
from pnpkit.render.tokens import TokenOptions, render_tokens


@dataclass(frozen=True)
class KitOptions:
    paper: str = "a4"
    locale: str = "ru"
    ink: str = "color"
    duplex: str = "long"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    deck_size: int = 200
    seed: int = 7


def sample_kit_parts(o: KitOptions) -> list[Part]:
    paper = paper_named(o.paper)
    offset = (mm(o.back_offset_mm[0]), mm(o.back_offset_mm[1]))
    ink = o.ink  # type: ignore[assignment]
    common = asdict(o)

    def board(report: ReportFn) -> Sequence[Output]:
        b = sample_board(ink=o.ink)
        tiled = render_tiled_board(b, paper, locale=o.locale)
        report(1, 3)
        poster = render_poster(b, locale=o.locale)
        report(2, 3)
        svg = render_board_svg(b)
        return [Output("board.pdf", tiled.pdf.data, tiled.pdf.pages),
                Output("board-poster.pdf", poster.data, poster.pages),
                Output("board.svg", svg, None)]

    def kingdom(report: ReportFn) -> Sequence[Output]:
        b = sample_board(300, 300, ink=o.ink, title="Малое поле")
        tiled = render_tiled_board(b, paper, locale=o.locale)
        poster = render_poster(b, locale=o.locale)
        return [Output("kingdom-board.pdf", tiled.pdf.data, tiled.pdf.pages),
                Output("kingdom-board-poster.pdf", poster.data, poster.pages),
                Output("kingdom-board.svg", render_board_svg(b), None)]

    def deck(report: ReportFn) -> Sequence[Output]:
        cards = sample_deck(o.deck_size, seed=o.seed, locale=o.locale)
        base = DeckOptions(paper=paper, ink=ink, locale=o.locale, back_offset=offset,
                           title="Колода приключений", margin_note="Пробный набор")
        duplex = render_deck(cards, DeckOptions(**{**base.__dict__, "duplex": o.duplex}),
                             progress=report)
        fold = render_deck(cards, DeckOptions(**{**base.__dict__, "duplex": "none"}))
        return [Output("adventure-deck.pdf", duplex.pdf.data, duplex.pdf.pages),
                Output("adventure-deck-fold.pdf", fold.pdf.data, fold.pdf.pages)]

    def characters(report: ReportFn) -> Sequence[Output]:
        result = render_deck(sample_characters(24), DeckOptions(
            paper=paper, card=LARGE, ink=ink, locale=o.locale, duplex=o.duplex,
            back_offset=offset, title="Путники"))
        return [Output("travellers.pdf", result.pdf.data, result.pdf.pages)]

    def tokens(report: ReportFn) -> Sequence[Output]:
        result = render_tokens(sample_pieces(), TokenOptions(paper=paper, ink=ink,
                                                             locale=o.locale, title="Жетоны"))
        return [Output("tokens.pdf", result.pdf.data, result.pdf.pages)]

    def catalogue(report: ReportFn) -> Sequence[Output]:
        sections = [ListingSection(f"Лавка {s + 1}", tuple(
            ListingEntry(f"shop{s}.{i}", f"Товар {i + 1}", "описание товара " * (3 + i % 7),
                         str(i + 2)) for i in range(18))) for s in range(3)]
        pdf = render_listing(sections, ListingOptions(paper=paper, title="Каталог",
                                                      locale=o.locale, ink=ink))
        return [Output("catalogue.pdf", pdf.data, pdf.pages)]

    def calibration(report: ReportFn) -> Sequence[Output]:
        flip = o.duplex if o.duplex in ("long", "short") else "long"
        pdf = render_calibration(paper, flip, offset, locale=o.locale)  # type: ignore[arg-type]
        return [Output("calibration.pdf", pdf.data, pdf.pages)]

    return [
        Part("board", hash_inputs("board", common), board, 3),
        Part("kingdom-board", hash_inputs("kingdom", common), kingdom),
        Part("adventure-deck", hash_inputs("deck", common), deck, o.deck_size),
        Part("travellers", hash_inputs("characters", common), characters),
        Part("tokens", hash_inputs("tokens", common), tokens),
        Part("catalogue", hash_inputs("catalogue", common), catalogue),
        Part("calibration", hash_inputs("calibration", common), calibration),
    ]

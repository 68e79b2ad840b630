"""The gutter-fold file written from the duplex file's recorded faces, and a board's
poster from its tiles' drawing (render.pdf_record), are byte for byte the files drawn
afresh; what a recording cannot carry is drawn afresh."""

from __future__ import annotations

from sample_deck import sample_deck

from pnpkit.layout.geometry import Affine
from pnpkit.layout.units import mm
from pnpkit.render.deck import DeckCard, DeckOptions, FaceContext, render_deck
from pnpkit.render.fonts import SANS, SANS_BOLD
from pnpkit.render.game_icons import draw_icon, icon_names

FOLD = DeckOptions(duplex="none")


def _counting(cards: list[DeckCard]) -> tuple[list[DeckCard], list[int]]:
    calls = [0]

    def wrap(drawer):
        def draw(ctx: FaceContext) -> None:
            calls[0] += 1
            drawer(ctx)
        return draw

    return [DeckCard(c.id, c.name, wrap(c.front), wrap(c.back)) for c in cards], calls


def test_fold_file_from_recorded_faces_is_the_fold_file_drawn_afresh():
    cards, calls = _counting(sample_deck(23))
    fresh_duplex = render_deck(cards, DeckOptions()).pdf.data
    fresh_fold = render_deck(cards, FOLD).pdf.data
    assert calls[0] == 4 * 23
    faces: dict = {}
    duplex = render_deck(cards, DeckOptions(), faces=faces).pdf.data
    assert len(faces) == 2 * 23  # every face recorded
    fold = render_deck(cards, FOLD, faces=faces).pdf.data
    assert calls[0] == 6 * 23  # the fold file drew none of them again
    assert duplex == fresh_duplex
    assert fold == fresh_fold


def _mixed_deck() -> list[DeckCard]:
    """Faces with text in several fonts and subsets, forms, icons and colours."""
    names = icon_names()

    def front(k: int):
        def draw(ctx: FaceContext) -> None:
            s = ctx.surface
            s.fill_color((0.1 * (k % 7), 0.5, 0.2))
            s.rect(-ctx.bleed, -ctx.bleed, ctx.width + 2 * ctx.bleed, ctx.height + 2 * ctx.bleed)
            s.save()
            s.translate(mm(3), mm(3))
            s.fill_color((0, 0, 0))
            s.text(mm(10), mm(80), f"Карта {k} Ωμέγα ĀĒ{chr(0x100 + k)}", SANS_BOLD, 9, "middle")
            s.restore()
            s.text_lines(mm(5), mm(60), [f"строка {k}", "", "line (two)"], SANS, 7, 8.4, "end")
            draw_icon(s, names[k % 4], mm(10), mm(10), mm(12), mm(12), (0.2, 0.1 * (k % 3), 0))

            def art(surf) -> None:
                surf.fill_color((1, 1, 1))
                surf.circle(mm(5), mm(5), mm(4))
                surf.text(mm(5), mm(5), f"№{k % 3}", SANS, 6, "middle")
            s.reuse(f"medal-{k % 3}", (0, 0, mm(10), mm(10)), art)
        return draw

    def back(ctx: FaceContext) -> None:
        ctx.surface.reuse("back", (0, 0, ctx.width, ctx.height),
                          lambda surf: surf.text(mm(20), mm(40), "Оборот", SANS_BOLD, 12))
    return [DeckCard(f"c{k}", f"c{k}", front(k), back) for k in range(19)]


def test_text_forms_and_icons_replay_to_the_same_bytes():
    cards = _mixed_deck()
    faces: dict = {}
    assert render_deck(cards, DeckOptions(), faces=faces).pdf.data == render_deck(
        cards, DeckOptions()).pdf.data
    assert len(faces) == 2 * 19
    assert render_deck(cards, FOLD, faces=faces).pdf.data == render_deck(cards, FOLD).pdf.data


def test_a_face_that_draws_on_the_canvas_itself_is_drawn_afresh():
    def front(ctx: FaceContext) -> None:
        ctx.surface.c.setFont(SANS, 8)  # type: ignore[attr-defined]
        ctx.surface.c.drawString(10, 10, f"прямо {ctx.index}")  # type: ignore[attr-defined]

    def back(ctx: FaceContext) -> None:
        ctx.surface.text(10, 10, "оборот", SANS, 8)

    cards = [DeckCard(f"d{k}", "d", front, back) for k in range(3)]
    faces: dict = {}
    render_deck(cards, DeckOptions(), faces=faces)
    assert {key[0] for key in faces} == {back}  # the direct drawing was not kept
    assert render_deck(cards, FOLD, faces=faces).pdf.data == render_deck(cards, FOLD).pdf.data


def test_faces_are_replayed_only_for_the_same_card_size_ink_and_locale():
    cards, calls = _counting(sample_deck(5))
    faces: dict = {}
    render_deck(cards, DeckOptions(), faces=faces)
    drawn = calls[0]
    mono = DeckOptions(duplex="none", ink="mono")
    assert render_deck(cards, mono, faces=faces).pdf.data == render_deck(cards, mono).pdf.data
    assert calls[0] == drawn + 2 * 2 * 5  # drawn afresh both times: no colour face fits


def _board(first_transform: bool = False):
    from pnpkit.render.board_tiles import Board

    def draw(s) -> None:
        if first_transform:  # merges into the grown board's scaling: not kept
            s.transform(Affine(1, 0, 0, 1, 2, 3))
        s.fill_color((0.9, 0.8, 0.6))
        s.rect(0, 0, mm(300), mm(200))
        s.fill_color((0, 0, 0))
        s.text(mm(20), mm(20), "Эмбер — поле ĀĒ", SANS_BOLD, 14)
        draw_icon(s, icon_names()[0], mm(50), mm(50), mm(30), mm(30), (0.3, 0.2, 0.1))
        s.reuse("medal", (0, 0, mm(10), mm(10)),
                lambda surf: surf.text(mm(2), mm(2), "★ 3", SANS, 8))
    return Board("probe", "Поле", mm(300), mm(200), draw)


def test_a_poster_written_from_the_tiles_board_is_the_poster_drawn_afresh():
    from pnpkit.layout.paper import A4
    from pnpkit.render.board_tiles import render_poster, render_tiled_board

    for fill in (False, True):  # as is, and grown to fill its sheets (same key, other art)
        for first_transform in (False, True):
            board = _board(first_transform)
            forms: dict = {}
            tiled = render_tiled_board(board, A4, fill=fill, forms=forms).pdf.data
            assert forms  # the board's drawing kept
            poster = render_poster(board, forms=forms).data
            assert tiled == render_tiled_board(board, A4, fill=fill).pdf.data
            assert poster == render_poster(board).data, (fill, first_transform)

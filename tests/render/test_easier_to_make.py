"""Easier to make (issue #28): square tokens on a shared-cut grid by default (round as an
option), the Kingdom board on four home sheets, counts in their plural forms."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from pdf_inspect import printed_sizes
from test_amber_kit import build, game_in, pdf_text

from pnpkit.games.amber.kit.amber_kit import WORDS
from pnpkit.games.amber.kit.amber_tokens import amber_pieces
from pnpkit.i18n.plural_check import plural_slips
from pnpkit.i18n.plurals import counted
from pnpkit.layout.paper import A4, LETTER
from pnpkit.layout.units import mm
from pnpkit.render.tokens import token_pages


def shelves(page):
    rows: dict[float, list] = {}
    for placed in page:
        rows.setdefault(round(placed.rect.top, 2), []).append(placed.rect)
    return rows


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_square_tokens_of_one_size_share_their_cuts(paper):
    pieces = amber_pieces(game_in("ru"), WORDS["ru"])
    pages = token_pages(pieces, paper)
    assert len(pages) <= 4
    for page in pages:
        rows = sorted(shelves(page).items(), reverse=True)
        for _top, rects in rows:
            # one size per strip, each piece touching the next: one cut between two
            assert len({(round(r.width, 2), round(r.height, 2)) for r in rects}) == 1
            for a, b in zip(rects, rects[1:], strict=False):
                assert abs(a.right - b.x) < 0.01
        for (_t, upper), (_b, lower) in zip(rows, rows[1:], strict=False):
            assert abs(upper[0].y - lower[0].top) < 0.01  # strips cut apart with one cut


def test_round_tokens_keep_their_gutter():
    pieces = amber_pieces(game_in("ru"), WORDS["ru"])
    rects = [p.rect for p in token_pages(pieces, A4, "round")[-1]]
    gaps = [b.x - a.right for a, b in zip(rects, rects[1:], strict=False) if abs(a.top - b.top) < 0.01]
    assert gaps and min(gaps) >= mm(2) - 0.01


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_kingdom_takes_four_home_sheets_at_7_pt(tmp_path, paper):
    folder = build(tmp_path, ("kingdom-board",), paper=paper)
    data = (folder / "kingdom-board.pdf").read_bytes()
    count = len(pdfium.PdfDocument(data))
    assert count == 4 + 1  # the assembly map and four sheets (8 + 1 before)
    runs = printed_sizes(data, range(1, count))
    # the board's own texts print at 7 pt or more on the sheets
    assert min(s for s, n in runs if n) >= 7 - 0.005


def test_counts_take_their_plural_form():
    assert counted("{n} карта|{n} карты|{n} карт", 6, "ru") == "6 карт"
    assert counted("{n} карта|{n} карты|{n} карт", 83, "ru") == "83 карты"
    assert counted("{n} карта|{n} карты|{n} карт", 21, "ru") == "21 карта"
    assert counted("{n} card|{n} cards", 1, "en") == "1 card"
    assert counted("{name}: {n} card|{name}: {n} cards", 2, "en", name="Deck") == "Deck: 2 cards"
    assert counted("{n} cards", 1, "en") == "1 cards"  # one form: that form


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_item_board_and_guide_print_no_plural_slip(tmp_path, locale):
    folder = build(tmp_path, ("item-board", "print-guide"), locale=locale)
    board = " ".join(pdf_text(folder / "item-board.pdf").split())
    assert not plural_slips(board, locale), plural_slips(board, locale)[:5]
    # the guide's table runs its columns together when read back: its counts by phrase
    guide = " ".join(pdf_text(folder / "print-guide.pdf").split())
    expected = {"ru": ("83 карты предметов", "196 карт с рубашками", "5 карт принцев"),
                "en": ("83 item, amulet and friend cards", "196 cards with their backs")}
    for phrase in expected[locale]:
        assert phrase in guide, phrase
    if locale == "ru":
        assert "6 карт" in board and "6 карты" not in board


@pytest.mark.parametrize(("locale", "slot", "fold"), [("ru", "прорез", "средн"), ("en", "slot", "middle dashed")])
def test_the_guide_describes_the_standee_as_it_is_built(locale, slot, fold):
    """The standee is a strip folded in two with a foot at each end (render/tokens'
    _standee): there is no slot, and the guide says how it is folded."""
    from pnpkit.cli.build import BuildOptions
    from pnpkit.games.amber.kit.amber_guide import section_points
    from pnpkit.games.amber.kit.amber_kit import amber_settings

    options = BuildOptions(locale, "a4", None, (), "color", "long", (0.0, 0.0))
    points = " ".join(section_points(WORDS[locale]["guide"], "cutting", amber_settings(options, WORDS[locale])))
    assert slot not in points.lower() and fold in points


def test_a_letter_kit_ships_us_posters_and_fits_cards_as_a4_does(tmp_path):
    """Letter: the main board on a 36 × 24 in poster, the Kingdom on 24 × 18 in, the
    Temple's and the Pass's on Letter; 8 poker cards a sheet as on A4 (6 before: 33
    sheets for the deck against 25)."""
    from pnpkit.layout.paper import POKER
    from pnpkit.render.standard_kit import card_spacing

    folder = build(tmp_path, ("board", "kingdom-board", "pass-board", "adventure-deck"),
                   paper="letter")

    def inches(name):
        doc = pdfium.PdfDocument(str(folder / name))
        return tuple(round(v / 72, 2) for v in doc[0].get_size())

    assert inches("board-poster.pdf") == (36.0, 24.0)
    assert inches("kingdom-board-poster.pdf") == (24.0, 18.0)
    assert inches("pass-board-poster.pdf") == (8.5, 11.0)
    assert len(pdfium.PdfDocument(str(folder / "kingdom-board.pdf"))) == 4 + 1
    assert len(pdfium.PdfDocument(str(folder / "board.pdf"))) == 8 + 1
    from pnpkit.layout.sheets import card_grid

    for paper in (A4, LETTER):
        bleed, gutter = card_spacing(paper, POKER)
        assert card_grid(paper, POKER, bleed, gutter=gutter).capacity == 8
    faces = len(pdfium.PdfDocument(str(folder / "adventure-deck.pdf"))) // 2
    assert faces == 25  # 196 cards, 8 a sheet


def test_the_letter_guide_names_the_us_posters():
    from pnpkit.cli.build import BuildOptions
    from pnpkit.games.amber.kit.amber_guide import guide_rows
    from pnpkit.games.amber.kit.amber_kit import amber_settings

    game = game_in("en")
    options = BuildOptions("en", "letter", None, (), "color", "long", (0.0, 0.0))
    rows = {r.file: r for r in guide_rows(game, WORDS["en"]["guide"], amber_settings(options, WORDS["en"]),
                                          WORDS["en"])}
    assert "36\u00a0×\u00a024″" in rows["board-poster.pdf"].what
    assert "24\u00a0×\u00a018″" in rows["kingdom-board-poster.pdf"].what
    assert "Letter" in rows["pass-board-poster.pdf"].what
    assert rows["kingdom-board.pdf"].sheets == "4 + 1"
    assert rows["adventure-deck.pdf"].sheets == "25"
    assert not any("A2" in r.what or "A4" in r.what for r in rows.values())

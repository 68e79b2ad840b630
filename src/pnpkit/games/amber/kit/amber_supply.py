"""The two supply boards of «Корона Эмбера»: the item board and the points-and-money board.

The rules and some thirty cards and fields send players to them («возьми амулет №7 с
поля предметов», «пункты отложите на поле пунктов и денег»):

- the **item board** (``item-board.pdf``) has a labelled place, the size of a card, for
  every item card of the kit — item, magic item, amulet, friend, horse, contraband,
  badge, ticket, personal item, the crown — with its picture, name, kind and number of
  copies, grouped by kind, so a card is found by its name and goes back to its place;
- the **points-and-money board** (``points-board.pdf``) has a tray for every kind of
  token of the kit (thalers by denomination, point counters, alignment tokens, markers)
  with its count, and a tray for points put aside during an encounter.

Every place is laid out by :func:`item_slots` / :func:`tray_boxes` (pure geometry), so a
test can check that no picture or frame lies on a text.

On a virtual table (pnpkit export --to tts, :func:`amber_faces`) the kit brings these
boards beside its cards and boards, with the trade catalogue as a booklet to leaf through
and every token, marker and traveller's figure, each drawn by the kit's own print code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pnpkit.i18n.plurals import counted
from pnpkit.layout.geometry import Rect
from pnpkit.layout.paper import POKER, Paper
from pnpkit.layout.text_boxes import TextBox
from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS, SANS_BOLD, SANS_CONDENSED, SANS_CONDENSED_BOLD
from pnpkit.render.game_icons import draw_icon
from pnpkit.render.palette import INK_BLACK, PAPER_WHITE, Palette, mix
from pnpkit.render.pdf import PdfBuilder, RenderedPdf
from pnpkit.render.surface import PdfSurface, Surface
from pnpkit.render.text import draw_fitted, fit_box

MARGIN = mm(6)
HEADER = mm(14)
GAP = mm(3)
#: an item's place: a little smaller than its card, so the card laid on it covers it
#: whole and a taken card shows the place's label (nine places on an A4 or Letter page)
SLOT = (POKER.width - mm(5.5), POKER.height - mm(7))
#: the item kinds in the order their places are laid out
KIND_ORDER = ("item", "horse", "magic-item", "amulet", "friend", "contraband", "badge",
              "ticket", "owner-item", "crown")


@dataclass(frozen=True)
class SlotBoxes:
    """One place of a board: its frame, its picture and its texts (points on the page)."""

    frame: Rect
    picture: Rect
    texts: tuple[tuple[str, TextBox], ...]  # (role, box)


def _grid(paper: Paper, cell_w: float, cell_h: float) -> list[Rect]:
    """Cells of cell_w × cell_h under the header, centred, in reading order."""
    usable_w = paper.width - 2 * MARGIN
    usable_h = paper.height - 2 * MARGIN - HEADER
    cols = max(1, int((usable_w + GAP) // (cell_w + GAP)))
    rows = max(1, int((usable_h + GAP) // (cell_h + GAP)))
    left = (paper.width - (cols * cell_w + (cols - 1) * GAP)) / 2
    top = paper.height - MARGIN - HEADER
    return [Rect(left + c * (cell_w + GAP), top - (r + 1) * cell_h - r * GAP, cell_w, cell_h)
            for r in range(rows) for c in range(cols)]


def item_slot(frame: Rect) -> SlotBoxes:
    """An item's place: the name on top, the kind under it, the picture in the
    middle and the copies at the foot; nothing overlaps."""
    inset = mm(3)
    inner_w = frame.width - 2 * inset
    name = TextBox(Rect(frame.x + inset, frame.top - inset - mm(11), inner_w, mm(11)),
                   SANS_CONDENSED_BOLD, 10, 7, 2, hyphenate=False)
    kind = TextBox(Rect(frame.x + inset, name.rect.y - mm(6), inner_w, mm(5)),
                   SANS_CONDENSED, 8, 6, 1, hyphenate=False)
    copies = TextBox(Rect(frame.x + inset, frame.y + inset, inner_w, mm(6)),
                     SANS_BOLD, 9, 7, 1, hyphenate=False)
    room = kind.rect.y - copies.rect.top - 2 * mm(2)
    side = min(inner_w, room)
    picture = Rect(frame.x + (frame.width - side) / 2, copies.rect.top + mm(2) + (room - side) / 2,
                   side, side)
    return SlotBoxes(frame, picture, (("name", name), ("kind", kind), ("copies", copies)))


def _paged(cells: list[Rect], count: int) -> list[list[Rect]]:
    """``count`` places over as many pages of ``cells`` as they need."""
    return [[cells[n % len(cells)] for n in range(first, min(count, first + len(cells)))]
            for first in range(0, count, len(cells))]


def item_slots(paper: Paper, count: int) -> list[list[SlotBoxes]]:
    """``count`` card places over as many pages as they need (pages of SlotBoxes)."""
    return [[item_slot(cell) for cell in page] for page in _paged(_grid(paper, *SLOT), count)]


def tray_boxes(frame: Rect) -> SlotBoxes:
    """A token tray: the token's outline (the picture) on the left, its name and count
    on the right."""
    inset = mm(3)
    side = min(frame.height - 2 * inset, mm(26))
    picture = Rect(frame.x + inset, frame.y + (frame.height - side) / 2, side, side)
    left = picture.right + mm(3)
    width = frame.right - inset - left
    name = TextBox(Rect(left, frame.top - inset - mm(12), width, mm(12)),
                   SANS_CONDENSED_BOLD, 11, 7, 2, hyphenate=False)
    count = TextBox(Rect(left, frame.y + inset, width, mm(6)), SANS, 9, 7, 1, hyphenate=False)
    return SlotBoxes(frame, picture, (("name", name), ("copies", count)))


def tray_frames(paper: Paper, count: int) -> list[list[Rect]]:
    """Two columns of trays (the last one the width of the page) over the pages."""
    cell_w = (paper.width - 2 * MARGIN - GAP) / 2
    return _paged(_grid(paper, cell_w, mm(29)), count)


# --- drawing ----------------------------------------------------------------------------

def _header(s: Surface, paper: Paper, title: str, note: str, locale: str, page: int,
            pages: int) -> list[TextBox]:
    heading = TextBox(Rect(MARGIN, paper.height - MARGIN - mm(7), paper.width - 2 * MARGIN - mm(20),
                           mm(7)), SANS_BOLD, 15, 10, 1, hyphenate=False)
    sub = TextBox(Rect(MARGIN, paper.height - MARGIN - HEADER + mm(0.5),
                       paper.width - 2 * MARGIN, mm(6)), SANS, 8.5, 6.5, 2)
    s.fill_color(INK_BLACK)
    for box, text in ((heading, title), (sub, note)):
        draw_fitted(s, fit_box(box, text, locale=locale, where={"board": title}), box.rect,
                    box.font, valign="middle")
    boxes = [heading, sub]
    if pages > 1:
        folio = TextBox(Rect(paper.width - MARGIN - mm(20), heading.rect.y, mm(20), mm(7)),
                        SANS, 9, 7, 1, hyphenate=False)
        draw_fitted(s, fit_box(folio, f"{page}/{pages}", locale=locale), folio.rect,
                    folio.font, align="right", valign="middle")
        boxes.append(folio)
    return boxes


def _pages(paper: Paper, title: str, note: str, locale: str, pages: list[list[Any]],
           entries: list[Any], draw: Callable[[Surface, Any, Any], None]) -> RenderedPdf:
    """A board's pages: white paper, the header, and ``draw(s, place, entry)`` for each
    place with the entry it holds, in order."""
    pdf = PdfBuilder((paper.width, paper.height), title=title, lang=locale)
    s = PdfSurface(pdf.canvas)
    it = iter(entries)
    for number, page in enumerate(pages, 1):
        s.fill_color(PAPER_WHITE)
        s.rect(0, 0, paper.width, paper.height)
        _header(s, paper, title, note, locale, number, len(pages))
        for place in page:
            draw(s, place, next(it))
        pdf.show_page()
    return pdf.finish()


def _text(s: Surface, box: TextBox, text: str, locale: str, where: dict[str, str],
          align: str = "center") -> None:
    if text:
        draw_fitted(s, fit_box(box, text, locale=locale, where=where), box.rect, box.font,
                    align=align, valign="middle")  # type: ignore[arg-type]


def _slot_ground(pal: Palette, world: str):
    return (pal.light(world), pal.dark(world), mix(pal.light(world), pal.dark(world), 0.22))


def render_item_board(game: Any, words: dict[str, Any], paper: Paper, *, ink: str = "color",
                      locale: str = "ru") -> RenderedPdf:
    """A card-sized, labelled place for every item card of the kit."""
    from pnpkit.games.amber.kit.amber_kit import ITEM_WORLD

    sw = words["supply"]
    pal = Palette(ink)  # type: ignore[arg-type]
    order = {k: i for i, k in enumerate(KIND_ORDER)}
    items = sorted((i for i in game.items if int(i.attrs.get("count", 1)) > 0),
                   key=lambda i: order.get(i.kind, len(order)))

    def draw(s: Surface, slot: SlotBoxes, item: Any) -> None:
        world = ITEM_WORLD.get(item.kind, "gold")
        ground, edge, faint = _slot_ground(pal, world)
        f = slot.frame
        s.save()
        s.fill_color(ground)
        s.stroke_color(edge)
        s.line_width(1.2)
        s.dash((4, 2))
        s.rect(f.x, f.y, f.width, f.height, stroke=True, radius=mm(3))
        s.restore()
        picture = item.picture
        if picture:
            p = slot.picture
            draw_icon(s, picture, p.x, p.y, p.width, p.height,
                      faint if not pal.mono else (0.8, 0.8, 0.8))
        copies = int(item.attrs.get("count", 1))
        texts = {"name": item.name, "kind": words["kinds"].get(item.kind, ""),
                 "copies": counted(sw["copies"], copies, locale) if copies > 1 else ""}
        s.fill_color(INK_BLACK)
        for role, box in slot.texts:
            _text(s, box, texts[role], locale, {"item": item.id})

    return _pages(paper, sw["item_board"], sw["item_note"], locale, item_slots(paper, len(items)),
                  items, draw)


def _supply_tokens(game: Any) -> list[Any]:
    """The tokens that wait in the supply: not the standees and the crown (on the
    board) nor the track markers (on the traveller cards)."""
    return [t for t in game.tokens if t.kind not in ("figure", "crown")
            and not t.id.startswith("token.track-")]


def _token_world(token: Any) -> str:
    from pnpkit.games.amber.kit.amber_tokens import alignment_world

    return alignment_world(token) if token.kind == "alignment" else \
        {"money": "gold", "points": "amber"}.get(token.kind, "neutral")


def render_points_board(game: Any, words: dict[str, Any], paper: Paper, *, ink: str = "color",
                        locale: str = "ru") -> RenderedPdf:
    """A tray for every kind of token, and one for the points put aside."""
    sw = words["supply"]
    pal = Palette(ink)  # type: ignore[arg-type]
    tokens = _supply_tokens(game)
    entries = [(t.name, sw["count"].format(n=t.count), _token_world(t), t) for t in tokens]
    entries.append((sw["aside"], sw["aside_note"], "neutral", None))

    def draw(s: Surface, frame: Rect, entry: tuple[str, str, str, Any]) -> None:
        name, count, world, token = entry
        slot = tray_boxes(frame)
        ground, edge, faint = _slot_ground(pal, world)
        s.save()
        s.fill_color(ground)
        s.stroke_color(edge)
        s.line_width(1.0)
        s.rect(frame.x, frame.y, frame.width, frame.height, stroke=True, radius=mm(3))
        p = slot.picture
        s.fill_color(PAPER_WHITE)
        s.stroke_color(faint if not pal.mono else (0.6, 0.6, 0.6))
        s.dash((3, 2))
        if token is not None and token.kind in ("money", "points", "alignment"):
            s.circle(p.x + p.width / 2, p.y + p.height / 2, p.width / 2, stroke=True)
        else:
            s.rect(p.x, p.y, p.width, p.height, stroke=True, radius=mm(2))
        s.restore()
        # the token's own mark in its outline: its value, its initial or its picture
        mark_text = ""
        if token is not None and token.value is not None:
            mark_text = str(token.value)
        elif token is not None and token.kind == "alignment":
            from pnpkit.games.amber.kit.amber_tokens import _quoted

            mark_text = _quoted(token.name)[:1].upper()
        if mark_text:
            mark = TextBox(Rect(p.x + p.width * 0.15, p.y + p.height * 0.3, p.width * 0.7,
                                p.height * 0.4), SANS_BOLD, 22, 10, 1, hyphenate=False)
            s.fill_color(edge if not pal.mono else INK_BLACK)
            _text(s, mark, mark_text, locale, {"token": token.id})
        elif token is not None and token.picture:
            inset = p.width * 0.18
            draw_icon(s, token.picture, p.x + inset, p.y + inset,
                      p.width - 2 * inset, p.height - 2 * inset,
                      faint if not pal.mono else (0.7, 0.7, 0.7))
        s.fill_color(INK_BLACK)
        for role, box in slot.texts:
            _text(s, box, name if role == "name" else count, locale,
                  {"token": token.id if token is not None else "aside"}, align="left")

    return _pages(paper, sw["points_board"], sw["points_note"], locale,
                  tray_frames(paper, len(entries)), entries, draw)


def board_part(build, component):
    """A supply board (plugin kit_builders): the items' places or the tokens' trays."""
    from pnpkit.games.amber.kit.amber_kit import _sheet_part
    from pnpkit.render.kit_plan import part_inputs

    render = render_item_board if component.kind == "amber-item-board" else render_points_board
    # the items' data, and the tokens' (a list part_inputs never leaves out)
    return _sheet_part(build, component.part, render, inputs=part_inputs(build, "items"))


def amber_faces(game: Any, options):
    """The Amber kit's cards and boards one by one (pnpkit export), drawn with the print
    parts' hooks and named like their parts; with the supply boards, the catalogue and
    the pieces (the dice come from the tables: render.kit_faces)."""
    from pnpkit.games.amber.kit.amber_catalogue import amber_catalogue_sections
    from pnpkit.games.amber.kit.amber_kit import _amber_faces_hooks, amber_settings, words_for
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces
    from pnpkit.layout.paper import paper_named
    from pnpkit.render.faces import SheetFace, piece_faces, standard_faces
    from pnpkit.render.standard_kit import catalogue_part

    words = words_for(options.locale)
    settings = amber_settings(options, words)
    faces = standard_faces(game, settings, **_amber_faces_hooks(game, options, words))
    paper = paper_named(settings.paper)
    supply = words["supply"]

    def sheet(render) -> bytes:
        return render(game, words, paper, ink=settings.ink, locale=settings.locale).data

    boards = (SheetFace("item-board", supply["item_board"], lambda: sheet(render_item_board)),
              SheetFace("points-board", supply["points_board"],
                        lambda: sheet(render_points_board)))
    catalogue = SheetFace("catalogue", settings.catalogue_title, lambda: catalogue_part(
        game, "catalogue", settings, (), lambda: amber_catalogue_sections(game, words),
    ).build(lambda done, total: None)[0].data)  # the part's one PDF
    return replace(faces, boards=faces.boards + boards, documents=(catalogue,),
                   pieces=piece_faces(game, amber_pieces(game, words)))

"""The movement example's board diagram: the fields around the start, drawn where the
board data places them, with the start, the reachable fields, the stop-in-passing
fields and every route the engine found."""

from __future__ import annotations

from pnpkit.model.game import Game
from pnpkit.render.fonts import SANS_CONDENSED, SANS_CONDENSED_BOLD
from pnpkit.render.palette import hex_rgb, mix

START = "#7a2e12"
REACH = "#f2c14e"
STOP = "#9fc5e8"


def movement_figure(game: Game, example: dict, width: float, legend: dict[str, str]):
    """``legend``: the legend's words in the book's locale (rulebook.amber:WORDS "legend")."""
    from reportlab.lib.colors import Color, HexColor
    from reportlab.platypus import Flowable

    fields = game.index("fields")
    regions = game.index("regions")
    start = example["start"]["id"]
    route_ids = {fid for route in example["routes"] for fid in route}
    shown = _shown_fields(game, fields, route_ids, fields[start].board)
    x0, y0 = (min(f.rect[i] for f in shown) for i in (0, 1))  # the shown fields' bounds
    x1, y1 = (max(f.rect[i] + f.rect[i + 2] for f in shown) for i in (0, 1))
    pad = 3.0
    scale = min(width / (x1 - x0 + 2 * pad), 200 / (y1 - y0 + 2 * pad))
    height = (y1 - y0 + 2 * pad) * scale
    drawn_width = (x1 - x0 + 2 * pad) * scale
    shown_ids = {f.id for f in shown}
    # the start over a stop-in-passing over a reachable field
    marks = {**dict.fromkeys(example["dest_ids"], REACH), **dict.fromkeys(example["stop_ids"], STOP),
             start: START}

    def box(fid: str) -> tuple[float, float, float, float]:
        x, y, w, h = fields[fid].rect
        return ((x - x0 + pad) * scale, height - (y - y0 + pad + h) * scale, w * scale, h * scale)

    def centre(fid: str) -> tuple[float, float]:
        x, y, w, h = box(fid)
        return x + w / 2, y + h / 2

    class MovementDiagram(Flowable):
        def __init__(self) -> None:
            super().__init__()
            self.width, self.height = width, height + 22
            self.spaceBefore, self.spaceAfter = 4, 8

        def draw(self) -> None:
            c = self.canv
            c.saveState()
            c.translate((width - drawn_width) / 2, 22)
            fills = {}
            for f in shown:
                x, y, w, h = box(f.id)
                region = regions.get(f.region)
                mark = marks.get(f.id)
                fill = HexColor(mark) if mark else Color(*mix(hex_rgb(region.colour if region else "#cccccc"),
                                                              (1, 1, 1), 0.78))
                fills[f.id] = fill
                c.setFillColor(fill)
                c.setStrokeColor(HexColor(region.colour if region else "#999999"))
                c.setLineWidth(1.2 if f.id in route_ids else 0.5)
                c.roundRect(x + 1, y + 1, w - 2, h - 2, 3, stroke=1, fill=1)
            # connections between shown fields (thin), then the routes (thick)
            c.setStrokeColor(HexColor("#9a9a9a"))
            c.setLineWidth(0.4)
            c.setDash(1.5, 1.5)
            for e in game.edges:
                if e.a in shown_ids and e.b in shown_ids:
                    c.line(*centre(e.a), *centre(e.b))
            c.setDash()
            c.setStrokeColor(HexColor(START))
            c.setLineWidth(1.3)
            for route in example["routes"]:
                points = [centre(f) for f in route]
                path = c.beginPath()
                path.moveTo(*points[0])
                for p in points[1:]:
                    path.lineTo(*p)
                c.drawPath(path, stroke=1, fill=0)
            for f in shown:
                _field_name(c, f.name, box(f.id), fills[f.id], f.id in route_ids, f.id == start)
            c.restoreState()
            _movement_legend(c, legend)

    return MovementDiagram()


def _field_name(c, name: str, box: tuple[float, float, float, float], fill, bold: bool,
                white: bool) -> None:
    """A field's name, up to four lines centred in its box, on a patch of the field's
    own colour (``fill``) that keeps the route lines off the letters."""
    from reportlab.lib.colors import HexColor
    from reportlab.lib.utils import simpleSplit

    x, y, w, h = box
    size = 6.2
    font = SANS_CONDENSED_BOLD if bold else SANS_CONDENSED
    lines = simpleSplit(name, font, size, w - 4)[:4]
    top = y + h / 2 + (len(lines) - 1) * size * 0.55 - size * 0.35
    c.setFillColor(fill)
    widest = max(c.stringWidth(t, font, size) for t in lines)
    c.rect(x + w / 2 - widest / 2 - 1.5, top - (len(lines) - 1) * size * 1.1 - size * 0.3,
           widest + 3, (len(lines) - 1) * size * 1.1 + size * 1.2, stroke=0, fill=1)
    c.setFillColor(HexColor("#ffffff") if white else HexColor("#222222"))
    c.setFont(font, size)
    for i, line in enumerate(lines):
        c.drawCentredString(x + w / 2, top - i * size * 1.1, line)


def _shown_fields(game: Game, fields: dict, route_ids: set[str], board: str) -> list:
    """The fields a route touches and one ring of context around them, on its board."""
    near = set(route_ids) | {b for e in game.edges for a, b in ((e.a, e.b), (e.b, e.a))
                             if a in route_ids and b in fields}
    return [fields[f] for f in sorted(near) if fields[f].rect and fields[f].board == board]


def _movement_legend(c, legend: dict[str, str]) -> None:
    """The colours and the route line of a movement figure, named in the book's words."""
    from reportlab.lib.colors import HexColor

    c.saveState()
    x = 0.0
    c.translate(0, 4)
    for colour, label in ((START, legend["start"]), (REACH, legend["reach"]), (STOP, legend["stop"])):
        c.setFillColor(HexColor(colour))
        c.setStrokeColor(HexColor("#666666"))
        c.setLineWidth(0.4)
        c.rect(x, 3, 9, 7, stroke=1, fill=1)
        c.setFillColor(HexColor("#333333"))
        c.setFont(SANS_CONDENSED, 7)
        c.drawString(x + 12, 4, label)
        x += 16 + c.stringWidth(label, SANS_CONDENSED, 7) + 10
    c.setStrokeColor(HexColor(START))
    c.setLineWidth(1.3)
    c.line(x, 6.5, x + 14, 6.5)
    c.setFillColor(HexColor("#333333"))
    c.drawString(x + 18, 4, legend["route"])
    c.restoreState()


def board_miniature(game: Game, width: float, max_height: float = 300.0):
    """The cover's miniature of the main board: every field in its world's colour where
    the board data places it, the paths between them; no text (a picture of the game)."""
    from reportlab.lib.colors import Color, HexColor
    from reportlab.platypus import Flowable

    board = game.boards[0]
    fields = [f for f in game.fields_of(board.id) if f.rect]
    regions = game.index("regions")
    bw, bh = (float(v) for v in board.size_mm)
    scale = min(width / bw, max_height / bh)
    drawn_w, drawn_h = bw * scale, bh * scale
    by_id = {f.id: f for f in fields}

    def box(f) -> tuple[float, float, float, float]:
        x, y, w, h = f.rect
        return (x * scale, drawn_h - (y + h) * scale, w * scale, h * scale)

    def centre(fid: str) -> tuple[float, float]:
        x, y, w, h = box(by_id[fid])
        return x + w / 2, y + h / 2

    class BoardMiniature(Flowable):
        def __init__(self) -> None:
            super().__init__()
            self.width, self.height = width, drawn_h
            self.spaceBefore, self.spaceAfter = 10, 6

        def draw(self) -> None:
            c = self.canv
            c.saveState()
            c.translate((width - drawn_w) / 2, 0)
            c.setFillColor(HexColor("#fbf6ea"))
            c.setStrokeColor(HexColor("#6b3a12"))
            c.setLineWidth(0.8)
            c.roundRect(-4, -4, drawn_w + 8, drawn_h + 8, 4, stroke=1, fill=1)
            c.setStrokeColor(HexColor("#8a8a8a"))
            c.setLineWidth(0.5)
            for e in game.edges:
                if e.a in by_id and e.b in by_id:
                    c.line(*centre(e.a), *centre(e.b))
            for f in fields:
                region = regions.get(f.region)
                colour = region.colour if region else "#cccccc"
                x, y, w, h = box(f)
                c.setFillColor(Color(*mix(hex_rgb(colour), (1, 1, 1), 0.35)))
                c.setStrokeColor(HexColor(colour))
                c.roundRect(x + 0.6, y + 0.6, w - 1.2, h - 1.2, 1.5, stroke=1, fill=1)
            c.restoreState()

    return BoardMiniature()

"""The Fighting Fantasy print kit: adventure sheet, one-page rules, odds table, each drawn
on a reportlab canvas and given to the build's pipeline by ``sheet_part`` (game.yaml's kit)."""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.kit.ff_texts import ODDS, RULES, RULES_TITLE, SHEET
from pnpkit.layout.paper import Paper, paper_named
from pnpkit.layout.units import mm
from pnpkit.render.fonts import (
    SANS,
    SANS_BOLD,
    SANS_CONDENSED,
    SANS_CONDENSED_BOLD,
    SERIF,
    SERIF_BOLD,
)
from pnpkit.render.pdf import PdfBuilder

LOCALES = ("ru", "en")
PARTS = ("adventure-sheet", "rules-summary", "odds-table")
MARGIN = mm(12)
#: the smallest text the sheets print: 6 pt, legible at the table (a hint, a box's label)
SMALLEST = 6.0
INK = (0.13, 0.13, 0.13)
RULE_GREY = (0.72, 0.72, 0.72)
TINT = (0.93, 0.93, 0.93)

HERO_SKILLS = range(7, 13)
ENEMY_SKILLS = range(5, 13)
STAMINA_STEPS = tuple(range(2, 25, 2))  # even values: an odd value needs as many wounds as the next


# -- drawing helpers -----------------------------------------------------------------------


def _frame(c, x: float, y: float, w: float, h: float, title: str, *, size: float = 8.5) -> None:
    """A rounded box with a bold caption in its top-left corner (x, y = bottom-left)."""
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.9)
    c.roundRect(x, y, w, h, mm(2), stroke=1, fill=0)
    c.setFillColorRGB(*INK)
    c.setFont(SANS_BOLD, size)
    c.drawString(x + mm(2.2), y + h - mm(2.2) - size * 0.75, title)


def _note(c, x: float, y: float, text: str, font: str = SANS, size: float = 6.2,
          grey: float = 0.35) -> None:
    """A grey hint or label; the fill goes back to the ink after it."""
    c.setFont(font, size)
    c.setFillColorRGB(grey, grey, grey)
    c.drawString(x, y, text)
    c.setFillColorRGB(*INK)


def _writing_lines(c, x: float, y: float, w: float, h: float, step: float) -> None:
    c.setStrokeColorRGB(*RULE_GREY)
    c.setLineWidth(0.4)
    line_y = y + step * 0.6
    while line_y < y + h - step * 0.3:
        c.line(x, line_y, x + w, line_y)
        line_y += step
    c.setStrokeColorRGB(*INK)


def _small_box(c, x: float, y: float, w: float, h: float, label: str, *, size: float = 6.5,
               font: str = SANS) -> None:
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.6)
    c.rect(x, y, w, h, stroke=1, fill=0)
    _note(c, x + mm(1.2), y + h - mm(1.0) - size * 0.75, label, font, size, 0.3)


# -- adventure sheet -----------------------------------------------------------------------


def _draw_adventure_sheet(c, paper: Paper, locale: str, monster_boxes: int) -> None:
    t = SHEET[locale]
    width, height = paper.width, paper.height
    left, right = MARGIN, width - MARGIN
    inner = right - left
    gap = mm(4)
    top = height - MARGIN

    # Title and the hero's name line.
    c.setFillColorRGB(*INK)
    c.setFont(SERIF_BOLD, 20)
    c.drawString(left, top - 18, t["title"])
    c.setFont(SANS, 8)
    name_x = left + inner * 0.55
    c.drawString(name_x, top - 16, t["hero"])
    c.setLineWidth(0.6)
    c.line(name_x + mm(20), top - 17, right, top - 17)
    y = top - mm(12)

    # Three stats, each with an initial and a current box.
    stat_h = mm(38)
    stat_w = (inner - 2 * gap) / 3
    for i, key in enumerate(("skill", "stamina", "luck")):
        x = left + i * (stat_w + gap)
        _frame(c, x, y - stat_h, stat_w, stat_h, t[key], size=11)
        _note(c, x + mm(2.5), y - mm(8.6), t[f"{key}_roll"])
        box_top = y - mm(10.5)
        initial_w = stat_w * 0.34
        _small_box(c, x + mm(2.5), box_top - mm(25), initial_w, mm(25), t["initial"])
        cur_x = x + mm(2.5) + initial_w + mm(2)
        cur_w = stat_w - (cur_x - x) - mm(2.5)
        _small_box(c, cur_x, box_top - mm(25), cur_w, mm(25), t["current"])
    y -= stat_h + gap

    # Gold, jewels, potions, provisions.
    row_h = mm(24)
    keys = ("gold", "jewels", "potions", "provisions")
    small_w = (inner - 3 * gap) / 4
    for i, key in enumerate(keys):
        x = left + i * (small_w + gap)
        _frame(c, x, y - row_h, small_w, row_h, t[key], size=9)
        if key == "provisions":
            _note(c, x + mm(2.2), y - row_h + mm(2), t["provisions_hint"], SANS_CONDENSED, SMALLEST)
    y -= row_h + gap

    # Equipment and notes with writing lines.
    monster_rows = -(-monster_boxes // 4)
    monster_h = mm(27)
    monsters_total = mm(8) + monster_rows * monster_h + (monster_rows - 1) * mm(2.5)
    footer_h = mm(6)
    block_h = y - (MARGIN + footer_h + monsters_total + gap)
    half = (inner - gap) / 2
    for i, key in enumerate(("equipment", "notes")):
        x = left + i * (half + gap)
        _frame(c, x, y - block_h, half, block_h, t[key], size=9)
        _writing_lines(c, x + mm(3), y - block_h + mm(1), half - mm(6), block_h - mm(8), mm(6))
    y -= block_h + gap

    # Monster encounter boxes, four to a row.
    c.setFont(SANS_BOLD, 9)
    c.drawString(left, y - mm(4.5), t["monsters"])
    y -= mm(8)
    box_gap = mm(2.5)
    box_w = (inner - 3 * box_gap) / 4
    for n in range(monster_boxes):
        row, col = divmod(n, 4)
        x = left + col * (box_w + box_gap)
        by = y - (row + 1) * monster_h - row * box_gap
        _monster_box(c, x, by, box_w, monster_h, t)

    c.setFont(SANS_CONDENSED, 7)
    c.setFillColorRGB(0.3, 0.3, 0.3)
    c.drawString(left, MARGIN, t["footer"])
    # Which preset this adventure plays by: two tick boxes, right-aligned.
    c.setFont(SANS, 7)
    x = right
    for key in ("preset_ik", "preset_classic"):
        x -= c.stringWidth(t[key], SANS, 7)
        c.drawString(x, MARGIN, t[key])
        x -= mm(3.6)
        c.setLineWidth(0.5)
        c.rect(x, MARGIN - 0.5, mm(2.6), mm(2.6), stroke=1, fill=0)
        x -= mm(3)
    x -= c.stringWidth(t["preset"], SANS, 7)
    c.drawString(x, MARGIN, t["preset"])
    c.setFillColorRGB(*INK)


def _monster_box(c, x: float, y: float, w: float, h: float, t: dict) -> None:
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.7)
    c.roundRect(x, y, w, h, mm(1.5), stroke=1, fill=0)
    c.setFont(SANS, 6.5)
    c.drawString(x + mm(1.5), y + h - mm(4), t["monster_name"])
    c.setStrokeColorRGB(*RULE_GREY)
    c.setLineWidth(0.4)
    c.line(x + mm(8), y + h - mm(4.3), x + w - mm(1.5), y + h - mm(4.3))
    c.setStrokeColorRGB(*INK)
    inner_w = w - mm(3)
    skill_w = inner_w * 0.4
    box_h = h - mm(7.5)
    _small_box(c, x + mm(1.5), y + mm(1.5), skill_w, box_h, t["monster_skill"], size=SMALLEST,
               font=SANS_CONDENSED)
    _small_box(c, x + mm(1.5) + skill_w + mm(1), y + mm(1.5), inner_w - skill_w - mm(1), box_h,
               t["monster_stamina"], size=SMALLEST, font=SANS_CONDENSED)


# -- rules summary -------------------------------------------------------------------------


def _rules_story(locale: str, size: float):
    from xml.sax.saxutils import escape

    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    heading = ParagraphStyle("h", fontName=SANS_BOLD, fontSize=size + 1.5,
                             leading=(size + 1.5) * 1.2, spaceBefore=size * 0.7,
                             spaceAfter=size * 0.2, textColor=INK)
    body = ParagraphStyle("b", fontName=SERIF, fontSize=size, leading=size * 1.32, textColor=INK)
    return [Paragraph(escape(text), style) for title, paragraph in RULES[locale]
            for text, style in ((title, heading), (paragraph, body))]


def _draw_rules_summary(c, paper: Paper, locale: str) -> None:
    from reportlab.platypus import Frame

    title = RULES_TITLE[locale]
    width, height = paper.width, paper.height
    c.setFillColorRGB(*INK)
    c.setFont(SERIF_BOLD, 17)
    c.drawString(MARGIN, height - MARGIN - 16, title)
    c.setLineWidth(0.8)
    c.line(MARGIN, height - MARGIN - 22, width - MARGIN, height - MARGIN - 22)
    frame_w = width - 2 * MARGIN
    frame_h = height - 2 * MARGIN - 26
    # The largest type size at which the whole summary fits on the page; the story that
    # fits is the one drawn (the frame wraps it again at the same width).
    size, story = 12.5, _rules_story(locale, 12.5)
    while size > 6 and sum(p.wrap(frame_w - 12, frame_h)[1] + p.getSpaceBefore() + p.getSpaceAfter()
                           for p in story) > frame_h - 24:
        size -= 0.25
        story = _rules_story(locale, size)
    frame = Frame(MARGIN, MARGIN, frame_w, frame_h, showBoundary=0)
    leftover = frame.addFromList(story, c)
    if leftover:
        raise RuntimeError("the rules summary does not fit on one page")


# -- odds table ----------------------------------------------------------------------------


def _cell_text(p: float, can_win: bool, can_lose: bool) -> str:
    """Whole percent; 0 and 100 only for certainties (floats may round near them)."""
    if not can_win:
        return "0"
    if not can_lose:
        return "100"
    percent = p * 100
    if percent < 0.5:
        return "<1"
    if percent >= 99.5:
        return ">99"
    return f"{percent:.0f}"


def _cell_colour(p: float, ink: str = "color") -> tuple[float, float, float]:
    """Pale red for a likely loss through white to pale green for a likely win; with
    ``ink="mono"`` one grey, the darker the likelier the loss (pale red and pale green
    are the same grey on a grey-scale printer)."""
    if ink == "mono":
        grey = 1.0 - 0.3 * (1.0 - p)
        return (grey, grey, grey)
    if p < 0.5:
        k = (0.5 - p) * 2
        return (1.0, 1.0 - 0.28 * k, 1.0 - 0.28 * k)
    k = (p - 0.5) * 2
    return (1.0 - 0.26 * k, 1.0 - 0.06 * k, 1.0 - 0.26 * k)


def _draw_odds_page(c, paper: Paper, locale: str, hero_skill: int, instant_kill: bool = False,
                    ink: str = "color") -> None:
    from reportlab.lib.utils import simpleSplit

    from pnpkit.games.fighting_fantasy.rules.odds import duel_win_table, single_round_counts

    t = ODDS[locale]
    width, height = paper.width, paper.height
    top = height - MARGIN
    c.setFillColorRGB(*INK)
    title = t["title_ik" if instant_kill else "title"].format(skill=hero_skill)
    size = 14.0
    while size > 9 and c.stringWidth(title, SERIF_BOLD, size) > width - 2 * MARGIN:
        size -= 0.5
    c.setFont(SERIF_BOLD, size)
    c.drawString(MARGIN, top - 13, title)
    intro = t["instant_kill" if instant_kill else "classic"] + " " + t["subtitle"]
    lines = simpleSplit(intro, SANS, 7.5, width - 2 * MARGIN) + [t["odd_hint"]]
    c.setFont(SANS, 7.5)
    for i, line in enumerate(lines):
        c.drawString(MARGIN, top - 25 - i * 9.5, line)
    grid_top = top - 25 - len(lines) * 9.5 - mm(2)
    cols, rows = 2, 4
    gap_x, gap_y = mm(6), mm(4)
    block_w = (width - 2 * MARGIN - gap_x) / cols
    block_h = (grid_top - MARGIN - (rows - 1) * gap_y) / rows
    for n, enemy_skill in enumerate(ENEMY_SKILLS):
        row, col = divmod(n, cols)
        x = MARGIN + col * (block_w + gap_x)
        y = grid_top - (row + 1) * block_h - row * gap_y
        table = duel_win_table(hero_skill, enemy_skill, STAMINA_STEPS[-1], STAMINA_STEPS[-1],
                               instant_kill=instant_kill)
        wins, losses, kills = single_round_counts(hero_skill, enemy_skill, instant_kill)
        certainty = (wins + kills > 0, losses > 0)
        _odds_block(c, x, y, block_w, block_h, t["block"].format(skill=enemy_skill), table, t,
                    certainty, ink)


def _odds_block(c, x: float, y: float, w: float, h: float, title: str, table, t: dict, certainty,
                ink: str = "color") -> None:
    c.setFillColorRGB(*INK)
    c.setFont(SANS_BOLD, 8.5)
    c.drawString(x, y + h - 9, title)
    n = len(STAMINA_STEPS)
    label_w = mm(9)
    cell_w = (w - label_w) / n
    cell_h = (h - mm(5)) / (n + 1)
    grid_top = y + h - mm(5)
    # Header row: opponent's STAMINA.
    c.setFont(SANS_CONDENSED_BOLD, 6.4)
    c.setFillColorRGB(*TINT)
    c.rect(x, grid_top - cell_h, w, cell_h, stroke=0, fill=1)
    c.setFillColorRGB(*INK)
    c.setFont(SANS_CONDENSED, SMALLEST)
    c.drawString(x + mm(0.6), grid_top - cell_h + cell_h * 0.32, f"{t['you']}\\{t['foe']}")
    c.setFont(SANS_CONDENSED_BOLD, 6.4)
    for j, enemy in enumerate(STAMINA_STEPS):
        cx = x + label_w + (j + 0.5) * cell_w
        c.drawCentredString(cx, grid_top - cell_h + cell_h * 0.3, str(enemy))
    for i, hero in enumerate(STAMINA_STEPS):
        cy = grid_top - (i + 2) * cell_h
        c.setFillColorRGB(*TINT)
        c.rect(x, cy, label_w, cell_h, stroke=0, fill=1)
        c.setFillColorRGB(*INK)
        c.setFont(SANS_CONDENSED_BOLD, 6.4)
        c.drawCentredString(x + label_w / 2, cy + cell_h * 0.3, str(hero))
        c.setFont(SANS_CONDENSED, 6.4)
        for j, enemy in enumerate(STAMINA_STEPS):
            p = table[hero][enemy]
            cx = x + label_w + j * cell_w
            c.setFillColorRGB(*_cell_colour(p, ink))
            c.rect(cx, cy, cell_w, cell_h, stroke=0, fill=1)
            c.setFillColorRGB(*INK)
            c.drawCentredString(cx + cell_w / 2, cy + cell_h * 0.3, _cell_text(p, *certainty))
    # Grid lines on top of the tints.
    c.setStrokeColorRGB(*RULE_GREY)
    c.setLineWidth(0.3)
    bottom = grid_top - (n + 1) * cell_h
    for j in range(n + 1):
        lx = x + label_w + j * cell_w
        c.line(lx, bottom, lx, grid_top)
    for i in range(n + 2):
        ly = grid_top - i * cell_h
        c.line(x, ly, x + w, ly)
    c.setStrokeColorRGB(*INK)
    c.setLineWidth(0.7)
    c.rect(x, bottom, w, grid_top - bottom, stroke=1, fill=0)


# -- building ------------------------------------------------------------------------------


def render_part(part: str, locale: str, paper_name: str = "a4", *, monster_boxes: int = 12,
                ink: str = "color") -> tuple[bytes, int]:
    """The PDF bytes and page count of one part of the kit (``ink="mono"``: the odds
    tables shaded in grey; the other sheets are black and grey anyway)."""
    paper = paper_named(paper_name).portrait()
    if part == "adventure-sheet":
        title = SHEET[locale]["title"]
        pages = [lambda c: _draw_adventure_sheet(c, paper, locale, monster_boxes)]
    elif part == "rules-summary":
        title, pages = RULES_TITLE[locale], [lambda c: _draw_rules_summary(c, paper, locale)]
    else:  # odds-table
        title = ODDS[locale]["title"].split("—")[0].strip()
        # Classic rules first, then the double-six variant: a table agrees on one preset.
        pages = [lambda c, s=skill, ik=ik: _draw_odds_page(c, paper, locale, s, ik, ink)
                 for ik in (False, True) for skill in HERO_SKILLS]
    game = SHEET[locale]["game"]  # the subject: the game's name in the sheet's language
    builder = PdfBuilder((paper.width, paper.height), title=title, subject=game,
                         keywords="pnpkit fighting-fantasy", lang=locale)
    for draw in pages:
        draw(builder.canvas)
        builder.show_page()
    rendered = builder.finish()
    return rendered.data, rendered.pages


def sheet_part(build, component):
    """A kit component (content/fighting-fantasy/game.yaml ``kit:``) whose kind names the
    sheet (one of PARTS) as a pipeline part writing ``<part>.pdf``.  It is drawn from code
    and the options alone (plus the number of monster boxes on the adventure sheet), so a
    change to the game's YAML rebuilds none of the sheets."""
    from pnpkit.render.pipeline import Output, Part, hash_inputs

    sheet, name, options = component.kind, component.part or component.kind, build.options
    locale = options.locale if options.locale in LOCALES else "ru"
    boxes = int(build.game.extra.get("monster_boxes", 12)) if build.game is not None else 12
    ink = "mono" if getattr(options, "ink", "color") == "mono" else "color"

    def build_pdf(report):
        data, pages = render_part(sheet, locale, options.paper, monster_boxes=boxes, ink=ink)
        report(1, 1)
        return [Output(f"{name}.pdf", data, pages)]

    depends = (boxes,) if sheet == "adventure-sheet" else ()
    depends += ("mono",) if ink == "mono" and sheet == "odds-table" else ()
    return Part(name, hash_inputs("fighting-fantasy", sheet, locale, options.paper, *depends), build_pdf)


def fighting_fantasy_texts(game, locale: str, text_for=None) -> list:
    """The kit's boxed texts (render.kit_texts): none, as the adventure sheet, the rules
    page and the odds tables draw their words at fixed sizes on fixed lines and wrap their
    paragraphs onto the page, so nothing is fitted into a box and nothing can fail the build."""
    return []


def ff_faces(game, options):
    """The sheets a virtual table shows (pnpkit export --to tts): the adventure sheet and
    the rules summary, each the kit's own one-page PDF.  The odds table is a booklet to
    read, not a sheet to lay out, and there are no cards."""
    from pnpkit.render.faces import KitFaces, SheetFace

    locale = options.locale if options.locale in LOCALES else "ru"
    boxes = int(game.extra.get("monster_boxes", 12))
    titles = {"adventure-sheet": SHEET[locale]["title"],
              "rules-summary": RULES_TITLE[locale]}

    def sheet(name: str) -> SheetFace:
        return SheetFace(name, titles[name], lambda: render_part(
            name, locale, options.paper, monster_boxes=boxes)[0])

    return KitFaces(boards=(sheet("adventure-sheet"), sheet("rules-summary")))

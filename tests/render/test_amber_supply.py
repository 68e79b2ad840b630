"""The Amber kit's item board, points-and-money board and print guide, built as
`pnpkit build` builds them (the components game.yaml lists): a place for every item
card and every kind of token, nothing drawn on a text, the guide first and in step
with the files the kit writes, every font embedded."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from pdf_inspect import printed_sizes, reader
from test_amber_kit import FOLDER, game_in, pdf_text, squash

from pnpkit.cli.build import BuildOptions
from pnpkit.games.amber.kit.amber_guide import guide_rows, section_points
from pnpkit.games.amber.kit.amber_kit import WORDS
from pnpkit.games.amber.kit.amber_supply import (
    _supply_tokens,
    item_slots,
    tray_boxes,
    tray_frames,
)
from pnpkit.games.amber.plugin import PLUGIN
from pnpkit.layout.paper import A4, LETTER
from pnpkit.render.kit_plan import KitBuild, kit_parts
from pnpkit.render.pipeline import kit_folder, run_kit

SUPPLY = ("print-guide", "item-board", "points-board")
#: parts whose sheet counts the guide is checked against (the quick ones)
CHECKED = ("kingdom-board", "temple-board", "princes", "travellers", "items", "catalogue",
           "calibration")
EPS = 0.005


def guide_text(game, words: dict, settings, *, booklet: bool = False) -> str:
    """Every word the guide prints, in order."""
    g = words["guide"]
    parts = [g["title"].format(game=game.title), g["first"], g["files"], *g["columns"]]
    for r in guide_rows(game, g, settings, words, booklet=booklet):
        parts += [r.file, r.what, r.sheets, r.paper, r.how]
    parts.append(g["copies"])
    for key in ("calibrate", "duplex", "cutting", "assembly", "bring", "builder"):
        parts += [g[key]["title"], g[key].get("text", ""), *section_points(g, key, settings)]
    return "\n".join(p for p in parts if p)


def supply_text_boxes(game, paper) -> list:
    """Every place of both boards as laid out."""
    items = [i for i in game.items if int(i.attrs.get("count", 1)) > 0]
    out = [("item-board", slot) for page in item_slots(paper, len(items)) for slot in page]
    count = len(_supply_tokens(game)) + 1
    out += [("points-board", tray_boxes(frame)) for page in tray_frames(paper, count)
            for frame in page]
    return out


def parts_of(locale: str, tmp: Path, paper: str = "a4", only: tuple[str, ...] = SUPPLY):
    from pnpkit.i18n.translator import localize
    from pnpkit.readers.game_reader import load_game

    game, translator = localize(load_game(FOLDER).game, FOLDER, locale)
    options = BuildOptions(locale, paper, tmp, only, "color", "long", (0.0, 0.0))
    build = KitBuild(game, options, (), FOLDER, translator.text)
    return [p for p in kit_parts(build, game.kit, PLUGIN.kit_builders) if p.name in only]


@cache
def built(locale: str, tmp: Path, paper: str = "a4", only: tuple[str, ...] = SUPPLY) -> Path:
    run_kit(parts_of(locale, tmp, paper, only), out=tmp, game_id="amber", locale=locale,
            paper=paper, only=only)
    return kit_folder(tmp, "amber", locale, paper)


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    return tmp_path_factory.mktemp("supply")


def test_the_print_guide_is_the_kits_first_part():
    assert [c.part for c in game_in("ru").kit][0] == "print-guide"
    assert {"item-board", "points-board"} <= {c.part for c in game_in("ru").kit}


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_item_board_has_a_place_for_every_item_card(root, locale):
    folder = built(locale, root)
    text = squash(pdf_text(folder / "item-board.pdf"))
    game = game_in(locale)
    for item in game.items:
        if int(item.attrs.get("count", 1)) > 0:
            assert squash(item.name) in text, item.id
    assert squash(WORDS[locale]["supply"]["item_board"]) in text


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_points_board_has_a_tray_for_every_token_of_the_supply(root, locale):
    folder = built(locale, root)
    text = squash(pdf_text(folder / "points-board.pdf"))
    tokens = _supply_tokens(game_in(locale))
    assert {t.kind for t in tokens} >= {"money", "points", "alignment"}
    for token in tokens:
        assert squash(token.name) in text, token.id
    assert squash(WORDS[locale]["supply"]["aside"]) in text
    assert len(reader((folder / "points-board.pdf").read_bytes()).pages) == 1


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_no_picture_lies_on_a_text_and_every_text_stays_in_its_place(paper):
    def overlap(a, b) -> bool:
        return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top

    def inside(a, b) -> bool:
        return a.x >= b.x and a.y >= b.y and a.right <= b.right and a.top <= b.top

    places = supply_text_boxes(game_in("ru"), paper)
    assert places
    frames: dict[str, list] = {}
    for board, slot in places:
        texts = [box.rect for _role, box in slot.texts]
        assert not any(overlap(slot.picture, t) for t in texts), (board, slot)
        assert all(inside(t, slot.frame) for t in texts + [slot.picture]), (board, slot)
        for i, a in enumerate(texts):
            assert not any(overlap(a, b) for b in texts[i + 1:]), (board, slot)
        assert inside(slot.frame, type(slot.frame)(0, 0, paper.width, paper.height))
        frames.setdefault(board, []).append(slot.frame)
    for board, rects in frames.items():  # places of a page never overlap (pages repeat)
        page = list(dict.fromkeys((r.x, r.y, r.width, r.height) for r in rects))
        for i, a in enumerate(page):
            for b in page[i + 1:]:
                assert not overlap(type(rects[0])(*a), type(rects[0])(*b)), board


@pytest.mark.parametrize("locale", ["ru", "en", "pseudo"])
def test_supply_boards_and_guide_print_legibly_with_every_font_embedded(root, locale):
    from pdf_inspect import fonts

    folder = built(locale, root)
    for name in SUPPLY:
        data = (folder / f"{name}.pdf").read_bytes()
        runs = printed_sizes(data)
        assert runs, name
        smallest = min(s for s, _ in runs)
        assert smallest >= 6 - EPS, f"{locale} {name}: text at {smallest:.2f} pt"
        if name.endswith("-board"):  # a board's rule: at most 5 % of the characters under 7 pt
            small = sum(n for s, n in runs if s < 7 - EPS) / sum(n for _, n in runs)
            assert small <= 0.05, f"{locale} {name}: {small:.1%} under 7 pt"
        used = fonts(data)
        assert used and all(f.embedded for f in used), (name, used)
    if locale == "pseudo":  # the kit's words come through the catalogue, not Russian
        assert "Поле предметов" not in pdf_text(folder / "item-board.pdf")


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_print_guide_names_every_file_and_says_how_to_print_it(root, locale):
    folder = built(locale, root)
    text = squash(pdf_text(folder / "print-guide.pdf"))
    g = WORDS[locale]["guide"]
    settings = BuildOptions(locale, "a4", root, (), "color", "long", (0.0, 0.0))
    rows = guide_rows(game_in(locale), g, settings)
    files = {r.file for r in rows}
    # every file the kit prints (not the SVG sources), the guide first
    assert rows[0].file == "print-guide.pdf"
    for part in game_in(locale).kit:
        assert any(f.startswith(part.part) for f in files), part.part
    for row in rows:
        assert squash(row.file) in text and squash(row.what)[:40] in text
    for key in ("calibrate", "duplex", "cutting", "assembly", "bring"):
        assert squash(g[key]["title"]) in text
    for word in {"ru": ("г/м²", "двусторонняя", "кубик", "картон"),
                 "en": ("g/m²", "double-sided", "die", "board")}[locale]:
        assert squash(word) in text
    assert squash(guide_text(game_in(locale), WORDS[locale], settings))[:200] in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_guides_sheet_counts_are_the_built_files_pages(root, paper):
    """Sheets printed one-sided are pages; double-sided sheets are half the pages; a
    tiled board's count adds its assembly map.  The tokens and the catalogue are counted
    too (they were written in as "4" and "1–2": Letter's tokens take 5 sheets)."""
    folder = built("ru", root / "checked", paper, CHECKED + ("tokens",))
    g = WORDS["ru"]["guide"]
    settings = BuildOptions("ru", paper, root, (), "color", "long", (0.0, 0.0))
    rows = {r.file: r for r in guide_rows(game_in("ru"), g, settings, WORDS["ru"])}
    checked = 0
    for path in sorted(folder.glob("*.pdf")):
        row = rows.get(path.name)
        assert row is not None, path.name
        if "×" in row.sheets:
            continue
        pages = len(reader(path.read_bytes()).pages)
        sheets = sum(int(n) for n in row.sheets.split("+"))  # "8 + 1"
        double = row.how == g["sides_two"]
        assert (pages == 2 * sheets) if double else (pages == sheets), (path.name, pages, row)
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("duplex", ["long", "short", "none"])
def test_the_guide_names_the_edge_the_kit_was_built_for(root, locale, duplex):
    """A kit built with --duplex short said "double-sided, long edge" and "flip on the
    long edge" all the same; the calibration sheet, printed on both sides, was also
    listed among the one-sided files."""
    g = WORDS[locale]["guide"]
    settings = BuildOptions(locale, "a4", root, (), "color", duplex, (0.0, 0.0))
    rows = {r.file: r for r in guide_rows(game_in(locale), g, settings, WORDS[locale])}
    text = guide_text(game_in(locale), WORDS[locale], settings)
    long_words, short_words = {"ru": ("по длинному краю", "по короткому краю"),
                               "en": ("long edge", "short edge")}[locale]
    if duplex == "none":
        assert long_words not in text and short_words not in text
        assert rows["calibration.pdf"].how == g["sides_scale"]
        return
    said, unsaid = (long_words, short_words) if duplex == "long" else (short_words, long_words)
    assert said in rows["adventure-deck.pdf"].how and said in rows["calibration.pdf"].how
    assert said in text and unsaid not in text
    one_side = section_points(g, "duplex", settings)[2]
    assert ("калибровочный лист — с двух" in one_side) if locale == "ru" else \
        ("calibration sheet on both" in one_side)


def test_letter_guide_speaks_of_letter_sheets(root):
    settings = BuildOptions("en", "letter", root, (), "color", "long", (0.0, 0.0))
    rows = guide_rows(game_in("en"), WORDS["en"]["guide"], settings)
    board = next(r for r in rows if r.file == "board.pdf")
    assert "Letter" in board.what and "A4" not in board.what


def test_every_poster_is_a_standard_a_size(root):
    """Posters go to a print shop: A2 for the Kingdom (and the main board), A4 for the
    Temple and the Pass, never a sheet of the board's own odd size."""
    from pdf_inspect import page_sizes

    from pnpkit.layout.units import mm

    folder = built("ru", root / "checked", "a4", CHECKED)
    a_sizes = {(round(mm(w)), round(mm(h))) for w, h in ((210, 297), (297, 420), (420, 594))}
    posters = sorted(folder.glob("*-poster.pdf"))
    assert {p.name for p in posters} >= {"kingdom-board-poster.pdf", "temple-board-poster.pdf"}
    for poster in posters:
        for w, h in page_sizes(poster.read_bytes()):
            assert (round(min(w, h)), round(max(w, h))) in a_sizes, (poster.name, w, h)


@pytest.mark.parametrize("ink", ["color", "mono"])
def test_supply_board_texts_read_at_4_5_to_1(ink):
    """Names, kinds and counts are ink on their place's tint; the value in a token's
    outline is the world's dark on white; the guide's table head white on amber."""
    from pnpkit.games.amber.kit.amber_kit import ITEM_WORLD
    from pnpkit.games.amber.kit.amber_supply import _slot_ground, _token_world
    from pnpkit.render.contrast import contrast_ratio
    from pnpkit.render.palette import INK_BLACK, PAPER_WHITE, WORLDS, Palette

    pal = Palette(ink)
    worlds = set(ITEM_WORLD.values()) | {_token_world(t) for t in game_in("ru").tokens}
    for world in worlds:
        ground, edge, _faint = _slot_ground(pal, world)
        assert contrast_ratio(INK_BLACK, ground) >= 4.5, world
        assert contrast_ratio(edge, PAPER_WHITE) >= 4.5, world
    assert contrast_ratio(PAPER_WHITE, WORLDS["amber"].dark) >= 4.5


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_guides_assembly_advice_is_the_assembly_maps(locale):
    """The tiles are glued overlapping (the map: cut the ✂ sheets' white margin, lay each
    over its neighbour so the round marks meet); the guide said to trim every sheet on
    its overlap line and glue them edge to edge, which cuts the marks away."""
    from pnpkit.layout.tiles import tile_board
    from pnpkit.layout.units import mm
    from pnpkit.render.board_tiles import _words as tile_words

    advice = WORDS[locale]["guide"]["assembly"]["points"][1]
    overlap = tile_board((mm(594), mm(420)), A4).overlap
    assert "✂" in advice and "✂" in tile_words(locale)["how"]
    assert f"{overlap / mm(1):g}\u00a0" in advice
    assert ("встык" not in advice) if locale == "ru" else ("edge to edge" not in advice)


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("paper, cards, bleed", [("a4", "bleed", "3"), ("letter", "bleed", "1–2"),
                                                 ("a4", "tight", None)])
def test_the_guides_cutting_advice_fits_the_card_sheets(root, locale, paper, cards, bleed):
    """The guide promised every card "its own 3 mm bleed" and a strip to throw away
    between cards on any paper and with --cards tight (edge to edge, no bleed), and
    Letter's large cards get 2 mm, its poker cards 1 mm (eight a sheet, as on A4)."""
    from dataclasses import replace

    g = WORDS[locale]["guide"]
    settings = replace(BuildOptions(locale, paper, root, (), "color", "long", (0.0, 0.0)),
                       cards=cards)
    first, second = section_points(g, "cutting", settings)[:2]
    assert "{" not in first
    mm_word = "мм" if locale == "ru" else "mm"
    calibration = section_points(g, "calibrate", settings)[1]
    if bleed is None:
        assert mm_word not in first
        assert ("выбросьте" not in second) if locale == "ru" else ("Throw" not in second)
        # nor does the calibration advice excuse a 1 mm shift by a bleed the cards lack
        assert ("вылет под обрез." not in calibration) if locale == "ru" else \
            ("every card has a bleed" not in calibration)
    else:
        assert f"{bleed}\u00a0{mm_word}" in first


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_booklet_rulebook_is_printed_as_one(root, locale):
    """With --booklet the rulebook is A5 pages two-up, ordered for folding: it must be
    printed on the short edge (the guide said "double-sided or as a booklet" all the
    same), and the guide is built again when --booklet changes."""
    g = WORDS[locale]["guide"]
    settings = BuildOptions(locale, "a4", root, (), "color", "long", (0.0, 0.0), booklet=True)
    rows = {r.file: r for r in guide_rows(game_in(locale), g, settings, WORDS[locale],
                                          booklet=True)}
    assert rows["rulebook.pdf"].how == g["sides_booklet"]
    assert ("по короткому краю" if locale == "ru" else "short edge") in g["sides_booklet"]
    plain = {r.file: r for r in guide_rows(game_in(locale), g, settings, WORDS[locale])}
    assert plain["rulebook.pdf"].how == g["sides_book"]
    keys = {booklet: next(p for p in parts_of_with(locale, root, booklet)
                          if p.name == "print-guide").inputs for booklet in (False, True)}
    assert keys[False] != keys[True]


def parts_of_with(locale: str, tmp: Path, booklet: bool):
    from pnpkit.i18n.translator import localize
    from pnpkit.readers.game_reader import load_game

    game, translator = localize(load_game(FOLDER).game, FOLDER, locale)
    options = BuildOptions(locale, "a4", tmp, ("print-guide",), "color", "long", (0.0, 0.0),
                           booklet=booklet)
    build = KitBuild(game, options, (), FOLDER, translator.text)
    return [p for p in kit_parts(build, game.kit, PLUGIN.kit_builders) if p.name == "print-guide"]


@pytest.mark.parametrize("locale", ["ru", "en", "pseudo"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_guides_text_stays_in_its_columns_and_on_the_page(root, locale, paper):
    """The guide's headings were one line however long (the pseudo-locale's title ran
    off the page) and its table head did not wrap nor fit: "Листов"/"Sheets" ran past
    its column into the next one."""
    import pypdfium2 as pdfium

    from pnpkit.games.amber.kit.amber_guide import MARGIN
    from pnpkit.layout.units import mm

    folder = built(locale, root / f"guide-{paper}", paper, ("print-guide",))
    doc = pdfium.PdfDocument((folder / "print-guide.pdf").read_bytes())
    page = doc[0]
    width = page.get_width()
    text = page.get_textpage()
    boxes = [text.get_charbox(i) for i in range(text.count_chars())]
    chars = [(text.get_text_range(i, 1), box) for i, box in enumerate(boxes)]
    printed = [(c, b) for c, b in chars if c.strip()]
    assert all(b[2] <= width - MARGIN + 1 for _c, b in printed), "text beyond the right margin"
    # the table's columns begin where its head's cells begin
    heads = WORDS["ru" if locale == "pseudo" else locale]["guide"]["columns"]
    if locale == "pseudo":
        return  # the pseudo head's words are not the Russian ones; the margins are checked
    starts = []
    for head in heads:
        found = text.search(head, match_case=True).get_next()
        assert found is not None, head
        starts.append(boxes[found[0]][0])
    head_top = max(boxes[text.search(heads[0], match_case=True).get_next()[0]][3], 0)
    after = WORDS[locale]["guide"]["copies"][:24]  # the paragraph under the table
    table_bottom = boxes[text.search(after, match_case=True).get_next()[0]][3]
    table = [(c, b) for c, b in printed if table_bottom + 0.5 < b[3] <= head_top + 0.5]
    for _c, (left, _bottom, right, _top) in table:
        # a glyph box may start a little left of its pen position (A, V at a line start)
        column = max((i for i, s in enumerate(starts) if s <= left + 1.0), default=None)
        if column is None or column + 1 >= len(starts):
            continue
        # at least 1 mm of the columns' 2 mm gap stays white
        assert right <= starts[column + 1] - mm(1), (locale, paper, _c, right, starts)


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_number_and_its_unit_stay_on_one_line(locale):
    """The guide broke "(100 %)" and "59.4 × 42 cm" across lines ("(100" at a line's
    end, "%)" on the next): number and unit are joined by no-break spaces."""
    import re


    for settings in (BuildOptions(locale, "a4", Path("."), (), "color", "long", (0.0, 0.0)),
                     BuildOptions(locale, "letter", Path("."), (), "color", "none", (0.0, 0.0))):
        text = guide_text(game_in(locale), WORDS[locale], settings)
        apart = re.findall(r"\d (?:%|мм|mm|см|cm|г/м²|g/m²|×)(?![\w])|× \d", text)
        assert not apart, apart[:5]

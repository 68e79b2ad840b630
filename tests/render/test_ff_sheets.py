"""The Fighting Fantasy print kit: sizes, text, fonts, determinism, and a look at pixels."""

import io
from dataclasses import dataclass
from functools import cache
from types import SimpleNamespace

import pytest
from pypdf import PdfReader

from pnpkit.games.fighting_fantasy.kit.ff_sheets import PARTS, render_part, sheet_part
from pnpkit.layout.paper import A4, LETTER
from pnpkit.model.game import KitComponent


@cache
def _rendered(part: str, locale: str, paper: str, ink: str) -> tuple[bytes, int]:
    return render_part(part, locale, paper, ink=ink)


def rendered(part: str, locale: str, paper: str = "a4", ink: str = "color") -> tuple[bytes, int]:
    """A sheet rendered once for the tests that read it (the same bytes each time:
    test_same_bytes_twice, which renders afresh)."""
    return _rendered(part, locale, paper, ink)


def _reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def _text(data: bytes) -> str:
    return " ".join(page.extract_text() for page in _reader(data).pages)


@pytest.mark.parametrize("paper, size", [("a4", A4), ("letter", LETTER)])
@pytest.mark.parametrize("part", PARTS)
def test_page_sizes(part, paper, size):
    data, pages = rendered(part, "en", paper)
    reader = _reader(data)
    assert len(reader.pages) == pages == (12 if part == "odds-table" else 1)
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(size.width, abs=0.01)
        assert float(page.mediabox.height) == pytest.approx(size.height, abs=0.01)


@pytest.mark.parametrize(
    "part, locale, needles",
    [
        (
            "adventure-sheet",
            "ru",
            [
                "ЛИСТ ПРИКЛЮЧЕНИЙ",
                "МАСТЕРСТВО",
                "ВЫНОСЛИВОСТЬ",
                "УДАЧА",
                "начальное",
                "сейчас",
                "ЗОЛОТО",
                "ДРАГОЦЕННОСТИ",
                "ЗЕЛЬЯ",
                "ПРИПАСЫ",
                "СНАРЯЖЕНИЕ",
                "ЗАМЕТКИ",
                "ВСТРЕЧИ С ЧУДОВИЩАМИ",
            ],
        ),
        (
            "adventure-sheet",
            "en",
            [
                "ADVENTURE SHEET",
                "SKILL",
                "STAMINA",
                "LUCK",
                "initial",
                "current",
                "GOLD",
                "JEWELS",
                "POTIONS",
                "PROVISIONS",
                "EQUIPMENT",
                "NOTES",
                "MONSTER ENCOUNTER BOXES",
            ],
        ),
        ("rules-summary", "ru", ["Испытай удачу", "Бегство", "дубль шестёрок", "Несколько"]),
        ("rules-summary", "en", ["Test your Luck", "Escaping", "Double-six", "Several opponents"]),
        (
            "odds-table",
            "ru",
            ["твоё МАСТЕРСТВО 7", "твоё МАСТЕРСТВО 12", "МАСТЕРСТВО противника 5"],
        ),
        ("odds-table", "en", ["your SKILL 7", "your SKILL 12", "Opponent’s SKILL 12"]),
    ],
)
def test_text_present(part, locale, needles):
    text = _text(rendered(part, locale)[0])
    for needle in needles:
        assert needle in text, needle


def test_twelve_monster_boxes():
    text = _text(rendered("adventure-sheet", "en")[0])
    assert text.count("Who") == 12


def test_odds_table_has_both_presets_and_never_rounds_to_certainty():
    reader = _reader(rendered("odds-table", "en")[0])
    classic, deadly = reader.pages[5].extract_text(), reader.pages[11].extract_text()
    assert "Classic rules" in classic and "your SKILL 12" in classic
    assert "double six kills" in deadly and "your SKILL 12" in deadly
    # SKILL 12 against 5 can still lose (17 beats 14): no cell may claim 100.
    first_block = deadly.split("Opponent’s SKILL 6")[0]
    assert " 100 " not in f" {first_block} ".replace("\n", " ")


def test_odds_table_prints_the_exact_values():
    # SKILL 7 vs 7, both STAMINA 2: one decisive round, exactly even.
    text = _text(rendered("odds-table", "en")[0])
    assert "50" in text and "<1" in text and ">99" in text


@pytest.mark.parametrize("part", PARTS)
def test_fonts_are_embedded_and_never_base14(part):
    reader = _reader(rendered(part, "ru")[0])
    for page in reader.pages:
        fonts = page["/Resources"]["/Font"]
        for ref in fonts.values():
            font = ref.get_object()
            descendant = (
                font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            )
            descriptor = descendant.get("/FontDescriptor")
            assert descriptor is not None, font
            descriptor = descriptor.get_object()
            assert any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
            assert "DejaVu" in str(font["/BaseFont"])


@pytest.mark.parametrize("part", PARTS)
def test_same_bytes_twice(part):
    assert render_part(part, "ru")[0] == render_part(part, "ru")[0]


def test_ff_parts_hook():
    @dataclass
    class Options:
        locale: str
        paper: str

    @dataclass
    class FakeGame:
        extra: dict

    twelve, eight = ([sheet_part(SimpleNamespace(game=FakeGame({"monster_boxes": n}), options=Options("ru", "a4")),
                                 KitComponent(sheet, sheet)) for sheet in PARTS] for n in (12, 8))
    assert [p.name for p in eight] == list(PARTS)
    # only the adventure sheet draws the monster boxes, so only it hangs on their number
    assert [a.inputs == b.inputs for a, b in zip(twelve, eight, strict=True)] == [False, True, True]
    calls = []
    outputs = eight[2].build(lambda *a: calls.append(a))
    assert [(o.name, o.pages) for o in outputs] == [("odds-table.pdf", 12)]
    assert calls == [(1, 1)]


def test_pages_render_with_ink_where_expected():
    pdfium = pytest.importorskip("pypdfium2")
    data, _ = rendered("adventure-sheet", "ru")
    image = pdfium.PdfDocument(data)[0].render(scale=0.5).to_pil().convert("L")
    width, height = image.size
    pixels = image.load()
    dark = sum(1 for x in range(0, width, 2) for y in range(0, height, 2) if pixels[x, y] < 128)
    share = dark / ((width // 2) * (height // 2))
    assert 0.01 < share < 0.25  # lines and words, not a blank or a black page
    # The bottom fifth holds the monster boxes: there is ink there too.
    bottom = sum(
        1
        for x in range(0, width, 2)
        for y in range(int(height * 0.8), height, 2)
        if pixels[x, y] < 128
    )
    assert bottom > 50


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("part", PARTS)
def test_no_text_prints_under_6_pt(part, locale, paper):
    """The provisions hint and the monster boxes' labels printed at 5.6 pt, the odds
    tables' corner ("you\\foe") at 5.2 pt."""
    from pdf_inspect import printed_sizes

    data, _pages = rendered(part, locale, paper)
    runs = printed_sizes(data)
    assert runs and min(size for size, _ in runs) >= 6 - 0.005



@pytest.mark.parametrize("locale, name", [("ru", "Боевое фэнтези"), ("en", "Fighting Fantasy")])
@pytest.mark.parametrize("part", PARTS)
def test_the_pdfs_subject_is_the_game_in_the_sheets_language(part, locale, name):
    """The Russian sheets' subject was the English "Fighting Fantasy"."""
    data, _pages = rendered(part, locale)
    assert _reader(data).metadata.subject == name


def test_a_mono_kits_odds_tables_are_grey_and_keep_their_cue():
    """--ink mono was ignored: the odds tables came in pale red and pale green, which a
    grey-scale printer prints as nearly the same grey. In mono every cell is a grey, the
    darker the likelier the loss; the colour kit is unchanged."""
    from pnpkit.games.fighting_fantasy.kit.ff_sheets import _cell_colour

    colour, _ = render_part("odds-table", "en")  # the default ink, rendered here
    mono, _ = rendered("odds-table", "en", ink="mono")
    assert colour == render_part("odds-table", "en", ink="color")[0] and mono != colour
    greys = [_cell_colour(p / 20, "mono") for p in range(21)]
    assert all(r == g == b for r, g, b in greys)
    lightness = [r for r, _g, _b in greys]
    assert lightness == sorted(lightness) and lightness[-1] == 1.0 and lightness[0] <= 0.75
    # no colour at all in the mono file's drawing
    import re
    import zlib

    for stream in re.findall(rb"stream\r?\n(.*?)endstream", mono, re.S):
        try:
            text = zlib.decompress(stream)
        except zlib.error:
            continue
        for r, g, b in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) rg", text):
            assert r == g == b, (r, g, b)


def test_the_build_passes_the_ink_to_the_odds_tables():
    def part(ink):
        build = SimpleNamespace(game=None, options=SimpleNamespace(locale="en", paper="a4", ink=ink))
        return sheet_part(build, KitComponent("odds-table", "odds-table"))

    assert part("mono").inputs != part("color").inputs
    assert part("mono").build(lambda *_: None)[0].data == render_part("odds-table", "en",
                                                                      ink="mono")[0]

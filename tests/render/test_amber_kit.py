"""The Amber print kit built from the shipped data: catalogue by shop, the main board's
panels, mono/letter/English builds (a few parts each, to stay quick)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from pnpkit.cli.build import BuildOptions
from pnpkit.games.amber.kit.amber_catalogue import amber_catalogue_sections, shops_of
from pnpkit.games.amber.kit.amber_kit import WORDS
from pnpkit.games.amber.plugin import PLUGIN
from pnpkit.i18n.translator import localize
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.render.kit_plan import KitBuild, kit_parts
from pnpkit.render.pipeline import run_kit

FOLDER = content_root() / "amber"


@cache
def _localized(locale: str):
    return localize(load_game(FOLDER).game, FOLDER, locale)


def game_in(locale: str):
    return _localized(locale)[0]


def kit_parts_of(game, options: BuildOptions, text_for=None) -> list:
    """The parts of ``options.only`` as `pnpkit build` makes them: the components
    content/amber/game.yaml lists, drawn by the generic and the plugin's builders."""
    build = KitBuild(game, options, (), FOLDER, text_for)
    return [p for p in kit_parts(build, game.kit, PLUGIN.kit_builders) if p.name in options.only]


def build(tmp_path: Path, only: tuple[str, ...], *, locale: str = "ru", paper: str = "a4",
          ink: str = "color") -> Path:
    options = BuildOptions(locale, paper, tmp_path, only, ink, "long", (0.0, 0.0))
    game, translator = _localized(locale)
    parts = kit_parts_of(game, options, translator.text)
    run_kit(parts, out=tmp_path, game_id="amber", locale=locale, paper=paper, only=only)
    return tmp_path / "amber" / (locale if paper == "a4" else f"{locale}-{paper}")


def pdf_text(path: Path) -> str:
    doc = pdfium.PdfDocument(str(path))
    try:
        return "\n".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    finally:
        doc.close()


def squash(text: str) -> str:
    """Text without line breaks and hyphenation, for looking up phrases; the typographic
    pass's curly apostrophe (Oberon’s) reads as the data's straight one."""
    for mark in ("\r", "-\n", "\u00ad", "\ufffe", "\x02"):
        text = text.replace(mark, "")
    return "".join(text.split()).replace("’", "'")


def test_catalogue_sections_are_the_shops_and_list_every_item_they_sell():
    game = game_in("ru")
    sections = amber_catalogue_sections(game, WORDS["ru"])
    by_title = {s.title: {e.id for e in s.entries} for s in sections}
    shops, field_goods = shops_of(game)
    names = {shop.id: shop.name for shop in shops}
    assert {"Магшоп", "Караван-сарай", "Ранчо", "Оружейная лавка", "Книжный магазин",
            "Детективное бюро"} <= set(by_title)
    for item in game.items:
        if item.price is None:
            continue
        for shop in item.attrs.get("sold_at") or ():
            assert item.id in by_title[names[shop]], (item.id, shop)
    assert {"item.bodyguard", "item.pocket-spy"} <= by_title["Детективное бюро"]
    found = by_title[WORDS["ru"]["found"]]
    assert {"item.blaster", "item.magic-sword", "item.amulet-7"} <= found
    assert not any("sold_at" in i.attrs for i in game.items if i.id in found)


def test_catalogue_pdf_prints_shops_prices_and_experience(tmp_path):
    folder = build(tmp_path, ("catalogue",))
    text = squash(pdf_text(folder / "catalogue.pdf"))
    for heading in ("МАГШОП", "РАНЧО", "ОРУЖЕЙНАЯЛАВКА", "ДЕТЕКТИВНОЕБЮРО"):
        assert heading in text
    assert "ITEM" not in text and "MAGIC-ITEM" not in text
    assert "Кольт" in text and "ПО2" in text and "Ценывталерах" in text


def test_main_board_prints_title_side_panels_pictures_and_both_squares(tmp_path):
    folder = build(tmp_path, ("board",))
    game = game_in("ru")
    for name in ("board.pdf", "board-poster.pdf"):
        text = squash(pdf_text(folder / name))
        assert squash(game.extra["board_title"]["text"]) in text
        for panel in game.extra["board_panels"]:
            assert squash(panel["title"]) in text
            assert squash(panel["text"])[:60] in text
        for picture in game.extra["board_pictures"]:
            assert squash(picture["note"]) in text
        for sector in (*game.fields_of("temple"), *game.fields_of("pass")):
            assert squash(sector.name.split(": ")[-1]) in text
    assert "Памятка" in (folder / "board.svg").read_text("utf-8")
    legend = squash(pdf_text(folder / "board-poster.pdf"))
    for world in ("Мир Силы", "Мир Ума", "Мир Магии", "Мир Золота"):
        assert squash(world) in legend


def test_temple_and_pass_sheets_show_all_eight_sectors_on_one_page(tmp_path):
    folder = build(tmp_path, ("temple-board", "pass-board"))
    for board in ("temple", "pass"):
        doc = pdfium.PdfDocument(str(folder / f"{board}-board.pdf"))
        assert len(doc) == 1  # one sheet, nothing to assemble: no assembly map
        doc.close()
        text = squash(pdf_text(folder / f"{board}-board-poster.pdf"))
        for sector in game_in("ru").fields_of(board):
            assert squash(sector.text)[:30] in text


@pytest.mark.parametrize(("ink", "paper"), [("mono", "a4"), ("color", "letter")])
def test_mono_and_letter_builds_succeed(tmp_path, ink, paper):
    from pdf_inspect import page_sizes

    only = ("temple-board", "princes", "catalogue", "tokens")
    folder = build(tmp_path, only, ink=ink, paper=paper)
    names = {p.name for p in folder.iterdir()}
    assert {"temple-board.pdf", "princes.pdf", "catalogue.pdf", "tokens.pdf"} <= names
    width = 612.0 if paper == "letter" else 595.3
    for name in ("princes.pdf", "catalogue.pdf", "tokens.pdf"):
        sizes = page_sizes((folder / name).read_bytes())
        assert all(abs(min(w, h) - width) < 1 for w, h in sizes), (name, sizes[:2])
    # five princes: four large cards a page on either paper (fronts and backs: 4 pages)
    assert len(page_sizes((folder / "princes.pdf").read_bytes())) == 4


def test_english_build_prints_english_names_and_headings(tmp_path):
    folder = build(tmp_path, ("travellers", "items", "catalogue"), locale="en")
    game = game_in("en")
    items = squash(pdf_text(folder / "items.pdf"))
    assert "Colt" in items and "Кольт" not in items
    travellers = squash(pdf_text(folder / "travellers.pdf"))
    for character in game.characters:
        if character.kind == "traveller":
            assert squash(character.name) in travellers
    catalogue = squash(pdf_text(folder / "catalogue.pdf"))
    assert "Tradecatalogue" in catalogue and "WEAPONSHOP" in catalogue.upper()
    assert squash(WORDS["en"]["found"]).upper() in catalogue.upper()
    assert not any("\u0400" <= ch <= "\u04ff" for ch in catalogue)


def test_token_sheet_has_labelled_thalers_counters_alignments_and_a_standee_each():
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces

    game = game_in("ru")
    pieces = amber_pieces(game, WORDS["ru"])
    ids = [p.id for p in pieces]
    for value in (1, 5, 10, 20, 50):
        assert any(i.startswith(f"token.thaler-{value}#") for i in ids)
    for key in ("good", "neutral", "evil"):
        assert any(i.startswith(f"token.alignment-{key}#") for i in ids)
    assert any(i.startswith("token.points-1#") for i in ids)
    travellers = [c for c in game.characters if c.kind == "traveller"]
    standees = [p for p in pieces if p.shape == "standee"]
    assert sorted(p.id.split(":")[1] for p in standees) == sorted(c.id for c in travellers)


def test_tokens_pdf_prints_the_words_and_fits_four_pages(tmp_path):
    folder = build(tmp_path, ("tokens",))
    doc = pdfium.PdfDocument(str(folder / "tokens.pdf"))
    assert len(doc) <= 4
    doc.close()
    text = squash(pdf_text(folder / "tokens.pdf"))
    for word in ("Добрый", "Нейтральный", "Злой", "пункт", "пунктов", "талеров", "Амазонка",
                 "Жетоныифишки"):
        assert word in text
    assert "money" not in text and "figure" not in text


def test_every_edge_of_the_main_board_joins_touching_cells():
    """The main board draws an edge as a short bar across the gap between two cells: each
    edge must join cells side by side (a gap of a few mm, overlapping the other way);
    other boards draw centre-to-centre lines, which must not run under a third cell."""
    game = game_in("ru")

    def gap(a, b, axis):
        return max(b[axis] - (a[axis] + a[axis + 2]), a[axis] - (b[axis] + b[axis + 2]))

    for board in ("main", "kingdom"):
        rects = {f.id: f.rect for f in game.fields_of(board)}
        for edge in game.edges_of(board):
            a, b = rects[edge.a], rects[edge.b]
            if board == "main":
                gaps = sorted((gap(a, b, 0), gap(a, b, 1)))
                assert gaps[0] < 0 and 0 < gaps[1] <= 6, (edge.a, edge.b)
                continue
            ca = (a[0] + a[2] / 2, a[1] + a[3] / 2)
            cb = (b[0] + b[2] / 2, b[1] + b[3] / 2)
            for other, r in rects.items():
                if other in (edge.a, edge.b):
                    continue
                for i in range(1, 50):
                    x = ca[0] + (cb[0] - ca[0]) * i / 50
                    y = ca[1] + (cb[1] - ca[1]) * i / 50
                    assert not (r[0] < x < r[0] + r[2] and r[1] < y < r[1] + r[3]), \
                        (edge.a, edge.b, other)


def test_cli_builds_a_mono_letter_subset(tmp_path):
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app

    result = CliRunner().invoke(get_app(), ["build", str(FOLDER), "--out", str(tmp_path), "--ink",
                                      "mono", "--paper", "letter", "--only",
                                      "catalogue,temple-board"])
    assert result.exit_code == 0, result.output
    folder = tmp_path / "amber" / "ru-letter-mono"
    assert (folder / "catalogue.pdf").exists() and (folder / "temple-board.pdf").exists()
    assert f"Kit folder: {folder}" in " ".join(result.output.split())


def test_a_mono_build_leaves_the_colour_kit_beside_it(tmp_path):
    """--ink mono writes its own folder (ru-mono): the colour kit's files stay, and a
    colour build after it is still unchanged (it replaced them before)."""
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app

    def build(*extra):
        result = CliRunner().invoke(get_app(), ["build", str(FOLDER), "--out", str(tmp_path),
                                                "--only", "temple-board", *extra])
        assert result.exit_code == 0, result.output
        return result.output

    build()
    colour = (tmp_path / "amber" / "ru" / "temple-board.pdf").read_bytes()
    output = build("--ink", "mono")
    mono = tmp_path / "amber" / "ru-mono" / "temple-board.pdf"
    assert "ru-mono" in " ".join(output.split()) and mono.read_bytes() != colour
    assert (tmp_path / "amber" / "ru" / "temple-board.pdf").read_bytes() == colour
    assert "skipped" in build() and "skipped" in build("--ink", "mono")


def test_a_letter_build_leaves_the_a4_kit_beside_it(tmp_path):
    """--paper letter writes its own folder: the A4 kit's files keep their A4 pages."""
    from pdf_inspect import page_sizes
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app

    for paper in ("a4", "letter"):
        result = CliRunner().invoke(get_app(), ["build", str(FOLDER), "--out", str(tmp_path),
                                                "--paper", paper, "--only", "calibration"])
        assert result.exit_code == 0, result.output
    a4 = page_sizes((tmp_path / "amber" / "ru" / "calibration.pdf").read_bytes())
    letter = page_sizes((tmp_path / "amber" / "ru-letter" / "calibration.pdf").read_bytes())
    assert round(a4[0][0]) == 595 and round(letter[0][0]) == 612


def test_progress_counts_agree_from_start_to_done(tmp_path):
    """Each part announces the count it then reports and finishes with (items count
    their 83 cards, copies included, not 51 kinds; tokens their pieces, not one sheet)."""
    from pnpkit.render.pipeline import ProgressEvent, run_build

    only = ("items", "tokens", "temple-board")
    options = BuildOptions("ru", "a4", tmp_path, only, "color", "long", (0.0, 0.0))
    game, translator = _localized("ru")
    parts = kit_parts_of(game, options, translator.text)
    events: list[ProgressEvent] = []
    run_build(parts, tmp_path / "kit", progress=events.append)
    for name in only:
        mine = [e for e in events if e.part == name]
        assert {e.total for e in mine} == {mine[0].total}, (name, mine)
        assert mine[-1].state == "done" and mine[-1].done == mine[0].total
    items = next(e for e in events if e.part == "items")
    assert items.total == sum(int(i.attrs.get("count", 1)) for i in game_in("ru").items) > 51


@pytest.mark.parametrize("locale, titles", [
    ("ru", {"travellers.pdf": "Путники", "princes.pdf": "Принцы Эмбера", "items.pdf": "Предметы"}),
    ("en", {"travellers.pdf": "Travellers", "princes.pdf": "Princes of Amber",
            "items.pdf": "Items"}),
])
def test_card_sets_are_titled_in_the_kits_language(tmp_path, locale, titles):
    """A PDF viewer shows a file's title: the character and item cards were titled by
    the data's identifiers ("traveller", "prince", "items") in every language."""
    from pdf_inspect import reader

    folder = build(tmp_path, ("travellers", "princes", "items"), locale=locale)
    for name, title in titles.items():
        assert reader((folder / name).read_bytes()).metadata.title == title, name

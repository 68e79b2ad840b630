"""The Amber rulebook: contents vs bookmarks, links, appendices, engine-computed examples,
template overrides, translation hooks and the booklet imposition."""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from pnpkit.games.amber.rulebook import amber
from pnpkit.i18n.rulebook_strings import rulebook_entries
from pnpkit.readers.game_reader import load_game
from pnpkit.render.rulebook import markup
from pnpkit.render.rulebook.booklet import booklet_order, impose_booklet
from pnpkit.render.rulebook.build import (
    render_markup,
    typeset_rulebook,
)
from pnpkit.render.rulebook.templates import template_strings, translate_source

ROOT = Path(__file__).parents[2]
CONTENT = ROOT / "content" / "amber"
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="module")
def game():
    result = load_game(CONTENT)
    if result.game is None:
        pytest.skip("content/amber does not read")
    return result.game


@pytest.fixture(scope="module")
def book(game):
    made = typeset_rulebook(game, "ru", "a4", False)
    assert made.pages == len(PdfReader(io.BytesIO(made.data)).pages)
    return made.data


def _texts(data: bytes) -> list[str]:
    pdf = pdfium.PdfDocument(data)
    return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]


def _outline(reader: PdfReader):
    def walk(items, depth):
        for item in items:
            if isinstance(item, list):
                yield from walk(item, depth + 1)
            else:
                yield depth, item.title, reader.get_destination_page_number(item) + 1
    return list(walk(reader.outline, 0))


def _squash(text: str) -> str:
    """Text without spaces, line breaks, hyphens and soft hyphens (so hyphenated and
    wrapped words compare equal); the typographic pass's curly apostrophe reads as a
    straight one."""
    return re.sub(r"[\s\-\u00ad\u2010\u2011\ufffe\ufffd\u00a0]+", "", text).replace("’", "'")


# --------------------------------------------------------------------------- contents, bookmarks, links


def test_contents_lists_every_section_with_the_page_it_starts_on(game, book):
    reader = PdfReader(io.BytesIO(book))
    outline = _outline(reader)
    document = markup.parse(render_markup(game)[0])
    numbered = [h for h in document.headings if h.level <= 2]
    assert [title for _d, title, _p in outline] == [h.label for h in numbered]
    first_chapter = outline[0][2]
    contents = "\n".join(_texts(book)[1:first_chapter - 1])
    printed = {}
    for line in contents.splitlines():
        m = re.match(r"^(.*?)\s*(?:\.\s*)+\s*(\d+)\s*$", line.strip())
        if m:
            printed[m.group(1).strip()] = int(m.group(2))
    assert {title: page for _d, title, page in outline} == printed
    # and each section's heading really is on that page
    texts = _texts(book)
    for _d, title, page in outline:
        assert _squash(title.split(" ", 1)[1]) in _squash(texts[page - 1]), title


def test_every_chapter_of_the_rules_is_there(game):
    document = markup.parse(render_markup(game)[0])
    anchors = {h.anchor for h in document.headings}
    assert {"move", "passing", "cards", "fight", "compensation", "madness", "friends", "items", "hunting",
            "duel", "pass-temple", "exchange", "infirmary", "trophy-office", "bank", "trade", "provaly",
            "kingdom", "capital", "labyrinth", "palace", "coronation", "crown-battle", "advice",
            "app-fields", "app-lyceum", "app-sectors", "app-catalogue", "app-cards", "app-travellers",
            "app-presets"} <= anchors


def test_bookmarks_and_internal_links_resolve(book):
    reader = PdfReader(io.BytesIO(book))
    pages = {p.indirect_reference.idnum: i for i, p in enumerate(reader.pages)}
    outline = _outline(reader)
    assert outline and all(1 <= page <= len(reader.pages) for _d, _t, page in outline)
    links = 0
    contents_links = 0
    for i, page in enumerate(reader.pages):
        for ref in page.get("/Annots") or []:
            annot = ref.get_object()
            if annot.get("/Subtype") != "/Link":
                continue
            dest = annot.get("/Dest")
            assert dest is not None, f"a link on page {i + 1} has no destination"
            assert dest[0].idnum in pages, f"a link on page {i + 1} points outside the document"
            links += 1
            contents_links += i in (1, 2)
    assert contents_links >= len(outline)     # every contents line is a link
    assert links > contents_links             # and the "see §…" references in the text


def test_section_references_link_to_their_heading(game):
    document = markup.parse(render_markup(game)[0])
    text = render_markup(game)[0]
    refs = set(re.findall(r"§\{([\w.-]+)\}", text))
    assert refs and refs <= {h.anchor for h in document.headings}
    with pytest.raises(markup.MarkupError, match="nowhere"):
        markup.parse("# A {#a}\nsee §{nowhere}")


# --------------------------------------------------------------------------- appendices


def test_every_field_and_card_appears_in_the_appendices(game, book):
    reader = PdfReader(io.BytesIO(book))
    start = next(page for _d, title, page in _outline(reader) if "Поля мира приключений" in title)
    appendix = _squash("\n".join(_texts(book)[start - 1:]))
    for card in game.cards:
        assert _squash(f"№ {card.number}. {card.name}") in appendix, card.id
    for f in game.fields:
        name = f.name.split(":")[-1].strip() if f.board in ("temple", "pass") else f.name
        assert _squash(name) in appendix, f.id
    # one table row per field: the main board by world, the kingdom, the two small boards
    document = markup.parse(render_markup(game)[0])
    rows = 0
    in_appendix = False
    for block in document.blocks:
        if isinstance(block, markup.Heading) and block.level == 1:
            in_appendix = block.anchor in ("app-fields", "app-sectors")
        if in_appendix and isinstance(block, markup.Table):
            rows += len(block.rows) - 1
    assert rows == len(game.fields)


def test_catalogue_lyceum_travellers_and_presets_in_the_appendices(game, book):
    text = _squash("\n".join(_texts(book)))
    for item in game.items:
        assert _squash(item.name) in text, item.id
    for row in game.index("tables")["table.lyceum"].rows:
        assert _squash(row.text) in text
    for character in game.characters:
        assert _squash(character.name) in text, character.id
    for preset in game.presets:
        assert _squash(preset.name) in text


# --------------------------------------------------------------------------- worked examples


def test_the_examples_are_the_engines_numbers(game, book):
    from pnpkit.games.amber.rules.board import build_board
    from pnpkit.games.amber.rules.kingdom import crown_round_losses
    from pnpkit.games.amber.rules.movement import legal_moves

    text = _squash("\n".join(_texts(book)))
    board = build_board(game)
    for start, roll in amber.MOVEMENT_EXAMPLES:
        for move in legal_moves(board, start, roll):
            route = " → ".join(game.field(f).name for f in move.route)
            assert _squash(route if not move.in_passing else game.field(move.dest).name) in text
    orc = game.card(amber.ORC)
    strength = int(orc.stats["strength"])
    you = amber.ORC_FIGHTER["strength"] + 2 + int(game.card(amber.CENTAUR).stats["strength"])
    enemy_roll, you_roll = amber.ORC_DICE
    assert _squash(f"{strength} + {enemy_roll} = {strength + enemy_roll}") in text
    assert _squash(f"{you} + {you_roll} = {you + you_roll}") in text
    crown = amber.crown_example(game)
    losses = crown_round_losses(crown["totals"], "full")
    for who, label in (("king", "Король"), ("first", "Первый претендент"), ("second", "Второй претендент")):
        faces = " + ".join(str(f) for f in crown["faces"][who])
        after = crown["lives"][who] - losses[who]
        assert _squash(f"{label} {faces} {sum(crown['faces'][who])} {losses[who]} {after}") in text


@pytest.fixture()
def changed_game(tmp_path):
    """A copy of the Amber data in which we may change a datum."""
    folder = tmp_path / "amber"
    shutil.copytree(CONTENT, folder)
    return folder


def _edit(path: Path, old: str, new: str, after: str = "") -> None:
    text = path.read_text(encoding="utf-8")
    at = text.index(after) if after else 0
    i = text.index(old, at)
    path.write_text(text[:i] + new + text[i + len(old):], encoding="utf-8")


def test_a_stronger_orc_changes_the_example(changed_game, game):
    before = render_markup(game)[0]
    assert "удар орка — 10 + 4 = 14" in before and "орк повержен" in before
    _edit(changed_game / "cards" / "001-050.yaml", "stats: {strength: 10,", "stats: {strength: 11,",
          after="id: card.015")
    changed = load_game(changed_game).game
    text = render_markup(changed, game_folder=changed_game)[0]
    assert "удар орка — 11 + 4 = 15" in text
    assert "ничья" in text and "орк повержен" not in text


def test_a_changed_board_and_preset_change_the_examples(changed_game, game):
    before = amber.movement_example(game, "field.mounted-barbarians", 2)
    _edit(changed_game / "board.yaml", "- between: [field.gun-shop, field.mounted-barbarians]\n", "")
    _edit(changed_game / "presets.yaml", "crown_battle: full", "crown_battle: simple")
    changed = load_game(changed_game).game
    after = amber.movement_example(changed, "field.mounted-barbarians", 2)
    assert "field.fortress" in before["dest_ids"] and "field.fortress" not in after["dest_ids"]
    text = render_markup(changed, game_folder=changed_game)[0]
    assert "Крепость» (" not in text.split("Пример 2")[0].split("Пример 1")[1]
    crown = amber.crown_example(changed)
    assert crown["mode"] == "simple" and crown["losses"] == {"king": 0, "first": 0, "second": 1}
    assert "Правила: упрощённые." in text


# --------------------------------------------------------------------------- templates, strings


def test_a_game_may_override_a_template(changed_game):
    own = changed_game / "templates" / "rulebook"
    own.mkdir(parents=True)
    (own / "06-advice.md.j2").write_text("# Советы {#advice}\n\nСвой совет этой игры.\n", encoding="utf-8")
    game = load_game(changed_game).game
    text = render_markup(game, game_folder=changed_game)[0]
    assert "Свой совет этой игры." in text and "Начинайте странствие" not in text


def test_rulebook_strings_for_the_catalogue_and_their_translation(game):
    entries = rulebook_entries(game)
    contexts = [e.context for e in entries]
    assert len(contexts) == len(set(contexts)) > 100
    assert any(e.source.startswith("Однажды самый обычный человек") for e in entries)
    assert all(e.context.startswith("rulebook.") for e in entries)
    # a translation replaces whole units and keeps the Jinja expressions working
    text, _ = render_markup(game, text_for=lambda context, source: "~" + source)
    document = markup.parse(text)
    # headings written in the templates are translated; those that print a data name are not
    assert all(h.title.startswith("~") for h in document.headings if not re.fullmatch(r"s\d+", h.anchor))
    assert "~Путник закончил ход" in text


def test_units_split_tables_lists_and_paragraphs():
    source = ("# Заголовок {#h}\n\nПервая строка\nвторая строка.\n\n- пункт\n  продолжение\n"
              "| **{{ f.name }}** | Условия {{ x|join(', ') }} |\n::cover Игра | Правила\n")
    strings = [t for _c, t, _l in template_strings("rulebook/x.md.j2", source)]
    assert strings == ["Заголовок", "Первая строка вторая строка.", "пункт продолжение",
                       "Условия {{ x|join(', ') }}", "Игра", "Правила"]
    out = translate_source("rulebook/x.md.j2", source, lambda c, t: t.replace("а", "A"))
    assert "# ЗAголовок {#h}" in out and "{{ x|join(', ') }}" in out


def test_each_numbered_item_is_one_string_and_keeps_its_number():
    source = "Советы:\n\n1. Первый совет\n2. Второй\n   совет\n"
    strings = [t for _c, t, _l in template_strings("rulebook/x.md.j2", source)]
    assert strings == ["Советы:", "Первый совет", "Второй совет"]
    out = translate_source("rulebook/x.md.j2", source, lambda c, t: t.upper())
    assert [b.ordered for b in markup.parse(out).blocks if hasattr(b, "ordered")] == [True]
    assert "1. ПЕРВЫЙ СОВЕТ\n2. ВТОРОЙ СОВЕТ" in out


@pytest.mark.skipif(not SHARED.is_dir(), reason="the seeds and the reference are not on this machine")
def test_no_nine_word_run_shared_with_the_sources(game):
    def words(text: str) -> list[str]:
        return re.findall(r"[a-zа-яё0-9]+", text.lower().replace("ё", "е"))

    runs: set[tuple[str, ...]] = set()
    for path in [*SHARED.glob("seeds/*"), *SHARED.glob("reference/*")]:
        w = words(path.read_text(encoding="utf-8", errors="ignore"))
        runs.update(tuple(w[i:i + 9]) for i in range(len(w) - 8))
    shared = []
    games = [game] + [load_game(ROOT / "content" / g).game for g in ("fighting-fantasy", "race")]
    for entry in [e for g in games if g is not None for e in rulebook_entries(g)]:
        w = words(re.sub(r"\{\{.*?\}\}|\{%.*?%\}", " ", entry.source))
        shared += [(entry.context, " ".join(w[i:i + 9])) for i in range(len(w) - 8) if tuple(w[i:i + 9]) in runs]
    assert not shared


# --------------------------------------------------------------------------- booklet, determinism


@pytest.mark.parametrize("pages", range(1, 19))
def test_booklet_order_folds_into_reading_order(pages):
    order = booklet_order(pages)
    total = len(order)
    assert total % 4 == 0 and total - pages < 4
    assert sorted(p for p in order if p is not None) == list(range(1, pages + 1))
    full = booklet_order(total)             # the same book without blanks
    assert order == [p if p <= pages else None for p in full]
    for side in range(0, total, 2):         # facing pages on one side of a sheet add up to total + 1
        assert full[side] + full[side + 1] == total + 1
    # reading order: page k is on sheet (k-1)//2 of the first half, mirrored in the second
    for k in range(1, total // 2 + 1):
        assert full.index(k) // 4 == full.index(total + 1 - k) // 4
    # the outer sheet's front carries the last and the first page
    assert order[1] == 1 and (order[0] == total or order[0] is None)


def test_booklet_imposes_a5_pages_two_up(game):
    from pnpkit.render.rulebook.document import typeset

    doc = markup.parse("::cover Книжка\n::toc\n" + "".join(f"# Глава {i}\n\nТекст.\n::pagebreak\n" for i in range(5)))
    small = typeset(doc, pagesize=(419.53, 595.28), locale="ru", title="t", header_title="t",
                    contents_title="Содержание")
    data, sides = impose_booklet(small.data, (841.89, 595.28))
    reader = PdfReader(io.BytesIO(data))
    assert sides == len(reader.pages) == -(-small.pages // 4) * 2
    assert all(float(p.mediabox.width) > float(p.mediabox.height) for p in reader.pages)
    again, _ = impose_booklet(small.data, (841.89, 595.28))
    assert again == data


def test_same_input_same_bytes():
    from pnpkit.render.rulebook.document import typeset

    doc = markup.parse("::toc\n# Глава {#a}\n\nСм. §{a}.\n## Часть\n\nТекст.\n")
    one = typeset(doc, pagesize=(595.28, 841.89), locale="ru", title="t", header_title="t", contents_title="C")
    two = typeset(doc, pagesize=(595.28, 841.89), locale="ru", title="t", header_title="t", contents_title="C")
    assert one.data == two.data


@pytest.mark.slow
def test_booklet_and_letter_rulebooks(game):
    booklet = typeset_rulebook(game, "ru", "a4", booklet=True)
    reader = PdfReader(io.BytesIO(booklet.data))
    assert len(reader.pages) == booklet.pages and booklet.pages % 2 == 0
    letter = typeset_rulebook(game, "ru", "letter")
    width = float(PdfReader(io.BytesIO(letter.data)).pages[0].mediabox.width)
    assert abs(width - 612) < 1
    assert typeset_rulebook(game, "ru", "letter").data == letter.data


# --------------------------------------------------------------------------- the other games


@pytest.mark.parametrize("game_id", ["fighting-fantasy", "race"])
def test_short_rulebooks_of_the_other_games(game_id):
    other = load_game(ROOT / "content" / game_id).game
    if other is None:
        pytest.skip(f"content/{game_id} does not read")
    book = typeset_rulebook(other)
    reader = PdfReader(io.BytesIO(book.data))
    assert len(reader.pages) == book.pages >= 3
    assert [t for _d, t, _p in _outline(reader)] == [h.label for h in book.document.headings if h.level <= 2]
    text = _squash("\n".join(_texts(book.data)))
    if game_id == "race":
        for f in other.fields:
            if f.text:
                assert _squash(f.text) in text, f.id
        from pnpkit.games.race.rulebook.race import first_obstacle_example

        example = first_obstacle_example(other)
        assert [run["end"] for run in example["runs"]] == [example["cell"] - 2, example["cell"] + 5]
        assert all(_squash(line) in text for run in example["runs"] for line in run["lines"])
    else:
        from pnpkit.games.fighting_fantasy.rulebook.fighting_fantasy import combat_example

        fight = combat_example(other)
        assert _squash(f"{fight['hero']['skill']} + {sum(fight['hero_dice'])} = {fight['hero_attack']}") in text
        for monster in other.characters:
            assert _squash(monster.name) in text


@pytest.mark.slow
def test_the_pseudo_locale_rulebook_typesets(game):
    """Every template string stretched and accented (the pseudo-locale) still renders:
    the Jinja expressions and markup survive translation."""
    from pnpkit.i18n.pseudo import is_pseudo, pseudo

    book = typeset_rulebook(game, "ru", text_for=lambda context, source: pseudo(source))
    assert book.pages > 30
    assert all(is_pseudo(h.title) for h in book.document.headings if not re.fullmatch(r"s\d+", h.anchor))


def test_appendices_are_lettered_in_the_alphabet_of_the_language():
    text = "# Глава {#c}\n\n::appendices\n# Поля {#a}\n## Мир\n\nСм. §{a}.\n"
    assert [h.number for h in markup.parse(text).headings] == ["1", "А", "А.1"]
    assert [h.number for h in markup.parse(text, markup.LATIN_APPENDIX_LETTERS).headings] == ["1", "A", "A.1"]


def test_every_font_of_the_rulebook_is_embedded(book):
    """Tables and the contents set a cell font of their own; reportlab's default is an
    unembedded Helvetica, which a print shop's preflight refuses."""
    from pdf_inspect import fonts

    used = fonts(book)
    assert used and all(f.embedded for f in used), {f.base_font for f in used if not f.embedded}


def test_a_word_longer_than_any_language_writes_is_cut_linearly():
    """A 200,000-letter run is cut into pieces before typesetting (the PDF engine breaks a
    word wider than its line in quadratic time: a minute for this one); ordinary long
    words are left whole."""
    from pnpkit.render.rulebook import markup

    doc = markup.parse("# " + "y" * 500 + "\n\nStart " + "x" * 200_000 + " end, Donaudampfschifffahrt.\n")
    (para,) = [b for b in doc.blocks if isinstance(b, markup.Para)]
    assert max(len(w) for w in para.text.split()) == markup.LONG_WORD_PIECE
    assert para.text.replace(" ", "").count("x") == 200_000 and "Donaudampfschifffahrt." in para.text
    assert max(len(w) for w in doc.headings[0].title.split()) == markup.LONG_WORD_PIECE


@pytest.mark.parametrize("cols", ["0 0", "x y", "1e309 1", "-1 2", "1 100", ""])
def test_column_shares_that_cannot_be_a_table_are_one_markup_error(cols):
    """Before: 'float division by zero', 'could not convert string to float' or the PDF
    engine's 'negative availWidth' in the middle of a build."""
    from pnpkit.render.rulebook import markup

    with pytest.raises(markup.MarkupError, match=r"^line 3: ::cols"):
        markup.parse(f"# T\n\n::cols {cols}\n| a | b |\n|---|---|\n| 1 | 2 |\n")

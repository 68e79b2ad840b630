"""The English rulebooks print no Russian: every word of a template reaches the catalogue,
the code-made examples speak English, and what is left in Cyrillic is on an allow-list."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from pnpkit.i18n.translator import localize
from pnpkit.readers.game_reader import load_game
from pnpkit.render.rulebook.build import typeset_rulebook
from pnpkit.render.rulebook.templates import translate_source

ROOT = Path(__file__).parents[2]
GAMES = ("amber", "fighting-fantasy", "race")
#: Cyrillic words an English rulebook prints on purpose (e.g. a glossary term shown in
#: both languages), per game; each with the reason in a comment.  None so far.
ALLOWED: dict[str, frozenset[str]] = {game: frozenset() for game in GAMES}
#: Russian letters and the numero sign, which English writes "No."
_RUSSIAN = re.compile(r"[\w№-]*[А-Яа-яЁё№][\w№-]*")


def stray_russian(text: str, allowed: frozenset[str] = frozenset()) -> list[str]:
    """The Russian words of ``text`` not on the allow-list, in order of appearance."""
    return [w for w in _RUSSIAN.findall(text) if w not in allowed]


def test_stray_russian_finds_words_and_the_numero_sign_but_not_allowed_ones():
    assert stray_russian("Player 1 and Игрок 1, No. 3 and № 4") == ["Игрок", "№"]
    assert stray_russian("the Amber (Янтарь) court", frozenset({"Янтарь"})) == []


@pytest.fixture(scope="module", params=GAMES)
def english_book(request):
    folder = ROOT / "content" / request.param
    game = load_game(folder).game
    if game is None:
        pytest.skip(f"content/{request.param} does not read")
    localized, translator = localize(game, folder, "en")
    book = typeset_rulebook(localized, "en", text_for=translator.text)
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(book.data)).pages]
    return request.param, pages, translator


def test_the_english_rulebooks_print_no_russian(english_book):
    game_id, pages, translator = english_book
    assert not translator.fallbacks, translator.warnings()[:5]
    stray = [(number, word) for number, text in enumerate(pages, 1)
             for word in stray_russian(text, ALLOWED[game_id])]
    assert not stray, f"{game_id}: Russian on English pages (page, word): {stray[:20]}"


def test_the_english_rulebooks_print_no_template_code(english_book):
    """A translation that changed a Jinja expression of its source (a word inside
    ``{{ "два кубика" if … }}``, ``join(" и ")``) has that expression printed as text:
    the English Amber and Fighting Fantasy rulebooks showed "{{ … }}" to the reader."""
    game_id, pages, _translator = english_book
    code = [(number, line) for number, text in enumerate(pages, 1)
            for line in text.splitlines() if "{{" in line or "{%" in line or "}}" in line]
    assert not code, f"{game_id}: template code on English pages: {code[:5]}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rulebook_translation_keeps_its_sources_expressions(game_id):
    """The shipped catalogues move a rulebook string's Jinja expressions but never
    change one (a changed one cannot run: it is printed as it is written)."""
    from pnpkit.readers.po_reader import catalogue_locales, read_catalog
    from pnpkit.render.rulebook.templates import expressions

    folder = ROOT / "content" / game_id / "locales"
    changed = []
    for locale in catalogue_locales(folder):
        for message in read_catalog(folder / f"{locale}.po", locale):
            if not (message.context or "").startswith("rulebook.") or not message.string:
                continue
            allowed = set(expressions(message.id))
            changed += [(locale, message.context, e) for e in expressions(message.string)
                        if e not in allowed]
    assert not changed, changed[:5]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_template_word_hides_from_the_catalogue(game_id):
    """Blank every catalogue unit of a template: what Russian is left (inside a Jinja
    expression, say) would be printed untranslated in every other language."""
    for path in sorted((ROOT / "templates" / game_id).rglob("*.j2")):
        name = path.relative_to(ROOT / "templates" / game_id).as_posix()
        left = translate_source(name, path.read_text(encoding="utf-8"), lambda context, text: "")
        left = re.sub(r"\{##.*?##\}", "", left, flags=re.S)  # comments are for the template's reader
        hidden = stray_russian(left)
        assert not hidden, f"{path.relative_to(ROOT)}: words the catalogue cannot see: {hidden[:10]}"

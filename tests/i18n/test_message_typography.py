"""#31.4: what the referees and kits say in English uses curly quotes and apostrophes
(“name”, ‘name’, player’s), in Russian «ёлочки» — in every shipped word table kept in
code and in every English msgstr of the three games' catalogues.  Placeholders, Jinja
markup and shell syntax a player is told to type (``pip install 'pnpkit[serve]'``, a
name with spaces in shell quotes) keep their straight marks."""

from __future__ import annotations

import importlib
import re

import pytest
from babel.messages.pofile import read_po

from pnpkit.i18n.code_texts import specs_of
from pnpkit.paths import content_root
from pnpkit.rules.messages import messages

GAMES = ("amber", "fighting-fantasy", "race")
#: {placeholders}, Jinja markup, and the shell text a message tells the player to type
NOT_PROSE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{[^{}]*\}|pip install '[^']*'|(?:in quotes|в кавычках): \"[^\"]*\"",
                       re.S)
STRAIGHT = re.compile(r"['\"]")
ENGLISH_MARKS = re.compile(r"['\"“”‘’]")


def _prose(text: str) -> str:
    return NOT_PROSE.sub("", text)


def _tables():
    seen = set()
    for game in GAMES:
        rules = "fighting-fantasy" if game == "fighting-fantasy" else game
        for spec in specs_of(rules):
            if spec in seen:
                continue
            seen.add(spec)
            module, _, name = spec.partition(":")
            table = getattr(importlib.import_module(module), name, None)
            if isinstance(table, dict):
                yield spec, table


def test_every_english_word_table_has_curly_quotes():
    found = [(spec, key, text) for spec, table in _tables() if table.get("en")
             for key, text in messages(table["en"]) if STRAIGHT.search(_prose(text))]
    assert not found, f"{len(found)} straight quotes, e.g. {found[:5]}"


def test_every_russian_word_table_quotes_with_guillemets():
    found = [(spec, key, text) for spec, table in _tables() if table.get("ru")
             for key, text in messages(table["ru"]) if ENGLISH_MARKS.search(_prose(text))]
    assert not found, found[:5]


@pytest.mark.parametrize("game", GAMES)
def test_every_english_msgstr_has_curly_quotes(game):
    with open(content_root() / game / "locales" / "en.po", "rb") as handle:
        catalogue = read_po(handle)
    found = []
    for message in catalogue:
        strings = [message.string] if isinstance(message.string, str) else list(message.string or ())
        found += [(message.context, s[:80]) for s in strings if message.id and STRAIGHT.search(_prose(s))]
    assert not found, f"{len(found)} straight quotes, e.g. {found[:5]}"


def test_the_scan_sees_a_straight_quote_and_lets_markup_be():
    assert STRAIGHT.search(_prose("no field '{text}'"))
    assert STRAIGHT.search(_prose("the player's piece"))
    assert not STRAIGHT.search(_prose("{{ field(\"field.inn\").text }} {player:gen} pip install 'pnpkit[serve]'"))
    assert not STRAIGHT.search(_prose("no field “{text}”, the player’s piece"))

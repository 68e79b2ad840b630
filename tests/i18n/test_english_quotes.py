"""English pages quote names with “curly” marks: not the straight ASCII quote, in the
rulebook's own helper nor in any game's English catalogue."""

import re

import pytest
from babel.messages.pofile import read_po

from pnpkit.paths import content_root

TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


@pytest.mark.parametrize("game", ["amber", "fighting-fantasy", "race"])
def test_no_straight_quotes_in_the_english_catalogue(game):
    with open(content_root() / game / "locales" / "en.po", "rb") as handle:
        catalogue = read_po(handle)
    straight = []
    for message in catalogue:
        text = message.string if isinstance(message.string, str) else " ".join(message.string or ())
        if "CLI_MESSAGES" in (message.context or ""):
            continue  # what a player types at the terminal: a name in shell quotes, "Anna Lee"
        if message.id and text and '"' in TEMPLATE.sub("", text):
            straight.append((message.context, text[:60]))
    assert not straight, straight


def test_the_amber_rulebook_quotes_a_name_in_the_locales_marks():
    from pnpkit.games.amber.rulebook.amber import context
    from pnpkit.i18n.translator import localize
    from pnpkit.readers.game_reader import load_game

    folder = content_root() / "amber"
    game, translator = localize(load_game(folder).game, folder, "en")
    assert context(game, "en", translator.text)["quoted"]("Oasis") == "“Oasis”"
    assert context(load_game(folder).game, "ru")["quoted"]("Оазис") == "«Оазис»"

"""The Amber referee's names and case forms, one id at a time (rules.referee_names.
OneAtATime): each id's answer is what names_of and case_forms give the whole game, in
Russian (the whole game) and in English (the game cache's names part); iterated, the
whole answer; and a write's sentences make no name they do not say (issue #31: every
name and every card's and item's case forms were ~4M instructions of each write)."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE, ShippedAmberReferee
from pnpkit.games.amber.rules.referee_text_say import case_forms, names_of
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_each_name_and_form_is_the_whole_games(locale):
    referee = ShippedAmberReferee()  # nothing asked of it yet
    game = referee.named(locale)
    names, forms = names_of(game, locale), case_forms(game, locale)
    assert len(names) > 400 and len(forms) > 150
    lazy_names, lazy_forms = referee.names(locale), referee.cases(locale)
    for ident in [*names, *forms, "field.nowhere", "card.999"]:  # each asked alone, none made before it
        assert lazy_names.get(ident) == names.get(ident) and (ident in lazy_names) == (ident in names), ident
        assert lazy_forms.get(ident) == forms.get(ident) and (ident in lazy_forms) == (ident in forms), ident
    assert lazy_names.get(7) is None and lazy_forms.get("field.nowhere", "—") == "—"
    with pytest.raises(KeyError):
        lazy_forms["field.nowhere"]
    fresh = ShippedAmberReferee()  # iterated before any id is asked: the whole answer, in order
    assert list(fresh.names(locale).items()) == list(names.items()) and dict(fresh.cases(locale)) == forms
    assert bool(fresh.cases(locale)) and len(fresh.names(locale)) == len(names)


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_writes_sentences_make_only_the_names_they_say(locale, tmp_path):
    path = tmp_path / "game.pnp"
    players = (Player("Аня", "гоблин", "f"), Player("Борис"), Player("Вика", "оборотень", "f"))
    Table.new(path, SessionHeader("amber", 12, players, locale=locale))
    table = Table.open(path)
    events = []
    for words in (["roll"], ["move", "Лазарет"], ["resolve"], ["choose", "2"]):
        events += table.act(words[0], words[1:], confirmed=True).events
    referee = ShippedAmberReferee()
    said = referee.describe(events, locale)
    assert said == REFEREE.describe(events, locale) and any("Лазарет" in line or "Infirmary" in line for line in said)
    if locale == "ru":  # English sentences read the names of the game cache's texts part (referee_told)
        assert referee.names(locale)._all is None and referee.cases(locale)._all is None
        assert 0 < len(referee.names(locale)._said) < 60 and len(referee.cases(locale)._said) < 60  # of ~440


def test_another_languages_names_are_read_only_for_a_things_id():
    """An English write's title of a roll names nothing, and «choose 2» names no thing (no
    id of the Russian game the rules read is «2»: localizing keeps every id): neither reads
    the game cache's English names part (~6.5M instructions of such a write); a thing's id
    does, and is named as the whole part names it."""
    referee = ShippedAmberReferee()
    ru = referee.game("ru")  # what the rules read first
    names, forms = referee.names("en"), referee.cases("en")
    assert "named en" not in referee._games
    for nothing in ("2", "-1", "", "field.nowhere", "Lyceum"):
        assert names.get(nothing) is None and nothing not in names and forms.get(nothing, "—") == "—", nothing
    assert "named en" not in referee._games
    whole = names_of(ShippedAmberReferee().named("en"), "en")
    for ident in (ru.fields[0].id, ru.cards[-1].id, ru.characters[0].id, ru.tables[0].id):
        assert names[ident] == whole[ident] and ident in names, ident
    assert "named en" in referee._games

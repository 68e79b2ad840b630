"""Issue 16, point 9: every field of the adventure board has a name of its own.

Seed 000 (000_62aca085f94afda4) has two «ПУСТЫНЯ», two «ПРЕРИЯ» and two «ОБМЕННЫЙ
ПУНКТ» and tells them apart only by where they lie.  A player who names a field (the
referee's ``move``, ``pnpkit moves``) or reads a move list must be able to tell which,
so the data prints them «Пустыня (север)» / «Пустыня (юг)» and so on, in both
languages; every consumer (board, rulebook, referee, catalogues) reads the data.
"""

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from pnpkit.cli.plain import CommandError
from pnpkit.games.amber.cli.moves_run import moves_output
from pnpkit.games.amber.referee import REFEREE
from pnpkit.i18n.translator import localize
from pnpkit.rules.session import Player, RuleError, SessionHeader, perform

CONTENT = Path(__file__).parents[3] / "content" / "amber"
PAIRS = {
    "field.desert-north": ("Пустыня (север)", "Desert (north)"),
    "field.desert-south": ("Пустыня (юг)", "Desert (south)"),
    "field.prairie-west": ("Прерия (запад)", "Prairie (west)"),
    "field.prairie-east": ("Прерия (восток)", "Prairie (east)"),
    "field.exchange-west": ("Обменный пункт (запад)", "Exchange Office (west)"),
    "field.exchange-east": ("Обменный пункт (восток)", "Exchange Office (east)"),
}


@pytest.fixture(scope="module")
def english(amber_game):
    game, _ = localize(amber_game, CONTENT, "en")
    return game


def _duplicates(fields):
    counts = Counter(f.name for f in fields)
    return {name for name, n in counts.items() if n > 1}


def test_no_two_fields_share_a_name_in_either_language(amber_game, english):
    assert _duplicates(amber_game.fields) == set()
    assert _duplicates(english.fields) == set()
    ru = {f.id: f.name for f in amber_game.fields}
    en = {f.id: f.name for f in english.fields}
    for fid, (ru_name, en_name) in PAIRS.items():
        assert (ru[fid], en[fid]) == (ru_name, en_name)


def test_the_field_tables_carry_the_same_names(amber_game):
    tables = {t.id: t.name for t in amber_game.tables}
    for fid in ("field.desert-north", "field.desert-south", "field.prairie-west", "field.prairie-east"):
        assert tables["table." + fid.split(".", 1)[1]] == PAIRS[fid][0]


def test_pnpkit_moves_prints_the_two_offices_apart_and_asks_which_desert():
    text = moves_output("Степь", 3)
    assert "Обменный пункт (восток) (остановка проходом)" in text
    with pytest.raises(CommandError) as info:
        moves_output("Пустыня", 2)
    assert "Пустыня (север)" in info.value.hint and "Пустыня (юг)" in info.value.hint
    assert "С поля «Пустыня (юг)»" in moves_output("пустыня (юг)", 1)


def test_the_referee_takes_the_full_name_and_asks_about_the_short_one():
    header = SessionHeader("amber", 3, (Player("A", "amazon"),))
    table = REFEREE.new(header)
    game = table.game.clone()
    game.players[0].position = "field.oasis"
    table = replace(table, game=game)
    table, _, _ = perform(REFEREE, header, table, 1, "roll", (), None, [1])
    with pytest.raises(RuleError) as info:
        perform(REFEREE, header, table, 2, "move", ("Пустыня",), None, None)
    assert "Пустыня (север), Пустыня (юг)" in info.value.ru
    assert "Desert (north), Desert (south)" not in info.value.ru
    table, events, _ = perform(REFEREE, header, table, 2, "move", ("Пустыня", "(юг)"), None, None)
    assert events[0].data["to"] == "field.desert-south"


def test_the_rulebook_lists_each_of_the_pair_under_its_own_name_in_both_languages(amber_game, english):
    """The rulebook's field list (and the die tables) name each field of a pair apart:
    every one of the six names is a bold entry of its own, in Russian and in English."""
    from pnpkit.i18n.translator import localize
    from pnpkit.render.rulebook.build import render_markup

    ru_text, _ = render_markup(amber_game)
    _, translator = localize(amber_game, CONTENT, "en")
    en_text, _ = render_markup(english, text_for=translator.text, locale="en")
    for fid, (ru_name, en_name) in PAIRS.items():
        assert f"**{ru_name}**" in ru_text, fid
        assert f"**{en_name}**" in en_text, fid
    for bare in ("**Пустыня**", "**Прерия**", "**Обменный пункт**"):
        assert bare not in ru_text
    for bare in ("**Desert**", "**Prairie**", "**Exchange Office**"):
        assert bare not in en_text


def test_english_tables_and_the_english_referee_keep_the_names_apart(english):
    tables = {t.id: t.name for t in english.tables}
    for fid in ("field.desert-north", "field.desert-south", "field.prairie-west", "field.prairie-east"):
        assert tables["table." + fid.split(".", 1)[1]] == PAIRS[fid][1]
    header = SessionHeader("amber", 3, (Player("A", "amazon"),))
    table = REFEREE.new(header)
    game = table.game.clone()
    game.players[0].position = "field.oasis"
    table = replace(table, game=game)
    table, _, _ = perform(REFEREE, header, table, 1, "roll", (), None, [1])
    with pytest.raises(RuleError) as info:
        perform(REFEREE, header, table, 2, "move", ("Desert",), None, None)
    assert "Desert (north), Desert (south)" in info.value.en
    table, events, _ = perform(REFEREE, header, table, 2, "move", ("Desert", "(north)"), None, None)
    assert events[0].data["to"] == "field.desert-north"

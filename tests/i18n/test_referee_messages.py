"""The referees' message tables: same placeholders in every locale, all in the catalogues.

What ``pnpkit referee`` says lives in ``{locale: {key: template}}`` tables listed in
CODE_TEXTS; these tests hold the tables and the shipped catalogues together.
"""

import string
from pathlib import Path

import pytest
from babel.messages.plurals import get_plural

from pnpkit.i18n.code_texts import CODE_TEXTS, _table, said_at_the_table, specs_of, table_name
from pnpkit.i18n.placeholder_check import format_names as placeholders
from pnpkit.i18n.plurals import plural_index as babel_plural_index
from pnpkit.readers.po_reader import read_catalog
from pnpkit.rules.messages import (
    FORMS_SEPARATOR,
    counted,
    messages,
    plural,
    plural_index,
    refusal,
    say,
)

CONTENT = Path(__file__).parent.parent.parent / "content"
#: every game whose referee keeps its words in tables (a game is listed once its tables are)
REFEREE_GAMES = ("amber", "fighting-fantasy", "race")
#: every game with catalogues: the framework's own tables ("*") are in each of them
CATALOGUE_GAMES = ("amber", "fighting-fantasy", "race")


def _referee_specs(game: str) -> list[str]:
    return [s for s in specs_of(game) if said_at_the_table(s)]


ALL_SPECS = sorted({s for game in REFEREE_GAMES for s in _referee_specs(game)})


@pytest.mark.parametrize("spec", ALL_SPECS)
def test_plural_forms_match_the_locale(spec):
    """A message holding a number's forms ("{n} ход|{n} хода|{n} ходов": a COUNTS table,
    or keys under ``counts``) has as many forms as the locale's plural rule."""
    table = _table(spec)
    for locale, tree in table.items():
        for key, text in messages(tree):
            if spec.endswith(":COUNTS") or key.startswith("counts."):
                assert len(text.split(FORMS_SEPARATOR)) == get_plural(locale)[0], f"{spec} [{locale}] {key}"


@pytest.mark.parametrize("game", REFEREE_GAMES)
def test_each_game_has_referee_tables(game):
    specs = _referee_specs(game)
    game_own = [s for s in specs if s not in CODE_TEXTS["*"]]
    assert game_own, f"{game}: its plugin lists no referee message table"
    for spec in specs:
        assert _table(spec) is not None, f"{spec} is not a {{locale: strings}} table"


def _agreement_only(text: str) -> frozenset[str]:
    """The placeholders a template uses only for a form of their gender (``{p:a|b}``)."""
    specs: dict[str, set[bool]] = {}
    for _literal, name, spec, _conversion in string.Formatter().parse(text):
        if name is not None:
            specs.setdefault(name, set()).add("|" in (spec or ""))
    return frozenset(name for name, forms in specs.items() if forms == {True})


@pytest.mark.parametrize("spec", ALL_SPECS)
def test_same_keys_and_placeholders_in_every_locale(spec):
    table = _table(spec)
    assert table is not None, spec
    russian = dict(messages(table["ru"]))
    assert russian, f"{spec}: empty"
    for locale, tree in table.items():
        found = dict(messages(tree))
        assert found.keys() == russian.keys(), (
            f"{spec} [{locale}]: missing {sorted(russian.keys() - found.keys())}, "
            f"extra {sorted(found.keys() - russian.keys())}")
        for key, text in found.items():
            # a name the Russian only agrees with («{player:ранил|ранила}») has nothing to
            # do in a language without the agreement (English «You wounded …»)
            agreeing = _agreement_only(russian[key]) - placeholders(text)
            assert placeholders(text) == placeholders(russian[key]) - agreeing, (
                f"{spec} [{locale}] {key}: {sorted(placeholders(text))} "
                f"vs ru {sorted(placeholders(russian[key]))}")


def test_framework_messages_belong_to_every_game():
    framework = [s for s in CODE_TEXTS["*"] if said_at_the_table(s)]
    assert {"pnpkit.rules.session:MESSAGES", "pnpkit.rules.dice:MESSAGES",
            "pnpkit.cli.referee:CLI_MESSAGES"} <= set(framework)


@pytest.mark.parametrize("game", CATALOGUE_GAMES)
def test_catalogues_hold_every_referee_message(game):
    folder = CONTENT / game / "locales"
    template = {m.context: m for m in read_catalog(folder / "messages.pot") if m.id and m.context}
    english = {m.context: m for m in read_catalog(folder / "en.po", "en") if m.id and m.context}
    for spec in _referee_specs(game):
        table = _table(spec)
        en = dict(messages(table["en"]))
        for key, text in messages(table["ru"]):
            context = f"kit.{table_name(spec)}.{key}"
            assert context in template, f"{game}: {context} not in messages.pot (run i18n update)"
            assert template[context].id == text, f"{game}: {context} changed (run i18n update)"
            message = english.get(context)
            assert message is not None and message.string == en[key] and not message.fuzzy, (
                f"{game}: en.po does not hold the code's English for {context} (run i18n update)")


def test_say_fills_placeholders_and_falls_back_to_russian():
    table = {"ru": {"a": {"b": "{player} бросает {roll}"}}, "en": {"a": {"b": "{player} rolls {roll}"}}}
    assert say(table, "a.b", "ru", player="Аня", roll=7) == "Аня бросает 7"
    assert say(table, "a.b", "en", player="Ann", roll=7) == "Ann rolls 7"
    assert say(table, "a.b", "de", player="Anna", roll=7) == "Anna бросает 7"
    error = refusal(table, "a.b", player="X", roll=2)
    assert (error.text("ru"), error.text("en")) == ("X бросает 2", "X rolls 2")
    assert placeholders("{n:+d} и {name}") == {"n", "name"}


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_stdlib_plural_rule_agrees_with_babel(locale):
    count, _ = get_plural(locale)
    for n in range(0, 1201):
        assert plural_index(n, locale) == babel_plural_index(n, locale) < count, n


def test_plural_phrase():
    forms = ("{n} талер", "{n} талера", "{n} талеров")
    assert [plural(n, forms, "ru") for n in (1, 3, 11, 21, 25)] == [
        "1 талер", "3 талера", "11 талеров", "21 талер", "25 талеров"]
    assert plural(1, ("{n} thaler", "{n} thalers"), "en") == "1 thaler"
    table = {"ru": {"turns": "{n} ход|{n} хода|{n} ходов"}, "en": {"turns": "{n} turn|{n} turns"}}
    assert [counted(table, "turns", n, "ru") for n in (1, 2, 5, 21)] == ["1 ход", "2 хода", "5 ходов", "21 ход"]
    assert [counted(table, "turns", n, "en") for n in (1, 2)] == ["1 turn", "2 turns"]
    assert counted(table, "turns", 3, "de") == "3 хода"  # a locale the table lacks reads the Russian

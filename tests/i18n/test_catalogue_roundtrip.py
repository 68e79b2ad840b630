"""Catalogues end to end: extract → edit a PO → update → localized Game, fuzzy, fallback."""

import json
import shutil
from dataclasses import fields as dc_fields
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.catalogue import build_template, catalog_bytes, merge, po_path, template_path
from pnpkit.i18n.status import locale_status
from pnpkit.i18n.strings import collect
from pnpkit.i18n.translator import (
    FALLBACK_MARKER,
    MissingTranslation,
    Translator,
    load_translator,
    localize,
    localize_game,
)
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.po_reader import read_catalog

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
runner = CliRunner()


def run(*args):
    return runner.invoke(get_app(), [str(a) for a in args])


@pytest.fixture
def demo(tmp_path, monkeypatch):
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    monkeypatch.chdir(tmp_path)
    return folder


def game_of(folder):
    result = load_game(folder)
    assert result.game is not None, [d.format() for d in result.diagnostics.sorted()]
    return result.game


def translate_all(folder, prefix="EN "):
    """Fill every message of en.po, as a translator would."""
    path = po_path(folder, "en")
    catalog = read_catalog(path, "en")
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, list | tuple):
            message.string = ("{n} EN-one", "{n} EN-other")
        else:
            message.string = prefix + message.id
    path.write_bytes(catalog_bytes(catalog))


def set_translation(folder, context, text):
    path = po_path(folder, "en")
    catalog = read_catalog(path, "en")
    hits = [m for m in catalog if m.context == context]
    assert len(hits) == 1
    hits[0].string = text
    path.write_bytes(catalog_bytes(catalog))


def entities(game):
    """Every entity of a Game by (section, id), for comparing two localized games."""
    out = {("game", "title"): game.title}
    for section in ("regions", "boards", "fields", "decks", "cards", "characters", "items",
                    "tables", "presets", "tokens"):
        for entity in getattr(game, section):
            out[(section, entity.id)] = entity
    return out


def test_extract_writes_template_with_context_source_and_room(demo):
    result = run("i18n", "extract", demo)
    assert result.exit_code == 0, result.output
    assert "strings (written)" in result.output
    text = template_path(demo).read_text("utf-8")
    assert 'msgctxt "card.002.text"\nmsgid "Пропусти ход."' in text
    assert "#. rules text of card №2 (event) of the deck 'Приключения'; wraps, max ~" in text
    assert "#: cards/deck.yaml:11" in text
    assert 'msgctxt "noun.thaler"' not in text  # demo is not Amber: only common nouns
    assert 'msgctxt "noun.card"' in text
    again = run("i18n", "extract", demo)
    assert "(unchanged)" in again.output


def test_round_trip_changes_exactly_the_edited_card(demo):
    assert run("i18n", "update", demo).exit_code == 0
    translate_all(demo)
    game = game_of(demo)
    before, translator = localize(game, demo, "en")
    assert translator.fallbacks == []
    set_translation(demo, "card.002.text", "Miss a turn.")
    result = run("i18n", "update", demo)
    assert result.exit_code == 0, result.output
    after, translator = localize(game_of(demo), demo, "en")
    assert translator.fallbacks == []
    old, new = entities(before), entities(after)
    changed = [key for key in old if old[key] != new[key]]
    assert changed == [("cards", "card.002")]
    assert new[("cards", "card.002")].text == "Miss a turn."
    assert new[("cards", "card.002")].name == "EN Ливень"


def test_changed_source_is_fuzzy_and_falls_back_with_marker(demo):
    run("i18n", "update", demo)
    translate_all(demo)
    deck = demo / "cards" / "deck.yaml"
    deck.write_text(deck.read_text("utf-8").replace("Пропусти ход.", "Пропусти два хода."), "utf-8")
    # before update: the build already sees the source changed
    game = game_of(demo)
    localized, translator = localize(game, demo, "en")
    assert localized.card("card.002").text == FALLBACK_MARKER + "Пропусти два хода."
    assert [(f.context, f.reason) for f in translator.fallbacks] == [("card.002.text", "changed")]
    result = run("i18n", "update", demo)
    assert "1 changed (marked fuzzy)" in result.output
    catalog = read_catalog(po_path(demo, "en"), "en")
    message = next(m for m in catalog if m.context == "card.002.text")
    assert message.fuzzy and message.string == "EN Пропусти ход."
    assert message.previous_id == ["Пропусти ход."]
    assert "#| msgid \"Пропусти ход.\"" in po_path(demo, "en").read_text("utf-8")
    localized, translator = localize(game, demo, "en")
    assert [(f.context, f.reason) for f in translator.fallbacks] == [("card.002.text", "fuzzy")]
    assert "card.002.text: translation marked fuzzy in 'en'" in translator.warnings()[0]
    status = locale_status(game, catalog, "en")
    assert (status.fuzzy, status.missing, status.fuzzy_ids) == (1, 0, ("card.002.text",))


def test_strict_mode_raises_on_the_first_fallback(demo):
    run("i18n", "update", demo)
    game = game_of(demo)
    with pytest.raises(MissingTranslation) as raised:
        localize(game, demo, "en", strict=True)
    assert len(raised.value.fallbacks) == len(collect(game))  # all reported at once
    assert "game.title: no translation in 'en'" in str(raised.value)


def test_missing_catalogue_falls_back_everywhere_with_a_warning_each(demo):
    game = game_of(demo)
    localized, translator = localize(game, demo, "en")
    assert localized.title == FALLBACK_MARKER + game.title
    assert localized.card("card.001").name == FALLBACK_MARKER + "Орк"
    assert localized.card("card.001").text == ""  # nothing to translate, nothing marked
    assert len(translator.fallbacks) == len(collect(game))
    assert {f.reason for f in translator.fallbacks} == {"missing"}


def test_removed_string_is_kept_as_obsolete_and_comes_back(demo):
    run("i18n", "update", demo)
    set_translation(demo, "card.002.text", "Miss a turn.")
    game = game_of(demo)
    template = build_template(game)
    old = read_catalog(po_path(demo, "en"), "en")
    shrunk = build_template(game)
    shrunk.delete("Пропусти ход.", context="card.002.text")
    merged, report = merge(shrunk, old, "en")
    assert report.obsolete == ["card.002.text"]
    back, report = merge(template, merged, "en")
    assert next(m for m in back if m.context == "card.002.text").string == "Miss a turn."


def test_source_locale_and_pseudo_need_no_catalogue(demo):
    game = game_of(demo)
    assert localize_game(game, Translator("ru")) is game
    pseudo = localize_game(game, load_translator(demo, "pseudo"))
    assert pseudo.card("card.002").name.startswith("[") and pseudo.card("card.002").name != "Ливень"


def test_status_counts_and_json(demo):
    run("i18n", "update", demo)
    set_translation(demo, "card.002.text", "Miss a turn.")
    set_translation(demo, "card.002.name", "A" * 200)  # far too long for a card title
    result = run("i18n", "status", demo, "--json")
    assert result.exit_code == 0, result.output
    locales = json.loads(result.output)["locales"]
    assert [r["locale"] for r in locales] == ["ru", "en"]
    report = locales[1]
    from pnpkit.i18n.code_texts import all_entries, code_translations

    kit = len(code_translations("generic", "en"))  # the kit's own words, copied from the code
    total = len(all_entries(game_of(demo))) + 5  # + the common number phrases (built-in for en)
    assert report["locale"] == "en" and report["total"] == total
    assert report["translated"] == 2 + 5 + kit and report["fuzzy"] == 0
    assert report["missing"] == total - 7 - kit
    assert report["overflowing"] == 1 and report["overflows"][0]["id"] == "card.002.name"
    text = run("i18n", "status", demo)
    assert "overflow: card.002.name (card.name)" in text.output
    assert "en: missing: " not in text.output  # the ids are listed only with --details
    detailed = run("i18n", "status", demo, "--details").output
    assert "  en: overflow: card.002.name (card.name): " in detailed
    assert "  en: missing: card.001.name\n" in detailed and "  en: missing: card.002.text" not in detailed


def test_broken_po_is_a_clear_error(demo):
    run("i18n", "update", demo)
    path = po_path(demo, "en")
    path.write_text(path.read_text("utf-8") + "\nthis is not gettext\n", "utf-8")
    result = run("i18n", "status", demo)
    assert result.exit_code == 1
    assert "en.po:" in result.output and "Traceback" not in result.output


def test_localize_covers_every_collected_string(demo):
    """Every string the catalogue holds is replaced by localize_game (no string forgotten)."""
    game = game_of(demo)
    localized = localize_game(game, Translator("pseudo"))
    flat = json.dumps([str(getattr(e, f.name)) for e in entities(localized).values()
                       if hasattr(e, "__dataclass_fields__") for f in dc_fields(e)], ensure_ascii=False)
    for entry in collect(game):
        if entry.context == f"kind.{entry.source}.name":  # a kind without a name: its id stays an id
            assert localized.kind_name(entry.source) != entry.source
            continue
        assert json.dumps(entry.source, ensure_ascii=False)[1:-1] not in flat or entry.source.isdigit()


MORE = """\
cards:
  - id: card.003
    deck: adventure
    number: 3
    kind: event
    name: Развилка
    effects:
      - may: {text: свернуть налево, effects: [{draw: 1}]}
extra:
  stats:
    - {id: skill, name: МАСТЕРСТВО, name_en: SKILL}
  rulebook:
    intro: Вступление.
    sections:
      - {id: turn, heading: Ход, body: Брось кубик.}
"""


def test_effect_texts_extra_terms_and_rulebook_are_translated(demo):
    (demo / "more.yaml").write_text(MORE, "utf-8")
    game = game_of(demo)
    contexts = {e.context: e.source for e in collect(game)}
    assert contexts["card.003.effects.0.may.text"] == "свернуть налево"
    assert contexts["extra.stats.0.name"] == "МАСТЕРСТВО"
    assert contexts["extra.rulebook.intro"] == "Вступление."
    assert contexts["extra.rulebook.sections.0.heading"] == "Ход"
    assert contexts["extra.rulebook.sections.0.body"] == "Брось кубик."
    assert not any(c.endswith(("name_en", ".id")) for c in contexts)
    localized = localize_game(game, Translator("pseudo"))
    assert localized.card("card.003").effects[0]["may"]["text"].startswith("[")
    assert localized.card("card.003").effects[0]["may"]["effects"] == [{"draw": 1}]
    assert localized.extra["stats"][0]["name_en"] == "SKILL"
    assert localized.extra["stats"][0]["id"] == "skill"
    assert localized.extra["rulebook"]["sections"][0]["id"] == "turn"
    assert localized.extra["rulebook"]["sections"][0]["body"].startswith("[")


def test_previous_source_of_a_long_fuzzy_message_survives_a_write_and_read(tmp_path):
    from babel.messages.catalog import Catalog

    old_source = "Брось кубик. 1–3 — возьми 1 карту. 4–6 — возьми 2 карты. " * 3
    new_source = old_source.replace("возьми", "вытяни")
    template, old = Catalog(locale=None), Catalog(locale="en")
    template.add(new_source, context="field.x.text")
    old.add(old_source, "Roll the die.", context="field.x.text")
    merged, report = merge(template, old, "en")
    assert report.changed == ["field.x.text"]
    path = tmp_path / "en.po"
    path.write_bytes(catalog_bytes(merged))
    back = read_catalog(path, "en")
    message = next(m for m in back if m.context == "field.x.text")
    assert message.fuzzy and message.previous_id == [old_source] and message.user_comments == []
    assert catalog_bytes(back) == path.read_bytes()


def test_a_name_inside_effects_is_an_identifier_not_text(demo):
    (demo / "more.yaml").write_text(
        "cards:\n  - {id: card.009, deck: adventure, number: 9, kind: event, name: Порча,\n"
        "     effects: [{status: {name: world-locked}}, {may: {text: сбежать}}]}\n", "utf-8")
    game = game_of(demo)
    contexts = [e.context for e in collect(game) if e.context.startswith("card.009.effects")]
    assert contexts == ["card.009.effects.1.may.text"]
    localized = localize_game(game, Translator("pseudo"))
    assert localized.card("card.009").effects[0] == {"status": {"name": "world-locked"}}


def test_word_tables_kept_in_code_join_the_catalogue(demo, monkeypatch):
    import sys
    import types

    from pnpkit.i18n import code_texts

    module = types.ModuleType("pnpkit_test_words")
    module.WORDS = {"ru": {"title": "ЛИСТ", "rules": [("Бой", "Брось кости.")]},
                    "en": {"title": "SHEET", "rules": [("Combat", "Roll the dice.")]}}
    monkeypatch.setitem(sys.modules, "pnpkit_test_words", module)
    monkeypatch.setitem(code_texts.CODE_TEXTS, "generic", ("pnpkit_test_words:WORDS",))
    result = run("i18n", "update", demo)
    assert result.exit_code == 0, result.output
    catalog = read_catalog(po_path(demo, "en"), "en")
    strings = {m.context: m.string for m in catalog if m.id}
    assert strings["kit.pnpkit_test_words.WORDS.title"] == "SHEET"  # copied from the code
    assert strings["kit.pnpkit_test_words.WORDS.rules.0.1"] == "Roll the dice."
    german = Translator("de")
    words = code_texts.code_words("pnpkit_test_words:WORDS", "de", german.text)
    assert words["title"] == FALLBACK_MARKER + "ЛИСТ"
    assert code_texts.code_words("pnpkit_test_words:WORDS", "en", german.text)["title"] == "SHEET"
    # code_words: the code's own for the language, the catalogue's with a translator, else Russian
    assert code_texts.code_words("pnpkit_test_words:WORDS", "en_US")["title"] == "SHEET"
    assert code_texts.code_words("pnpkit_test_words:WORDS", "de", german.text)["title"] == FALLBACK_MARKER + "ЛИСТ"
    assert code_texts.code_words("pnpkit_test_words:WORDS", "de")["title"] == "ЛИСТ"


def test_localizing_twice_changes_nothing_more(demo):
    run("i18n", "update", demo)
    set_translation(demo, "card.002.text", "Miss a turn.")
    game = game_of(demo)
    once, first = localize(game, demo, "en")
    twice, second = localize(once, demo, "en")
    assert twice == once and first.fallbacks and second.fallbacks == []  # warned once
    assert twice.card("card.002").text == "Miss a turn."
    assert twice.card("card.001").name == FALLBACK_MARKER + "Орк"
    pseudo_once = localize_game(game, Translator("pseudo"))
    assert localize_game(pseudo_once, Translator("pseudo")) == pseudo_once


def test_overflow_of_a_too_long_original_is_not_the_translators(demo):
    deck = demo / "cards" / "deck.yaml"
    deck.write_text(deck.read_text("utf-8").replace("name: Орк", "name: " + "Очень длинный орк " * 8),
                    "utf-8")
    run("i18n", "update", demo)
    set_translation(demo, "card.001.name", "A very long orc " * 8)
    report = json.loads(run("i18n", "status", demo, "--json").output)["locales"]
    source, english = report
    assert [o["id"] for o in source["overflows"]] == ["card.001.name"]
    assert english["overflowing"] == 0 and english["overflowing_in_original_too"] == 1
    assert english["overflows"][0]["inherited"] is True


def test_status_check_fails_until_complete(demo):
    run("i18n", "update", demo)
    assert run("i18n", "status", demo, "--check").exit_code == 1
    translate_all(demo)
    result = run("i18n", "status", demo, "--check")
    assert result.exit_code == 0, result.output


def test_shipped_catalogues_parse_and_name_only_known_strings():
    from pnpkit.i18n.catalogue import locales_dir
    from pnpkit.readers.game_yaml import installed_games
    from pnpkit.readers.po_reader import catalogue_locales

    for game_id, folder in sorted(installed_games().items()):
        for locale in catalogue_locales(locales_dir(folder)):
            catalog = read_catalog(po_path(folder, locale), locale)
            assert all(m.context for m in catalog if m.id), (game_id, locale)


def test_manual_steps_and_attrs_texts_are_translated(demo):
    (demo / "more.yaml").write_text(
        "cards:\n  - {id: card.010, deck: adventure, number: 10, kind: event, name: Клад,\n"
        "     effects: [{manual: Положи карту под камень.}],\n"
        "     attrs: {hand_in: [{text: Клад на лугу., effects: [{gain: 5}]}]}}\n", "utf-8")
    game = game_of(demo)
    contexts = {e.context for e in collect(game)}
    assert {"card.010.effects.0.manual", "card.010.attrs.hand_in.0.text"} <= contexts
    localized = localize_game(game, Translator("pseudo")).card("card.010")
    assert localized.effects[0]["manual"].startswith("[")
    assert localized.attrs["hand_in"][0]["text"].startswith("[")
    assert localized.attrs["hand_in"][0]["effects"] == [{"gain": 5}]

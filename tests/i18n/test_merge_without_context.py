"""A PO message that lost its msgctxt (edited by hand, or by a tool without contexts)
is not dropped by `i18n update`: its translation comes back fuzzy, or stays obsolete."""

from babel.messages.catalog import Catalog

from pnpkit.i18n.catalogue import catalog_bytes, merge
from pnpkit.readers.po_reader import parse_catalog


def template() -> Catalog:
    catalog = Catalog(locale=None, charset="utf-8")
    catalog.add("Волк", context="card.1.name")
    catalog.add("Лис", context="card.2.name")
    return catalog


def old_catalogue(text: str) -> Catalog:
    head = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
    return parse_catalog((head + text).encode(), "en.po", "en")


def test_a_translation_without_its_msgctxt_comes_back_fuzzy():
    old = old_catalogue('msgid "Волк"\nmsgstr "Wolf"\n\nmsgctxt "card.2.name"\nmsgid "Лис"\nmsgstr "Fox"\n')
    merged, report = merge(template(), old, "en")
    wolf = merged.get("Волк", context="card.1.name")
    assert wolf.string == "Wolf" and wolf.fuzzy
    assert merged.get("Лис", context="card.2.name").string == "Fox"
    assert report.changed == ["card.1.name"] and not report.added and not report.obsolete


def test_one_that_matches_nothing_is_kept_as_obsolete_and_stays_so():
    old = old_catalogue('msgid "Медведь"\nmsgstr "Bear"\n')
    merged, report = merge(template(), old, "en")
    assert [m.string for m in merged.obsolete.values()] == ["Bear"] and report.obsolete
    again, _ = merge(template(), parse_catalog(catalog_bytes(merged), "en.po", "en"), "en")
    assert [m.string for m in again.obsolete.values()] == ["Bear"]


def test_a_rulebook_statement_does_not_make_every_update_rewrite_the_file():
    """Babel's reader flags '{% for %}' as python-format; merge drops that flag, so the
    merged catalogue never equalled the file and update rewrote it every time."""
    from pnpkit.i18n.catalogue import same_messages

    tmpl = Catalog(locale=None, charset="utf-8")
    tmpl.add("{% for g in gained %}{{ g }}{% endfor %} и карта", context="rulebook.t.1")
    old = old_catalogue('msgctxt "rulebook.t.1"\nmsgid "{% for g in gained %}{{ g }}{% endfor %} и карта"\n'
                        'msgstr "{% for g in gained %}{{ g }}{% endfor %} and the card"\n')
    merged, _ = merge(tmpl, old, "en")
    assert same_messages(merged, old)


def test_the_glossary_is_named_only_where_there_is_one(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app
    from pnpkit.i18n.catalogue import build_template
    from pnpkit.paths import content_root
    from pnpkit.readers.game_reader import load_game

    shipped = build_template(load_game(content_root() / "race").game)
    assert "Game terms: see content/GLOSSARY.md." in shipped.header_comment
    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(get_app(), ["new", "Lost Valley", "--locale", "ru"]).exit_code == 0
    assert "GLOSSARY" not in (tmp_path / "Lost Valley" / "locales" / "en.po").read_text("utf-8")

"""Rulebook template strings keep their catalogue ids when the template around them
changes, and a catalogue made under other ids keeps every translation on update."""

from __future__ import annotations

import datetime as dt

from babel.messages.catalog import Catalog

from pnpkit.i18n.catalogue import merge
from pnpkit.render.rulebook.templates import template_strings, translate_source

NAME = "rulebook/demo.md.j2"
TEMPLATE = """# Как играть {#play}

Бросьте кубик и передвиньте фишку
на столько клеток, сколько выпало.

| Клетка | Что там |
|---|---|
{% for f in fields %}
| {{ f.number }} | {{ f.text }} |
{% endfor %}

- Кто первым дойдёт до финиша, побеждает.
- Ничья делится.

| Клетка | Кто ходит |
|---|---|
"""


def ids(source: str) -> dict[tuple[str, int], str]:
    """(Russian text, occurrence) -> context."""
    seen: dict[str, int] = {}
    out = {}
    for context, text, _line in template_strings(NAME, source):
        seen[text] = seen.get(text, 0) + 1
        out[(text, seen[text])] = context
    return out


def test_inserting_a_unit_keeps_the_ids_of_the_others():
    before = ids(TEMPLATE)
    edited = TEMPLATE.replace("- Ничья делится.", "- Ничья делится.\n- Новое правило в середине.")
    edited = edited.replace("# Как играть {#play}\n", "# Как играть {#play}\n\nВступление, которого не было.\n")
    after = ids(edited)
    assert set(after) - set(before) == {("Вступление, которого не было.", 1), ("Новое правило в середине.", 1)}
    assert {key: after[key] for key in before} == before


def test_removing_a_unit_or_rewrapping_a_paragraph_keeps_the_ids_too():
    before = ids(TEMPLATE)
    edited = TEMPLATE.replace("# Как играть {#play}\n\n", "").replace(
        "фишку\nна столько", "фишку на\nстолько")
    after = ids(edited)
    assert after == {key: value for key, value in before.items() if key != ("Как играть", 1)}


def test_ids_look_like_a_template_and_a_hash_and_a_repeated_text_has_its_own():
    contexts = ids(TEMPLATE)
    assert all(c.startswith("rulebook.demo.") for c in contexts.values())
    first, second = contexts[("Клетка", 1)], contexts[("Клетка", 2)]
    assert second == first + "-2"
    assert len(set(contexts.values())) == len(contexts)
    # each place is translated on its own
    out = translate_source(NAME, TEMPLATE, lambda c, t: {first: "Square", second: "Sq."}.get(c, t))
    assert out.index("| Square | Что там |") < out.index("| Sq. | Кто ходит |")


def _catalog(messages, locale=None) -> Catalog:
    catalog = Catalog(locale=locale, domain="demo", creation_date=dt.datetime(2026, 1, 1, tzinfo=dt.UTC),
                      fuzzy=False)
    for context, source, line, string in messages:
        catalog.add(source, string, context=context,
                    locations=[("templates/demo/rulebook/demo.md.j2", line)])
    return catalog


def _template(source: str) -> Catalog:
    return _catalog([(c, t, line, "") for c, t, line in template_strings(NAME, source)])


def test_a_catalogue_with_numbered_ids_keeps_every_translation():
    """The former scheme numbered the units (rulebook.demo.1, .2 …); updating such a PO moves
    each translation to the new id of the same text, none fuzzy, none obsolete."""
    old_units = template_strings(NAME, TEMPLATE)
    old = _catalog([(f"rulebook.demo.{n}", text, line, f"EN {n}") for n, (_c, text, line) in enumerate(old_units, 1)], "en")
    merged, report = merge(_template(TEMPLATE), old, "en")
    by_text = [(m.id, m.string) for m in merged if m.id]
    assert by_text == [(text, f"EN {n}") for n, (_c, text, _l) in enumerate(old_units, 1)]
    assert not report.added and not report.changed and not report.obsolete
    assert len(report.renamed) == len(old_units)
    assert not any(m.fuzzy for m in merged if m.id)


def test_an_edited_unit_keeps_its_translation_as_fuzzy_and_a_new_one_is_new():
    old = _template(TEMPLATE)
    for message in old:
        if message.id:
            message.string = "EN " + message.id
    edited = TEMPLATE.replace("Ничья делится.", "При ничьей побеждают оба.").replace(
        "{% endfor %}\n\n- Кто", "{% endfor %}\n\nСовсем новый абзац.\n\n- Кто")
    merged, report = merge(_template(edited), old, "en")
    changed = next(m for m in merged if m.id == "При ничьей побеждают оба.")
    assert changed.fuzzy and changed.string == "EN Ничья делится." and changed.previous_id == ["Ничья делится."]
    assert [merged.get(t, context=c).string for c, t, _l in template_strings(NAME, edited)
            if t == "Совсем новый абзац."] == [""]
    assert len(report.added) == 1 and not report.obsolete
    untouched = [m for m in merged if m.id and m.id not in ("При ничьей побеждают оба.", "Совсем новый абзац.")]
    assert untouched and all(m.string == "EN " + m.id and not m.fuzzy for m in untouched)

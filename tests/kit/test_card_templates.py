"""Card text templates run in Jinja's immutable sandbox on plain copies of the data."""

import pytest

from pnpkit.card_template import TemplateFailed, render_template, template_error


def test_a_template_fills_in_card_values():
    values = {"card": {"name": "Волк", "stats": {"strength": 3}}}
    assert render_template("{{ card.name }}: {{ card.stats.strength }}", values) == "Волк: 3"
    assert render_template("{{ card.stats.mind }}", values) == ""  # a missing stat is empty


@pytest.mark.parametrize("source", [
    "{{ card.__class__.__mro__ }}",
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{{ card.name.__class__ }}",
    "{% set x = card.stats.update({'a': 1}) %}",
])
def test_internals_are_out_of_reach(source):
    values = {"card": {"name": "Волк", "stats": {}}}
    with pytest.raises(TemplateFailed):
        text = render_template(source, values)
        assert "class" not in text  # an empty rendering is also safe
        raise TemplateFailed("rendered to nothing")


def test_markup_in_values_prints_as_itself():
    assert render_template("{{ card.text }}", {"card": {"text": "<b>A & B</b>"}}) == "<b>A & B</b>"


def test_syntax_errors_are_found_before_building():
    assert "line 1" in template_error("{{ card.name ")
    assert template_error("{% for x in card.stats %}{{ x }}{% endfor %}") == ""


def test_a_runaway_template_is_cut_off():
    with pytest.raises(TemplateFailed, match="at most"):
        render_template("{% for c in card.text %}{{ card.text }}{% endfor %}",
                        {"card": {"text": "x" * 4000}})


@pytest.mark.parametrize("source, reason", [
    ("{% for a in card.text %}{% for b in card.text %}{{ b }}{% endfor %}{% endfor %}",
     "loop inside a loop"),
    ("{% macro f() %}{{ f() }}{{ f() }}{% endmacro %}{{ f() }}", "macro"),
])
def test_shapes_that_could_run_for_ever_are_refused(source, reason):
    assert reason in template_error(source)
    with pytest.raises(TemplateFailed, match=reason):
        render_template(source, {"card": {"text": "x" * 4000}})


@pytest.mark.parametrize("source", ["{{ 'x' * 10 ** 9 }}", "{{ 2 ** 10000 }}",
                                    "{{ range(10) }}", "{{ card.text * 100000 }}",
                                    # doubling a text until memory is gone, in any spelling
                                    '{% set ns = namespace(s="x") %}{% for c in card.long %}'
                                    "{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
                                    "{% set a = card.long ~ card.long %}{% set b = a ~ a %}"
                                    "{% set c = b ~ b %}{% set d = c ~ c %}{% set e = d ~ d %}",
                                    "{% set a = card.long + card.long %}{% set b = a + a %}"
                                    "{% set c = b + b %}{% set d = c + c %}{% set e = d + d %}",
                                    "{{ card.long|join(card.long) }}",
                                    "{{ card.long|list|join(card.long) }}",
                                    "{{ card.long.join(card.long) }}",
                                    "{{ card.long|replace('x', card.long) }}",
                                    "{{ card.long.replace('x', card.long) }}",
                                    "{{ card.text|center(10 ** 9) }}",
                                    "{{ card.text.ljust(10 ** 9) }}"])
def test_huge_values_cannot_be_built(source):
    with pytest.raises(TemplateFailed):
        render_template(source, {"card": {"text": "abc", "long": "x" * 4000}})


def test_ordinary_templates_still_work():
    values = {"card": {"name": "Волк", "kind": "monster", "tags": ["a", "b"]}}
    source = ("{{ card.name|upper }} · {{ card.name ~ '!' }} · {{ card.tags|join(', ') }} · "
              "{{ card.kind|replace('monster', 'чудище') }} · {{ card.name + '?' }}")
    assert render_template(source, values) == "ВОЛК · Волк! · a, b · чудище · Волк?"


@pytest.mark.parametrize(("source", "printed"), [
    ("№{{ card.number }}", "№7"), ("{{ card.image }}", ""), ("{{card.name}}!", "Волк!"),
    ("x {{ card.missing }} y", "x  y"), ("{{ card.stats }}", "{'a': 1}")])
def test_a_template_of_one_field_prints_its_value_between_the_words(source, printed):
    values = {"card": {"number": 7, "image": "", "name": "Волк", "stats": {"a": 1}}}
    assert render_template(source, values) == printed


def test_words_of_a_layout_template_reach_the_catalogue_and_the_cards(tmp_path):
    from pnpkit.i18n.strings import collect
    from pnpkit.i18n.translator import Translator, localize_game
    from pnpkit.readers.game_reader import load_game

    (tmp_path / "game.yaml").write_text(
        "game: {id: t, title: Т, rules: generic, locales: [ru, en], default_locale: ru}\n"
        "layouts:\n  mine:\n    extends: poker\n    boxes:\n"
        "      title: {template: 'Сила: {{ card.stats.strength }}'}\n"
        "      text: {template: '{{ card.text }}'}\n", encoding="utf-8")
    game = load_game(tmp_path).game
    entries = {e.context: e.source for e in collect(game)}
    assert entries["layout.mine.boxes.title.template"] == "Сила: {{ card.stats.strength }}"
    assert not any(c.startswith("layout.mine.boxes.text") for c in entries)

    class English(Translator):
        def text(self, context, source):
            return "Strength: {{ card.stats.strength }}" if context.startswith("layout.") else source

    localized = localize_game(game, English("en", None, False))
    box = localized.layouts["mine"]["boxes"]["title"]
    assert box["template"] == "Strength: {{ card.stats.strength }}"
    assert game.layouts["mine"]["boxes"]["title"]["template"].startswith("Сила")


@pytest.mark.parametrize("source", [
    "{{ lipsum(100000, false, 99999, 100000) }}",
    "{{ '{0:{1}}'.format('x', '4000000000') }}",
    "{{ '{a:{w}}'.format_map({'a': 'x', 'w': '400000000'}) }}",
    "{{ '%*s' % (4000000000, 'x') }}",
    "{{ '%999999999d' % 1 }}",
    "{{ '%.*f' % (400000000, 1.5) }}",
    "{{ ('%(a)s' * 4000) % {'a': card.long} }}",
    "{{ ('{0}' * 4000).format(card.long) }}",
    "{{ ([card.long] * 4000)|join }}",
])
def test_every_path_goes_through_the_byte_budget(source):
    """Formats whose width comes from a nested field, ``*`` or ``%``, lipsum, a list of
    long texts: refused before they are built, one reason, never a MemoryError."""
    with pytest.raises(TemplateFailed) as caught:
        render_template(source, {"card": {"text": "abc", "long": "x" * 4000}})
    assert str(caught.value).strip()


def test_a_card_template_has_a_wall_clock_deadline(monkeypatch):
    from pnpkit import template_limits

    ticks = iter(range(10**9))
    monkeypatch.setattr(template_limits, "_clock", lambda: float(next(ticks)))
    with pytest.raises(TemplateFailed, match="may not run for more than"):
        render_template("{% for t in card.tags %}{{ t ~ t }}{% endfor %}", {"card": {"tags": ["a"] * 50}})


def test_ordinary_formats_still_work_on_cards():
    assert render_template("{{ '%d/%d' % (card.a, card.b) }} {{ '{0:>3}'.format(card.a) }}",
                           {"card": {"a": 4, "b": 7}}) == "4/7   4"

"""The rulebook's templates run in a sandbox, and translations are text."""

import pytest
from jinja2.sandbox import SecurityError

from pnpkit.render.rulebook.templates import TemplateError, environment, translate_source

NAME = "rulebook/x.md.j2"


def _game_with(tmp_path, source: str):
    folder = tmp_path / "game"
    (folder / "templates" / "rulebook").mkdir(parents=True)
    (folder / "templates" / "rulebook" / "x.md.j2").write_text(source, encoding="utf-8")
    return folder


@pytest.mark.parametrize("expression", [
    "{{ cycler.__init__.__globals__ }}",
    "{{ ''.__class__.__mro__ }}",
    "{{ x.append(1) }}",                        # the context is not changed from a template
    "{{ 'ab' * 10**9 }}",
    "{{ 9 ** 999999 }}",
    "{% for i in range(99999) %}{% for j in range(99999) %}{% endfor %}{% endfor %}",
    "{{ 'x'|center(10**9) }}",
    "{{ 'x'.center(10**9) }}",
    "{{ 'x'|indent(10**9) }}",
    "{{ '%999999999d'|format(1) }}",
    "{{ '%999999999d' % 1 }}",
    "{{ '{:>999999999}'.format(1) }}",
    # texts and lists that double until memory is gone, loops and output without end
    '{% macro d(s, n) %}{{ d(s ~ s, n - 1) if n else s|length }}{% endmacro %}{{ d("x", 40) }}',
    '{% set ns = namespace(s="x") %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}',
    '{% set ns = namespace(s=[1]) %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}',
    '{% set ns = namespace(s="x\nx") %}{% for i in range(30) %}{% set ns.s = ns.s|indent(1000) ~ ns.s %}'
    '{% endfor %}',
    "{{ range(100000)|join('x' * 50000) }}",
    "{{ range(100000)|map('string')|join('x' * 50000) }}",
    "{{ ('x' * 50000).join(range(100000)|map('string')) }}",
    "{{ ('a' * 90000)|replace('a', 'b' * 90000) }}",
    "{{ ('a' * 90000).replace('a', 'b' * 90000) }}",
    "{% for i in range(100000) %}{{ 'x' * 90000 }}{% endfor %}",
    "{% set t %}{% for i in range(100000) %}{{ 'x' * 90000 }}{% endfor %}{% endset %}",
    "{% for a in range(999) %}{% for b in range(99) %}{% for c in x * 9 + [1] * 12 %}{% endfor %}"
    "{% endfor %}{% endfor %}",
])
def test_what_a_template_may_not_do(tmp_path, expression):
    env = environment("none", _game_with(tmp_path, expression))
    with pytest.raises(SecurityError):
        env.get_template(NAME).render(x=[])


def test_a_template_linked_from_outside_is_refused(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("a secret", encoding="utf-8")
    folder = _game_with(tmp_path, "x")
    link = folder / "templates" / "rulebook" / "y.md.j2"
    link.symlink_to(secret)
    env = environment("none", folder)
    with pytest.raises(TemplateError, match="outside its folder"):
        env.get_template("rulebook/y.md.j2")


def test_a_translation_is_text_but_may_move_the_units_own_expressions(tmp_path):
    source = "Гонка на {{ cells }} клеток\n"
    translations = {
        "Гонка на {{ cells }} клеток": "{{ cells }} squares {{ cells * 3 }} {% if 1 %}x{% endif %} {a} {## c ##}",
    }
    folder = _game_with(tmp_path, source)
    env = environment("none", folder, lambda context, text: translations.get(text, text))
    assert env.get_template(NAME).render(cells=7) == (
        "7 squares {{ cells * 3 }} {% if 1 %}x{% endif %} {a} {## c ##}\n")
    # the source the loader hands Jinja has no "{" of the translation left unescaped
    translated = translate_source(NAME, source, lambda context, text: translations.get(text, text))
    brace = '{{ "{" }}'
    assert translated.startswith(f"{{{{ cells }}}} squares {brace}{brace} cells * 3 }}}}")


def test_the_shipped_rulebooks_still_render_in_the_sandbox():
    """The bounds leave ordinary templates alone (filters with small numbers, formats)."""
    env = environment("none", None)
    template = env.from_string("{{ '%.1f'|format(2.25) }} {{ 'ab'|center(6) }} {{ (3 * 'x') }} "
                               "{{ range(3)|list }} {{ 2 ** 10 }} {{ '%d%%' % 5 }}")
    assert template.render() == "2.2   ab   xxx [0, 1, 2] 1024 5%"


@pytest.mark.parametrize("expression", [
    "{{ lipsum(100000, false, 99999, 100000) }}",
    "{{ '{0:{1}}'.format('x', '4000000000') }}",
    "{{ '{0:>{1}}'.format('x', '400000000') }}",
    "{{ '{0:.{1}f}'.format(1.5, '400000000') }}",
    "{{ '{a:{w}}'.format_map({'a': 'x', 'w': '400000000'}) }}",
    "{{ '%*s' % (4000000000, 'x') }}",
    "{{ '%.*f' % (400000000, 1.5) }}",
    "{{ ('%(a)s' * 99999) % {'a': 'x' * 90000} }}",
    "{{ ('{0}' * 99999).format('x' * 90000) }}",
    "{{ ([('x' * 90000)] * 99999)|join }}",
    "{{ '%s'|format(range(99999)|map('string')|join('x' * 90000)) }}",
])
def test_every_path_goes_through_the_byte_budget(tmp_path, expression):
    """Widths from nested fields, ``*`` or text, ``%``, ``lipsum``, lists of long texts:
    refused before they are built (each would take gigabytes)."""
    env = environment("none", _game_with(tmp_path, expression))
    with pytest.raises(SecurityError) as caught:
        env.get_template(NAME).render(x=[])
    assert str(caught.value)


def test_a_template_has_a_wall_clock_deadline(tmp_path, monkeypatch):
    """Every step within budget but too many: the deadline stops it (the clock is the
    test's: each look at it moves it a second)."""
    from pnpkit import template_limits

    ticks = iter(range(10**9))
    monkeypatch.setattr(template_limits, "_clock", lambda: float(next(ticks)))
    env = environment("none", _game_with(tmp_path, "{% for i in range(1000) %}{{ i }}{% endfor %}"))
    with pytest.raises(SecurityError, match="may not run for more than"):
        env.get_template(NAME).render()


def test_ordinary_formats_pass_the_budget():
    env = environment("none", None)
    template = env.from_string("{{ '{0:>{1}}|{2:.2f}'.format('ab', 5, 2.5) }} {{ '%*d' % (4, 7) }} "
                               "{{ '%(a)s-%(a)s' % {'a': 'x'} }} {{ lipsum(1, false, 3, 5)|length > 0 }}")
    assert template.render() == "   ab|2.50    7 x-x True"

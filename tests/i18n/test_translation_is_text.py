"""A translation is text with the original's placeholders, never template code or
rulebook markup (issue #27 point 5): a card-layout template's translation cannot add an
expression or a hanging lipsum; a rulebook translation cannot start a heading, a box, a
table or a list, nor break a line; `check` names each at its PO line."""

from __future__ import annotations

import pytest

from pnpkit.card_template import render_template
from pnpkit.i18n.placeholder_check import placeholder_slips
from pnpkit.i18n.strings import localize_layouts
from pnpkit.render.rulebook.templates import translate_source

LAYOUTS = {"card": {"extends": "poker", "boxes": {"name": {"template": "Сила {{ card.stats.power }}"}}}}
CONTEXT = "layout.card.boxes.name.template"


@pytest.mark.parametrize("code", [
    "Power {{ card.stats.power }} {{ lipsum(100000, false, 99999, 100000) }}",
    "Power {{ card.stats.power }} {{ card.name }}",
    "Power {% for i in card.stats %}{{ card.stats.power }}{% endfor %}",
])
def test_a_layout_translation_cannot_add_template_code(code):
    out = localize_layouts(LAYOUTS, lambda context, text: code if context == CONTEXT else text)
    template = out["card"]["boxes"]["name"]["template"]
    printed = render_template(template, {"card": {"name": "Волк", "stats": {"power": 3}}})
    assert printed.startswith("Power ")
    assert "Волк" not in printed and "Lorem" not in printed.title()
    assert "{{" in printed or "{%" in printed  # the added code printed as the characters typed


def test_a_layout_translation_may_move_the_originals_expression():
    out = localize_layouts(LAYOUTS, lambda context, text: "{{ card.stats.power }} power")
    template = out["card"]["boxes"]["name"]["template"]
    assert render_template(template, {"card": {"stats": {"power": 3}}}) == "3 power"


def test_check_names_a_layout_translation_that_adds_code():
    slips = placeholder_slips(CONTEXT, "Сила {{ card.stats.power }}", "Power {{ card.name }}")
    assert any("printed as text" in s for s in slips) and any("leaves out" in s for s in slips)


SOURCE = "# Ход {#turn}\n\nИгрок бросает кубик.\n\n| Кубик | Ход |\n|---|---|\n| 1 | вперёд |\n"
INJECTIONS = [
    "Roll.\n# Injected",
    "Roll.\n::figure 0",
    "Roll.\n::cols 0 0",
    "Roll.\r\n| a | b |",
    "Roll.\u2028::pagebreak",
    "::cover a|b",
    "# Heading",
    "- an item",
    "3. an item",
    "| cell |",
    "Roll, see §{nowhere}.",
    "Roll. {#fake}",
]


@pytest.mark.parametrize("translation", INJECTIONS)
def test_a_rulebook_translation_cannot_inject_markup(translation):
    def english(context, text):
        return translation if text == "Игрок бросает кубик." else text

    out = translate_source("rulebook/x.md.j2", SOURCE, english)
    assert out.count("\n") == SOURCE.count("\n") and len(out.splitlines()) == 7  # no line added
    line = out.splitlines()[2]  # the paragraph: the original, or the words on one line
    assert line == "Игрок бросает кубик." or line.startswith("Roll.") and "|" not in line
    assert "§{" not in line and "{#" not in line
    assert placeholder_slips("rulebook.x.1", "Игрок бросает кубик.", translation)


def test_a_rulebook_translation_of_plain_words_is_used():
    out = translate_source("rulebook/x.md.j2", SOURCE,
                           lambda context, text: "The player rolls a die." if text == "Игрок бросает кубик." else text)
    assert "The player rolls a die." in out
    assert placeholder_slips("rulebook.x.1", "Игрок бросает кубик.", "The player rolls a die.") == []


def test_a_table_cell_translation_may_not_add_a_cell():
    out = translate_source("rulebook/x.md.j2", SOURCE,
                           lambda context, text: "forward | back" if text == "вперёд" else text)
    assert "| 1 | вперёд |" in out

"""Translator comments give the room of the boxes ``i18n status`` checks: the kit's real
boxes where the kit lists them, the nominal ones elsewhere."""

from __future__ import annotations

from functools import cache

import pytest

from pnpkit.i18n.catalogue import template_path
from pnpkit.i18n.code_texts import all_entries
from pnpkit.i18n.room import NO_BOX, RUNNING, comment, kit_room_hints, room_hint
from pnpkit.layout.geometry import Rect
from pnpkit.layout.text_boxes import TextBox, room
from pnpkit.layout.typefaces import AVERAGE_ADVANCE, SANS, SANS_CONDENSED, SERIF_BOLD
from pnpkit.layout.units import mm
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.po_reader import read_catalog
from pnpkit.render.kit_texts import kit_texts
from pnpkit.render.text import measurer

GAMES = ("amber", "race", "fighting-fantasy")


@cache
def game(game_id: str):
    return load_game(content_root() / game_id).game


def test_room_counts_lines_at_the_minimum_size_and_average_characters():
    box = TextBox(Rect(0, 0, 100.5 * 0.57 * 5, 5 * 1.2 * 3.5), SANS, 8, 5)
    assert room(box) == (3, 100)
    assert room(TextBox(box.rect, SANS, 8, 5, max_lines=2)) == (2, 100)
    assert room_hint(TextBox(box.rect, SANS, 8, 5, max_lines=1)) == "one line, max ~100 chars"
    assert room_hint(box) == "up to 3 lines, max ~270 chars"
    assert room_hint(box, sharing=3) == \
        "up to 3 lines, max ~270 chars in all, shared with 2 other strings"
    tall = TextBox(Rect(0, 0, box.rect.width, 5 * 1.2 * 10), SANS, 8, 5)
    assert room_hint(tall) == "wraps, max ~900 chars"


@pytest.mark.parametrize("face", [SANS, SANS_CONDENSED, SERIF_BOLD])
def test_average_advances_match_the_faces_on_the_games_texts(face):
    text = " ".join(e.source for g in GAMES for e in all_entries(game(g)))
    measured = measurer(face)(text, 1.0) / len(text)
    assert measured == pytest.approx(AVERAGE_ADVANCE[face], rel=0.03)


def test_a_string_in_a_kit_box_is_told_that_box_and_others_are_not_promised_one():
    amber = game("amber")
    hints = kit_room_hints(amber)
    printed = {p.key: p for p in kit_texts(amber, "ru")}
    subtitle = printed["character.traveller.gladiator.text"]
    # the subtitle across a card with a picture (its banner below): the card's 77.3 mm
    # (the nominal box said 27 mm; beside a portrait it was 52.4 mm)
    assert subtitle.box.rect.width == pytest.approx(mm(77.3), abs=0.1)
    assert hints["character.traveller.gladiator.text"] == room_hint(subtitle.box)
    entries = {e.context: e for e in all_entries(amber)}
    assert comment(entries["deck.adventure.name"], hints).endswith(NO_BOX)
    assert comment(entries["game.description"], hints).endswith(RUNNING)
    # the main board's copy of the Temple prints the sectors' names only: their texts
    # are told the room of the Temple's own sheet
    assert "field.temple-1.text@main" not in printed
    assert hints["field.temple-1.text"] == room_hint(printed["field.temple-1.text@temple"].box)


def test_abilities_sharing_a_block_are_told_so():
    hints = kit_room_hints(game("amber"))
    assert hints["character.traveller.gladiator.abilities.0"].endswith(
        "in all, shared with 1 other string")


def test_race_kit_words_in_boxes_get_room_and_ff_promises_no_box():
    race = kit_room_hints(game("race"))
    assert race["kit.race_print.WORDS.start"].startswith("one line, max ~")
    assert "field.cell.4.text" in race and "field.cell.1.name" not in race  # a plain square
    assert kit_room_hints(game("fighting-fantasy")) == {}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_committed_catalogues_carry_these_comments(game_id):
    """`pnpkit i18n update` was run after the boxes last changed."""
    hints = kit_room_hints(game(game_id))
    committed = {m.context: " ".join(m.auto_comments)
                 for m in read_catalog(template_path(content_root() / game_id)) if m.context}
    for entry in all_entries(game(game_id)):
        assert committed[entry.context] == comment(entry, hints), entry.context

"""What a save redraws: one CSV row its card's face, a layout its deck, a catalogue
entry the cards that use it; an error keeps the last good pictures and names its place.
A refresh draws nothing: each picture is drawn when the page asks for it."""

from __future__ import annotations

from pathlib import Path

import pytest
from preview_game import ROWS, new_game, write_rows

from pnpkit.preview.render import Renderer


@pytest.fixture
def game(tmp_path) -> Path:
    return new_game(tmp_path / "mygame")


def _fronts(renderer: Renderer) -> dict[str, str]:
    return {k: p.label for k, p in renderer.pictures.items() if p.side == "front"}


def test_the_first_refresh_lists_every_face_board_and_back_and_draws_none(game):
    r = Renderer(game)
    changed = r.refresh()
    parts = [s.part for s in r.sections]
    assert parts[:1] == ["main-deck"] and "board" in parts and "characters" in parts
    assert set(changed) == set(r.pictures) and r.drawn == 0
    assert "main-deck/main.1/back" in r.pictures
    assert all(p.png == b"" for p in r.pictures.values())
    listed = r.pictures["main-deck/main.1/front"]
    drawn = r.drawn_picture("main-deck/main.1/front")
    assert drawn.png.startswith(b"\x89PNG") and r.drawn == 1
    assert (drawn.width, drawn.height) == (listed.width, listed.height)  # the page's size
    assert r.drawn_picture("main-deck/main.1/front") is drawn and r.drawn == 1  # kept
    for key in list(r.pictures):  # the page scrolled to the end asks for every picture
        r.drawn_picture(key)
    assert r.drawn == len(r.pictures) and not r.problems
    assert all(p.png.startswith(b"\x89PNG") for p in r.pictures.values())


def test_a_face_that_cannot_be_drawn_is_told_when_asked_for(game, monkeypatch):
    from pnpkit.preview import render

    r = Renderer(game)
    r.refresh()
    version = r.version
    monkeypatch.setattr(render, "_face", lambda *a: 1 / 0)
    assert r.drawn_picture("main-deck/main.2/front") is None
    [problem] = r.problems
    assert problem.text.endswith("error: Troll: division by zero") and problem.line == 3
    assert r.version == version + 1 and "main-deck/main.2/front" not in r.pictures


def test_a_sheet_of_several_pages_lists_the_others_once_drawn(game, monkeypatch):
    from pnpkit.preview import render

    r = Renderer(game)
    r.refresh()
    [tokens] = [s for s in r.sections if s.part == "tokens"]
    assert tokens.keys == ("tokens/page-1",)
    first = render._pages
    monkeypatch.setattr(render, "_pages", lambda pdf, dpi, width=None: first(pdf, dpi, width) * 3)
    version = r.version
    r.drawn_picture("tokens/page-1")
    [tokens] = [s for s in r.sections if s.part == "tokens"]
    assert tokens.keys == ("tokens/page-1", "tokens/page-2", "tokens/page-3")
    assert r.pictures["tokens/page-3"].png.startswith(b"\x89PNG") and r.version == version + 1


def test_one_edited_row_redraws_that_face_only(game):
    r = Renderer(game)
    r.refresh()
    for key in list(r.pictures):
        r.drawn_picture(key)
    before = dict(r.pictures)
    write_rows(game, [ROWS[0], ROWS[1].replace("Troll", "Bridge troll"), ROWS[2]])
    changed = r.refresh()
    for key in list(r.pictures):
        r.drawn_picture(key)
    assert changed == ["main-deck/main.2/front"] and r.drawn == 1  # a refresh counts anew
    assert r.pictures["main-deck/main.2/front"].label == "Bridge troll"
    assert r.pictures["main-deck/main.1/front"].png is before["main-deck/main.1/front"].png


def test_a_row_added_above_moves_lines_but_redraws_only_the_new_card(game):
    r = Renderer(game)
    r.refresh()
    write_rows(game, ["4,Storm,event,Everyone skips a turn.,", *ROWS])
    assert r.refresh() == ["main-deck/main.4/front"]


def test_a_layout_change_redraws_its_deck_not_the_board(game):
    r = Renderer(game)
    r.refresh()
    yaml = game / "game.yaml"
    yaml.write_text(yaml.read_text("utf-8").replace('monster: "#8e2b2b"', 'monster: "#224422"'),
                    encoding="utf-8")
    changed = set(r.refresh())
    assert {"main-deck/main.1/front", "main-deck/main.2/front"} <= changed
    assert not any(k.startswith(("board/", "characters/")) for k in changed)


def test_a_catalogue_entry_redraws_the_cards_that_use_it(game):
    r = Renderer(game, "en")
    r.refresh()
    po = game / "locales" / "en.po"
    po.write_text(po.read_text("utf-8") + '\nmsgctxt "card.main.1.name"\nmsgid "Wolf"\n'
                  'msgstr "Grey wolf"\n', encoding="utf-8")
    changed = r.refresh()
    assert changed == ["main-deck/main.1/front"]
    assert r.pictures["main-deck/main.1/front"].label == "Grey wolf"


def test_an_error_is_told_at_its_place_and_the_last_good_faces_stay(game):
    r = Renderer(game)
    r.refresh()
    for key in list(r.pictures):
        r.drawn_picture(key)
    good = dict(r.pictures)
    write_rows(game, [ROWS[0], "two,Troll,monster,Pay a coin.,5", ROWS[2]])
    assert r.refresh() == []
    assert r.pictures == good
    [problem] = r.problems
    assert problem.path.endswith("cards.csv") and problem.line == 3 and problem.column >= 1
    assert problem.text.startswith(f"{problem.path}:3:")
    write_rows(game, [ROWS[0], ROWS[1].replace("Troll", "Old troll"), ROWS[2]])
    assert r.refresh() == ["main-deck/main.2/front"] and not r.problems


def test_the_token_sheet_is_shown_and_follows_the_characters_not_the_cards(game):
    r = Renderer(game)
    r.refresh()
    for key in list(r.pictures):
        r.drawn_picture(key)
    assert "tokens/page-1" in r.pictures
    write_rows(game, [ROWS[0], ROWS[1].replace("Troll", "Bridge troll"), ROWS[2]])
    assert "tokens/page-1" not in r.refresh()
    characters = game / "characters.yaml"
    characters.write_text(characters.read_text("utf-8").replace("Следопыт", "Охотник"),
                          encoding="utf-8")
    changed = set(r.refresh())
    assert "characters/hero.scout/front" in changed and "tokens/page-1" in changed
    assert not any(k.startswith("main-deck/") for k in changed)


def test_strings_left_untranslated_are_warnings_and_print_as_written(game):
    r = Renderer(game, "en")
    r.refresh()
    assert any(w.startswith("card.main.2.name: the Russian source changed") for w in r.warnings)
    assert r.pictures["main-deck/main.2/front"].label == "Troll"  # as written, no ⟨ru⟩ mark

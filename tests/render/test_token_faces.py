"""Token pieces from a (synthetic) model token list."""

from __future__ import annotations

from dataclasses import dataclass

from pdf_inspect import page_text

from pnpkit.model.game import Character, Token
from pnpkit.render.token_faces import pieces_from_game
from pnpkit.render.tokens import TokenOptions, render_tokens


@dataclass(frozen=True)
class _Game:
    tokens: tuple
    characters: tuple = ()


GAME = _Game(
    tokens=(
        Token("t.coin-5", "money", "5 монет", 5, 3),
        Token("t.points-1", "points", "Очко", 1, 2),
        Token("t.alignment-good", "alignment", "Жетон «Добрый»", None, 2),
        Token("t.track-strength", "marker", "Метка силы", None, 2),
        Token("t.ticket", "ticket", "Проездной билет", None, 2),
        Token("t.stand", "figure", "Подставка", None, 2),
    ),
    characters=(Character("c.1", "traveller", "Лучница"), Character("c.2", "traveller", "Мельник")),
)


def test_each_kind_gets_its_shape_and_count():
    pieces = pieces_from_game(GAME)
    shapes = [(p.id.split("#")[0].split(":")[0], p.shape) for p in pieces]
    assert shapes.count(("t.coin-5", "circle")) == 3
    assert shapes.count(("t.points-1", "rect")) == 2
    assert shapes.count(("t.alignment-good", "circle")) == 2
    assert shapes.count(("t.track-strength", "circle")) == 2
    assert shapes.count(("t.ticket", "rect")) == 2
    # Stands: one per traveller, named, not anonymous copies.
    assert [p.id for p in pieces if p.shape == "standee"] == ["t.stand:c.1", "t.stand:c.2"]


def test_token_sheet_prints_labels_and_names():
    result = render_tokens(pieces_from_game(GAME), TokenOptions(page_per_group=False))
    text = page_text(result.pdf.data, 0)
    for word in ("Проездной", "Лучница", "Мельник", "Д"):
        assert word in text


def test_a_game_can_override_a_kind():
    pieces = pieces_from_game(GAME, look=lambda t: [] if t.kind == "ticket" else None)
    assert not [p for p in pieces if p.id.startswith("t.ticket")]


def test_a_tile_with_a_picture_shows_it_above_its_name_unless_the_name_needs_the_room():
    from pnpkit.layout.text_boxes import label_tile_box, picture_tile_box
    from pnpkit.model.game import NO_SOURCE
    from pnpkit.render.token_faces import TILE_HEIGHT

    short = Token("t.ticket", "ticket", "Авиабилет", None, 1, NO_SOURCE, "game-icons:boarding-pass")
    long = Token("t.note", "ticket", "Долговая расписка ростовщика-кровопийцы с печатью", None, 1,
                 NO_SOURCE, "game-icons:tied-scroll")
    plain = Token("t.plain", "ticket", "Авиабилет", None, 1)
    tile, fallback, bare = pieces_from_game(_Game(tokens=(short, long, plain)))
    assert tile.height == TILE_HEIGHT and tile.texts[0][3] is picture_tile_box
    assert fallback.texts[0][3] is label_tile_box and bare.texts[0][3] is label_tile_box
    result = render_tokens([tile], TokenOptions())
    assert "Авиабилет" in page_text(result.pdf.data, 0)

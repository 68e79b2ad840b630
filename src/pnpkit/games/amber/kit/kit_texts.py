"""The Amber kit's boxed texts (render.kit_texts): cards, items, characters, boards, tokens."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pnpkit.i18n.strings import stable_key
from pnpkit.layout.paper import LARGE, POKER
from pnpkit.layout.text_boxes import cell_boxes, panel_boxes
from pnpkit.layout.units import mm
from pnpkit.render.kit_texts import PrintedText
from pnpkit.render.kit_texts import one_text as _one


def _card_faces(game: Any, words: dict[str, Any], locale: str) -> Iterator[PrintedText]:
    from pnpkit.games.amber.kit.amber_kit import amber_card_spec, amber_item_spec
    from pnpkit.render.card_face import face_boxes

    def face(kind: str, ident: str, spec) -> Iterator[PrintedText]:
        boxes = face_boxes(spec, POKER.width, POKER.height, locale=locale)
        key = stable_key(kind, ident)
        yield _one(f"{key}.name", f"{kind}.name", spec.title, boxes.title)
        if spec.text:
            yield _one(f"{key}.text", f"{kind}.text", spec.text, boxes.body)

    decks = {d.id for d in game.decks}
    labels = dict(words["kinds"])
    for card in game.cards:
        if card.deck in decks:
            yield from face("card", card.id, amber_card_spec(card, labels))
    for item in game.items:
        if int(item.attrs.get("count", 1)) > 0:
            yield from face("item", item.id, amber_item_spec(item, words))


def _character_cards(game: Any, words: dict[str, Any], locale: str) -> Iterator[PrintedText]:
    from pnpkit.games.amber.kit.amber_kit import amber_character_spec
    from pnpkit.render.character_face import character_boxes, face_words, text_blocks

    items = {i.id for i in game.items}
    for character in game.characters:
        spec = amber_character_spec(character, game, words)
        boxes = character_boxes(spec, LARGE.width, LARGE.height, locale)
        key = stable_key("character", character.id)
        yield _one(f"{key}.name", "character.name", spec.name, boxes.name)
        if spec.subtitle and boxes.subtitle is not None:
            yield _one(f"{key}.text", "character.text", spec.subtitle, boxes.subtitle)
        if spec.traits and boxes.traits is not None:
            yield PrintedText(f"{key}.traits", (), "character.traits", spec.traits, boxes.traits)
        owned = tuple(f"{stable_key('item', i)}.name" for i in character.items if i in items)
        for (_title, body, field), box in zip(text_blocks(spec, face_words(locale)), boxes.bodies,
                                              strict=True):
            if field == "abilities":
                contexts = tuple(f"{key}.abilities.{i}" for i in range(len(spec.abilities)))
                yield PrintedText(f"{key}.abilities", contexts, "character.ability", body, box)
            else:
                yield PrintedText(f"{key}.items", owned, "item.name", body, box)


def _boards(game: Any, locale: str) -> Iterator[PrintedText]:
    from pnpkit.games.amber.kit.amber_board import (
        SECTOR_SHEET_MM,
        SECTOR_SHEET_TEXT_MIN,
        cell_style,
        is_sector_board,
        rect_pt,
        sector_note_box,
        sector_text_boxes,
        text_scale,
    )
    from pnpkit.render.cell_board import die_table_set, printed_text

    def sectors(board_id: str, size: float, text_min: float, where: str,
                names_only: bool = False) -> Iterator[PrintedText]:
        for f, name, name_box, text_box in sector_text_boxes(game, board_id, size, text_min,
                                                             names_only):
            key = stable_key("field", f.id)
            yield PrintedText(f"{key}.name@{where}", (f"{key}.name",), "field.name", name,
                              name_box)
            if f.text and text_box is not None:
                yield PrintedText(f"{key}.text@{where}", (f"{key}.text",), "field.text", f.text,
                                  text_box)

    for index, board in enumerate(game.boards):
        fields = game.fields_of(board.id)
        if not fields or any(f.rect is None for f in fields):
            continue  # the kit leaves such a board out
        if is_sector_board(game, board.id):
            yield from sectors(board.id, mm(SECTOR_SHEET_MM), SECTOR_SHEET_TEXT_MIN, board.id)
            inset = next(i for i in game.extra["board_insets"] if i.get("board") == board.id)
            entry = next((f for f in game.fields if f.id == inset.get("entry")), None)
            if entry is not None and entry.text:
                key = f"{stable_key('field', entry.id)}.text"
                yield PrintedText(f"{key}@{board.id}", (key,), "field.text", entry.text,
                                  sector_note_box())
            continue
        height = mm(float(board.size_mm[1]))
        style = cell_style(text_scale(game, board))
        for f in fields:
            title, text = cell_boxes(rect_pt(f.rect, height), numbered=f.number is not None,
                                     style=style)
            key = stable_key("field", f.id)
            yield _one(f"{key}.name", "field.name", f.name, title)
            printed = printed_text(f)
            if printed:
                context = f"{key}.attrs.on_board.text" if printed != f.text else f"{key}.text"
                yield _one(context, "field.text", *die_table_set(printed, text, locale, style.table_min))
        if index:
            continue  # only the main board carries panels and insets
        for i, panel in enumerate(game.extra.get("board_panels") or ()):
            title, text = panel_boxes(rect_pt(panel["rect"], height), style.text_min)
            key = f"extra.board_panels.{i}"
            yield _one(f"{key}.title", "extra", str(panel.get("title", "")), title)
            yield _one(f"{key}.text", "extra", str(panel.get("text", "")), text)
        for inset in game.extra.get("board_insets") or ():
            square = next((b for b in game.boards if b.id == inset.get("board")), None)
            if square is not None:
                yield from sectors(square.id, mm(float(square.size_mm[0])), style.text_min,
                                   board.id, names_only=True)


def _tokens(game: Any, words: dict[str, Any]) -> Iterator[PrintedText]:
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces

    once: dict[str, PrintedText] = {}  # a text in a box of one size: the first piece's
    for piece in amber_pieces(game, words):
        for context, kind, text, box_of in piece.texts:
            once.setdefault(f"{context}@{piece.width:.2f}x{piece.height:.2f}", PrintedText(
                context, (context,), kind, text, box_of(piece.width, piece.height)))
    yield from once.values()


def amber_texts(game: Any, locale: str, text_for=None) -> list[PrintedText]:
    """The boxed texts of the Amber kit for a game already localised to ``locale``; the
    kit's words of a locale the code has none for (pseudo, a new translation) through
    ``text_for``, as the build reads them."""
    from pnpkit.games.amber.kit.amber_kit import words_for

    words = words_for(locale, text_for)
    return [*_card_faces(game, words, locale), *_character_cards(game, words, locale), *_boards(game, locale),
            *_tokens(game, words)]

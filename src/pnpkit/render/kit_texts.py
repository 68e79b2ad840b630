"""Every text a kit fits into a box, with the box: what ``pnpkit i18n status`` checks.

A kit's list walks the same specs and asks the same layout functions
(layout.text_boxes, the faces' ``*_boxes`` helpers) as its drawing code, so a text
overflows here exactly when the build would fail on it (or, in the pseudo-locale,
report it).  Nothing is drawn and no font file is read beyond reportlab's metrics.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from pnpkit.i18n.strings import stable_key
from pnpkit.layout.paper import LARGE, POKER
from pnpkit.layout.text_boxes import TextBox, cell_boxes, panel_boxes
from pnpkit.layout.units import mm


@dataclass(frozen=True)
class PrintedText:
    key: str  # names the box: the catalogue context it prints, or <entity>.<field>
    contexts: tuple[str, ...]  # catalogue strings whose text it holds (none: kit words)
    kind: str  # the string kind (boxes.BOXES) the report names
    text: str
    box: TextBox


def _one(context: str, kind: str, text: str, box: TextBox) -> PrintedText:
    return PrintedText(context, (context,), kind, text, box)


def _card_faces(game: Any, words: dict[str, Any]) -> Iterator[PrintedText]:
    from pnpkit.render.amber_kit import amber_card_spec, amber_item_spec
    from pnpkit.render.card_face import face_boxes

    def face(kind: str, ident: str, spec) -> Iterator[PrintedText]:
        boxes = face_boxes(spec, POKER.width, POKER.height)
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
    from pnpkit.render.amber_kit import amber_character_spec
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


def _boards(game: Any) -> Iterator[PrintedText]:
    from pnpkit.render.amber_board import (
        SECTOR_SHEET_MM,
        SECTOR_SHEET_TEXT_MIN,
        board_scale,
        cell_style,
        is_sector_board,
        rect_pt,
        sector_note_box,
        sector_text_boxes,
    )
    from pnpkit.render.cell_board import printed_text

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
        style = cell_style(board_scale(board))
        for f in fields:
            title, text = cell_boxes(rect_pt(f.rect, height), numbered=f.number is not None,
                                     style=style)
            key = stable_key("field", f.id)
            yield _one(f"{key}.name", "field.name", f.name, title)
            printed = printed_text(f)
            if printed:
                context = f"{key}.attrs.on_board.text" if printed != f.text else f"{key}.text"
                yield _one(context, "field.text", printed, text)
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
    from pnpkit.render.amber_tokens import amber_pieces

    seen: set[str] = set()
    for piece in amber_pieces(game, words):
        for context, kind, text, box_of in piece.texts:
            box = box_of(piece.width, piece.height)
            key = f"{context}@{piece.width:.2f}x{piece.height:.2f}"
            if key not in seen:
                seen.add(key)
                yield PrintedText(context, (context,), kind, text, box)


def amber_texts(game: Any, locale: str) -> list[PrintedText]:
    """The boxed texts of the Amber kit for a game already localised to ``locale``."""
    from pnpkit.render.amber_kit import words_for

    words = words_for(locale)
    return [*_card_faces(game, words), *_character_cards(game, words, locale), *_boards(game),
            *_tokens(game, words)]


def race_texts(game: Any, locale: str) -> list[PrintedText]:
    """The boxed texts of the race kit: the board's squares and side paths, and the fold
    note of the pawns on either paper (the rules sheet is a listing that flows)."""
    from pnpkit.layout.paper import paper_named
    from pnpkit.render.race_print import (
        _track_squares,
        lane_squares,
        pawns_how_box,
        square_texts,
        track_geometry,
        words_for,
    )
    from pnpkit.rules.race.from_game import cells_and_lanes

    words = words_for(locale)
    geo = track_geometry()
    out = []
    for index, f, ends in _track_squares(game):
        for field, text, box in square_texts(index, f, ends, geo.slot(index), words):
            key = f"{stable_key('field', f.id)}.{field}"
            # START and FINISH are the kit's words, not the squares' names
            context = (f"kit.race_print.WORDS.{'start' if index == 0 else 'finish'}" if ends
                       else key)
            out.append(PrintedText(key, (context,), f"field.{field}", text, box))
    _, lanes, _ = cells_and_lanes(game)
    for lane in lanes:
        squares, _gap = lane_squares(game, geo, lane["id"], lane["entry"], lane["rejoin"])
        for f, _rect, box in squares:
            out.append(_one(f"{stable_key('field', f.id)}.name", "field.name", f.name, box))
    for paper in ("a4", "letter"):
        sheet = paper_named(paper).portrait()
        out.append(PrintedText(f"kit.race_print.WORDS.pawns_how@{paper}",
                               ("kit.race_print.WORDS.pawns_how",), "extra", words["pawns_how"],
                               pawns_how_box(sheet.width, sheet.height)))
    return out


def fighting_fantasy_texts(game: Any, locale: str) -> list[PrintedText]:
    """None: the adventure sheet, rules page and odds tables draw their words at fixed
    sizes on fixed lines and wrap their paragraphs onto the page (render/ff_sheets.py),
    so nothing of the kit is fitted into a box and nothing can fail the build."""
    return []


#: game id -> its kit's boxed texts (a game without one is checked against nominal boxes)
KIT_TEXTS: dict[str, Callable[[Any, str], list[PrintedText]]] = {
    "amber": amber_texts, "race": race_texts, "fighting-fantasy": fighting_fantasy_texts}


def kit_texts(game: Any, locale: str) -> list[PrintedText] | None:
    """The boxed texts of ``game``'s kit in ``locale`` (the game already localised), or
    None when its kit has no such list."""
    make = KIT_TEXTS.get(game.id)
    return make(game, locale) if make is not None else None

"""The «Корона Эмбера» print kit: the standard kit parts with Amber's own card faces,
and the texts those parts print, box by box (``amber_texts``, for the translations'
status).

Adventure cards are framed by the world a creature is strongest in (so an orc is red,
a will-o'-the-wisp blue) and other cards by their kind; kind labels are printed words
kept in ``WORDS`` (translated through the catalogue like every other printed string).

``WORDS`` is data in ``amber_kit.json`` beside this module, ``{locale: nested strings}``:
``sets`` names the sets of cards as a whole (their PDFs' titles, their decks in an
export); in the printing guide, ``calibrate.tight`` replaces the second point and
``cutting.tight`` the first two when the cards are printed ``--cards tight`` (no bleed
to hide a shift); ``traits`` are printed masculine|feminine.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, replace
from typing import Any

from pnpkit.i18n.strings import stable_key
from pnpkit.layout.paper import A4, LARGE, LETTER, POKER, paper_named
from pnpkit.layout.text_boxes import cell_boxes, panel_boxes
from pnpkit.layout.units import mm
from pnpkit.render import standard_kit
from pnpkit.render.card_face import FaceSpec, default_item_spec, default_spec
from pnpkit.render.character_face import default_character_spec
from pnpkit.render.kit_plan import BOARD_LISTS, part_inputs
from pnpkit.render.kit_texts import PrintedText
from pnpkit.render.kit_texts import one_text as _one
from pnpkit.render.pipeline import Output, Part, hash_inputs
from pnpkit.word_files import word_file

#: kept in amber_kit.json beside this module: the kit's printed words by locale (collected
#: into the catalogue by pnpkit.i18n) and the worlds that frame the cards (card_world; an
#: item card's frame is the world the item belongs to in play)
_TABLES = word_file(__file__, "amber_kit.json")
WORDS: dict[str, dict[str, Any]] = _TABLES["WORDS"]
FIGHTING_WORLDS: list[str] = _TABLES["FIGHTING_WORLDS"]
KIND_WORLD: dict[str, str] = _TABLES["KIND_WORLD"]
ITEM_WORLD: dict[str, str] = _TABLES["ITEM_WORLD"]


def card_world(card: Any) -> str:
    """The frame of an adventure card: a fighter's strongest world (the first of
    FIGHTING_WORLDS on a tie), else by kind."""
    fighting = [(card.stats.get(w, 0), -i, w) for i, w in enumerate(FIGHTING_WORLDS)
                if isinstance(card.stats.get(w), int)]
    if fighting:
        return max(fighting)[2]
    return KIND_WORLD.get(card.kind, "neutral")


def words_for(locale: str, text_for=None) -> dict[str, Any]:
    """This kit's words in ``locale``; other locales go through the catalogue."""
    from pnpkit.i18n.code_texts import code_words

    return code_words("pnpkit.games.amber.kit.amber_kit:WORDS", locale, text_for)


def amber_settings(options, words: dict[str, Any]) -> standard_kit.KitSettings:
    return standard_kit.KitSettings(
        locale=options.locale, paper=options.paper, ink=options.ink, duplex=options.duplex,
        back_offset_mm=tuple(options.back_offset), kind_labels=dict(words["kinds"]),
        catalogue_title=words["catalogue"], items_back=words["items_back"],
        catalogue_subtitle=words["catalogue_note"], tokens_title=words["tokens"]["title"],
        cards=getattr(options, "cards", "bleed"), set_titles=dict(words["sets"]),
    )


def amber_item_spec(item: Any, words: dict[str, Any]) -> FaceSpec:
    """Item cards: framed by kind, the kind and the experience needed under the name,
    the footer left empty of ids."""
    spec = default_item_spec(item, words["kinds"])
    label = words["kinds"].get(item.kind, "")
    experience = item.attrs.get("experience")
    if experience:
        label = f"{label} · {words['needs']} {experience}" if label else \
            f"{words['needs']} {experience}"
    return FaceSpec(**{**spec.__dict__, "kind_label": label, "footer": " ",
                       "world": ITEM_WORLD.get(item.kind, "gold"), "picture": item.picture or None})


def amber_card_spec(card: Any, kind_labels: dict[str, str]) -> FaceSpec:
    spec = default_spec(card, kind_labels)
    return FaceSpec(**{**spec.__dict__, "world": card_world(card), "picture": card.picture or None})


#: own ПС/ПУ/ПМ/ПО are capped at 14 before the Провал; the tracks run that far
TRACK_MAX = 14


def traits_line(character: Any, words: dict[str, Any]) -> str:
    """'Добрая · честная · нетерпеливая': alignment and traits in the character's gender."""
    forms = words["traits"]
    feminine = character.attrs.get("sex") == "female"

    def word(key: str) -> str:
        masculine, _, female = forms[key].partition("|")
        return female if feminine and female else masculine

    if character.kind == "prince":
        return word("prince")
    attrs = character.attrs
    parts = [attrs["alignment"]] if attrs.get("alignment") in ("good", "neutral", "evil") else []
    parts += [trait if attrs[trait] else not_trait for trait, not_trait in (("honest", "dishonest"),
                                                                          ("patient", "impatient")) if trait in attrs]
    return " · ".join(word(key) for key in parts)


def amber_character_spec(character: Any, game: Any, words: dict[str, Any]):
    spec = default_character_spec(character, game)
    tracks = tuple((kind, TRACK_MAX) for kind, _ in spec.stats) or tuple(
        (kind, TRACK_MAX) for kind in ("strength", "mind", "magic", "life", "experience"))
    return type(spec)(**{**spec.__dict__, "traits": traits_line(character, words),
                         "world": "amber" if character.kind == "prince" else spec.world,
                         "tracks": tracks, "picture": character.picture or None})


def _amber_faces_hooks(game: Any, options, words: dict[str, Any]) -> dict[str, Any]:
    """How Amber draws the standard kit's cards, backs and boards (shared by the print
    parts and the exported faces, so both draw the same)."""
    from pnpkit.games.amber.kit.amber_backs import amber_back
    from pnpkit.games.amber.kit.amber_board import amber_board

    deck_names = {d.id: d.name for d in game.decks}

    def back_of(key: str):
        title = (words["items_back"] if key == "items" else words["backs"].get(key)
                 or deck_names.get(key, ""))
        ground = "navy" if key == "items" else "forest" if key in words["backs"] else "garnet"
        return amber_back(game.title, title, ground)

    return dict(card_spec=amber_card_spec,
                character_spec=lambda c: amber_character_spec(c, game, words),
                board_of=lambda board_id: amber_board(game, board_id, ink=options.ink, paper=options.paper,
                                                      locale=options.locale),
                back_of=back_of,
                item_spec=lambda item: amber_item_spec(item, words))


# --- the kit in data: content/amber/game.yaml's kit: names these kinds ----------------
# (plugin.kit_builders); each is called as builder(build, component) with a
# render.kit_plan.KitBuild, and draws that part of the kit.

def _hooks(build) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    # a locale the code has no words for (pseudo, a new translation) reads them from
    # the game's catalogue
    words = words_for(build.options.locale, build.text_for)
    return (amber_settings(build.options, words), words,
            _amber_faces_hooks(build.game, build.options, words))


def board_part(build, component):
    """An Amber board: the worlds, the Kingdom, the Temple, the Pass."""
    from pnpkit.games.amber.kit.amber_board import is_sector_board, tile_shrink

    settings, _words, hooks = _hooks(build)
    sector = is_sector_board(build.game, component.board)
    # the tiled main board: the A2 design grown to fill its sheets; the Kingdom: shrunk
    # onto 2 × 2 sheets (it is laid out for them: amber_board.text_scale)
    board = next(b for b in build.game.boards if b.id == component.board)
    main = board.id == build.game.boards[0].id
    part = standard_kit.board_part(
        build.game, component.board, component.part, settings, part_inputs(build, *BOARD_LISTS),
        hooks["board_of"], fill=not sector,
        tile_scale=1.0 if sector else tile_shrink(board, settings.paper, main))
    if not sector:
        return part

    def a4_poster(report):
        """The Temple's and the Pass's poster on a standard A4 (Letter) sheet (their own
        18.2 × 23.6 cm in the middle, the sheet's edges in parchment) instead of a sheet
        of no standard size."""
        from pnpkit.games.amber.kit.amber_board import enlarged
        from pnpkit.render.board_tiles import render_poster

        outputs = list(part.build(report))
        drawing = hooks["board_of"](component.board)
        office = LETTER if settings.paper == "letter" else A4  # a print shop's standard sheet
        sheet = (office.width, office.height)
        if drawing.width > drawing.height:
            sheet = sheet[::-1]
        poster = render_poster(enlarged(drawing, 1.0, sheet), locale=settings.locale)
        return [Output(o.name, poster.data, poster.pages)
                if o.name == f"{component.part}-poster.pdf" else o for o in outputs]

    return replace(part, build=a4_poster)


def cards_part(build, component):
    """Amber's cards on the standard kit's sheets: the adventure deck (each card framed by
    the world a creature is strongest in), travellers or princes on large cards (with
    their traits, their tracks and the items they start with), the item cards (framed by
    the world each belongs to in play)."""
    settings, _words, hooks = _hooks(build)
    game, name, back_of = build.game, component.part, hooks["back_of"]
    if component.kind == "amber-deck":
        return standard_kit.standard_deck_part(game, component.deck, name, settings,
                                               part_inputs(build, "cards"), hooks["card_spec"],
                                               back_of)
    if component.kind == "amber-characters":
        return standard_kit.characters_part(game, component.of, name, settings,
                                            part_inputs(build, "characters", "items"),
                                            hooks["character_spec"], back_of)
    return standard_kit.items_part(game, name, settings, part_inputs(build, "items"),
                                   hooks["item_spec"], back_of)


def tokens_part(build, component):
    """Thalers, points and the pieces of play."""
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces

    settings, words, _hooks_ = _hooks(build)
    settings = replace(settings, tokens=component.options.get("shape", "square"))
    # a standee per traveller
    return standard_kit.tokens_part(build.game, component.part, settings,
                                    part_inputs(build, "characters"),
                                    lambda: amber_pieces(build.game, words))


def counting_inputs(build) -> list:
    """What the catalogue and the print guide draw of the data: the items, the boards and
    their fields, the characters, and of the cards only how many each deck has and the
    items their effects hand out (the catalogue's "turns up on card No. …") — so a card's
    name or text, which neither prints, leaves them as they were."""
    from pnpkit.model.fingerprint import digest

    cards = [(c.deck, c.number, c.effects) for c in build.game.cards]
    return [*part_inputs(build, *BOARD_LISTS, "items", "characters"), "cards", digest(cards)]


def _sheet_part(build, name: str, render, key: tuple = (), *, inputs):
    """A part of one PDF ``<name>.pdf`` drawn by ``render(game, words, paper, ink, locale)``
    (``key``: what else it depends on, beyond the kit's settings and ``inputs``, the part's
    share of the data: kit_plan.part_inputs)."""
    settings, words, _hooks_ = _hooks(build)
    paper = paper_named(settings.paper)

    def make(report):
        pdf = render(build.game, words, paper, ink=settings.ink, locale=settings.locale)
        report(1, 1)
        return [Output(f"{name}.pdf", pdf.data, pdf.pages)]

    return Part(name, hash_inputs(name, asdict(settings), *key, *inputs), make)


# --- the kit's boxed texts (render.kit_texts; plugin kit_texts): cards, items, characters,
# boards, tokens, in the boxes the parts above print them in

def _card_faces(game: Any, words: dict[str, Any], locale: str) -> Iterator[PrintedText]:
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
    words = words_for(locale, text_for)
    return [*_card_faces(game, words, locale), *_character_cards(game, words, locale), *_boards(game, locale),
            *_tokens(game, words)]

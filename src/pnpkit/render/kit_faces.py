"""The faces of a kit declared in data (model.kit), component by component, drawn by the
same calls as the parts render.kit_plan builds: a ``deck`` through its card layout
(render.layout_face), ``characters`` and ``items`` through the standard faces, a
``board`` as its poster, ``tokens`` as a piece a kind (render.faces.piece_faces), a
``sheet`` as a board and the ``catalogue`` and ``rulebook`` as booklets (the PDFs their
print parts make).  The calibration page gives nothing; a kind a rules plugin adds gives what the
plugin's ``kit_faces`` entry for it returns (``function(build, component) -> KitFaces``).

:func:`kit_faces` gives a game's faces: a rules plugin's ``card_faces`` hook for a kit
drawn by its own code, else those of the components its data declares; :func:`subset`,
the ones a user asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from pnpkit.layout.paper import LARGE, POKER
from pnpkit.model.game import KitComponent
from pnpkit.plugins import load
from pnpkit.render.faces import CardSet, KitFaces, SheetFace, face_cards, game_dice, game_texts
from pnpkit.render.kit_plan import KitBuild, generic_settings, printed_pdfs

FacesOf = Callable[[KitBuild, KitComponent], KitFaces]


def _deck(build: KitBuild, c: KitComponent) -> KitFaces:
    from pnpkit.layout.card_layout import card_layout
    from pnpkit.render.layout_face import layout_deck

    game = build.game
    layout = card_layout(c.layout or "poker", game.layouts)
    deck = game.index("decks")[c.deck]
    cards = layout_deck(game, c.deck, layout, build.folder)
    return KitFaces(decks=(CardSet(c.part, deck.name, layout.size,
                                   face_cards(cards, game_texts(game))),))


def _characters(build: KitBuild, c: KitComponent) -> KitFaces:
    from pnpkit.render.character_face import characters_from_game

    game = build.game
    kinds = [c.of] if c.of else list(dict.fromkeys(ch.kind for ch in game.characters))
    cards = [card for kind in kinds for card in characters_from_game(game, kind)]
    # named as its PDF is (the generic kit names no set: the game's title), never by a key
    return KitFaces(decks=(CardSet(c.part, game.title, LARGE,
                                   face_cards(cards, game_texts(game))),))


def _items(build: KitBuild, c: KitComponent) -> KitFaces:
    from pnpkit.render.card_face import item_cards

    settings = generic_settings(build)
    cards = item_cards(build.game, back_title=settings.items_back)
    return KitFaces(decks=(CardSet(c.part, settings.items_back, POKER,
                                   face_cards(cards, game_texts(build.game))),))


def _board(build: KitBuild, c: KitComponent) -> KitFaces:
    from pnpkit.render.board_tiles import render_poster
    from pnpkit.render.cell_board import board_from_game

    settings = generic_settings(build)
    board = build.game.index("boards")[c.board]

    def poster() -> bytes:
        drawing = board_from_game(build.game, c.board, ink=settings.ink, locale=settings.locale,
                                  folder=build.folder)
        return render_poster(drawing, locale=settings.locale).data

    return KitFaces(boards=(SheetFace(c.part, board.name, poster),))


def _tokens(build: KitBuild, c: KitComponent) -> KitFaces:
    from pnpkit.render.faces import piece_faces
    from pnpkit.render.token_faces import pieces_from_game

    return KitFaces(pieces=piece_faces(build.game, pieces_from_game(build.game)))


def _printed(build: KitBuild, c: KitComponent):
    """The PDF the kit's own builder of ``c`` prints (kit_plan), made when asked for."""
    return lambda: printed_pdfs(build, c)[0]


def _sheet(build: KitBuild, c: KitComponent) -> KitFaces:
    """A sheet with a picture (a score pad, a player aid) lies on the table as a board."""
    return KitFaces(boards=(SheetFace(c.part, c.part, _printed(build, c)),))


def _booklet(build: KitBuild, c: KitComponent) -> KitFaces:
    """The catalogue and the rulebook, to leaf through on a virtual table."""
    from pnpkit.render.rulebook.build import RULEBOOK_WORD

    lang = (build.options.locale or build.game.default_locale).split("_")[0]
    name = build.game.title if c.kind == "catalogue" else (
        f"{build.game.title} — {RULEBOOK_WORD.get(lang, RULEBOOK_WORD['en'])}")  # as it is titled
    return KitFaces(documents=(SheetFace(c.part, name, _printed(build, c)),))


GENERIC_FACES: dict[str, FacesOf] = {
    "deck": _deck, "characters": _characters, "items": _items, "board": _board,
    "tokens": _tokens, "sheet": _sheet, "catalogue": _booklet, "rulebook": _booklet,
}


def _planned(build: KitBuild, components: Sequence[KitComponent],
             plugin_faces: Mapping[str, str]) -> KitFaces:
    """Every face of ``components``, decks and boards in the kit's order."""
    made = [load(plugin_faces[c.kind])(build, c) if c.kind in plugin_faces
            else GENERIC_FACES[c.kind](build, c)
            for c in components if c.kind in plugin_faces or c.kind in GENERIC_FACES]
    return KitFaces(*(tuple(face for faces in made for face in getattr(faces, f.name))
                      for f in fields(KitFaces)))


def kit_faces(game: Any, options: Any, folder: Path, text_for=None) -> KitFaces:
    """Every deck and board of ``game``'s kit (the game already localised; ``options``
    as for a build: locale, paper, ink, duplex, back_offset)."""
    from pnpkit.model.kit import kit_of
    from pnpkit.plugins import plugin_for

    plugin = plugin_for(game.rules)
    build = KitBuild(game, options, (), folder, text_for)
    if plugin is not None and plugin.card_faces:  # the kit's own code gives its faces
        faces = load(plugin.card_faces)(game, options)
        # and the generic rulebook its kit prints, as a booklet to leaf through
        books = _planned(build, [c for c in kit_of(game) if c.kind == "rulebook"], {})
        faces = replace(faces, documents=faces.documents + books.documents)
    else:
        faces = _planned(build, kit_of(game), dict(plugin.kit_faces) if plugin is not None else {})
    # the dice its tables and stats roll, unless the kit's code says which
    return faces if faces.dice else replace(faces, dice=game_dice(game))


def names(faces: KitFaces) -> list[str]:
    return ([d.id for d in faces.decks] + [b.id for b in faces.boards]
            + [d.id for d in faces.documents] + (["pieces"] if faces.pieces else [])
            + (["dice"] if faces.dice else []))


def subset(faces: KitFaces, only: Sequence[str] = (), limit: int | None = None) -> KitFaces:
    """Only the decks, boards and booklets named in ``only`` (all when empty; ``pieces``
    and ``dice`` name the kit's pieces and dice), each deck cut to its first ``limit``
    cards (for a quick proof)."""
    keep = set(only)
    decks = tuple(d for d in faces.decks if not keep or d.id in keep)
    if limit is not None:
        decks = tuple(replace(d, cards=d.cards[:limit]) for d in decks)
    boards = tuple(b for b in faces.boards if not keep or b.id in keep)
    return KitFaces(tuple(d for d in decks if d.cards), boards,
                    faces.pieces if not keep or "pieces" in keep else (),
                    faces.dice if not keep or "dice" in keep else (),
                    tuple(d for d in faces.documents if not keep or d.id in keep))

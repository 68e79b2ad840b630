"""The faces of a kit declared in data (model.kit), component by component, drawn by the
same calls as the parts render.kit_plan builds: a ``deck`` through its card layout
(render.layout_face), ``characters`` and ``items`` through the standard faces, a
``board`` as its poster, ``tokens`` as a piece a kind (render.faces.piece_faces), a
``sheet`` as a board and the ``catalogue`` and ``rulebook`` as booklets (the PDFs their
print parts make).  The calibration page gives nothing; a kind a rules plugin adds gives what the
plugin's ``kit_faces`` entry for it returns (``function(build, component) -> KitFaces``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields

from pnpkit.layout.paper import LARGE, POKER
from pnpkit.model.game import KitComponent
from pnpkit.plugins import load
from pnpkit.render.faces import CardSet, KitFaces, SheetFace, face_cards, game_texts
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


def kit_faces(build: KitBuild, components: Sequence[KitComponent],
              plugin_faces: Mapping[str, str] = {}) -> KitFaces:  # noqa: B006 (read only)
    """Every face of ``components``, decks and boards in the kit's order."""
    made = [load(plugin_faces[c.kind])(build, c) if c.kind in plugin_faces
            else GENERIC_FACES[c.kind](build, c)
            for c in components if c.kind in plugin_faces or c.kind in GENERIC_FACES]
    return KitFaces(*(tuple(face for faces in made for face in getattr(faces, f.name))
                      for f in fields(KitFaces)))

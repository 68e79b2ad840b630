"""A kit's faces, one by one: each deck's cards (name, description, the front and back
drawers the deck PDF uses, the card size) and each board or sheet as a one-page PDF.

This is the seam between a kit and anything that shows its pieces outside the PDFs
(``pnpkit export``: print-on-demand shops, a virtual tabletop).  A game's plugin gives
its own faces (``GamePlugin.card_faces``); a game that is only data gets
:func:`standard_faces`, drawn by the same code as its standard kit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pnpkit.layout.paper import LARGE, POKER, CardSize
from pnpkit.render.deck import DeckCard, FaceDrawer


@dataclass(frozen=True)
class FaceCard:
    id: str
    name: str
    description: str  # the card's text from the data (a virtual table shows it)
    front: FaceDrawer
    back: FaceDrawer


@dataclass(frozen=True)
class CardSet:
    """One deck as the kit prints it: ``id`` is the kit part's name (adventure-deck)."""

    id: str
    name: str
    size: CardSize
    cards: tuple[FaceCard, ...]


@dataclass(frozen=True)
class SheetFace:
    """A board (or another big sheet) drawn once on a page of its own size."""

    id: str
    name: str
    pdf: Callable[[], bytes]  # a one-page PDF, the kit's own poster of it


@dataclass(frozen=True)
class KitFaces:
    decks: tuple[CardSet, ...] = ()
    boards: tuple[SheetFace, ...] = ()


def face_cards(cards: Sequence[DeckCard], texts: dict[str, str]) -> tuple[FaceCard, ...]:
    """DeckCards with their data text (a copy "item.horse#2" takes item.horse's text)."""
    return tuple(FaceCard(c.id, c.name, texts.get(c.id, texts.get(c.id.partition("#")[0], "")),
                          c.front, c.back) for c in cards)


def game_texts(game: Any) -> dict[str, str]:
    """Every card, item and character text of ``game`` by id."""
    out: dict[str, str] = {}
    for group in (game.cards, game.items, game.characters):
        for thing in group:
            out[thing.id] = str(getattr(thing, "text", "") or "")
    return out


def standard_faces(game: Any, settings: Any, *,
                   card_spec: Callable[[Any, dict[str, str]], Any] | None = None,
                   character_spec: Callable[[Any], Any] | None = None,
                   board_of: Callable[[str], Any] | None = None,
                   back_of: Callable[[str], Any] | None = None,
                   item_spec: Callable[[Any], Any] | None = None,
                   set_names: dict[str, str] | None = None) -> KitFaces:
    """The faces of the standard kit (render.standard_kit) with the same hooks: decks
    named like their parts (``<deck>-deck``, ``<kind>s``, ``items``) and boards with
    field rects (``board``, ``<id>-board``) as posters.  ``set_names`` shows a deck of
    characters or items under a name of its own (a deck has its data's name)."""
    from pnpkit.render.board_tiles import render_poster
    from pnpkit.render.card_face import deck_from_game, default_spec, item_cards
    from pnpkit.render.cell_board import board_from_game
    from pnpkit.render.character_face import characters_from_game

    texts = game_texts(game)
    # a set of characters or items is named as its PDF is (standard_kit.set_title)
    named = {**settings.set_titles, **(set_names or {})}
    spec = card_spec or default_spec
    decks: list[CardSet] = []
    for deck in game.decks:
        if not any(c.deck == deck.id for c in game.cards):
            continue
        cards = deck_from_game(game, deck.id,
                               spec_of=lambda card: spec(card, settings.kind_labels),
                               back=back_of(deck.id) if back_of else None)
        decks.append(CardSet(f"{deck.id}-deck", deck.name, POKER, face_cards(cards, texts)))
    for kind in dict.fromkeys(c.kind for c in game.characters):
        cards = characters_from_game(game, kind, spec_of=character_spec,
                                     back=back_of(kind) if back_of else None)
        decks.append(CardSet(f"{kind}s", named.get(f"{kind}s") or game.title, LARGE,
                             face_cards(cards, texts)))
    if game.items:
        cards = item_cards(game, back_title=settings.items_back,
                           back=back_of("items") if back_of else None, spec_of=item_spec)
        decks.append(CardSet("items", named.get("items") or game.title, POKER,
                             face_cards(cards, texts)))

    boards: list[SheetFace] = []
    for index, board in enumerate(game.boards):
        fields = game.fields_of(board.id)
        if not fields or any(f.rect is None for f in fields):
            continue

        def poster(board_id: str = board.id) -> bytes:
            drawing = board_of(board_id) if board_of is not None else board_from_game(
                game, board_id, ink=settings.ink, locale=settings.locale)
            return render_poster(drawing, locale=settings.locale).data

        stem = "board" if index == 0 else f"{board.id}-board"
        boards.append(SheetFace(stem, board.name, poster))
    return KitFaces(tuple(decks), tuple(boards))

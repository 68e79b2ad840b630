"""A kit's faces, one by one: each deck's cards (name, description, the front and back
drawers the deck PDF uses, the card size) and each board or sheet as a one-page PDF.

This is the seam between a kit and anything that shows its pieces outside the PDFs
(``pnpkit export``: print-on-demand shops, a virtual tabletop).  A game's plugin gives
its own faces (``GamePlugin.card_faces``), maybe through :func:`standard_faces`, drawn by
the same code as the standard kit's parts.
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
class PieceFace:
    """One kind of piece as a table shows it: a token, marker or coin (``shape`` circle
    or rect) or a figure (standee), drawn by the kit's own token code; ``count`` of
    them, or a supply that never runs out (``infinite``: money, points)."""

    id: str
    name: str
    shape: str
    width: float  # pt; a standee's figure, not its folding strip
    height: float
    draw: Any  # render.tokens.PieceDrawer
    count: int = 1
    infinite: bool = False
    description: str = ""
    back: Any = None  # a standee's back (None: the front again)


@dataclass(frozen=True)
class DieFace:
    """``count`` ordinary dice of ``sides`` sides."""

    id: str
    name: str
    sides: int = 6
    count: int = 1


@dataclass(frozen=True)
class KitFaces:
    decks: tuple[CardSet, ...] = ()
    boards: tuple[SheetFace, ...] = ()  # a page a board; a sheet of several pages, a tile each
    pieces: tuple[PieceFace, ...] = ()
    dice: tuple[DieFace, ...] = ()
    documents: tuple[SheetFace, ...] = ()  # booklets to leaf through (a catalogue, rules)


#: token kinds a game takes from a supply that never runs out
SUPPLY_KINDS = ("money", "coin", "coins", "points", "point")


def piece_faces(game: Any, pieces: Sequence[Any]) -> tuple[PieceFace, ...]:
    """render.tokens Pieces (one per printed token) as kinds with a count: ``kind#n``
    copies become one PieceFace; a figure ``kind:character`` stays one of its own,
    named after its character."""
    tokens = {t.id: t for t in getattr(game, "tokens", ())}
    characters = {c.id: c for c in getattr(game, "characters", ())}
    kinds: dict[str, list[Any]] = {}
    for piece in pieces:
        kinds.setdefault(piece.id.partition("#")[0], []).append(piece)
    out = []
    for key, copies in kinds.items():
        token_id, _, character_id = key.partition(":")
        token = tokens.get(token_id)
        character = characters.get(character_id)
        name = character.name if character else (token.name if token else key)
        first = copies[0]
        out.append(PieceFace(key, name, first.shape, first.width, first.height, first.draw,
                             len(copies), bool(token and token.kind.lower() in SUPPLY_KINDS),
                             str(getattr(character, "text", "") or "") if character else "",
                             first.back))
    return tuple(out)


def game_dice(game: Any) -> tuple[DieFace, ...]:
    """The dice a game's tables and stats roll (``2d6`` …): as many of each kind as the
    largest roll asks for; none when nothing is rolled."""
    import re

    most: dict[int, int] = {}
    found = [str(getattr(t, "dice", "") or "") for t in getattr(game, "tables", ())]
    found += [str(v) for v in _walk_dice(getattr(game, "extra", {}))]
    for text in found:
        for n, sides in re.findall(r"(\d*)d(\d+)", text):
            most[int(sides)] = max(most.get(int(sides), 0), int(n or 1))
    return tuple(DieFace(f"d{sides}", f"d{sides}", sides, n)
                 for sides, n in sorted(most.items()) if sides in TTS_DICE)


#: the dice a virtual table has (Die_4 … Die_20)
TTS_DICE = (4, 6, 8, 10, 12, 20)


def _walk_dice(value: Any):
    """Every ``dice:`` value in nested data (Fighting Fantasy's stats)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "dice" and isinstance(item, str):
                yield item
            else:
                yield from _walk_dice(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _walk_dice(item)


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
                   card_spec: Callable[[Any, dict[str, str]], Any],
                   character_spec: Callable[[Any], Any], board_of: Callable[[str], Any],
                   back_of: Callable[[str], Any], item_spec: Callable[[Any], Any]) -> KitFaces:
    """The faces of the standard kit (render.standard_kit) drawn with a game's own hooks
    (its card, character and item faces, backs and boards), as its parts draw them:
    decks named like their parts (``<deck>-deck``, ``<kind>s``, ``items``) and boards
    with field rects (``board``, ``<id>-board``) as posters."""
    from pnpkit.model.kit import board_drawable
    from pnpkit.render.board_tiles import render_poster
    from pnpkit.render.card_face import deck_from_game, item_cards
    from pnpkit.render.character_face import characters_from_game
    from pnpkit.render.standard_kit import set_title

    texts = game_texts(game)
    decks: list[CardSet] = []
    for deck in game.decks:
        if not any(c.deck == deck.id for c in game.cards):
            continue
        cards = deck_from_game(game, deck.id,
                               spec_of=lambda card: card_spec(card, settings.kind_labels),
                               back=back_of(deck.id))
        decks.append(CardSet(f"{deck.id}-deck", deck.name, POKER, face_cards(cards, texts)))
    for kind in dict.fromkeys(c.kind for c in game.characters):
        cards = characters_from_game(game, kind, spec_of=character_spec, back=back_of(kind))
        # a set of characters or items is named as its PDF is; a deck has its data's name
        decks.append(CardSet(f"{kind}s", set_title(settings, game, f"{kind}s"), LARGE,
                             face_cards(cards, texts)))
    if game.items:
        cards = item_cards(game, back_title=settings.items_back,
                           back=back_of("items"), spec_of=item_spec)
        decks.append(CardSet("items", set_title(settings, game, "items"), POKER,
                             face_cards(cards, texts)))

    boards: list[SheetFace] = []
    for index, board in enumerate(game.boards):
        if not board_drawable(game, board.id):
            continue

        def poster(board_id: str = board.id) -> bytes:
            return render_poster(board_of(board_id), locale=settings.locale).data

        stem = "board" if index == 0 else f"{board.id}-board"
        boards.append(SheetFace(stem, board.name, poster))
    return KitFaces(tuple(decks), tuple(boards))

"""The Amber token sheet: thalers by denomination (with the currency's name on the coin),
round point counters saying "пункт/пунктов", alignment markers with the whole word under
their letter, the stat markers for the traveller tracks, one standee per traveller and
labelled tiles for the rest.

Pieces are sorted tallest first so each shelf of the packer holds one size (the whole
sheet fits on four A4 or Letter pages instead of five).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pnpkit.layout.units import mm
from pnpkit.render.fonts import SANS_BOLD, SANS_CONDENSED_BOLD
from pnpkit.render.icons import draw_thaler
from pnpkit.render.text import measurer
from pnpkit.render.token_faces import pieces_from_game
from pnpkit.render.tokens import Piece, PieceContext
from pnpkit.render.widgets import draw_badge

_ALIGNMENT_WORLD = {"good": "mind", "evil": "strength", "neutral": "neutral"}


#: the smallest print on a token (pt): a longer word than the token was sized for
#: (a new translation) runs wider instead of smaller
TOKEN_TEXT_MIN = 6.0


def _word_size(word: str, room: float, largest: float) -> float:
    return max(TOKEN_TEXT_MIN, min(largest, room / max(1.0, measurer(SANS_CONDENSED_BOLD)(word, 1.0))))


def _coin(value: int, label: str) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        draw_thaler(ctx.surface, ctx.width / 2, ctx.height / 2, ctx.width, value, ctx.palette,
                    unit_label=label)
    return draw


def _counter(value: int, label: str) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        s, r = ctx.surface, ctx.width / 2
        draw_badge(s, r, r, r, "", ctx.palette, "amber")
        s.save()
        s.fill_color((1, 1, 1) if not ctx.palette.mono else (0.1, 0.1, 0.1))
        s.text(r, r + r * 0.12 - r * 0.9 * 0.36, str(value), SANS_BOLD, r * 0.9, "middle")
        # the word stays inside the inner ring's chord at its height, and legible
        size = _word_size(label, r * 1.3, r * 0.3)
        s.text(r, r - r * 0.55, label, SANS_CONDENSED_BOLD, size, "middle")
        s.restore()
    return draw


def _alignment(key: str, word: str) -> Callable[[PieceContext], None]:
    def draw(ctx: PieceContext) -> None:
        s, r = ctx.surface, ctx.width / 2
        draw_badge(s, r, r, r, "", ctx.palette, _ALIGNMENT_WORLD[key])
        s.save()
        s.fill_color((1, 1, 1) if not ctx.palette.mono else (0.1, 0.1, 0.1))
        s.text(r, r + r * 0.18 - r * 0.7 * 0.36, word[:1].upper(), SANS_BOLD, r * 0.7, "middle")
        # the word spans at most the chord of the inner ring at that height
        size = _word_size(word, r * 1.5, r * 0.3)
        s.text(r, r - r * 0.45, word, SANS_CONDENSED_BOLD, size, "middle")
        s.restore()
    return draw


def _quoted(name: str) -> str:
    """'Жетон «Добрый»' → 'Добрый'; '"Good" token' → 'Good'."""
    for left, right in (("«", "»"), ('"', '"'), ("“", "”")):
        if left in name:
            return name.split(left, 1)[1].split(right, 1)[0]
    return name


def amber_pieces(game: Any, words: dict[str, Any]) -> list[Piece]:
    tw = words["tokens"]

    def look(token: Any) -> list[Piece] | None:
        n = range(token.count)
        if token.kind == "money" and token.value is not None:
            size = mm(19) if token.value < 20 else mm(23)
            label = tw["thaler"] if token.value == 1 else tw["thalers"]
            return [Piece(f"{token.id}#{i + 1}", "circle", size, size,
                          _coin(token.value, label)) for i in n]
        if token.kind == "points" and token.value is not None:
            label = tw["point"] if token.value == 1 else tw["points"]
            return [Piece(f"{token.id}#{i + 1}", "circle", mm(16), mm(16),
                          _counter(token.value, label)) for i in n]
        if token.kind == "alignment":
            key = next((k for k in _ALIGNMENT_WORLD if token.id.endswith(k)), "neutral")
            return [Piece(f"{token.id}#{i + 1}", "circle", mm(20), mm(20),
                          _alignment(key, _quoted(token.name))) for i in n]
        return None

    pieces = [replace(p, group="", width=min(p.width, mm(22)),
                      height=min(p.height, mm(13)) if p.shape == "rect" else p.height)
              for p in pieces_from_game(game, look=look)]
    return sorted(pieces, key=lambda p: -p.footprint[1])

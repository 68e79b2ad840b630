"""Warnings about the pictures a game's things show (``picture:`` on cards, items,
characters and tokens; a card's or item's ``image:`` counts as one too): a thing without
a picture, once the game gives pictures at all (a game without any is not nagged), and
one picture on two different things, which makes them look alike on the table.

Things are "the same" when they have the same name and kind (the adventure card «Граната»
and the item «Граната», both items; not the event «Кошелёк» and the enemy «Кошелёк»), or
for tokens the same kind (a thaler of 1 and of 50 are one kind of token in two values).
"""

from __future__ import annotations

from typing import Any

from pnpkit.model.diagnostics import Diagnostic, Severity
from pnpkit.model.game import Game

_HINT_MISSING = ("give it 'picture: game-icons:NAME', NAME as game-icons.net spells it, "
                 "or a file of the game such as 'picture: art/wolf.png'")
_HINT_SHARED = ("choose a picture for what each one is: the same picture on two different "
                "things makes them look alike")


def _things(game: Game) -> list[tuple[str, Any]]:
    return [*(("card", c) for c in game.cards), *(("item", i) for i in game.items),
            *(("character", c) for c in game.characters), *(("token", t) for t in game.tokens)]


def _picture(thing: Any) -> str:
    return getattr(thing, "picture", "") or getattr(thing, "image", "")


def file_order(thing: Any) -> tuple[str, int, int]:
    """Where ``thing`` is written (file, line, column): "earlier" in a warning, whatever
    was read first."""
    return thing.source.path, thing.source.line, thing.source.column


def picture_warnings(game: Game) -> list[Diagnostic]:
    """W202 at each thing without a picture, W203 at each thing whose picture an
    earlier, different thing (in file order) already shows."""
    things = _things(game)
    if not any(_picture(t) for _, t in things):
        return []
    out = []
    first: dict[str, tuple[tuple[str, str], str, Any]] = {}
    for what, thing in sorted(things, key=lambda pair: file_order(pair[1])):
        picture = _picture(thing)
        if not picture:
            out.append(Diagnostic("W202", f"{what} {thing.id} ('{thing.name}') has no picture",
                                  thing.source, Severity.WARNING, _HINT_MISSING))
            continue
        identity = ("token kind", thing.kind) if what == "token" else (thing.name.casefold(), thing.kind)
        seen = first.setdefault(picture, (identity, what, thing))
        if seen[0] != identity:
            _, other_what, other = seen
            out.append(Diagnostic(
                "W203", f"{what} {thing.id} ('{thing.name}', {thing.kind}) shows the picture "
                f"'{picture}' of {other_what} {other.id} ('{other.name}', {other.kind}, at "
                f"{other.source})", thing.source,
                Severity.WARNING, _HINT_SHARED))
    return out

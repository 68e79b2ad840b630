"""Which faces a game's kit has: a rules plugin's ``card_faces`` hook for a kit drawn by
its own code, else the components the game's data declares (render.kit_faces, with the
plugin's ``kit_faces`` for its own kinds); then the subset a user asked for."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from pnpkit.render.faces import KitFaces


def kit_faces(game: Any, options: Any, folder: Path, text_for=None) -> KitFaces:
    """Every deck and board of ``game``'s kit (the game already localised; ``options``
    as for a build: locale, paper, ink, duplex, back_offset)."""
    from pnpkit.model.kit import kit_of
    from pnpkit.plugins import load, plugin_for
    from pnpkit.render.faces import game_dice
    from pnpkit.render.kit_faces import kit_faces as planned
    from pnpkit.render.kit_plan import KitBuild

    plugin = plugin_for(game.rules)
    build = KitBuild(game, options, (), folder, text_for)
    if plugin is not None and plugin.card_faces:  # the kit's own code gives its faces
        faces = load(plugin.card_faces)(game, options)
        # and the generic rulebook its kit prints, as a booklet to leaf through
        books = planned(build, [c for c in kit_of(game) if c.kind == "rulebook"], {})
        faces = replace(faces, documents=faces.documents + books.documents)
    else:
        faces = planned(build, kit_of(game), dict(plugin.kit_faces) if plugin is not None else {})
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

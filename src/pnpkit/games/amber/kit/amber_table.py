"""The Amber kit on a virtual table (pnpkit export --to tts): beyond its cards and
boards, the supply boards (items, points and money), the trade catalogue as a booklet
to leaf through, and every token, marker and traveller's figure, each drawn by the
kit's own print code."""

from __future__ import annotations

from dataclasses import replace
from typing import Any


def amber_faces(game: Any, options):
    """The Amber kit's cards and boards one by one (pnpkit export), drawn with the print
    parts' hooks and named like their parts; with the supply boards, the catalogue and
    the pieces (the dice come from the tables: render.kit_faces)."""
    from pnpkit.games.amber.kit.amber_catalogue import amber_catalogue_sections
    from pnpkit.games.amber.kit.amber_kit import _amber_faces_hooks, amber_settings, words_for
    from pnpkit.games.amber.kit.amber_supply import render_item_board, render_points_board
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces
    from pnpkit.layout.paper import paper_named
    from pnpkit.render.faces import SheetFace, piece_faces, standard_faces
    from pnpkit.render.standard_kit import catalogue_part

    words = words_for(options.locale)
    settings = amber_settings(options, words)
    faces = standard_faces(game, settings, **_amber_faces_hooks(game, options, words))
    paper = paper_named(settings.paper)
    supply = words["supply"]

    def sheet(render) -> bytes:
        return render(game, words, paper, ink=settings.ink, locale=settings.locale).data

    boards = (SheetFace("item-board", supply["item_board"], lambda: sheet(render_item_board)),
              SheetFace("points-board", supply["points_board"],
                        lambda: sheet(render_points_board)))
    catalogue = SheetFace("catalogue", settings.catalogue_title, lambda: catalogue_part(
        game, "catalogue", settings, (), lambda: amber_catalogue_sections(game, words),
    ).build(lambda done, total: None)[0].data)  # the part's one PDF
    return replace(faces, boards=faces.boards + boards, documents=(catalogue,),
                   pieces=piece_faces(game, amber_pieces(game, words)))

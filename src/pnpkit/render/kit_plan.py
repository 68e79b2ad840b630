"""A game's kit as pipeline parts, from the components its data lists (model.kit).

Generic kinds are drawn here for any game: a ``deck`` with a card layout in data
(layout.card_layout; the built-in one of the deck's card size when none is named),
``board`` from fields and regions, ``characters``, ``items``, ``catalogue``,
``tokens``, ``calibration`` and ``rulebook``.  A kind a rules plugin adds is built by the
plugin's ``kit_builders`` entry ("module:function"), called as
``builder(build, component) -> list[Part]`` with the same :class:`KitBuild`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pnpkit.model.game import Game, KitComponent
from pnpkit.render.pipeline import Part


@dataclass(frozen=True)
class BuildOptions:
    """How a kit is built (`pnpkit build`'s options; the preview and export use the
    defaults a plain build has)."""

    locale: str
    paper: str = "a4"
    out: Path = Path("output")
    only: tuple[str, ...] = ()
    ink: str = "color"
    duplex: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    strict: bool = False
    booklet: bool = False
    cards: str = "bleed"  # card sheets: own bleed in a gutter, or "tight" (9-up, no bleed)


@dataclass(frozen=True)
class KitBuild:
    """Everything a component's builder may use: the localised game, the build options
    (locale, paper, ink, duplex, back_offset, booklet), the content files the parts
    hash, the game folder (pictures, templates) and the catalogue's ``text_for``."""

    game: Game
    options: Any
    inputs: Sequence[Path | bytes | str]
    folder: Path
    text_for: Callable[[str, str], str] | None = None
    #: each of the game's fields hashed once for all the parts' keys (part_inputs):
    #: digesting the whole game again for each of a kit's sixteen parts was a second's work
    digests: dict[str, str] = field(default_factory=dict, compare=False, repr=False)


KitBuilder = Callable[[KitBuild, KitComponent], "Part | Sequence[Part]"]

#: the game's data files: a generic part is keyed by what it draws of the data read
#: from them, not by their bytes (pictures, templates and catalogues count as files)
DATA_SUFFIXES = frozenset({".yaml", ".yml", ".csv", ".tsv"})
#: the game's lists a part draws only when it names them
ENTITY_LISTS = frozenset({"cards", "characters", "items", "regions", "boards", "fields", "edges"})
BOARD_LISTS = ("regions", "boards", "fields", "edges")


def part_inputs(build: KitBuild, *drawn: str) -> list[Path | bytes | str]:
    """What a generic part's key hashes: the localised game without the lists of
    ``ENTITY_LISTS`` it does not draw (pnpkit.model.fingerprint: where a thing was read
    left out), and every content file but the data files.  So a rebuild after one card's
    change redraws the deck (and the rulebook, which lists everything) and keeps the
    board, the characters, the tokens and the calibration sheet; a field's, the board."""
    from dataclasses import fields

    from pnpkit.model.fingerprint import digest

    game, digests = build.game, build.digests
    left_out = ENTITY_LISTS - set(drawn) | {"source"}
    shown = {}
    for f in fields(game):
        if f.name not in left_out:
            if f.name not in digests:
                digests[f.name] = digest(getattr(game, f.name))
            shown[f.name] = digests[f.name]
    files = [p for p in build.inputs if not (isinstance(p, Path) and p.suffix in DATA_SUFFIXES)]
    return ["game data", digest(shown), *files]


def generic_settings(build: KitBuild):
    """The generic kit prints no words of its own beyond the game's data: the item backs,
    the catalogue's heading and the tokens' margin note carry the game's (translated)
    title, the catalogue's sections its kinds' (translated) names, so a data-only game
    needs no catalogue entries from code."""
    from pnpkit.render.standard_kit import KitSettings

    game, o, title = build.game, build.options, build.game.title
    return KitSettings(locale=o.locale, paper=o.paper, ink=o.ink, duplex=o.duplex,
                       back_offset_mm=tuple(o.back_offset), cards=getattr(o, "cards", "bleed"),
                       catalogue_title=title, items_back=title.upper(), tokens_title=title,
                       catalogue_titles={i.kind: game.kind_name(i.kind) for i in game.items})


def _board(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.model.kit import option
    from pnpkit.render.cell_board import board_from_game
    from pnpkit.render.standard_kit import board_part

    o = build.options
    settings = generic_settings(build)
    settings = replace(settings, paper=option(c, "paper", settings.paper))
    return board_part(build.game, c.board, c.part, settings, part_inputs(build, *BOARD_LISTS),
                      board_of=lambda board_id: board_from_game(
                          build.game, board_id, ink=o.ink, locale=o.locale, folder=build.folder),
                      poster=option(c, "poster", True))


def _deck(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.layout.card_layout import card_layout
    from pnpkit.model.kit import option
    from pnpkit.render.layout_face import layout_deck
    from pnpkit.render.standard_kit import deck_part

    game = build.game
    layout = card_layout(c.layout or "poker", game.layouts)
    deck = game.index("decks")[c.deck]
    copies = option(c, "copies", 1)
    count = sum(1 for card in game.cards if card.deck == c.deck) * copies
    settings = generic_settings(build)
    settings = replace(settings, cards=option(c, "spacing", settings.cards))
    inputs = [*part_inputs(build, "cards"), "layout", repr(layout),
              *(["copies", str(copies)] if copies > 1 else [])]
    return deck_part(c.part, settings, inputs,
                     lambda: layout_deck(game, c.deck, layout, build.folder) * copies, deck.name,
                     count, card=layout.size)


def _characters(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.render.standard_kit import characters_part

    return characters_part(build.game, c.of, c.part, generic_settings(build),
                           part_inputs(build, "characters"))


def _items(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.render.standard_kit import items_part

    return items_part(build.game, c.part, generic_settings(build), part_inputs(build, "items"))


def _catalogue(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.render.standard_kit import catalogue_part

    return catalogue_part(build.game, c.part, generic_settings(build), build.inputs)


def _tokens(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.model.kit import option
    from pnpkit.render.standard_kit import tokens_part
    from pnpkit.render.token_faces import pieces_from_game

    copies = option(c, "copies", 1)
    inputs = [*part_inputs(build, "characters"),  # a standee per character
              *(["copies", str(copies)] if copies != 1 else [])]
    settings = replace(generic_settings(build), tokens=option(c, "shape", "square"))
    return tokens_part(build.game, c.part, settings, inputs, tokens_of=None if copies == 1 else
                       lambda: [p for p in pieces_from_game(build.game) for _ in range(copies)])


def _calibration(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.render.standard_kit import calibration_part

    return calibration_part(c.part, generic_settings(build), part_inputs(build))


def _sheet(build: KitBuild, c: KitComponent) -> Part:
    """One page of the kit's paper showing the component's picture, as large as fits
    inside a 10 mm margin and centred (a score pad, a player aid drawn elsewhere)."""
    from pnpkit.layout.paper import paper_named
    from pnpkit.layout.units import mm
    from pnpkit.readers.images import ImageRefused, read_game_image
    from pnpkit.render.pdf import PdfBuilder
    from pnpkit.render.pipeline import Output, hash_inputs
    from pnpkit.render.surface import PdfSurface

    paper = paper_named(build.options.paper)

    def make(report):
        pdf = PdfBuilder((paper.width, paper.height), title=build.game.title,
                         lang=build.options.locale)
        margin = mm(10)
        try:  # one clear line, at the component that names the picture
            PdfSurface(pdf.canvas).image(margin, margin, paper.width - 2 * margin,
                                         paper.height - 2 * margin,
                                         read_game_image(build.folder, c.image))
        except ImageRefused as exc:
            raise ImageRefused(f"{c.source}: kit: '{c.part}': {exc}") from None
        pdf.show_page()
        done = pdf.finish()
        report(1, 1)
        return [Output(f"{c.part}.pdf", done.data, done.pages)]

    return Part(c.part, hash_inputs("sheet", c.image, paper.name, build.options.locale,
                                    *build.inputs), make)


def _rulebook(build: KitBuild, c: KitComponent) -> Part:
    from pnpkit.render.rulebook.build import rulebook_part

    # the kit's longest part by far (two typesetting passes): worker processes start it first
    return replace(rulebook_part(build.game, build.options, build.inputs, text_for=build.text_for,
                                 game_folder=build.folder), cost=10.0)


GENERIC_BUILDERS: dict[str, KitBuilder] = {
    "board": _board, "deck": _deck, "characters": _characters, "items": _items,
    "catalogue": _catalogue, "tokens": _tokens, "calibration": _calibration,
    "rulebook": _rulebook, "sheet": _sheet,
}


def kit_parts(build: KitBuild, components: Sequence[KitComponent],
              plugin_builders: Mapping[str, str] = {}) -> list[Part]:  # noqa: B006 (read only)
    """The pipeline parts of ``components`` in order (the kit was checked on reading, so
    every kind has a builder; a plugin's kind: its "module:function")."""
    from pnpkit.plugins import load

    return [part for c in components
            for part in _parts(load(plugin_builders[c.kind]) if c.kind in plugin_builders
                               else GENERIC_BUILDERS[c.kind], build, c)]


def _parts(builder: KitBuilder, build: KitBuild, c: KitComponent) -> list[Part]:
    made = builder(build, c)
    return [made] if isinstance(made, Part) else list(made)


def printed_pdfs(build: KitBuild, c: KitComponent, builder: KitBuilder | None = None
                 ) -> list[bytes]:
    """The PDFs the kit's ``builder`` of ``c`` prints (its generic one by default), its
    parts built here and now: for showing them outside the kit (export, preview)."""
    return [o.data for part in _parts(builder or GENERIC_BUILDERS[c.kind], build, c)
            for o in part.build(lambda done, total: None) if o.name.endswith(".pdf")]

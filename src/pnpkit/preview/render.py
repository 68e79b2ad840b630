"""The kit's pictures for the preview page, kept in this process, each drawn when the
page first asks for it and again only where a change reaches.

Each save reads the game again (the reader is fast; it also finds the errors ``check``
finds) and localises it, then gives every picture a digest of what it is drawn from
(preview.fingerprint): a card's face its own row and its deck's layout, a board or a
token sheet the rest of the game.  Only pictures whose digest changed are drawn: one
CSV row redraws one face, a layout its deck, a PO entry the cards that use it.  When the
data has errors nothing is drawn; the errors are kept for the page beside the last good
pictures.

A refresh draws nothing: it lists the pictures (the page's index, with each picture's
size where the card size tells it) and what would draw each; :meth:`Renderer.drawn_picture`
draws one when the page asks for it, so the first page shows at once and a 300-face kit
is drawn in the order it is looked at, not all before the server starts.
"""

from __future__ import annotations

import dataclasses
import math
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pnpkit.model.fingerprint import digest
from pnpkit.preview.fingerprint import art_stamp

CARD_DPI = 150
SHEET_DPI = 90
#: fields of the game a card face does not share with every other picture
OWN_FIELDS = frozenset({"cards", "characters", "items", "layouts", "source"})
#: generic kit components drawn as whole pages here (decks and boards come one face at a
#: time; the calibration sheet and the rulebook are documents, not pieces)
PAGE_KINDS = frozenset({"tokens", "sheet", "catalogue"})


#: one refresh at a time in the process: the page's requests and the watcher run in
#: threads, and the drawing code's shared state (fonts, reused forms) is not theirs to share
_DRAWING = threading.RLock()


@dataclass(frozen=True)
class Picture:
    key: str  # "<part>/<card id>/front": the page's name for it
    part: str
    side: str  # front, back, board, page
    label: str
    text: str
    digest: str
    png: bytes  # b"" until drawn
    width: int  # the size drawn, or expected (a sheet's: a guess until drawn)
    height: int
    #: what draws it, until it is drawn: its pages as (png, width, height), a sheet's
    #: first page first (the others join its section when drawn)
    draw: Callable[[], list[tuple[bytes, int, int]]] | None = field(
        default=None, compare=False, repr=False)
    model: Any = field(default=None, compare=False, repr=False)  # where a failure is told


@dataclass(frozen=True)
class Section:
    part: str
    name: str
    keys: tuple[str, ...]


@dataclass(frozen=True)
class Problem:
    """One line of ``check``'s report, with where it is for the page to show."""

    text: str
    path: str = ""
    line: int = 0
    column: int = 0


@dataclass
class Renderer:
    folder: Path
    locale: str = ""  # "" for the game's default locale
    pictures: dict[str, Picture] = field(default_factory=dict)
    sections: tuple[Section, ...] = ()
    problems: tuple[Problem, ...] = ()
    warnings: tuple[str, ...] = ()
    title: str = ""
    locales: tuple[str, ...] = ()
    shown: str = ""  # the locale drawn (the game's default when ``locale`` is "")
    version: int = 0
    drawn: int = 0  # pictures drawn since the last refresh

    def refresh(self) -> list[str]:
        """Read the game again and draw what changed; the keys of the pictures that are
        new or different (none when the data has errors: the last good ones stay)."""
        with _DRAWING:
            before = (self.problems, self.warnings, tuple(s.keys for s in self.sections))
            changed = self._refresh()
            if changed or before != (self.problems, self.warnings,
                                     tuple(s.keys for s in self.sections)):
                self.version += 1
            return changed

    def _refresh(self) -> list[str]:
        from pnpkit.readers.game_reader import load_game

        result = load_game(self.folder)
        errors = result.diagnostics.errors
        if result.game is None or errors:
            self.problems = (tuple(_located(d.format(), d.source) for d in errors)
                             or (Problem("the game cannot be read"),))
            self.drawn = 0
            return []
        game = result.game
        self.locales = tuple(game.locales)
        localised = self._localised(game)
        if localised is None:
            return []
        # the reader's warnings as check gives them, then the strings left untranslated
        self.warnings = (*(d.format() for d in result.diagnostics.warnings), *self.warnings)
        drawing = _Drawing(self.folder, localised[0], localised[1], self.pictures)
        pictures, sections = drawing.all()
        changed = [k for k, p in pictures.items()
                   if k not in self.pictures or self.pictures[k].digest != p.digest]
        self.pictures, self.sections = pictures, tuple(sections)
        self.problems = tuple(drawing.problems)
        self.title = localised[0].title
        self.drawn = 0
        return changed

    def drawn_picture(self, key: str) -> Picture | None:
        """The picture under ``key``, drawn now if it was not yet (None: no such picture,
        or it cannot be drawn: told in ``problems``, the version moved on).  A sheet's
        other pages join its section as they are drawn."""
        with _DRAWING:
            found = self.pictures.get(key)
            if found is None or found.draw is None:
                return found
            try:
                pages = found.draw()
            except Exception as exc:  # noqa: BLE001 (one clear line at its card; the rest drawn)
                source = getattr(found.model, "source", None)
                where = f"{source}: " if source is not None else ""
                self.problems = (*self.problems, _located(f"{where}error: {found.label}: {exc}",
                                                          source))
                del self.pictures[key]
                self.version += 1
                return None
            self.drawn += len(pages)
            (png, width, height), more = pages[0], pages[1:]
            done = dataclasses.replace(found, png=png, width=width, height=height, draw=None)
            self.pictures[key] = done
            if more:  # a sheet of several pages: the page learns of them by the version
                stem = key.rsplit("-", 1)[0]
                added = [f"{stem}-{n}" for n in range(2, len(more) + 2)]
                for extra, (png, width, height) in zip(added, more, strict=True):
                    self.pictures[extra] = dataclasses.replace(
                        done, key=extra, label=f"{found.part} · {extra.rsplit('-', 1)[1]}",
                        png=png, width=width, height=height)
                self.sections = tuple(
                    dataclasses.replace(s, keys=(*s.keys, *added)) if key in s.keys else s
                    for s in self.sections)
                self.version += 1
            return done

    def _localised(self, game: Any):
        from pnpkit.i18n.translator import localize
        from pnpkit.readers.po_reader import PoReadError

        locale = self.shown = self.locale or game.default_locale
        if locale not in game.locales and locale != "pseudo":
            self.problems = (Problem(f"'{game.id}' has no locale '{locale}' (available: "
                                     + ", ".join(game.locales) + ")"),)
            return None
        try:
            localised, translator = localize(game, self.folder, locale, marker="")
        except PoReadError as exc:
            self.problems = (_located(str(exc), exc.source),)
            return None
        self.warnings = tuple(translator.warnings())
        return localised, translator


def _located(text: str, source: Any) -> Problem:
    return Problem(text, str(getattr(source, "path", "") or ""), int(getattr(source, "line", 0) or 0),
                   int(getattr(source, "column", 0) or 0))


class _Drawing:
    """One refresh: the pictures of the localised game, the unchanged ones taken over."""

    def __init__(self, folder: Path, game: Any, translator: Any, old: dict[str, Picture]) -> None:
        from pnpkit.render.kit_plan import BuildOptions

        self.folder, self.game, self.old = folder, game, old
        self.text_for = translator.text
        self.locale = translator.locale
        self.options = BuildOptions(self.locale)  # those of a plain `pnpkit build`
        shared = {f.name: getattr(game, f.name) for f in dataclasses.fields(game)
                  if f.name not in OWN_FIELDS}
        self.common = digest(shared, art_stamp(folder), self.locale)
        self.sheets = digest(self.common, game.characters, game.items)  # what sheets show
        self.models = {m.id: m for group in (game.cards, game.characters, game.items)
                       for m in group}
        self.problems: list[Problem] = []

    def all(self) -> tuple[dict[str, Picture], list[Section]]:
        from pnpkit.render.kit_faces import kit_faces

        faces = kit_faces(self.game, self.options, self.folder, self.text_for)
        pictures: dict[str, Picture] = {}
        sections: list[Section] = []
        for deck in faces.decks:
            keys = list(self._deck(deck, pictures))
            sections.append(Section(deck.id, deck.name, tuple(keys)))
        for board in faces.boards:
            key = f"{board.id}/board"
            self._keep(pictures, key, digest(self.common, "board", board.id),
                       lambda b=board: _pages(b.pdf(), SHEET_DPI)[:1], board.id, "board",
                       board.name, "", size=SHEET_GUESS)
            sections.append(Section(board.id, board.name, (key,)))
        sections += self._pages(pictures, {d.id for d in faces.decks} | {b.id for b in faces.boards})
        return pictures, sections

    def _deck(self, deck: Any, pictures: dict[str, Picture]) -> Iterator[str]:
        from pnpkit.export.cards import FacePage

        layout = digest(self._layout_of(deck.id))  # once a deck, not once a card
        # every front, then the back once a deck: drawn from the deck, not its first card
        sides = [(index, card, "front") for index, card in enumerate(deck.cards)]
        sides += [(0, deck.cards[0], "back")] if deck.cards else []
        for index, card, side in sides:
            model = self.models.get(card.id.partition("#")[0], self.game)
            front = side == "front"
            key = f"{deck.id}/{card.id}/{side}"
            page = FacePage(card, index, side)  # type: ignore[arg-type]
            self._keep(pictures, key, digest(self.common, layout, model, index, card.id) if front
                       else digest(self.common, layout, deck.id, deck.name),
                       lambda p=page: [_face(p, deck.size, self.locale)], deck.id, side,
                       card.name if front else deck.name, card.description if front else "",
                       model, size=face_size(deck.size))
            yield key

    def _layout_of(self, part: str) -> Any:
        """What a deck's faces share besides the game: its card layout (all the game's
        layouts when the deck is drawn by a rules plugin's own code)."""
        from pnpkit.layout.card_layout import card_layout
        from pnpkit.model.kit import kit_of
        from pnpkit.plugins import plugin_for

        for c in kit_of(self.game):
            if c.part == part and c.kind == "deck":
                return repr(card_layout(c.layout or "poker", self.game.layouts))
        plugin = plugin_for(self.game.rules)
        return self.game.layouts if plugin is not None and plugin.card_faces else ""

    def _pages(self, pictures: dict[str, Picture], shown: set[str]) -> list[Section]:
        """Token sheets, picture sheets, catalogues and a rules plugin's own sheets, page
        by page, drawn as the kit's part is (``shown``: the parts already shown face by
        face).  They are drawn again when the game besides its cards changes (a plugin's,
        also its number of cards): a card's own edit redraws its face only."""
        from pnpkit.model.kit import kit_of
        from pnpkit.plugins import load, plugin_for
        from pnpkit.render.kit_plan import GENERIC_BUILDERS, KitBuild, printed_pdfs

        plugin = plugin_for(self.game.rules)
        own = dict(plugin.kit_builders) if plugin is not None else {}
        sections = []
        build = KitBuild(self.game, self.options, (), self.folder, self.text_for)
        for c in kit_of(self.game):
            if c.part in shown or not (c.kind in own or c.kind in PAGE_KINDS):
                continue
            builder = load(own[c.kind]) if c.kind in own else GENERIC_BUILDERS[c.kind]
            # a plugin's sheet may count the cards (a print guide); the generic ones show
            # characters (standees) and items (the catalogue), never a card
            made = digest(self.sheets, c, len(self.game.cards) if c.kind in own else "")
            old = [k for k in self.old if k.startswith(f"{c.part}/page-")]
            if old and all(self.old[k].digest == made for k in old):
                pictures.update((k, self.old[k]) for k in old)
                sections.append(Section(c.part, c.part, tuple(old)))
                continue

            def draw(builder=builder, c=c) -> list[tuple[bytes, int, int]]:
                return [page for pdf in printed_pdfs(build, c, builder)
                        for page in _pages(pdf, SHEET_DPI)]

            # its pages are known once drawn: the first stands for them till then
            key = f"{c.part}/page-1"
            pictures[key] = Picture(key, c.part, "page", f"{c.part} · 1", "", made, b"",
                                    *SHEET_GUESS, draw=draw, model=c)
            sections.append(Section(c.part, c.part, (key,)))
        return sections

    def _keep(self, pictures: dict[str, Picture], key: str, made: str,
              draw: Callable[[], list[tuple[bytes, int, int]]], part: str, side: str,
              label: str, text: str, model: Any = None, *, size: tuple[int, int]) -> None:
        """The picture under ``key``: the old one while its digest holds, else one to draw
        when it is asked for (Renderer.drawn_picture)."""
        old = self.old.get(key)
        if old is not None and old.digest == made:
            pictures[key] = dataclasses.replace(old, label=label, text=text)
            return
        pictures[key] = Picture(key, part, side, label, text, made, b"", *size, draw=draw,
                                model=model if model is not None else self.game)


#: a sheet's size on the page until it is drawn (an A4 page at SHEET_DPI): the page sets
#: the picture's width from it, its height follows the picture once loaded
SHEET_GUESS = (744, 1052)


def face_size(size: Any) -> tuple[int, int]:
    """The pixels a card face of ``size`` is drawn at (as _face and rasterise make it)."""
    from pnpkit.export.cards import pixels

    width = pixels(size.width, CARD_DPI)
    return width, max(1, math.ceil(size.height * (width - 0.01) / size.width))


def _face(page: Any, size: Any, locale: str) -> tuple[bytes, int, int]:
    """One card face as the deck PDF draws it, without bleed, as PNG."""
    from pnpkit.export.cards import faces_pdf, pixels

    pdf = faces_pdf([page], size, 0.0, title=page.card.name, locale=locale)
    return _pages(pdf, CARD_DPI, pixels(size.width, CARD_DPI))[0]


def _pages(pdf: bytes, dpi: float, width_px: int | None = None) -> list[tuple[bytes, int, int]]:
    """Each page of ``pdf`` as PNG bytes with its size in pixels."""
    from pnpkit.export.cards import pdf_shape, pixels, png_bytes, rasterise

    if width_px is None:
        width_px = pixels(pdf_shape(pdf)[1], dpi)
    return [(png_bytes(image), image.width, image.height) for image in rasterise(pdf, width_px)]

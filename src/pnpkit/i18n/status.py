"""How complete a locale's catalogue is, measured against the game's current strings.

A string counts as *translated* only when the build would print the translation:
it has one, it is not fuzzy, and it was made for the Russian source the game holds now
(a source changed after translation counts as fuzzy, even before ``update`` marks it).
*Overflowing* are translated strings that do not fit their box.  A game whose kit lists
its boxed texts (render/kit_texts.py) is checked box by box exactly as its build fits
them (same boxes, fonts, sizes and hyphenation; localised as the build localises, so a
block of several strings is checked as printed); any other game against the nominal
boxes of boxes.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from babel.messages.catalog import Catalog

from pnpkit.i18n import PSEUDO_LOCALE
from pnpkit.i18n.boxes import fits
from pnpkit.i18n.catalogue import NOUN_PREFIX
from pnpkit.i18n.code_texts import all_entries
from pnpkit.i18n.placeholder_check import placeholder_slips
from pnpkit.i18n.plural_check import plural_slips
from pnpkit.i18n.plurals import noun_forms
from pnpkit.i18n.pseudo import pseudo
from pnpkit.i18n.strings import Entry
from pnpkit.i18n.translator import Translator, localize_game
from pnpkit.layout.textfit import FitError, Measure
from pnpkit.model.game import Game


@dataclass(frozen=True)
class Overflow:
    context: str
    kind: str
    text: str
    reason: str
    inherited: bool = False  # the original overflows the same box: the layout's or data's to fix

    def to_json(self) -> dict:
        return {"id": self.context, "kind": self.kind, "reason": self.reason, "text": self.text,
                "inherited": self.inherited}


@dataclass(frozen=True)
class LocaleStatus:
    locale: str
    total: int
    translated: int
    fuzzy: int
    missing: int
    overflows: tuple[Overflow, ...] = ()
    obsolete: int = 0
    fuzzy_ids: tuple[str, ...] = ()
    missing_ids: tuple[str, ...] = ()
    plural_slips: tuple[tuple[str, str], ...] = ()  # (context, "'3 талеров' should be '3 талера'")
    #: (context, what is wrong): a placeholder or rulebook expression added, changed or left out
    placeholder_slips: tuple[tuple[str, str], ...] = ()

    @property
    def overflowing(self) -> int:
        """Strings that overflow because of this locale's text (a translator can fix them)."""
        return sum(1 for o in self.overflows if not o.inherited)

    @property
    def percent(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 100.0

    def to_json(self) -> dict:
        return {
            "locale": self.locale, "total": self.total, "translated": self.translated,
            "fuzzy": self.fuzzy, "missing": self.missing, "overflowing": self.overflowing,
            # the original already overflows the same box: a layout or data fix
            "overflowing_in_original_too": len(self.overflows) - self.overflowing,
            "obsolete": self.obsolete, "percent": round(self.percent, 1),
            "fuzzy_ids": list(self.fuzzy_ids), "missing_ids": list(self.missing_ids),
            "overflows": [o.to_json() for o in self.overflows],
            "plural_slips": [{"id": c, "slip": t} for c, t in self.plural_slips],
            "placeholder_slips": [{"id": c, "slip": t} for c, t in self.placeholder_slips],
        }


SOURCE_LANGUAGE = "ru"


@lru_cache(maxsize=1)
def font_measures() -> Mapping[str, Measure]:
    """Real glyph widths of the fonts the kit prints with (the renderer's measure)."""
    from pnpkit.render.fonts import SANS, SANS_CONDENSED, SERIF_BOLD
    from pnpkit.render.text import measurer

    return {"sans": measurer(SANS), "condensed": measurer(SANS_CONDENSED),
            "serif_bold": measurer(SERIF_BOLD)}


#: kinds printed in capitals (the layout upper-cases them)
UPPER_CASE_KINDS = frozenset({"deck.name"})


def _overflow(entry: Entry, text: str, locale: str, compare_source: bool = False) -> Overflow | None:
    from pnpkit.render.text import hyphenator  # the renderer's: same dictionary and word edges

    if entry.kind in UPPER_CASE_KINDS:
        text = text.upper()
    error = fits(entry.kind, text, font_measures(), hyphenator(locale), entry.box_mm)
    if error is None:
        return None
    inherited = compare_source and _overflow(entry, entry.source, SOURCE_LANGUAGE) is not None
    return Overflow(entry.context, entry.kind, text, _reason(error), inherited)


def _reason(error: FitError) -> str:
    lines = (f" (needs {error.lines_needed} lines, room for {error.lines_available})"
             if error.lines_needed is not None else "")
    return f"{error.reason} at {error.min_size:g} pt{lines}"


def kit_overflows(game: Game, locale: str, catalog: Catalog | None,
                  translated: Callable[[str], bool] = lambda context: True) -> list[Overflow] | None:
    """The boxes of ``game``'s kit that ``locale``'s texts overflow, as the build would find
    them; None when the kit does not list its boxed texts.  A box is reported when one of
    its strings is ``translated`` (or it holds only kit words); it is *inherited* when the
    original overflows the same box."""
    from pnpkit.render.kit_texts import kit_texts

    own = game.default_locale  # the language the game's data is written in
    source = kit_texts(game, own)
    if source is None:
        return None
    if locale == own:
        printed = source
    else:
        translator = Translator(locale, catalog, own_locale=own)
        printed = kit_texts(localize_game(game, translator), locale, translator.text) or []
    return _overflows(source, printed, own, locale,
                      lambda p: not p.contexts or any(translated(c) for c in p.contexts))


def layout_deck_overflows(game: Game, locale: str, catalog: Catalog | None,
                          translated: Callable[[str], bool] = lambda context: True) -> list[Overflow]:
    """The faces of the kit's decks drawn from a card layout in data that ``locale``'s
    texts overflow, box by box as the build fits them (render.kit_texts.layout_deck_texts);
    a face is reported when one of its card's (or deck's) strings is ``translated``, and
    is *inherited* when the original overflows the same box."""
    from pnpkit.render.kit_texts import layout_deck_texts

    own = game.default_locale  # the language the game's data is written in
    source = layout_deck_texts(game)
    printed = source if locale == own else layout_deck_texts(
        localize_game(game, Translator(locale, catalog, own_locale=own)))
    return _overflows(source, printed, own, locale, lambda p: translated(p.entity))


def _overflows(source: list, printed: list, own: str, locale: str,
               shown: Callable[[Any], bool]) -> list[Overflow]:
    """The ``printed`` texts that overflow their box in ``locale`` and are ``shown``,
    each *inherited* when its ``source`` (the game's own language) overflows it too."""
    from pnpkit.render.text import box_overflow

    original = {p.key for p in source if box_overflow(p.box, p.text, own)}
    overflows = []
    for p in printed:
        error = box_overflow(p.box, p.text, locale)
        if error is not None and shown(p):
            overflows.append(Overflow(p.key, p.kind, p.text, _reason(error),
                                      locale != own and p.key in original))
    return overflows


def _layout_entities(game: Game) -> set[str]:
    from pnpkit.render.kit_texts import layout_deck_texts

    return {p.entity for p in layout_deck_texts(game)}


def _entity_of(context: str, entities: set[str]) -> str | None:
    """The card or deck key among ``entities`` that ``context`` (``card.001.name``) belongs to."""
    head = context
    while "." in head:
        head = head.rsplit(".", 1)[0]
        if head in entities:
            return head
    return None


def _noun_entries(game: Game) -> list[tuple[str, tuple[str, ...]]]:
    return [(NOUN_PREFIX + noun, tuple(forms["ru"])) for noun, forms in noun_forms(game.rules).items()]


def locale_status(game: Game, catalog: Catalog | None, locale: str) -> LocaleStatus:
    entries = all_entries(game)
    by_context = {m.context: m for m in catalog if m.id and m.context} if catalog is not None else {}
    translated = 0
    fuzzy_ids: list[str] = []
    missing_ids: list[str] = []
    overflows: list[Overflow] = []
    slips: list[tuple[str, str]] = []
    marks: list[tuple[str, str]] = []
    done: set[str] = set()
    from pnpkit.render.kit_texts import kit_texts_known

    kit = kit_texts_known(game)  # the kit's own boxes when it lists them
    # a data-only game's layout decks are fitted as built; its other strings nominally
    layout = set() if kit else _layout_entities(game)
    done_entities: set[str] = set()
    for entry in entries:
        message = by_context.get(entry.context)
        string = message.string if message is not None else ""
        if isinstance(string, list | tuple):
            string = string[0] if string else ""
        if not string:
            missing_ids.append(entry.context)
        elif message.fuzzy or message.id != entry.source:
            fuzzy_ids.append(entry.context)
        else:
            translated += 1
            done.add(entry.context)
            entity = _entity_of(entry.context, layout) if layout else None
            if entity is not None:
                done_entities.add(entity)
            overflow = None if kit or entity else _overflow(entry, string, locale, True)
            if overflow is not None:
                overflows.append(overflow)
            slips.extend((entry.context, str(slip)) for slip in plural_slips(string, locale))
            marks.extend((entry.context, slip) for slip in placeholder_slips(entry.context, entry.source, string))
    for context, russian in _noun_entries(game):
        message = by_context.get(context)
        forms = message.string if message is not None else ()
        if not isinstance(forms, list | tuple) or not forms or not all(forms):
            if noun_forms(game.rules)[context[len(NOUN_PREFIX):]].get(locale.split("_")[0]):
                translated += 1  # built-in forms serve the locale
            else:
                missing_ids.append(context)
        elif message.fuzzy or tuple(message.id) != (russian[0], russian[-1]):
            fuzzy_ids.append(context)
        else:
            translated += 1
            for form in dict.fromkeys(forms):
                marks.extend((context, slip) for slip in placeholder_slips(context, russian[0], form))
    if kit:
        overflows = kit_overflows(game, locale, catalog, done.__contains__) or []
    elif layout:
        overflows += layout_deck_overflows(game, locale, catalog, done_entities.__contains__)
    total = len(entries) + len(_noun_entries(game))
    obsolete = len(catalog.obsolete) if catalog is not None else 0
    return LocaleStatus(locale, total, translated, len(fuzzy_ids), len(missing_ids), tuple(overflows),
                        obsolete, tuple(fuzzy_ids), tuple(missing_ids), tuple(slips), tuple(marks))


def source_status(game: Game, locale: str = "ru") -> LocaleStatus:
    """The original texts against the same boxes: what overflows here is the data's (or
    the layout's) problem, not a translator's."""
    return _complete_status(game, locale, game.default_locale, lambda text: text, slips=True)


def pseudo_status(game: Game) -> LocaleStatus:
    """The pseudo-locale is complete by construction; what matters is what overflows."""
    return _complete_status(game, PSEUDO_LOCALE, PSEUDO_LOCALE, pseudo, compare_source=True)


def _complete_status(game: Game, locale: str, kit_locale: str, text_of: Callable[[str], str],
                     compare_source: bool = False, slips: bool = False) -> LocaleStatus:
    """A locale with every string (the original, the pseudo-locale): its overflows in
    kit_locale's kit boxes, and with ``slips`` its wrong plural forms."""
    kit = kit_overflows(game, kit_locale, None)
    layout = set() if kit is not None else _layout_entities(game)
    entries = all_entries(game)
    overflows = kit if kit is not None else [
        o for e in entries if not _entity_of(e.context, layout)
        and (o := _overflow(e, text_of(e.source), locale, compare_source=compare_source))]
    if layout:
        overflows += layout_deck_overflows(game, kit_locale, None)
    total = len(entries) + len(_noun_entries(game))
    found = tuple((e.context, str(slip)) for e in entries for slip in plural_slips(e.source, locale)
                  ) if slips else ()
    return LocaleStatus(locale, total, total, 0, 0, tuple(overflows), plural_slips=found)

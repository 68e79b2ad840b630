"""Translate a Game into a locale, falling back to Russian visibly.

``Translator(locale, catalog)`` answers ``text(context, source)``: the translation when
the catalogue has one for exactly this source; otherwise the Russian source with the
marker ``⟨ru⟩`` in front (so a missing string is seen on the printed item, not only in
a log), and a recorded :class:`Fallback`.  In strict mode every fallback is still collected (a
user sees all of them at once) and :meth:`Translator.raise_if_strict`, which
``localize`` calls, raises :class:`MissingTranslation` listing them.  The source language (Russian) needs no catalogue;
the pseudo-locale is generated from the source.

``localize_game(game, translator)`` returns the Game with every player-facing string
replaced, so renderers take a localized Game and never look strings up themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from babel.messages.catalog import Catalog

from pnpkit.i18n import PSEUDO_LOCALE
from pnpkit.i18n.catalogue import NOUN_PREFIX, po_path
from pnpkit.i18n.pseudo import is_pseudo, pseudo
from pnpkit.i18n.strings import (
    localize_extra,
    localize_layouts,
    localize_rules,
    printed_kinds,
    stable_key,
)
from pnpkit.model.game import Game

SOURCE_LOCALE = "ru"
FALLBACK_MARKER = "⟨ru⟩ "
#: strings of the code (kit words, nouns' plural forms): written in Russian whatever the game's language
CODE_CONTEXTS = ("kit.", NOUN_PREFIX)
LANGUAGE_NAMES = {"ru": "Russian", "en": "English"}


@dataclass(frozen=True)
class Fallback:
    """A string printed in Russian because the locale has no usable translation."""

    context: str
    reason: str  # 'missing' | 'fuzzy' | 'changed' (the source changed since translation)
    source: str
    language: str = SOURCE_LOCALE  # the source's language

    def message(self, locale: str) -> str:
        preview = self.source if len(self.source) <= 40 else self.source[:37] + "..."
        language = LANGUAGE_NAMES.get(self.language, f"'{self.language}'")
        why = {"missing": "no translation", "fuzzy": "translation marked fuzzy",
               "changed": f"the {language} source changed since it was translated"}[self.reason]
        return f"{self.context}: {why} in '{locale}'; printed in {language}: {preview!r}"


class MissingTranslation(LookupError):
    """Strict mode: strings that would have been printed in Russian."""

    def __init__(self, fallbacks: list[Fallback], locale: str):
        head = f"{len(fallbacks)} string(s) have no usable '{locale}' translation"
        super().__init__(head + "".join(f"\n  {f.message(locale)}" for f in fallbacks[:50]))
        self.fallbacks = fallbacks
        self.locale = locale


@dataclass(frozen=True)
class _Known:
    source: str | tuple[str, ...]
    string: str | tuple[str, ...]
    fuzzy: bool


def _known(catalog: Catalog | None) -> dict[str, _Known]:
    if catalog is None:
        return {}
    known = {}
    for message in catalog:
        if message.id and message.context:
            source = tuple(message.id) if isinstance(message.id, list | tuple) else message.id
            string = tuple(message.string) if isinstance(message.string, list | tuple) else message.string
            known[message.context] = _Known(source, string or "", message.fuzzy)
    return known


@dataclass
class Translator:
    locale: str
    catalog: Catalog | None = None
    strict: bool = False
    marker: str = FALLBACK_MARKER  # "" for a print file: the source text, told by a warning
    fallbacks: list[Fallback] = field(default_factory=list)
    #: the language the game's data is written in (its default locale): its own texts are
    #: never replaced by a catalogue; the code's words stay Russian and translate as before
    own_locale: str = SOURCE_LOCALE

    def __post_init__(self) -> None:
        self._known = _known(self.catalog)

    @property
    def is_source(self) -> bool:
        """Nothing to translate: the locale is the language of the data and of the code."""
        return self.locale == SOURCE_LOCALE == self.own_locale

    def _fall_back(self, context: str, reason: str, source: str, language: str = SOURCE_LOCALE) -> str:
        self.fallbacks.append(Fallback(context, reason, source, language))
        if not self.marker:
            return source
        return (self.marker if language == SOURCE_LOCALE else f"⟨{language}⟩ ") + source

    def text(self, context: str, source: str) -> str:
        """The text to print for the string ``context`` whose original is ``source``
        (in the game's own language, or Russian for the code's words)."""
        language = SOURCE_LOCALE if context.startswith(CODE_CONTEXTS) else self.own_locale
        if not source or self.locale == language:
            return source
        if self.locale == PSEUDO_LOCALE:
            return source if is_pseudo(source) else pseudo(source)
        if self.marker and source.startswith(self.marker):
            return source  # already fallen back (a Game localized twice)
        known = self._known.get(context)
        if known is not None and isinstance(known.string, str) and known.string and source == known.string \
                and source != known.source:
            return source  # already translated (a Game localized twice)
        if known is None or not known.string:
            return self._fall_back(context, "missing", source, language)
        if known.source != source:
            return self._fall_back(context, "changed", source, language)
        if known.fuzzy:
            return self._fall_back(context, "fuzzy", source, language)
        return known.string if isinstance(known.string, str) else known.string[0]

    def raise_if_strict(self) -> None:
        if self.strict and self.fallbacks:
            raise MissingTranslation(list(self.fallbacks), self.locale)

    def warnings(self) -> list[str]:
        """One line per fallback, for the build's warning output."""
        return [f.message(self.locale) for f in self.fallbacks]


def load_translator(game_folder: Path | str, locale: str, strict: bool = False, *,
                    own_locale: str = SOURCE_LOCALE, marker: str = FALLBACK_MARKER) -> Translator:
    """The Translator of a game folder's catalogue for ``locale`` (no catalogue needed for
    the pseudo-locale, nor for Russian in a game written in Russian; a missing PO means
    every string falls back).  Raises readers.po_reader.PoReadError on a broken PO file."""
    from pnpkit.readers.po_reader import read_catalog

    made = Translator(locale, None, strict, marker, own_locale=own_locale)
    if locale == PSEUDO_LOCALE or made.is_source:
        return made
    path = po_path(Path(game_folder), locale)
    if not (path.is_file() or path.is_symlink()):  # a broken or outside link is an error, not "no PO"
        return made
    made._known = _known(read_catalog(path, locale, game_folder))  # PoReadError for a link out ...
    return made


#: the sections whose entities hold texts of their own (effects, attributes, abilities,
#: a table's rows), then those with names alone: section, catalogue kind, printed parts
_RULED = (("fields", "field", ("name", "text")), ("cards", "card", ("name", "text")),
          ("characters", "character", ("name", "text")), ("items", "item", ("name", "text")),
          ("tables", "table", ("name",)))
_NAMED = (("regions", "region", ("name",)), ("boards", "board", ("name",)),
          ("decks", "deck", ("name", "back")), ("presets", "preset", ("name",)),
          ("tokens", "token", ("name",)))


def localize_game(game: Game, translator: Translator) -> Game:
    """``game`` with every player-facing string in the translator's locale (translated in
    a fixed order: the fallbacks are listed as met)."""
    t = translator.text
    if translator.is_source:
        return game

    def localized(k: str, thing, names: tuple[str, ...]):
        """``thing`` with its ``names`` translated under its catalogue key ``k``, then
        what it holds under that key."""
        changes = {n: t(f"{k}.{n}", getattr(thing, n)) for n in names}
        if hasattr(thing, "abilities"):
            changes["abilities"] = tuple(t(f"{k}.abilities.{i}", a) for i, a in enumerate(thing.abilities))
        for part in ("effects", "attrs"):
            if hasattr(thing, part):
                changes[part] = localize_rules(k, part, getattr(thing, part), t)
        if hasattr(thing, "rows"):
            changes["rows"] = tuple(replace(row, text=t(f"{k}.rows.{i}", row.text),
                                            effects=localize_rules(f"{k}.rows.{i}", "effects", row.effects, t))
                                    for i, row in enumerate(thing.rows))
        return replace(thing, **changes)

    def section(name: str, kind: str, names: tuple[str, ...]) -> tuple:
        return tuple(localized(stable_key(kind, x.id), x, names) for x in getattr(game, name))

    sections = {name: section(name, kind, names) for name, kind, names in _RULED}
    extra = localize_extra(game.extra, t)
    title, description = t("game.title", game.title), t("game.description", game.description)
    sections.update({name: section(name, kind, names) for name, kind, names in _NAMED})
    return replace(game, **sections, title=title, description=description, extra=extra,
                   layouts=localize_layouts(game.layouts, t),
                   kinds={kind: t(f"kind.{kind}.name", game.kind_name(kind)) for kind in printed_kinds(game)})


def localize(game: Game, game_folder: Path | str, locale: str,
             strict: bool = False, marker: str = FALLBACK_MARKER) -> tuple[Game, Translator]:
    """Load the locale's catalogue and localize ``game`` (its own language's texts kept
    as written); the Translator holds the fallbacks (warnings).  ``marker`` goes before
    a string left untranslated ("" in a print file).  Raises MissingTranslation in
    strict mode, PoReadError on a broken PO."""
    translator = load_translator(game_folder, locale, strict, own_locale=game.default_locale,
                                 marker=marker)
    localized = localize_game(game, translator)
    translator.raise_if_strict()
    return localized, translator

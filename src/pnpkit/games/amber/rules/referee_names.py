"""What an Amber table is told in, from the game's data alone: the game in each language,
the names and case forms of its things, the texts inside effects, the presets' and
travellers' names.  No engine: ``referee status`` composes a kept state with this
(pnpkit.games.amber.referee_status), and the referee is one of these with its rules."""

from __future__ import annotations

# collections.abc's Mapping itself, from the module the interpreter's start has loaded
# (as games.amber.referee_told: importing collections.abc loads the collections package)
from _collections_abc import Mapping

from pnpkit.games.amber.rules.referee_words import REFUSALS, TITLE_COMMANDS
from pnpkit.rules.messages import refusal

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Callable, Iterator, Sequence
    from typing import Any

    #: the game in a locale ("ru" or "en"), read (and localized) by whoever plays it
    Loader = Callable[[str], Any]


class AmberNames:
    """The data side of an Amber referee; ``load(locale)`` is asked once per language."""

    def __init__(self, load: Loader, named: Loader | None = None) -> None:
        self._load = load
        self._names_load = named  # the game with only what names things, or None (see named())
        self._games: dict[str, Any] = {}
        self._memo: dict[tuple[str, str], Any] = {}

    def _read(self, key: str, load: Loader, locale: str) -> Any:
        if key not in self._games:
            try:
                self._games[key] = load(locale)
            except (OSError, ValueError) as exc:
                raise refusal(REFUSALS, "bad_data", why=exc) from None
        return self._games[key]

    def _kept(self, key: tuple[str, str], make: Callable[[], Any]) -> Any:
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def game(self, locale: str = "ru") -> Any:
        locale = "en" if locale == "en" else "ru"
        return self._read(locale, self._load, locale)

    def told(self, locale: str = "ru") -> Any:
        """The game the sentences read texts from (a field's, a card's, a table row's, a
        traveller's abilities; the fields' names): :meth:`game` here; the shipped referee
        reads another language's from the game cache's texts part instead of localizing
        the whole game (pnpkit.games.amber.referee)."""
        return self.game(locale)

    def named(self, locale: str = "ru") -> Any:
        """The game to take names from: the ``named`` loader's when there is one and it
        gives one (a status needs no card's effects); else the whole :meth:`game`."""
        locale = "en" if locale == "en" else "ru"
        named = None if self._names_load is None else self._read(f"named {locale}", self._names_load, locale)
        return named if named is not None else self.game(locale)

    def preset_name(self, preset: str, locale: str) -> str:
        """The preset's name in the data («Оригинальные правила»), not its id."""
        return next((p.name for p in self.named(locale).presets if p.id.split(".", 1)[-1] == preset), preset)

    def game_title(self, locale: str) -> str | None:
        return self.named(locale).title  # the game read (and localized) for the replay

    def names(self, locale: str) -> Mapping[str, str]:
        """Every thing's name by id (referee_text_say.names_of), each made when asked."""
        return self._kept(("names", locale), lambda: OneAtATime(lambda: self.named(locale), locale, "names_of",
                                                                _NAMED_KINDS, self._known(locale)))

    def cases(self, locale: str) -> Mapping[str, dict[str, str]]:
        """The case forms of the names of cards and items (Russian), the forms with an
        article (English); see case_forms.  Each made when asked."""
        return self._kept(("cases", locale), lambda: OneAtATime(lambda: self.named(locale), locale, "case_forms",
                                                                _FORMED_KINDS["en" if locale == "en" else "ru"],
                                                                self._known(locale)))

    def _known(self, locale: str) -> Callable[[str], bool] | None:
        """For a language other than Russian, whether a thing has the id, asked of the
        Russian game when it is read already (a write's rules read it): localizing keeps
        every id, so an argument naming nothing («choose 2») reads no names part of the
        other language (~1 ms of an English write)."""
        if locale == "ru":
            return None

        def known(ident: str) -> bool:
            ru = self._games.get("ru")
            return ru is None or any(ident in ru.index(kind) for kind in _NAMED_KINDS)
        return known

    def effect_texts(self, locale: str) -> dict[str, str]:
        """Texts inside effects (choice labels, manual steps) in ``locale``, by their Russian."""
        if locale == "ru":
            return {}
        return self._kept(("texts", locale), lambda: option_texts(self.game("ru"), self.game(locale)))

    def arg_words(self, command: str, args: Sequence[str], locale: str) -> list[str]:
        """An action's words for its title in ``locale``: a field, a thing, a stat, an
        answer's label typed in either language told in ``locale`` (an English log read
        «move Чёрная дорога», «buy Совиный глаз»); an id, anything else as typed
        (pnpkit.games.amber.rules.title_words; a player's name is narrate's)."""
        if command not in TITLE_COMMANDS:  # a roll, a duel, a fight: nothing the referee reads
            return list(args)
        text = " ".join(args)  # a number, an id (the title names it): nothing to import
        if not text or text.lstrip("-").isdecimal() or text in self.names(locale):
            return list(args)
        from pnpkit.games.amber.rules.title_words import title_words

        return title_words(self, command, args, locale)

    def travellers(self) -> tuple[str, ...]:
        """The travellers' ids, in the data's order (rules.load_rules reads them so)."""
        return tuple(c.id for c in self.named("ru").characters if c.kind == "traveller")

    def traveller_of(self, text: str) -> str | None:
        """A traveller by id (``traveller.amazon`` or ``amazon``) or name, any case, ru or
        en; None when none is meant."""
        wanted = text.strip().casefold()
        ids = self.travellers()
        for tid in ids:
            if wanted in (tid.casefold(), tid.casefold().removeprefix("traveller.")):
                return tid
        from pnpkit.rules.names import same_name  # its patterns compiled only when a name is typed

        for locale in ("ru", "en"):
            names = {c.id: c.name for c in self.named(locale).characters}
            for tid in ids:
                if same_name(text, names.get(tid, "")):
                    return tid
        return None

    def character_name(self, character: str, locale: str) -> str:
        """The traveller typed (``gladiator``, «гладиатор») by its name in ``locale``."""
        tid = self.traveller_of(character)
        return self.names(locale).get(tid, character) if tid is not None else character


#: the kinds names_of names, in its order (a later kind's name of an id wins)
_NAMED_KINDS = ("fields", "cards", "items", "characters", "regions", "tables")
#: the kinds case_forms gives forms of, in its order: a card's or an item's cases in
#: Russian, a field's, an item's or a traveller's article in English
_FORMED_KINDS = {"ru": ("cards", "items"), "en": ("fields", "items", "characters")}
_NONE = object()


class _One:
    """A game holding one thing (its ``kind``'s only entity) and the game's extra data:
    what names_of and case_forms read of a game, for one id."""

    def __init__(self, game: Any, kind: str, thing: Any) -> None:
        for named in _NAMED_KINDS:  # a list each: case_forms tells the cards' group by identity
            setattr(self, named, [thing] if named == kind else [])
        self.extra = game.extra


class OneAtATime(Mapping):
    """What ``say`` (referee_text_say.names_of or case_forms) gives a game, by id, each
    id's answer made when it is first asked: from the game holding only the thing of the
    last of ``kinds`` with that id (as the whole function, where a later kind's wins).  A
    write names a handful of the ~440 things; every name and every card's and item's
    case forms were ~4M instructions of each one-shot command (issue #31).  Iterated (a
    typed name looked for among all), it is the whole function's answer, made once.  The
    game is ``read()`` when a first answer needs it (a roll's title names nothing), and
    not for an id ``known`` says no thing has."""

    def __init__(self, read: Callable[[], Any], locale: str, say: str, kinds: tuple[str, ...],
                 known: Callable[[str], bool] | None = None) -> None:
        self._read, self.locale, self.say, self.kinds, self._known = read, locale, say, kinds, known
        self._game: Any = _NONE
        self._said: dict[str, Any] = {}
        self._all: dict[str, Any] | None = None
        self._by_id: dict[str, dict[str, Any]] = {}

    @property
    def game(self) -> Any:
        if self._game is _NONE:
            self._game = self._read()
        return self._game

    def _made(self, game: Any) -> dict[str, Any]:
        from pnpkit.games.amber.rules import referee_text_say  # when a first name is said

        return getattr(referee_text_say, self.say)(game, self.locale)

    def get(self, ident: Any, default: Any = None) -> Any:
        """(Mapping.get, without its exception: the sentences ask ~1,000 times a log)"""
        if type(ident) is not str:
            return default
        said = self._said.get(ident, _NONE)
        if said is _NONE:
            said = self._said[ident] = self._one(ident)
        return default if said is _NONE else said

    def _one(self, ident: str) -> Any:
        if self._game is _NONE and self._known is not None and not self._known(ident):
            return _NONE  # (once the game is read, its own look-up is as cheap)
        for kind in reversed(self.kinds):
            thing = self._index(kind).get(ident)
            if thing is not None:
                said = self._made(_One(self.game, kind, thing)).get(ident, _NONE)
                if said is not _NONE:
                    return said
        return _NONE

    def _index(self, kind: str) -> dict[str, Any]:
        """The things of ``kind`` by id (the last of an id, as Game.index; a names part
        of the game cache is no Game)."""
        found = self._by_id.get(kind)
        if found is None:
            index = getattr(self.game, "index", None)
            found = self._by_id[kind] = index(kind) if callable(index) else \
                {thing.id: thing for thing in getattr(self.game, kind)}
        return found

    def __getitem__(self, ident: Any) -> Any:
        said = self.get(ident, _NONE)
        if said is _NONE:
            raise KeyError(ident)
        return said

    def __contains__(self, ident: object) -> bool:
        return self.get(ident, _NONE) is not _NONE

    def _every(self) -> dict[str, Any]:
        if self._all is None:
            self._all = self._made(self.game)
        return self._all

    def __iter__(self) -> Iterator[str]:
        return iter(self._every())

    def __len__(self) -> int:
        return len(self._every())

    def __bool__(self) -> bool:
        return any(self.get(thing.id, _NONE) is not _NONE for kind in self.kinds
                   for thing in getattr(self.game, kind))


def option_texts(ru: Any, other: Any) -> dict[str, str]:
    """Russian texts inside effects (choice labels, manual steps) → the other locale's, so
    a referee speaking English never shows «починить за 2 талера»: found by walking both
    games' effects side by side (localizing keeps the shape) — fields, cards, items, and
    the rows of the die tables (a thorn bush's repair is a table row's choice)."""
    from collections.abc import Mapping  # only when a table speaks English

    out: dict[str, str] = {}

    def walk(a: Any, b: Any) -> None:
        if isinstance(a, str) and isinstance(b, str):
            if a != b:
                out[a] = b
        elif isinstance(a, Mapping) and isinstance(b, Mapping):
            for key, value in a.items():
                walk(value, b.get(key))
        elif isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
            for x, y in zip(a, b, strict=True):
                walk(x, y)

    for kind in ("fields", "cards", "items"):
        theirs = other.index(kind)
        for entity in getattr(ru, kind):
            twin = theirs.get(entity.id)
            if twin is not None:
                walk(entity.effects, twin.effects)
    characters = other.index("characters")  # a traveller's own rolls («гусар выиграл», the Hussar's meeting)
    for character in ru.characters:
        twin = characters.get(character.id)
        mine, theirs_ = getattr(character, "attrs", None), getattr(twin, "attrs", None)  # a part may lack them
        if isinstance(mine, Mapping) and isinstance(theirs_, Mapping):
            walk(mine.get("abilities"), theirs_.get("abilities"))
    tables = other.index("tables")
    for table in ru.tables:
        twin = tables.get(table.id)
        if twin is not None:
            walk([row.effects for row in table.rows], [row.effects for row in twin.rows])
    return out

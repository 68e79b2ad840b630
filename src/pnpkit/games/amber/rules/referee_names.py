"""What an Amber table is told in, from the game's data alone: the game in each language,
the names and case forms of its things, the texts inside effects, the presets' and
travellers' names.  No engine: ``referee status`` composes a kept state with this
(pnpkit.games.amber.referee_status), and the referee is one of these with its rules."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee_words import REFUSALS, TITLE_COMMANDS
from pnpkit.rules.messages import refusal

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Callable, Sequence
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

    def names(self, locale: str) -> dict[str, str]:
        from pnpkit.games.amber.rules.referee_text_say import names_of

        return self._kept(("names", locale), lambda: names_of(self.named(locale), locale))

    def cases(self, locale: str) -> dict[str, dict[str, str]]:
        """The case forms of the names of cards and items (Russian), the forms with an
        article (English); see case_forms."""
        from pnpkit.games.amber.rules.referee_text_say import case_forms

        return self._kept(("cases", locale), lambda: case_forms(self.named(locale), locale))

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

"""Load the shipped race data (content/race) for the race commands and the referee."""

from __future__ import annotations

import os

from pnpkit.memo import cache
from pnpkit.model.diagnostics import GameDataError
from pnpkit.model.game import Game
from pnpkit.paths import content_dir

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from pnpkit.games.race.rules.from_game import RaceData


class RaceDataError(GameDataError):
    """The race data is missing or has errors.  ``kind`` is ``missing`` or ``errors``;
    ``file`` the file to fix (or the folder that is not there); ``problem`` the first
    error, with its line and column.  ``str()`` is the whole English message."""

    def __init__(self, kind: str, file: str, problem: str = "") -> None:
        self.kind, self.file, self.problem = kind, file, problem
        if kind == "missing":
            text = (f"no race data at {file}; "
                    "reinstall pnpkit or point PNPKIT_CONTENT at a folder with race/")
        else:
            text = f"the race data has errors: {problem}; fix {file} (`pnpkit check race` lists every error)"
        super().__init__("race", kind, file, problem, text)


def _folder() -> str:
    return os.path.join(content_dir(), "race")  # a string: a status does not import pathlib


def _shown(*parts: str) -> str:
    """A path as the messages name it (pathlib's spelling: ``./c/race`` is ``c/race``)."""
    from pathlib import Path  # only for a message: a status does not import it

    return str(Path(*parts))


#: what a status names the race's places by (place_words): a kept race decoded with these
#: fields alone builds no model object (race status CPU 47 -> 43 ms)
NAMED = {
    "Game": ("title", "rules", "fields", "boards", "presets", "extra"),
    "Field": ("id", "board", "name", "number", "text", "effects"), "Board": ("id", "name"),
    "Preset": ("id", "name"), "Game.extra": ("rulebook",)}
#: what a referee plays the race with: the names and what the track and presets are built
#: of (from_game.race_from_game), a third of the whole game to decode (race turn CPU -1.5 ms)
PLAYED = {**NAMED, "Game": (*NAMED["Game"], "edges"), "Field": (*NAMED["Field"], "attrs"),
          "Field.attrs": ("on_exit",), "Edge": ("a", "b"), "Preset": ("id", "name", "values")}


@cache(maxsize=3)
def load_race_game(named: bool = False, played: bool = False) -> Game:
    """The race game read from content/race (through the game cache), checked; ``named``:
    maybe only what names its places (:data:`NAMED`), ``played``: only what a referee
    plays with (:data:`PLAYED`)."""
    from pnpkit.readers.game_cache import load_game_cached as load_game

    folder = _folder()
    if not os.path.isfile(os.path.join(folder, "game.yaml")):
        raise RaceDataError("missing", _shown(folder, "game.yaml"))
    result = load_game(folder, PLAYED if played else NAMED if named else None)
    if result.game is None or not result.diagnostics.ok:
        errors = sorted(result.diagnostics.errors, key=lambda d: (d.source, d.code, d.message))
        if errors:
            raise RaceDataError("errors", errors[0].source.path or _shown(folder), errors[0].format())
        raise RaceDataError("errors", _shown(folder, "game.yaml"), "the game could not be read")
    return result.game


@cache(maxsize=1)
def load_race() -> RaceData:
    """The race track and presets read from content/race (through the game cache)."""
    from pnpkit.games.race.rules.from_game import race_from_game  # the track: not for a kept status

    return race_from_game(load_race_game())


@cache(maxsize=1)
def played_race() -> RaceData:
    """:func:`load_race` for the referee: built from the game decoded with :data:`PLAYED`
    alone, which also names the places in Russian (:func:`referee_names`)."""
    from pnpkit.games.race.rules.from_game import race_from_game

    return race_from_game(load_race_game(played=True))


def referee_names(locale: str) -> Game:
    """The race game a referee names the places by in ``locale``: in Russian the one it
    plays with (one decode for the track and the names), else :func:`named_race`."""
    return load_race_game(played=True) if locale == "ru" else named_race(locale)


def named_race(locale: str) -> Game:
    """:func:`localized_race`, but only what names the race's places (a status): in
    another language than Russian as the whole race localized has it, kept in the game
    cache (readers.game_cache.load_names_in); that failing, the whole race localized,
    which tells what is wrong."""
    if locale == "ru":
        return load_race_game(named=True)
    from pnpkit.readers.game_cache import load_names_in

    try:
        return load_names_in(_folder(), NAMED, locale, lambda game: _localized(game, locale)).game
    except Exception:  # noqa: BLE001 - localized_race reads it again and reports an error
        return localized_race(locale)


@cache(maxsize=4)
def localized_race(locale: str) -> Game:
    """The race game in ``locale``: names and texts from its catalogue (locales/<locale>.po),
    the source (Russian) game for ``ru`` or a locale without a catalogue."""
    game = load_race_game()
    if locale == "ru":
        return game
    return _localized(game, locale)


def _localized(game: Game, locale: str) -> Game:
    from pnpkit.i18n.translator import localize  # Babel only for a catalogue
    from pnpkit.readers.po_reader import PoReadError

    try:
        localized, _translator = localize(game, _folder(), locale)
    except PoReadError as exc:
        raise RaceDataError("errors", exc.source.path, str(exc)) from None
    return localized

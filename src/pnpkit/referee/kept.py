"""A session read with its kept state (pnpkit.rules.session_state) instead of replayed:
a stand-in for :class:`pnpkit.referee.table.Table` with what ``referee status`` reads
(header, path, actions, the view as its state, a referee that composes from the view),
so the status is composed by the one function either way.

The game's engine is not imported: the game's light status module (its RefereeSpec's
``status``) composes the words.  :func:`kept_table` gives None whenever the kept state
cannot be trusted (none, another log, other rules, not plain data): the caller replays.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from pnpkit.referee.store import SessionFile, read_with_state
from pnpkit.rules.session_state import COMMANDS, CURRENT, GAME, OVER, log_digest, read_view


@dataclass(frozen=True)
class KeptCommand:
    name: str


class KeptReferee:
    """The referee methods a status calls, answered from the view by the light module
    (its optional ``game_title``, ``character_name``, ``options_text`` default as
    GameReferee's do)."""

    def __init__(self, words: ModuleType) -> None:
        self.words = words

    def status(self, view: dict[str, Any], locale: str) -> list[str]:
        return list(self.words.status(view[GAME], locale))

    def is_over(self, view: dict[str, Any]) -> bool:
        return view[OVER]

    def current_player(self, view: dict[str, Any]) -> str | None:
        return view[CURRENT]

    def over_line(self, view: dict[str, Any], locale: str) -> str:
        return self.words.over_line(view[GAME], locale)

    def preset_name(self, preset: str, locale: str) -> str:
        return self.words.preset_name(preset, locale)

    def game_title(self, locale: str) -> str | None:
        title = getattr(self.words, "game_title", None)
        return title(locale) if title is not None else None

    def character_name(self, character: str, locale: str) -> str:
        name = getattr(self.words, "character_name", None)
        return name(character, locale) if name is not None else character

    def options_text(self, options, locale: str) -> str:
        text = getattr(self.words, "options_text", None)
        if text is not None:
            return text(options, locale)
        return ", ".join(f"{name}={value}" for name, value in options)


@dataclass
class KeptTable:
    file: SessionFile
    referee: KeptReferee
    state: dict[str, Any]

    @property
    def header(self):
        return self.file.header

    @property
    def actions(self):
        return self.file.actions

    def commands(self) -> list[KeptCommand]:
        return [KeptCommand(name) for name in self.state[COMMANDS]]


def status_words(game_id: str) -> ModuleType | None:
    """The game's light status module, or None (a game that keeps no view)."""
    from pnpkit.referee.registry import refereed_game

    entry = refereed_game(game_id)
    if entry is None or not entry.status:
        return None
    try:
        return importlib.import_module(entry.status)
    except ImportError:
        return None


def kept_table(path: Path | str) -> KeptTable | None:
    """The session with its kept view when that view stands for its log exactly; None
    when the log must be replayed (and for any error: the replay reports it)."""
    try:
        file, data = read_with_state(path)
    except Exception:  # noqa: BLE001 - the replay reads the file again and says what is wrong
        return None
    if file.torn_tail or file.log is None or data is None:
        return None
    words = status_words(file.header.game)
    if words is None or file.header.rules != getattr(words, "RULES_VERSION", None):
        return None
    view = read_view(data, file.header.game, file.header.rules, log_digest(file.log))
    return None if view is None else KeptTable(file, KeptReferee(words), view)

"""What every one-shot referee command shares, reading or writing: the language it speaks
(the session's), a user's error told as a CommandError, the options it reads, how its
lines and JSON are printed, and the words of the read-only commands.

Apart from pnpkit.cli.referee_status (which re-exports it) so that a write
(pnpkit.cli.referee_act) loads none of the read-only commands: the fast dispatch
(pnpkit.cli.fast_path) tells a read-only word by :data:`READ_WORDS` alone.
"""

from __future__ import annotations

from pnpkit.cli.options import Param
from pnpkit.cli.plain import CommandError
from pnpkit.cli.referee_words import LOCALE_HELP, LOCALES, say_cli, visible

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any

#: the exit code of an action that waits for --yes (nothing was done)
NEEDS_YES = 3


def checked_locale(given: str | None, speak: str) -> str | None:
    """``given`` if the referee speaks it (None stays None); else CommandError in ``speak``."""
    if given is not None and given not in LOCALES:
        raise CommandError(visible(say_cli("bad_locale", speak if speak in LOCALES else "ru", code=given,
                                           locales=", ".join(LOCALES))))
    return given


def user_language() -> str:
    """The referee's language when neither ``--locale`` nor a session names one: the
    user's (pnpkit.cli.language), else Russian."""
    from pnpkit.cli.language import command_language

    return command_language(None, LOCALES)


def session_locale(file: Path | str, given: str | None) -> str:
    """The language to speak: ``--locale`` when given, else the one the session was
    started with (``new --locale``), else the user's (:func:`user_language`)."""
    from pnpkit.referee.session_read import peek_locale

    kept = peek_locale(file)
    kept = kept if kept in LOCALES else None
    return checked_locale(given, kept or user_language()) or kept or user_language()


def user_error(exc: Exception, locale: str) -> CommandError | None:
    """The message and exit code of an error a user can cause, or None."""
    from pnpkit.model.diagnostics import GameDataError
    from pnpkit.referee.store import SessionFileError
    from pnpkit.referee.table import NeedsConfirmation
    from pnpkit.rules.dice_error import DiceError
    from pnpkit.rules.session import ReplayDivergence, RuleError

    if isinstance(exc, NeedsConfirmation):  # a one-shot command cannot ask: --yes says it
        return CommandError(say_cli("confirm_cli", locale, question=exc.text(locale)), NEEDS_YES)
    if isinstance(exc, RuleError):
        return CommandError(exc.text(locale), 1)
    if isinstance(exc, DiceError):
        return CommandError(exc.text(locale), 2)
    if isinstance(exc, SessionFileError):
        return CommandError(exc.text(locale), 2)
    if isinstance(exc, ReplayDivergence):
        return CommandError(exc.text(locale), 1)
    if isinstance(exc, GameDataError):  # the game's own files are broken: not a bug of pnpkit
        return CommandError(say_cli(f"data_{exc.kind}", locale, game=exc.game, file=exc.file,
                                    problem=exc.problem), 1)
    return None


def json_text(data: Any) -> str:
    import json
    import re

    # json escapes C0 itself; DEL and C1 it keeps raw, so escape them the JSON way
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return re.sub("[\x7f-\x9f]", lambda m: f"\\u{ord(m[0]):04x}", text) + "\n"


def told(say: Callable[[], Any], locale: str) -> Any:
    """``say()``, a user's error in it (the session, or the game's data or catalogue read
    in the table's language) a CommandError, not an internal one."""
    try:
        return say()
    except Exception as exc:
        error = user_error(exc, locale)
        if error is None:
            raise
        raise CommandError(visible(error.message), error.code) from None


def printed(lines: list[str], indent: str = "") -> str:
    """The lines as printed, each after ``indent``: every control character shown as an
    escape (cli.plain.visible), looked for once in all of them (a long log's ~1,100)."""
    if "".join(lines).isprintable():
        return "".join(f"{indent}{line}\n" for line in lines) if indent else "\n".join([*lines, ""]) if lines else ""
    return "".join(visible(indent + line) + "\n" for line in lines)


#: the options of a command reading a session (the Typer commands' --file, --json, --locale)
SESSION_PARAMS = (
    Param("file", "path", "Session file.", "game.pnp", ("--file", "-f"), metavar="PATH"),
    Param("as_json", bool, "Print JSON.", False, ("--json",)),
    Param("locale", str, LOCALE_HELP, None, ("--locale",), optional=True, metavar="LOCALE"),
)
#: the options of a game's command (cli/referee.py's game commands read the same; a test holds them equal)
GAME_PARAMS = (
    Param("args", list, "Arguments of the command.", None, argument=True, optional=True, metavar="ARGS"),
    SESSION_PARAMS[0], SESSION_PARAMS[1], SESSION_PARAMS[2],
    Param("dice", str, "Physical dice typed in instead of rolling, e.g. 4,3.", None, ("--dice",), optional=True,
          metavar="DICE"),
    Param("player", str, "Who acts (default: whose turn it is).", None, ("--player", "-p"), optional=True,
          metavar="PLAYER"),
    Param("yes", bool, "Confirm what the referee asks first (a big spend, a wasted potion, a fight more likely lost).", False, ("--yes", "-y")),
)
#: the games' questions answered from a kept state, by every name they answer to
QUESTIONS = {"moves": "moves", "куда": "moves", "odds": "odds", "шансы": "odds"}
#: the names of ``referee status`` and ``referee log``
STATUS_WORDS = ("status", "статус")
LOG_WORDS = ("log", "журнал")
#: every word of a read-only command (pnpkit.cli.referee_status.READ_COMMANDS)
READ_WORDS = frozenset((*STATUS_WORDS, *LOG_WORDS, *QUESTIONS))

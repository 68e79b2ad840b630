"""The writing one-shot referee commands — a game's actions (``referee roll``, ``move``,
``бой`` …), ``do`` and ``undo`` — as text, without Typer.

Each is declared once (:mod:`pnpkit.cli.options`): pnpkit.cli.referee makes the Typer
commands of these declarations, and the fast dispatch (pnpkit.cli.fast_path) reads a
command line with the same ones, so both print what :func:`act_text` and
:func:`undo_text` return.  Typer builds a click command of every referee command (some
ninety) to run one: more than reading the session and answering costs.  A word the
session's game does not know is left to Typer (:class:`Refused`), which says so.
"""

from __future__ import annotations

from pnpkit.cli.options import Command, Param, Refused
from pnpkit.cli.plain import CommandError, echo, visible
from pnpkit.cli.referee_status import SESSION_PARAMS, json_text, session_locale, user_error
from pnpkit.cli.referee_words import say_cli

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from typing import Any

    from pnpkit.referee.table import Outcome, Table

#: the options of a game's action (``referee move``, ``do``), after the session's own
ACT_PARAMS = (
    *SESSION_PARAMS,
    Param("dice", str, "Physical dice typed in instead of rolling, e.g. 4,3.", None, ("--dice",),
          optional=True, metavar="DICE"),
    Param("player", str, "Who acts (default: whose turn it is).", None, ("--player", "-p"),
          optional=True, metavar="PLAYER"),
    Param("yes", bool, "Confirm a spend of more than half of what the player has.", False, ("--yes", "-y")),
)
ARGS = Param("args", list, "Arguments of the command.", None, argument=True, optional=True, metavar="ARGS")
#: ``referee do``'s first argument
COMMAND_NAME = Param("name", str, "Any command of the session's game.", argument=True, metavar="COMMAND")


def user_failure(exc: Exception, locale: str) -> CommandError | None:
    """The CommandError a user's error becomes, shown as a terminal can print it; None
    for a bug (it goes on as an internal error)."""
    error = exc if isinstance(exc, CommandError) else user_error(exc, locale)
    return None if error is None else CommandError(visible(error.message), error.code)


def guarded(locale: str, work):
    """``work()``, a user's error in it a CommandError."""
    try:
        return work()
    except Exception as exc:
        error = user_failure(exc, locale)
        if error is None:
            raise
        raise error from None


def parse_dice(text: str | None, locale: str) -> list[int] | None:
    """``--dice 4,3`` as faces; a bad value is a usage error (exit 2)."""
    from pnpkit.referee.typed import parse_dice as faces_of
    from pnpkit.rules.session import RuleError

    try:
        faces = faces_of(text)
    except RuleError as exc:
        raise CommandError(exc.text(locale), 2) from None
    return None if faces is None else list(faces)


def warn_torn(table: Table, locale: str) -> Table:
    if table.file.torn_tail:
        echo(visible(say_cli("torn", locale, file=table.file.path)), err=True)
    return table


def action_title(index: int, action, locale: str, table: Table) -> str:
    from pnpkit.referee.narrate import action_title as title

    return title(index, action, table.referee, locale)


def outcome_json(table: Table, outcome: Outcome) -> dict[str, Any]:
    from pnpkit.rules.session import action_to_json

    return {
        "n": outcome.index or None,
        "action": action_to_json(outcome.action, outcome.index) if outcome.action else None,
        "events": [e.to_json() for e in outcome.events],
        "state": table.referee.to_json(table.state),
        "current_player": table.referee.current_player(table.state),
        "over": table.referee.is_over(table.state),
    }


def outcome_lines(table: Table, outcome: Outcome, locale: str) -> list[str]:
    from pnpkit.referee.narrate import action_lines

    lines = [] if outcome.action is None else [action_title(outcome.index, outcome.action, locale, table)]
    return lines + [f"  {line}" for line in action_lines(table.referee, outcome.action, outcome.events, locale)]


def _text(lines: list[str]) -> str:
    return "".join(visible(str(line)) + "\n" for line in lines)


def _game_of(path) -> str | None:
    """The game a session's header names (first line only), or None when unreadable."""
    import json
    import os
    import stat

    try:  # as peek_locale opens it: a FIFO in its place never hangs the command
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            game = json.loads(handle.readline(1 << 16).decode("utf-8-sig")).get("game")
    except (OSError, ValueError, AttributeError, RecursionError):
        return None
    return game if isinstance(game, str) else None


def _known(path, name: str) -> None:
    """Refused unless ``name`` is a command Typer has too: a base name, or one of the
    session's game (a file that does not name one gets Typer's words, whatever they are)."""
    from pnpkit.referee.registry import (
        BASE_ALIASES,
        BASE_COMMANDS,
        FRAMEWORK_ALIASES,
        refereed_game,
    )

    if name in FRAMEWORK_ALIASES or name in FRAMEWORK_ALIASES.values():  # new, play, serve …: Typer's own
        raise Refused
    if name == "roll" or name in BASE_COMMANDS or name in BASE_ALIASES:
        return
    game = _game_of(path)
    entry = refereed_game(game) if game else None
    if entry is None or (name not in entry.commands and name not in dict(entry.aliases)):
        raise Refused


def act_text(name: str, values: dict) -> str:
    """What ``referee NAME ARGS`` prints on stdout (one game action or question, logged
    under the session's lock); raises CommandError."""
    from pnpkit.referee.table import Table

    file = values["file"]
    locale = session_locale(file, values["locale"])

    def work() -> str:
        entered = parse_dice(values["dice"], locale)
        with Table.locked(file, restore=True) as table:  # the kept engine state, when it is the log's
            outcome = warn_torn(table, locale).act(name, list(values["args"] or []), values["player"],
                                                   entered, confirmed=values["yes"])
        if values["as_json"]:
            return json_text(outcome_json(table, outcome))
        return _text(outcome_lines(table, outcome, locale))

    return guarded(locale, work)


def undo_text(values: dict) -> str:
    """What ``referee undo`` prints (the last action taken back); raises CommandError."""
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import action_to_json

    file = values["file"]
    locale = session_locale(file, values["locale"])

    def work():
        with Table.locked(file, restore=True) as table:  # the state before the last action, when kept
            n = len(warn_torn(table, locale).actions)
            return table, n, table.undo()

    table, n, action = guarded(locale, work)
    if values["as_json"]:
        return json_text({"undone": action_to_json(action, n), "actions": len(table.actions),
                          "state": table.referee.to_json(table.state)})
    title = action_title(n, action, locale, table)
    return _text([say_cli("undone", locale, n=n, what=title), *table.referee.status(table.state, locale)])


def game_action(name: str, help: str) -> Command:
    """The declaration of a game's command ``name`` (a Russian name is one too)."""
    return Command(help, (ARGS, *ACT_PARAMS), lambda values: act_text(name, values), loose=True)


def _do(values: dict) -> str:
    return act_text(values["name"], values)


DO = Command("Run any command of the session's game by name.", (COMMAND_NAME, ARGS, *ACT_PARAMS), _do,
             loose=True)
UNDO = Command("Take back the last action (the dice of that action stay what they were).", SESSION_PARAMS,
               undo_text)
#: the framework's own writing commands, by their English and Russian names
OWN = {"do": DO, "сделать": DO, "undo": UNDO, "отмена": UNDO}


def fast_commands(argv: list[str]) -> dict[tuple[str, ...], Command]:
    """The writing command ``referee WORD …`` names, for the fast dispatch: ``do``,
    ``undo``, or a game's action, refused (left to Typer) when the session's game has
    no command WORD."""
    word = argv[1] if len(argv) > 1 and argv[0] == "referee" else ""
    if not word or word.startswith("-"):
        return {}
    if word in OWN:
        return {("referee", word): OWN[word]}

    def run(values: dict) -> str:
        _known(values["file"], word)
        return act_text(word, values)

    return {("referee", word): Command("", (ARGS, *ACT_PARAMS), run, loose=True)}

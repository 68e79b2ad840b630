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
from pnpkit.cli.referee_session import (  # not referee_status: a write loads no read-only command
    GAME_PARAMS,
    SESSION_PARAMS,
    json_text,
    printed,
    session_locale,
    told,
)
from pnpkit.cli.referee_words import say_cli

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from typing import Any

    from pnpkit.referee.table import Outcome, Table

#: ``referee do``'s first argument
COMMAND_NAME = Param("name", str, "Any command of the session's game.", argument=True, metavar="COMMAND")


def parse_dice(text: str | None, locale: str) -> list[int] | None:
    """``--dice 4,3`` as faces; a bad value is a usage error (exit 2)."""
    if text is None:  # the seed's dice: the typed-line module (shlex, its words) is not read
        return None
    from pnpkit.referee.typed import parse_dice as faces_of
    from pnpkit.rules.session import RuleError

    try:
        faces = faces_of(text)
    except RuleError as exc:
        raise CommandError(visible(exc.text(locale)), 2) from None
    return None if faces is None else list(faces)


def warn_torn(table: Table, locale: str) -> Table:
    if table.file.torn_tail:
        echo(visible(say_cli("torn", locale, file=table.file.path)), err=True)
    return table


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
    from pnpkit.referee.narrate import action_lines, action_title

    lines = [] if outcome.action is None else [
        action_title(outcome.index, outcome.action, table.referee, locale, table.header.players)]
    return lines + [f"  {line}" for line in action_lines(table.referee, outcome.action, outcome.events, locale)]


def _known(path, name: str) -> None:
    """Refused unless ``name`` is a command Typer has too: a base name, or one of the
    session's game (a file that does not name one gets Typer's words, whatever they are)."""
    from pnpkit.referee import registry
    from pnpkit.referee.session_read import peek_locale

    if name in registry.FRAMEWORK_ALIASES or name in registry.FRAMEWORK_ALIASES.values():  # new, play …: Typer's
        raise Refused
    if name == "roll" or name in registry.BASE_COMMANDS or name in registry.BASE_ALIASES:
        return
    game = peek_locale(path, "game")
    entry = registry.refereed_game(game) if game else None
    if entry is None or (name not in entry.commands and name not in dict(entry.aliases)):
        raise Refused


class _Plain:
    """No scope (a Russian command reads no localized part of a game)."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def _looked_once(locale: str):
    """Within it an English command looks at the game folder's cache keys once
    (readers.game_cache.looked_once: the rules' whole game, the names and the texts
    parts each asked them); a Russian one, and so Fighting Fantasy's, imports no cache."""
    if locale == "ru":
        return _Plain()
    from pnpkit.readers.game_cache import looked_once

    return looked_once()


def act_text(name: str, values: dict) -> str:
    """What ``referee NAME ARGS`` prints on stdout (one game action or question, logged
    under the session's lock); raises CommandError."""
    from pnpkit.referee.table import Table

    file = values["file"]
    locale = session_locale(file, values["locale"])

    entered = parse_dice(values["dice"], locale)

    def work() -> str:
        with Table.locked(file, restore=True) as table:  # the kept engine state, when it is the log's
            outcome = warn_torn(table, locale).act(name, list(values["args"] or []), values["player"],
                                                   entered, confirmed=values["yes"])
        if values["as_json"]:
            return json_text(outcome_json(table, outcome))
        return printed(outcome_lines(table, outcome, locale))

    with _looked_once(locale):
        return told(work, locale)


def undo_text(values: dict) -> str:
    """What ``referee undo`` prints (the last action taken back); raises CommandError."""
    from pnpkit.referee.narrate import action_title
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import action_to_json

    file = values["file"]
    locale = session_locale(file, values["locale"])

    def work():
        # the state before the last action, when kept; the state now not decoded (the undo replaces it)
        with Table.locked(file, restore=True, now_needed=False) as table:
            n = len(warn_torn(table, locale).actions)
            return table, n, table.undo()

    with _looked_once(locale):
        table, n, action = told(work, locale)
        if values["as_json"]:
            return json_text({"undone": action_to_json(action, n), "actions": len(table.actions),
                              "state": table.referee.to_json(table.state)})
        title = action_title(n, action, table.referee, locale, table.header.players)
        return printed([say_cli("undone", locale, n=n, what=title), *table.referee.status(table.state, locale)])


def game_action(name: str, help: str) -> Command:
    """The declaration of a game's command ``name`` (a Russian name is one too)."""
    return Command(help, GAME_PARAMS, lambda values: act_text(name, values), loose=True)


DO = Command("Run any command of the session's game by name.", (COMMAND_NAME, *GAME_PARAMS),
             lambda values: act_text(values["name"], values), loose=True)
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

    return {("referee", word): Command("", GAME_PARAMS, run, loose=True)}

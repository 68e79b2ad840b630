"""`pnpkit referee status`, `log` and the games' questions (`moves`, `odds`) as text,
without Typer: pure functions of the session (its kept state, pnpkit.referee.kept, else
read and replayed by pnpkit.referee.table) and of the game's head (its title).

Each command is declared once (:data:`READ_COMMANDS`, pnpkit.cli.options), for Typer and
the fast dispatch (pnpkit.cli.fast_path) alike.  A user's error is a CommandError with
its exit code, as the Typer commands print it.
"""

from __future__ import annotations

from pnpkit.cli.options import Command
from pnpkit.cli.plain import CommandError
from pnpkit.cli.referee_session import (  # noqa: F401 - shared with the writing commands, re-exported
    GAME_PARAMS,
    LOG_WORDS,
    NEEDS_YES,
    QUESTIONS,
    SESSION_PARAMS,
    STATUS_WORDS,
    checked_locale,
    json_text,
    session_locale,
    told,
    user_error,
    user_language,
)
from pnpkit.cli.referee_session import printed as _printed
from pnpkit.cli.referee_words import say_cli, visible

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # neither is imported by a status: a third of its time was imports
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any

    from pnpkit.referee.table import Table


def game_title(game_id: str, locale: str, referee=None) -> str:
    """The game's title from its data in ``locale`` («Корона Эмбера», Race), in Russian
    in quotes; its id when the game has no readable data (a game added at run time).
    A referee that read its game for the replay names it (no game.yaml read again)."""
    title = ((referee.game_title(locale) if referee is not None else None) or "").strip()
    if not title:
        from pnpkit.referee.titles import plain_title

        title = plain_title(game_id, locale)
    if title == game_id:
        return game_id
    return title if title.startswith("«") or locale == "en" else f"«{title}»"


def end_line(table: Table, locale: str) -> str:
    """The game's own end-of-game sentence (who won), else the generic one."""
    return table.referee.over_line(table.state, locale) or say_cli("over", locale)


def status_lines(table: Table, locale: str) -> list[str]:
    from pnpkit.referee.narrate import command_word

    header = table.header
    # the characters dealt at the start; once the game runs, its own status says who each
    # player is now (a traveller dies, another is dealt)
    dealt = not table.actions
    players = ", ".join(
        p.name + (f" ({table.referee.character_name(p.character, locale)})" if p.character and dealt else "")
        for p in header.players)
    lines = [f"{game_title(header.game, locale, table.referee)} — {table.file.path}", say_cli("players", locale, players=players)]
    told = list(table.referee.status(table.state, locale))
    # the preset once: a game's own status may tell its rules (Fighting Fantasy's «Правила: …»)
    if header.preset and not any((name := table.referee.preset_name(header.preset, locale)) in line
                                 for line in told):
        lines.append(say_cli("preset", locale, preset=name))
    if header.options:
        lines.append(say_cli("options", locale, options=table.referee.options_text(header.options, locale)))
    lines.append(say_cli("actions", locale, n=len(table.actions)))
    lines += told
    if table.referee.is_over(table.state):
        if (end := end_line(table, locale)) not in lines:  # the game's own status may tell it
            lines.append(end)
    else:
        player = table.referee.current_player(table.state)
        if player:
            lines.append(say_cli("turn", locale, player=player))
        lines.append(say_cli("commands", locale, names=", ".join(
            command_word(header.game, s.name, locale) for s in table.commands())))
    return lines


def status_json(table: Table) -> dict[str, Any]:
    from pnpkit.rules.session import header_to_json

    return {
        "file": str(table.file.path),
        "header": header_to_json(table.header),
        "actions": len(table.actions),
        "current_player": table.referee.current_player(table.state),
        "over": table.referee.is_over(table.state),
        "commands": [{"name": s.name, "usage": s.usage, "logged": s.logged,
                      "help_ru": s.help_ru, "help_en": s.help_en or s.help_ru}
                     for s in table.commands()],
        "state": table.referee.to_json(table.state),
    }


def open_table(file: Path | str, locale: str) -> Table:
    """The session read and replayed (a half-written last line told on stderr), or
    CommandError for a user's error."""
    from pnpkit.cli.plain import echo
    from pnpkit.referee.table import Table

    table = told(lambda: Table.open(file), locale)
    if table.file.torn_tail:
        echo(visible(say_cli("torn", locale, file=table.file.path)), err=True)
    return table


def read_text(file: Path | str, locale: str | None, as_json: bool, kept: Callable[[Path | str, str], list[str] | None],
              lines: Callable[[Table, str], list[str]], data: Callable[[Table], Any]) -> str:
    """What a read-only command prints: ``kept`` lines (from the state kept beside the log,
    when it is the log's: pnpkit.referee.kept), else ``lines`` or JSON ``data`` of the
    replayed table; raises CommandError."""
    locale = session_locale(file, locale)
    if not as_json and (said := kept(file, locale)) is not None:
        return _printed(said)
    table = open_table(file, locale)
    return json_text(data(table)) if as_json else _printed(told(lambda: lines(table, locale), locale))


def status_text(file: Path | str, locale: str | None = None, as_json: bool = False) -> str:
    return read_text(file, locale, as_json, kept_status_lines, status_lines, status_json)


def log_text(file: Path | str, locale: str | None = None, as_json: bool = False) -> str:
    return read_text(file, locale, as_json, kept_log_lines, log_lines, log_json)


def kept_lines(table: Any, say: Callable[[Any], list[str]]) -> list[str] | None:
    """``say(table)`` of a kept table (pnpkit.referee.kept), or None (replay): none kept, or
    a view or events the light module cannot tell (a hand edit that kept the digest)."""
    try:
        return None if table is None else say(table)
    except Exception:  # noqa: BLE001 - the replay says what is wrong, if anything
        return None


def kept_status_lines(file: Path | str, locale: str) -> list[str] | None:
    from pnpkit.referee.kept import kept_table

    return kept_lines(kept_table(file), lambda table: status_lines(table, locale))


def kept_log_lines(file: Path | str, locale: str) -> list[str] | None:
    from pnpkit.readers.game_cache import looked_once
    from pnpkit.referee.kept import kept_log

    with looked_once():  # the names and the texts of one game folder: its key computed once
        return kept_lines(kept_log(file), lambda table: log_lines(table, locale))


def log_json(table: Table) -> dict[str, Any]:
    from pnpkit.rules.session_records import action_to_json, header_to_json

    return {"header": header_to_json(table.header), "actions": [
        {**action_to_json(a, i), "events": [e.to_json() for e in table.history[i - 1]]}
        for i, a in enumerate(table.actions, start=1)]}


def log_lines(table: Table, locale: str) -> list[str]:
    from pnpkit.referee.narrate import action_titles, told_lines

    lines = [] if table.actions else [say_cli("empty_log", locale)]
    titles = action_titles(table.actions, table.referee, locale, 1, table.header.players)
    for i, action in enumerate(table.actions, start=1):
        lines.append(titles[i - 1])
        said = told_lines(table.referee, action, table.history[i - 1], locale)[0]
        lines += map("  ".__add__, said)  # each indented, in one C loop (a long log's ~1,000 lines)
    return lines


STATUS = Command("Show the players, the state of the game and whose turn it is.", SESSION_PARAMS,
                 lambda args: status_text(args["file"], args["locale"], args["as_json"]))
LOG = Command("Print every action with its dice and what happened.", SESSION_PARAMS,
              lambda args: log_text(args["file"], args["locale"], args["as_json"]))


def question_text(name: str, args: dict) -> str:
    """What a question of the game (``referee moves``, ``odds``: nothing logged) prints,
    answered from the session's kept state by the game's light module; Refused (the
    Typer command replays and asks the referee) when that cannot answer it alike: JSON,
    typed dice or a named player, no usable kept state, a question it does not know."""
    from pnpkit.cli.options import Refused

    if args["as_json"] or args["dice"] is not None or args["player"] is not None:
        raise Refused
    locale = session_locale(args["file"], args["locale"])
    lines = kept_question_lines(args["file"], QUESTIONS[name], list(args["args"] or []), locale)
    if lines is None:
        raise Refused
    return _printed(lines, "  ")


def kept_question_lines(file: Path | str, command: str, args: list[str], locale: str) -> list[str] | None:
    """The question's lines composed from the kept state (pnpkit.referee.kept.kept_events),
    a refusal of the rules a CommandError; None when the kept state cannot answer it."""
    from pnpkit.referee.kept import kept_events
    from pnpkit.referee.narrate import action_lines
    from pnpkit.rules.commands import RuleError

    try:
        answer = kept_events(file, command, args)
    except RuleError as exc:
        raise CommandError(visible(exc.text(locale)), 1) from None
    return kept_lines(answer, lambda asked: action_lines(asked[0], None, asked[1], locale))


def _question(name: str) -> Command:
    return Command(f"The game's '{name}' command (refused if this game has none).", GAME_PARAMS,
                   lambda args: question_text(name, args), loose=True)  # as the Typer game commands read


#: the read-only commands by every name they answer to (the Russian ones too: READ_WORDS)
READ_COMMANDS = {**dict.fromkeys(STATUS_WORDS, STATUS), **dict.fromkeys(LOG_WORDS, LOG),
                 **{name: _question(name) for name in QUESTIONS}}

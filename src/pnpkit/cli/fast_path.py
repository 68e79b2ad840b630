"""A quick way in for the table commands (`pnpkit dice`, a game's `pnpkit moves GAME` and
`pnpkit odds GAME`), `pnpkit games` and the read-only `pnpkit referee status`, `log` and
the games' questions (`moves`, `odds` and their Russian names), without Typer.

Importing Typer (and what it brings) costs more than these commands need to run.  Each
command is declared once (:mod:`pnpkit.cli.options`): the Typer command is made from the
declaration, and here the same declaration reads the command line (a game package
offering a table command declares it in ``FAST_COMMANDS`` of its ``cli.fast`` module,
e.g. pnpkit.games.amber.cli.fast).  A line the reader does not take on — help, an
unknown option, a value Click would refuse or phrase differently — is left to Typer,
so every message stays the one Typer prints.
"""

from __future__ import annotations

import sys

from pnpkit.cli.options import Command, Param, Refused, negative_dice, read
from pnpkit.cli.plain import CommandError, error_text


def _dice(args: dict) -> str:
    from pnpkit.cli.dice_run import dice_output

    return dice_output(args["expr"], seed=args["seed"], exact=args["exact"], as_json=args["as_json"],
                       locale=args["locale"])


DICE = Command(
    "Roll dice, or with --exact print every total's exact probability.\n\n"
    "Several expressions in one call, each with an optional label.",
    (Param("expr", list, "Dice notation, each optionally followed by its label: 2d6+3 атака d20 "
           "спасбросок; also 4d6kh3, d66, 2к6+3, -1d6.", argument=True,
           metavar="DICE"),
     Param("seed", int, "Seed for a reproducible roll.", None, optional=True, metavar="SEED"),
     Param("exact", bool, "Print the exact distribution and mean.", False, ("--exact",)),
     Param("as_json", bool, "Print JSON.", False, ("--json",)),
     Param("locale", str, "Language of the output: ru or en (default: the system's, from "
           "LC_ALL, LC_MESSAGES or LANG; else ru).", None, ("--locale",), optional=True,
           metavar="LOCALE")),
    _dice)


def register(app) -> None:
    """`pnpkit dice` for Typer (help, and a line the fast path leaves), from :data:`DICE`."""
    from pnpkit.cli.help_style import PlainCommand
    from pnpkit.cli.options import typer_command

    app.command("dice", cls=PlainCommand)(typer_command(DICE, "dice"))


def _games() -> dict:
    from pnpkit.cli.games import GAMES  # Typer-free: the command declared, the listing

    return {("games",): GAMES}


def _referee(argv: list[str]) -> dict:
    """The referee's commands by their English and Russian names: the read-only ones (status,
    log, the questions) and the writing ones (an action, do, undo: pnpkit.cli.referee_act)."""
    from pnpkit.cli.referee_session import READ_WORDS

    if len(argv) > 1 and argv[1] in READ_WORDS:  # a read-only one: the writing side not imported
        from pnpkit.cli.referee_status import READ_COMMANDS

        return {("referee", argv[1]): READ_COMMANDS[argv[1]]}
    from pnpkit.cli.referee_act import fast_commands

    return fast_commands(argv)  # nor the read-only side: only ("referee", argv[1]) can match


# command words -> the command (the games' own join them, see _game_commands)
_COMMANDS = {("dice",): DICE}


def typer_argv(argv: list[str]) -> list[str]:
    """``dice 2d6 -1d6 --seed 3`` for Click, which reads ``-1d6`` as an option: the
    options first, then ``--`` and the words (the reading the fast path gives them)."""
    if argv[:1] != ["dice"] or "--" in argv or not any(negative_dice(t) for t in argv[1:]):
        return argv
    values, _ = DICE.options()
    options: list[str] = []
    words: list[str] = []
    tokens = argv[1:]
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if token in values and i < len(tokens):
            options += [token, tokens[i]]
            i += 1
        elif token.startswith("-") and token != "-" and not negative_dice(token):
            options.append(token)
        else:
            words.append(token)
    return ["dice", *options, "--", *words]


def _game_commands(argv: list[str]) -> dict:
    """The fast commands of the game named after the command word (``moves amber``), by
    the games' package convention; none when there is no such package."""
    # after ``referee`` comes one of its commands, never a game (no package lookup for it)
    if len(argv) < 2 or argv[0] == "referee" or not argv[1].replace("-", "_").isidentifier():
        return {}
    try:
        fast = __import__(f"pnpkit.games.{argv[1].replace('-', '_')}.cli.fast",
                          fromlist=["FAST_COMMANDS"])  # importlib costs the fast path ~1 ms
    except ImportError:
        return {}
    return getattr(fast, "FAST_COMMANDS", {})


def answer(argv: list[str]) -> int | None:
    """Run a fast-path command and return its exit code, or None to leave it to Typer."""
    if any("\x1b" in arg for arg in argv):  # click.echo strips terminal escapes: Typer prints those
        return None
    commands: dict[tuple[str, ...], Command] = {**_COMMANDS, **(_games() if argv[:1] == ["games"] else {}),
                                                **(_referee(argv) if argv[:1] == ["referee"] else {}),
                                                **_game_commands(argv)}
    words = next((w for w in commands if tuple(argv[: len(w)]) == w), None)
    if words is None:
        return None
    command = commands[words]
    try:
        text = command.run(read(command, argv[len(words):]))
    except Refused:
        return None
    except CommandError as exc:
        sys.stderr.write(error_text(exc.message, exc.hint))
        sys.stderr.flush()
        return exc.code
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0

"""A quick way in for `pnpkit dice` and a game's `pnpkit moves GAME`, without Typer.

Importing Typer (and what it brings) costs more than these commands need to run.
When the arguments are exactly one of them with only its known options, they are read
here and the same functions the Typer commands call make the output
(:mod:`pnpkit.cli.dice_run`; a game package offering a fast path defines
``FAST_COMMANDS`` in its ``cli.fast`` module, e.g. pnpkit.games.amber.cli.fast).  Anything else — help, an
unknown option, a value Click would refuse or phrase differently, a value argparse
would have doubted — is left to Typer, so every message stays the one Typer prints.

The reader is a few lines rather than argparse: argparse (with gettext and locale,
which it imports and consults on every parser) is a tenth of the start-up budget.  It
accepts a subset of what argparse accepts, and for that subset reads the same values.
"""

from __future__ import annotations

import sys

from pnpkit.cli.plain import CommandError, error_text


class Refused(Exception):
    """Something this reader does not take on: Typer answers instead."""


class Command:
    """One command's options: ``values`` maps an option taking a value to (name, type),
    ``flags`` an option without one to (name, value it sets); ``defaults`` holds every
    name, ``required`` those that must be given."""

    def __init__(self, positional: tuple[str, ...], values: dict, flags: dict, defaults: dict,
                 required: tuple[str, ...], run) -> None:
        self.positional, self.values, self.flags = positional, values, flags
        self.defaults, self.required, self.run = defaults, required, run


def _dice(args: dict) -> str:
    from pnpkit.cli.dice_run import dice_output

    return dice_output(args["words"], seed=args["seed"], exact=args["exact"], as_json=args["as_json"],
                       locale=args["locale"])


# command words -> what the command accepts (the options of the Typer commands)
_COMMANDS = {
    ("dice",): Command(
        ("*words",), {"--seed": ("seed", int), "--locale": ("locale", str)},
        {"--exact": ("exact", True), "--json": ("as_json", True)},
        {"seed": None, "exact": False, "as_json": False, "locale": None}, ("words",), _dice),
}


def _value_word(token: str) -> bool:
    """A word argparse and Click both take as an option's value: not option-like, or a
    negative whole number (``--seed -5``)."""
    return not token.startswith("-") or token == "-" or token[1:].isdecimal()


def _negative_dice(token: str) -> bool:
    """``-1d6``, ``-d4``, ``-2к6``: dice notation with a minus sign, not an option."""
    rest = token[1:2]
    return rest.isdigit() or (rest in "dDкК" and len(token) > 2 and token[2:3].isdigit())


def typer_argv(argv: list[str]) -> list[str]:
    """``dice 2d6 -1d6 --seed 3`` for Click, which reads ``-1d6`` as an option: the
    options first, then ``--`` and the words (the reading the fast path gives them)."""
    if argv[:1] != ["dice"] or "--" in argv or not any(_negative_dice(t) for t in argv[1:]):
        return argv
    command = _COMMANDS[("dice",)]
    options: list[str] = []
    words: list[str] = []
    tokens = argv[1:]
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if token in command.values and i < len(tokens):
            options += [token, tokens[i]]
            i += 1
        elif token.startswith("-") and token != "-" and not _negative_dice(token):
            options.append(token)
        else:
            words.append(token)
    return ["dice", *options, "--", *words]


def _parse(command: Command, tokens: list[str]) -> dict:
    """The options' values by name; raises Refused for anything unusual."""
    args = dict(command.defaults)
    words: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if token in command.flags:
            name, value = command.flags[token]
            args[name] = value
            continue
        option, eq, value = token.partition("=")
        if token in command.values:
            if i == len(tokens) or not _value_word(tokens[i]):
                raise Refused
            option, value = token, tokens[i]
            i += 1
        elif not (eq and option in command.values):
            if token.startswith("-") and token != "-" and not _negative_dice(token):  # an unknown option, or '--'
                raise Refused
            words.append(token)
            continue
        name, convert = command.values[option]
        try:
            args[name] = convert(value)
        except ValueError:
            raise Refused from None
    if command.positional[:1] == ("*words",):  # one or more words
        if not words:
            raise Refused
        args["words"] = words
    elif len(words) != len(command.positional):
        raise Refused
    else:
        args.update(zip(command.positional, words, strict=True))
    if any(name not in args for name in command.required):
        raise Refused
    return args


def _game_commands(argv: list[str]) -> dict:
    """The fast commands of the game named after the command word (``moves amber``), by
    the games' package convention; none when there is no such package."""
    if len(argv) < 2 or not argv[1].replace("-", "_").isidentifier():
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
    commands = {**_COMMANDS, **_game_commands(argv)}
    words = next((w for w in commands if tuple(argv[: len(w)]) == w), None)
    if words is None:
        return None
    command = commands[words]
    try:
        text = command.run(_parse(command, argv[len(words):]))
    except Refused:
        return None
    except CommandError as exc:
        sys.stderr.write(error_text(exc.message, exc.hint))
        sys.stderr.flush()
        return exc.code
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0

"""A quick way in for `pnpkit dice` and `pnpkit moves amber`, without Typer.

Importing Typer (and what it brings) costs more than these two commands need to run.
When the arguments are exactly one of them with only its known options, they are read
here and the same functions the Typer commands call make the output
(:mod:`pnpkit.cli.dice_run`, :mod:`pnpkit.cli.moves_run`).  Anything else — help, an
unknown option, a value Click would refuse or phrase differently, a value argparse
would have doubted — is left to Typer, so every message stays the one Typer prints.

The reader is a few lines rather than argparse: argparse (with gettext and locale,
which it imports and consults on every parser) is a tenth of the start-up budget.  It
accepts a subset of what argparse accepts, and for that subset reads the same values.
"""

from __future__ import annotations

import sys

from pnpkit.cli.plain import CommandError, error_text

ROLL_RANGE = range(0, 13)  # the Typer option's min=0, max=12


class _Refused(Exception):
    """Something this reader does not take on: Typer answers instead."""


class _Command:
    """One command's options: ``values`` maps an option taking a value to (name, type),
    ``flags`` an option without one to (name, value it sets); ``defaults`` holds every
    name, ``required`` those that must be given."""

    def __init__(self, positional: tuple[str, ...], values: dict, flags: dict, defaults: dict,
                 required: tuple[str, ...], run) -> None:
        self.positional, self.values, self.flags = positional, values, flags
        self.defaults, self.required, self.run = defaults, required, run


def _dice(args: dict) -> str:
    from pnpkit.cli.dice_run import dice_output

    return dice_output(args["expr"], seed=args["seed"], exact=args["exact"], as_json=args["as_json"],
                       locale=args["locale"])


def _moves(args: dict) -> str:
    if args["roll"] not in ROLL_RANGE:
        raise _Refused
    from pnpkit.cli.moves_run import moves_output

    return moves_output(args["start"], args["roll"], horse=args["horse"], came_from=args["came_from"],
                        as_json=args["as_json"], locale=args["locale"])


# command words -> what the command accepts (the options of the Typer commands)
_COMMANDS = {
    ("dice",): _Command(
        ("expr",), {"--seed": ("seed", int), "--locale": ("locale", str)},
        {"--exact": ("exact", True), "--json": ("as_json", True)},
        {"seed": None, "exact": False, "as_json": False, "locale": "ru"}, ("expr",), _dice),
    ("moves", "amber"): _Command(
        (), {"--from": ("start", str), "--roll": ("roll", int), "--came-from": ("came_from", str),
             "--locale": ("locale", str)},
        {"--horse": ("horse", True), "--no-horse": ("horse", False), "--json": ("as_json", True)},
        {"came_from": None, "horse": False, "as_json": False, "locale": "ru"}, ("start", "roll"), _moves),
}


def _value_word(token: str) -> bool:
    """A word argparse and Click both take as an option's value: not option-like, or a
    negative whole number (``--seed -5``)."""
    return not token.startswith("-") or token == "-" or token[1:].isdecimal()


def _parse(command: _Command, tokens: list[str]) -> dict:
    """The options' values by name; raises _Refused for anything unusual."""
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
                raise _Refused
            option, value = token, tokens[i]
            i += 1
        elif not (eq and option in command.values):
            if token.startswith("-") and token != "-":  # an unknown option, or '--'
                raise _Refused
            words.append(token)
            continue
        name, convert = command.values[option]
        try:
            args[name] = convert(value)
        except ValueError:
            raise _Refused from None
    if len(words) != len(command.positional):
        raise _Refused
    args.update(zip(command.positional, words, strict=True))
    if any(name not in args for name in command.required):
        raise _Refused
    return args


def answer(argv: list[str]) -> int | None:
    """Run a fast-path command and return its exit code, or None to leave it to Typer."""
    if any("\x1b" in arg for arg in argv):  # click.echo strips terminal escapes: Typer prints those
        return None
    words = next((w for w in _COMMANDS if tuple(argv[: len(w)]) == w), None)
    if words is None:
        return None
    command = _COMMANDS[words]
    try:
        text = command.run(_parse(command, argv[len(words):]))
    except _Refused:
        return None
    except CommandError as exc:
        sys.stderr.write(error_text(exc.message, exc.hint))
        sys.stderr.flush()
        return exc.code
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0

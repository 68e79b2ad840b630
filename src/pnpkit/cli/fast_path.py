"""A quick way in for `pnpkit dice` and `pnpkit moves amber`, without Typer.

Importing Typer (and what it brings) costs more than these two commands need to run.
When the arguments are exactly one of them with only its known options, they are
parsed here with argparse and the same functions the Typer commands call make the
output (:mod:`pnpkit.cli.dice_run`, :mod:`pnpkit.cli.moves_run`).  Anything else —
help, an unknown option, a value Click would refuse or phrase differently — is left to
Typer, so every message stays the one Typer prints.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from pnpkit.cli.plain import CommandError, error_text

ROLL_RANGE = range(0, 13)  # the Typer option's min=0, max=12


class _Refused(Exception):
    """argparse met something it would report: Typer answers instead."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # never print or exit: fall through to Typer
        raise _Refused(message)


def _formatter(prog: str) -> argparse.HelpFormatter:
    # a fixed width: argparse would import shutil to ask the terminal, for help never shown
    return argparse.HelpFormatter(prog, width=80)


def _parser() -> _Parser:
    return _Parser(prog="pnpkit", add_help=False, allow_abbrev=False, exit_on_error=False,
                   formatter_class=_formatter)


def _dice(args: argparse.Namespace) -> str:
    from pnpkit.cli.dice_run import dice_output

    return dice_output(args.expr, seed=args.seed, exact=args.exact, as_json=args.as_json,
                       locale=args.locale)


def _moves(args: argparse.Namespace) -> str:
    from pnpkit.cli.moves_run import moves_output

    return moves_output(args.start, args.roll, horse=args.horse, came_from=args.came_from,
                        as_json=args.as_json, locale=args.locale)


def _dice_parser() -> _Parser:
    parser = _parser()
    parser.add_argument("expr")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--exact", action="store_true")
    parser.add_argument("--json", dest="as_json", action="store_true")
    parser.add_argument("--locale", default="ru")
    return parser


def _moves_parser() -> _Parser:
    parser = _parser()
    parser.add_argument("--from", dest="start", required=True)
    parser.add_argument("--roll", type=int, required=True)
    parser.add_argument("--horse", action=argparse.BooleanOptionalAction, default=False)
    parser.add_argument("--came-from", dest="came_from", default=None)
    parser.add_argument("--json", dest="as_json", action="store_true")
    parser.add_argument("--locale", default="ru")
    return parser


# command words -> (parser, the options taking a value, the flags, the runner)
_COMMANDS: dict[tuple[str, ...], tuple[Callable[[], _Parser], frozenset, frozenset,
                                       Callable[[argparse.Namespace], str]]] = {
    ("dice",): (_dice_parser, frozenset({"--seed", "--locale"}),
                frozenset({"--exact", "--json"}), _dice),
    ("moves", "amber"): (_moves_parser, frozenset({"--from", "--roll", "--came-from", "--locale"}),
                         frozenset({"--horse", "--no-horse", "--json"}), _moves),
}


def _plain_tokens(tokens: list[str], valued: frozenset, flags: frozenset) -> bool:
    """Every token is a known option, its value, or a word that does not start with '-'
    (Click reads any such word as an option; argparse would read '-5' as a value)."""
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token in valued:
            i += 2
            continue
        if token in flags or ("=" in token and token.split("=", 1)[0] in valued):
            i += 1
            continue
        if token.startswith("-") and token != "-":
            return False
        i += 1
    return i == len(tokens)


def answer(argv: list[str]) -> int | None:
    """Run a fast-path command and return its exit code, or None to leave it to Typer."""
    if any("\x1b" in arg for arg in argv):  # click.echo strips terminal escapes: Typer prints those
        return None
    words = next((w for w in _COMMANDS if tuple(argv[: len(w)]) == w), None)
    if words is None:
        return None
    make_parser, valued, flags, run = _COMMANDS[words]
    rest = argv[len(words):]
    if not _plain_tokens(rest, valued, flags):
        return None
    try:
        args = make_parser().parse_args(rest)
    except (_Refused, argparse.ArgumentError, ValueError, TypeError):
        return None
    if getattr(args, "roll", 0) not in ROLL_RANGE:
        return None
    try:
        text = run(args)
    except CommandError as exc:
        sys.stderr.write(error_text(exc.message, exc.hint))
        sys.stderr.flush()
        return exc.code
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0

"""`pnpkit moves amber` and `pnpkit odds amber`, declared once (pnpkit.cli.options): the
Typer commands (amber_sim) are made from these declarations and the
Typer-free fast path (pnpkit.cli.fast_path) reads the command line with them; moves_run
and odds_run make the output."""

from __future__ import annotations

from pnpkit.cli.options import Command, Param

JSON = Param("as_json", bool, "Print JSON.", False, ("--json",))
LOCALE = Param("locale", str, "ru or en (default: the system's, from LC_ALL, LC_MESSAGES or LANG; "
               "else ru).", None, ("--locale",), optional=True,
               metavar="LOCALE")


def _moves(args: dict) -> str:
    from pnpkit.games.amber.cli.moves_run import moves_output

    return moves_output(**args)  # the declaration's names are moves_output's


def _odds(args: dict) -> str:
    from pnpkit.games.amber.cli.odds_run import odds_output

    return odds_output(**args)  # the declaration's names are odds_output's


MOVES = Command(
    "Where a roll takes you on the Amber main board.",
    (Param("start", str, "The field you stand on: id or name.", decls=("--from",), metavar="FIELD"),
     Param("roll", int, "The move roll, 0 to 12.", min=0, max=12, metavar="ROLL"),
     Param("horse", bool, "You have a horse (+1 step at will).", False),
     Param("came_from", str, "The field the walk has just left, for a walk that goes on (no step "
           "straight back onto it).", None, optional=True, metavar="FIELD"),
     JSON, LOCALE),
    _moves)

ODDS = Command(
    "Exact chance to win, draw or lose one Amber battle (each side adds 1d6).",
    (Param("you", int, "Your battle value: own stat + items + friends + field.", decls=("--you",), metavar="VALUE"),
     Param("enemy", int, "The opponent's battle value.", decls=("--enemy",), metavar="VALUE"),
     JSON, LOCALE),
    _odds)

FAST_COMMANDS = {("moves", "amber"): MOVES, ("odds", "amber"): ODDS}

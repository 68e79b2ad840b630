"""`pnpkit moves amber` on the fast path (pnpkit.cli.fast_path): the same options as the
Typer command in amber_moves, answered by moves_run without importing Typer."""

from __future__ import annotations

from pnpkit.cli.fast_path import Command, Refused

ROLL_RANGE = range(0, 13)  # the Typer option's min=0, max=12


def _moves(args: dict) -> str:
    if args["roll"] not in ROLL_RANGE:
        raise Refused
    from pnpkit.games.amber.cli.moves_run import moves_output

    return moves_output(args["start"], args["roll"], horse=args["horse"], came_from=args["came_from"],
                        as_json=args["as_json"], locale=args["locale"])


FAST_COMMANDS = {
    ("moves", "amber"): Command(
        (), {"--from": ("start", str), "--roll": ("roll", int), "--came-from": ("came_from", str),
             "--locale": ("locale", str)},
        {"--horse": ("horse", True), "--no-horse": ("horse", False), "--json": ("as_json", True)},
        {"came_from": None, "horse": False, "as_json": False, "locale": "ru"}, ("start", "roll"), _moves),
}

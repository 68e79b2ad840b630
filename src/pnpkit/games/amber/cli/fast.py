"""`pnpkit moves amber` and `pnpkit odds amber` on the fast path (pnpkit.cli.fast_path):
the same options as the Typer commands in amber_moves and amber_odds, answered by
moves_run and odds_run without importing Typer."""

from __future__ import annotations

from pnpkit.cli.fast_path import Command, Refused

ROLL_RANGE = range(0, 13)  # the Typer option's min=0, max=12


def _moves(args: dict) -> str:
    if args["roll"] not in ROLL_RANGE:
        raise Refused
    from pnpkit.games.amber.cli.moves_run import moves_output

    return moves_output(args["start"], args["roll"], horse=args["horse"], came_from=args["came_from"],
                        as_json=args["as_json"], locale=args["locale"])


def _odds(args: dict) -> str:
    from pnpkit.games.amber.cli.odds_run import odds_output

    return odds_output(args["you"], args["enemy"], as_json=args["as_json"], locale=args["locale"])


FAST_COMMANDS = {
    ("moves", "amber"): Command(
        (), {"--from": ("start", str), "--roll": ("roll", int), "--came-from": ("came_from", str),
             "--locale": ("locale", str)},
        {"--horse": ("horse", True), "--no-horse": ("horse", False), "--json": ("as_json", True)},
        {"came_from": None, "horse": False, "as_json": False, "locale": None}, ("start", "roll"), _moves),
    ("odds", "amber"): Command(
        (), {"--you": ("you", int), "--enemy": ("enemy", int), "--locale": ("locale", str)},
        {"--json": ("as_json", True)}, {"as_json": False, "locale": None}, ("you", "enemy"), _odds),
}

"""`pnpkit odds fighting-fantasy`, declared once (pnpkit.cli.options): the Typer command
(ff_odds) is made from this declaration and the Typer-free fast path
(pnpkit.cli.fast_path) reads the command line with it; odds_run makes the output."""

from __future__ import annotations

from pnpkit.cli.options import Command, Param


def _odds(args: dict) -> str:
    from pnpkit.games.fighting_fantasy.cli.odds_run import odds_output

    return odds_output(**{name: value for name, value in args.items() if name != "debug"})


ODDS = Command(
    "Exact chance to win a fight (dynamic programming, not simulation).",
    (Param("skill", int, "Your SKILL.", decls=("--skill",), metavar="SKILL"),
     Param("stamina", int, "Your STAMINA.", decls=("--stamina",), metavar="STAMINA"),
     Param("enemy_skill", int, "The opponent's SKILL.", decls=("--enemy-skill",), metavar="SKILL"),
     Param("enemy_stamina", int, "The opponent's STAMINA.", decls=("--enemy-stamina",), metavar="STAMINA"),
     Param("luck", int, "Your LUCK: also find the best luck policy.", None, ("--luck",), optional=True,
           metavar="LUCK"),
     Param("instant_kill", bool, "A double six kills the opponent outright.", False, ("--instant-kill",)),
     Param("as_json", bool, "Print JSON.", False, ("--json",)),
     Param("locale", str, "ru or en (default: the system's, from LC_ALL, LC_MESSAGES or LANG; "
           "else ru).", None, ("--locale",), optional=True, metavar="LOCALE"),
     Param("debug", bool, "Show a traceback on internal errors.", False, ("--debug",))),
    _odds)

FAST_COMMANDS = {("odds", "fighting-fantasy"): ODDS}

"""`pnpkit odds fighting-fantasy` on the fast path (pnpkit.cli.fast_path): the options of
the Typer command in ff_odds, answered by odds_run without importing Typer."""

from __future__ import annotations

from pnpkit.cli.fast_path import Command


def _odds(args: dict) -> str:
    from pnpkit.games.fighting_fantasy.cli.odds_run import odds_output

    return odds_output(args["skill"], args["stamina"], args["enemy_skill"], args["enemy_stamina"],
                       luck=args["luck"], instant_kill=args["instant_kill"], as_json=args["as_json"],
                       locale=args["locale"])


FAST_COMMANDS = {
    ("odds", "fighting-fantasy"): Command(
        (), {"--skill": ("skill", int), "--stamina": ("stamina", int), "--enemy-skill": ("enemy_skill", int),
             "--enemy-stamina": ("enemy_stamina", int), "--luck": ("luck", int), "--locale": ("locale", str)},
        {"--instant-kill": ("instant_kill", True), "--json": ("as_json", True), "--debug": ("debug", True)},
        {"luck": None, "instant_kill": False, "as_json": False, "locale": None, "debug": False},
        ("skill", "stamina", "enemy_skill", "enemy_stamina"), _odds),
}

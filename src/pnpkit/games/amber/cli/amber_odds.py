"""`pnpkit odds amber --you N --enemy M`: exact win/draw/loss of one Amber battle."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import fail, print_json

MAX_VALUE = 200  # far above any stat the game allows; keeps nonsense out

_WORDS = {
    "ru": {
        "head": "Бой: у тебя {you} + 1к6, у противника {enemy} + 1к6 (точный расчёт по 36 исходам)",
        "win": "победа", "draw": "ничья", "loss": "поражение",
    },
    "en": {
        "head": "Battle: you {you} + 1d6, the opponent {enemy} + 1d6 (exact, over the 36 outcomes)",
        "win": "win", "draw": "draw", "loss": "loss",
    },
}


def percent(p: float, locale: str) -> str:
    text = f"{p * 100:.2f}"
    return text.replace(".", ",") + " %" if locale == "ru" else text + "%"


def odds_report(you: int, enemy: int) -> dict:
    """The JSON answer: floats for reading, exact fractions as text for checking."""
    from pnpkit.games.amber.rules.combat import fight_odds

    odds = fight_odds(you, enemy)
    exact = {"win": odds.win, "draw": odds.draw, "loss": odds.lose}
    return {
        "you": you,
        "enemy": enemy,
        "win": float(odds.win),
        "draw": float(odds.draw),
        "loss": float(odds.lose),
        "exact": {k: f"{v.numerator}/{v.denominator}" for k, v in exact.items()},
        "method": "exact",
    }


def odds_amber(
    you: Annotated[int, typer.Option("--you", help="Your battle value: own stat + items + friends + field.")],
    enemy: Annotated[int, typer.Option("--enemy", help="The opponent's battle value.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str, typer.Option("--locale", help="ru or en.")] = "ru",
) -> None:
    """Exact chance to win, draw or lose one Amber battle (each side adds 1d6)."""
    if locale not in _WORDS:
        fail(f"--locale must be ru or en (got '{locale}')")
    for name, value in (("--you", you), ("--enemy", enemy)):
        if not 0 <= value <= MAX_VALUE:
            fail(f"{name} must be between 0 and {MAX_VALUE} (got {value})")
    report = odds_report(you, enemy)
    if as_json:
        print_json(report)
        return
    words = _WORDS[locale]
    typer.echo(words["head"].format(you=you, enemy=enemy))
    for key in ("win", "draw", "loss"):
        typer.echo(f"  {words[key]}: {percent(report[key], locale)} ({report['exact'][key]})")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import odds_app

    odds_app.command("amber")(odds_amber)

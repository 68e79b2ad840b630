"""The output of `pnpkit odds amber` as text, without Typer or the rules engine: the
count over the 36 outcomes is rules.referee_asked.battle_fractions.  The
Typer command and the fast path (pnpkit.cli.fast_path) both call :func:`odds_output`."""

from __future__ import annotations

from pnpkit.cli.plain import CommandError, json_text
from pnpkit.rules import numbers

MAX_VALUE = 200  # far above any stat the game allows; keeps nonsense out

_WORDS = {
    "ru": {
        "head": "Бой: у тебя {you} + 1к6, у противника {enemy} + 1к6 (точный расчёт по 36 исходам)",
        "win": "победа", "draw": "ничья", "loss": "поражение",
        "range": "{name}: нужно число от 0 до {high}, получено {value}",
    },
    "en": {
        "head": "Battle: you {you} + 1d6, the opponent {enemy} + 1d6 (exact, over the 36 outcomes)",
        "win": "win", "draw": "draw", "loss": "loss",
        "range": "{name} must be between 0 and {high} (got {value})",
    },
}


def odds_report(you: int, enemy: int) -> dict:
    """The JSON answer: floats for reading, exact fractions as text for checking."""
    from pnpkit.games.amber.rules.referee_asked import battle_fractions

    exact = battle_fractions(you, enemy)
    return {"you": you, "enemy": enemy, **{k: n / d for k, (n, d) in exact.items()},
            "exact": {k: f"{n}/{d}" for k, (n, d) in exact.items()}, "method": "exact"}


def odds_output(you: int, enemy: int, *, as_json: bool = False, locale: str | None = None) -> str:
    """What the command prints on stdout; a bad value is a CommandError (usage)."""
    from pnpkit.cli.language import command_language

    locale = command_language(locale, tuple(_WORDS))
    if locale not in _WORDS:
        raise CommandError(f"--locale must be ru or en (got '{locale}')")
    for name, value in (("--you", you), ("--enemy", enemy)):
        if not 0 <= value <= MAX_VALUE:
            raise CommandError(_WORDS[locale]["range"].format(name=name, high=MAX_VALUE, value=value))
    report = odds_report(you, enemy)
    if as_json:
        return json_text(report)
    words = _WORDS[locale]
    lines = [words["head"].format(you=you, enemy=enemy)]
    # a sure or impossible outcome is «0 %» / «100 %» alone: «0,00 % (0/1)» is a fraction of nothing
    lines += [f"  {words[key]}: {numbers.percent(report[key], locale, 0)}" if report["exact"][key] in ("0/1", "1/1")
              else f"  {words[key]}: {numbers.percent(report[key], locale, 2)} ({report['exact'][key]})"
              for key in ("win", "draw", "loss")]
    return "\n".join(lines) + "\n"

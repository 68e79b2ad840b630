"""The output of `pnpkit odds fighting-fantasy` as text, without Typer: the Typer command
(ff_odds) and the fast path (pnpkit.cli.fast_path, through this game's cli.fast) both
call :func:`odds_output`, so both print the same bytes."""

from __future__ import annotations

from pnpkit.cli.plain import CommandError, json_text
from pnpkit.rules.numbers import decimal, percent

MAX_STAMINA = 60  # keeps the exact solver well under a second
MAX_SKILL = 30
MAX_LUCK = 12  # 2d6 never exceeds 12, so more LUCK only delays running out

_WORDS = {
    "ru": {
        "fight": "Бой: МАСТЕРСТВО {s}, ВЫНОСЛИВОСТЬ {t} против МАСТЕРСТВА {s2}, ВЫНОСЛИВОСТИ {t2}",
        "preset": {"classic": "классические правила", "instant-kill": "дубль шестёрок убивает"},
        "win": "Шанс победы без удачи: {p} (точный расчёт)",
        "rounds": "Ожидаемое число раундов: {r}",
        "optimal": "С УДАЧЕЙ {l} при лучшей тактике: {p} (раундов в среднем: {r})",
        "always": "Если испытывать удачу при каждой возможности: {p}",
        "policy": "Лучшая тактика:",
        "range": "{name}: нужно число от {low} до {high}, получено {value}",
    },
    "en": {
        "fight": "Fight: SKILL {s}, STAMINA {t} against SKILL {s2}, STAMINA {t2}",
        "preset": {"classic": "classic rules", "instant-kill": "double six kills"},
        "win": "Chance to win without luck: {p} (exact)",
        "rounds": "Expected number of rounds: {r}",
        "optimal": "With LUCK {l} used optimally: {p} (rounds on average: {r})",
        "always": "Testing your luck at every chance: {p}",
        "policy": "Best policy:",
        "range": "{name} must be between {low} and {high} (got {value})",
    },
}


def format_number(x: float, locale: str) -> str:
    return decimal(x, locale, 2)


def _check_range(name: str, value: int, low: int, high: int, locale: str = "en") -> None:
    if not low <= value <= high:
        raise CommandError(_WORDS[locale]["range"].format(name=name, low=low, high=high, value=value))


def odds_output(skill: int, stamina: int, enemy_skill: int, enemy_stamina: int, *,
                luck: int | None = None, instant_kill: bool = False, as_json: bool = False,
                locale: str | None = None) -> str:
    """What the command prints on stdout; a bad value is a CommandError (usage)."""
    from pnpkit.cli.language import command_language
    from pnpkit.games.fighting_fantasy.rules.odds import FightSolver

    locale = command_language(locale, tuple(_WORDS))
    if locale not in _WORDS:
        raise CommandError(f"--locale must be ru or en (got '{locale}')")
    _check_range("--skill", skill, 1, MAX_SKILL, locale)
    _check_range("--enemy-skill", enemy_skill, 1, MAX_SKILL, locale)
    _check_range("--stamina", stamina, 1, MAX_STAMINA, locale)
    _check_range("--enemy-stamina", enemy_stamina, 1, MAX_STAMINA, locale)
    if luck is not None:
        _check_range("--luck", luck, 0, MAX_LUCK, locale)

    preset = "instant-kill" if instant_kill else "classic"
    plain = FightSolver(skill, [enemy_skill], instant_kill=instant_kill).odds(
        stamina, [enemy_stamina]
    )
    report: dict = {
        "win": float(plain.win),
        "expected_rounds": float(plain.expected_rounds),
        "method": "exact",
        "preset": preset,
        "hero": {"skill": skill, "stamina": stamina},
        "enemy": {"skill": enemy_skill, "stamina": enemy_stamina},
    }
    words = _WORDS[locale]
    lines = [
        words["fight"].format(s=skill, t=stamina, s2=enemy_skill, t2=enemy_stamina)
        + f" ({words['preset'][preset]})",
        words["win"].format(p=percent(plain.win, locale, 2)),
        words["rounds"].format(r=format_number(plain.expected_rounds, locale)),
    ]
    if luck is not None:
        from pnpkit.games.fighting_fantasy.rules.policy import describe_policy, summarise_policy

        solver = FightSolver(skill, [enemy_skill], instant_kill=instant_kill, policy="optimal")
        best = solver.odds(stamina, [enemy_stamina], luck)
        always = FightSolver(skill, [enemy_skill], instant_kill=instant_kill, policy="always").odds(
            stamina, [enemy_stamina], luck
        )
        summary = summarise_policy(solver, stamina, [enemy_stamina], luck)
        policy_lines = describe_policy(summary, locale)
        report.update(
            {
                "luck": luck,
                "win_optimal_luck": float(best.win),
                "expected_rounds_optimal_luck": float(best.expected_rounds),
                "win_always_luck": float(always.win),
                "policy": policy_lines,
                "policy_rules": {
                    rule.kind: {"rule": rule.form, "bound": rule.bound, "agreement": rule.agreement}
                    for rule in (summary.blow, summary.wound)
                },
            }
        )
        lines += [
            words["optimal"].format(
                l=luck,
                p=percent(best.win, locale, 2),
                r=format_number(best.expected_rounds, locale),
            ),
            words["always"].format(p=percent(always.win, locale, 2)),
            words["policy"],
            *("  " + line for line in policy_lines),
        ]
    if as_json:
        return json_text(report)
    return "".join(line + "\n" for line in lines)

"""`pnpkit odds fighting-fantasy`, declared once (pnpkit.cli.options), and its output as
text: the Typer command (:func:`register`) is made from the declaration, the Typer-free
fast path (pnpkit.cli.fast_path) reads the command line with it, and both print
:func:`odds_output`, so the same bytes.  Typer is imported only by :func:`register`."""

from __future__ import annotations

from pnpkit.cli.options import Command, Param, typer_command
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


def odds_output(skill: int, stamina: int, enemy_skill: int, enemy_stamina: int, *,
                luck: int | None = None, instant_kill: bool = False, as_json: bool = False,
                locale: str | None = None) -> str:
    """What the command prints on stdout; a bad value is a CommandError (usage)."""
    from pnpkit.cli.language import command_language
    from pnpkit.games.fighting_fantasy.rules.odds import FightSolver

    locale = command_language(locale, tuple(_WORDS))
    if locale not in _WORDS:
        raise CommandError(f"--locale must be ru or en (got '{locale}')")
    ranges = [("--skill", skill, 1, MAX_SKILL), ("--enemy-skill", enemy_skill, 1, MAX_SKILL),
              ("--stamina", stamina, 1, MAX_STAMINA), ("--enemy-stamina", enemy_stamina, 1, MAX_STAMINA)]
    for name, value, low, high in ranges + ([("--luck", luck, 0, MAX_LUCK)] if luck is not None else []):
        if not low <= value <= high:
            raise CommandError(_WORDS[locale]["range"].format(name=name, low=low, high=high, value=value))

    def solver(policy: str = "never"):
        return FightSolver(skill, [enemy_skill], instant_kill=instant_kill, policy=policy)

    preset = "instant-kill" if instant_kill else "classic"
    plain = solver().odds(stamina, [enemy_stamina])
    report: dict = {"win": float(plain.win), "expected_rounds": float(plain.expected_rounds),
                    "method": "exact", "preset": preset, "hero": {"skill": skill, "stamina": stamina},
                    "enemy": {"skill": enemy_skill, "stamina": enemy_stamina}}
    words = _WORDS[locale]
    lines = [words["fight"].format(s=skill, t=stamina, s2=enemy_skill, t2=enemy_stamina)
             + f" ({words['preset'][preset]})",
             words["win"].format(p=percent(plain.win, locale, 2)),
             words["rounds"].format(r=decimal(plain.expected_rounds, locale, 2))]
    if luck is not None:
        from pnpkit.games.fighting_fantasy.rules.policy import describe_policy, summarise_policy

        optimal = solver("optimal")
        best = optimal.odds(stamina, [enemy_stamina], luck)
        always = solver("always").odds(stamina, [enemy_stamina], luck)
        summary = summarise_policy(optimal, stamina, [enemy_stamina], luck)
        policy_lines = describe_policy(summary, locale)
        report.update({
            "luck": luck, "win_optimal_luck": float(best.win),
            "expected_rounds_optimal_luck": float(best.expected_rounds),
            "win_always_luck": float(always.win), "policy": policy_lines,
            "policy_rules": {rule.kind: {"rule": rule.form, "bound": rule.bound, "agreement": rule.agreement}
                             for rule in (summary.blow, summary.wound)}})
        lines += [words["optimal"].format(l=luck, p=percent(best.win, locale, 2),
                                          r=decimal(best.expected_rounds, locale, 2)),
                  words["always"].format(p=percent(always.win, locale, 2)),
                  words["policy"], *("  " + line for line in policy_lines)]
    if as_json:
        return json_text(report)
    return "".join(line + "\n" for line in lines)


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
    lambda args: odds_output(**{name: value for name, value in args.items() if name != "debug"}))

FAST_COMMANDS = {("odds", "fighting-fantasy"): ODDS}


def register(app) -> None:
    from pnpkit.cli.app import odds_app
    from pnpkit.cli.help_style import PlainCommand

    odds_app.command("fighting-fantasy", cls=PlainCommand)(typer_command(ODDS, "odds-fighting-fantasy"))

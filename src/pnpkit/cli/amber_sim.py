"""`pnpkit sim amber`: whole games of «Корона Эмбера» played by the engine's simple
policy — how often and when someone is crowned, falls, and who wins, with 95 % intervals."""

from __future__ import annotations

import math
from typing import Annotated

import typer

from pnpkit.cli.common import fail, print_json
from pnpkit.cli.sim_format import number, percent

GAME_ID = "amber"
PRESETS = ("original", "simplified")
MAX_GAMES = 100_000   # about an hour at ~25 games a second; split bigger runs by --seed
MAX_PLAYERS = 6
MAX_SEED = 10**15
TOP_TRAVELLERS = 5

#: every line printed, in both languages (listed in i18n.code_texts.CODE_TEXTS for the catalogue)
WORDS = {
    "ru": {
        "head": "«Корона Эмбера», простая стратегия движка: {games}, {players}, правила: {preset}, "
                "зёрна {first}–{last}",
        "crowned": "Коронация состоялась: {k} из {n} ({share}; 95 %: {lo}–{hi})",
        "tours": "Туров до коронации: в среднем {mean} ± {half} (95 %), медиана {median}, "
                 "10-й процентиль {p10}, 90-й {p90}",
        "no_crown": "Ни в одной партии никто не короновался.",
        "limit": "Остановлены на пределе ({tours}): {k}",
        "all_out": "Выбыли все, короля нет: {k}",
        "unfinished": "Не закончены за {actions} действий движка: {k}",
        "falls": "Падений (гибелей) за партию: в среднем {mean} ± {half} (95 %), всего {total}",
        "seats": "Победы по местам:",
        "seat": "  место {seat}: {wins} ({share}; 95 %: {lo}–{hi})",
        "no_winner": "  без победителя: {k}",
        "travellers": "Чаще всего побеждают (доля побед в сыгранных партиях):",
        "traveller": "  {rank}. {name}: {wins} из {played} ({share}; 95 %: {lo}–{hi})",
        "nobody_won": "Ни один путешественник не победил.",
        "presets": {"original": "оригинальные", "simplified": "упрощённые"},
        "counts": {
            "games": "{n} партия|{n} партии|{n} партий",
            "players": "{n} игрок|{n} игрока|{n} игроков",
            "tours": "{n} тур|{n} тура|{n} туров",
            "wins": "{n} победа|{n} победы|{n} побед",
            "of_games": "{n} партии|{n} партий|{n} партий",
        },
        "errors": {
            "players": "--players: от 1 до {max} (получено {got})",
            "games": "--games: от 1 до {max} (получено {got})",
            "too_many": "--games: не больше {max} за один запуск (получено {got}); "
                        "разбейте прогон на части: --seed S, S+{max}, S+2×{max} …",
            "seed": "--seed: от 0 до {max} (получено {got})",
            "preset": "неизвестный набор правил «{got}»; есть: {known}",
        },
    },
    "en": {
        "head": "Crown of Amber, the engine's simple policy: {games}, {players}, rules: {preset}, "
                "seeds {first}–{last}",
        "crowned": "Someone crowned: {k} of {n} ({share}; 95 %: {lo}–{hi})",
        "tours": "Tours to the coronation: mean {mean} ± {half} (95 %), median {median}, "
                 "10th percentile {p10}, 90th {p90}",
        "no_crown": "Nobody was crowned in any game.",
        "limit": "Stopped at the turn limit ({tours}): {k}",
        "all_out": "Everyone out, no king: {k}",
        "unfinished": "Not finished within {actions} engine actions: {k}",
        "falls": "Falls (deaths) per game: mean {mean} ± {half} (95 %), {total} in all",
        "seats": "Wins by seat:",
        "seat": "  seat {seat}: {wins} ({share}; 95 %: {lo}–{hi})",
        "no_winner": "  no winner: {k}",
        "travellers": "Travellers who win most (share of the games they played):",
        "traveller": "  {rank}. {name}: {wins} of {played} ({share}; 95 %: {lo}–{hi})",
        "nobody_won": "No traveller won a game.",
        "presets": {"original": "original", "simplified": "simplified"},
        "counts": {
            "games": "{n} game|{n} games",
            "players": "{n} player|{n} players",
            "tours": "{n} tour|{n} tours",
            "wins": "{n} win|{n} wins",
            "of_games": "{n} game|{n} games",
        },
        "errors": {
            "players": "--players must be 1..{max} (got {got})",
            "games": "--games must be 1..{max} (got {got})",
            "too_many": "--games: at most {max} in one run (got {got}); "
                        "split the run into parts: --seed S, S+{max}, S+2×{max} …",
            "seed": "--seed must be 0..{max} (got {got})",
            "preset": "unknown preset '{got}'; choose one of: {known}",
        },
    },
}


def _count(key: str, n: int, locale: str) -> str:
    from pnpkit.rules.messages import counted

    return counted(WORDS, f"counts.{key}", n, locale)


def _traveller_names(game, locale: str) -> dict[str, str]:
    if locale != game.default_locale:
        from pnpkit.i18n.translator import localize
        from pnpkit.paths import content_root

        game, _ = localize(game, content_root() / game.id, locale)
    return {c.id: c.name for c in game.characters}


def _check(players: int, games: int, seed: int, preset: str, locale: str) -> None:
    errors = WORDS[locale]["errors"]
    if not 1 <= players <= MAX_PLAYERS:
        fail(errors["players"].format(max=MAX_PLAYERS, got=players))
    if games > MAX_GAMES:
        fail(errors["too_many"].format(max=MAX_GAMES, got=games))
    if games < 1:
        fail(errors["games"].format(max=MAX_GAMES, got=games))
    if not 0 <= seed <= MAX_SEED:
        fail(errors["seed"].format(max=MAX_SEED, got=seed))
    if preset not in PRESETS:
        fail(errors["preset"].format(got=preset, known=", ".join(PRESETS)))


def report_lines(result, names: dict[str, str], locale: str) -> list[str]:
    """The plain-text report (one string a line)."""
    w = WORDS[locale]

    def share(s) -> dict:
        return {"share": percent(s.share, locale), "lo": percent(s.interval.low, locale),
                "hi": percent(s.interval.high, locale)}

    def half(m, digits: int) -> str:  # one game has no spread: ± 0
        return number(0.0 if math.isnan(m.se) else m.interval.high - m.mean, locale, digits)

    lines = [w["head"].format(games=_count("games", result.games, locale),
                              players=_count("players", result.players, locale),
                              preset=w["presets"][result.preset], first=result.seed,
                              last=result.seed + result.games - 1)]
    lines.append(w["crowned"].format(k=result.crowned.count, n=result.games, **share(result.crowned)))
    if result.coronation.n:
        lines.append(w["tours"].format(
            mean=number(result.coronation.mean, locale, 1), half=half(result.coronation, 1),
            median=number(result.coronation_median, locale, 0),
            p10=number(result.coronation_p10, locale, 0), p90=number(result.coronation_p90, locale, 0)))
    else:
        lines.append(w["no_crown"])
    if not math.isinf(result.turn_limit):
        lines.append(w["limit"].format(tours=_count("tours", int(result.turn_limit), locale),
                                       k=result.ends["turn_limit"]))
    if result.ends["all_out"]:
        lines.append(w["all_out"].format(k=result.ends["all_out"]))
    if result.ends["action_limit"]:
        from pnpkit.rules.amber.policy import play_game

        cap = play_game.__kwdefaults__["max_actions"]
        lines.append(w["unfinished"].format(actions=cap, k=result.ends["action_limit"]))
    lines.append(w["falls"].format(mean=number(result.falls.mean, locale), half=half(result.falls, 2),
                                   total=result.falls_total))
    lines.append(w["seats"])
    for i, s in enumerate(result.seats):
        lines.append(w["seat"].format(seat=i + 1, wins=_count("wins", s.count, locale), **share(s)))
    lines.append(w["no_winner"].format(k=result.no_winner))
    winners = [t for t in result.travellers if t.wins.count][:TOP_TRAVELLERS]
    if winners:
        lines.append(w["travellers"])
        for rank, t in enumerate(winners, 1):
            lines.append(w["traveller"].format(
                rank=rank, name=names.get(t.traveller, t.traveller),
                wins=_count("wins", t.wins.count, locale),
                played=_count("of_games", t.played, locale), **share(t.wins)))
    else:
        lines.append(w["nobody_won"])
    return lines


def sim_amber(
    games: Annotated[int, typer.Option("--games", help=f"Number of games (1..{MAX_GAMES}).")] = 200,
    players: Annotated[int, typer.Option("--players", help=f"Players in each game (1..{MAX_PLAYERS}).")] = 3,
    preset: Annotated[str, typer.Option("--preset", help="Rules: original or simplified.")] = "original",
    seed: Annotated[int, typer.Option("--seed", help="Game g (from 0) uses seed SEED+g.")] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str, typer.Option("--locale", help="ru or en.")] = "ru",
) -> None:
    """Simulate whole Amber games by the engine's simple policy: coronations, falls, winners."""
    if locale not in WORDS:
        fail(f"--locale must be ru or en (got '{locale}')")
    _check(players, games, seed, preset, locale)
    from pnpkit.cli.game_cache import load_shipped_game
    from pnpkit.rules.amber import load_rules
    from pnpkit.rules.amber.sim import simulate

    game = load_shipped_game(GAME_ID)
    result = simulate(load_rules(game, preset), games, players, seed)  # quiet until done: same bytes
    if as_json:
        print_json({"game": GAME_ID, "method": "simulated (engine's simple policy, play_game)",
                    **result.as_dict()})
        return
    typer.echo("\n".join(report_lines(result, _traveller_names(game, locale), locale)))


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import sim_app

    sim_app.command("amber")(sim_amber)

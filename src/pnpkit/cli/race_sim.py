"""`pnpkit sim race`: how long the race lasts and who wins, by simulation; `--exact`
adds the one-player Markov chain."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import fail, print_json
from pnpkit.cli.sim_format import number as _num
from pnpkit.cli.sim_format import percent as _pct

MAX_GAMES = 1_000_000
MAX_PLAYERS = 12

_WORDS = {
    "ru": {
        "head": "Гонка: {n} игр(ы), игроков: {p}, зерно {s}",
        "switches": "Переключатели правил: {v}",
        "length": "Длина партии (раунды): в среднем {m} ± {h} (95 %), медиана {md}, "
                  "10 % партий короче {p10}, 10 % длиннее {p90}, самая долгая {mx}",
        "capped": "Не закончились за {c} раундов: {k}",
        "seat": "Место {i}: побед {w} ({r}, 95 %: {lo}–{hi}), из них единоличных {sw}",
        "shared": "Партий с несколькими победителями: {k}",
        "exact": "Точно (цепь Маркова, {st} состояний): одиночная партия длится в среднем {e} ходов",
        "compare": "Моделирование одного игрока: {m} ± {se} (ст. ошибка); расхождение {z} ст. ошибки",
        "left_none": "Клетки, которые в одиночку ничего не делают (касаются только других): {c}",
        "left_part": "Клетки, у которых учтена только часть, касающаяся вас: {c}",
        "one_only": "--exact считает партию одного игрока; укажите --players 1",
    },
    "en": {
        "head": "Race: {n} game(s), {p} player(s), seed {s}",
        "switches": "Rule switches: {v}",
        "length": "Game length (rounds): mean {m} ± {h} (95 %), median {md}, "
                  "10 % of games shorter than {p10}, 10 % longer than {p90}, longest {mx}",
        "capped": "Not finished within {c} rounds: {k}",
        "seat": "Seat {i}: {w} wins ({r}, 95 %: {lo}–{hi}), {sw} of them alone",
        "shared": "Games with more than one winner: {k}",
        "exact": "Exact (Markov chain, {st} states): a one-player game lasts {e} turns on average",
        "compare": "One-player simulation: {m} ± {se} (standard error); difference {z} standard errors",
        "left_none": "Cells that do nothing alone (they only touch other players): {c}",
        "left_part": "Cells of which only the part about you counts: {c}",
        "one_only": "--exact computes a one-player game; pass --players 1",
    },
}


def parse_switches(values: list[str]) -> dict[str, object]:
    from pnpkit.rules.race.track import SWITCHES

    out: dict[str, object] = {}
    for item in values:
        name, sep, raw = item.partition("=")
        if not sep or name not in SWITCHES:
            fail(f"--set expects SWITCH=VALUE with a switch among {', '.join(SWITCHES)} (got '{item}')")
        allowed = SWITCHES[name]
        value: object = raw
        if isinstance(allowed[0], bool):
            if raw.lower() not in ("true", "false", "yes", "no", "1", "0"):
                fail(f"--set {name}: expected true or false (got '{raw}')")
            value = raw.lower() in ("true", "yes", "1")
        if value not in allowed:
            fail(f"--set {name}: '{raw}' is not one of {', '.join(str(a) for a in allowed)}")
        out[name] = value
    return out


def race_options(preset: str | None, switches: list[str]):
    """Options from a named preset of the race data plus --set overrides."""
    from pnpkit.readers.race_data import RaceDataError, load_race

    try:
        race = load_race()
    except RaceDataError as exc:
        fail(str(exc), 1)  # the message says which file and what to do
    values: dict[str, object] = {}
    if preset:
        if preset not in race.presets:
            fail(f"unknown preset '{preset}'", hint="presets: " + ", ".join(sorted(race.presets)))
        values.update(race.presets[preset])
    values.update(parse_switches(switches))
    from pnpkit.rules.race.track import Options

    return race, Options.from_values(values)


def sim_race(
    players: Annotated[int, typer.Option("--players", help="Number of players.")] = 3,
    games: Annotated[int, typer.Option("--games", help="Number of games to simulate.")] = 10_000,
    seed: Annotated[int, typer.Option("--seed", help="Seed: game g uses Random('SEED:g').")] = 1,
    exact: Annotated[bool, typer.Option("--exact", help="One player: also solve the Markov chain.")] = False,
    preset: Annotated[str | None, typer.Option("--preset", help="A rules preset of the race data.")] = None,
    switch: Annotated[list[str] | None, typer.Option("--set", help="SWITCH=VALUE, repeatable.")] = None,
    cap: Annotated[int, typer.Option("--cap", help="Stop a game after this many rounds.")] = 1000,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str, typer.Option("--locale", help="ru or en.")] = "ru",
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
) -> None:
    """Simulate the race: game length and each seat's win rate, with 95 % intervals."""
    if locale not in _WORDS:
        fail(f"--locale must be ru or en (got '{locale}')")
    if not 1 <= players <= MAX_PLAYERS:
        fail(f"--players must be 1..{MAX_PLAYERS} (got {players})")
    if not 1 <= games <= MAX_GAMES:
        fail(f"--games must be 1..{MAX_GAMES} (got {games})")
    if not 1 <= cap <= 10**7:
        fail(f"--cap must be 1..10000000 (got {cap})")
    words = _WORDS[locale]
    if exact and players != 1:
        fail(words["one_only"])
    from pnpkit.rules.race.sim import simulate

    race, options = race_options(preset, switch or [])
    if exact:  # the chain has no cap: a capped sample would be biased short
        cap = max(cap, 10**7)
    result = simulate(race.track, options, players, games, seed, cap)
    data = {"game": "race", "method": "simulated", "switches": options.as_dict(), **result.as_dict()}
    exact_data = None
    if exact:
        from pnpkit.rules.race.markov import build_chain, expected_turns, solo_cells

        chain = build_chain(race.track, options)
        expected = expected_turns(chain)
        cells = solo_cells(race.track)
        z = (result.mean - expected) / result.se if result.se and result.se == result.se else 0.0
        exact_data = {"method": "exact (Markov chain, Gauss-Seidel to 1e-10)",
                      "states": len(chain.states), "expected_turns": expected,
                      "simulated_minus_exact_in_se": z,
                      "cells_no_effect_alone": list(cells.no_effect_alone),
                      "cells_own_part_only": list(cells.own_part_only)}
        data["exact"] = exact_data
    if as_json:
        print_json(data)
        return
    typer.echo(words["head"].format(n=games, p=players, s=seed))
    typer.echo(words["switches"].format(v=", ".join(f"{k}={v}" for k, v in options.as_dict().items())))
    if result.finished:
        typer.echo(words["length"].format(
            m=_num(result.mean, locale), h=_num(1.959964 * (result.se or 0), locale),
            md=_num(result.median, locale, 0), p10=_num(result.p10, locale, 0),
            p90=_num(result.p90, locale, 0), mx=result.longest))
    if result.finished < games:
        typer.echo(words["capped"].format(c=cap, k=games - result.finished))
    if players > 1:
        for s in result.seats:
            typer.echo(words["seat"].format(i=s.seat + 1, w=s.wins, r=_pct(s.rate, locale),
                                            lo=_pct(s.interval.low, locale),
                                            hi=_pct(s.interval.high, locale), sw=s.sole_wins))
        typer.echo(words["shared"].format(k=result.shared_wins))
    if exact_data:
        typer.echo(words["exact"].format(st=exact_data["states"], e=_num(exact_data["expected_turns"], locale, 3)))
        typer.echo(words["compare"].format(m=_num(result.mean, locale), se=_num(result.se or 0, locale),
                                           z=_num(exact_data["simulated_minus_exact_in_se"], locale)))
        typer.echo(words["left_none"].format(c=", ".join(map(str, exact_data["cells_no_effect_alone"]))))
        typer.echo(words["left_part"].format(c=", ".join(map(str, exact_data["cells_own_part_only"]))))


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import sim_app

    sim_app.command("race")(sim_race)

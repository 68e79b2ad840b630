"""`pnpkit sim race`: how long the race lasts and who wins, by simulation; `--exact`
adds the one-player Markov chain."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import fail, print_json
from pnpkit.cli.sim import SimProgress, count, report_locale
from pnpkit.cli.sim import number as _num
from pnpkit.cli.sim import percent as _pct
from pnpkit.word_files import word_file

MAX_GAMES = 1_000_000
DEFAULT_GAMES = 10_000
MAX_PLAYERS = 12
MAX_CAP = 10**7
#: every line printed, in both languages, kept in race_sim.json beside this module (listed in
#: i18n.code_texts.CODE_TEXTS for the catalogue); the report names switches in the words of
#: the rules sheet (a bad --option is refused in the referee's words: house_rules); ``exact``'s
#: {turns} always has decimals, so the Russian says «хода»
WORDS = word_file(__file__, "race_sim.json")["WORDS"]


def race_options(preset: str | None, texts: list[str], locale: str = "ru"):
    """Options from a named preset of the race data and --option NAME=VALUE house rules,
    read as `referee new race` reads them (the same spellings, the same refusals)."""
    from pnpkit.cli.referee_words import has_control, option_pair, say_cli, visible
    from pnpkit.games.race.race_data import RaceDataError, load_race
    from pnpkit.games.race.rules.house_rules import house_rules
    from pnpkit.games.race.rules.track import Options
    from pnpkit.rules.commands import RuleError

    for text in [*texts, preset or ""]:
        if has_control(text):  # never printed raw
            fail(say_cli("control_chars", locale, text=visible(text)))
    pairs = []
    for text in texts:
        pair = option_pair(text)
        if pair is None:
            fail(say_cli("bad_option", locale, text=text))
        pairs.append(pair)
    try:
        race = load_race()
    except RaceDataError as exc:
        fail(str(exc), 1)  # the message says which file and what to do
    try:
        values = house_rules(preset, pairs, race.presets)
    except RuleError as exc:
        fail(exc.text(locale))
    return race, Options.from_values(values)


def _check(players: int, games: int, cap: int, exact: bool, locale: str) -> None:
    errors = WORDS[locale]["errors"]
    for key, value, most in (("players", players, MAX_PLAYERS), ("games", games, MAX_GAMES),
                             ("cap", cap, MAX_CAP)):
        if not 1 <= value <= most:
            fail(errors[key].format(max=most, got=value))
    if exact and players != 1:
        fail(errors["one_only"])


def report_lines(result, switches: dict[str, object], exact: dict | None, locale: str) -> list[str]:
    """The plain-text report (one string a line); ``result`` is None when only the exact
    chain was asked for."""
    from pnpkit.games.race.race_data import localized_race
    from pnpkit.games.race.rules.place_words import switch_words
    from pnpkit.games.race.rules.referee_text import switches_text

    w = WORDS[locale]
    # the switches as the rules sheet names them (the game's catalogue), not as --option spells them
    words = switch_words(localized_race(locale))
    switch_line = w["switches"].format(values=switches_text(switches, words, locale))
    if result is None:
        return [w["head_exact"], switch_line, *_exact_lines(exact, locale)]
    lines = [w["head"].format(games=count(WORDS, "games", result.games, locale),
                              players=count(WORDS, "players", result.players, locale), seed=result.seed),
             switch_line]
    if result.finished:
        lines.append(w["length"].format(
            mean=_num(result.mean, locale), half=_num(1.959964 * (result.se or 0), locale),
            median=_num(result.median, locale, 0), p10=_num(result.p10, locale, 0),
            p90=_num(result.p90, locale, 0), longest=result.longest))
    if result.finished < result.games:
        lines.append(w["capped"].format(rounds=count(WORDS, "rounds", result.cap, locale),
                                        k=result.games - result.finished))
    if result.players > 1:
        for s in result.seats:
            lines.append(w["seat"].format(seat=s.seat + 1, wins=count(WORDS, "wins", s.wins, locale),
                                          share=_pct(s.rate, locale), lo=_pct(s.interval.low, locale),
                                          hi=_pct(s.interval.high, locale), sole=s.sole_wins))
        lines.append(w["shared"].format(k=result.shared_wins))
    if exact:
        lines += _exact_lines(exact, locale, result)
    return lines


def _exact_lines(exact: dict, locale: str, result=None) -> list[str]:
    w = WORDS[locale]
    lines = [w["exact"].format(states=count(WORDS, "states", exact["states"], locale),
                               turns=_num(exact["expected_turns"], locale, 3))]
    if result is not None:
        lines.append(w["compare"].format(mean=_num(result.mean, locale), se=_num(result.se or 0, locale),
                                         z=_num(exact["simulated_minus_exact_in_se"], locale)))
    lines.append(w["left_none"].format(cells=", ".join(map(str, exact["cells_no_effect_alone"]))))
    lines.append(w["left_part"].format(cells=", ".join(map(str, exact["cells_own_part_only"]))))
    return lines


def sim_race(
    players: Annotated[int, typer.Option("--players", metavar="N", help="Number of players.")] = 3,
    games: Annotated[int | None, typer.Option(
        "--games", metavar="N", help=f"Number of games to simulate (default {DEFAULT_GAMES}; with --exact, none "
                        "unless given).")] = None,
    seed: Annotated[int, typer.Option("--seed", metavar="SEED", help="Seed: game g uses Random('SEED:g').")] = 1,
    exact: Annotated[bool, typer.Option("--exact", help="One player: solve the Markov chain.")] = False,
    preset: Annotated[str | None, typer.Option("--preset", metavar="PRESET", help="A rules preset of the race data.")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", "--set", metavar="NAME=VALUE", help="A house rule, as `referee new race --option` takes it; "
        "repeatable.")] = None,
    cap: Annotated[int, typer.Option("--cap", metavar="ROUNDS", help="Stop a game after this many rounds.")] = 1000,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str | None, typer.Option(
        "--locale", metavar="LOCALE", help="ru or en (default: the system's, from LC_ALL, LC_MESSAGES or LANG; else ru).")] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
) -> None:
    """Simulate the race: game length and each seat's win rate, with 95 % intervals."""
    locale = report_locale(locale, WORDS)
    simulated = games is not None or not exact  # --exact alone solves the chain and plays nothing
    games = DEFAULT_GAMES if games is None else games
    _check(players, games, cap, exact, locale)
    from pnpkit.games.race.rules.sim import simulate

    race, options = race_options(preset, option or [], locale)
    if exact:  # the chain has no cap: a capped sample would be biased short
        cap = max(cap, MAX_CAP)
    result = None
    data: dict = {"game": "race", "method": "simulated" if simulated else "exact",
                  "switches": options.as_dict()}
    if simulated:
        with SimProgress(games, WORDS[locale]["progress"]) as progress:
            result = simulate(race.track, options, players, games, seed, cap, progress=progress)
        data.update(result.as_dict())
    exact_data = None
    if exact:
        from pnpkit.games.race.rules.markov import build_chain, expected_turns, solo_cells

        chain = build_chain(race.track, options)
        expected = expected_turns(chain)
        cells = solo_cells(race.track)
        exact_data = {"method": "exact (Markov chain, Gauss-Seidel to 1e-10)",
                      "states": len(chain.states), "expected_turns": expected}
        if result is not None:
            z = (result.mean - expected) / result.se if result.se and result.se == result.se else 0.0
            exact_data["simulated_minus_exact_in_se"] = z
        exact_data.update({"cells_no_effect_alone": list(cells.no_effect_alone),
                           "cells_own_part_only": list(cells.own_part_only)})
        data["exact"] = exact_data
    if as_json:
        print_json(data)
        return
    typer.echo("\n".join(report_lines(result, options.as_dict(), exact_data, locale)))


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import sim_app
    from pnpkit.cli.help_style import PlainCommand

    sim_app.command("race", cls=PlainCommand)(sim_race)

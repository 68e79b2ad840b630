"""The Amber plugin's Typer commands: `pnpkit sim amber`, whole games of «Корона
Эмбера» played by the engine's simple policy — how often and when someone is crowned,
falls, and who wins, with 95 % intervals; and `pnpkit moves amber` / `pnpkit odds amber`,
each made from its one declaration (:mod:`pnpkit.games.amber.cli.fast`), which the
Typer-free fast path reads as well."""

from __future__ import annotations

import functools
import math
from pathlib import Path
from typing import Annotated

import typer

from pnpkit.cli.common import fail, print_json
from pnpkit.cli.options import typer_command
from pnpkit.cli.sim import count, number, percent, report_locale
from pnpkit.games.amber.cli.fast import MOVES, ODDS
from pnpkit.word_files import word_file

GAME_ID = "amber"
PRESETS = ("original", "simplified")
MAX_GAMES = 100_000   # about an hour at ~25 games a second; split bigger runs by --seed
MAX_PLAYERS = 6
MAX_SEED = 10**15
MAX_JOBS = 256
TOP_TRAVELLERS = 5

#: every line printed, in both languages, kept in amber_sim.json beside this module (listed in
#: i18n.code_texts.CODE_TEXTS for the catalogue)
WORDS = word_file(__file__, "amber_sim.json")["WORDS"]


def _check(players: int, games: int, seed: int, preset: str, locale: str, jobs: int | None,
           cluster: str | None, report: Path | None) -> int:
    """Each option refused in one line, in the order of the help; the worker processes to use."""
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
    if jobs is not None and cluster:
        fail(errors["jobs_and_cluster"])
    from pnpkit.render.part_workers import usable_cores

    jobs = usable_cores() if jobs is None else jobs  # the build's count, without its PNPKIT_JOBS
    if not 1 <= jobs <= MAX_JOBS:
        fail(errors["jobs"].format(max=MAX_JOBS, got=jobs))
    if report is not None and (report.is_dir() or not report.parent.is_dir()):
        fail(errors["report"].format(path=report, why=errors["is_folder" if report.is_dir() else "no_folder"]))
    return jobs


def report_lines(result, names: dict[str, str], locale: str) -> list[str]:
    """The plain-text report (one string a line)."""
    w = WORDS[locale]

    def share(s) -> dict:
        return {"share": percent(s.share, locale), "lo": percent(s.interval.low, locale),
                "hi": percent(s.interval.high, locale)}

    def half(m, digits: int) -> str:  # one game has no spread: ± 0
        return number(0.0 if math.isnan(m.se) else m.interval.high - m.mean, locale, digits)

    lines = [w["head"].format(games=count(WORDS, "games", result.games, locale),
                              players=count(WORDS, "players", result.players, locale),
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
        lines.append(w["limit"].format(tours=count(WORDS, "tours", int(result.turn_limit), locale),
                                       k=result.ends["turn_limit"]))
    if result.ends["all_out"]:
        lines.append(w["all_out"].format(k=result.ends["all_out"]))
    if result.ends["action_limit"]:
        from pnpkit.games.amber.rules.policy import play_game

        cap = play_game.__kwdefaults__["max_actions"]
        lines.append(w["unfinished"].format(actions=cap, k=result.ends["action_limit"]))
    lines.append(w["falls"].format(mean=number(result.falls.mean, locale), half=half(result.falls, 2),
                                   total=result.falls_total))
    if result.restarts:
        lines.append(w["restarts"].format(k=result.restarts))
    lines.append(w["seats"])
    for i, s in enumerate(result.seats):
        lines.append(w["seat"].format(seat=i + 1, wins=count(WORDS, "wins", s.count, locale), **share(s)))
    lines.append(w["no_winner"].format(k=result.no_winner))
    winners = [t for t in result.travellers if t.wins.count][:TOP_TRAVELLERS]
    if winners:
        lines.append(w["travellers"])
        for rank, t in enumerate(winners, 1):
            lines.append(w["traveller"].format(
                rank=rank, name=names.get(t.traveller, t.traveller),
                wins=count(WORDS, "wins", t.wins.count, locale),
                played=count(WORDS, "of_games", t.played, locale), **share(t.wins)))
    else:
        lines.append(w["nobody_won"])
    return lines


@functools.cache
def _rules_of(variant):
    """The rules of a variant, read once per process (workers too: a forked worker
    finds them already here)."""
    from pnpkit.cli.game_cache import read_shipped_game
    from pnpkit.games.amber.rules.variants import variant_rules

    return variant_rules(read_shipped_game(GAME_ID), variant)


def play_chunk(spec, first: int, count: int) -> list:
    """Games ``first … first + count - 1`` of one variant (run by a worker process or a
    cluster's worker): their outcomes."""
    from pnpkit.games.amber.rules.sim import play_one

    variant, players = spec
    rules = _rules_of(variant)
    return [play_one(rules, seed, players) for seed in range(first, first + count)]


def _differences(results: list, key: str | None, game, names: dict[str, str], locale: str
                 ) -> tuple[dict[str, str], list]:
    """Each variant's rows of differences from the first, and the metrics' names in
    ``locale``, which name the card or the traveller a --vary key changes (what it touches
    directly is compared too)."""
    from pnpkit.games.amber.rules.sim import compare
    from pnpkit.games.amber.rules.variants import target

    card = traveller = None
    if key and key.startswith(("card.", "traveller.")):
        kind, thing, _ = target(game, key)
        card, traveller = (thing, None) if kind == "card" else (None, thing)
    metrics = {k: v.format(card=names.get(card or "", card), traveller=names.get(traveller or "", traveller))
               for k, v in WORDS[locale]["metrics"].items()}
    return metrics, [compare(results[0], r, card=card, traveller=traveller) for r in results[1:]]


def compare_lines(labels: list[str], metrics: dict[str, str], differences: list,
                  locale: str) -> list[str]:
    """Each variant against the first: the difference and its interval, one line a metric."""
    w = WORDS[locale]
    lines = [w["compare"].format(base=labels[0])]
    for label, rows in zip(labels[1:], differences, strict=True):
        for row in rows:
            metric = metrics[row.metric]

            def show(x: float, share: bool = row.share, points: bool = False) -> str:
                if math.isnan(x):
                    return "—"
                if share and points:  # a difference of shares is in percentage points
                    return w["points"].format(x=number(100 * x, locale, 1))
                return percent(x, locale) if share else number(x, locale, 2)
            lines.append(w["compare_row"].format(
                label=label, metric=metric, base=show(row.base), other=show(row.other),
                diff=show(row.diff, points=True), lo=show(row.interval.low, points=True),
                hi=show(row.interval.high, points=True)))
    return lines


def _variants(vary: str | None, game, preset: str, locale: str):
    from pnpkit.games.amber.rules.variants import Variant, VaryError, parse_vary

    if vary is None:
        return (Variant(preset),)
    try:
        return parse_vary(vary, game, PRESETS, preset)
    except VaryError as exc:
        fail(WORDS[locale]["errors"]["vary"][exc.code].format(**exc.details))


def _play_all(variants, players: int, games: int, seed: int, jobs: int, cluster: str | None,
              locale: str) -> dict:
    """Every variant's outcomes, by seed, wherever they are played."""
    from pnpkit.cli.sim import ClusterUnavailable, SimProgress, chunks, executor_for, run_chunks

    errors = WORDS[locale]["errors"]
    specs = [(v, players) for v in variants]
    for v in variants:
        _rules_of(v)  # read before any worker starts: forked workers share them
    work = chunks(specs, seed, games, jobs)
    try:
        with executor_for(jobs, cluster, len(work)) as executor, \
                SimProgress(games * len(specs), WORDS[locale]["progress"]) as progress:
            return run_chunks(executor, play_chunk, work, progress)
    except ClusterUnavailable as exc:
        if str(exc) == "dask-missing":
            fail(errors["no_dask"])
        fail(errors["cluster"].format(address=cluster, why=exc))


def sim_amber(
    games: Annotated[int, typer.Option("--games", metavar="N", help=f"Number of games (1..{MAX_GAMES}).")] = 200,
    players: Annotated[int, typer.Option("--players", metavar="N", help=f"Players in each game (1..{MAX_PLAYERS}).")] = 3,
    preset: Annotated[str, typer.Option("--preset", metavar="PRESET", help="Rules: original or simplified.")] = "original",
    seed: Annotated[int, typer.Option("--seed", metavar="SEED", help="Game g (from 0) uses seed SEED+g.")] = 1,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", metavar="N", help="Worker processes (default: every core); any number gives the same result.")] = None,
    cluster: Annotated[str | None, typer.Option(
        "--cluster", metavar="ADDRESS", help="Play on a Dask distributed cluster (scheduler ADDRESS, tcp://host:port); "
                          "needs pnpkit[cluster].")] = None,
    report: Annotated[Path | None, typer.Option(
        "--report", metavar="PATH", help="Also write a self-contained HTML page of plots to this file.")] = None,
    vary: Annotated[str | None, typer.Option(
        "--vary", metavar="VARIANTS", help="Compare variants side by side: preset=original,simplified, "
                       "card.072.strength=5,7, traveller.ID.life=3,5, start.thalers=10,20, stat_cap=12,14.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str | None, typer.Option(
        "--locale", metavar="LOCALE", help="ru or en (default: the system's, from LC_ALL, LC_MESSAGES or LANG; else ru).")] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
) -> None:
    """Simulate whole Amber games by the engine's simple policy: coronations, falls, winners."""
    locale = report_locale(locale, WORDS)
    jobs = _check(players, games, seed, preset, locale, jobs, cluster, report)
    from pnpkit.cli.game_cache import load_shipped_game
    from pnpkit.games.amber.rules.sim import summarize

    game = load_shipped_game(GAME_ID)
    variants = _variants(vary, game, preset, locale)
    played = _play_all(variants, players, games, seed, jobs, cluster, locale)
    results = [summarize(played[(v, players)], preset=v.preset, players=players, seed=seed,
                         turn_limit=_rules_of(v).turn_limit) for v in variants]
    labels = [v.label for v in variants]
    key = variants[0].key or "preset"
    names = _names(game, locale) if (report is not None or not as_json) else {}
    metrics, differences = _differences(results, key if vary else None, game, names, locale)
    if report is not None:
        _write_report(report, game, labels, results, key if vary else None, names, locale,
                      (metrics, differences))
    if as_json:
        head = {"game": GAME_ID, "method": "simulated (engine's simple policy, play_game)"}
        if vary is None:
            print_json({**head, **results[0].as_dict()})
        else:
            print_json({**head, "vary": key,
                        "variants": [{"label": label, **r.as_dict()} for label, r in zip(labels, results, strict=True)],
                        "differences": _differences_json(differences)})
        return
    lines: list[str] = []
    for label, result in zip(labels, results, strict=True):
        if vary is not None:
            lines.append(WORDS[locale]["variant"].format(label=label))
        lines += report_lines(result, names, locale)
    if vary is not None:
        lines += compare_lines(labels, metrics, differences, locale)
    if report is not None:
        lines.append(WORDS[locale]["report_written"].format(path=report))
    typer.echo("\n".join(lines))


def _differences_json(differences: list) -> list[dict]:
    from pnpkit.games.amber.rules.sim import json_number as num

    return [{"variant": index, "against": 0, "metric": row.metric, "share": row.share, "base": num(row.base),
             "other": num(row.other), "difference": num(row.diff), "ci95": [num(row.interval.low), num(row.interval.high)]}
            for index, rows in enumerate(differences, 1) for row in rows]


def _names(game, locale: str) -> dict[str, str]:
    """Names in ``locale`` of travellers, cards and fields (the report's labels)."""
    if locale != game.default_locale:
        from pnpkit.i18n.translator import localize
        from pnpkit.paths import content_root

        game, _ = localize(game, content_root() / game.id, locale)
    names = {c.id: c.name for c in game.characters}
    names.update({c.id: c.name for c in game.cards})
    names.update({f.id: f.name for f in game.fields})
    return names


def _write_report(path: Path, game, labels: list[str], results: list, key: str | None,
                  names: dict[str, str], locale: str, compared: tuple[dict[str, str], list]) -> None:
    from pnpkit.games.amber.kit.amber_balance import balance_page
    from pnpkit.writer import write_text_atomic

    w = WORDS[locale]
    metrics, differences = compared
    html = balance_page(game, labels, results, key, names,
                        {**w["report"], "metrics": metrics, "presets": w["presets"], "points": w["points"]}, locale, differences)
    try:
        write_text_atomic(path, html)
    except OSError as exc:
        fail(w["errors"]["report"].format(path=path, why=exc.strerror or exc), 1)


moves_amber = typer_command(MOVES, "moves-amber")
odds_amber = typer_command(ODDS, "odds-amber")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import moves_app, odds_app, sim_app
    from pnpkit.cli.help_style import PlainCommand

    moves_app.command("amber", cls=PlainCommand)(moves_amber)
    odds_app.command("amber", cls=PlainCommand)(odds_amber)
    sim_app.command("amber", cls=PlainCommand)(sim_amber)

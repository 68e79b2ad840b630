"""The balance lab of `pnpkit sim amber`: the same bytes for any --jobs (and on a Dask
cluster), order-independent aggregation, --vary side by side with differences, the
HTML report (self-contained, deterministic, in ru and en) and one-line errors.

Nothing here depends on what the games come to (the rules change under other work):
only on equalities between ways of playing the same seeds."""

import json
import random
import re
from concurrent.futures import Executor, Future

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def run(*args):
    return runner.invoke(get_app(), ["sim", "amber", *args])


def test_any_number_of_jobs_gives_the_same_json():
    args = ("--games", "6", "--players", "2", "--seed", "40", "--json")
    one = run(*args, "--jobs", "1")
    two = run(*args, "--jobs", "2")
    assert one.exit_code == 0 and two.exit_code == 0, (one.output, two.output)
    assert one.stdout == two.stdout
    data = json.loads(one.stdout)
    assert data["seeds"] == [40, 45] and sum(data["fall_causes"].values()) == data["falls"]["total"]
    assert one.stderr == ""  # no progress bar off a terminal


class ReversedExecutor(Executor):
    """Holds every task until the last one is submitted, then runs them last first: the
    order a busy cluster might finish them in."""

    def __init__(self, tasks):
        self.tasks, self.calls = tasks, []

    def submit(self, fn, /, *args, **kwargs):
        future = Future()
        self.calls.append((future, fn, args))
        if len(self.calls) == self.tasks:
            for held, held_fn, held_args in reversed(self.calls):
                held.set_result(held_fn(*held_args))
        return future


def test_chunks_cover_every_seed_once_and_results_come_back_by_seed():
    from pnpkit.cli.sim import chunks, run_chunks

    work = chunks(["a", "b"], 10, 23, workers=3)
    seeds = {spec: sorted(s for c in work if c.spec == spec for s in range(c.first, c.first + c.count))
             for spec in ("a", "b")}
    assert seeds == {"a": list(range(10, 33)), "b": list(range(10, 33))}

    class Seeded:
        def __init__(self, seed):
            self.seed = seed

    def play(spec, first, count):
        return [Seeded(s) for s in range(first, first + count)]

    done = run_chunks(ReversedExecutor(len(work)), play, work)
    assert [r.seed for r in done["a"]] == list(range(10, 33)) == [r.seed for r in done["b"]]


def test_summary_does_not_depend_on_the_order_games_come_back():
    from pnpkit.games.amber.cli.amber_sim import _rules_of
    from pnpkit.games.amber.rules.sim import Variant, play_one, summarize

    rules = _rules_of(Variant("original"))
    outcomes = [play_one(rules, seed, 2) for seed in range(3, 7)]
    shuffled = outcomes[:]
    random.Random(1).shuffle(shuffled)
    kwargs = {"preset": "original", "players": 2, "seed": 3, "turn_limit": rules.turn_limit}
    assert summarize(shuffled, **kwargs).as_dict() == summarize(outcomes, **kwargs).as_dict()


def test_a_dask_cluster_plays_the_same_games():
    distributed = pytest.importorskip("distributed")
    args = ("--games", "4", "--players", "2", "--seed", "9", "--json")
    local = run(*args, "--jobs", "1")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        remote = run(*args, "--cluster", cluster.scheduler_address)
    assert remote.exit_code == 0, remote.output
    assert remote.stdout == local.stdout


def test_vary_compares_variants_with_intervals():
    result = run("--games", "3", "--players", "2", "--jobs", "1", "--vary", "card.072.strength=5,9",
                 "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["vary"] == "card.072.strength"
    assert [v["label"] for v in data["variants"]] == ["card.072.strength=5", "card.072.strength=9"]
    metrics = [d["metric"] for d in data["differences"]]
    assert metrics == ["crowned", "coronation", "length", "falls", "seat1", "lost_to_card"]
    for d in data["differences"]:
        if d["difference"] is not None and d["ci95"][0] is not None:
            assert d["ci95"][0] <= d["difference"] <= d["ci95"][1]
    text = run("--games", "3", "--players", "2", "--jobs", "1", "--vary", "preset=original,simplified",
               "--locale", "en")
    assert text.exit_code == 0, text.output
    lines = text.stdout.splitlines()
    assert lines[0] == "== Variant original ==" and "== Variant simplified ==" in lines
    assert "Against original (the difference and its 95\u00a0% interval):" in lines
    assert any(line.startswith("  simplified, crowned share: ") and " pp (" in line for line in lines)


@pytest.mark.parametrize("vary,ru,en", [
    ("stat_cap", "--vary: нужно КЛЮЧ=ЗНАЧЕНИЕ1,ЗНАЧЕНИЕ2", "--vary expects KEY=VALUE1,VALUE2"),
    ("stat_cap=12", "--vary: от 2 до 8 значений (получено 1)", "--vary takes 2..8 values (got 1)"),
    ("card.999.strength=1,2", "карты card.999 нет в колоде", "no card card.999 in the deck"),
    ("card.072.life=1,2", "--vary card.072.life: такого пункта нет; есть: strength, mind, magic",
     "--vary card.072.life: no such points; choose among: strength, mind, magic"),
    ("stat_cap=12,x", "--vary stat_cap: нужно целое число от 0 до 999 (получено «x»)",
     "--vary stat_cap: expected a whole number 0..999 (got “x”)"),
    ("preset=original,hard", "--vary preset: неизвестный набор правил «hard»",
     "--vary preset: unknown preset “hard”"),
    ("speed=1,2", "--vary: неизвестный ключ «speed»", "--vary: unknown key “speed”")])
def test_bad_vary_is_one_line_in_the_chosen_language(vary, ru, en):
    for locale, expected in (("ru", ru), ("en", en)):
        result = run("--games", "2", "--vary", vary, "--locale", locale)
        assert result.exit_code == 2, result.output
        assert result.stdout == "" and "Traceback" not in result.output
        assert result.stderr.startswith("pnpkit: error: ") and expected in result.stderr
        assert result.stderr.count("\n") == 1


@pytest.mark.parametrize("args,en", [
    (["--jobs", "0"], "--jobs must be 1..256 (got 0)"),
    (["--jobs", "2", "--cluster", "tcp://127.0.0.1:1"], "--jobs and --cluster do not go together"),
    (["--report", "."], "--report .: is a folder"),
    (["--report", "no/such/folder/r.html"], "--report no/such/folder/r.html: no such folder")])
def test_bad_jobs_cluster_or_report_is_one_line(args, en):
    # refused before any game: a hundred thousand games would not end within the test
    result = run("--games", "100000", *args, "--locale", "en")
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("pnpkit: error: ") and en in result.stderr
    assert result.stderr.count("\n") == 1


def test_an_unreachable_cluster_is_one_line(monkeypatch):
    pytest.importorskip("distributed")
    monkeypatch.setattr("pnpkit.cli.sim.CONNECT_TIMEOUT", 1)
    result = run("--games", "2", "--cluster", "tcp://127.0.0.1:9", "--locale", "en")
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("pnpkit: error: --cluster tcp://127.0.0.1:9: the cluster does not answer")
    assert result.stderr.count("\n") == 1


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    """The report of a small --vary run in Russian, and one of a single run in English, twice."""
    folder = tmp_path_factory.mktemp("reports")
    out = {}
    for name, locale, vary in (("ru", "ru", ["--vary", "preset=original,simplified"]), ("en", "en", []),
                               ("en-again", "en", [])):
        path = folder / f"{name}.html"
        result = run("--games", "3", "--players", "2", "--seed", "5", "--jobs", "1", "--locale", locale,
                     *vary, "--report", str(path))
        assert result.exit_code == 0, result.output
        assert result.stdout.endswith(f"{path}\n")  # the last line says where the report is
        out[name] = path
    return out


def test_report_is_one_self_contained_page(reports):
    page = reports["ru"].read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and '<html lang="ru">' in page
    # crowned, length, travellers, seats, falls, a heat map a variant (3 games: too few fights to plot)
    assert page.count("<svg") == 7
    assert "<script" not in page and not re.search(r'(src|href)="(https?:)?//', page)
    assert re.search(r"<link|@import|url\((?!#)", page) is None  # only the SVGs' own clip paths
    for heading in ("Сравнение вариантов", "Коронация", "Длина партии", "Победы по путникам",
                    "Победы по местам", "Падения и их причины", "Где бывают путники", "Решающие бои"):
        assert f"<h2>{heading}" in page
    assert "Правила" not in page and "Варианты (preset): original, simplified." in page


def test_report_is_deterministic_and_in_english_has_no_russian(reports):
    page = reports["en"].read_text(encoding="utf-8")
    assert page == reports["en-again"].read_text(encoding="utf-8")
    assert '<html lang="en">' in page and "<h2>Wins by seat</h2>" in page and "Rules: original." in page
    assert not CYRILLIC.search(page)


def _tick_labels(page: str) -> list[str]:
    """The tick labels of every plot (matplotlib keeps them as <text> in each tick's group)."""
    return re.findall(r'id="[xy]tick_\d+">.*?<text[^>]*>([^<]*)</text>', page, re.S)


def test_plot_ticks_take_the_page_number_format(reports):
    """Russian ticks read 0,2 like the page's tables; English ones 0.2."""
    ru = _tick_labels(reports["ru"].read_text(encoding="utf-8"))
    en = _tick_labels(reports["en"].read_text(encoding="utf-8"))
    decimal = re.compile(r"^\d+[.,]\d+%?$")
    assert ru and en
    assert any(decimal.match(t) for t in ru) and any(decimal.match(t) for t in en)
    assert not any("." in t for t in ru if decimal.match(t)), ru
    assert not any("," in t for t in en if decimal.match(t)), en


def test_jobs_default_to_every_core_this_process_may_use(monkeypatch):
    import os

    import pnpkit.games.amber.cli.amber_sim as amber_sim
    import pnpkit.render.part_workers as part_workers

    if hasattr(os, "sched_getaffinity"):
        assert part_workers.usable_cores() == len(os.sched_getaffinity(0))
    asked = []

    def play_all(variants, players, games, seed, jobs, cluster, locale):
        asked.append(jobs)
        raise SystemExit(0)

    monkeypatch.setattr(part_workers, "usable_cores", lambda: 7)
    monkeypatch.setattr(amber_sim, "_play_all", play_all)
    run("--games", "2")
    run("--games", "2", "--jobs", "3")
    assert asked == [7, 3]

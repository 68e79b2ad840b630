"""`pnpkit sim race`: output shape, switches, the report in ru and en, the JSON of
fixed seeds (golden, recorded before the report went through the catalogue), and
one-line errors in the chosen language."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()
GOLDEN = Path(__file__).parent.parent / "golden"
CYRILLIC = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"


def run(*args):
    return runner.invoke(get_app(), ["sim", "race", *args])


def test_json_report_has_lengths_and_seats():
    result = run("--players", "3", "--games", "40", "--seed", "5", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["players"] == 3 and len(data["seats"]) == 3
    assert data["length"]["unit"] == "rounds" and data["length"]["ci95"][0] <= data["length"]["mean"]
    assert sum(s["wins"] for s in data["seats"]) >= data["finished"]


def test_same_seed_same_report():
    assert run("--games", "20", "--json").output == run("--games", "20", "--json").output


@pytest.mark.parametrize("args,golden", [
    (["--players", "3", "--games", "40", "--seed", "5"], "race-sim-3p-40g-seed5.json"),
    (["--players", "4", "--games", "100", "--seed", "7", "--set", "cell148=shared"],
     "race-sim-4p-100g-seed7-cell148-shared.json"),
    (["--players", "2", "--games", "30", "--cap", "5"], "race-sim-2p-30g-cap5.json")])
@pytest.mark.parametrize("locale", ["ru", "en"])
def test_json_is_the_recorded_one_in_any_locale(args, golden, locale):
    result = run(*args, "--json", "--locale", locale)
    assert result.exit_code == 0, result.output
    assert result.stdout == (GOLDEN / golden).read_text(encoding="utf-8")


def test_report_in_russian():
    result = run("--players", "3", "--games", "40", "--seed", "5")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Гонка: 40 партий, 3 игрока, зерно 5"
    assert lines[1].startswith("Переключатели правил: Ход при освобождении: да; Цепочка: нет; ")
    assert lines[2].startswith("Длина партии (раунды): в среднем 91,23 ± ")
    assert "Не закончились за 1000 раундов: 1" in lines
    assert "Место 3: 16 побед (40,0\u00a0%, 95\u00a0%: 26,3\u00a0%–55,4\u00a0%), из них единоличных 14" in lines
    assert lines[-1] == "Партий с несколькими победителями: 3"


def test_report_in_english_has_no_russian():
    result = run("--players", "3", "--games", "40", "--seed", "5", "--locale", "en")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Race: 40 games, 3 players, seed 5"
    assert "Not finished within 1000 rounds: 1" in lines
    assert "Seat 3: 16 wins (40.0\u00a0%, 95\u00a0%: 26.3\u00a0%–55.4\u00a0%), 14 of them alone" in lines
    assert not any(ch in result.stdout.lower() for ch in CYRILLIC)


@pytest.mark.parametrize("locale,first,capped", [
    ("ru", "Гонка: 1 партия, 2 игрока, зерно 1", "Не закончились за 1 раунд: 1"),
    ("en", "Race: 1 game, 2 players, seed 1", "Not finished within 1 round: 1")])
def test_counts_take_the_plural_form_of_the_number(locale, first, capped):
    result = run("--players", "2", "--games", "1", "--cap", "1", "--locale", locale)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == first and capped in result.stdout.splitlines()


@pytest.mark.parametrize("locale,expected", [
    ("ru", ["Точно (цепь Маркова, 61576 состояний): одиночная партия длится в среднем 120,716 хода",
            "Моделирование одного игрока: 106,14 ± 12,48 (ст. ошибка); расхождение -1,17 ст. ошибки",
            "Клетки, которые в одиночку ничего не делают (касаются только других): 54, 61",
            "Клетки, у которых учтена только часть, касающаяся вас: 25, 148"]),
    ("en", ["Exact (Markov chain, 61576 states): a one-player game lasts 120.716 turns on average",
            "One-player simulation: 106.14 ± 12.48 (standard error); difference -1.17 standard errors",
            "Cells that do nothing alone (they only touch other players): 54, 61",
            "Cells of which only the part about you counts: 25, 148"])])
def test_exact_lines(locale, expected):
    """The --exact lines from a recorded chain (building the chain takes a quarter of a minute)."""
    from pnpkit.games.race.cli.race_sim import report_lines
    from pnpkit.games.race.rules.sim import SimResult
    from pnpkit.rules.stats import Interval

    result = SimResult(players=1, games=50, seed=3, cap=10**7, finished=50, mean=106.14, sd=88.22,
                       se=12.476, mean_interval=Interval(81.7, 130.6), median=72.0, p10=49.6,
                       p90=293.2, longest=373, shared_wins=0, seats=())
    exact = {"states": 61576, "expected_turns": 120.71644758839703,
             "simulated_minus_exact_in_se": -1.1683, "cells_no_effect_alone": [54, 61],
             "cells_own_part_only": [25, 148]}
    lines = report_lines(result, {"chain": False}, exact, locale)
    assert lines[-4:] == expected
    if locale == "en":
        assert not any(ch in "\n".join(lines).lower() for ch in CYRILLIC)


def test_switch_is_applied_and_shown():
    result = run("--games", "5", "--set", "cell148=shared", "--locale", "en")
    # said in the rules sheet's words, never as the id --set spells it
    assert result.exit_code == 0 and "Square 148: shared" in result.output and "cell148" not in result.output


def test_bad_switch_is_a_usage_error():
    result = run("--games", "5", "--set", "cell137=seven")
    assert result.exit_code == 2 and "cell137" in result.output


def test_exact_needs_one_player():
    result = run("--players", "2", "--exact", "--locale", "en")
    assert result.exit_code == 2 and "--players 1" in result.output


SWITCHES = "release_moves, chain, cell137, exact_finish, cell148, curse_five, collision_ties"


@pytest.mark.parametrize("args,ru,en", [
    (["--players", "0"], "--players: от 1 до 12 (получено 0)", "--players must be 1..12 (got 0)"),
    (["--players", "13"], "--players: от 1 до 12 (получено 13)", "--players must be 1..12 (got 13)"),
    (["--games", "0"], "--games: от 1 до 1000000 (получено 0)", "--games must be 1..1000000 (got 0)"),
    (["--games", "1000001"], "--games: от 1 до 1000000 (получено 1000001)",
     "--games must be 1..1000000 (got 1000001)"),
    (["--cap", "0"], "--cap: от 1 до 10000000 (получено 0)", "--cap must be 1..10000000 (got 0)"),
    (["--players", "2", "--exact"], "--exact считает партию одного игрока; укажите --players 1",
     "--exact computes a one-player game; pass --players 1"),
    # a preset or house rule is refused in the referee's words (games/race/rules/house_rules)
    (["--preset", "hard"], "нет такого набора правил: hard (есть: literal, table)",
     "no preset “hard” (presets: literal, table)"),
    (["--option", "chain"], "--option: нужно ИМЯ=ЗНАЧЕНИЕ, получено «chain»",
     "--option: NAME=VALUE expected, got “chain”"),
    (["--set", "speed=2"], f"нет такого переключателя: speed (есть: {SWITCHES})",
     f"no switch “speed” (switches: {SWITCHES})"),
    (["--option", "chain=maybe"], "chain: ожидается да или нет, а не «maybe»",
     "chain: expected true or false, not “maybe”"),
    (["--option", "cell137=seven"], "cell137: «seven» — не из first_five_is_three, first_five, second_five",
     "cell137: “seven” is not one of first_five_is_three, first_five, second_five")])
def test_bad_input_is_one_line_in_the_chosen_language_and_exit_2(args, ru, en):
    for locale, expected in (("ru", ru), ("en", en)):
        result = run("--games", "3", *args, "--locale", locale)
        assert result.exit_code == 2, result.output
        assert result.stdout == "" and "Traceback" not in result.output
        assert result.stderr.startswith("pnpkit: error: ") and expected in result.stderr
        assert result.stderr.count("\n") == 1
        if locale == "en":
            assert not any(ch in result.stderr.lower() for ch in CYRILLIC)


def test_bad_locale():
    result = run("--locale", "de")
    assert result.exit_code == 2 and result.stderr == "pnpkit: error: --locale must be ru or en (got 'de')\n"


def test_exact_alone_plays_no_game(monkeypatch):
    """--exact without --games solves the chain only (it used to play 10,000 games first);
    the chain is stubbed here (building it takes a quarter of a minute)."""
    from types import SimpleNamespace

    import pnpkit.games.race.rules.markov as markov
    import pnpkit.games.race.rules.sim as sim

    def no_games(*args, **kwargs):
        raise AssertionError("--exact alone must not simulate")

    monkeypatch.setattr(sim, "simulate", no_games)
    monkeypatch.setattr(markov, "build_chain", lambda track, options: SimpleNamespace(states=[0] * 7))
    monkeypatch.setattr(markov, "expected_turns", lambda chain: 120.5)
    for locale, head, exact in (
            ("ru", "Гонка: точный расчёт для одного игрока (без моделирования; добавьте --games N, "
                   "чтобы сравнить с ним)",
             "Точно (цепь Маркова, 7 состояний): одиночная партия длится в среднем 120,500 хода"),
            ("en", "Race: exact for one player (no simulation; add --games N to compare with one)",
             "Exact (Markov chain, 7 states): a one-player game lasts 120.500 turns on average")):
        result = run("--players", "1", "--exact", "--locale", locale)
        assert result.exit_code == 0, result.output
        lines = result.stdout.splitlines()
        assert lines[0] == head and lines[2] == exact and len(lines) == 5
    data = json.loads(run("--players", "1", "--exact", "--json").stdout)
    assert data["method"] == "exact" and "length" not in data and data["exact"]["expected_turns"] == 120.5
    assert "simulated_minus_exact_in_se" not in data["exact"]

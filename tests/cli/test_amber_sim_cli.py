"""`pnpkit sim amber`: the report in ru and en, JSON agreeing with play_game for the
same seeds, the same bytes for the same arguments, and one-line usage errors."""

import json

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def run(*args):
    return runner.invoke(get_app(), ["sim", "amber", *args])


@pytest.fixture(scope="module")
def game():
    from pnpkit.cli.game_cache import read_shipped_game

    return read_shipped_game("amber")


def test_small_run_in_russian():
    result = run("--games", "5", "--seed", "3")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("«Корона Эмбера»") and "5 партий, 3 игрока" in lines[0]
    assert "правила: оригинальные, зёрна 3–7" in lines[0]
    assert lines[1].startswith("Коронация состоялась: ") and " из 5 (" in lines[1]
    assert any(line.startswith("Падений (гибелей) за партию: в среднем ") for line in lines)
    assert sum(line.startswith("  место ") for line in lines) == 3
    assert "Чаще всего побеждают" in result.stdout or "Ни один путник" in result.stdout
    assert "traveller." not in result.stdout  # names, not ids


def test_small_run_in_english(game):
    result = run("--games", "5", "--players", "2", "--preset", "simplified", "--locale", "en")
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert text.startswith("Crown of Amber, the engine’s simple policy: 5 games, 2 players, rules: simplified, "
                           "seeds 1–5\n")
    assert "Stopped at the turn limit (250 tours): " in text and "Wins by seat:\n  seat 1: " in text
    assert not any(ch in text for ch in "абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
    russian = {c.name for c in game.characters if c.kind == "traveller"}  # the data's names are Russian
    assert not any(name in text for name in russian)


def test_json_agrees_with_play_game(game):
    from pnpkit.games.amber.rules import load_rules, play_game

    result = run("--games", "5", "--seed", "7", "--players", "2", "--preset", "simplified", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["game"], data["preset"], data["players"], data["games"], data["seeds"]) == (
        "amber", "simplified", 2, 5, [7, 11])
    states = [play_game(load_rules(game, "simplified"), seed, 2, copy=False) for seed in range(7, 12)]
    crowned = [s for s in states if s.king is not None]
    assert data["crowned"]["count"] == len(crowned)
    assert data["crowned"]["ci95"][0] <= data["crowned"]["share"] <= data["crowned"]["ci95"][1]
    # simplified rules: the first coronation ends the game, so its tour is the last one
    tours = sorted(s.tour for s in crowned)
    assert data["coronation_tour"]["games"] == len(tours)
    if tours:
        assert data["coronation_tour"]["mean"] == pytest.approx(sum(tours) / len(tours))
        assert tours[0] <= data["coronation_tour"]["p10"] <= data["coronation_tour"]["median"] <= tours[-1]
    assert data["ends"]["turn_limit"] == sum(s.tour > 250 and s.winner is None for s in states)
    assert data["falls"]["total"] == sum(p.deaths for s in states for p in s.players)
    assert data["falls"]["per_game"]["mean"] == pytest.approx(data["falls"]["total"] / 5)
    assert [seat["wins"] for seat in data["seats"]] == [sum(s.winner == i for s in states) for i in range(2)]
    assert data["no_winner"] == sum(s.winner is None for s in states)
    # travellers as dealt at the start (one who falls may go on as another)
    from pnpkit.games.amber.rules import RandomDice, new_game

    played, won = {}, {}
    for seed, s in zip(range(7, 12), states, strict=True):
        dealt = [p.traveller for p in new_game(load_rules(game, "simplified"), 2, RandomDice(seed), seed=seed).players]
        for t in dealt:
            played[t] = played.get(t, 0) + 1
        if s.winner is not None:
            won[dealt[s.winner]] = won.get(dealt[s.winner], 0) + 1
    assert {t["id"]: (t["played"], t["wins"]) for t in data["travellers"]} == {
        t: (n, won.get(t, 0)) for t, n in played.items()}
    lows = [t["ci95"][0] for t in data["travellers"]]
    assert lows == sorted(lows, reverse=True)  # surest winners first


def test_same_arguments_same_bytes():
    args = ("--games", "4", "--seed", "21", "--players", "4")
    assert run(*args).stdout == run(*args).stdout
    assert run(*args, "--json").stdout == run(*args, "--json").stdout
    assert run(*args).stdout != run("--games", "4", "--seed", "22", "--players", "4").stdout


@pytest.mark.parametrize("args,ru,en", [
    (["--players", "0"], "--players: от 1 до 6 (получено 0)", "--players must be 1..6 (got 0)"),
    (["--players", "7"], "--players: от 1 до 6 (получено 7)", "--players must be 1..6 (got 7)"),
    (["--games", "0"], "--games: от 1 до 100000 (получено 0)", "--games must be 1..100000 (got 0)"),
    (["--games", "10000000"], "--games: не больше 100000 за один запуск", "--games: at most 100000 in one run"),
    (["--preset", "hard"], "неизвестный набор правил «hard»; есть: original, simplified",
     "unknown preset “hard”; choose one of: original, simplified"),
    (["--seed", "-1"], "--seed: от 0 до", "--seed must be 0..")])
def test_bad_input_is_one_line_and_exit_2(args, ru, en):
    for locale, expected in (("ru", ru), ("en", en)):
        result = run(*args, "--locale", locale)
        assert result.exit_code == 2, result.output
        assert result.stdout == "" and "Traceback" not in result.output
        assert result.stderr.startswith("pnpkit: error: ") and expected in result.stderr
        assert result.stderr.count("\n") == 1


def test_bad_locale():
    result = run("--locale", "de")
    assert result.exit_code == 2 and result.stderr == "pnpkit: error: --locale must be ru or en (got 'de')\n"

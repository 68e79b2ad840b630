"""`pnpkit sim race --option` reads the race's house rules as `pnpkit referee new race
--option` does (one reader, games/race/rules/house_rules): every spelling one takes the
other takes with the same values, and every one refused is refused by both with the same
one line naming the option and what to write.  (The simulator used to refuse «да» and
«on», which the referee took.)"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.referee.table import Table

runner = CliRunner()

ACCEPTED = ["chain=да", "chain=ДА", "chain=Нет", "chain=on", "chain=OFF", "chain=yes", "chain=No",
            "chain=true", "chain=False", "chain=1", "chain=0", " chain = on ", "release_moves=нет",
            "cell137=first_five", "cell137= second_five ", "exact_finish=lander", "cell148=shared",
            "curse_five=everyone", "collision_ties=nobody", "few_players=да", "few_players=off"]
REFUSED = ["chain=maybe", "chain=", "chain=2", "chain", "=1", " =on", "speed=2", "Chain=true",
           "cell137=seven", "cell137=FIRST_FIVE", "cell148=", "few_players=maybe", "few_players",
           "chain=\x1b[31mда"]


def referee_new(texts: list[str], locale: str, preset: str | None = None):
    """`referee new race` with these --option texts: (exit code, stderr, the switches it set)."""
    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "race.pnp"
        args = ["referee", "new", "race", "-p", "Аня", "-p", "Борис", "-p", "Вика", "--seed", "1",
                "--file", str(file), "--locale", locale]
        args += ["--preset", preset] if preset else []
        result = runner.invoke(get_app(), args + [a for t in texts for a in ("--option", t)])
        switches = Table.open(file).state.options.as_dict() if result.exit_code == 0 else None
    return result.exit_code, result.stderr, switches


def sim_race(texts: list[str], locale: str, preset: str | None = None):
    """`sim race` with these --option texts: (exit code, stderr, the switches it played)."""
    args = ["sim", "race", "--games", "2", "--cap", "3", "--json", "--locale", locale]
    args += ["--preset", preset] if preset else []
    result = runner.invoke(get_app(), args + [a for t in texts for a in ("--option", t)])
    switches = json.loads(result.stdout)["switches"] if result.exit_code == 0 else None
    return result.exit_code, result.stderr, switches


@pytest.mark.parametrize("text", ACCEPTED)
def test_the_simulator_takes_every_spelling_the_referee_takes_with_the_same_values(text):
    code, err, switches = referee_new([text], "ru")
    assert code == 0, err
    assert sim_race([text], "ru") == (0, "", switches)


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("text", REFUSED)
def test_the_simulator_refuses_what_the_referee_refuses_in_the_same_line(text, locale):
    _, err, _ = referee_new([text], locale)
    code, sim_err, _ = sim_race([text], locale)
    assert code == 2 and err and sim_err == err
    assert err.startswith("pnpkit: error: ") and err.count("\n") == 1 and "Traceback" not in err
    name = text.partition("=")[0].strip()
    assert (name or "--option") in err.replace("\x1b", "")


@pytest.mark.parametrize("preset", ["literal", "table", "hard"])
def test_a_preset_and_house_rules_over_it_are_read_alike(preset):
    texts = ["chain=on", "cell148=shared"]
    code, err, switches = referee_new(texts, "en", preset)
    sim_code, sim_err, sim_switches = sim_race(texts, "en", preset)
    assert (sim_err, sim_switches) == (err, switches) and (code == 0) == (sim_code == 0)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["chain", "cell137", "few_players", "speed", " chain", ""]),
       st.sampled_from(["=", "", "=="]),
       st.text(alphabet="данетоyesnfONTRUE01_ ", max_size=6))
def test_any_name_and_word_is_taken_or_refused_alike(name, sep, word):
    text = name + sep + word
    code, err, switches = referee_new([text], "en")
    sim_code, sim_err, sim_switches = sim_race([text], "en")
    assert (sim_err, sim_switches) == (err, switches) and (code == 0) == (sim_code == 0)

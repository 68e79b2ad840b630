"""The progress bar of long simulations (`sim amber`, `sim race`): drawn by rich on a
terminal with the games done, the time spent and the time left (ETA); never on a pipe
or for a short run; and told of every game the simulators play, however they are run."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console
from typer.testing import CliRunner

from pnpkit.cli import sim
from pnpkit.cli.app import get_app
from pnpkit.cli.sim import MIN_GAMES, Chunk, SimProgress, executor_for, run_chunks

runner = CliRunner()
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _terminal() -> tuple[Console, io.StringIO]:
    buffer = io.StringIO()
    return Console(file=buffer, force_terminal=True, width=100, color_system=None), buffer


def test_the_bar_shows_games_done_and_the_time_left():
    console, buffer = _terminal()
    with SimProgress(200, "Race games", enabled=True, console=console) as advance:
        advance(50)
        advance._bar.refresh()
        shown = ANSI.sub("", buffer.getvalue())
    assert "Race games" in shown and " 50/200" in shown
    assert re.search(r"ETA \d+:\d\d:\d\d|ETA -:--:--", shown), shown


def test_no_bar_on_a_pipe_or_for_a_short_run(monkeypatch):
    monkeypatch.setattr(sim.sys, "stderr", io.StringIO())  # not a terminal
    assert not SimProgress(10_000, "x").enabled

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sim.sys, "stderr", Tty())
    assert SimProgress(MIN_GAMES, "x").enabled
    assert not SimProgress(MIN_GAMES - 1, "x").enabled
    quiet = SimProgress(10_000, "x", enabled=False)
    quiet(5)
    assert quiet._bar is None  # nothing drawn, nothing started


class Recorder(SimProgress):
    """Records what a simulator tells its bar (and draws nothing)."""

    runs: list[tuple[int, str, int]] = []

    def __init__(self, total: int, label: str, **kwargs) -> None:
        super().__init__(total, label, enabled=False)
        self.told = 0

    def __call__(self, games: int) -> None:
        self.told += games

    def __exit__(self, *exc: object) -> None:
        Recorder.runs.append((self.total, self.label, self.told))


@pytest.fixture
def recorded(monkeypatch):
    from pnpkit.games.race.cli import race_sim  # binds the bar's class when first imported

    Recorder.runs = []
    monkeypatch.setattr(sim, "SimProgress", Recorder)
    monkeypatch.setattr(race_sim, "SimProgress", Recorder)
    return Recorder.runs


def test_sim_race_tells_the_bar_every_game(recorded):
    result = runner.invoke(get_app(), ["sim", "race", "--games", "250", "--players", "2",
                                       "--locale", "en"])
    assert result.exit_code == 0, result.output
    assert recorded == [(250, "Race games", 250)]


def test_sim_amber_tells_the_bar_every_game_of_every_variant(recorded):
    result = runner.invoke(get_app(), ["sim", "amber", "--games", "2", "--players", "2",
                                       "--jobs", "1", "--vary", "card.072.strength=5,9",
                                       "--locale", "en"])
    assert result.exit_code == 0, result.output
    assert recorded == [(4, "Crown of Amber games", 4)]


def _seeds(spec: str, first: int, count: int) -> list:
    from types import SimpleNamespace

    return [SimpleNamespace(seed=s) for s in range(first, first + count)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_every_finished_chunk_reaches_the_bar(jobs):
    """In this process and from worker processes alike, each chunk's games are counted
    once as it comes back."""
    work = [Chunk("a", 1, 5), Chunk("a", 6, 5), Chunk("b", 1, 3)]
    told: list[int] = []
    with executor_for(jobs, None, len(work)) as executor:
        assert (executor is None) == (jobs == 1)
        done = run_chunks(executor, _seeds, work, told.append)
    assert sorted(told) == [3, 5, 5]
    assert [r.seed for r in done["a"]] == list(range(1, 11))

"""Faces drawn on every core: the export's jobs run in forked workers (other processes
than this one) and the files are the same bytes as a serial run's, for The Game Crafter,
MakePlayingCards, DriveThruCards and a Tabletop Simulator set with pieces."""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.export.jobs import run_jobs

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
runner = CliRunner()


@dataclass(frozen=True)
class _WhoRuns:
    total: int = 1
    cost: float = 1.0

    def build(self, report):
        return (os.getpid(),)


def test_jobs_run_in_worker_processes_and_come_back_in_order():
    if not hasattr(os, "fork"):
        pytest.skip("no fork here: the export stays in one process")
    results = run_jobs([_WhoRuns() for _ in range(6)], workers=2)
    pids = {pid for (pid,) in results}
    if pids == {os.getpid()}:
        pytest.skip("threads are running in this test process: the export stays serial")
    assert os.getpid() not in pids and len(results) == 6


def test_a_failing_job_fails_the_run_as_a_serial_run_would():
    @dataclass(frozen=True)
    class Broken:
        total: int = 1
        cost: float = 1.0

        def build(self, report):
            raise ValueError("card 3: no room for the title")

    for workers in (1, 2):
        with pytest.raises(Exception, match="card 3: no room for the title"):
            run_jobs([_WhoRuns(), Broken(), _WhoRuns()], workers=workers)


def _digests(out: Path, game: str, *args: str) -> dict[str, str]:
    result = runner.invoke(get_app(), ["export", game, "--out", str(out), *args])
    assert result.exit_code == 0, result.output
    return {p.relative_to(out).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(out.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("args", [
    (str(DEMO), "--to", "tgc"),
    (str(DEMO), "--to", "mpc"),
    ("amber", "--to", "tts", "--only", "adventure-deck,travellers,pieces,dice,points-board",
     "--limit", "3", "--locale", "en", "--base-url", "https://example.org/kit/"),
    ("race", "--to", "tts", "--locale", "en", "--base-url", "https://example.org/kit/"),
], ids=["tgc", "mpc", "tts", "race-tts"])
def test_parallel_and_serial_exports_are_the_same_bytes(tmp_path, args):
    serial = _digests(tmp_path / "one", *args, "--jobs", "1")
    parallel = _digests(tmp_path / "two", *args, "--jobs", "2")
    assert serial == parallel and len(serial) > 2


def test_parallel_drivethrucards_is_the_same_bytes(tmp_path):
    if shutil.which("gs") is None:
        pytest.skip("Ghostscript is not installed (.ci/run installs it)")
    serial = _digests(tmp_path / "one", str(DEMO), "--to", "dtc", "--jobs", "1")
    assert serial == _digests(tmp_path / "two", str(DEMO), "--to", "dtc", "--jobs", "2")


def test_jobs_below_one_is_one_line(tmp_path):
    result = runner.invoke(get_app(), ["export", str(DEMO), "--to", "tgc", "--jobs", "0",
                                       "--out", str(tmp_path)])
    assert result.exit_code != 0 and "--jobs must be 1 or more (got 0)" in result.output
    assert not any(tmp_path.iterdir())

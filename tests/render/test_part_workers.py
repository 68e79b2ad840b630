"""Parts built in worker processes (run_build's ``jobs``, `pnpkit build --jobs`): the same
bytes, events and errors as the serial build, the parent the only writer, and a silent
fallback to the serial build where workers cannot run."""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sample_kit import KitOptions, sample_kit_parts

from pnpkit.render import part_workers
from pnpkit.render.pipeline import BuildFailed, Output, Part, hash_inputs, run_build, run_kit

SRC = str(Path(__file__).resolve().parents[2] / "src")
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


@pytest.fixture
def forkable():
    """Workers are forked only from a process running no other thread (part_workers)."""
    if not sys.platform.startswith("linux") or threading.active_count() != 1:
        pytest.skip("workers are forked on Linux from a process running no other thread")


needs_fork = pytest.mark.usefixtures("forkable")


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _part(name: str, payload: bytes = b"x", *, calls: list[str] | None = None,
          cost: float = 1.0, log: Path | None = None, error: BaseException | None = None,
          die: bool = False, sleep: float = 0.0) -> Part:
    def build(report):
        if calls is not None:
            calls.append(name)
        if log is not None:
            with open(log, "a", encoding="utf-8") as handle:
                handle.write(name + "\n")
        time.sleep(sleep)
        if die:
            os._exit(3)
        if error is not None:
            raise error
        report(1, 2)
        report(2, 2)
        return [Output(f"{name}.bin", payload + name.encode(), pages=1)]

    return Part(name, hash_inputs(name, payload), build, total=1, cost=cost)


class _Events(list):
    def __call__(self, event):
        if event.state != "advance":  # a worker's progress inside a part is not relayed
            self.append((event.part, event.state, event.done, event.total))

    def __bool__(self) -> bool:  # a progress callback, even before its first event
        return True


def _spy(monkeypatch) -> list:
    """The workers each build started (None where it stayed serial)."""
    started: list = []
    real = part_workers.start_workers

    def spy(*args, **words):
        started.append(real(*args, **words))
        return started[-1]

    monkeypatch.setattr(part_workers, "start_workers", spy)
    return started


@needs_fork
def test_the_sample_kit_is_byte_identical_with_two_workers(tmp_path, monkeypatch):
    started = _spy(monkeypatch)
    reports = {}
    for jobs in (1, 2):
        reports[jobs] = run_kit(sample_kit_parts(KitOptions(deck_size=40)), out=tmp_path / str(jobs),
                                game_id="sample", locale="ru", paper="a4", jobs=jobs)
    assert len(started) == 1 and started[0] is not None  # jobs=1 never starts any
    assert _files(tmp_path / "1" / "sample" / "ru") == _files(tmp_path / "2" / "sample" / "ru")
    assert [(p.name, p.status, p.files, p.pages) for p in reports[1].parts] == \
        [(p.name, p.status, p.files, p.pages) for p in reports[2].parts]


@needs_fork
def test_workers_report_the_same_events_in_the_parts_order(tmp_path):
    parts = [_part(n, cost=c) for n, c in (("a", 1), ("b", 5), ("c", 1), ("d", 9))]
    seen = {}
    for jobs in (1, 2):
        seen[jobs] = _Events()
        run_build(parts, tmp_path / str(jobs), progress=seen[jobs], jobs=jobs)
    assert seen[1] == seen[2]
    assert seen[2][:2] == [("a", "start", 0, 1), ("a", "done", 2, 2)]  # its last count
    again = _Events()
    run_build(parts[:3] + [_part("d", b"new", cost=9)], tmp_path / "2", progress=again, jobs=2)
    assert again == [("a", "skipped", 1, 1), ("b", "skipped", 1, 1), ("c", "skipped", 1, 1),
                     ("d", "start", 0, 1), ("d", "done", 2, 2)]


@needs_fork
def test_the_costliest_parts_start_first_and_run_in_workers(tmp_path):
    log, calls = tmp_path / "started.log", []
    # the two costliest hold their workers a while, so nothing else can start before both
    parts = [_part(n, cost=c, log=log, calls=calls, sleep=1.0 if c > 1 else 0.0)
             for n, c in (("a", 1), ("b", 1), ("rulebook", 10), ("c", 1), ("deck", 3))]
    run_build(parts, tmp_path / "out", jobs=2)
    order = log.read_text(encoding="utf-8").split()
    assert set(order[:2]) == {"rulebook", "deck"} and sorted(order) == ["a", "b", "c", "deck", "rulebook"]
    assert calls == []  # built in the workers, not here


@needs_fork
@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="reads /proc")
def test_a_worker_does_not_hold_the_kits_lock(tmp_path):
    out = tmp_path / "kit"

    def held(report):
        links = []
        for fd in os.listdir("/proc/self/fd"):
            try:
                links.append(os.readlink(f"/proc/self/fd/{fd}"))
            except OSError:
                pass
        return [Output("held.txt", str(str(out) in links).encode())]

    run_build([Part("held", "h", held), _part("other")], out, jobs=2)
    assert (out / "held.txt").read_bytes() == b"False"


def test_only_parts_to_rebuild_get_workers(tmp_path, monkeypatch):
    started = _spy(monkeypatch)
    parts = [_part("a"), _part("b"), _part("c")]
    run_build(parts, tmp_path, jobs=1)
    run_build(parts[:2] + [_part("c", b"changed")], tmp_path, jobs=4)  # one part: built here
    run_build(parts, tmp_path, only={"a"}, jobs=4)  # unchanged: nothing to build
    assert started == []


def test_one_job_builds_here_in_order(tmp_path):
    calls: list[str] = []
    run_build([_part(n, calls=calls, cost=c) for n, c in (("a", 1), ("b", 9))], tmp_path, jobs=1)
    assert calls == ["a", "b"]


def test_with_another_thread_running_the_build_stays_here(tmp_path):
    calls: list[str] = []
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert part_workers.start_workers([_part("a"), _part("b")], 2) is None
        run_build([_part("a", calls=calls), _part("b", calls=calls)], tmp_path, jobs=2)
    finally:
        stop.set()
        other.join()
    assert calls == ["a", "b"]


@pytest.mark.parametrize("where", ["no fork", "darwin", "win32"])
def test_without_fork_or_off_linux_the_build_stays_here(tmp_path, monkeypatch, where):
    import multiprocessing

    if where == "no fork":
        monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    else:
        monkeypatch.setattr(sys, "platform", where)
    calls: list[str] = []
    run_build([_part("a", calls=calls), _part("b", calls=calls)], tmp_path, jobs=2)
    assert calls == ["a", "b"]


def test_a_worker_that_cannot_start_leaves_the_build_here(tmp_path, monkeypatch):
    import multiprocessing.process

    def refuse(self):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(multiprocessing.process.BaseProcess, "start", refuse)
    calls: list[str] = []
    run_build([_part("a", calls=calls), _part("b", calls=calls)], tmp_path, jobs=2)
    assert calls == ["a", "b"]


class _Unpicklable(Exception):
    """An exception that cannot travel between processes: it holds a function."""

    def __init__(self, what: str, where: int) -> None:
        super().__init__(f"{what} at {where}")
        self.retry = lambda: None


def _failing_kit(error: BaseException) -> list[Part]:
    return [_part("a"), _part("bad", error=error), _part("c", error=ValueError("later"))]


@needs_fork
@pytest.mark.parametrize("error", [ValueError("bad content in bad"), _Unpicklable("overflow", 7)])
def test_a_failed_part_fails_as_it_would_here_and_the_old_kit_stays(tmp_path, error):
    messages = {}
    for jobs in (1, 2):
        out = tmp_path / str(jobs)
        run_build([_part("a"), _part("bad"), _part("c")], out)
        before = _files(out)
        events = _Events()
        with pytest.raises(BuildFailed) as caught:
            run_build(_failing_kit(error), out, force=True, progress=events, jobs=jobs)
        messages[jobs] = (caught.value.part, str(caught.value), str(caught.value.cause), list(events))
        assert _files(out) == before
        assert not list(tmp_path.glob(f".{jobs}.staging-*"))
    assert messages[1] == messages[2]
    assert messages[2][3][-1][:2] == ("bad", "failed")


def test_an_exception_that_cannot_travel_keeps_its_message():
    with pytest.raises(Exception):  # noqa: B017 - the point: it does not pickle
        pickle.dumps(_Unpicklable("overflow", 7))
    portable = part_workers._portable(_Unpicklable("overflow", 7))
    assert str(pickle.loads(pickle.dumps(portable))) == "overflow at 7"


@needs_fork
def test_a_worker_that_dies_fails_its_part_and_writes_nothing(tmp_path):
    out = tmp_path / "out"
    with pytest.raises(BuildFailed) as caught:
        run_build([_part("a"), _part("crash", die=True), _part("c")], out, jobs=2)
    assert caught.value.part == "crash" and "worker" in str(caught.value.cause)
    assert not out.exists() and not list(tmp_path.glob(".out.staging-*"))


@needs_fork
def test_when_every_worker_died_the_parts_left_are_built_here(tmp_path):
    calls: list[str] = []
    parts = [_part("c", calls=calls), _part("a", die=True, cost=9), _part("b", die=True, cost=9)]
    with pytest.raises(BuildFailed) as caught:
        run_build(parts, tmp_path / "out", jobs=2)
    assert caught.value.part == "a" and calls == ["c"]


@needs_fork
def test_workers_are_gone_after_the_build(tmp_path):
    import multiprocessing

    run_build([_part("a"), _part("b")], tmp_path / "ok", jobs=2)
    with pytest.raises(BuildFailed):
        run_build([_part("bad", error=ValueError("no")), _part("slow", sleep=30)], tmp_path / "bad",
                  jobs=2)
    assert multiprocessing.active_children() == []


# Ctrl-C as a terminal delivers it (a suite started in the background hands its
# children SIGINT as a foreground job would: tests/conftest.py)
_CHILD = r"""
import sys, time
from pathlib import Path
from pnpkit.render.pipeline import Output, Part, hash_inputs, run_build

out, ready = Path(sys.argv[1]), Path(sys.argv[2])

def quick(report):
    return [Output("quick.bin", b"new")]

def slow(report):
    ready.write_text("in the slow part")
    time.sleep(60)
    return [Output("slow.bin", b"never")]

run_build([Part("quick", hash_inputs("new"), quick), Part("slow", hash_inputs("slow"), slow, cost=9)],
          out, jobs=2)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers are forked on Linux")
def test_ctrl_c_with_workers_leaves_the_previous_kit_and_no_worker(tmp_path):
    out = tmp_path / "kit"
    run_build([_part("quick"), _part("slow")], out)
    before = _files(out)
    ready = tmp_path / "ready"
    child = subprocess.Popen([sys.executable, "-c", _CHILD, str(out), str(ready)],
                             env={**os.environ, "PYTHONPATH": SRC}, start_new_session=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not ready.exists():
        assert child.poll() is None, child.stderr.read().decode()
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.killpg(child.pid, signal.SIGINT)  # as a terminal does: the whole process group
    _, err = child.communicate(timeout=300)  # a bound on a hang (busy cores took over 30 s)
    assert child.returncode != 0 and b"KeyboardInterrupt" in err
    assert _files(out) == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
    with pytest.raises(ProcessLookupError):  # no worker left in the group
        os.killpg(child.pid, 0)


def test_default_jobs_are_the_usable_cores_or_pnpkit_jobs(monkeypatch):
    monkeypatch.delenv(part_workers.JOBS_ENV, raising=False)
    if hasattr(os, "sched_getaffinity"):
        assert part_workers.usable_cores() == len(os.sched_getaffinity(0))
    assert part_workers.default_jobs() == part_workers.usable_cores()
    monkeypatch.setenv(part_workers.JOBS_ENV, "3")
    assert part_workers.default_jobs() == 3
    for junk in ("0", "many", "-2", ""):
        monkeypatch.setenv(part_workers.JOBS_ENV, junk)
        assert part_workers.default_jobs() == part_workers.usable_cores()


_KITS = r"""
import hashlib, json, sys
from pathlib import Path
from pnpkit.render import part_workers
from pnpkit.cli.app import main

started = []
real = part_workers.start_workers

def spy(*args, **words):
    workers = real(*args, **words)
    started.append(workers is not None)
    return workers

part_workers.start_workers = spy
out, digests = Path(sys.argv[1]), {}
for game, jobs_of in (("amber", ("2",)), (sys.argv[2], ("1", "2"))):
    for jobs in jobs_of:
        folder = out / f"{Path(game).name}-{jobs}"
        try:
            main(["build", game, "--locale", "ru", "--out", str(folder), "--jobs", jobs])
        except SystemExit as exc:
            assert not exc.code, exc.code
        (kit,) = folder.iterdir()
        digests.setdefault(game, {})[jobs] = {
            p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted((kit / "ru").iterdir())}
print(json.dumps({"digests": digests, "started": started}))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers are forked on Linux")
def test_the_amber_kit_and_a_data_only_game_are_byte_identical_with_two_workers(tmp_path, amber_kit):
    """In a fresh interpreter (no thread of the test run keeps the workers from starting);
    Amber's serial kit is the run's own (conftest's amber_kit, built one part after
    another), so the fresh interpreter builds only the parallel one."""
    import hashlib
    import json

    env = {**os.environ, "PYTHONPATH": SRC, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop(part_workers.JOBS_ENV, None)
    done = subprocess.run([sys.executable, "-c", _KITS, str(tmp_path / "out"), str(FIXTURES / "demo")],
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    assert answer["started"] == [True, True]  # --jobs 2 ran workers, for both games
    answer["digests"]["amber"]["1"] = {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(amber_kit[0].iterdir())}
    for game, kits in answer["digests"].items():
        assert kits["1"] == kits["2"], game
        assert len(kits["1"]) > 5 and "manifest.json" in kits["1"], game


def test_the_worker_tests_run_in_a_fresh_interpreter_when_threads_run_here():
    """Workers fork only from a process running no other thread; a suite that left one
    running (Dask's, from the simulators' --cluster tests) would skip the tests above,
    so they run again in a fresh interpreter, where none may be skipped."""
    if threading.active_count() == 1:
        pytest.skip("no other thread here: the tests above ran in this process")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", "-rs", __file__, "-k",
         "not fresh_interpreter and not amber_kit_and_a_data_only_game"],
        cwd=root, env={**os.environ, "PYTHONPATH": SRC}, capture_output=True, text=True, timeout=600)
    summary = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 0 and "passed" in summary and "skipped" not in summary, done.stdout

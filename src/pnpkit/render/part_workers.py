"""A kit's parts built in worker processes (``pnpkit build --jobs N``), for the pipeline.

Workers are forked, so a part's build closure runs there as it is, never pickled; only
part indices go out and the finished files (bytes) come back.  The parent stays the
only writer: it takes the outcomes in the parts' own order and stages them exactly as
a serial build does.  Every part's bytes depend on its own inputs only (each PDF keeps
its fonts' state per document), so which worker built it changes nothing.

When workers are started: once the parts to rebuild are known, one per part at most,
and before any progress is shown (the progress bar's refresh thread is not running
yet).  A worker closes its copy of the kit lock's descriptor at once, so a worker left
behind by a killed build never holds the kit.  Forking a process that runs other
threads can deadlock the child, so then, off Linux (macOS forks unsafely once system
frameworks are loaded; Windows has no fork), or when a worker cannot start, the build
stays in this process, silently: the result is the same.
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

JOBS_ENV = "PNPKIT_JOBS"


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the OS says)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def default_jobs() -> int:
    """``PNPKIT_JOBS`` when it is a whole number >= 1, else the usable cores."""
    text = os.environ.get(JOBS_ENV, "").strip()
    if text.isdigit() and int(text) >= 1:
        return int(text)
    return usable_cores()


@dataclass(frozen=True)
class Outcome:
    """What a worker made of one part: its outputs, or the exception it raised."""

    outputs: tuple[Any, ...] = ()
    error: BaseException | None = None
    counted: int = 1  # the part's last total, as its progress reports counted it
    seconds: float = 0.0


class WorkerError(Exception):
    """A part's exception that could not travel between processes, told by its message
    (what the build's error says is ``str`` of the exception, the same either way)."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message, kind)

    def __str__(self) -> str:
        return str(self.args[0])


def _portable(exc: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(exc))
        return exc
    except Exception:  # noqa: BLE001 - any failure to travel: send its words instead
        return WorkerError(str(exc), type(exc).__name__)


def build_one(part: Any, advance: Callable[[int, int, float], None] | None = None) -> Outcome:
    """``part`` built here, told as a worker tells it (``advance(done, total, seconds)``:
    its progress as it goes).  The part may count finer than it announced (cards, not
    decks): its last count is what the outcome says, so start, advance and done agree."""
    counted = [part.total]
    t0 = time.perf_counter()

    def report(done: int, total: int) -> None:
        counted[0] = total
        if advance is not None:
            advance(done, total, time.perf_counter() - t0)

    try:
        outputs = tuple(part.build(report))
    except BaseException as exc:  # noqa: BLE001 - the caller decides, as a serial build would
        return Outcome(error=exc, seconds=time.perf_counter() - t0)
    return Outcome(outputs, None, counted[0], time.perf_counter() - t0)


def _serve(parts: Sequence[Any], conn: Any, inherited: Sequence[int | None]) -> None:
    """A worker's loop: a part index in, its Outcome out, until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    # the heap inherited from the parent stays shared: this worker's collector leaves it
    # alone instead of touching (and so copying) its pages (the parent's own freeze, if
    # any, is cli.build's and not undone here)
    gc.freeze()
    for fd in inherited:  # closing a copy of a flock descriptor leaves the parent's lock held
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)
    while True:
        try:
            index = conn.recv()
        except (EOFError, OSError):
            return
        if index is None:
            return
        outcome = build_one(parts[index])
        if outcome.error is not None:
            outcome = Outcome(error=_portable(outcome.error), seconds=outcome.seconds)
        if not _reply(conn, outcome):
            return  # the parent is gone (killed): nobody wants the part


def _reply(conn: Any, outcome: Outcome) -> bool:
    """Send ``outcome`` to the parent; False when it is gone."""
    try:
        conn.send(outcome)
    except OSError:
        return False
    except Exception as exc:  # noqa: BLE001 - e.g. an output that does not pickle: nothing sent yet
        return _reply(conn, Outcome(error=WorkerError(str(exc), type(exc).__name__),
                                    seconds=outcome.seconds))
    return True


class PartWorkers:
    """Forked processes building ``parts`` by index; ``outcome(i)`` waits for part i.

    ``schedule`` hands out the parts longest first (``Part.cost``), one at a time to
    whichever worker is free, so the workers finish close together."""

    def __init__(self, parts: Sequence[Any], processes: list[Any], conns: list[Any]) -> None:
        self._parts = parts
        self._processes = processes
        self._conns = conns
        self._queue: list[int] = []
        self._running: dict[Any, int] = {}  # connection -> the part index it builds
        self._done: dict[int, Outcome] = {}

    def schedule(self, indices: Sequence[int]) -> None:
        self._queue = sorted(indices, key=lambda i: -float(getattr(self._parts[i], "cost", 1.0)))
        for conn in self._conns:
            self._hand_out(conn)

    def _hand_out(self, conn: Any) -> None:
        if not self._queue:
            return
        try:
            conn.send(self._queue[0])
        except OSError:
            return  # that worker is gone; the others take the rest
        self._running[conn] = self._queue.pop(0)

    def outcome(self, index: int) -> Outcome:
        from multiprocessing.connection import wait

        while index not in self._done:
            if not self._running:  # every worker is gone: what is left is built here
                self._queue.remove(index)
                return build_one(self._parts[index])
            for conn in wait(list(self._running)):
                part = self._running.pop(conn)
                try:
                    self._done[part] = conn.recv()
                except (EOFError, OSError):
                    self._done[part] = Outcome(error=WorkerError(
                        "its worker process ended unexpectedly", "WorkerDied"))
                    continue  # that worker is gone; the others take the rest
                self._hand_out(conn)
        return self._done.pop(index)

    def close(self) -> None:
        """Stop every worker (one still building is ended: its part is not needed)."""
        for conn in self._conns:
            with contextlib.suppress(OSError, ValueError):
                if conn not in self._running:
                    conn.send(None)
        for process, conn in zip(self._processes, self._conns, strict=True):
            if conn in self._running:
                process.terminate()
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
                process.join()
            conn.close()
        self._running.clear()


def start_workers(parts: Sequence[Any], count: int,
                  inherited: Sequence[int | None] = ()) -> PartWorkers | None:
    """``count`` forked workers over ``parts`` (each closes the ``inherited`` descriptors),
    or None: stay serial (one worker, no fork here, other threads running, or a worker
    that would not start)."""
    if count <= 1 or threading.active_count() != 1 or not sys.platform.startswith("linux"):
        return None
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    context = multiprocessing.get_context("fork")
    _warm_up()
    processes: list[Any] = []
    conns: list[Any] = []
    try:
        for _ in range(count):
            mine, theirs = context.Pipe()
            conns.append(mine)
            try:
                process = context.Process(target=_serve, args=(parts, theirs, tuple(inherited)),
                                          daemon=True)
                process.start()
            except BaseException:
                conns.pop().close()
                raise
            finally:
                theirs.close()
            processes.append(process)
    except BaseException as exc:  # noqa: BLE001 - no worker, no parallel build: the serial one is the same
        PartWorkers(parts, processes, conns).close()
        if not isinstance(exc, Exception):
            raise  # Ctrl-C while forking: the workers already started are ended first
        return None
    return PartWorkers(parts, processes, conns)


def _warm_up() -> None:
    """Work every part would repeat in each worker, done once before the fork."""
    with contextlib.suppress(Exception):
        from pnpkit.render.fonts import register_fonts

        register_fonts()

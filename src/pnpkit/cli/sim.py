"""What the simulators share: numbers as they print them (a decimal comma in Russian, a
point in English), a progress bar, and where their games run.

Games run in this process, in worker processes (``--jobs``) or on a Dask distributed
cluster (``--cluster``), the last two through a ``concurrent.futures.Executor``.
Work goes out in chunks of consecutive seeds (``fn(spec, first_seed, count)`` returns
one result per game); the results are gathered as chunks finish and returned sorted by
seed, so the same seeds give the same answer whatever ran them and in whatever order
they came back.
"""

from __future__ import annotations

import math
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from pnpkit.rules.numbers import NBSP
from pnpkit.rules.numbers import decimal as number


def percent(x: float, locale: str) -> str:
    """A share 0..1 as a percentage with one decimal."""
    return number(100 * x, locale, 1) + NBSP + "%"  # no line breaks between them


def count(words, key: str, n: int, locale: str) -> str:
    """``n`` with its word, from the simulator's ``counts.<key>`` (the locale's plural forms)."""
    from pnpkit.rules.messages import counted

    return counted(words, f"counts.{key}", n, locale)


def report_locale(locale: str | None, words) -> str:
    """The report's language: the one asked for (else the system's), if ``words`` has it."""
    from pnpkit.cli.common import fail
    from pnpkit.cli.language import command_language

    locale = command_language(locale, tuple(words))
    if locale not in words:
        fail(f"--locale must be ru or en (got '{locale}')")
    return locale


# -- the progress bar: rich, on stderr, and only when stderr is a terminal, so stdout (the
# report, the JSON) and logs stay clean

#: simulations shorter than this many games finish before a bar would be worth drawing
MIN_GAMES = 50


class SimProgress:
    """``with SimProgress(total, label) as advance: ... advance(n)``.  The bar starts on
    the first ``advance`` (after any worker processes have started), not on entry."""

    def __init__(self, total: int, label: str, *, enabled: bool | None = None,
                 console: Any = None) -> None:
        if enabled is None:
            enabled = total >= MIN_GAMES and sys.stderr.isatty()
        self.total, self.label, self.enabled = total, label, enabled
        self.console = console  # a rich Console; stderr's when None
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> SimProgress:
        return self

    def __call__(self, games: int) -> None:
        if not self.enabled:
            return
        if self._bar is None:
            from rich import progress as bar
            from rich.console import Console

            self._bar = bar.Progress(bar.TextColumn("{task.description}"), bar.BarColumn(),
                                     bar.MofNCompleteColumn(), bar.TimeElapsedColumn(), bar.TextColumn("ETA"),
                                     bar.TimeRemainingColumn(), console=self.console or Console(stderr=True),
                                     transient=True)
            self._bar.start()
            self._task = self._bar.add_task(self.label, total=self.total)
        self._bar.advance(self._task, games)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()


# -- where the games run

#: seconds to wait for a cluster's scheduler before giving up with a one-line error
CONNECT_TIMEOUT = 10
#: chunks a worker gets on average: enough to even out slow and fast games, few enough
#: that sending them costs nothing next to playing them
CHUNKS_PER_WORKER = 4
MAX_CHUNK = 25


class ClusterUnavailable(Exception):
    """--cluster was asked for but Dask distributed is missing or the scheduler does not answer."""


@dataclass(frozen=True)
class Chunk:
    spec: Any          # what the worker needs to rebuild the game (small and picklable)
    first: int         # seed of the first game
    count: int


def chunks(specs: Sequence[Any], first_seed: int, games: int, workers: int) -> list[Chunk]:
    """Every spec's games ``first_seed … first_seed + games - 1`` cut into chunks."""
    size = max(1, min(MAX_CHUNK, math.ceil(games * len(specs) / (workers * CHUNKS_PER_WORKER))))
    return [Chunk(spec, first_seed + start, min(size, games - start))
            for spec in specs for start in range(0, games, size)]


def _context():
    """Forked workers start at once and share the game this process already read; but
    forking a process that runs threads may deadlock a child, so then spawn."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


@contextmanager
def executor_for(jobs: int, cluster: str | None, tasks: int) -> Iterator[Executor | None]:
    """The executor for ``--jobs``/``--cluster``: a cluster's, a pool of at most
    ``min(jobs, tasks)`` processes, or None: this process alone (no worker to start)."""
    if cluster:
        with _cluster_executor(cluster) as executor:
            yield executor
        return
    workers = min(jobs, tasks)
    if workers <= 1:
        yield None
        return
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_context(), initializer=_quiet_worker)
    try:
        yield pool
    finally:  # on an error or Ctrl-C, chunks not started are dropped rather than played
        pool.shutdown(wait=True, cancel_futures=True)


def _quiet_worker() -> None:
    """Ctrl-C is the parent's to handle (it cancels the rest); a worker just finishes its chunk."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _cluster_executor(address: str) -> Iterator[Executor]:
    try:
        from distributed import Client
    except ImportError as exc:
        raise ClusterUnavailable("dask-missing") from exc
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterUnavailable(str(exc).splitlines()[0] if str(exc) else type(exc).__name__) from exc
    try:
        # the concurrent.futures face of the client: the same submit/Future as a process pool
        yield client.get_executor(pure=False)
    finally:
        client.close()


def run_chunks(executor: Executor | None, fn: Callable[[Any, int, int], list], work: Sequence[Chunk],
               progress: Callable[[int], None] | None = None) -> dict[Any, list]:
    """Every chunk through ``executor`` (None: here, one after another); per spec, the
    results of all its games by seed.  ``progress(n)`` is told of each finished chunk's games."""
    done: dict[Any, list] = {}

    def finished(chunk: Chunk, results: list) -> None:
        done.setdefault(chunk.spec, []).extend(results)
        if progress is not None:
            progress(len(results))

    if executor is None:
        for chunk in work:
            finished(chunk, fn(chunk.spec, chunk.first, chunk.count))
    else:
        futures = {executor.submit(fn, chunk.spec, chunk.first, chunk.count): chunk for chunk in work}
        try:
            for future in as_completed(futures):
                finished(futures[future], future.result())
        finally:  # an error in one chunk (or Ctrl-C) stops the others waiting to start
            for future in futures:
                future.cancel()
    for results in done.values():
        results.sort(key=lambda r: r.seed)
    return done

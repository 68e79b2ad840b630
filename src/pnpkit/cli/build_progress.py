"""Progress display for `pnpkit build`: a rich progress bar per part on a terminal,
plain one-line messages otherwise (CI logs), and the summary table.

Use::

    with BuildProgress() as progress:      # progress(part, done, total)
        report = run_kit(parts, ..., progress=progress)
    print_summary(report.parts, report.seconds)        # pnpkit.cli.build_summary
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import Any

from pnpkit.cli.plain import echo


class BuildProgress:
    def __init__(self, *, force_plain: bool | None = None, only: Sequence[str] = ()) -> None:
        plain = force_plain if force_plain is not None else not sys.stderr.isatty()
        self._plain = plain
        self._only = frozenset(only)  # --only: the other parts are left alone, not "unchanged"
        self._bars: Any = None
        self._tasks: dict[str, Any] = {}
        self._started: dict[str, float] = {}  # the parts announced, with when
        self._finished: set[str] = set()

    def __enter__(self) -> BuildProgress:
        return self

    def _start_bars(self) -> None:
        """The bars (and rich's refresh thread) start with the first event, not before:
        the pipeline forks its worker processes before it sends one (part_workers)."""
        if not self._plain and self._bars is None:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )

            self._bars = Progress(
                TextColumn("{task.description:<16}"), BarColumn(), MofNCompleteColumn(),
                TimeElapsedColumn(), console=Console(stderr=True), transient=False,
            )
            self._bars.start()

    def __exit__(self, *exc: object) -> None:
        if self._bars is not None:
            self._bars.stop()

    def __call__(self, part: str, done: int, total: int, seconds: float | None = None) -> None:
        """``seconds``: the part's own time when done (a worker's), else timed here."""
        self._start_bars()
        if self._bars is not None:
            task = self._tasks.get(part)
            if task is None:
                task = self._tasks[part] = self._bars.add_task(part, total=max(total, 1))
            self._bars.update(task, completed=done, total=max(total, 1))
            return
        now = time.perf_counter()
        if part not in self._started:
            self._started[part] = now
            if done < total:
                echo(f"{part}: started ({total} to do)", err=True)
        if done >= total and part not in self._finished:
            self._finished.add(part)
            if seconds is None:
                seconds = now - self._started[part]
            echo(f"{part}: {done}/{total} done in {seconds:.2f} s", err=True)

    def on_event(self, event: Any) -> None:
        """Pipeline events (pnpkit.render.pipeline.ProgressEvent): says when a part is
        skipped because nothing it depends on changed."""
        self._start_bars()
        if event.state == "skipped":
            if self._only and event.part not in self._only:
                return
            if self._bars is not None:
                task = self._bars.add_task(f"{event.part} (unchanged)", total=1)
                self._bars.update(task, completed=1)
            else:
                echo(f"{event.part}: unchanged, kept", err=True)
            return
        if event.state == "failed":
            if self._plain:
                echo(f"{event.part}: failed", err=True)
            return
        self(event.part, event.done, event.total, event.seconds if event.state == "done" else None)

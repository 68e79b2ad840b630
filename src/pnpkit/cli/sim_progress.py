"""A progress bar with the time left for long simulations: rich, on stderr, and only
when stderr is a terminal, so stdout (the report, the JSON) and logs stay clean."""

from __future__ import annotations

import sys
from typing import Any

#: runs shorter than this many games finish before a bar would be worth drawing
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
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self._bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                                 TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
                                 console=self.console or Console(stderr=True), transient=True)
            self._bar.start()
            self._task = self._bar.add_task(self.label, total=self.total)
        self._bar.advance(self._task, games)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()

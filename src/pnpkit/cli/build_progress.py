"""Progress display for `pnpkit build`: a rich progress bar per part on a terminal,
plain one-line messages otherwise (CI logs), and the summary table.

Use::

    with BuildProgress() as progress:      # progress(part, done, total)
        report = run_kit(parts, ..., progress=progress)
    print_summary(report.parts, report.seconds)
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path
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
            from rich import progress as bar
            from rich.console import Console

            self._bars = bar.Progress(bar.TextColumn("{task.description:<16}"), bar.BarColumn(),
                                      bar.MofNCompleteColumn(), bar.TimeElapsedColumn(),
                                      console=Console(stderr=True), transient=False)
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


def print_summary(parts: Sequence[Any], seconds: float) -> None:
    """A table of parts (name, status, files, pages, seconds) on stdout."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"Built in {seconds:.1f} s", title_justify="left")
    for column, justify in (("part", "left"), ("status", "left"), ("files", "left"),
                            ("pages", "right"), ("seconds", "right")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for p in parts:  # pipeline.PartReport: built, skipped, or kept (left out by --only)
        status = "not built" if p.status == "kept" and not p.files else p.status
        table.add_row(p.name, status, ", ".join(str(f) for f in p.files), str(p.pages),
                      f"{p.seconds:.2f}")
    Console().print(table)


def declared_parts(folder: Path) -> list[str]:
    """The part names game.yaml's kit: lists, read cheaply (for the order of a summary):
    game.yaml read as a game's head is, without the data model."""
    from pnpkit.model.kit import default_part, first_board
    from pnpkit.readers.game_yaml import read_head

    document = read_head(Path(folder) / "game.yaml", rules_too=False).document
    kit = document.get("kit") if isinstance(document, dict) else None
    kit = [dict(c) for c in kit if isinstance(c, dict)] if isinstance(kit, list) else []
    first = first_board(kit)
    return [str(c.get("part") or default_part(
        str(c.get("kind")), first, **{k: str(c.get(k) or "") for k in ("board", "deck", "of")}))
        for c in kit]


def print_unchanged(report: Any, folder: Path) -> None:
    """What `pnpkit build` prints for a kit that nothing changed: the table of its parts in
    build order and the line saying so."""
    order = {name: i for i, name in enumerate(declared_parts(folder))}
    print_summary(sorted(report.parts, key=lambda p: order.get(p.name, len(order))), report.seconds)
    sys.stdout.write(f"{report.out_dir}: unchanged since the last build\n")
    sys.stdout.flush()

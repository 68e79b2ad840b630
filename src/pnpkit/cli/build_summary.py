"""The summary table of `pnpkit build` and the kit's part names in build order."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any


def print_summary(parts: Sequence[Any], seconds: float) -> None:
    """A table of parts (name, status, files, pages, seconds) on stdout."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"Built in {seconds:.1f} s", title_justify="left")
    for column, justify in (("part", "left"), ("status", "left"), ("files", "left"),
                            ("pages", "right"), ("seconds", "right")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for p in parts:
        status = getattr(p, "status", "skipped" if getattr(p, "skipped", False) else "built")
        if status == "kept" and not p.files:  # left out by --only, with no earlier files
            status = "not built"
        table.add_row(p.name, status, ", ".join(str(f) for f in p.files), str(p.pages),
                      f"{p.seconds:.2f}")
    Console().print(table)


def game_yaml(folder: Path | str):
    """A folder's game.yaml as located containers (None when unusable), read as
    game_reader's read_game_head reads it, without the data model."""
    from pnpkit.model.diagnostics import Diagnostics
    from pnpkit.paths import display_path
    from pnpkit.readers.yaml_source import read_yaml

    path = Path(folder) / "game.yaml"
    return read_yaml(path, display_path(path), Diagnostics()) if path.is_file() else None


def declared_parts(folder: Path) -> list[str]:
    """The part names game.yaml's kit: lists, read cheaply (for the order of a summary)."""
    from pnpkit.model.kit import default_part, first_board

    document = game_yaml(folder)
    kit = document.get("kit") if isinstance(document, dict) else None
    kit = [dict(c) for c in kit if isinstance(c, dict)] if isinstance(kit, list) else []
    first = first_board(kit)
    return [str(c.get("part") or default_part(
        str(c.get("kind")), first, **{k: str(c.get(k) or "") for k in ("board", "deck", "of")}))
        for c in kit]


def print_unchanged(report: Any, folder: Path) -> None:
    """What `pnpkit build` prints for a kit that nothing changed: the table of its parts in
    build order and the line saying so."""
    import sys

    order = {name: i for i, name in enumerate(declared_parts(folder))}
    print_summary(sorted(report.parts, key=lambda p: order.get(p.name, len(order))), report.seconds)
    sys.stdout.write(f"{report.out_dir}: unchanged since the last build\n")
    sys.stdout.flush()

"""The files of a new game (``pnpkit new``), shipped in ``templates/scaffold/``."""

from __future__ import annotations

from pnpkit.paths import templates_root

SCAFFOLD = "scaffold"


def scaffold_files() -> dict[str, str]:
    """Relative path -> text of every scaffold file, in a stable order."""
    root = templates_root() / SCAFFOLD
    return {p.relative_to(root).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(root.rglob("*")) if p.is_file()}

"""The files of a new game (``pnpkit new``), shipped in ``templates/scaffold/``."""

from __future__ import annotations

from pnpkit.paths import templates_root

SCAFFOLD = "scaffold"


def scaffold_files() -> dict[str, str]:
    """Relative path -> text of every scaffold file, in a stable order."""
    root = templates_root() / SCAFFOLD
    return {p.relative_to(root).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(root.rglob("*")) if p.is_file()}


def scaffold_translations(locale: str) -> dict[str, str]:
    """Russian text -> ``locale`` text for the scaffold's strings ({} when none ship)."""
    from pnpkit.model.diagnostics import Diagnostics
    from pnpkit.readers.yaml_source import read_yaml

    path = templates_root() / f"{SCAFFOLD}.{locale}.yaml"
    if not path.is_file():
        return {}
    table = read_yaml(path, path.name, Diagnostics())
    if not isinstance(table, dict):
        return {}
    return {str(k): str(v) for k, v in table.items() if isinstance(v, str)}

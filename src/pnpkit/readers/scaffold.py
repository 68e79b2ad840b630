"""The files of a new game (``pnpkit new``), shipped in ``templates/scaffold/``."""

from __future__ import annotations

from pnpkit.paths import templates_root

SCAFFOLD = "scaffold"
#: the languages a new game can be written in (templates/scaffold/<locale>/)
SCAFFOLD_LOCALES = ("en", "ru")


def scaffold_files(locale: str = "ru") -> dict[str, str]:
    """Relative path -> text of every file of the scaffold written in ``locale``, in a
    stable order."""
    root = templates_root() / SCAFFOLD / locale
    return {p.relative_to(root).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(root.rglob("*")) if p.is_file()}


def scaffold_translations(locale: str, own: str = "ru") -> dict[str, str]:
    """The scaffold's text in ``own`` -> its text in ``locale`` ({} when none ship): the
    shipped table pairs the Russian scaffold's strings with the English one's."""
    if own == locale:
        return {}
    if own != "ru":
        return {v: k for k, v in scaffold_translations(own, "ru").items()} if locale == "ru" else {}
    from pnpkit.model.diagnostics import Diagnostics
    from pnpkit.readers.yaml_source import read_yaml

    path = templates_root() / f"{SCAFFOLD}.{locale}.yaml"
    if not path.is_file():
        return {}
    table = read_yaml(path, path.name, Diagnostics())
    if not isinstance(table, dict):
        return {}
    return {str(k): str(v) for k, v in table.items() if isinstance(v, str)}

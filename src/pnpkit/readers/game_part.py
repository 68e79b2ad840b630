"""A part of a game read for a command that uses only that part (``moves amber`` the
board, ``referee status`` the title), through the very steps of the whole read.

game.yaml is read first, as :func:`~pnpkit.readers.game_reader.load_game` reads it
(its ``game:`` section checked, the rules' schema found); then each file named, with
the same reader (``read_yaml``: the safe_files budgets, the game's value budget, libyaml
where PyYAML has it) and the same schema for that file.  References between
entities are left to the whole read (``pnpkit check``): the field an edge of the part
names may be defined in a file not read, so no part can tell a broken reference from
one into the rest of the game.  And a partial game
runs only the checks its caller names, those about the part it reads.
"""

from __future__ import annotations

from pathlib import Path

from pnpkit.model.diagnostics import Diagnostics, Source
from pnpkit.model.schema import Context
from pnpkit.paths import display_path
from pnpkit.readers.game_reader import (
    LoadResult,
    _build_game,
    _check_paths,
    path_problem,
    read_document,
)
from pnpkit.readers.game_yaml import folder_problem, read_head


def load_game_part(folder: Path | str, files: tuple[str, ...], checks: tuple = ()) -> LoadResult:
    """The game of ``folder`` holding only what game.yaml and ``files`` (paths relative
    to the folder) define; ``checks`` (functions of a game, as a rules extension's) run
    on it when it reads cleanly."""
    from pnpkit.readers.yaml_source import ReadBudget

    folder = Path(folder)
    diags = Diagnostics()
    if folder_problem(folder, diags):
        return LoadResult(None, diags)
    ctx = Context(diags=diags)
    budget = ReadBudget()
    head = read_head(folder / "game.yaml", ctx, budget)
    documents: list[tuple[Path, dict]] = []
    for path in (folder / "game.yaml", *(folder / name for name in files)):
        problem = path_problem(path, folder)
        if problem is not None:  # as the whole read's walk reports it
            code = "E203" if "outside" in problem[0] else "E001"
            diags.error(code, problem[0], Source(display_path(path)), problem[1])
            continue
        validated = read_document(path, head, ctx, budget)
        if validated is not None:
            documents.append((path, validated))
    _check_paths(ctx, folder)
    if head.info is None or not diags.ok:
        return LoadResult(None, diags)
    game = _build_game(head.info, documents, Source(display_path(head.path), 1, 1), diags)
    if not diags.ok:
        return LoadResult(None, diags)
    for check in checks:
        diags.extend(check(game))
    return LoadResult(game, diags)

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
from pnpkit.paths import display_path
from pnpkit.readers.game_reader import (
    LoadResult,
    path_problem,
    read_game,
)


def load_game_part(folder: Path | str, files: tuple[str, ...], checks: tuple = ()) -> LoadResult:
    """The game of ``folder`` holding only what game.yaml and ``files`` (paths relative
    to the folder) define; ``checks`` (functions of a game, as a rules extension's) run
    on it when it reads cleanly."""
    return read_game(folder, lambda folder, diags: _part_files(folder, files, diags),
                     lambda _head, game: (check(game) for check in checks), whole=False)


def _part_files(folder: Path, files: tuple[str, ...], diags: Diagnostics):
    for path in (folder / "game.yaml", *(folder / name for name in files)):
        problem = path_problem(path, folder)
        if problem is None:
            yield path
        else:  # as the whole read's walk reports it
            code = "E203" if "outside" in problem[0] else "E001"
            diags.error(code, problem[0], Source(display_path(path)), problem[1])

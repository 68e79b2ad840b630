"""A small game for the preview tests: `pnpkit new`'s folder with a deck of our own."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

HEADER = "number,name,kind,text,stats.strength\n"
ROWS = [
    "1,Wolf,monster,Roll a die: on 4 or more the wolf runs.,3",
    "2,Troll,monster,Pay a coin or step back.,5",
    "3,Clear day,event,Take another turn.,",
]


def new_game(folder: Path) -> Path:
    result = CliRunner().invoke(get_app(), ["new", str(folder), "--locale", "ru"])
    assert result.exit_code == 0, result.output
    write_rows(folder, ROWS)
    return folder


def write_rows(folder: Path, rows: list[str]) -> None:
    (folder / "cards.csv").write_text(HEADER + "\n".join(rows) + "\n", encoding="utf-8")

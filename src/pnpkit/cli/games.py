"""`pnpkit games`: the shipped games with their titles, locales and sizes."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import print_json


def games(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """List the shipped games."""
    from pnpkit.cli.common import installed_games
    from pnpkit.readers.game_cache import load_game_cached as load_game

    rows = []
    for game_id, folder in installed_games().items():
        result = load_game(folder)
        game = result.game
        if game is None:
            rows.append({"id": game_id, "title": "", "locales": [], "counts": {},
                         "ok": False, "errors": len(result.diagnostics.errors)})
            continue
        rows.append({"id": game.id, "title": game.title, "locales": list(game.locales),
                     "counts": game.counts(), "ok": result.diagnostics.ok, "errors": 0})
    if as_json:
        print_json(rows)
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(title="pnpkit games", title_justify="left")
    for column in ("id", "title", "locales", "fields", "cards", "characters", "items"):
        table.add_column(column, justify="right" if column in {"fields", "cards", "characters", "items"} else "left")
    for row in rows:
        counts = row["counts"]
        title = row["title"] if row["ok"] else f"[red]data has {row['errors']} error(s): run `pnpkit check {row['id']}`[/red]"
        table.add_row(row["id"], title, ", ".join(row["locales"]),
                      *(str(counts.get(k, 0)) for k in ("fields", "cards", "characters", "items")))
    Console().print(table)


def register(app: typer.Typer) -> None:
    app.command("games")(games)

"""`pnpkit games`: the shipped games with their titles, locales and sizes.

Declared once (:data:`GAMES`, read by the Typer command and by the Typer-free fast
path); :mod:`pnpkit.cli.games_list` reads the rows and draws the plain table, and rich
draws it where it would style it (a terminal) or lay it out otherwise.
"""

from __future__ import annotations

from pnpkit.cli.options import Command, Param


def _run(args: dict) -> str:
    from pnpkit.cli.games_list import games_output

    text = games_output(args["as_json"], args["locale"])
    if text is None:
        _rich_listing(args["locale"])
        return ""
    return text


GAMES = Command("List the shipped games.", (
    Param("as_json", bool, "Print JSON.", False, ("--json",)),
    Param("locale", str, "Language of the titles (default: the system's, from LC_ALL, "
          "LC_MESSAGES or LANG, where a game has it; else the game's own).", None, ("--locale",),
          optional=True)), _run)


def _rich_listing(locale: str | None = None) -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from pnpkit.cli.games_list import NUMBERS, installed_heads, layout, localized, rows_for

    console = Console()
    heads = installed_heads()
    columns = layout(max((len(game_id) for game_id in heads), default=2), console.width)
    rows = localized(rows_for(heads, columns), heads, locale)
    widest = max((len(row["id"]) for row in rows), default=2)
    if columns is None:  # narrower than any table: a line a game, the id first and whole
        for row in rows:
            title = row["title"] if row["ok"] else f"data has {row['errors']} error(s)"
            console.print(escape(row["id"]), highlight=False, soft_wrap=True)
            console.print(f"  {escape(title)} · {', '.join(row['locales'])}", highlight=False)
        return
    # the id is what the user types next: never cut, never wrapped; nor a header
    table = Table(title="pnpkit games", title_justify="left")
    table.add_column("id", no_wrap=True, min_width=widest)
    for column in columns:
        table.add_column(column, justify="right" if column in NUMBERS else "left",
                         min_width=len(column) if column in NUMBERS else 8)
    for row in rows:
        counts = row["counts"]
        title = row["title"] if row["ok"] else f"[red]data has {row['errors']} error(s): run `pnpkit check {row['id']}`[/red]"
        values = {"title": title, "locales": ", ".join(row["locales"]),
                  **{k: str(counts.get(k, 0)) for k in NUMBERS}}
        table.add_row(row["id"], *(values[c] for c in columns))
    console.print(table)


def register(app) -> None:
    from pnpkit.cli.options import typer_command

    app.command("games")(typer_command(GAMES, "games"))

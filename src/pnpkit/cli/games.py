"""`pnpkit games`: the shipped games with their titles, locales and sizes."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import print_json


def _title(game, folder, locale: str | None) -> str:
    """The game's title in ``locale``, else the user's language, else its own
    (pnpkit.cli.language); the title as written when the catalogue has none."""
    from pnpkit.cli.language import command_language, game_languages

    language = command_language(locale, game_languages(game))
    if language == game.default_locale or language not in game.locales:
        return game.title
    from pnpkit.i18n.translator import load_translator
    from pnpkit.readers.po_reader import PoReadError

    try:
        translator = load_translator(folder, language, own_locale=game.default_locale, marker="")
    except PoReadError:  # `pnpkit check` names the broken line; the list goes on
        return game.title
    return translator.text("game.title", game.title)


def games(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str | None, typer.Option(
        "--locale", help="Language of the titles (default: the system's, from LC_ALL, "
                         "LC_MESSAGES or LANG, where a game has it; else the game's own).")] = None,
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
        rows.append({"id": game.id, "title": _title(game, folder, locale), "locales": list(game.locales),
                     "counts": game.counts(), "ok": result.diagnostics.ok, "errors": 0})
    if as_json:
        print_json(rows)
        return
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    console = Console()
    widest = max((len(row["id"]) for row in rows), default=2)
    numbers = ("fields", "cards", "characters", "items")

    def table_of(columns: tuple[str, ...]) -> Table:
        # the id is what the user types next: never cut, never wrapped; nor a header
        table = Table(title="pnpkit games", title_justify="left")
        table.add_column("id", no_wrap=True, min_width=widest)
        for column in columns:
            table.add_column(column, justify="right" if column in numbers else "left",
                             min_width=len(column) if column in numbers else 8)
        for row in rows:
            counts = row["counts"]
            title = row["title"] if row["ok"] else f"[red]data has {row['errors']} error(s): run `pnpkit check {row['id']}`[/red]"
            values = {"title": title, "locales": ", ".join(row["locales"]),
                      **{k: str(counts.get(k, 0)) for k in numbers}}
            table.add_row(row["id"], *(values[c] for c in columns))
        return table

    for columns in (("title", "locales", *numbers), ("title", "locales")):
        # the narrowest the table lays out: each column's least width, its padding and rules
        least = widest + sum(len(c) if c in numbers else 8 for c in columns)
        if least + 3 * (len(columns) + 1) + 1 < console.width:
            console.print(table_of(columns))
            return
    # narrower than any table: a line a game, the id first and whole
    for row in rows:
        title = row["title"] if row["ok"] else f"data has {row['errors']} error(s)"
        console.print(escape(row["id"]), highlight=False, soft_wrap=True)
        console.print(f"  {escape(title)} · {', '.join(row['locales'])}", highlight=False)


def register(app: typer.Typer) -> None:
    app.command("games")(games)

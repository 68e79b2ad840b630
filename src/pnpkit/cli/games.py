"""`pnpkit games`: the shipped games with their titles, locales and sizes, without Typer
or rich, declared once (:data:`GAMES`, read by the Typer command and by the Typer-free
fast path).

One listing at every width, drawn here in aligned columns (as `pip list` does): the id
first and whole, then as many of title, locales and the counts as the terminal holds.
The title and locales come from each game's head (its game.yaml's ``game:`` section,
:mod:`pnpkit.readers.game_yaml`); the counts, and ``--json``, need every file, read as
`pnpkit check` reads them (about five times the listing's time), so they are shown only
on a terminal of :data:`COUNTS_FROM` columns or more where they fit: a pipe and an
80-column terminal get the quick listing, as they did when rich drew it.  Text from a
game folder is printed as written, its control characters escaped.
"""

from __future__ import annotations

import shutil

from pnpkit.cli.options import Command, Param, typer_command
from pnpkit.cli.plain import EXIT_ERRORS, CommandError, json_text, visible

NUMBERS = ("fields", "cards", "characters", "items")
#: the columns after the id, the most the width holds first
LAYOUTS = (("title", "locales", *NUMBERS), ("title", "locales"), ("title",), ())
GAP = "  "
COUNTS_FROM = 100  # columns


def installed_heads() -> dict:
    from pnpkit.readers.game_yaml import DuplicateGameId, installed_heads

    try:
        return installed_heads()
    except DuplicateGameId as exc:
        raise CommandError(str(exc), EXIT_ERRORS, "give one of them another id in its game.yaml") from None


def full_rows(heads: dict) -> list[dict]:
    """Every game read whole: its counts, and whether any of its files has an error."""
    from pnpkit.readers.game_cache import load_game_cached as load_game

    rows = []
    for game_id, (folder, _) in heads.items():
        result = load_game(folder)
        game = result.game
        if game is None:
            rows.append({"id": game_id, "title": "", "locales": [], "counts": {},
                         "ok": False, "errors": len(result.diagnostics.errors)})
            continue
        rows.append({"id": game.id, "title": game.title, "locales": list(game.locales),
                     "counts": game.counts(), "ok": result.diagnostics.ok, "errors": 0})
    return rows


def head_rows(heads: dict) -> list[dict]:
    """Every game by its head alone (title, locales; errors of the head)."""
    rows = []
    for game_id, (_, head) in heads.items():
        info = head.checked
        if info is None:
            rows.append({"id": game_id, "title": "", "locales": [], "counts": {}, "ok": False,
                         "errors": head.errors})
        else:
            rows.append({"id": info["id"], "title": info["title"], "locales": list(info["locales"]),
                         "counts": {}, "ok": True, "errors": 0})
    return rows


def localized(rows: list[dict], heads: dict, locale: str | None) -> list[dict]:
    """The rows with each title in ``locale``, else the user's language where the game
    has it, else its own (pnpkit.cli.language); a title its catalogue lacks as written."""
    from pnpkit.cli.language import command_language, head_languages

    out = []
    for row in rows:
        folder, head = heads.get(row["id"], (None, None))
        info = head.checked if head is not None else None
        if row["ok"] and info is not None and head_languages(info):
            language = command_language(locale, head_languages(info))
            if language != info["default_locale"] and language in info["locales"]:
                row = {**row, "title": _title_in(folder, language, info["default_locale"], row["title"])}
        out.append(row)
    return out


def _title_in(folder, language: str, own: str, title: str) -> str:
    from pnpkit.i18n.translator import load_translator
    from pnpkit.readers.po_reader import PoReadError

    try:
        translator = load_translator(folder, language, own_locale=own, marker="")
    except PoReadError:  # `pnpkit check` names the broken line; the list goes on
        return title
    return translator.text("game.title", title)


def _cells(row: dict, columns: tuple[str, ...]) -> list[str]:
    counts = row["counts"]
    title = row["title"] if row["ok"] else f"data has {row['errors']} error(s): run `pnpkit check {row['id']}`"
    values = {"title": title, "locales": ", ".join(row["locales"]), **{k: str(counts.get(k, 0)) for k in NUMBERS}}
    return [visible(text) for text in (row["id"], *(values[c] for c in columns))]


def table(rows: list[dict], columns: tuple[str, ...]) -> list[str]:
    """The lines of the table: a head, a rule, a row a game; numbers to the right."""
    headers = ["id", *columns]
    body = [_cells(row, columns) for row in rows]
    sizes = [max(len(cells[i]) for cells in (headers, *body)) for i in range(len(headers))]

    def line(cells: list[str]) -> str:
        return GAP.join(cell.rjust(size) if name in NUMBERS else cell.ljust(size)
                        for cell, size, name in zip(cells, sizes, headers, strict=True)).rstrip()

    return [line(headers), GAP.join("-" * size for size in sizes), *(line(cells) for cells in body)]


def _fits(lines: list[str], width: int) -> bool:
    return all(len(line) <= width for line in lines)


def listing(heads: dict, width: int, locale: str | None = None) -> str:
    """The table with the most columns that fits ``width`` (the id alone when none does).
    The counts' columns are tried with the heads' rows first (a count as wide as its
    head): every file is read only when the table with them may fit."""
    rows = localized(head_rows(heads), heads, locale)
    for columns in LAYOUTS[:-1] if width >= COUNTS_FROM else LAYOUTS[1:-1]:
        lines = table(rows, columns)
        if NUMBERS[0] in columns and _fits(lines, width):
            lines = table(localized(full_rows(heads), heads, locale), columns)
        if _fits(lines, width):
            break
    else:
        lines = table(rows, LAYOUTS[-1])
    return "".join(line + "\n" for line in lines)


def games_output(as_json: bool, locale: str | None = None) -> str:
    """What `pnpkit games` prints, the titles in ``locale`` (see :func:`localized`)."""
    heads = installed_heads()
    if as_json:
        return json_text(localized(full_rows(heads), heads, locale))
    return listing(heads, shutil.get_terminal_size().columns, locale)


GAMES = Command("List the shipped games.", (
    Param("as_json", bool, "Print JSON.", False, ("--json",)),
    Param("locale", str, "Language of the titles (default: the system's, from LC_ALL, "
          "LC_MESSAGES or LANG, where a game has it; else the game's own).", None, ("--locale",),
          optional=True, metavar="LOCALE")), lambda args: games_output(args["as_json"], args["locale"]))


def register(app) -> None:
    from pnpkit.cli.help_style import PlainCommand

    app.command("games", cls=PlainCommand)(typer_command(GAMES, "games"))

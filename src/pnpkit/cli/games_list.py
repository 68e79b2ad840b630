"""`pnpkit games` without Typer or rich: the rows it lists and their plain-text table.

One listing at every width, drawn here in aligned columns (as `pip list` does): the id
first and whole, then as many of title, locales and the counts as the terminal holds.
The title and locales come from each game's head (its game.yaml's ``game:`` section,
:mod:`pnpkit.readers.game_head`); the counts, and ``--json``, need every file, read as
`pnpkit check` reads them (about five times the listing's time), so they are shown only
on a terminal of :data:`COUNTS_FROM` columns or more where they fit: a pipe and an
80-column terminal get the quick listing, as they did when rich drew it.  Text from a
game folder is printed as written, its control characters escaped.
"""

from __future__ import annotations

import shutil

from pnpkit.cli.plain import EXIT_ERRORS, CommandError, json_text

NUMBERS = ("fields", "cards", "characters", "items")
#: the columns after the id, the most the width holds first
LAYOUTS = (("title", "locales", *NUMBERS), ("title", "locales"), ("title",), ())
GAP = "  "
COUNTS_FROM = 100  # columns


def installed_heads() -> dict:
    from pnpkit.readers.game_index import DuplicateGameId, installed_heads

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
        info = head.info
        if info is None:
            rows.append({"id": game_id, "title": "", "locales": [], "counts": {}, "ok": False,
                         "errors": head.errors})
        else:
            rows.append({"id": info["id"], "title": info["title"], "locales": list(info["locales"]),
                         "counts": {}, "ok": True, "errors": 0})
    return rows


def _escaped(text: str) -> str:
    """``text`` with its control characters written as escapes: a game folder's title
    cannot move the cursor, clear the screen or break a row."""
    return "".join(f"\\x{ord(ch):02x}" if ch < " " or "\x7f" <= ch <= "\x9f" else
                   f"\\u{ord(ch):04x}" if ch in "\u2028\u2029" else ch for ch in text)


def _cells(row: dict, columns: tuple[str, ...]) -> list[str]:
    counts = row["counts"]
    title = row["title"] if row["ok"] else f"data has {row['errors']} error(s): run `pnpkit check {row['id']}`"
    values = {"title": title, "locales": ", ".join(row["locales"]), **{k: str(counts.get(k, 0)) for k in NUMBERS}}
    return [_escaped(text) for text in (row["id"], *(values[c] for c in columns))]


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


def listing(heads: dict, width: int) -> str:
    """The table with the most columns that fits ``width`` (the id alone when none does).
    The counts' columns are tried with the heads' rows first (a count as wide as its
    head): every file is read only when the table with them may fit."""
    rows = head_rows(heads)
    for columns in LAYOUTS[:-1] if width >= COUNTS_FROM else LAYOUTS[1:-1]:
        lines = table(rows, columns)
        if NUMBERS[0] in columns and _fits(lines, width):
            lines = table(full_rows(heads), columns)
        if _fits(lines, width):
            break
    else:
        lines = table(rows, LAYOUTS[-1])
    return "".join(line + "\n" for line in lines)


def games_output(as_json: bool) -> str:
    """What `pnpkit games` prints."""
    heads = installed_heads()
    if as_json:
        return json_text(full_rows(heads))
    return listing(heads, shutil.get_terminal_size().columns)

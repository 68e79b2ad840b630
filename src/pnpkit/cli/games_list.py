"""`pnpkit games` without Typer or rich: the rows it lists and their plain-text table.

The listing reads only what it prints: the narrow table and the line-a-game list show
each game's head (its game.yaml's ``game:`` section, :mod:`pnpkit.readers.game_head`);
the counts of the wide table and of ``--json`` need every file, read as `pnpkit check`
reads them.  The table is drawn here in rich's layout, with rich's bold head and
italic title on a terminal; anything else — a table rich would squeeze, text rich would
read as markup, an error rich paints red — is left to rich (None).
"""

from __future__ import annotations

import os
import sys

from pnpkit.cli.plain import EXIT_ERRORS, CommandError, json_text

NUMBERS = ("fields", "cards", "characters", "items")
#: the tables the listing tries, widest first
LAYOUTS = (("title", "locales", *NUMBERS), ("title", "locales"))


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


def localized(rows: list[dict], heads: dict, locale: str | None) -> list[dict]:
    """The rows with each title in ``locale``, else the user's language where the game
    has it, else its own (pnpkit.cli.language); a title its catalogue lacks as written."""
    from pnpkit.cli.language import command_language, head_languages

    out = []
    for row in rows:
        folder, head = heads.get(row["id"], (None, None))
        info = head.info if head is not None else None
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


def layout(widest: int, width: int) -> tuple[str, ...] | None:
    """The columns of the widest table that fits ``width``; None: a line a game."""
    for columns in LAYOUTS:
        # the narrowest the table lays out: each column's least width, its padding and rules
        least = widest + sum(len(c) if c in NUMBERS else 8 for c in columns)
        if least + 3 * (len(columns) + 1) + 1 < width:
            return columns
    return None


def rows_for(heads: dict, columns: tuple[str, ...] | None) -> list[dict]:
    return full_rows(heads) if columns and NUMBERS[0] in columns else head_rows(heads)


def console() -> tuple[int, bool] | None:
    """The width rich's Console gives the page and whether it styles it (a terminal but
    a dumb one), or None when it would read the width in a way not followed here."""
    env = os.environ
    compatible = env.get("TTY_COMPATIBLE", "")
    if compatible in ("0", "1"):
        terminal = compatible == "1"
    elif "FORCE_COLOR" in env:
        terminal = env["FORCE_COLOR"] != ""
    else:
        try:
            terminal = sys.stdout.isatty()
        except (AttributeError, ValueError):
            terminal = False
    dumb = terminal and env.get("TERM", "").lower() in ("dumb", "unknown")
    styled = terminal and not dumb
    columns, lines = env.get("COLUMNS"), env.get("LINES")
    if columns is not None and columns.isdigit():
        if dumb and not (lines is not None and lines.isdigit()):
            return 80, styled
        return (int(columns), styled) if int(columns) else None
    if dumb:
        return 80, styled
    width = 0
    for fd in (0, 1, 2):
        try:
            width = os.get_terminal_size(fd).columns
        except (AttributeError, ValueError, OSError):
            continue
        break
    return width or 80, styled


def _simple(text: str) -> bool:
    """Text rich shows as written, one cell a character: no markup, emoji codes, control
    or wide characters, nothing for it to wrap or strip."""
    return (text == text.strip() and "  " not in text and "[" not in text and text.count(":") < 2
            and all(" " <= ch < "\x7f" or "\xa0" <= ch < "\u0300" or "\u0400" <= ch < "\u0483"
                    or "\u048a" <= ch < "\u0530" or "\u2010" <= ch < "\u2028" for ch in text))


def _cell_values(row: dict, columns: tuple[str, ...]) -> list[str]:
    counts = row["counts"]
    title = row["title"] if row["ok"] else f"data has {row['errors']} error(s): run `pnpkit check {row['id']}`"
    values = {"title": title, "locales": ", ".join(row["locales"]), **{k: str(counts.get(k, 0)) for k in NUMBERS}}
    return [row["id"], *(values[c] for c in columns)]


BOLD, ITALIC, PLAIN = "\x1b[1m", "\x1b[3m", "\x1b[0m"


def plain_table(rows: list[dict], columns: tuple[str, ...], widest: int, width: int,
                styled: bool = False) -> str | None:
    """The table as rich draws it (heavy head, the title above on the left; with
    ``styled``, the title in italics and the head in bold) when it fits ``width`` at its
    natural size; None otherwise."""
    headers = ["id", *columns]
    body = [_cell_values(row, columns) for row in rows]
    if not all(_simple(cell) for cells in body for cell in cells):
        return None
    if styled and not all(row["ok"] for row in rows):
        return None  # rich paints the error red
    least = [widest, *(len(c) if c in NUMBERS else 8 for c in columns)]
    sizes = [max(least[i], len(headers[i]), *(len(cells[i]) for cells in body)) for i in range(len(headers))]
    total = sum(sizes) + 3 * len(sizes) + 1
    if total > width:
        return None
    right = [name in NUMBERS for name in headers]

    if styled and any(r and len(h) != n for h, n, r in zip(headers, sizes, right, strict=True)):
        return None  # a right-justified head with room to spare: not drawn here

    def line(left: str, middle: str, end: str, cells: list[str], bold: bool = False) -> str:
        parts = [f"{c:>{n}}" if r else f"{c:<{n}}" for c, n, r in zip(cells, sizes, right, strict=True)]
        if bold:
            return left + middle.join(f"{BOLD} {PLAIN}{BOLD}{p}{PLAIN}{BOLD} {PLAIN}" for p in parts) + end
        return left + middle.join(f" {p} " for p in parts) + end

    def rule(left: str, fill: str, middle: str, end: str) -> str:
        return left + middle.join(fill * (n + 2) for n in sizes) + end

    title = f"{'pnpkit games':<{total}}"
    lines = [f"{ITALIC}{title}{PLAIN}" if styled else title, rule("┏", "━", "┳", "┓"),
             line("┃", "┃", "┃", headers, styled),
             rule("┡", "━", "╇", "┩"), *(line("│", "│", "│", cells) for cells in body),
             rule("└", "─", "┴", "┘")]
    return "\n".join(lines) + "\n"


def plain_lines(rows: list[dict], width: int) -> str | None:
    """A line a game, the id first and whole, then its title and locales; None when a
    line would wrap (rich wraps it) or rich would read it otherwise."""
    lines = []
    for row in rows:
        title = row["title"] if row["ok"] else f"data has {row['errors']} error(s)"
        second = f"  {title} · {', '.join(row['locales'])}"
        if not (_simple(row["id"]) and _simple(second.strip())) or len(second) > width:
            return None
        lines += [row["id"], second]
    return "".join(line + "\n" for line in lines)


def games_output(as_json: bool, locale: str | None = None) -> str | None:
    """What `pnpkit games` prints, or None when rich must print it."""
    heads = installed_heads()
    if as_json:
        return json_text(localized(full_rows(heads), heads, locale))
    found = console()
    if found is None:
        return None
    width, styled = found
    widest = max((len(game_id) for game_id in heads), default=2)
    columns = layout(widest, width)
    rows = localized(rows_for(heads, columns), heads, locale)
    if columns is None:
        return plain_lines(rows, width)
    return plain_table(rows, columns, max((len(row["id"]) for row in rows), default=2), width, styled)

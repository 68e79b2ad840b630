"""Cards from a spreadsheet: a deck's ``cards: cards.csv`` read into card data.

The file is UTF-8 (a byte-order mark from a spreadsheet program is fine) with a header
row; each column is a card field (``number``, ``name``, ``kind``, ``text``, ``id``,
``origin``, ``image``, ``picture``), ``stats.NAME`` a stat and ``attrs.NAME`` an attribute.  A
semicolon-separated file (what a spreadsheet saves in many locales) is read as well.
Cells are text; a column whose schema wants a number gets one when the cell holds
digits.  Every problem is one diagnostic at ``file.csv:LINE:COLUMN`` (the column
counted in cells, as a spreadsheet numbers them) naming the column.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path
from typing import Any

from pnpkit.model.diagnostics import Diagnostics, Source, did_you_mean
from pnpkit.model.schema import (
    INVALID,
    AnyValue,
    Bool,
    Context,
    Int,
    Map,
    MapOf,
    Number,
    Schema,
    SourcedDict,
)

MAX_CSV_BYTES = 4 * 1024 * 1024
MAX_ROWS = 20_000
#: card fields a column may fill (``deck`` is the deck's own; ``effects`` needs YAML)
CARD_COLUMNS = ("id", "number", "kind", "name", "text", "origin", "image", "picture")
_INT = re.compile(r"^[+-]?\d{1,9}$")
_WHOLE = re.compile(r"^[+-]?\d{1,4000}$")  # int() reads up to 4,300 digits
_NUMBER = re.compile(r"^[+-]?\d{1,9}([.,]\d{1,6})?$")


def _decoded(path: Path, shown: str, diags: Diagnostics) -> str | None:
    from pnpkit.readers.safe_files import UnsafeFile, checked, read_bytes

    try:
        size = checked(path).st_size  # before a byte is read: a sparse 4 GB file is refused
        if size <= MAX_CSV_BYTES:
            data = read_bytes(path, MAX_CSV_BYTES)
    except UnsafeFile as exc:
        diags.error("E001", exc.reason, Source(shown))
        return None
    except OSError as exc:
        diags.error("E001", f"cannot read the file: {exc.strerror or exc}", Source(shown))
        return None
    if size > MAX_CSV_BYTES:
        diags.error("E004", f"the file is {size // 1024} KiB; a card table may have at most "
                    f"{MAX_CSV_BYTES // 1024 // 1024} MiB", Source(shown))
        return None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        diags.error("E002", "the file is not UTF-8 text", Source(shown, line, 1),
                    "save the spreadsheet as 'CSV UTF-8'")
        return None


def _delimiter(header_line: str) -> str:
    """The header's separator: a comma, or a semicolon (a spreadsheet in a locale whose
    decimal point is a comma) or a tab (a table saved as tab-separated text, or pasted),
    whichever it holds most of."""
    counts = {sep: header_line.count(sep) for sep in (",", ";", "\t")}
    best = max(counts, key=lambda sep: counts[sep])
    return best if counts[best] > counts[","] else ","


def _column_name(header: str) -> str:
    """A header cell as a column name: the card fields and the stats./attrs. prefixes in
    any case ('Name', 'NUMBER', 'Stats.strength': spreadsheets capitalise headings); the
    name after the prefix as written."""
    name = header.strip()
    lower = name.lower()
    if lower in CARD_COLUMNS:
        return lower
    for prefix in ("stats.", "attrs."):
        if lower.startswith(prefix):
            return prefix + name[len(prefix):]
    return name


def _cell_value(text: str, schema: Schema | None) -> Any:
    """A cell's text as the value its schema expects (numbers stay text when they are
    not numbers, so the schema reports them)."""
    text = text.strip()
    if isinstance(schema, Int) and _WHOLE.match(text):
        return int(text)  # any whole number (the schema then says when it is out of range)
    # "7.0" as a spreadsheet may write a whole number too; "1.5" for an Int is a number
    # the schema refuses as such (Int is a Number)
    if isinstance(schema, Number) and _NUMBER.match(text):
        value = float(text.replace(",", "."))
        return int(value) if value.is_integer() else value
    if isinstance(schema, Bool) and text.lower() in ("true", "false"):
        return text.lower() == "true"
    if schema is None or isinstance(schema, AnyValue):
        # free values: a number written the way a number prints is a number; "007" or
        # "+3" keep the digits the designer typed
        return int(text) if _INT.match(text) and str(int(text)) == text else text
    return text


def _sub_schema(schema: Schema, name: str) -> Schema | None:
    """The schema of one entry of a stats/attrs mapping (None: no such entry)."""
    if isinstance(schema, Map):
        return schema.fields.get(name)
    if isinstance(schema, MapOf):
        return schema.value
    return None


def read_card_table(path: Path, shown: str, deck_id: str, card_schema: Map,
                    ctx: Context) -> list[dict]:
    """The cards of ``path`` validated with ``card_schema`` (each a SourcedDict at its
    line), every problem reported into ``ctx``.  Rows with errors are left out."""
    text = _decoded(path, shown, ctx.diags)
    if text is None:
        return []
    first = text.split("\n", 1)[0]
    delimiter = _delimiter(first)
    rows = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        header = next(rows, None)
    except csv.Error as exc:
        ctx.error("E002", f"the header row cannot be read: {exc}", Source(shown, 1, 1))
        return []
    if not header or not any(h.strip() for h in header):
        ctx.error("E102", "the file has no header row", Source(shown, 1, 1),
                  "the first line names the columns: number,name,kind,text")
        return []
    columns = [_column_name(h) for h in header]
    if not _header_ok(columns, shown, ctx):
        return []
    stats_schema = card_schema.fields["stats"]
    attrs_schema = card_schema.fields["attrs"]
    cards: list[dict] = []
    line = 1
    while True:
        start = line + 1
        try:
            cells = next(rows)
        except StopIteration:
            break
        except csv.Error as exc:
            _unreadable_row(exc, text, start, rows.line_num, delimiter, shown, ctx)
            break
        line = rows.line_num
        if not any(c.strip() for c in cells):
            continue
        if len(cards) >= MAX_ROWS:
            ctx.error("E004", f"more than {MAX_ROWS} cards in one table", Source(shown, start, 1))
            break
        if len(cells) > len(columns):
            ctx.error("E104", f"the row has {len(cells)} cells, the header names {len(columns)} "
                      "columns", Source(shown, start, len(columns) + 1),
                      "a cell holding a comma needs quotes: \"like, this\"")
            continue
        card = _row(cells, columns, start, shown, deck_id, card_schema, stats_schema,
                    attrs_schema, ctx)
        if card is not None:
            cards.append(card)
    return cards


def _unreadable_row(exc: csv.Error, text: str, start: int, stopped: int, delimiter: str,
                    shown: str, ctx: Context) -> None:
    """A row the csv module cannot read, at the line the row starts on (the reader stops
    where it notices, often many lines after a quote left open), at the cell whose quote
    opened there."""
    lines = text.split("\n")
    row = lines[start - 1] if start - 1 < len(lines) else ""
    column = row[:row.index('"')].count(delimiter) + 1 if '"' in row else 1
    reason = str(exc)
    if "field larger than field limit" in reason:
        reason = f"a cell is longer than {csv.field_size_limit():,} characters"
    if stopped > start:
        reason += f" (the row runs on to line {stopped})"
    ctx.error("E002", f"the row cannot be read: {reason}", Source(shown, start, column),
              "a quoted cell must end with a closing quote, and a quote inside it is written "
              'twice: "say ""hello"""')


def _header_ok(columns: list[str], shown: str, ctx: Context) -> bool:
    ok = True
    seen: dict[str, int] = {}
    allowed = list(CARD_COLUMNS) + ["stats.NAME", "attrs.NAME"]
    for i, name in enumerate(columns, 1):
        where = Source(shown, 1, i)
        prefix, dot, rest = name.partition(".")
        if name in seen:
            ctx.error("E201", f"column '{name}' appears twice (columns {seen[name]} and {i})", where)
            ok = False
        elif not name:
            ctx.error("E102", f"column {i} has no name in the header row", where)
            ok = False
        elif not (name in CARD_COLUMNS or (dot and rest and prefix in ("stats", "attrs"))):
            ctx.error("E101", f"unknown column '{name}'", where,
                      did_you_mean(name, CARD_COLUMNS) or "columns: " + ", ".join(allowed))
            ok = False
        seen.setdefault(name, i)
    for required in ("number", "name", "kind"):
        if required not in columns:
            ctx.error("E102", f"the header has no column '{required}'", Source(shown, 1, 1),
                      "the columns a card needs: number, name, kind (and text, stats.NAME …)")
            ok = False
    return ok


def _row(cells: list[str], columns: list[str], line: int, shown: str, deck_id: str,
         card_schema: Map, stats_schema: Schema, attrs_schema: Schema,
         ctx: Context) -> dict | None:
    errors_before = len(ctx.diags.items)
    card = SourcedDict()
    card.source = Source(shown, line, 1)
    card.value_sources = {}
    stats: dict[str, Any] = {}
    attrs: dict[str, Any] = {}
    for i, name in enumerate(columns):
        raw = cells[i] if i < len(cells) else ""
        if not raw.strip():
            if name in ("number", "name", "kind"):
                ctx.error("E102", f"column '{name}': the cell is empty (every card needs one)",
                          Source(shown, line, i + 1))
            continue
        where = Source(shown, line, i + 1)
        path = f"column '{name}'"
        prefix, dot, rest = name.partition(".")
        if dot and prefix in ("stats", "attrs"):
            group, holder = (stats_schema, stats) if prefix == "stats" else (attrs_schema, attrs)
            schema = _sub_schema(group, rest)
            if schema is None:
                known = list(group.fields) if isinstance(group, Map) else []
                ctx.error("E101", f"{path}: unknown {prefix[:-1] if prefix == 'stats' else 'attr'} "
                          f"'{rest}'", where, did_you_mean(rest, known))
                continue
            value = schema.validate(_cell_value(raw, schema), where, ctx, path)
            if value is not INVALID:
                holder[rest] = value
            continue
        schema = card_schema.fields[name]
        value = schema.validate(_cell_value(raw, schema), where, ctx, path)
        if value is not INVALID:
            card[name] = value
            card.value_sources[name] = where
    if len(ctx.diags.items) > errors_before:
        return None
    if "id" not in card:
        card_id = f"{deck_id}.{card['number']}"
        card["id"] = card_schema.fields["id"].validate(card_id, card.source, ctx, "column 'id'")
    card["deck"] = deck_id
    for name, schema, values in (("stats", stats_schema, stats), ("attrs", attrs_schema, attrs)):
        if values:  # the whole mapping checked once more (a schema may need keys together)
            card[name] = schema.validate(dict(values), card.source, ctx, f"columns '{name}.*'")
    if len(ctx.diags.items) > errors_before:
        return None
    return card

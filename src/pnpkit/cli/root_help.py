"""`pnpkit` and `pnpkit --help` without Typer: the root help printed from the command
table (pnpkit.cli.commands) in the layout Click gives it.

Click lays the page out for the terminal's width; from 80 columns on its width is
fixed (78) and no line of this page wraps, so this module prints only there and leaves
a narrower terminal to Typer (None).  tests/cli/test_command_table.py compares the
two pages and keeps a golden file of this one.
"""

from __future__ import annotations

import os
import sys

from pnpkit.cli.commands import APP_HELP, COMMANDS, GROUPS

WIDTH = 78  # Click's help width on a terminal of 80 columns or more


def _columns() -> int:
    """The terminal's columns as Click asks for them (shutil.get_terminal_size)."""
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
        columns = columns or 80
    return columns


def short_help(text: str, limit: int) -> str:
    """A summary cut to ``limit`` characters as Click cuts it: at a sentence's end
    whole, else whole words and ``...``."""
    words = text.split()
    total = 0
    for i, word in enumerate(words):
        total += len(word) + (i > 0)
        if total > limit:
            break
        if word[-1] == ".":
            return " ".join(words[: i + 1])
        if total == limit and i != len(words) - 1:
            break
    else:
        return " ".join(words)
    total += len("...")
    while i > 0:
        total -= len(words[i]) + (i > 0)
        if total <= limit:
            break
        i -= 1
    return " ".join(words[:i]) + "..."


def page() -> str | None:
    """The root help, or None when Click would lay it out otherwise (a narrow terminal)."""
    if _columns() < WIDTH + 2 or len(APP_HELP) > WIDTH - 2:
        return None
    rows = [(name, summary) for name, summary, _ in (*COMMANDS, *GROUPS)]
    widest = max(len(name) for name, _ in rows)
    if widest > 30:
        return None
    limit = WIDTH - 6 - widest
    lines = ["Usage: pnpkit [OPTIONS] COMMAND [ARGS]...", "", f"  {APP_HELP}", "", "Options:",
             "  --help  Show this message and exit.", "", "Commands:"]
    lines += [f"  {name:<{widest + 2}}{short_help(summary, limit)}" for name, summary in rows]
    return "\n".join(lines) + "\n"


def answer(args: list[str]) -> int | None:
    """Print the root help for ``pnpkit --help`` (stdout, exit 0) or a bare ``pnpkit``
    (stderr, exit 2, as Click's no-arguments help); None to leave it to Typer."""
    text = page() if args in ([], ["--help"]) else None
    if text is None:
        return None
    stream = sys.stdout if args else sys.stderr
    stream.write(text)
    stream.flush()
    return 0 if args else 2

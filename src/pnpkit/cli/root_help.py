"""`pnpkit` and `pnpkit --help`: the root help, printed from the command table
(:mod:`pnpkit.cli.commands`) at every terminal width, without Typer.

A plain page in the way of `git`/`pip` help: a usage line, what pnpkit is, the commands
with their summaries wrapped to the terminal, and where a command's own help is.  Typer
prints only the commands' own pages (`pnpkit COMMAND --help`).
"""

from __future__ import annotations

import shutil
import sys
import textwrap

from pnpkit.cli.commands import APP_HELP, COMMANDS, GROUPS

NARROWEST = 40  # below this a summary column would hold a word or two a line


def _wrap(text: str, width: int) -> list[str]:
    # an option (--exact) or a path is never split across lines
    return textwrap.wrap(text, width, break_on_hyphens=False, break_long_words=False)


def page(width: int) -> str:
    """The root help laid out for a terminal of ``width`` columns."""
    width = max(width, NARROWEST)
    rows = [(name, summary) for name, summary, _ in (*COMMANDS, *GROUPS)]
    indent = 2 + max(len(name) for name, _ in rows) + 2
    lines = ["Usage: pnpkit COMMAND [ARGS]...", "", *_wrap(APP_HELP, width), "", "Commands:"]
    for name, summary in rows:
        wrapped = _wrap(summary, width - indent) or [""]
        lines.append(f"  {name.ljust(indent - 2)}{wrapped[0]}")
        lines += [" " * indent + more for more in wrapped[1:]]
    lines += ["", *_wrap("Run 'pnpkit COMMAND --help' for a command's options and arguments.", width)]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def answer(args: list[str]) -> int:
    """Print the root help: for ``pnpkit --help`` on stdout (exit 0), for a bare ``pnpkit``
    on stderr (exit 2: a command was expected)."""
    stream = sys.stdout if args else sys.stderr
    stream.write(page(shutil.get_terminal_size().columns))
    stream.flush()
    return 0 if args else 2

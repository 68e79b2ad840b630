"""What commands print, without Typer: exit codes, the error format, JSON text.

Shared by the Typer commands and the Typer-free fast path of the table commands and
``pnpkit games`` (:mod:`pnpkit.cli.fast_path`), so both print the same bytes; this
module imports nothing heavy on purpose.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_ERRORS = 1
EXIT_USAGE = 2


#: control characters (C0, line breaks and tabs included, DEL, C1) and the Unicode line and
#: paragraph separators, each with the escape it is shown as: a name or an argument read
#: from a session file or a game's data could otherwise recolour or rewrite the terminal,
#: and a name is printed on one line (a table for str.translate: no ``re`` at start-up)
_ESCAPES = {code: f"\\x{code:02x}" for code in (*range(0x20), *range(0x7F, 0xA0))}
_ESCAPES.update({code: f"\\u{code:04x}" for code in (0x2028, 0x2029)})


def has_control(text: str) -> bool:
    """Whether ``text`` holds a character :func:`visible` would escape."""
    return any(ord(char) in _ESCAPES for char in text)


def visible(text: str) -> str:
    """``text`` with every control character shown as an escape (``\\x1b``, ``\\u2028``),
    never raw.  A printable text (every escaped character is a control or a line or
    paragraph separator, none of them printable) is returned as it is: translating
    char by char through the table was ~4 ms of a long log's ~1000 lines."""
    return text if text.isprintable() else text.translate(_ESCAPES)


class CommandError(Exception):
    """A failure the user caused: a one-line message, an optional hint, an exit code."""

    def __init__(self, message: str, code: int = EXIT_USAGE, hint: str = "") -> None:
        super().__init__(message)
        self.message, self.code, self.hint = message, code, hint


def echo(message: str = "", err: bool = False) -> None:
    """A line on stdout (stderr with ``err``), flushed, as ``typer.echo`` writes it;
    the build path prints with this so that it need not import Typer."""
    import sys

    stream = sys.stderr if err else sys.stdout
    if stream is None:
        return
    stream.write(f"{message}\n")
    stream.flush()


def error_text(message: str, hint: str = "") -> str:
    """The lines printed on stderr for an error (each ending in a newline)."""
    text = f"pnpkit: error: {message}\n"
    return text + f"  hint: {hint}\n" if hint else text


def json_text(data) -> str:
    import json  # only when JSON is asked for: it is not free to import

    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n"

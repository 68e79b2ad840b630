"""Read a game's gettext catalogues (``locales/messages.pot``, ``locales/<locale>.po``).

A broken PO file is a user's error: it becomes a :class:`PoReadError` naming
``path:line`` and what is wrong, never a traceback.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, denormalize, read_po

from pnpkit.model.diagnostics import Source

MAX_PO_BYTES = 16 * 1024 * 1024
_LOCALE_NAME = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")


class PoReadError(ValueError):
    def __init__(self, message: str, source: Source):
        super().__init__(f"{source}: {message}")
        self.source = source
        self.reason = message


def read_catalog(path: Path | str, locale: str | None = None, root: Path | str | None = None) -> Catalog:
    """The catalogue in ``path``; raises PoReadError (with file:line) on a bad file, and
    on a link leading out of the game folder ``root`` (when given) or round in a loop."""
    path = Path(path)
    return parse_catalog(catalog_file_bytes(path, root), path.as_posix(), locale)


def catalog_file_bytes(path: Path, root: Path | str | None = None) -> bytes:
    """The bytes of the catalogue file ``path``, checked as :func:`read_catalog` checks it
    (a link out of ``root`` or in a loop, an unreadable or too large file: PoReadError)."""
    shown = path.as_posix()
    if root is not None:
        from pnpkit.readers.game_reader import path_problem

        problem = path_problem(path, Path(root))
        if problem is not None:
            raise PoReadError(f"{problem[0]} ({problem[1]})", Source(shown))
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise PoReadError(f"cannot read the catalogue: {exc.strerror or exc}", Source(shown)) from None
    if size > MAX_PO_BYTES:
        raise PoReadError(f"catalogue is {size} bytes; the limit is {MAX_PO_BYTES}", Source(shown))
    try:
        return path.read_bytes()
    except OSError as exc:
        raise PoReadError(str(exc), Source(shown)) from None


def parse_catalog(data: bytes, shown: str, locale: str | None = None) -> Catalog:
    """The catalogue in ``data`` (the file ``shown``); PoReadError (with file:line) when bad."""
    import io

    data = data.removeprefix(b"\xef\xbb\xbf")  # a BOM (Windows' editors): Babel takes it for a keyword
    try:
        _check_strings(data.decode("utf-8"), shown)
    except UnicodeDecodeError:
        pass  # told below, as Babel reads it
    try:
        catalog = read_po(io.BytesIO(data), locale=locale, abort_invalid=True, charset="utf-8")
    except PoFileError as exc:
        raise PoReadError(str(exc).split(" on ")[0] if " on " in str(exc) else str(exc),
                          Source(shown, (getattr(exc, "lineno", -1) or 0) + 1, 1)) from None
    except UnicodeDecodeError as exc:
        raise PoReadError(f"not UTF-8 text ({exc.reason})", Source(shown)) from None
    except (ValueError, OSError) as exc:  # babel raises ValueError for a bad locale
        raise PoReadError(str(exc), Source(shown)) from None
    for message in [*catalog, *catalog.obsolete.values()]:
        _restore_previous(message)
    return catalog


#: a line holding a string: a keyword and its string, or a continuation string
_STRING_LINE = re.compile(r"^(?P<lead>(msgctxt|msgid|msgid_plural|msgstr(\[\d+\])?)[ \t]+|)\"")
_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')


def _check_strings(text: str, shown: str) -> None:
    """Every string of the catalogue closed on its line, with nothing after it.  Babel
    reads a string without its closing quote as nothing, drops the entry that follows an
    unclosed msgid, and takes `"text" more` as the text and a quote: a slip made in a
    plain text editor silently lost or garbled a translation."""
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        head = _STRING_LINE.match(stripped)
        if head is None:
            continue  # a keyword Babel does not know: it names it itself
        start = len(head["lead"])
        column = len(line) - len(line.lstrip()) + start + 1
        quoted = _QUOTED.match(stripped, start)
        if quoted is None:
            raise PoReadError('the string has no closing quote on its line (end it with "; '
                              'a quote inside it is written \\", a line break \\n)',
                              Source(shown, number, column))
        rest = stripped[quoted.end():].strip()
        if rest:
            raise PoReadError(f"text after the string's closing quote ({rest[:20]!r}): a quote "
                              'inside a string is written \\"',
                              Source(shown, number, column + quoted.end() - start))


def _restore_previous(message: Message) -> None:
    """Babel reads ``#| msgid "…"`` (the source a fuzzy translation was made for) as a user
    comment; put it back where it belongs, so that it is neither lost nor doubled."""
    previous: list[list[str]] = []
    kept: list[str] = []
    current: list[str] | None = None
    for comment in message.user_comments:
        if not comment.startswith("|"):
            kept.append(comment)
            current = None
            continue
        body = comment[1:].strip()
        keyword, _, rest = body.partition(" ")
        if keyword in {"msgid", "msgid_plural"}:
            current = [rest]
            previous.append(current)
        elif keyword == "msgctxt":
            current = None
        elif body.startswith('"') and current is not None:
            current.append(body)
    message.user_comments = kept
    if previous and not message.previous_id:
        message.previous_id = [denormalize("\n".join(parts)) for parts in previous]


def catalogue_locales(locales_folder: Path | str) -> list[str]:
    """The locales that have a ``<locale>.po`` in the folder, sorted."""
    folder = Path(locales_folder)
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.po") if _LOCALE_NAME.match(p.stem))

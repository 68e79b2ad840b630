"""Read a game's gettext catalogues (``locales/messages.pot``, ``locales/<locale>.po``).

A broken PO file is a user's error: it becomes a :class:`PoReadError` naming
``path:line`` and what is wrong, never a traceback.  Babel's reader is lenient about the
quoting of a string (``msgstr "Wolf`` would be read as ``Wol``, a second ``msgstr`` of a
message is dropped); :func:`syntax_problem` holds every keyword and continuation line to
the gettext grammar first, as ``msgfmt`` does, so nothing is read other than as written.
A UTF-8 byte-order mark (Windows Notepad writes one) is allowed at the start, and the
``#~|`` lines msgmerge writes for an obsolete fuzzy message.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, denormalize, read_po

from pnpkit.model.diagnostics import Source

MAX_PO_BYTES = 16 * 1024 * 1024
_BOM = b"\xef\xbb\xbf"
_KEYWORDS = frozenset({"msgctxt", "msgid", "msgid_plural", "msgstr"})
#: ``#~| msgid "…"``: the previous source of an obsolete fuzzy message (msgmerge
#: --previous writes it; Babel does not read it): read as ``#|``, on the same line
_OBSOLETE_PREVIOUS = re.compile(rb"(?m)^[ \t]*#~\|")
_INDEXED = re.compile(r"^msgstr\[\d+\]$")
_LOCALE_NAME = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')  # a C string literal, its escapes whole


class PoReadError(ValueError):
    def __init__(self, message: str, source: Source):
        super().__init__(f"{source}: {message}")
        self.source = source
        self.reason = message


def read_catalog(path: Path | str, locale: str | None = None, root: Path | str | None = None) -> Catalog:
    """The catalogue in ``path``; raises PoReadError (with file:line) on a bad file, and
    on a link leading out of the game folder ``root`` (when given) or round in a loop,
    an unreadable or too large file."""
    path = Path(path)
    shown = path.as_posix()
    if root is not None:
        from pnpkit.readers.game_reader import path_problem

        problem = path_problem(path, Path(root))
        if problem is not None:
            raise PoReadError(f"{problem[0]} ({problem[1]})", Source(shown))
    from pnpkit.readers.safe_files import UnsafeFile, checked, read_bytes

    try:
        size = checked(path).st_size  # lstat, a regular file: before a byte is read
        if size > MAX_PO_BYTES:
            raise PoReadError(f"catalogue is {size} bytes; the limit is {MAX_PO_BYTES}", Source(shown))
        data = read_bytes(path, MAX_PO_BYTES)
    except UnsafeFile as exc:
        raise PoReadError(exc.reason, Source(shown)) from None
    except OSError as exc:
        raise PoReadError(f"cannot read the catalogue: {exc.strerror or exc}", Source(shown)) from None
    return parse_catalog(data, shown, locale)


def parse_catalog(data: bytes, shown: str, locale: str | None = None) -> Catalog:
    """The catalogue in ``data`` (the file ``shown``); PoReadError (with file:line) when bad."""
    import io

    if data.startswith(_BOM):
        data = data[len(_BOM):]
    try:
        catalog = read_po(io.BytesIO(_OBSOLETE_PREVIOUS.sub(b"#|", data)), locale=locale, abort_invalid=True, charset="utf-8")
    except PoFileError as exc:
        raise _babel_error(data, exc, shown) from None
    except UnicodeDecodeError as exc:
        raise PoReadError(*_not_decoded(data, exc, shown)) from None
    except (ValueError, OSError) as exc:  # babel raises ValueError for a bad locale
        raise PoReadError(str(exc), Source(shown)) from None
    problem = syntax_problem(data.decode(catalog.charset or "utf-8", errors="replace"))
    if problem is not None:
        line, column, message = problem
        raise PoReadError(message, Source(shown, line, column))
    for message in [*catalog, *catalog.obsolete.values()]:
        _restore_previous(message)
    return catalog


def _babel_error(data: bytes, exc: PoFileError, shown: str) -> PoReadError:
    """Babel's complaint about a PO file, in words a translator can act on: the grammar
    check's own message when it finds the line first, else Babel's, explained."""
    line = (getattr(exc, "lineno", -1) or 0) + 1
    problem = syntax_problem(data.decode("utf-8", errors="replace"))
    if problem is not None and problem[0] <= line:
        return PoReadError(problem[2], Source(shown, problem[0], problem[1]))
    reason = str(exc).split(" on ")[0] if " on " in str(exc) else str(exc)
    if reason.startswith("msg has more translations than num_plurals"):
        reason = ("this message has more plural forms (msgstr[N]) than the header's Plural-Forms "
                  "gives the language: remove the extra msgstr[N], or correct nplurals in the header")
    elif reason.startswith("missing msgstr"):
        reason = "this msgid has no msgstr: add msgstr \"\" (or its translation) after it"
    elif reason.startswith("Got line starting with"):
        reason = "a quoted line outside a message: it must follow msgctxt, msgid or msgstr"
    return PoReadError(reason, Source(shown, line, 1))


def _not_decoded(data: bytes, exc: UnicodeDecodeError, shown: str) -> tuple[str, Source]:
    """The message and place of a byte that is not in the catalogue's encoding (Babel
    decodes line by line: ``exc.object`` is the line)."""
    piece = exc.object if isinstance(exc.object, bytes) else b""
    at = data.find(piece) if piece else -1
    where = Source(shown)
    if at >= 0:
        offset = at + exc.start
        line_start = data.rfind(b"\n", 0, offset) + 1
        column = len(data[line_start:offset].decode(exc.encoding, errors="replace")) + 1
        where = Source(shown, data.count(b"\n", 0, offset) + 1, column)
    byte = f" (byte 0x{piece[exc.start]:02X})" if exc.start < len(piece) else ""
    return (f"not {exc.encoding.upper()} text{byte}: save the file as UTF-8, "
            "or name its real encoding in the header's Content-Type charset", where)


def _literal_problem(text: str, at: int) -> tuple[int, str] | None:
    """Why ``text`` (a line's string part, starting at column ``at``, 0-based) is not one
    C string literal ``"…"``: (0-based column, message), or None when it is one."""
    if not text.startswith('"'):
        return at, "the text must be in double quotes: \"…\""
    closed = _STRING.match(text)
    if closed is None:
        return at + len(text), "the string is not closed: a '\"' is missing at the end of the line"
    if text[closed.end():].strip():
        return at + closed.end() - 1, 'a double quote inside the text must be written \\"'
    return None


def syntax_problem(text: str) -> tuple[int, int, str] | None:
    """The first line of a PO text that is not gettext syntax, as (line, column, message)
    counted from 1: a keyword's argument or a continuation line that is not one quoted
    string, an unknown keyword, a second ``msgid`` or ``msgstr`` in one message, or a
    message (msgctxt and msgid) defined twice.  None when every line is well formed.
    Obsolete ``#~`` lines are held to it too; other comments are free text."""
    seen: dict[tuple[str, str], int] = {}
    context: str | None = None
    msgid = ""
    entry_line = 0
    part = ""  # the keyword the last string belongs to ("" before the first message)
    strings = 0  # plain msgstr lines of the current message
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip("\r").rstrip()
        body = line.lstrip()
        column = len(line) - len(body)  # 0-based column of body
        obsolete = body.startswith("#~")
        if obsolete:
            rest = body[2:]
            column += 2 + len(rest) - len(rest.lstrip())
            body = rest.strip()
            if body.startswith("|"):
                continue  # the previous source of an obsolete fuzzy message
        if not body or body.startswith("#"):
            continue
        if body.startswith('"'):
            problem = _literal_problem(body, column)
            if problem is not None:
                return number, problem[0] + 1, problem[1]
            if part == "msgctxt":
                context = (context or "") + body[1:-1]
            elif part == "msgid":
                msgid += body[1:-1]
            continue
        keyword, _, argument = body.partition(" ")
        if keyword not in _KEYWORDS and not _INDEXED.match(keyword):
            return number, column + 1, (f"'{keyword}' is not a PO keyword (msgctxt, msgid, msgid_plural, "
                                        "msgstr, msgstr[N]); free text belongs in a '#' comment")
        stripped = argument.lstrip()
        at = column + len(keyword) + 1 + len(argument) - len(stripped)
        problem = _literal_problem(stripped, at)
        if problem is not None:
            return number, problem[0] + 1, problem[1]
        value = stripped[1:-1]
        in_source = part in ("msgctxt", "msgid", "msgid_plural")
        if keyword == "msgctxt" or (keyword == "msgid" and part != "msgctxt"):
            if in_source:
                return number, column + 1, (f"a second '{keyword}' before this message's msgstr: "
                                            "a message is msgctxt (optional), msgid, then msgstr")
            context, msgid, entry_line, strings = None, "", number, 0
        if keyword == "msgctxt":
            context = value
        elif keyword == "msgid":
            msgid = value
        elif keyword.startswith("msgstr"):
            if part == "msgid_plural" and keyword == "msgstr":
                return number, column + 1, ("a message with msgid_plural is translated in "
                                            "msgstr[0], msgstr[1] …, one a plural form, not in msgstr")
            if part == "msgid" and keyword != "msgstr":
                return number, column + 1, (f"'{keyword}' belongs to a message with msgid_plural; "
                                            "this one has none: write its translation as msgstr")
            if keyword == "msgstr":
                strings += 1
                if strings > 1:
                    return number, column + 1, ("a second 'msgstr' for the same message: keep one "
                                                "translation (plural forms are msgstr[0], msgstr[1] …)")
            if in_source and not obsolete and msgid:
                key = (context or "", msgid)
                if key in seen:
                    named = f' (msgctxt "{context}")' if context else ""
                    return entry_line, 1, (f"this message{named} is already defined at line "
                                           f"{seen[key]}: keep one of the two")
                seen[key] = entry_line
        part = "msgid" if keyword == "msgid" else keyword
    return None


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

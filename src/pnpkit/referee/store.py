"""Session files: one header line, then one JSON line per action (JSON Lines, UTF-8).

Durability: the header is written atomically (temporary file, fsync, rename); each
action is appended as one line with one write and fsync (render/writer.py
``append_line_durable``); undo rewrites the file atomically without its last action.
A kill -9 at any moment therefore leaves either the old or the new file.  A power cut
mid-append can leave a last line without its newline: it is the action in flight, so
it is dropped with a warning, and removed from the file (atomically) before the next
append.  Any other bad line is an error naming ``file:line``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pnpkit.render.writer import append_line_durable, write_text_atomic
from pnpkit.rules.messages import say
from pnpkit.rules.session import (
    Action,
    FormatError,
    SessionHeader,
    action_from_json,
    action_to_json,
    header_from_json,
    header_to_json,
    to_line,
)

DEFAULT_FILE = "game.pnp"


#: what is wrong with a session file (shown after its ``path:line``)
MESSAGES: dict[str, dict[str, str]] = {
    "ru": {
        "exists": "файл уже существует (чтобы начать заново: --force)",
        "missing": "файла сессии нет (начните: pnpkit referee new ИГРА)",
        "unreadable": "не читается: {why}",
        "torn_header": "заголовок сессии оборван",
        "empty": "файл пуст",
        "not_utf8": "строка не в кодировке UTF-8",
        "not_json": "строка испорчена (не JSON: {why})",
        "bad_record": "запись неверна: {why}",
        "changed": "файл сессии изменился, пока шла команда (другой процесс судьи?); повторите её",
    },
    "en": {
        "exists": "the file already exists (use --force to start over)",
        "missing": "no session file (start one: pnpkit referee new GAME)",
        "unreadable": "cannot be read: {why}",
        "torn_header": "the header is cut short",
        "empty": "the file is empty",
        "not_utf8": "the line is not UTF-8",
        "not_json": "the line is corrupt (not JSON: {why})",
        "bad_record": "bad record: {why}",
        "changed": "the session file changed while this command ran (another referee process?); "
                   "run it again",
    },
}


def _error(path: Path | str, line: int, key: str, **values: Any) -> SessionFileError:
    return SessionFileError(path, line, say(MESSAGES, key, "ru", **values), say(MESSAGES, key, "en", **values))


class SessionFileError(Exception):
    """A session file that cannot be used, with the place (``path:line``) when known."""

    def __init__(self, path: Path | str, line: int, ru: str, en: str) -> None:
        self.path = str(path)
        self.line = line
        self.ru = ru
        self.en = en
        super().__init__(self.text("en"))

    def where(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path

    def text(self, locale: str = "ru") -> str:
        return f"{self.where()}: {self.en if locale == 'en' else self.ru}"


@dataclass(frozen=True)
class SessionFile:
    path: Path
    header: SessionHeader
    actions: tuple[Action, ...]
    torn_tail: bool = False   # a half-written last line was found and ignored
    stamp: tuple[int, int] | None = None  # (inode, size) as read: detects a writer meanwhile

    def line_of(self, action_index: int) -> int:
        """The file line of action number ``action_index`` (1-based; line 1 = header)."""
        return action_index + 1


def _render(header: SessionHeader, actions: tuple[Action, ...]) -> str:
    lines = [to_line(header_to_json(header))]
    lines += [to_line(action_to_json(a, i)) for i, a in enumerate(actions, start=1)]
    return "\n".join(lines) + "\n"


def create_session_file(path: Path | str, header: SessionHeader, force: bool = False
                        ) -> SessionFile:
    path = Path(path)
    if path.exists() and not force:
        raise _error(path, 0, "exists")
    write_text_atomic(path, _render(header, ()))
    return SessionFile(path, header, (), stamp=_stamp(path))


def read_session_file(path: Path | str) -> SessionFile:
    path = Path(path)
    try:
        with path.open("rb") as handle:
            data = handle.read()
            info = os.fstat(handle.fileno())
    except FileNotFoundError:
        raise _error(path, 0, "missing") from None
    except OSError as exc:
        raise _error(path, 0, "unreadable", why=exc.strerror) from None
    raw_lines = data.split(b"\n")
    torn = raw_lines[-1] != b""
    # The last element is what follows the final newline: empty for a whole file,
    # the half-written action otherwise.
    complete = raw_lines[:-1]
    if not complete:
        if torn:
            raise _error(path, 1, "torn_header")
        raise _error(path, 0, "empty")
    header: SessionHeader | None = None
    actions: list[Action] = []
    for number, raw in enumerate(complete, start=1):
        try:
            obj = json.loads(raw.decode("utf-8"))
            if number == 1:
                header = header_from_json(obj)
            else:
                actions.append(action_from_json(obj, number - 1))
        except UnicodeDecodeError:
            raise _error(path, number, "not_utf8") from None
        except json.JSONDecodeError as exc:
            raise _error(path, number, "not_json", why=exc.msg) from None
        except FormatError as exc:
            raise _error(path, number, "bad_record", why=exc) from None
    assert header is not None
    return SessionFile(path, header, tuple(actions), torn, (info.st_ino, len(data)))


def _stamp(path: Path) -> tuple[int, int]:
    info = os.stat(path)
    return info.st_ino, info.st_size


def _check_unchanged(session: SessionFile) -> None:
    """Refuse to write over a change made by another process since we read the file."""
    try:
        now = _stamp(session.path)
    except OSError:
        now = None
    if session.stamp is not None and now != session.stamp:
        raise _error(session.path, 0, "changed")


def append_action(session: SessionFile, action: Action) -> SessionFile:
    """Durably add one action; repairs a torn tail first so lines never merge."""
    _check_unchanged(session)
    actions = (*session.actions, action)
    if session.torn_tail:
        write_text_atomic(session.path, _render(session.header, actions))
    else:
        append_line_durable(session.path, to_line(action_to_json(action, len(actions))))
    return SessionFile(session.path, session.header, actions, stamp=_stamp(session.path))


def rewrite_session_file(session: SessionFile, actions: tuple[Action, ...]) -> SessionFile:
    """Replace the log atomically (undo)."""
    _check_unchanged(session)
    write_text_atomic(session.path, _render(session.header, actions))
    return SessionFile(session.path, session.header, actions, stamp=_stamp(session.path))

"""A kept state's head and parts read and written as a hand (or a forger) would edit them
(pnpkit.rules.session_state: a head line, then a line for each part, each part's CRC in
the head)."""

from __future__ import annotations

import json
import zlib

from pnpkit.rules.session_state import PARTS


def _file(session):
    return session.with_name(session.name + ".state")


def read_parts(session) -> tuple[dict, dict[str, str]]:
    """The kept state's head and each part's line (text) of the session at ``session``."""
    head, *lines = _file(session).read_text("utf-8").split("\n")
    assert lines[-1] == "" and len(lines) == len(PARTS) + 1
    return json.loads(head), dict(zip(PARTS, lines, strict=False))


def write_parts(session, head: dict, parts: dict[str, str], checked: tuple[str, ...] = ()) -> None:
    """Write the kept state back; the parts named in ``checked`` get their CRC made to
    match their (edited) text, as a careful forger would."""
    for name in checked:
        head[name] = f"{zlib.crc32(parts[name].encode('utf-8')):08x}"
    text = json.dumps(head, ensure_ascii=False, separators=(",", ":"))
    _file(session).write_text("\n".join((text, *(parts[name] for name in PARTS))) + "\n", "utf-8")


def edit_part(session, name: str, change, checked: bool = False) -> None:
    """Decode the part ``name``, let ``change`` edit it in place, write it back (with its
    CRC made to match when ``checked``)."""
    head, parts = read_parts(session)
    value = json.loads(parts[name])
    change(value)
    parts[name] = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    write_parts(session, head, parts, (name,) if checked else ())

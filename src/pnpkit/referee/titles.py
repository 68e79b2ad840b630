"""A refereed game's title as its data gives it, in the language spoken at the table."""

from __future__ import annotations

import os

from pnpkit.memo import cache


def plain_title(game_id: str, locale: str) -> str:
    """The game's title from its data in ``locale`` (Корона Эмбера, Race), without
    quotes; its id when the game has no readable data (a game added at run time)."""
    from pnpkit.paths import content_dir

    return _title(os.path.join(content_dir(), game_id), game_id, locale)


@cache  # the live page asks on every poll; a game's title does not change while it runs
def _title(where: str, game_id: str, locale: str) -> str:
    from pnpkit.readers.game_cache import load_game_part_cached

    # game.yaml alone (checked as the whole read checks it), through the parsed-game
    # cache's part entries (no PyYAML when it is warm): a title is all a status names of
    # the game's data, and whether the cards or the kit read cleanly does not change it
    # (the referee reads what it plays with, and refuses broken data itself)
    try:  # path strings: a status does not import pathlib
        head = load_game_part_cached(where, ()).game if os.path.isdir(where) else None
        title = str(head.title) if head is not None else ""
        if head is not None and locale != "ru":
            title = _translated(where, locale, head.default_locale, title)
    except Exception:  # noqa: BLE001 - a title is a courtesy: never fail a command for it
        title = ""
    return title.strip() or game_id


#: a catalogue read the plain way only up to this size (the full reader checks the rest)
PLAIN_PO_BYTES = 1 << 20


def _translated(folder: str, locale: str, own_locale: str, title: str) -> str:
    """The title in ``locale``: when the catalogue is a plain file whose ``game.title``
    entry is clean (the same source, translated, not fuzzy), its msgstr read without Babel
    (a third of an English status); anything else through the Translator, which tells."""
    if locale == own_locale or not title:
        return title
    path = os.path.join(folder, "locales", f"{locale}.po")  # a string: a status does not import pathlib
    entry = None
    try:
        if not os.path.islink(path) and os.path.isfile(path) and os.path.getsize(path) <= PLAIN_PO_BYTES:
            with open(path, "rb") as handle:
                entry = plain_entry(handle.read().decode("utf-8"), "game.title")
    except (OSError, UnicodeDecodeError):
        entry = None
    if entry is not None and entry[0] == title and entry[1] and not entry[2]:
        return entry[1]
    from pnpkit.i18n.translator import load_translator

    translator = load_translator(folder, locale, own_locale=own_locale)
    return title if translator.is_source else translator.text("game.title", title)


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}


def plain_entry(text: str, context: str) -> tuple[str, str, bool] | None:
    """(msgid, msgstr, fuzzy) of the one live singular entry of a PO text under
    ``context``, or None when there is none, more than one, or it is not plain.
    (Read by hand, not with ``re``: its import is an eighth of an English status.)"""
    found = []
    for block in _blocks_holding(text.replace("\r\n", "\n"), f'msgctxt "{context}"'):
        lines = [line.strip() for line in block.strip().split("\n")]
        if f'msgctxt "{context}"' not in lines:
            continue
        fields: dict[str, str] = {}
        last = None
        for line in lines:
            if line.startswith("#"):
                continue
            key, _, rest = line.partition(" ") if not line.startswith('"') else (last, "", line)
            body = _po_string(rest) if key in ("msgctxt", "msgid", "msgstr") else None
            if body is None:
                return None  # plurals, obsolete or odd lines: the full reader's business
            fields[key] = fields.get(key, "") + body
            last = key
        fuzzy = any(line.startswith("#,") and "fuzzy" in line for line in lines)
        found.append((fields.get("msgid", ""), fields.get("msgstr", ""), fuzzy))
    return found[0] if len(found) == 1 else None


def _blocks_holding(text: str, needle: str) -> list[str]:
    """The blocks of ``text`` that hold ``needle``, in order, each once: a block is what
    lies between blank lines (of spaces and tabs), as ``re.split(r"\n[ \t]*\n", text)``
    parts it, give or take the blank lines a block's strip() takes off."""
    blocks = []
    at = text.find(needle)
    while at >= 0:
        start = text.rfind("\n", 0, at)  # back to the blank line before (or the text's start)
        while start >= 0:
            before = text.rfind("\n", 0, start)
            if before >= 0 and not text[before + 1:start].strip(" \t"):
                break
            start = before
        end = text.find("\n", at)  # on to the blank line after (or the text's end)
        while end >= 0:
            after = text.find("\n", end + 1)
            if after >= 0 and not text[end + 1:after].strip(" \t"):
                break
            end = after
        end = len(text) if end < 0 else end
        blocks.append(text[start + 1:end])
        at = text.find(needle, end)
    return blocks


def _po_string(quoted: str) -> str | None:
    """What a PO string ``"…"`` says, its escapes read; None when ``quoted`` is not one
    whole such string (an unescaped quote inside, a backslash at its end)."""
    if len(quoted) < 2 or quoted[0] != '"' or quoted[-1] != '"':
        return None
    body = quoted[1:-1]
    if "\\" not in body:
        return None if '"' in body else body
    said = []
    i = 0
    while i < len(body):
        char = body[i]
        if char == '"' or char == "\\" and i + 1 == len(body):
            return None
        if char == "\\":
            said.append(_ESCAPES.get(body[i + 1], "\\" + body[i + 1]))
            i += 2
        else:
            said.append(char)
            i += 1
    return "".join(said)

"""What the live page's server accepts from a client, checked before anything acts (pure).

Every field of an ``/act`` body has its type and a cap (the ``MAX_`` numbers); anything
else is a :class:`BadRequest` (400 with one line), never an internal error: the parsing
runs off the server's event loop, its cost bounded by the caps (a deep nesting is
refused, not recursed into without end).

The ``Host`` a request names must be one this server answers to (:func:`host_allowed`):
an address, ``localhost`` or a name given at start, so a site whose name is made to
point at this machine (DNS rebinding) is not the same origin as the page.
"""

from __future__ import annotations

import ipaddress
import json
from dataclasses import replace
from typing import Any

from pnpkit.referee.typed import TypedCommand, parse_dice, parse_line
from pnpkit.rules.messages import say
from pnpkit.word_files import word_file

MAX_BODY = 64 * 1024   # bytes of a request body
MAX_LINE = 1024        # characters of a typed command line
MAX_ARGS = 32          # arguments of one command
MAX_WORD = 200         # characters of a command, a player's name, a die list
MAX_DICE = 32          # dice of one action

#: why a request is refused, kept in requests.json (listed in CODE_TEXTS)
MESSAGES: dict[str, dict[str, str]] = word_file(__file__, "requests.json")["MESSAGES"]


class BadRequest(Exception):
    """A request the server does not take: its status and its reason, said in a locale."""

    def __init__(self, key: str, status: int = 400, **values: Any) -> None:
        super().__init__(key)
        self.key, self.status, self.values = key, status, values

    def text(self, locale: str) -> str:
        values = dict(self.values)
        if "want" in values:
            want_key, want_values = values["want"]
            values["want"] = say(MESSAGES, want_key, locale, **want_values)
        return say(MESSAGES, self.key, locale, **values)


def _bad(field: str, want: str, **values: Any) -> BadRequest:
    return BadRequest("bad_field", field=field, want=(want, values))


def _word(body: dict[str, Any], field: str, required: bool = False) -> str | None:
    value = body.get(field)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_WORD:
        raise _bad(field, "want_word", limit=MAX_WORD)
    return value


def _args(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    ok = isinstance(value, list) and len(value) <= MAX_ARGS and all(
        (isinstance(a, (str, int, float)) and not isinstance(a, bool)) for a in value)
    if not ok or any(len(str(a)) > MAX_LINE for a in value):
        raise _bad("args", "want_args", limit=MAX_ARGS)
    return tuple(str(a) for a in value)


def _dice(value: Any) -> tuple[int, ...] | None:
    """Dice as a list of whole numbers, or as typed (``"4,3"``)."""
    if value is None:
        return None
    if isinstance(value, str) and len(value) <= MAX_WORD:
        return parse_dice(value)  # its own refusal names the form it wants
    ok = isinstance(value, list) and 0 < len(value) <= MAX_DICE and all(
        isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 1000 for d in value)
    if not ok:
        raise _bad("dice", "want_dice", limit=MAX_DICE)
    return tuple(value)


def act_request(raw: bytes) -> TypedCommand | None:
    """The ``/act`` body checked field by field: a typed ``line`` (None when empty) or a
    ``command`` with its parts; raises BadRequest (or, for a typed line's own mistakes,
    the RuleError the CLI would say)."""
    try:
        body = json.loads(raw)
    except (ValueError, RecursionError):  # not JSON, not UTF-8, or nested too deep
        raise BadRequest("not_json") from None
    if not isinstance(body, dict):
        raise BadRequest("not_json")
    yes = body.get("yes", False)
    if not isinstance(yes, bool):
        raise _bad("yes", "want_bool")
    if "line" in body:
        line = body["line"]
        if not isinstance(line, str):
            raise _bad("line", "want_line")
        if len(line) > MAX_LINE:
            raise BadRequest("line_too_long", limit=MAX_LINE)
        typed = parse_line(line)
        return typed and replace(typed, yes=typed.yes or yes)
    return TypedCommand(_word(body, "command", required=True) or "", _args(body.get("args")),
                        _word(body, "player"), _dice(body.get("dice")), yes)


def host_allowed(host_header: str | None, names: frozenset[str]) -> bool:
    """Whether ``Host`` names this server: an IP address (what a phone on the table's
    network types), ``localhost``, or one of ``names``; a missing Host (HTTP/1.0) is
    a client on this machine."""
    if host_header is None:
        return True
    host = host_header.strip().lower()
    if host.startswith("["):  # [::1]:8765
        host = host[1:].partition("]")[0]
    elif host.count(":") == 1:
        host = host.partition(":")[0]
    host = host.rstrip(".")
    try:
        return ipaddress.ip_address(host) is not None
    except ValueError:
        return host == "localhost" or host.endswith(".localhost") or host in names

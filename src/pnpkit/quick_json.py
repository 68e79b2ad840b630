"""JSON through the interpreter's own C codec (``_json``), without importing ``json``.

Importing the json package imports ``re`` (and with it ``enum``) and compiles six
patterns: ~2 ms of a one-shot referee command that reads a few lines and writes one
(issue #31).  :func:`loads` and :func:`dumps` call the same C scanner and encoder that
``json.loads``/``json.dumps`` call, set up as the json package sets them up, so a text
gives the same value and a value the same text.  Anything else (bytes, an indent, an
error of any kind, an interpreter without ``_json``) is handed to the json package
itself, so its results, messages and exceptions stay exactly json's.  (The C scanner makes
its JSONDecodeError from ``json.decoder`` only when that is already imported: before, a
broken value gives a SystemError, which is why a broken value goes to json too.)
"""

from __future__ import annotations

try:
    from _json import encode_basestring, encode_basestring_ascii, make_encoder, make_scanner
except ImportError:  # pragma: no cover - an interpreter without the C codec
    make_scanner = None

_SPACE = " \t\n\r"  # what json.decoder.WHITESPACE matches around a document
#: the first bytes json.detect_encoding may take for another encoding (or a byte-order mark)
_NOT_UTF8 = (b"\xef", b"\xfe", b"\xff", b"\0")
_INF = float("inf")
_CONSTANTS = {"-Infinity": -_INF, "Infinity": _INF, "NaN": float("nan")}


class _Decoding:
    """What the C scanner reads of a ``json.JSONDecoder`` made with these arguments."""

    __slots__ = ("strict", "object_hook", "object_pairs_hook", "parse_float", "parse_int", "parse_constant")

    def __init__(self, parse_int, parse_constant) -> None:
        self.strict, self.object_hook, self.object_pairs_hook, self.parse_float = True, None, None, float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__


def loads(text, *, parse_int=None, parse_constant=None):
    """``json.loads(text, parse_int=…, parse_constant=…)``."""
    if type(text) is bytes and text[:1] not in _NOT_UTF8 and text[1:2] != b"\0":
        text = text.decode("utf-8", "surrogatepass")  # as json decodes bytes it finds to be UTF-8
    if make_scanner is None or type(text) is not str or text.startswith("\ufeff"):
        return _json_loads(text, parse_int, parse_constant)
    start = len(text) - len(text.lstrip(_SPACE))
    try:
        value, end = make_scanner(_Decoding(parse_int, parse_constant))(text, start)
    except (StopIteration, ValueError, SystemError):  # nothing there, or a broken value: json's own error, from json
        return _json_loads(text, parse_int, parse_constant)
    if text[end:].lstrip(_SPACE):  # extra data: json's own error, from json
        return _json_loads(text, parse_int, parse_constant)
    return value


def scanner():
    """``json.JSONDecoder().scan_once``: one value read from a text at a place, ``(value,
    end)``, StopIteration where no value starts (a lazily read cache reads piece by piece)."""
    if make_scanner is None:
        from json.decoder import JSONDecoder

        return JSONDecoder().scan_once
    scan = make_scanner(_Decoding(None, None))

    def scan_once(text: str, at: int) -> tuple:
        try:
            return scan(text, at)
        except SystemError:  # a broken value before json.decoder was imported: scanned again, so
            import json.decoder  # noqa: F401 - the C scanner raises json's JSONDecodeError, as json does

            return scan(text, at)

    return scan_once


def _json_loads(text, parse_int, parse_constant):
    import json

    return json.loads(text, parse_int=parse_int, parse_constant=parse_constant)


def _not_plain(value):
    raise TypeError  # json.JSONEncoder.default's refusal, said by json itself below


def dumps(value, *, ensure_ascii: bool = True, sort_keys: bool = False, separators=None,
          allow_nan: bool = True) -> str:
    """``json.dumps(value, ensure_ascii=…, sort_keys=…, separators=…, allow_nan=…)`` (no indent)."""
    if make_scanner is None:
        return _json_dumps(value, ensure_ascii, sort_keys, separators, allow_nan)
    text_of = encode_basestring_ascii if ensure_ascii else encode_basestring
    if isinstance(value, str):
        return text_of(value)
    item_separator, key_separator = separators if separators is not None else (", ", ": ")
    try:
        chunks = make_encoder({}, _not_plain, text_of, None, key_separator, item_separator, sort_keys, False,
                              allow_nan)(value, 0)
    except (TypeError, ValueError, RecursionError):  # json says what is wrong, in its words
        return _json_dumps(value, ensure_ascii, sort_keys, separators, allow_nan)
    return "".join(chunks)


def _json_dumps(value, ensure_ascii, sort_keys, separators, allow_nan) -> str:
    import json

    return json.dumps(value, ensure_ascii=ensure_ascii, sort_keys=sort_keys, separators=separators,
                      allow_nan=allow_nan)


def decode_error() -> type:
    """``json.JSONDecodeError``, for an ``except`` clause (evaluated only when something
    was raised, so the json package is imported only then)."""
    from json import JSONDecodeError

    return JSONDecodeError

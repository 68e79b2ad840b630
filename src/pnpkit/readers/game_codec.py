"""A read game (:class:`LoadResult`) as JSON and back, for the per-user game cache.

Data only: decoding builds nothing but plain values and the model's own dataclasses,
named in :data:`_CLASSES`; anything else in a file is an error, so a planted cache file
can at worst be ignored, never run code (which a pickle would).

JSON has no tuples, no non-text keys and no classes, so every container is an array
whose first item says what it is: ``["l", …]`` a list, ``["t", …]`` a tuple,
``["d", k, v, …]`` a dict, ``["m", source, k, v, …]`` a validated mapping that knows
where it was written, ``["s", path, line, column]`` a source, ``["v", value]`` a
severity, ``["c", class name, field values in order …]`` a model dataclass.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

from pnpkit.model import game as model
from pnpkit.model.diagnostics import Diagnostic, Diagnostics, Severity, Source
from pnpkit.model.located import SourcedDict
from pnpkit.model.value import field_names
from pnpkit.readers.load_result import LoadResult

#: the classes a kept read may hold; a game's parts besides its boards are named in model.game.PARTS
#: and looked up on first use, so that decoding a board alone imports none of them
_CLASSES = {cls.__name__: cls for cls in (
    LoadResult, Diagnostics, Diagnostic, model.Game, model.Region, model.Board, model.Field, model.Edge,
    model.KitComponent)}
_FIELDS: dict[str, tuple[str, ...]] = {}


def _class(name: str):
    """The model class called ``name`` (None for any other name), with its field names."""
    cls = _CLASSES.get(name)
    if cls is None and name in model.PARTS:
        cls = _CLASSES[name] = getattr(model, name)
    if cls is not None and name not in _FIELDS:
        _FIELDS[name] = field_names(cls)
    return cls


_PLAIN = (str, int, float, bool, type(None))


class CacheFormatError(ValueError):
    """A cache file that is not what this module writes."""


def _encode(value):
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is Source:
        return ["s", value.path, value.line, value.column]
    if kind is Severity:
        return ["v", value.value]
    if kind is list:
        return ["l", *map(_encode, value)]
    if kind is tuple:
        return ["t", *map(_encode, value)]
    if kind is dict or kind is SourcedDict:
        pairs = [_encode(part) for item in value.items() for part in item]
        if kind is dict:
            return ["d", *pairs]
        return ["m", _encode(getattr(value, "source", None)), *pairs]
    name = kind.__name__
    if _class(name) is kind:
        return ["c", name, *(_encode(getattr(value, field)) for field in _FIELDS[name])]
    raise TypeError(f"the game cache does not store {kind.__name__}")


def _decode(value):
    if not isinstance(value, list):
        return value  # JSON gives only plain values besides arrays and objects
    if not value or not isinstance(value[0], str):
        raise CacheFormatError("an array without a tag")
    tag, rest = value[0], value[1:]
    if tag == "s":
        path, line, column = rest
        if not (isinstance(path, str) and type(line) is int and type(column) is int):
            raise CacheFormatError("a bad source")
        return Source(path, line, column)
    if tag == "l":
        return [_decode(v) for v in rest]
    if tag == "t":
        return tuple(_decode(v) for v in rest)
    if tag == "d" or tag == "m":
        mapping = dict() if tag == "d" else SourcedDict()
        if tag == "m":
            source = _decode(rest[0]) if rest else None
            if source is not None:
                if not isinstance(source, Source):
                    raise CacheFormatError("a mapping's source is not a source")
                mapping.source = source
            rest = rest[1:]
        if len(rest) % 2:
            raise CacheFormatError("a mapping with a key and no value")
        for i in range(0, len(rest), 2):
            key = _decode(rest[i])
            if not isinstance(key, _PLAIN):
                raise CacheFormatError("a mapping key that is not a plain value")
            mapping[key] = _decode(rest[i + 1])
        return mapping
    if tag == "v":
        return Severity(*rest)
    if tag == "c" and rest and isinstance(rest[0], str) and _class(rest[0]) is not None:
        name, *fields = rest
        if len(fields) != len(_FIELDS[name]):
            raise CacheFormatError(f"{name} with {len(fields)} fields")
        return _CLASSES[name](*(_decode(v) for v in fields))
    raise CacheFormatError(f"an unknown tag {tag!r}")


def _decode_named(value, wanted: dict[str, tuple[str, ...]]):
    """Like _decode, but a model object of a class in ``wanted`` becomes a plain namespace
    of the fields named there alone (the rest of it, an effect or an edge, never decoded)."""
    if not isinstance(value, list) or not value or value[0] not in ("c", "l", "t"):
        return _decode(value)
    if value[0] == "l" or value[0] == "t":
        items = [_decode_named(v, wanted) for v in value[1:]]
        return items if value[0] == "l" else tuple(items)
    name = value[1] if len(value) > 1 else None
    if name not in wanted or not isinstance(name, str) or _class(name) is None:
        return _decode(value) if name != "LoadResult" else LoadResult(
            *(_decode_named(v, wanted) for v in value[2:]))
    fields = value[2:]
    if len(fields) != len(_FIELDS[name]):
        raise CacheFormatError(f"{name} with {len(fields)} fields")
    index = {field: i for i, field in enumerate(_FIELDS[name])}
    return SimpleNamespace(**{field: _decode_keys(fields[index[field]], wanted[f"{name}.{field}"])
                              if f"{name}.{field}" in wanted else _decode_named(fields[index[field]], wanted)
                              for field in wanted[name]})


def _decode_keys(value, keys: tuple[str, ...]) -> dict:
    """The entries of an encoded mapping under ``keys`` alone, as a plain dict (the game's
    ``extra`` holds much a status never reads)."""
    if not isinstance(value, list) or not value or value[0] not in ("d", "m"):
        raise CacheFormatError("not a mapping")
    pairs = value[1:] if value[0] == "d" else value[2:]
    return {key: _decode(pairs[i + 1]) for i in range(0, len(pairs) - 1, 2) if (key := pairs[i]) in keys}


def decode_names(data: bytes, wanted: dict[str, tuple[str, ...]]) -> LoadResult:
    """The LoadResult in ``data`` with its game and the model objects of the classes in
    ``wanted`` (which names ``Game``) as namespaces of the fields named there (a status
    names things: it needs no card's effects), and of a mapping field named
    ``"Class.field"`` only those keys; the errors of :func:`decode_result`."""
    result = _decode_named(json.loads(data.decode("utf-8")), wanted)
    if not isinstance(result, LoadResult) or not isinstance(result.diagnostics, Diagnostics):
        raise CacheFormatError("not a read game")
    if result.game is not None and not isinstance(result.game, SimpleNamespace):
        raise CacheFormatError("not a game")
    return result


def encode_result(result: LoadResult) -> bytes:
    """``result`` as compact JSON; TypeError when it holds anything else than the model."""
    return json.dumps(_encode(result), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def decode_result(data: bytes) -> LoadResult:
    """The LoadResult in ``data``; CacheFormatError (or another ValueError, TypeError,
    RecursionError) when the bytes are not one written by :func:`encode_result`."""
    result = _decode(json.loads(data.decode("utf-8")))
    if not isinstance(result, LoadResult) or not isinstance(result.diagnostics, Diagnostics):
        raise CacheFormatError("not a read game")
    if result.game is not None and not isinstance(result.game, model.Game):
        raise CacheFormatError("not a game")
    return result

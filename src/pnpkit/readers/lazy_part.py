"""A names part of the game cache (readers.game_codec.names_part) laid out to be decoded a
piece at a time: a long Amber log names about a hundred of the game's ~1,100 things, and
decoding its whole texts part (250 kB: ~2 ms of JSON, ~2.5 ms of tags) was a tenth of the
command.

The part is a first line, the index, then the pieces: each field of the game encoded
(game_codec's tags) one after another; a list field named in ``by_id`` two pieces per
object (its ``id`` and its head in the index): its plain values as a JSON object, then
the pairs of its others (a field's effects, a table's rows), decoded when one of them is
read; a mapping inside a mapping field named in ``by_key`` (``("extra", "cases")``) one
piece per key.  :class:`LazyGame` decodes a field when it is first read, an object by its
id (:meth:`LazyGame.item`), an entry by its key (:meth:`LazyGame.entry`): through JSON and
game_codec's decoder alone, so a planted part can at worst be refused (CacheFormatError
when it is read), never run.
"""

from __future__ import annotations

# operator's own itemgetter, from its C module: operator.py costs ~1.6M instructions of a one-shot command
from _operator import itemgetter

from pnpkit import quick_json
from pnpkit.model.diagnostics import Diagnostics
from pnpkit.readers.game_codec import CacheFormatError, _decode, _project, _tree
from pnpkit.readers.load_result import LoadResult

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from typing import Any

#: JSON's own reader of one value (json.loads without its checks and regular expressions: a
#: log reads ~100 pieces)
_SCAN = quick_json.scanner()
#: a layout: the list fields kept object by object, the (mapping field, key) kept entry by
#: entry, and the fields of an object the index holds too (see lazy_part)
Layout = tuple


def _dump(value: Any) -> bytes:
    return quick_json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _pairs(encoded: Any, tags: tuple[str, ...]) -> tuple[list, list]:
    """(head, [key, value, …]) of an encoded mapping or names object (``tags``)."""
    if not isinstance(encoded, list) or not encoded or encoded[0] not in tags:
        raise CacheFormatError("not a mapping")
    head = encoded[:2] if encoded[0] == "m" else encoded[:1]
    pairs = encoded[len(head):]
    if len(pairs) % 2:
        raise CacheFormatError("a mapping with a key and no value")
    return head, pairs


def lazy_part(data: bytes, wanted: dict[str, tuple[str, ...]], layout: Layout) -> bytes:
    """The names part ``wanted`` of an encoded read (game_codec.encode_result or
    encode_json) in this module's layout; ``layout`` is (list fields kept by id, (mapping
    field, key) pairs kept by key, the fields of an object kept by id that the index holds
    too, as columns: its head, :meth:`LazyGame.heads`).  The errors of
    game_codec.decode_result."""
    by_id, by_key, heads = layout
    tree = _project(_tree(data), wanted)
    if not (isinstance(tree, list) and tree[:2] == ["c", "LoadResult"] and len(tree) == 4):
        raise CacheFormatError("not a read game")
    _, fields = _pairs(tree[2], ("n",))
    pieces: list[bytes] = []
    ends = [0]

    def put(values: list) -> int:
        """The first number of the pieces of ``values``, put one after another."""
        for value in values:
            pieces.append(_dump(value))
            ends.append(ends[-1] + len(pieces[-1]))
        return len(ends) - 1 - len(values)

    index: dict[str, Any] = {"diagnostics": tree[3], "whole": {}, "items": {}, "entries": {}}
    for field, value in zip(fields[::2], fields[1::2], strict=True):
        if field in by_id and isinstance(value, list) and value[:1] in (["l"], ["t"]):
            objects = [dict(zip(*(lambda p: (p[::2], p[1::2]))(_pairs(obj, ("n",))[1]), strict=True))
                       for obj in value[1:]]
            columns = {name: [obj.get(name) for obj in objects] for name in ("id", *heads)}
            if not all(type(ident) is str for ident in columns["id"]) or \
                    any(type(v) is list for column in columns.values() for v in column):
                raise CacheFormatError(f"{field}: an object without an id, or a head that is not plain")
            # two pieces an object: its plain values as a JSON object (a dict when read, its text
            # read by JSON alone), then the pairs of the others (an effects list, a table's rows)
            split = [part for obj in objects for part in (
                {k: v for k, v in obj.items() if type(v) is not list},
                [x for k, v in obj.items() if type(v) is list for x in (k, v)])]
            index["items"][field] = [value[0], columns.pop("id"), put(split), columns]
            continue
        for mapping, key in by_key:
            if mapping == field:  # the entries of value[key] one by one; the rest of value whole
                head, pairs = _pairs(value, ("d", "m"))
                if key in pairs[::2]:
                    at = pairs[::2].index(key) * 2
                    inner_head, inner = _pairs(pairs[at + 1], ("d", "m"))
                    index["entries"][f"{field}.{key}"] = [inner_head, inner[::2], put(inner[1::2])]
                    value = [*head, *pairs[:at], *pairs[at + 2:]]
        index["whole"][field] = put([value])
    index["ends"] = ends
    return _dump(index) + b"\n" + b"".join(pieces)


def decode_lazy_part(data: bytes) -> LoadResult:
    """The LoadResult of a :func:`lazy_part`: its diagnostics decoded, its game a
    :class:`LazyGame`; CacheFormatError when the index is not one lazy_part writes."""
    line, _, blob = data.partition(b"\n")
    index = quick_json.loads(line.decode("utf-8"))
    if not isinstance(index, dict):
        raise CacheFormatError("not a lazy part")
    diagnostics = _decode(index.get("diagnostics"))
    if not isinstance(diagnostics, Diagnostics):
        raise CacheFormatError("not a read game")
    return LoadResult(LazyGame(blob, index), diagnostics)


#: the types a head's value may have (JSON's plain values)
_HEAD_TYPES = frozenset({str, int, float, bool, type(None)})


def _of_types(values: Any, types: frozenset | set) -> bool:
    return isinstance(values, list) and set(map(type, values)) <= types


def _checked(index: dict[str, Any], size: int) -> tuple:
    """(ends, whole, items, entries) of an index as :func:`lazy_part` writes it: ``ends``
    the pieces' bounds in the blob of ``size`` bytes, ``whole`` a field's piece number,
    ``items`` [tag, ids, first piece number, heads' columns] and ``entries`` [mapping's
    head, keys, first piece number]; CacheFormatError for anything else.  (Each piece
    number is checked, not each piece: a piece is checked when it is decoded.)"""
    ends, whole, items, entries = (index.get(k) for k in ("ends", "whole", "items", "entries"))
    if not (_of_types(ends, {int}) and ends[:1] == [0] and ends[-1] == size and ends == sorted(ends)
            and isinstance(whole, dict) and isinstance(items, dict) and isinstance(entries, dict)):
        raise CacheFormatError("not a lazy part")
    count = len(ends) - 1
    slots = [*((kept, 4) for kept in items.values()), *((kept, 3) for kept in entries.values())]
    if not all(isinstance(kept, list) and len(kept) == n and _of_types(kept[1], {str}) and type(kept[2]) is int
               and 0 <= kept[2] and kept[2] + (2 if n == 4 else 1) * len(kept[1]) <= count
               for kept, n in slots):  # an object two pieces, an entry one
        raise CacheFormatError("a bad index")
    if not all(kept[0] in ("l", "t") and isinstance(kept[3], dict) and all(
            _of_types(column, _HEAD_TYPES) and len(column) == len(kept[1]) for column in kept[3].values())
               for kept in items.values()):
        raise CacheFormatError("a bad index")
    if not all(type(n) is int and 0 <= n < count for n in whole.values()):
        raise CacheFormatError("a piece out of the part")
    return ends, whole, items, entries


class LazyGame:
    """A game whose fields are decoded when first read; a list field's objects one by one
    (:meth:`item`, :meth:`ids`, :meth:`heads`) and a mapping's entries one by one
    (:meth:`entry`)."""

    def __init__(self, blob: bytes, index: dict[str, Any]) -> None:
        self._blob = blob
        self._ends, self._whole, self._items, self._entries = _checked(index, len(blob))
        self._where: dict[str, dict[Any, int]] = {}
        self._decoded: dict[int, Any] = {}  # the pieces decoded, by number
        self._heads: dict[str, list] = {}

    def _json(self, n: int) -> Any:
        """The n-th piece's JSON."""
        text = self._blob[self._ends[n]:self._ends[n + 1]].decode("utf-8")
        try:
            value, end = _SCAN(text, 0)
        except StopIteration:  # no value where the piece starts
            raise CacheFormatError(f"piece {n} is not JSON") from None
        if end != len(text):
            raise CacheFormatError(f"piece {n} is not one value")
        return value

    def _piece(self, n: int) -> Any:
        """The n-th piece decoded (its JSON, then game_codec's tags)."""
        value = self._json(n)
        return _decode(value) if type(value) is list else value

    def _thing(self, n: int) -> Thing:
        """The object whose plain values are the n-th piece (its other values the next)."""
        plain = self._json(n)
        if not (type(plain) is dict and set(map(type, plain.values())) <= _HEAD_TYPES
                and all(key[:1] != "_" for key in plain)):
            raise CacheFormatError("a bad names object")
        return Thing(plain, self, n + 1)

    def __getattr__(self, field: str) -> Any:
        if field.startswith("_") or (field not in self._whole and field not in self._items):
            raise AttributeError(field)
        if field in self._items:
            tag, ids, first, _ = self._items[field]
            value = [self._thing(n) for n in range(first, first + 2 * len(ids), 2)]
            value = tuple(value) if tag == "t" else value
        else:
            value = self._piece(self._whole[field])
            for name, (head, keys, first) in self._entries.items():
                if name.partition(".")[0] == field:  # the entries kept apart put back in
                    if not isinstance(value, dict):
                        raise CacheFormatError(f"{field} is not a mapping")
                    pieces = [self._json(n) for n in range(first, first + len(keys))]
                    value[name.partition(".")[2]] = _decode([*head, *(p for pair in zip(keys, pieces, strict=True)
                                                                     for p in pair)])
        setattr(self, field, value)  # read once
        return value

    def ids(self, field: str) -> list:
        """The ids of a list field's objects, in order (a field not kept by id: none)."""
        return list(self._items[field][1]) if field in self._items else []

    def heads(self, field: str) -> list:
        """The heads of a list field's objects, in order: each the object's id and the
        fields the layout keeps in the index (``name``, ``number`` …) as attributes, no
        piece decoded (None where the object has no such field)."""
        if field not in self._items:
            return []
        if field not in self._heads:
            _, ids, _, columns = self._items[field]
            head = _head_class(tuple(columns))
            self._heads[field] = list(map(head, zip(ids, *columns.values(), strict=True)))
        return self._heads[field]

    def item(self, field: str, ident: Any) -> Any:
        """The object of a list field with this id (the last, as an index by id keeps
        it), decoded alone (once); None when there is none."""
        n = self._number(field, ident, self._items)
        if n is None:
            return None
        found = self._decoded.get(n, self)
        if found is self:
            found = self._decoded[n] = self._thing(n)
            if getattr(found, "id", None) != ident:
                raise CacheFormatError(f"{field} {ident!r} is not where the index says")
        return found

    def entry(self, field: str, key: str, name: Any) -> Any:
        """The entry ``name`` of the mapping ``key`` of the mapping field ``field``
        (``extra``, ``cases``), decoded alone (once); None when there is none."""
        n = self._number(f"{field}.{key}", name, self._entries)
        if n is None:
            return None
        if n not in self._decoded:
            self._decoded[n] = self._piece(n)
        return self._decoded[n]

    def _number(self, name: str, ident: Any, kept: dict[str, Any]) -> int | None:
        where = self._where.get(name)
        if where is None:
            slots = kept.get(name)
            step = 2 if kept is self._items else 1  # an object's two pieces, an entry's one
            where = self._where[name] = {} if slots is None else \
                dict(zip(slots[1], range(slots[2], slots[2] + step * len(slots[1]), step), strict=True))
        try:
            return where.get(ident)
        except TypeError:  # an unhashable id: none has it
            return None


class Thing:
    """A model object of a lazy part cut down to the part's fields (game_codec's plain
    namespace): its plain values (a name, a text) set, the others (a field's effects, a
    table's rows) decoded when one of them is first read."""

    def __init__(self, plain: dict[str, Any], game: LazyGame, later: int) -> None:
        self.__dict__.update(plain)
        self._later: tuple | None = (game, later)

    def __getattr__(self, name: str) -> Any:
        later = self.__dict__.get("_later")
        if later is None or name[:1] == "_":
            raise AttributeError(name)
        self._later = None
        pairs = later[0]._json(later[1])
        if not (type(pairs) is list and len(pairs) % 2 == 0 and all(
                type(k) is str and k.isidentifier() and k[:1] != "_" for k in pairs[::2])):
            raise CacheFormatError("a bad names object")
        for key, value in zip(pairs[::2], pairs[1::2], strict=True):
            setattr(self, key, _decode(value))
        return getattr(self, name)


_HEADS: dict[tuple[str, ...], type] = {}


def _head_class(names: tuple[str, ...]) -> type:
    """A tuple of an id and the values of ``names``, read as attributes (made once per names)."""
    if names not in _HEADS:
        fields = {name: property(itemgetter(i)) for i, name in enumerate(("id", *names))}
        _HEADS[names] = type("Head", (tuple,), {"__slots__": (), **fields})
    return _HEADS[names]

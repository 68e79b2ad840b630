"""A read game (:class:`LoadResult`) as bytes and back, for the per-user game cache.

Data only: decoding builds nothing but plain values and the model's own classes, named
in :data:`_CLASSES` (and model.PARTS); anything else in a file is an error, so a planted
cache file can at worst be ignored, never run code.

A whole read is kept as a pickle whose loader finds no class but those
(:func:`decode_result`: its ``find_class`` is the only way a pickle names code, so the
os.system of a planted one is refused, not called): C builds Amber's 25,000 values in
~5 ms, where the JSON below took ~11 (its parse and a Python walk over every node).  It
holds what the JSON holds: each model object's fields, a mapping's items and source.
The names parts a status reads (:func:`names_part`) are JSON, in the form below.

JSON has no tuples, no non-text keys and no classes, so every container is an array
whose first item says what it is: ``["l", …]`` a list, ``["t", …]`` a tuple,
``["d", k, v, …]`` a dict, ``["m", source, k, v, …]`` a validated mapping that knows
where it was written, ``["s", path, line, column]`` a source, ``["v", value]`` a
severity, ``["c", class name, field values in order …]`` a model dataclass, and in a
names part (:func:`names_part`) ``["n", field, value, …]`` a model object cut down to the
fields named, a plain namespace.
"""

from __future__ import annotations

import sys

from pnpkit import quick_json
from pnpkit.model import game as model
from pnpkit.model.diagnostics import Diagnostic, Diagnostics, Severity, Source
from pnpkit.model.located import SourcedDict
from pnpkit.readers.load_result import CacheFormatError, LoadResult
from pnpkit.value_class import field_names

#: types.SimpleNamespace, without importing types (a status reading a names part needs none of it)
SimpleNamespace = type(sys.implementation)

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
#: the first byte of a pickle of protocol 2 and later (JSON never starts with it)
PICKLED = b"\x80"


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
    kind = getattr(kind, "_model", kind)  # a pending card or table (readers.pending_parts): its model class
    name = kind.__name__
    if _class(name) is kind:
        return ["c", name, *(_encode(getattr(value, field)) for field in _FIELDS[name])]
    raise TypeError(f"the game cache does not store {kind.__name__}")


def _reducers() -> dict:
    """How the pickler writes the model's values: a model object as its fields, a
    validated mapping as its items and its source (nothing it held while being read), a
    source as its class called with its path, line and column."""
    import copyreg

    def fields(value):
        return copyreg.__newobj__, (type(value),), {f: value.__dict__[f] for f in _FIELDS[type(value).__name__]}

    def mapping(value):
        source = getattr(value, "source", None)
        return copyreg.__newobj__, (SourcedDict,), None if source is None else {"source": source}, None, iter(
            value.items())

    table = {cls: fields for name, cls in _CLASSES.items() if _class(name) is cls}
    from pnpkit.readers import pending_parts
    from pnpkit.readers.pending_parts import HEADS, PENDING, RESTS
    from pnpkit.readers.pending_parts import pending as made_pending

    pending_parts.unpickle_rest = _unpickled  # the loader a pending object's rest is read with

    def pending(value):
        """A card or a die table as its head and the pickle of its other fields
        (readers.pending_parts): decoded when one of them is first read."""
        name = getattr(type(value), "_model", type(value)).__name__
        rest = _pickled(tuple([getattr(value, f) for f in RESTS[name]]))
        return made_pending, (name, tuple([getattr(value, f) for f in HEADS[name]]), rest)

    for name, cls in PENDING.items():
        table[_class(name)] = table[cls] = pending
    # a source (Amber's game holds ~2,800) as a call of its class with its three values:
    # a quarter quicker to load than an empty object filled from a dict, and smaller
    table[Source] = lambda value: (Source, (value.path, value.line, value.column))
    table[SourcedDict] = mapping
    return table


def _model_class(module: str, name: str, names: bool = False) -> type:
    """The class a pickle names, when it is one of the model's the codec keeps (or, in a
    names part, the plain namespace its objects are cut down to)."""
    cls = _CLASSES.get(name) if name not in model.PARTS else _class(name)
    cls = cls or {"Source": Source, "Severity": Severity, "SourcedDict": SourcedDict}.get(name)
    if cls is None and name == "pending" and not names:  # a card or a table decoded when first read
        from pnpkit.readers import pending_parts

        pending_parts.unpickle_rest = _unpickled
        cls = pending_parts.pending
    if names and name == "SimpleNamespace":
        cls = SimpleNamespace
    if cls is None or cls.__module__ != module:
        raise CacheFormatError(f"{module}.{name} is not a model class")
    return cls


def _pickled(result) -> bytes:
    """A pickle of ``result``, the model's values written by :func:`_reducers`."""
    import io
    import pickle

    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=5)
    pickler.dispatch_table = _reducers()
    try:
        pickler.dump(result)
    except pickle.PicklingError as exc:
        raise TypeError(str(exc)) from None
    return buffer.getvalue()


_UNPICKLERS: dict[bool, type] = {}


def _unpickler(names: bool) -> type:
    """The loader that finds the model's classes alone (made once: a pending card's rest
    is a pickle of its own, readers.pending_parts)."""
    if names not in _UNPICKLERS:
        Unpickler = _c_unpickler()

        class ModelUnpickler(Unpickler):
            def find_class(self, module: str, name: str) -> type:
                return _model_class(module, name, names)

        _UNPICKLERS[names] = ModelUnpickler
    return _UNPICKLERS[names]


def _c_unpickler() -> type:
    """The C pickle's Unpickler, imported without functools where it can be.  _pickle's
    start imports functools for ``functools.partial`` alone (a pickle's reduce may name
    it), and functools imports collections, operator, keyword, reprlib and types: ~1.2
    ms of a write that uses none of them.  ``partial`` is _functools' (a built-in
    module, what functools itself re-exports), so _pickle starts with ``functools``
    standing for a module holding just that, taken away again at once: the pickle gets
    the same object, and a later ``import functools`` imports the real module.  Only
    while nothing has imported functools yet: a one-shot command, before any thread
    (a server or asyncio has imported it long before).  Any failure of that start (an
    interpreter whose _pickle asks for more) imports _pickle as usual."""
    if "_pickle" not in sys.modules and "functools" not in sys.modules:
        standing = type(sys)("functools")
        try:
            from _functools import partial

            standing.partial = partial
            sys.modules["functools"] = standing
            from _pickle import Unpickler

            return Unpickler
        except Exception:  # noqa: BLE001, S110 - imported again below, as usual
            pass
        finally:
            if sys.modules.get("functools") is standing:
                del sys.modules["functools"]
    try:
        from _pickle import Unpickler
    except ImportError:  # pragma: no cover - an interpreter without the C pickle
        from pickle import Unpickler
    return Unpickler


def _unpickled(data: bytes, names: bool = False):
    """What a pickle the encoder wrote holds; CacheFormatError for any other bytes (a
    class not the model's is refused before anything is made of it); ``names``: a names
    part's, whose objects are plain namespaces."""
    import io

    try:
        return _unpickler(names)(io.BytesIO(data)).load()
    except CacheFormatError:
        raise
    except Exception as exc:  # noqa: BLE001 - any damage (a pickle's errors are of many kinds) is one error
        raise CacheFormatError(f"not a kept read: {type(exc).__name__}") from None


def _tree(data: bytes):
    """The JSON form of an encoded read (a pickle's, or JSON's own)."""
    if data[:1] == PICKLED:
        return _encode(_unpickled(data))
    return quick_json.loads(data.decode("utf-8"))


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
    # a plain item is taken as it is, not passed through _decode: most items are plain,
    # and a call each was half of decoding a status's names
    if tag == "l":
        return [_decode(v) if type(v) is list else v for v in rest]
    if tag == "t":
        return tuple([_decode(v) if type(v) is list else v for v in rest])
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
            key, item = rest[i], rest[i + 1]
            if not isinstance(key, _PLAIN):
                raise CacheFormatError("a mapping key that is not a plain value")
            mapping[key] = _decode(item) if type(item) is list else item
        return mapping
    if tag == "v":
        return Severity(*rest)
    if tag == "n" and len(rest) % 2 == 0 and all(type(k) is str and k.isidentifier() for k in rest[::2]):
        pairs = zip(rest[::2], rest[1::2], strict=True)
        return SimpleNamespace(**{k: _decode(v) if type(v) is list else v for k, v in pairs})
    if tag == "c" and rest and isinstance(rest[0], str) and _class(rest[0]) is not None:
        name, *fields = rest
        if len(fields) != len(_FIELDS[name]):
            raise CacheFormatError(f"{name} with {len(fields)} fields")
        return _CLASSES[name](*(_decode(v) for v in fields))
    raise CacheFormatError(f"an unknown tag {tag!r}")


def _project(value, wanted: dict[str, tuple[str, ...]]):
    """An encoded value with each model object of a class in ``wanted`` cut down to the
    fields named there (``["n", field, value, …]``, a plain namespace when decoded; a card's
    effects, an edge, never decoded), and of a mapping field named ``"Class.field"`` to
    those keys: what a status names things by."""
    if not isinstance(value, list) or not value or value[0] not in ("c", "l", "t"):
        return value
    if value[0] == "l" or value[0] == "t":
        return [value[0], *(_project(v, wanted) for v in value[1:])]
    name = value[1] if len(value) > 1 else None
    if name == "LoadResult":
        return ["c", name, *(_project(v, wanted) for v in value[2:])]
    if name not in wanted or not isinstance(name, str) or _class(name) is None:
        return value
    fields = value[2:]
    if len(fields) != len(_FIELDS[name]):
        raise CacheFormatError(f"{name} with {len(fields)} fields")
    index = {field: i for i, field in enumerate(_FIELDS[name])}
    out: list = ["n"]
    for field in wanted[name]:
        keys = wanted.get(f"{name}.{field}")
        out += [field, _project(fields[index[field]], wanted) if keys is None else _keys(fields[index[field]], keys)]
    return out


def _keys(value, keys: tuple[str, ...]) -> list:
    """The entries of an encoded mapping under ``keys`` alone, as an encoded plain dict
    (the game's ``extra`` holds much a status never reads)."""
    if not isinstance(value, list) or not value or value[0] not in ("d", "m"):
        raise CacheFormatError("not a mapping")
    pairs = value[1:] if value[0] == "d" else value[2:]
    return ["d", *(part for i in range(0, len(pairs) - 1, 2) if pairs[i] in keys for part in pairs[i:i + 2])]


def _result(tree, game_class: type = model.Game) -> LoadResult:
    """The LoadResult encoded in ``tree``, its game one of ``game_class`` (a names part's
    is a plain namespace)."""
    result = _decode(tree)
    if not isinstance(result, LoadResult) or not isinstance(result.diagnostics, Diagnostics):
        raise CacheFormatError("not a read game")
    if result.game is not None and not isinstance(result.game, game_class):
        raise CacheFormatError("not a game")
    return result


def names_part(data: bytes, wanted: dict[str, tuple[str, ...]]) -> bytes:
    """The part of an encoded read (:func:`encode_result`) a status reads: the game and
    the model objects of the classes in ``wanted`` (which names ``Game``) cut down to the
    fields named there, and of a mapping field named ``"Class.field"`` to those keys.
    Amber's 470 kB are 65 kB so, kept as a pickle of the namespaces (an English Amber
    action decoded its JSON in ~4 ms); the errors of :func:`decode_result`."""
    return _pickled(_result(_project(_tree(data), wanted), SimpleNamespace))


def decode_names_part(data: bytes) -> LoadResult:
    """The LoadResult of a :func:`names_part` (a pickle, or its JSON form): its game and
    the objects cut down are plain namespaces; the errors of :func:`decode_result`."""
    if data[:1] != PICKLED:
        return _result(quick_json.loads(data.decode("utf-8")), SimpleNamespace)
    result = _unpickled(data, names=True)
    if not isinstance(result, LoadResult) or not isinstance(result.diagnostics, Diagnostics):
        raise CacheFormatError("not a read game")
    if result.game is not None and not isinstance(result.game, SimpleNamespace):
        raise CacheFormatError("not a game's names")
    return result


def decode_names(data: bytes, wanted: dict[str, tuple[str, ...]]) -> LoadResult:
    """The LoadResult in ``data`` (an encoded whole read) as :func:`decode_names_part`
    decodes its :func:`names_part`."""
    return _result(_project(_tree(data), wanted), SimpleNamespace)


def encode_result(result: LoadResult) -> bytes:
    """``result`` as a pickle of the model's values (:func:`decode_result`); TypeError
    when it holds anything else than the model."""
    _encode(result)  # what JSON would refuse is refused: the pickle holds the model alone
    return _pickled(result)


def encode_json(result: LoadResult) -> bytes:
    """``result`` as compact JSON (the names parts' form); TypeError as :func:`encode_result`."""
    return quick_json.dumps(_encode(result), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def decode_result(data: bytes) -> LoadResult:
    """The LoadResult in ``data`` (a pickle :func:`encode_result` wrote, or its JSON form);
    CacheFormatError (or another ValueError, TypeError, RecursionError) when the bytes
    are not one of those."""
    if data[:1] == PICKLED:
        result = _unpickled(data)
        if not isinstance(result, LoadResult) or not isinstance(result.diagnostics, Diagnostics):
            raise CacheFormatError("not a read game")
        if result.game is not None and not isinstance(result.game, model.Game):
            raise CacheFormatError("not a game")
        return result
    return _result(quick_json.loads(data.decode("utf-8")))

"""The game engine's state as plain JSON data, kept beside the log so that a one-shot
action goes on from it instead of replaying the whole log (pnpkit.referee.table).

The states are trees of value classes (pnpkit.value_class) or dataclasses, tuples,
lists and text-keyed dicts of numbers and text; what the referee holds outside them
(Amber's rules) is named, not written (``kept_objects``).  Reading builds only such
classes of the game's own package that the engine has already imported, without running
their code; anything else is :class:`Unkept`, and the log replays.  Pure: no I/O.
"""

from __future__ import annotations

import sys

TUPLE, DICT, CLASS, FIELDS, SHARED = "(", "{", "@", "=", "&"
MAX_DEPTH = 64
_SCALARS = (bool, int, str)
_PLAIN = frozenset({bool, int, str, type(None)})  # taken as they are by both sides


class Unkept(ValueError):
    """A state (or kept data) the codec does not take: the log replays instead."""


def encode(value: object, shared: dict[int, str], depth: int = 0) -> object:
    """``value`` as JSON data; ``shared`` names objects by id() that are not written."""
    if depth > MAX_DEPTH:
        raise Unkept("too deep")
    kind = type(value)
    # a finite float less itself is 0.0, NaN and the infinities give NaN (isfinite without
    # loading math: a write that rolls no dice loads it for nothing else)
    if value is None or kind in _SCALARS or (kind is float and value - value == 0.0):
        return value  # NaN and the infinities are not JSON's: Unkept below
    if id(value) in shared:
        return {SHARED: shared[id(value)]}
    inner = depth + 1
    # a text, a number or None is written as it is, without a call each (a state's lists are mostly those)
    if kind is list:
        return [v if type(v) in _PLAIN else encode(v, shared, inner) for v in value]
    if kind is tuple:
        return {TUPLE: [v if type(v) in _PLAIN else encode(v, shared, inner) for v in value]}
    # the game data's SourcedDict too: its items, not where it was written
    if issubclass(kind, dict) and all(type(k) is str for k in value):
        return {DICT: {k: v if type(v) in _PLAIN else encode(v, shared, inner) for k, v in value.items()}}
    names = _fields(kind)
    if names is not None:
        fields = {name: getattr(value, name) for name in names}
        return {CLASS: f"{kind.__module__}:{kind.__qualname__}",
                FIELDS: {k: v if type(v) in _PLAIN else encode(v, shared, inner) for k, v in fields.items()}}
    raise Unkept(f"a {kind.__name__} is not kept")


def _fields(kind: type) -> tuple[str, ...] | None:
    """A state class's fields (None: not one); dataclasses (~5 ms) is for a dataclass only."""
    spec = getattr(kind, "__value_spec__", None)
    if spec is not None or not hasattr(kind, "__dataclass_fields__"):
        return spec and spec["names"]
    import dataclasses

    return tuple(f.name for f in dataclasses.fields(kind))


def package_of(referee: object) -> str:
    """The package whose classes a kept state of ``referee``'s game may hold
    (``pnpkit.games.amber`` for Amber's referee)."""
    parts = type(referee).__module__.split(".")
    return ".".join(parts[:3]) if parts[:2] == ["pnpkit", "games"] else parts[0]


def decode(data: object, shared: dict[str, object], package: str, depth: int = 0) -> object:
    """The state :func:`encode` wrote; raises Unkept for anything it would not write."""
    if depth > MAX_DEPTH:
        raise Unkept("too deep")
    kind = type(data)
    if data is None or kind in _SCALARS or kind is float:
        return data
    inner = depth + 1
    if kind is list:
        return [v if type(v) in _PLAIN else decode(v, shared, package, inner) for v in data]
    if kind is not dict or len(data) not in (1, 2):
        raise Unkept("not a kept value")
    if len(data) == 2:
        return _instance(data, shared, package, inner)
    (tag, body), = data.items()
    if tag == SHARED and body in shared:
        return shared[body]
    if tag == DICT and type(body) is dict:
        return {k: v if type(v) in _PLAIN else decode(v, shared, package, inner) for k, v in body.items()}
    if tag == TUPLE and type(body) is list:
        return tuple([v if type(v) in _PLAIN else decode(v, shared, package, inner) for v in body])
    raise Unkept("not a kept value")


def _instance(data: dict, shared: dict[str, object], package: str, depth: int) -> object:
    name, values = data.get(CLASS), data.get(FIELDS)
    if type(name) is not str or type(values) is not dict:
        raise Unkept("not a kept value")
    cls = _class(name, package)
    fields = _fields(cls) or ()
    if set(values) != set(fields):
        raise Unkept(f"{name} has other fields now")
    made = object.__new__(cls)
    for field in fields:  # set as a frozen class's own __init__ sets them
        value = values[field]
        object.__setattr__(made, field, value if type(value) in _PLAIN else decode(value, shared, package, depth))
    return made


def _class(name: str, package: str) -> type:
    """The dataclass ``module:Qual.Name`` of ``package``, from a module already imported."""
    module_name, _, qualname = name.partition(":")
    module = sys.modules.get(module_name)
    if module is None or not (module_name == package or module_name.startswith(package + ".")):
        raise Unkept(f"{name} is not the game's")
    found: object = module
    for part in qualname.split("."):
        found = getattr(found, part, None)
    if not isinstance(found, type) or _fields(found) is None or found.__module__ != module_name:
        raise Unkept(f"{name} is not a state class")
    return found

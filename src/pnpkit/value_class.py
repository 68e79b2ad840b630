"""The model's value classes, declared as dataclasses are, made without :mod:`dataclasses`.

Importing dataclasses (it brings inspect, ast, dis, tokenize …) and running its
decorator, which compiles up to six methods for each frozen class, took longer than all
the rest of a warm `pnpkit moves amber`.  :func:`value_class` makes the same class from
the same declaration: fields from the annotations, in order; ``__init__`` by position or
keyword with the defaults (:class:`Factory` for a fresh value each time, as
``field(default_factory=...)``); ``==``, hashing (frozen), the repr and, with ``order``,
``<`` … on the fields as a tuple; read-only attributes when frozen.  The dataclasses
functions still work on these classes (``fields``, ``replace``, ``asdict``,
``is_dataclass``): their ``__dataclass_fields__`` come from a dataclass twin made on
first use (tests/model/test_value_class.py holds the two to the same behaviour).
"""

from __future__ import annotations

_NO_DEFAULT = object()
_set = object.__setattr__


class Factory:
    """A default made afresh for each instance: ``items: list = Factory(list)``."""

    __slots__ = ("make",)

    def __init__(self, make) -> None:
        self.make = make


def _init(names: tuple[str, ...], defaults: dict):
    count = len(names)

    # each field set as object.__setattr__ sets it, never through self.__dict__: reading that
    # turns the instance's inline values into a dict, and every later read of a field takes
    # 2-3x as long (the race's simulation reads its effects' fields ~3 % slower so)
    def __init__(self, *args, **kwargs) -> None:
        if len(args) == count and not kwargs:  # every field by position: a log's ~900 events and actions
            for name, value in zip(names, args, strict=True):
                _set(self, name, value)
            return
        if len(args) > count:
            raise TypeError(f"{type(self).__name__}() takes {count} positional arguments but "
                            f"{len(args)} were given")
        values = dict(zip(names, args, strict=False))  # fewer args than names: the rest follow
        for name in names[len(args):]:
            if name in kwargs:
                values[name] = kwargs.pop(name)
                continue
            default = defaults.get(name, _NO_DEFAULT)
            if default is _NO_DEFAULT:
                raise TypeError(f"{type(self).__name__}() missing required argument: {name!r}")
            values[name] = default.make() if type(default) is Factory else default
        if kwargs:
            extra = next(iter(kwargs))
            said = "multiple values for" if extra in values else "an unexpected keyword"
            raise TypeError(f"{type(self).__name__}() got {said} argument {extra!r}")
        for name, value in values.items():
            _set(self, name, value)

    return __init__


class _Twin:
    """``__dataclass_fields__`` / ``__dataclass_params__`` of a value class, from a
    dataclass of the same fields made when dataclasses first asks (then kept on the class)."""

    def __init__(self, attribute: str) -> None:
        self.attribute = attribute

    def __get__(self, instance, owner):
        import dataclasses

        spec = owner.__value_spec__
        fields = []
        for name in spec["names"]:
            default = spec["defaults"].get(name, _NO_DEFAULT)
            if type(default) is Factory:
                made = dataclasses.field(default_factory=default.make)
            elif default is _NO_DEFAULT:
                made = dataclasses.field()
            else:
                made = dataclasses.field(default=default)
            fields.append((name, owner.__annotations__[name], made))
        twin = dataclasses.make_dataclass(owner.__name__, fields, frozen=spec["frozen"],
                                          order=spec["order"])
        for attribute in ("__dataclass_fields__", "__dataclass_params__"):
            setattr(owner, attribute, getattr(twin, attribute))  # the twin's answers, kept
        return getattr(owner, self.attribute)


def _frozen_setattr(self, name, value):
    raise AttributeError(f"cannot assign to field {name!r}")


def _frozen_delattr(self, name):
    raise AttributeError(f"cannot delete field {name!r}")


def _compare(operator: str):
    def method(self, other):
        if other.__class__ is self.__class__:
            return getattr(self._values(), operator)(other._values())
        return NotImplemented

    method.__name__ = operator
    return method


#: what every value class shares (made once, not per class: ~100 classes at a write's start)
_EQ = _compare("__eq__")
_ORDER = {operator: _compare(operator) for operator in ("__lt__", "__le__", "__gt__", "__ge__")}
_FIELDS_TWIN, _PARAMS_TWIN = _Twin("__dataclass_fields__"), _Twin("__dataclass_params__")


def _hash(self) -> int:
    return hash(self._values())


def value_class(cls=None, *, frozen: bool = False, order: bool = False):
    """Make ``cls`` a value class (use as ``@value_class(frozen=True)``); a class that
    writes its own ``__init__`` keeps it (it fills ``self.__dict__``, as Source does)."""
    if cls is None:
        return lambda c: value_class(c, frozen=frozen, order=order)
    names = tuple(cls.__dict__.get("__annotations__", {}))
    defaults = {}
    for name in names:
        if name in cls.__dict__:
            defaults[name] = cls.__dict__[name]
            if type(defaults[name]) is Factory:
                delattr(cls, name)  # as dataclasses drops a field(); the instance holds the value
    cls.__value_spec__ = {"names": names, "defaults": defaults, "frozen": frozen, "order": order}
    cls.__match_args__ = names
    if "__init__" not in cls.__dict__:
        cls.__init__ = _init(names, defaults)
    own = cls.__dict__  # what the class writes itself stays, as with dataclasses (a live view:
    # the names set below are each looked up before they are set)
    explicit_hash = own.get("__hash__") is not None or ("__hash__" in own and "__eq__" not in own)
    cls._values = lambda self: tuple([self.__dict__[name] for name in names])
    methods = {"__repr__": lambda self: (f"{self.__class__.__qualname__}(" + ", ".join(
        f"{name}={self.__dict__[name]!r}" for name in names) + ")"), "__eq__": _EQ}
    if order:
        methods.update(_ORDER)
    for name, method in methods.items():
        if name not in own:
            setattr(cls, name, method)
    if not explicit_hash:
        cls.__hash__ = _hash if frozen else None
    if frozen:
        cls.__setattr__, cls.__delattr__ = _frozen_setattr, _frozen_delattr
    cls.__dataclass_fields__, cls.__dataclass_params__ = _FIELDS_TWIN, _PARAMS_TWIN
    return cls


def field_names(cls) -> tuple[str, ...]:
    """The fields of a value class, in order (what dataclasses.fields names, without it)."""
    return cls.__value_spec__["names"]


def replace(value, **changes):
    """A copy of a value class's ``value`` with ``changes`` (dataclasses.replace, without it)."""
    names = type(value).__value_spec__["names"]
    return type(value)(**dict(zip(names, value._values(), strict=True)) | changes)  # _values: a pending card's too

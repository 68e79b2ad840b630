"""Frozen value classes without :mod:`dataclasses`.

Importing dataclasses (it brings inspect, ast, dis, tokenize …) and running the
decorator take longer than ``pnpkit moves`` and ``pnpkit dice`` may take to start, so
the few classes on their way (the dice syntax tree, the Amber board and its moves)
derive from :class:`Record` instead.  A record behaves as a ``@dataclass(frozen=True)``
would: ``==`` and hashing on its fields, the same repr, read-only attributes, and
pickling and copying as usual.  A subclass lists ``_fields`` (and ``_compared`` when
some field is left out of ``==`` and the repr) and fills ``self.__dict__`` in its
``__init__``.
"""

from __future__ import annotations


class Record:
    __slots__ = ()
    _fields: tuple[str, ...] = ()
    _compared: tuple[str, ...] | None = None  # None: every field

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if cls._compared is None:
            cls._compared = cls._fields
        cls.__match_args__ = cls._fields

    def _values(self) -> tuple:
        d = self.__dict__  # type: ignore[attr-defined]
        return tuple([d[name] for name in self._compared])  # type: ignore[union-attr]

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        d = self.__dict__  # type: ignore[attr-defined]
        shown = ", ".join(f"{name}={d[name]!r}" for name in self._compared)  # type: ignore[union-attr]
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

"""Model objects of a kept read whose fields besides a head are decoded when first read.

A one-shot Amber write unpickled the whole game (~25,000 values), and its 196 cards'
texts, stats, effects and sources were a quarter of them, while a command reads a few
cards' effects (the sources it meets) and every card's id, number, name and attributes.  The codec
(readers.game_codec) keeps a card, a die table and a character as its head (the fields
in :data:`HEADS`) and the pickle of its other fields; :class:`PendingCard`,
:class:`PendingTable` and :class:`PendingCharacter` are the model's classes
(isinstance holds, equality and hashing read every field) that unpickle those bytes,
with the codec's loader, the first time one of them is read.  Data only, as the rest of the entry: a damaged rest is refused
(CacheFormatError) when it is read.
"""

from __future__ import annotations

from pnpkit.model.game_parts import Card, Character, DieTable
from pnpkit.readers.load_result import CacheFormatError
from pnpkit.value_class import field_names

#: the codec's restricted loader (readers.game_codec sets it when it makes its loader, before any
#: pending object exists: this module imports nothing of the codec's, so the two make no cycle)
unpickle_rest = None

#: model class name -> the fields kept plain (what a command reads of every card: names, numbers)
#: and a card's attributes (which cards are handed in, a card's experience: asked of every card)
HEADS = {"Card": ("id", "deck", "number", "kind", "name", "attrs"), "DieTable": ("id", "name", "dice"),
         "Character": ("id", "kind", "name")}
#: model class name -> the fields kept in the pickled rest, in the class's order
RESTS = {name: tuple(f for f in field_names(cls) if f not in HEADS[name])
         for name, cls in (("Card", Card), ("DieTable", DieTable), ("Character", Character))}


class _Pending:
    """The rest of a model object's fields, decoded on first read (``_rest``: their pickle)."""

    __slots__ = ()
    _model = object  # the model class (no annotation: the dataclass twin reads the model's)

    def __init__(self, *args, **kwargs) -> None:  # a copy made whole (dataclasses.replace …)
        self.__dict__.update(self._model(*args, **kwargs).__dict__)

    def _decode(self) -> None:
        own = self.__dict__
        rest = own.get("_rest")
        if rest is None:
            return
        fields = RESTS[self._model.__name__]
        values = unpickle_rest(rest) if type(rest) is bytes else None
        if type(values) is not tuple or len(values) != len(fields):
            raise CacheFormatError(f"a bad kept {self._model.__name__}")
        own.update(zip(fields, values, strict=True))
        # dropped after the fields are there: a thread reading the same card meanwhile (the
        # live page's server) finds them, or decodes the same rest again
        own.pop("_rest", None)

    def _values(self) -> tuple:
        self._decode()
        return self._model._values(self)

    def __eq__(self, other: object) -> bool:  # equal to the model's own object of the same fields
        if isinstance(other, self._model):
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        self._decode()
        return f"{self._model.__qualname__}(" + ", ".join(
            f"{name}={self.__dict__[name]!r}" for name in field_names(self._model)) + ")"


def _field(name: str) -> property:
    """A field of the rest, read through the class (a plain attribute would find the model
    class's default, ``effects = None``, before the instance's own value)."""
    def read(self: _Pending):
        own = self.__dict__
        if name not in own:
            self._decode()
        return own[name]

    return property(read)


class PendingCard(_Pending, Card):
    _model = Card
    __annotations__ = Card.__annotations__  # what the dataclass twin reads (dataclasses.replace …)


class PendingTable(_Pending, DieTable):
    _model = DieTable
    __annotations__ = DieTable.__annotations__


class PendingCharacter(_Pending, Character):
    _model = Character
    __annotations__ = Character.__annotations__


#: model class name -> its pending class
PENDING = {"Card": PendingCard, "DieTable": PendingTable, "Character": PendingCharacter}
for _name, _cls in PENDING.items():
    for _rest_field in RESTS[_name]:
        setattr(_cls, _rest_field, _field(_rest_field))


def pending(name: str, head: tuple, rest: bytes) -> _Pending:
    """A pending ``name`` (Card, DieTable) of its head's values and its rest's pickle:
    what the codec's pickle calls to make one (the one function its loader finds)."""
    cls = PENDING.get(name) if type(name) is str else None
    if cls is None or type(head) is not tuple or len(head) != len(HEADS[name]) or type(rest) is not bytes:
        raise CacheFormatError("a bad kept card or table")
    made = object.__new__(cls)
    own = made.__dict__
    own.update(zip(HEADS[name], head, strict=True))
    own["_rest"] = rest
    return made

"""A value class's generic ``__init__`` sets each field as object.__setattr__ does and
never reads the instance's ``__dict__``: reading it turns the inline values CPython keeps
into a dict of their own, and every later read of a field takes two to three times as
long (the race's simulation reads its effects' fields by the million)."""

from __future__ import annotations

import pytest

from pnpkit.value_class import Factory, value_class


def _watched(cls):
    """``cls`` with every read of ``__dict__`` through the instance recorded in ``cls.reads``."""
    cls.reads = []

    def __getattribute__(self, name):
        if name == "__dict__":
            type(self).reads.append(name)
        return object.__getattribute__(self, name)

    cls.__getattribute__ = __getattribute__
    return cls


@_watched
@value_class(frozen=True)
class Move:
    steps: int
    why: str = ""
    seen: list = Factory(list)


@pytest.mark.parametrize("make", [lambda: Move(3, "arrow", []), lambda: Move(3), lambda: Move(steps=3, why="x"),
                                  lambda: Move(3, seen=[1])])
def test_the_generic_init_never_reads_the_instance_dict(make):
    Move.reads.clear()
    move = make()
    assert Move.reads == []
    assert move.steps == 3 and isinstance(move.seen, list)
    with pytest.raises(AttributeError):
        move.steps = 4

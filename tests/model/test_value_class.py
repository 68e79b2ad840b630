"""value_class.value_class makes what @dataclass makes from the same declaration: the
model's classes behave as they did as dataclasses (the dataclasses functions included)."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.model.diagnostics import Diagnostics, Source
from pnpkit.model.game import Field, Game
from pnpkit.value_class import Factory, replace, value_class


@value_class(frozen=True, order=True)
class Point:
    x: int
    y: int = 0
    tags: dict = Factory(dict)

    def norm(self) -> int:
        return abs(self.x) + abs(self.y)


@dataclasses.dataclass(frozen=True, order=True)
class DataPoint:
    x: int
    y: int = 0
    tags: dict = dataclasses.field(default_factory=dict)


values = st.tuples(st.integers(-5, 5), st.integers(-5, 5))


@given(values, values)
def test_the_same_equality_order_hash_and_repr_as_a_dataclass(a, b):
    ours, theirs = (Point(*a), Point(*b)), (DataPoint(*a), DataPoint(*b))
    assert (ours[0] == ours[1]) == (theirs[0] == theirs[1])
    assert (ours[0] < ours[1], ours[0] <= ours[1], ours[0] > ours[1], ours[0] >= ours[1]) == (
        theirs[0] < theirs[1], theirs[0] <= theirs[1], theirs[0] > theirs[1], theirs[0] >= theirs[1])
    assert repr(ours[0]).replace("Point", "DataPoint", 1) == repr(theirs[0])
    assert hash(Point(*a, tags=())) == hash(DataPoint(*a, tags=()))  # type: ignore[arg-type]
    assert ours[0] != theirs[0] and ours[0].__eq__(theirs[0]) is NotImplemented


def test_init_by_position_keyword_and_defaults_with_a_fresh_factory_value():
    assert Point(1) == Point(x=1) == Point(1, 0) == Point(1, y=0, tags={})
    assert Point(1).tags is not Point(1).tags and "tags" not in Point.__dict__
    for bad in (lambda: Point(), lambda: Point(1, 2, {}, 4), lambda: Point(1, x=2), lambda: Point(1, z=2)):
        with pytest.raises(TypeError):
            bad()


def test_frozen_and_not():
    point = Point(1)
    with pytest.raises(AttributeError):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del point.x
    diags = Diagnostics()
    diags.items = []  # not frozen: assignable, and unhashable as a dataclass with eq
    assert Diagnostics.__hash__ is None


def test_the_dataclasses_functions_answer():
    point = Point(1, 2, {"a": 1})
    assert dataclasses.is_dataclass(point) and dataclasses.is_dataclass(Point)
    assert [f.name for f in dataclasses.fields(point)] == ["x", "y", "tags"]
    assert dataclasses.replace(point, y=5) == Point(1, 5, {"a": 1})
    assert dataclasses.asdict(point) == {"x": 1, "y": 2, "tags": {"a": 1}}
    assert dataclasses.astuple(point) == (1, 2, {"a": 1})
    assert copy.deepcopy(point) == point and pickle.loads(pickle.dumps(point)) == point
    assert Point.__match_args__ == ("x", "y", "tags")


def test_the_models_classes():
    game = Game("g", "G", "generic", ("ru",), "ru", fields=(Field("field.a", "main", "A"),))
    assert dataclasses.replace(game, title="H").title == "H" and game.field("field.a").name == "A"
    assert Source("a.yaml", 1, 2) < Source("a.yaml", 2, 1) and str(Source("a.yaml", 1, 2)) == "a.yaml:1:2"
    assert Source("a.yaml") == Source(path="a.yaml", line=0, column=0)
    assert [f.name for f in dataclasses.fields(Source)] == ["path", "line", "column"]


def test_a_method_the_class_writes_itself_stays():
    @value_class(frozen=True)
    class Named:
        name: str

        def __repr__(self) -> str:
            return f"<{self.name}>"

    assert repr(Named("a")) == "<a>" and Named("a") == Named("a") and hash(Named("a")) == hash(("a",))


@given(values, st.integers(-5, 5))
def test_replace_is_dataclasses_replace(a, y):
    """value_class.replace (FF's engine and the table use it without importing dataclasses)
    makes what dataclasses.replace makes, and refuses a field the class has not."""
    point, twin = Point(*a, tags={"k": 1}), DataPoint(*a, tags={"k": 1})
    made, expected = replace(point, y=y), dataclasses.replace(twin, y=y)
    assert (made.x, made.y, made.tags) == (expected.x, expected.y, expected.tags)
    assert made.tags is point.tags and replace(point) == point and replace(point) is not point
    with pytest.raises(TypeError):
        replace(point, z=1)

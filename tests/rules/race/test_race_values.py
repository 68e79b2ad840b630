"""The race's state and effect classes are value classes (a one-shot ``referee turn``
imports no dataclasses) and behave as the frozen dataclasses they replace: the pawn's and
the race state's own ``__init__``, hash and ``==`` (written out for the Markov chain's
speed) take every field, the effects pickle by name, the switches are still checked."""

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.games.race.race_data import load_race
from pnpkit.games.race.rules import effects
from pnpkit.games.race.rules.effects import GoTo, Move, Roll, RollRow, StandUntil, walk
from pnpkit.games.race.rules.state import Event, Pawn, RaceState, Waiting, WorkPawn
from pnpkit.games.race.rules.track import Options
from pnpkit.value_class import field_names

#: a value for each field of a pawn and of a race state, none of them the default
PAWN = {"pos": 7, "lane": "forest", "step": 2, "skip": 1, "stand": StandUntil((5, 6), 3),
        "visits": (("inn", 2),), "ignore": 1, "mods": ((1, 2),), "give": 1, "extra": 2, "exact": True,
        "finished": True}
STATE = {"pawns": (Pawn(3), Pawn()), "to_move": 1, "round": 4, "collisions": True, "exact_all": True,
         "curse_five": (1,), "curse_five_all": True, "curse_six": (0,), "winners": (1,), "over": True}


def _twin(cls):
    """A frozen dataclass of the same fields and defaults (what the class was before)."""
    defaults = cls(**{"pawns": ()} if cls is RaceState else {})
    made = [(name, object, dataclasses.field(default=getattr(defaults, name))) for name in field_names(cls)]
    return dataclasses.make_dataclass(cls.__name__, made, frozen=True)


@pytest.mark.parametrize(("cls", "values"), [(Pawn, PAWN), (RaceState, STATE)])
def test_each_field_counts_in_equality_hash_and_repr(cls, values):
    assert tuple(values) == field_names(cls)
    twin = _twin(cls)
    whole = cls(**values)
    assert repr(whole) == repr(twin(**values))
    assert hash(whole) == hash(twin(**values))
    assert whole == cls(*values.values()) and whole == copy.deepcopy(whole)
    base = {"pawns": ()} if cls is RaceState else {}
    for name, value in values.items():
        one = cls(**{**base, name: value})
        assert one != cls(**base) and hash(one) == hash(twin(**{**base, name: value}))
        assert getattr(one, name) == value
    assert whole != twin(**values)  # another class, as two dataclasses would be


@given(pos=st.integers(0, 149), skip=st.integers(0, 3), mods=st.lists(st.tuples(st.integers(-3, 3), st.integers(1, 2)), max_size=2),
       finished=st.booleans())
def test_a_working_pawn_freezes_to_the_pawn_it_was(pos, skip, mods, finished):
    pawn = Pawn(pos, skip=skip, mods=tuple(mods), finished=finished)
    assert WorkPawn(pawn).freeze() == pawn and hash(WorkPawn(pawn).freeze()) == hash(pawn)


def test_the_values_are_read_only_and_replace_as_dataclasses_do():
    pawn, state = Pawn(3), RaceState((Pawn(),))
    for change in (lambda: setattr(pawn, "pos", 4), lambda: delattr(state, "round"), lambda: setattr(pawn, "new", 1)):
        with pytest.raises(AttributeError):
            change()
    assert dataclasses.replace(pawn, skip=2) == Pawn(3, skip=2)
    assert dataclasses.replace(state, to_move=0, round=2) == RaceState((Pawn(),), 0, 2)


def test_every_effect_of_the_track_pickles_by_name_and_compares_by_class():
    track = load_race().track
    every = [e for cell in track.cells for e in walk(cell)]
    assert len({type(e) for e in every}) >= 15
    assert pickle.loads(pickle.dumps(track.cells)) == track.cells
    assert all(type(e).__module__ == effects.__name__ and getattr(effects, type(e).__name__) is type(e) for e in every)
    assert Move(3) != effects.Skip(3) and Move(3) == Move(3) and hash(Move(3)) == hash(Move(3))
    assert repr(Roll(1, (RollRow((1, 2), (GoTo(0),)),))) == (
        "Roll(dice=1, rows=(RollRow(values=(1, 2), effects=(GoTo(cell=0, resolve=False),)),), double=None)")
    assert pickle.loads(pickle.dumps(Event("roll", 0, (("face", 3),)))).get("face") == 3
    assert pickle.loads(pickle.dumps(Waiting((1, 2)))) == Waiting((1, 2))


def test_a_switch_out_of_its_values_is_refused():
    with pytest.raises(ValueError, match="cell137"):
        Options(cell137="third_five")
    assert Options().as_dict()["exact_finish"] == "everyone" and Options(chain=True).chain

"""The value classes on the quick paths (dice trees, the Amber board and its moves) behave as
the frozen dataclasses they replace (quicker to import)."""

import copy
import pickle
from dataclasses import FrozenInstanceError, dataclass

import pytest

from pnpkit.games.amber.rules.movement import Move
from pnpkit.rules.dice import Const, Dice, DiceRoll, Product, Sum, compile_dice
from pnpkit.value_class import field_names


@dataclass(frozen=True)
class DataMove:  # Move as it was written before it became a Record
    dest: str
    route: tuple[str, ...]
    stops: tuple[str, ...] = ()
    in_passing: bool = False
    steps: int = 0


MOVES = [("field.a", ("field.b", "field.a")), ("field.a", ("field.a",), (), True, 1),
         ("x", (), ("y",), False, 3)]


@pytest.mark.parametrize("args", MOVES)
def test_a_move_reads_compares_hashes_and_shows_as_the_dataclass_did(args):
    move, data = Move(*args), DataMove(*args)
    assert repr(move) == repr(data).replace("DataMove(", "Move(")
    assert hash(move) == hash(data)
    assert move == Move(*args) and move != Move("other", ())
    assert move != data  # another class, as two dataclasses would be
    assert [getattr(move, name) for name in field_names(Move)] == [getattr(data, name) for name in field_names(Move)]
    assert Move.__match_args__ == DataMove.__match_args__


def test_the_boards_memo_is_neither_compared_nor_shown():
    from pnpkit.games.amber.rules.board import BoardGraph

    names = ("id", "ids", "index", "neighbours", "regions", "roles", "passing", "no_duels", "clockwise")
    board, other = (BoardGraph(**{name: () for name in names}) for _ in range(2))
    board.memo["answer"] = 42
    assert board == other and "memo" not in repr(board) and field_names(BoardGraph) == names


def test_records_are_read_only():
    move = Move("a", ("a",))
    for change in (lambda: setattr(move, "dest", "b"), lambda: delattr(move, "dest"),
                   lambda: setattr(move, "new", 1)):
        with pytest.raises(AttributeError):
            change()
    assert move.dest == "a"
    assert issubclass(FrozenInstanceError, AttributeError)  # what callers caught still matches


def test_records_pickle_and_copy():
    node = compile_dice("4d6kh3+2*(1d4-1)").node
    for value in (Move("a", ("b", "a"), ("b",), False, 2), node, Dice(3, 6, 2, False)):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.copy(value) == value and copy.deepcopy(value) == value


def test_dice_nodes_as_the_dataclasses_were():
    node = compile_dice("2d6+3").node
    assert node == Sum(((1, Dice(2, 6)), (1, Const(3))))
    assert repr(node) == "Sum(terms=((1, Dice(count=2, sides=6, keep=None, keep_high=True)), (1, Const(value=3))))"
    assert repr(Product((Const(2), Dice(1, 4, 1, False)))) == (
        "Product(factors=(Const(value=2), Dice(count=1, sides=4, keep=1, keep_high=False)))")
    assert len({Dice(2, 6), Dice(2, 6, None, True), Dice(2, 6, 1)}) == 2
    match node:
        case Sum(terms=((_, Dice(count, sides)), _)):
            assert (count, sides) == (2, 6)
        case _:
            pytest.fail("a value class matches by its fields")


def test_a_roll_is_a_named_tuple():
    roll = DiceRoll("1d6", (4,), 4)
    assert roll == ("1d6", (4,), 4) and roll.total == 4 and roll._fields == ("expr", "faces", "total")
    assert repr(roll) == "DiceRoll(expr='1d6', faces=(4,), total=4)"

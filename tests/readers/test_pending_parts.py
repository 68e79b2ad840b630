"""A kept read holds each card, die table and character as its head and the pickle of its other
fields (readers.pending_parts): decoded when one of them is first read, equal field for
field to the game read from YAML, copied and replaced as the model's own objects are, and
its rest refused when damaged."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from pnpkit.model.game_parts import Card, Character, DieTable
from pnpkit.readers.game_codec import CacheFormatError, decode_result, encode_json, encode_result
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.pending_parts import HEADS, PendingCard, PendingCharacter, PendingTable, pending
from pnpkit.value_class import field_names, replace


@pytest.fixture(scope="module")
def read():
    from pnpkit.paths import content_root

    return load_game(content_root() / "amber")


def _kept(read):
    return decode_result(encode_result(read)).game


def _pending(things) -> int:
    return sum("_rest" in thing.__dict__ for thing in things)


def test_a_kept_cards_rest_waits_until_one_of_its_fields_is_read(read):
    game = _kept(read)
    assert all(type(card) is PendingCard for card in game.cards) and all(
        type(table) is PendingTable for table in game.tables) and all(
        type(character) is PendingCharacter for character in game.characters)
    heads = [(card.id, card.deck, card.number, card.kind, card.name, card.attrs) for card in game.cards]
    assert heads == [(card.id, card.deck, card.number, card.kind, card.name, card.attrs) for card in read.game.cards]
    assert _pending(game.cards) == len(game.cards)  # the heads read nothing more
    card = game.cards[5]
    assert card.effects == read.game.cards[5].effects  # not the class's default (effects = None)
    assert _pending(game.cards) == len(game.cards) - 1
    assert game.tables[0].row_for(3) == read.game.tables[0].row_for(3)
    assert [(c.id, c.kind, c.name) for c in game.characters] == [(c.id, c.kind, c.name) for c in read.game.characters]
    assert _pending(game.characters) == len(game.characters)
    assert game.characters[2].stats == read.game.characters[2].stats


def test_every_field_of_a_kept_card_and_table_is_the_read_ones(read):
    game = _kept(read)
    for kept, own, cls in [*zip(game.cards, read.game.cards, [Card] * len(game.cards), strict=True),
                           *zip(game.tables, read.game.tables, [DieTable] * len(game.tables), strict=True),
                           *zip(game.characters, read.game.characters, [Character] * len(game.characters),
                                strict=True)]:
        assert isinstance(kept, cls)
        assert [getattr(kept, f) for f in field_names(cls)] == [getattr(own, f) for f in field_names(cls)]
    assert _kept(read) == read.game and read.game == _kept(read)
    assert repr(_kept(read).cards[1]) == repr(read.game.cards[1])


def test_a_kept_game_encodes_as_the_read_one(read):
    assert encode_json(decode_result(encode_result(read))) == encode_json(read)
    assert decode_result(encode_result(decode_result(encode_result(read)))) == read


def test_a_kept_card_is_copied_replaced_and_pickled_as_the_models(read):
    game = _kept(read)
    assert replace(game.cards[7], name="x") == replace(read.game.cards[7], name="x")
    assert dataclasses.replace(game.cards[9], name="y").effects == read.game.cards[9].effects
    assert dataclasses.asdict(game.cards[10]) == dataclasses.asdict(read.game.cards[10])
    assert pickle.loads(pickle.dumps(_kept(read))) == read.game
    assert copy.deepcopy(_kept(read)) == read.game
    assert not hasattr(game.cards[3], "no_such_field") and _pending(game.cards[3:4]) == 1


def test_a_damaged_rest_is_refused_when_read():
    card = pending("Card", ("card.1", "adventure", 1, "enemy", "Орк", {}), pickle.dumps((1, 2)))
    assert card.name == "Орк"
    with pytest.raises(CacheFormatError):
        _ = card.effects
    for name, head, rest in (("Item", ("a",), b""), ("Card", ("a",), b""),
                             ("Card", ("a",) * len(HEADS["Card"]), "not bytes")):
        with pytest.raises(CacheFormatError):
            pending(name, head, rest)


def test_a_kept_game_has_the_read_games_fingerprint(read):
    from pnpkit.model.fingerprint import digest

    game = _kept(read)  # what a build keys its parts by (the kit from a kept game is the one read afresh)
    assert digest(game.cards, game.tables, game.characters) == digest(
        read.game.cards, read.game.tables, read.game.characters)

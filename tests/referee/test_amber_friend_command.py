"""Issue #30, 6: the referee's ``friend`` (натравить) command.  Seed 000, «Друзья»: on a
field where another traveller stands, he does your friend's card «по вашему желанию» —
the command sets the friend on him, announces the fight with its odds, and the fight is
rolled like any other."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.rules.session import Player, RuleError, SessionHeader, perform

HEADER = SessionHeader("amber", 5, (Player("Аня"), Player("Вика")))


def _table(friend="card.014"):
    table = REFEREE.new(HEADER)
    game = table.game
    for p in game.players:
        p.position, p.world = "field.saloon", "world.strength"
    me = game.players[game.turn]
    me.friends = [friend]
    return table, me.name, game.players[1 - game.turn].name


def act(table, command, *args):
    return perform(REFEREE, HEADER, table, 1, command, args)


def said(events, locale="ru"):
    return "\n".join(REFEREE.describe(events, locale))


def test_friend_command_announces_the_fight_with_odds_then_rolls_it():
    table, me, other = _table()
    assert "friend" in [c.name for c in REFEREE.commands(table)]
    paused, events, _ = act(table, "friend", other)
    ready = [e for e in events if e.kind == "fight_ready"]
    assert ready and 0 < ready[0].data["win"] < 1
    assert "натравливает" in said(events) and "sets a friend" in said(events, "en")
    done, events, _ = act(paused, "fight")
    assert any(e.kind == "battle" for e in events)
    assert done.game.current.name == me and done.game.phase == "roll"  # the turn goes on


def test_the_friend_named():
    table, _me, other = _table()
    paused, events, _ = perform(REFEREE, HEADER, table, 1, "friend", (other, "Кентавр"))
    assert any(e.kind == "fight_ready" for e in events)


def test_a_friend_who_does_not_fight_is_refused_in_words():
    table, _me, other = _table("item.pocket-spy")
    assert "friend" not in [c.name for c in REFEREE.commands(table)]
    with pytest.raises(RuleError) as info:
        act(table, "friend", other)
    assert info.value.text("ru") and info.value.text("en")


def test_the_live_page_offers_the_friend_as_a_button_that_runs_the_command():
    from pnpkit.games.amber.amber_live import LIVE

    table, _me, other = _table()
    for locale, word in (("ru", "Натравить"), ("en", "Set your friend")):
        choices = [c for c in LIVE.view(table, locale).choices if c.command == "friend"]
        assert len(choices) == 1 and word in choices[0].label and other in choices[0].label
    button = next(c for c in LIVE.view(table, "en").choices if c.command == "friend")
    _paused, events, _ = act(table, button.command, *button.args)
    assert any(e.kind == "fight_ready" for e in events)


def test_the_command_has_its_russian_name():
    from pnpkit.referee.registry import alias_names, aliases_of, command_names

    assert "friend" in command_names() and "натравить" in alias_names()
    assert aliases_of("amber", "friend") == ["натравить"]

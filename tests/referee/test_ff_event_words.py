"""The Fighting Fantasy events said by one message that takes the event's own fields
(fleeing, winning, escaping, eating, dying), word for word in both languages, the hero's
gender agreeing and an older log's event without ``player`` still said."""

from __future__ import annotations

import contextvars

from pnpkit.games.fighting_fantasy.rules.referee_text import describe_events
from pnpkit.rules.messages import speaking_of
from pnpkit.rules.session import Event

EVENTS = [Event("escape_started", {"by": "Орк"}), Event("fight_won", {"opponents": "Орк, Гоблин"}),
          Event("escaped", {"opponents": "Орк", "player": "Аня"}), Event("escaped", {"opponents": "Орк"}),
          Event("ate", {"before": 10, "after": 14, "left": 3, "player": "Аня"}),
          Event("hero_dead", {"name": "Аня", "player": "Аня"})]


def _said(locale: str) -> list[str]:
    def say() -> list[str]:
        speaking_of({"Аня": "f"})
        return describe_events(EVENTS, locale)

    return contextvars.copy_context().run(say)


def test_russian():
    assert _said("ru") == [
        "Ты бежишь; Орк бьёт напоследок.", "Бой выигран: Орк, Гоблин.", "Ты сбежала из боя.",
        "Ты сбежал из боя.", "Ты поела: ВЫНОСЛИВОСТЬ 10 → 14; припасов осталось 3.",
        "Ты погибла. Приключение окончено."]


def test_english():
    assert _said("en") == [
        "You flee; Орк strikes as you go.", "You won the fight against Орк, Гоблин.", "You got away.",
        "You got away.", "You eat: STAMINA 10 → 14; provisions left: 3.", "You are dead. The adventure is over."]


def test_a_fight_won_against_several_names_them_with_and():
    """Session 13's English adventure read «You won the fight against Wolf, Orc.»; a log
    kept before (no ``names``) is still said as it was (above)."""
    won = [Event("fight_won", {"opponents": "Wolf, Orc", "names": ["Wolf", "Orc"]}),
           Event("fight_won", {"opponents": "Wolf, Orc, Big, Bad Rat", "names": ["Wolf", "Orc", "Big, Bad Rat"]}),
           Event("fight_won", {"opponents": "Wolf", "names": ["Wolf"]})]
    assert describe_events(won, "en") == ["You won the fight against Wolf and Orc.",
                                          "You won the fight against Wolf, Orc and Big, Bad Rat.",
                                          "You won the fight against Wolf."]
    assert describe_events(won[:1], "ru") == ["Бой выигран: Wolf и Orc."]


def test_the_referee_keeps_each_name_of_a_fight_won(tmp_path):
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    table = Table.new(tmp_path / "game.pnp",
                      SessionHeader("fighting-fantasy", 3, (Player("Bob", "12/24/12", "m"),), locale="en"))
    table.act("fight", ["--enemy", "Wolf:1:1", "--enemy", "Orc:1:1"])
    for _ in range(40):
        if table.state.fight is None:
            break
        table.act("luck", ["no"]) if table.state.fight.pending else table.act("fight")
    won = [e for events in table.history for e in events if e.kind == "fight_won"]
    assert [e.data["names"] for e in won] == [["Wolf", "Orc"]]


def test_the_last_opponent_s_fall_is_told_by_the_fight_won():
    """Session 13's page: «Орк теряет 2 ВЫНОСЛИВОСТИ, остаётся 0.», «Противник повержен: Орк.»,
    «Бой выигран: Орк.» — the Orc's end told three times; an opponent slain while others
    still fight is told as before."""
    hit = Event("damage", {"who": "Орк", "amount": 2, "stamina": 0, "hero": False})
    slain = Event("slain", {"name": "Орк", "instant": False})
    won = Event("fight_won", {"opponents": "Волк, Орк", "names": ["Волк", "Орк"]})
    assert describe_events([hit, slain, won], "ru") == ["Орк теряет 2 ВЫНОСЛИВОСТИ, остаётся 0.",
                                                        "Бой выигран: Волк и Орк."]
    assert describe_events([hit, slain], "en") == ["Орк loses 2 STAMINA; 0 left.", "Орк is slain."]

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

"""Round-2 words of issue #31: «выбрать 1» names what it picked (a declined loan, shop or
exchange says so: no answer without its outcome), a traveller changed into another is a
sentence in both languages, and content texts spoken to the player fit any player."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from amber_driver import act_agreeing, table_command

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_text import describe_events
from pnpkit.referee.narrate import action_lines
from pnpkit.referee.table import Table
from pnpkit.rules.session import Event, Player, SessionHeader

CONTENT = Path(__file__).resolve().parents[2] / "content"


def _said(kind, locale, **data):
    return describe_events(REFEREE, [Event(kind, data)], locale)


def test_a_traveller_changed_is_a_sentence_in_both_languages():
    assert _said("became", "ru", player="Гоша", traveller="traveller.witch-queen") == ["Теперь Гоша — Королева ведьм."]
    en = _said("became", "en", player="Gosha", traveller="traveller.witch-queen")[0]
    assert en == "Gosha becomes a Witch Queen."


def test_a_chosen_option_is_named_once_and_a_declined_one_said_declined():
    tax = ("Заплатить налог, 10 талеров.", "Не платить.")
    ru = _said("chosen", "ru", player="Борис", question="choose", option={"text": tax[0]}, info={}, players=[])
    assert ru[0].startswith("Борис выбирает: ") and not ru[0].endswith("..")
    assert _said("chosen", "ru", player="Аня", declined=True, question="loan", option=False) == ["Аня отказывается."]
    assert _said("chosen", "en", player="Ann", declined=True, question="loan", option=False) == ["Ann declines."]


@pytest.mark.parametrize(("locale", "seed"), [("ru", 1), ("en", 1), ("ru", 2)])
def test_every_choose_in_a_scripted_game_says_what_it_picked(tmp_path, locale, seed):
    names = ("Аня", "Вика", "Борис") if locale == "ru" else ("Ann", "Vicky", "Bob")
    players = tuple(Player(n, None, g) for n, g in zip(names, "ffm", strict=True))
    table = Table.new(tmp_path / "g.pnp", SessionHeader("amber", seed, players, locale=locale))
    rng, chosen = random.Random(seed), 0
    said = re.compile(r"^\S+ (выбирает: .+[^.]\.|отказывается\.|chooses: .+[^.]\.|declines\.)$")
    for _ in range(200):
        if table.referee.is_over(table.state):
            break
        outcome, _asked = act_agreeing(table, table_command(table.referee, table.state, rng))
        if outcome.action is not None and outcome.action.command == "choose":
            chosen += 1
            lines = [line for line in action_lines(table.referee, outcome.action, outcome.events, locale)
                     if not re.match(r"^(кубики|dice) ", line)]
            assert said.match(lines[0]), lines
    assert chosen >= 5


def test_texts_spoken_to_the_player_fit_any_player():
    cards = (CONTENT / "amber" / "cards" / "051-100.yaml").read_text(encoding="utf-8")
    assert "ты сам" not in cards and "твоё тёмное отражение" in cards
    travellers = (CONTENT / "amber" / "travellers.yaml").read_text(encoding="utf-8")
    assert "карта на него не действует" not in travellers
    en = (CONTENT / "amber" / "locales" / "en.po").read_text(encoding="utf-8")
    assert "When he draws an adventure card" not in en and "yourself, only dark" not in en
    race = (CONTENT / "race" / "track.yaml").read_text(encoding="utf-8")
    # one spelling, the seed's and the reference's (session 14: «Homo virtualis» on square 126)
    assert "Homo Virtualis" in race and not re.search(r"(?i)homo virtualis", race.replace("Homo Virtualis", ""))

"""More of what a table met reading whole four-player Amber games (session 13, round 2,
issue #31): a line a player has to puzzle out — a fraction of nothing, a stat in quotes,
two verbs for one move of a card."""

from __future__ import annotations

import pytest
from test_amber_whole_game_reads import _drawn_into_a_fight

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.combat import fight_odds
from pnpkit.rules.messages import speaking_of
from pnpkit.rules.session import Action, Event, LiveDice

NAMES = {"ru": "Вика", "en": "Vicky"}


def _odds(you: int, enemy: int) -> dict:
    odds = fight_odds(you, enemy)
    return {"win": float(odds.win), "draw": float(odds.draw), "loss": float(odds.lose),
            "exact": {"win": str(odds.win), "draw": str(odds.draw), "loss": str(odds.lose)}}


@pytest.mark.parametrize(("locale", "sure", "even"), [
    ("ru", "  точные шансы: победа 0\u00a0%, ничья 0\u00a0%, поражение 100\u00a0%",
     "  точные шансы: победа 41,7\u00a0% (5/12), ничья 16,7\u00a0% (1/6), поражение 41,7\u00a0% (5/12)"),
    ("en", "  exact odds: win 0%, draw 0%, loss 100%",
     "  exact odds: win 41.7% (5/12), draw 16.7% (1/6), loss 41.7% (5/12)"),
])
def test_a_sure_or_impossible_outcome_has_no_fraction(locale, sure, even):
    # seed 7: «точные шансы: победа 0,0 % (0), ничья 0,0 % (0), поражение 100,0 % (1)»
    speaking_of({NAMES[locale]: "f"})

    def odds_line(you: int, enemy: int) -> str:
        fight = {"kind": "battle", "stat": "strength", "you": you, "enemy": enemy, **_odds(you, enemy)}
        lines = REFEREE.describe([Event("fight_ready", {"player": NAMES[locale], "fight": fight, **fight})], locale)
        return next(line for line in lines if line.startswith(sure[:8]))

    assert odds_line(0, 9) == sure
    assert odds_line(4, 4) == even


@pytest.mark.parametrize(("locale", "stat", "thing"), [
    ("ru", "  шаг 2: вместо ПМ — 1 ПУ (компенсация)", "  шаг 1: вместо «лошадь» — 2 ПС (компенсация)"),
    ("en", "  step 2: instead of MAG: 1 MND (compensation)", "  step 1: instead of a horse: 2 STR (compensation)"),
])
def test_a_compensation_step_names_a_stat_as_written(locale, stat, thing):
    # seed 7: «шаг 2: вместо «ПМ» — 1 ПУ» — the stat quoted as if it were a name
    speaking_of({NAMES[locale]: "f"})
    lost = Event("lost", {"player": NAMES[locale], "points": {"magic": 2},
                          "plan": [("magic", 1, "magic"), ("mind", 1, "magic")]})
    assert REFEREE.describe([lost], locale)[2] == stat
    horse = Event("lost", {"player": NAMES[locale], "points": {"horse": 1}, "plan": [("strength", 2, "horse")]})
    assert REFEREE.describe([horse], locale)[1] == thing


@pytest.mark.parametrize(("question", "en"), [("place-card", "the card is laid on this field: "),
                                              ("send-card", "the card is sent to this field: ")])
def test_a_card_moved_to_a_field_is_told_in_one_english_voice(question, en):
    # whole games: «the card goes on this field» and «the card goes to this field» both
    # appeared — the Russian «ложится» (is laid) and «уходит» (is sent), told plainly
    from pnpkit.games.amber.rules.referee_text_questions import option_fact
    from pnpkit.games.amber.rules.referee_text_say import _Say

    asked = {"question": question, "options": ["field.cliffs"], "info": {}}
    fact = option_fact(_Say(REFEREE, "en"), asked, "field.cliffs", "Cliffs")
    assert fact.startswith(en) and fact != en, fact
    assert option_fact(_Say(REFEREE, "ru"), asked, "field.cliffs", "Скалы").startswith("карта ")


@pytest.mark.parametrize(("locale", "told"), [
    ("ru", "№102 Плащ-невидимка, бросок: 2 — противник тебя не видит."),
    ("en", "No. 102 Cloak of Invisibility roll: 2: the opponent cannot see you."),
])
def test_an_items_own_roll_is_told_by_the_items_name(locale, told):
    # seed 7: «да» to the cloak, then «Бросок по таблице: 2 — противник тебя не видит.» —
    # no table, and whose roll it was the table had to guess
    table, _events = _drawn_into_a_fight(locale)
    _table_after, events = REFEREE.apply(table, Action("yes"), LiveDice(3, 4, [2]))
    lines = REFEREE.describe(events, locale)
    assert lines[0] == told, lines
    assert not [line for line in lines if line.startswith(("Бросок по таблице", "Table roll"))], lines


@pytest.mark.parametrize(("locale", "yes"), [("ru", "  2. да · выполнить"), ("en", "  2. yes · do it")])
def test_a_yes_does_not_say_again_what_the_offer_means(locale, yes):
    # seed 7: «это значит: бросок кубика: 1–3 — противник тебя не видит, 4–6 — не вышло» and
    # under it «2. да · бросок кубика: 1–3 — противник тебя не видит, 4–6 — не вышло»
    _table_after, events = _drawn_into_a_fight(locale)
    lines = REFEREE.describe(events, locale)
    means = next(k for k, line in enumerate(lines) if line.startswith(("  это значит: ", "  that means: ")))
    assert lines[means + 2] == yes, lines[means:]


def test_an_english_prince_card_fits_a_woman_who_draws_it():
    # seed 22 (en): «Random (Vicky): Fortune’s favourite: on a tie in the duel for the Crown
    # he loses no Life.» — the card is the player's true self, and players are women too
    import re

    from pnpkit.games.amber.rules.referee_text_say import _Say
    from pnpkit.games.amber.shipped import load_shipped_amber

    princes = [c.id for c in load_shipped_amber().characters if c.kind == "prince"]
    say = _Say(REFEREE, "en")
    told = {prince: say.facts(prince) for prince in princes}
    assert len(princes) == 5 and all(told.values()), told
    assert not {p: t for p, t in told.items() if re.search(r"\b(he|his|him|she|her)\b", t, re.IGNORECASE)}, told


def test_a_russian_prince_card_has_no_masculine_form_of_its_holder():
    # «Однажды уже прошёл Лабиринт …» (Корвин), «Несокрушим: …» (Жерар): a woman who draws the
    # card reads a man's past tense or short adjective of herself; the abilities are worded
    # without them («Лабиринт уже пройден однажды …», «Несокрушимость: …»)
    import re

    from pnpkit.games.amber.rules.referee_text_say import _Say
    from pnpkit.games.amber.shipped import load_shipped_amber

    say = _Say(REFEREE, "ru")
    told = {c.id: say.facts(c.id) for c in load_shipped_amber().characters if c.kind == "prince"}
    masculine = re.compile(r"\b(прошёл|прошел|вернул|помнил|несокрушим|силён|нужен)\b", re.IGNORECASE)
    assert len(told) == 5 and not {p: t for p, t in told.items() if masculine.search(t)}, told

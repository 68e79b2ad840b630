"""A random-driven Fighting Fantasy adventure of 300 referee actions in each language
prints no id, no English word in the Russian session and no Russian word in the English
one (the checker is tests/referee/words_check.py, shared with Amber and the race).

The commands are typed as a table types them (Russian names and Russian words for the
things of the sheet in the Russian session); fights, luck choices, escapes, meals,
potions, the sheet's changes, questions, refusals and the status all speak.  A hero who
dies ends the session: the next adventure starts in a new file until 300 actions ran."""

from __future__ import annotations

import random

import pytest
from words_check import assert_one_language, sessions_spoken

from pnpkit.referee.narrate import action_lines, command_word
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader

ACTIONS = 300
HERO = {"ru": Player("Аня", gender="f"), "en": Player("Ann", gender="f")}
MONSTERS = {"ru": ("Орк", "Гоблин", "Пещерный тролль", "Волк"), "en": ("Orc", "Goblin", "Cave Troll", "Wolf")}
#: the words a table types for the sheet's things and stats
THINGS = {"ru": {"gold": "золото", "jewels": "драгоценности", "potions": "зелья", "provisions": "припасы",
                 "item": "вещь", "skill": "мастерство", "stamina": "выносливость", "luck": "удача",
                 "no": "нет", "thing": "верёвка"},
          "en": {"gold": "gold", "jewels": "jewels", "potions": "potions", "provisions": "provisions",
                 "item": "item", "skill": "skill", "stamina": "stamina", "luck": "luck", "no": "no",
                 "thing": "rope"}}


def next_words(table: Table, rng: random.Random, locale: str) -> list[str]:
    """A legal-looking command for the state, picked by the seeded generator."""
    state, w = table.state, THINGS[locale]
    names = {s.name for s in table.commands()}
    if state.fight is None:
        roll = rng.random()
        if roll < 0.45:
            enemies = []
            for _ in range(rng.choice((1, 1, 1, 2))):
                name = rng.choice(MONSTERS[locale])
                enemies += ["--enemy", f"{name}:{rng.randint(4, 8)}:{rng.randint(3, 8)}"]
            return ["fight", *enemies, *(["--escape"] if rng.random() < 0.3 else [])]
        if roll < 0.55 and state.hero.stamina.current < state.hero.stamina.initial and state.hero.provisions:
            return ["eat"]
        if roll < 0.65:
            return ["take", rng.choice((w["gold"], w["jewels"], w["potions"], w["provisions"])),
                    str(rng.randint(1, 3))]
        if roll < 0.7:
            return ["take", w["item"], w["thing"]]
        if roll < 0.75 and w["thing"] in state.hero.equipment:
            return ["drop", w["item"], w["thing"]]
        if roll < 0.8 and state.hero.gold:
            return ["pay", "1"]
        if roll < 0.85 and state.hero.potions:
            return ["drink", rng.choice((w["skill"], w["stamina"], w["luck"]))]
        if roll < 0.92:
            return ["change", rng.choice((w["skill"], w["stamina"], w["luck"])), rng.choice(("+3", "-1", "+1"))]
        return ["luck"] if state.hero.luck.current else ["change", w["stamina"], "+2"]
    if state.fight.pending:
        return ["luck"] if rng.random() < 0.5 else ["luck", w["no"]]
    if "escape" in names and rng.random() < 0.15:
        return ["escape"]
    living = [i for i, o in enumerate(state.fight.opponents) if o.alive]
    return ["fight", *([str(rng.choice(living) + 1)] if len(living) > 1 and rng.random() < 0.5 else [])]


def play(folder, locale: str, seed: int) -> list[str]:
    rng = random.Random(seed)

    def start(adventure: int) -> Table:
        return Table.new(folder / f"game{adventure}.pnp",
                         SessionHeader("fighting-fantasy", seed + adventure, (HERO[locale],),
                                       preset="instant-kill", locale=locale))

    def step(table: Table, out: list[str]):
        words = next_words(table, rng, locale)
        try:
            return table.act(command_word("fighting-fantasy", words[0], locale), words[1:])
        except RuleError as exc:  # the driver may ask for what the rules refuse: that speaks too
            out.append(exc.text(locale))
            return None

    def questions(table: Table) -> list[str]:
        said = []
        for question, args in (("odds", ()), ("eat", ()), ("escape", ()), ("luck", ("x",))):
            try:
                answer = table.act(command_word("fighting-fantasy", question, locale), args)
                said += action_lines(table.referee, answer.action, answer.events, locale)
            except RuleError as exc:
                said.append(exc.text(locale))
        return said

    out, adventures = sessions_spoken(start, step, locale, actions=ACTIONS, questions=questions)
    assert adventures < ACTIONS / 10, "the heroes die too fast to say much"
    return out


@pytest.mark.parametrize(("locale", "seed"), [("ru", 3), ("en", 4)])
def test_a_random_adventure_speaks_one_language_and_names_no_id(tmp_path, locale, seed):
    lines = play(tmp_path, locale, seed)
    monsters = [*MONSTERS[locale], HERO[locale].name, THINGS[locale]["thing"]]
    assert_one_language(lines, locale, monsters)


def test_the_luck_offer_says_what_to_type_in_a_sentence():
    """#31 played: «luck: test, luck no: do not test» read as a label list, not advice."""
    from pnpkit.games.fighting_fantasy.rules.referee_text import MESSAGES
    from pnpkit.rules.messages import say

    assert say(MESSAGES, "luck.commands", "en") == "Type luck to test it, or luck no not to."
    assert say(MESSAGES, "luck.commands", "ru") == "удача — испытать, удача нет — не испытывать"


@pytest.mark.parametrize(("locale", "said"), [("ru", "Бой выигран: Орк."),
                                               ("en", "You won the fight against Orc.")])
def test_a_won_fight_is_a_sentence(locale, said):
    """#31 played: «Victory! (Orc)» read like a caption, not a sentence."""
    from pnpkit.games.fighting_fantasy.rules.referee_text import describe_events
    from pnpkit.rules.session import Event

    assert describe_events([Event("fight_won", {"opponents": "Орк" if locale == "ru" else "Orc"})], locale) == [said]


def test_a_certainty_shows_no_decimals_beside_a_near_certainty():
    """#31 played: «over 99.9999% with it, 100.0000% without» — a sure win is «100%»."""
    from pnpkit.games.fighting_fantasy.rules.referee_text import percent

    assert percent(1.0, "en", 4) == "100%" and percent(0.0, "en", 4) == "0%"
    assert percent(1.0, "ru", 4).startswith("100") and "," not in percent(1.0, "ru", 4)
    assert percent(0.9999999, "en", 4) == "over 99.9999%"


def test_one_opponent_is_one_in_the_round_line():
    """#31 played: «у противников: Гоблин 12» for a single goblin."""
    from pnpkit.games.fighting_fantasy.rules.referee_text import describe_events
    from pnpkit.rules.session import Event

    def said(attacks):
        data = {"n": 1, "target": "Гоблин", "hero_attack": 18, "attacks": attacks, "blow": "hero",
                "wounded_by": []}
        return describe_events([Event("round", data)], "ru")[0]

    assert "; у противника: Гоблин 12." in said([{"name": "Гоблин", "attack": 12}])
    assert "; у противников: Гоблин 12, Орк 9." in said([{"name": "Гоблин", "attack": 12},
                                                         {"name": "Орк", "attack": 9}])

"""A random-driven race of 300 referee actions in each language prints no id, no English
word in the Russian session and no Russian word in the English one (the checker is
tests/referee/words_check.py, shared with Amber and Fighting Fantasy).

Turns are typed with the session language's command names (``ход``, ``где``); an
obstacle that asks for a player is answered by name as the refusal says; the house-rule
switches of the session, the status, the questions and refusals speak too.  A race
that ends starts the next one in a new file until 300 actions ran."""

from __future__ import annotations

import random

import pytest
from words_check import assert_one_language, sessions_spoken

from pnpkit.referee.narrate import action_lines, command_word
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader

ACTIONS = 300
PLAYERS = {"ru": (Player("Аня", gender="f"), Player("Борис"), Player("Вика", gender="f")),
           "en": (Player("Ann"), Player("Bob"), Player("Vicky"))}
#: switches away from the printed reading, so that the session has some to say
SWITCHES = (("chain", "true"), ("cell148", "shared"), ("exact_finish", "lander"))
#: a Latin title the Russian data itself gives three squares (the saga's «Homo Virtualis»)
PROPER_NAMES = ("Homo Virtualis",)


def play(folder, locale: str, seed: int) -> list[str]:
    rng = random.Random(seed)
    names = [p.name for p in PLAYERS[locale]]
    turn = command_word("race", "turn", locale)

    def start(race: int) -> Table:
        return Table.new(folder / f"race{race}.pnp",
                         SessionHeader("race", seed + race, PLAYERS[locale], preset="table", options=SWITCHES,
                                       locale=locale))

    def step(table: Table, out: list[str]):
        try:
            return table.act(turn)
        except RuleError as exc:  # an obstacle asks whom to pick: said, then answered by name
            out.append(exc.text(locale))
            for name in rng.sample(names, len(names)):  # the first one the obstacle may pick
                try:
                    return table.act(turn, [name])
                except RuleError:
                    continue
            raise AssertionError(exc.text("en")) from None

    def questions(table: Table) -> list[str]:
        answer = table.act(command_word("race", "where", locale))
        said = action_lines(table.referee, None, answer.events, locale)
        for refused in ((turn, ["Никто" if locale == "ru" else "Nobody"]), (command_word("race", "fight", locale), [])):
            with pytest.raises(RuleError) as caught:
                table.act(*refused)
            said.append(caught.value.text(locale))
        return said

    out, races = sessions_spoken(start, step, locale, actions=ACTIONS, questions=questions)
    assert 1 < races < ACTIONS / 20, "a race should end (its last words count too), but not at once"
    return out


@pytest.mark.parametrize(("locale", "seed"), [("ru", 3), ("en", 2)])
def test_a_random_race_speaks_one_language_and_names_no_id(tmp_path, locale, seed):
    lines = play(tmp_path, locale, seed)
    assert_one_language(lines, locale, [*PROPER_NAMES, *(p.name for p in PLAYERS[locale])])
    assert any(line.startswith(("Домашние правила: Цепочка: да", "House rules: Chain: yes")) for line in lines)

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
from words_check import assert_one_language

from pnpkit.cli.referee import _status_lines
from pnpkit.referee.narrate import action_lines, action_title, command_word
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader

ACTIONS = 300
PLAYERS = {"ru": (Player("Аня", gender="f"), Player("Борис")),
           "en": (Player("Ann"), Player("Bob"))}
#: switches away from the printed reading, so that the session has some to say
SWITCHES = (("chain", "true"), ("cell148", "shared"), ("exact_finish", "lander"))
#: a Latin title the Russian data itself gives three squares (the saga's «Homo Virtualis»)
PROPER_NAMES = ("Homo Virtualis",)


def play(folder, locale: str, seed: int) -> list[str]:
    out: list[str] = []
    rng, done, race = random.Random(seed), 0, 0
    names = [p.name for p in PLAYERS[locale]]
    table = None
    turn = command_word("race", "turn", locale)
    while done < ACTIONS:
        if table is None or table.referee.is_over(table.state):
            if table is not None:
                out += _status_lines(table, locale)[1:]
            race += 1
            table = Table.new(folder / f"race{race}.pnp",
                              SessionHeader("race", seed + race, PLAYERS[locale], preset="table", options=SWITCHES,
                                            locale=locale))
            out += _status_lines(table, locale)[1:]
        try:
            outcome = table.act(turn)
        except RuleError as exc:  # an obstacle asks whom to pick: said, then answered by name
            out.append(exc.text(locale))
            outcome = None
            for name in rng.sample(names, len(names)):  # the first one the obstacle may pick
                try:
                    outcome = table.act(turn, [name])
                    break
                except RuleError:
                    continue
            assert outcome is not None, exc.text("en")
        done += 1
        out.append(action_title(outcome.index, outcome.action, table.referee, locale))
        out += action_lines(table.referee, outcome.action, outcome.events, locale, explain=True)
        if done % 20 == 0:
            out += _status_lines(table, locale)[1:]  # the first line names the file
            out += [f"{s.usage_for(locale)} — {s.help(locale)}" for s in table.referee.commands(table.state)]
            answer = table.act(command_word("race", "where", locale))
            out += action_lines(table.referee, None, answer.events, locale)
            for refused in ((turn, ["Никто", "Nobody"]), (command_word("race", "fight", locale), [])):
                with pytest.raises(RuleError) as caught:
                    table.act(*refused)
                out.append(caught.value.text(locale))
    assert 1 < race < ACTIONS / 20, "a race should end (its last words count too), but not at once"
    return out


@pytest.mark.parametrize(("locale", "seed"), [("ru", 3), ("en", 2)])
def test_a_random_race_speaks_one_language_and_names_no_id(tmp_path, locale, seed):
    lines = play(tmp_path, locale, seed)
    assert_one_language(lines, locale, [*PROPER_NAMES, *(p.name for p in PLAYERS[locale])])
    assert any(line.startswith(("Домашние правила: Цепочка: да", "House rules: Chain: yes")) for line in lines)

"""A scripted Amber game of 300 referee actions in each language prints no id
(``card.072``, ``field.x``, ``table.y``, ``key=value``), no English word in the Russian
session and no Russian word in the English one: every word the referee prints comes
from the session language's catalogue.

The actions are real referee commands on a session file (``Table.act``, what the CLI
runs), typed as a table types them: Russian command names in the Russian session, with
questions (``куда``, ``шансы``), refusals and the status along the way; the text is what
the CLI prints (the action's title, its rolls, its sentences, the status)."""

from __future__ import annotations

import random

import pytest
from amber_driver import table_command
from words_check import assert_one_language

from pnpkit.cli.referee import _status_lines
from pnpkit.referee.narrate import action_lines, action_title, command_word
from pnpkit.referee.table import NeedsConfirmation, Table
from pnpkit.rules.session import Player, RuleError, SessionHeader

ACTIONS = 300
PLAYERS = {"ru": ("Аня", "Вика", "Борис"), "en": ("Ann", "Vicky", "Bob")}


def play(path, locale: str, seed: int) -> list[str]:
    table = Table.new(path, SessionHeader("amber", seed, tuple(Player(n) for n in PLAYERS[locale]),
                                          locale=locale))
    names = table.referee.names(locale)
    rng = random.Random(seed)
    out: list[str] = []

    def refused(command: str, *args: str) -> None:
        with pytest.raises(RuleError) as caught:
            table.act(command, args)
        out.append(caught.value.text(locale))

    for i in range(ACTIONS):
        if table.referee.is_over(table.state):
            break
        words = table_command(table.referee, table.state, rng)
        if words[0] == "move" and rng.random() < 0.5:
            words = ["move", names[words[1]]]  # typed by name, as players do
        typed = command_word("amber", words[0], locale)
        try:
            outcome = table.act(typed, words[1:])
        except NeedsConfirmation as asked:  # the driver says yes; the question is checked too
            out.append(asked.text(locale))
            outcome = table.act(typed, words[1:], confirmed=True)
        out.append(action_title(outcome.index, outcome.action, table.referee, locale))
        out += action_lines(table.referee, outcome.action, outcome.events, locale, explain=True)
        if i % 20 == 0:
            out += _status_lines(table, locale)[1:]  # the first line names the file
            for question in ("moves", "odds"):
                try:
                    answer = table.act(command_word("amber", question, locale))
                    out += action_lines(table.referee, None, answer.events, locale)
                except RuleError as exc:
                    out.append(exc.text(locale))
            refused(command_word("amber", "resolve", locale) if table.state.pending is None
                    else command_word("amber", "duel", locale), "x")
    assert len(table.actions) >= ACTIONS * 0.9, "the scripted game ended too early to say much"
    return out


@pytest.mark.parametrize(("locale", "seed"), [("ru", 5), ("en", 2)])
def test_a_scripted_game_speaks_one_language_and_names_no_id(tmp_path, locale, seed):
    lines = play(tmp_path / "game.pnp", locale, seed)
    assert_one_language(lines, locale, PLAYERS[locale])

"""Issue 31: the end of a game is told once — the game's own line with the winner, not
followed by the CLI's generic «Партия окончена.» — in `status`, in `play` after the last
action and in `play` opened on a finished session."""

from __future__ import annotations

from dataclasses import replace

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.cli.referee_play import Play, Voice, loop
from pnpkit.cli.referee_status import status_lines
from pnpkit.cli.referee_words import say_cli
from pnpkit.referee.table import Table
from pnpkit.rules.dice import DiceError
from pnpkit.rules.session import Player, RuleError, SessionHeader

runner = CliRunner()
GENERIC = {locale: say_cli("over", locale) for locale in ("ru", "en")}


def race_one_turn_from_the_end(tmp_path, locale):
    """A race of three played with sixes up to its last action; that action's typed line."""
    players = (Player("Аня", None, "f"), Player("Борис", None, "m"), Player("Вика", None, "f"))
    table = Table.new(tmp_path / "game.pnp", SessionHeader("race", 1, players, locale=locale))
    typed = ""
    while not table.referee.is_over(table.state):
        try:
            table.act("turn", entered=[6])
            typed = "turn --dice 6"
        except (RuleError, DiceError):  # a skipped turn rolls nothing
            table.act("turn")
            typed = "turn"
    table.undo()
    return table, typed


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_status_and_play_tell_the_race_s_end_once(tmp_path, locale):
    table, typed = race_one_turn_from_the_end(tmp_path, locale)
    result = runner.invoke(get_app(), ["referee", "play", "--file", str(table.file.path)], input=typed + "\n")
    assert result.exit_code == 0, result.output
    end = Table.open(table.file.path)
    said = end.referee.over_line(end.state, locale)
    assert said and result.output.count(said) == 1, result.output
    assert GENERIC[locale] not in result.output
    status = status_lines(end, locale)
    assert status.count(said) == 1 and GENERIC[locale] not in status
    again = runner.invoke(get_app(), ["referee", "play", "--file", str(table.file.path)], input="")
    assert again.output.count(said) == 1 and GENERIC[locale] not in again.output  # opened at the end


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_amber_s_status_and_play_name_the_queen_once(tmp_path, locale):
    table = Table.new(tmp_path / "g.pnp", SessionHeader("amber", 3, (Player("Аня", None, "f"), Player("Борис"))))
    game = table.state.game
    game.phase, game.winner, game.king = "over", 0, 0
    said = table.referee.over_line(table.state, locale)
    assert "Аня" in said
    status = status_lines(table, locale)
    assert status[-1] == said and status.count(said) == 1 and GENERIC[locale] not in status
    shown: list[str] = []
    session = Play(table, table.file.path, locale, False, lambda prompt: "", Voice([], False))
    session.say = shown.append  # type: ignore[method-assign]
    loop(session)
    assert shown == [said]


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_dead_hero_s_status_says_so_once(tmp_path, locale):
    table = Table.new(tmp_path / "ff.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", None, "f"),)))
    hero = table.state.hero
    table.state = replace(table.state, hero=replace(hero, stamina=replace(hero.stamina, current=0)))
    said = table.referee.over_line(table.state, locale)
    assert said == {"ru": "Ты погибла. Приключение окончено.", "en": "You are dead. The adventure is over."}[locale]
    status = status_lines(table, locale)
    assert status.count(said) == 1 and GENERIC[locale] not in status
    assert table.referee.status(table.state, locale)[-1] == said  # the live page shows it too


def test_a_game_without_its_own_end_line_gets_the_generic_one():
    from pnpkit.rules.session import GameReferee

    assert GameReferee.over_line(None, None, "ru") == ""  # type: ignore[arg-type]


@pytest.mark.parametrize(("locale", "said"), [("ru", "Борис на поле «Джунгли»."), ("en", "Boris is at the Jungle.")])
def test_arriving_on_a_field_is_not_followed_by_its_name_again(locale, said):
    """Played (#31): «Борис на поле «Джунгли».» then «Поле «Джунгли».» — one line."""
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Event

    lines = REFEREE.describe([Event("moved", {"player": "Борис" if locale == "ru" else "Boris", "to": "field.jungle",
                                              "route": [], "in_passing": False, "roll": 2}),
                              Event("field", {"player": "Борис" if locale == "ru" else "Boris",
                                              "field": "field.jungle"})], locale)
    assert lines == [said]

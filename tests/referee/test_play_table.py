"""Issue 18, `referee play` at the table: each player's gender asked once and kept in the
session header, each rule explained once (``why`` says it again), colour for names, wins
and losses only on a terminal without NO_COLOR, and tab completion in the session's
language (the pty tests in test_referee_processes.py type through readline itself)."""

from __future__ import annotations

import io
import json

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.cli.referee_play import Completer, Play, Voice, wants_colour
from pnpkit.referee.narrate import event_tones
from pnpkit.referee.table import Table
from pnpkit.rules.messages import say
from pnpkit.rules.session import Event, Player, SessionHeader

runner = CliRunner()
AGREES = {"ru": {"owes": "{player} {player:должен|должна} заплатить"}}


def scripted(*answers):
    """A reader that answers the prompts in order and records them."""
    asked: list[str] = []
    left = list(answers)

    def read(prompt: str) -> str:
        asked.append(prompt)
        if not left:
            raise AssertionError(f"asked once too often: {prompt!r}")
        return left.pop(0)

    return read, asked


def session_at(tmp_path, *players, game="test-counter", preset="short", locale="ru") -> Table:
    header = SessionHeader(game, 3, tuple(Player.parse(p) for p in players), preset, locale=locale)
    return Table.new(tmp_path / "game.pnp", header)


def test_a_gender_is_asked_once_per_player_without_one_and_kept(tmp_path):
    table = session_at(tmp_path, "Аня", "Борис::м", "Вика")
    table.act("move")  # an action before: its digest must still hold afterwards
    read, asked = scripted("x", "ж", "")
    Play(table, table.file.path, "ru", False, read, Voice([], False)).ask_genders()
    assert asked == ["Пол игрока Аня (ж или м; Enter — пропустить): "] * 2 + \
        ["Пол игрока Вика (ж или м; Enter — пропустить): "]  # Борис has one; a bad answer asks again
    header = json.loads((tmp_path / "game.pnp").read_text("utf-8").splitlines()[0])
    assert [p.get("gender") for p in header["players"]] == ["f", "m", None]
    assert say(AGREES, "owes", "ru", player="Аня") == "Аня должна заплатить"  # agrees from now on
    again = Table.open(tmp_path / "game.pnp")
    assert again.verify().seed_checked == 1 and len(again.actions) == 1
    read, asked = scripted("")  # reopened: only Вика, who skipped, is asked again
    Play(again, again.file.path, "ru", False, read, Voice([], False)).ask_genders()
    assert asked == ["Пол игрока Вика (ж или м; Enter — пропустить): "]


def test_play_on_a_pipe_never_asks_for_a_gender(tmp_path):
    session_at(tmp_path, "Аня", "Борис")
    result = runner.invoke(get_app(), ["referee", "play", "--file", str(tmp_path / "game.pnp")],
                           input="move --dice 2\nquit\n")
    assert result.exit_code == 0 and "Пол игрока" not in result.output
    assert "\x1b[" not in result.output  # and prints no colour


def test_each_rule_is_explained_once_and_why_repeats_the_last(tmp_path):
    session_at(tmp_path, "Аня", "Борис", locale="en")
    typed = "why\nmove --dice 2\nmove --dice 1\nwhy\nquit\n"
    result = runner.invoke(get_app(), ["referee", "play", "--file", str(tmp_path / "game.pnp")], input=typed)
    assert result.exit_code == 0, result.output
    rule = "rule: the counter moves forward by the roll"
    assert result.output.count(rule) == 2  # the first move, then `why` (not the second move)
    first_move, rest = result.output.split("Борис moves to 1", 1)
    assert rule in first_move.split("Аня moves to 2", 1)[1] and rest.count(rule) == 1
    assert "Nothing to explain yet" in first_move  # `why` before any rule applied


def test_colour_only_on_a_terminal_without_no_color():
    class Tty(io.StringIO):
        def isatty(self):
            return True

    assert wants_colour(Tty(), {"TERM": "xterm"})
    assert not wants_colour(Tty(), {"TERM": "xterm", "NO_COLOR": "1"})
    assert not wants_colour(Tty(), {"TERM": "dumb"})
    assert not wants_colour(io.StringIO(), {"TERM": "xterm"})


def test_names_wins_and_losses_are_coloured_and_plain_text_stays_plain(capsys):
    Voice(["Аня", "Борис"], True).line("Аня бьёт Бориса, Анютка смотрит", "win")
    coloured = capsys.readouterr().out
    assert coloured.startswith("\x1b[1;36mАня\x1b[0m\x1b[1;32m бьёт Бориса, Анютка смотрит\x1b[0m")
    Voice(["Аня", "Борис"], True).line("Борис проиграл", "loss")
    assert capsys.readouterr().out.startswith("\x1b[1;35mБорис\x1b[0m\x1b[1;31m проиграл")
    Voice(["Аня"], False).line("Аня бьёт \x1b[31m", "loss")
    assert capsys.readouterr().out == "Аня бьёт \\x1b[31m\n"  # plain, control characters escaped


def test_wins_and_losses_are_found_among_the_lines():
    from pnpkit.games.amber.referee import REFEREE

    won = Event("battle", {"player": "Аня", "you": 12, "you_roll": 3, "enemy": 10, "enemy_roll": 4,
                           "outcome": "win"})
    tones = event_tones(REFEREE, [won], "ru")
    assert tones == {"Бой: 12+3=15 против 10+4=14 — победа.": "win"}
    lost = Event("battle", {**won.data, "outcome": "lose"})
    assert list(event_tones(REFEREE, [lost], "en").values()) == ["loss"]
    assert event_tones(REFEREE, [Event("passed", {"player": "Аня"})], "ru") == {}


@pytest.mark.parametrize(("locale", "typed", "expected"), [
    ("ru", "бро", ["бросок "]),      # only what may be typed now: before the roll no «идти»
    ("ru", "ид", []),
    ("en", "mo", ["moves "]),
    ("ru", "ста", ["статус "]),
    ("en", "wh", ["why "]),
])
def test_tab_completes_commands_in_the_sessions_language(tmp_path, locale, typed, expected):
    table = session_at(tmp_path, "Аня:amazon", "Борис", game="amber", preset=None, locale=locale)
    assert Completer(lambda: table, locale).candidates(typed) == expected


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_tab_completes_field_names_after_move(tmp_path, locale):
    table = session_at(tmp_path, "Аня:amazon", "Борис", game="amber", preset=None, locale=locale)
    table.act("roll")
    completer = Completer(lambda: table, locale)
    word = "идти" if locale == "ru" else "move"
    reachable = sorted({table.referee.names(locale)[m["to"]] for m in
                        table.act("moves").events[0].data["moves"]})
    assert completer.candidates(f"{word} ") == [f"{word} {name}" for name in reachable]
    first = reachable[0]
    assert completer.candidates(f"{word} {first[:3].lower()}")[0] == f"{word} {first}"
    assert [completer.complete(f"{word} {first}", n) for n in range(2)][0] == f"{word} {first}"


def test_a_read_only_session_says_so_at_the_gender_question_and_play_goes_on(tmp_path, monkeypatch):
    import pnpkit.cli.referee_play as referee_play

    session_at(tmp_path, "Аня", "Борис", locale="en")
    path = tmp_path / "game.pnp"
    path.chmod(0o444)
    monkeypatch.setattr(referee_play, "at_a_terminal", lambda: True)
    monkeypatch.setattr(referee_play, "install_completion", lambda completer: False)
    result = runner.invoke(get_app(), ["referee", "play", "--file", str(path)], input="f\n\nstatus\nquit\n")
    assert result.exit_code == 0, result.output
    assert "read-only; nothing was written" in result.output and "Players: Аня, Борис" in result.output
    assert "The session is saved in" in result.output

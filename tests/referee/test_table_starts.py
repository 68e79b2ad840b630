"""A new session starts under the rules the seeds give (issue #31.7): Fighting Fantasy
with seed 003's double-six instant death unless a table asks for ``--preset classic``,
and the race with three players or more (seed 004: «от 3-х человек») unless the house
rule ``few_players`` is switched on.  Old sessions keep the rules they were written
under."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

runner = CliRunner()


def run(*args: str):
    return runner.invoke(get_app(), ["referee", *args])


def test_fighting_fantasy_starts_with_the_instant_kill(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run("new", "fighting-fantasy", "-p", "Аня", "--seed", "3").exit_code == 0
    table = Table.open(tmp_path / "game.pnp")
    assert table.header.preset == "instant-kill" and table.state.preset.instant_kill
    said = run("fight", "--enemy", "Тролль:12:20", "--dice", "1,1,6,6").output
    assert Table.open(tmp_path / "game.pnp").state.fight is None, said  # the troll died at once
    assert "дубль шестёрок убивает" in run("status").output
    classic = Table.new(tmp_path / "c.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня"),), preset="classic"))
    assert not classic.state.preset.instant_kill


def test_an_old_session_without_a_preset_keeps_the_classic_rules(tmp_path):
    path = tmp_path / "old.pnp"
    Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня"),), preset="classic"))
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["preset"] == "classic"
    header["preset"] = None  # as sessions were written before the default was recorded
    path.write_text("\n".join([json.dumps(header, ensure_ascii=False), *lines[1:]]) + "\n", encoding="utf-8")
    assert not Table.open(path).state.preset.instant_kill


def test_the_race_takes_three_players_unless_the_table_says_otherwise(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    refused = run("new", "race", "-p", "Аня", "-p", "Борис")
    assert refused.exit_code != 0
    line = refused.output.strip()
    assert "от 3 человек" in line and "--option few_players=да" in line and "\n" not in line
    assert not (tmp_path / "game.pnp").exists()
    english = run("new", "race", "-p", "Ann", "--locale", "en").output
    assert "3 players or more" in english and "few_players=yes" in english
    assert run("new", "race", "-p", "Аня", "-p", "Борис", "-p", "Вика").exit_code == 0
    made = run("new", "race", "-p", "Аня", "-p", "Борис", "--option", "few_players=да", "--force")
    assert made.exit_code == 0, made.output
    assert "Меньше трёх игроков: да" in run("status").output


def test_a_potion_that_would_restore_nothing_asks_first(tmp_path, monkeypatch):
    """A potion of SKILL or STAMINA drunk at the initial level is wasted: the referee
    says so and waits for a yes (--yes), as for a big spend; a LUCK potion always adds."""
    from pnpkit.referee.table import NeedsConfirmation

    table = Table.new(tmp_path / "g.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/20/9"),)))
    table.act("take", ["potions", "2"])
    try:
        table.act("drink", ["stamina"])
        raise AssertionError("a wasted potion was drunk without a word")
    except NeedsConfirmation as asked:
        assert asked.text("ru") == "ВЫНОСЛИВОСТЬ и так на начальном уровне (20): зелье пропадёт зря"
        assert "would be wasted" in asked.text("en")
    assert table.state.hero.potions == 2
    table.act("drink", ["luck"])  # LUCK: the initial level rises, never wasted
    table.act("change", ["stamina", "-3"])
    table.act("drink", ["stamina"])  # something to restore: no question
    assert table.state.hero.stamina.current == 20 and table.state.hero.potions == 0


def test_ctrl_c_at_the_play_prompt_ends_with_a_word_on_its_own_line(tmp_path, monkeypatch):
    import builtins

    monkeypatch.chdir(tmp_path)
    assert run("new", "race", "-p", "Аня", "-p", "Борис", "-p", "Вика").exit_code == 0

    def interrupted(prompt: str = "") -> str:
        print(prompt, end="")
        raise KeyboardInterrupt

    monkeypatch.setattr(builtins, "input", interrupted)
    result = run("play")
    assert result.exit_code == 130
    out = result.output
    assert "Аня> \n" in out, out  # the prompt's line is ended
    assert "Прервано (Ctrl+C). Партия сохранена в game.pnp" in out
    assert "Traceback" not in out

"""A command typed after the end of a game is refused as the end (#31.3): «игра окончена:
команды «ход» больше нет», not «сейчас нет команды «ход»», which reads as if a turn were to
come; a slip of the keys still gets its did-you-mean. A race of three (seed 5) played to
its winner through ``perform``, the refusal asked of the finished session as a table opens it."""

from __future__ import annotations

from whole_games import finished_race

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader


def _refusal(table: Table, typed: str) -> RuleError:
    try:
        table.act(typed)
    except RuleError as exc:
        return exc
    raise AssertionError(f"{typed} was taken")


def test_a_command_after_the_end_is_refused_as_the_end(tmp_path):
    table = finished_race(tmp_path / "race.pnp", (Player("Аня", gender="f"), Player("Борис", gender="m"),
                                                    Player("Вика", gender="f")))
    assert table.referee.is_over(table.state)
    told = _refusal(table, "turn")
    assert told.text("ru").startswith("игра окончена: команды «ход» больше нет"), told.text("ru")
    assert told.text("en").startswith("the game is over: no command “turn” any more"), told.text("en")
    slip = _refusal(table, "брасок")
    assert "может быть, «бросок»?" in slip.text("ru") and "окончена" not in slip.text("ru"), slip.text("ru")


def test_a_command_missing_mid_game_is_refused_as_before(tmp_path):
    table = Table.new(tmp_path / "g.pnp", SessionHeader("race", 5, (Player("Аня"), Player("Борис"), Player("Вика"))))
    told = _refusal(table, "move")  # Amber's: the race never has it (session 13: FF's table typed «поправить»)
    assert told.text("ru").startswith("в этой игре нет команды «идти»") and "окончена" not in told.text("ru"), \
        told.text("ru")
    assert told.text("en").startswith("this game has no command “move”"), told.text("en")


def test_a_command_the_game_never_has_is_not_refused_as_not_now(tmp_path):
    """Session 13: FF's table typed Amber's ``adjust`` and read «сейчас нет команды
    «поправить»», as if it might come later; Amber's fight outside a fight is still «now»."""
    ff = Table.new(tmp_path / "ff.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", gender="f"),)))
    told = _refusal(ff, "adjust")
    assert told.text("ru").startswith("в этой игре нет команды «поправить» — может быть, «изменить»? (есть: бой,"), \
        told.text("ru")
    assert told.text("en").startswith("this game has no command “adjust” — did you mean “change”?"), told.text("en")
    assert _refusal(ff, "поправить").text("ru") == told.text("ru")  # typed in Russian: the same word
    amber = Table.new(tmp_path / "a.pnp", SessionHeader("amber", 3, (Player("Аня"), Player("Борис"))))
    assert _refusal(amber, "fight").text("en").startswith("no command “fight” now")

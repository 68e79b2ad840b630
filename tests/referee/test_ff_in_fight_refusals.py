"""Round 2 audit: a potion, a meal or the sheet's goods asked for during a fight got the
framework's «сейчас нет команды «выпить»», as if the game had no potions; the referee
names its rule instead (only then, and a slip of the keys keeps its own answer)."""

from __future__ import annotations

import pytest

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader


def _refusal(table: Table, typed: str, *args: str) -> RuleError:
    with pytest.raises(RuleError) as caught:
        table.act(typed, list(args))
    return caught.value


@pytest.mark.parametrize(("typed", "args", "ru", "en"), [
    ("выпить", ["выносливость"], "во время боя пить зелья нельзя: сначала закончи бой",
     "no drinking potions during a fight: finish the fight first"),
    ("drink", [], "во время боя пить зелья нельзя: сначала закончи бой",
     "no drinking potions during a fight: finish the fight first"),
    ("поесть", [], "во время боя есть нельзя", "no eating during a fight"),
    ("взять", ["вещь", "меч"], "сначала закончи бой", "finish the fight first"),
    ("заплатить", ["2"], "сначала закончи бой", "finish the fight first"),
])
def test_a_command_kept_off_in_a_fight_cites_its_rule(tmp_path, typed, args, ru, en):
    table = Table.new(tmp_path / "g.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9", "f"),)))
    table.act("fight", ["--enemy", "Орк:9:12"], confirmed=True)
    refused = _refusal(table, typed, *args)
    assert (refused.text("ru"), refused.text("en")) == (ru, en)
    assert len(table.actions) == 1


def test_outside_a_fight_the_potion_is_drunk_as_before(tmp_path):
    table = Table.new(tmp_path / "g.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9", "f"),)))
    assert "пить" not in _refusal(table, "выпить", "выносливость").text("ru")  # a wasted potion asks, no fight rule
    assert "бой" not in _refusal(table, "выпить", "выносливость").text("ru")

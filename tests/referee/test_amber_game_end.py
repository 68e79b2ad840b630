"""The end of an Amber game told (issue #31.3): the battle for the crown round by round
with its sums and losses (000 tells it so), the winner named as King or Queen, a woman
who is out «выбыла», and a woman shown with the prince she plays («принц Корвин»)."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.referee import REFEREE
from pnpkit.rules.messages import speaking_of
from pnpkit.rules.session import Event


@pytest.fixture(autouse=True)
def genders():
    speaking_of({"Аня": "f", "Борис": "m", "Ann": "f", "Bob": "m"})
    yield
    speaking_of({})


def test_the_crown_battle_is_told_round_by_round():
    battle = Event("crown_battle", {"rounds": [{"Борис": 7, "Аня": 9}, {"Борис": 5, "Аня": 11}],
                                    "losses": [{"Борис": 1, "Аня": 0}, {"Борис": 1, "Аня": 0}],
                                    "winner": "Аня"})
    lines = REFEREE.describe([battle], "ru")
    assert lines[0].startswith("Битва за корону, по раундам")
    assert lines[1].strip() == "Раунд 1: Борис 7, Аня 9. Теряет: Борис −1 ПЖ."
    assert lines[2].strip() == "Раунд 2: Борис 5, Аня 11. Теряет: Борис −1 ПЖ."
    assert lines[3] == "Битву за корону выиграла Аня."
    english = REFEREE.describe([battle], "en")
    assert english[1].strip() == "Round 1: Борис 7, Аня 9. Lost: Борис −1 LIFE." and "wins" in english[3]
    nobody = REFEREE.describe([Event("crown_battle", {"rounds": [{"Борис": 6, "Аня": 6}], "winner": None})], "ru")
    assert nobody[-1] == "В битве за корону победителя нет."


def test_the_end_names_the_winner():
    assert REFEREE.describe([Event("game_over", {"winner": "Аня"})], "ru") == [
        "Игра окончена: Аня — королева Эмбера, соперников у неё не осталось."]
    assert REFEREE.describe([Event("game_over", {"winner": "Bob"})], "en") == [
        "The game is over: Bob is King of Amber, with no rival left."]
    assert REFEREE.describe([Event("game_over", {"winner": None})], "ru") == ["Игра окончена."]


def test_a_princess_and_a_woman_out_are_named_right():
    # the prince cards are men: a woman plays one (never «принцесса Жерар», «она принцесса: Жерар»)
    said = REFEREE.describe([Event("prince", {"player": "Ann", "prince": "prince.gerard", "bonus": 2})], "en")[0]
    assert said == "Ann turns out to be of royal blood and plays Prince Gérard (+2 LIFE)."
    said = REFEREE.describe([Event("prince", {"player": "Аня", "prince": "prince.gerard", "bonus": 2})], "ru")[0]
    assert said == "Аня узнаёт о своей королевской крови — карта принца: Жерар (+2 ПЖ)."
    from pnpkit.games.amber.rules.referee_words import MESSAGES
    from pnpkit.rules.messages import say

    assert say(MESSAGES, "status_out", "ru", player="Аня") == " (выбыла)"
    assert say(MESSAGES, "status_out", "ru", player="Борис") == " (выбыл)"


def test_the_status_at_the_end_names_the_queen_and_the_princess(tmp_path):
    from pnpkit.games.amber.amber_live import LIVE
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    table = Table.new(tmp_path / "g.pnp", SessionHeader("amber", 3, (Player("Аня", None, "f"), Player("Борис"),
                                                                     Player("Вика", None, "f"))))
    game = table.state.game
    game.players[0].prince = "prince.corwin"
    game.players[2].board = "out"
    game.phase, game.winner, game.king = "over", 0, 0
    status = table.referee.status(table.state, "ru")
    assert any("Аня — " in line and ", принц Корвин" in line for line in status), status
    assert any("Вика — " in line and "(выбыла)" in line for line in status), status
    assert status[-1] == "Игра окончена: Аня — королева Эмбера, соперников у неё не осталось."
    view = LIVE.view(table.state, "ru")
    assert view.prompt == (status[-1],) and view.panels[0].character.endswith("принц Корвин")


def test_the_status_shows_what_lies_on_the_table(tmp_path):
    """Cards left on fields, a quest's fields still to visit, what a Source still holds
    (issue #31.4), and the header's dealt travellers only before the first action."""
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    table = Table.new(tmp_path / "g.pnp", SessionHeader("amber", 3, (Player("Аня", None, "f"), Player("Борис"),
                                                                     Player("Вика", None, "f"))))
    game = table.state.game
    names = table.referee.names("ru")
    lying, pool, quest = game.deck[:3]
    game.on_fields["field.inn"] = [lying]
    game.card_pools[pool] = 3
    game.players[0].quest = (quest, ("field.inn", "field.witches-meadow"))
    status = table.referee.status(table.state, "ru")
    assert f"Карты на полях: «Постоялый двор»: {names[lying]}." in status
    assert f"Источники: {names[pool]} — осталось 3." in status
    assert f"     задание {names[quest]}: осталось пройти Постоялый двор, Ведьмин луг" in status
    assert "“Inn”" in "\n".join(table.referee.status(table.state, "en"))
    runner = CliRunner()
    path = str(tmp_path / "d.pnp")
    runner.invoke(get_app(), ["referee", "new", "amber", "-p", "Аня:amazon:ж", "-p", "Борис", "-p", "Вика",
                              "--file", path])
    assert "Аня (Амазонка)" in runner.invoke(get_app(), ["referee", "status", "--file", path]).output
    runner.invoke(get_app(), ["referee", "roll", "--file", path])
    assert "Аня (Амазонка)" not in runner.invoke(get_app(), ["referee", "status", "--file", path]).output


@pytest.mark.parametrize(("why", "ru", "en"), [
    ("road", "дорога Королевства", "the Kingdom road"), ("labyrinth", "лабиринт", "labyrinth"),
    ("crown:Аня", "битва за корону", "battle for the crown"), ("something-new", "бросок", "roll"),
    ("chance", "бросок способности", "ability roll"),
])
def test_a_roll_is_named_by_what_it_is_for(why, ru, en):
    """Never «бросок свойства» (in the rules «свойство» is a traveller's alignment)."""
    assert REFEREE.roll_label(why, "ru") == ru and REFEREE.roll_label(why, "en") == en


def test_a_gift_is_not_a_deal_of_nothing():
    gift = Event("traded", {"player": "Борис", "with": "Аня", "give": [], "get": ["card.140"], "get_thalers": 0})
    said = REFEREE.describe([gift], "ru")[0]
    assert "отдаёт ничего" not in said and said.startswith("Сделка: Аня отдаёт №140 Подкову Борису")
    assert "taking nothing in return" in REFEREE.describe([gift], "en")[0]
    died = REFEREE.describe([Event("died", {"player": "Bob", "where": "arena"})], "en")[0]
    assert died.startswith("Bob dies on the field “")

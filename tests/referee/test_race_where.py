"""`referee where` in the race: whose pawn it asks about, and a pawn that cannot move."""

from dataclasses import replace

import pytest

from pnpkit.games.race.rules.effects import StandUntil
from pnpkit.games.race.rules.state import Waiting
from pnpkit.referee.registry import load_referee
from pnpkit.rules.session import Action, NoDice, Player, SessionHeader


@pytest.fixture
def race(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "race", "-p", "Аня::ж", "-p", "Вика Петрова::ж", "--seed", "9", "--option", "few_players=да").exit_code == 0
    assert referee_run("turn", "--dice", "5").exit_code == 0   # Аня to 5; Вика Петрова to move
    return tmp_path / "game.pnp"


def test_where_names_whose_pawn_and_asks_about_the_one_named(referee_run, race):
    own = referee_run("where").output
    assert own.splitlines()[0].strip() == "Вика Петрова, куда ведёт бросок:" and "1 → клетка 1" in own
    for args in (("Аня",), ("-p", "Аня"), ("где", "Аня")):
        said = referee_run(*args) if args[0] == "где" else referee_run("where", *args)
        assert said.exit_code == 0, said.output
        assert said.output.splitlines()[0].strip() == "Аня, куда ведёт бросок:"
        assert "1 → клетка 6" in said.output
    spaced = referee_run("where", "Вика", "Петрова", "--locale", "en")
    assert spaced.output.splitlines()[0].strip() == "Вика Петрова, where each roll leads:"


@pytest.mark.parametrize("locale, text", [("ru", "нет игрока «Никто» (игроки: Аня, Вика Петрова)"),
                                          ("en", "no player “Никто” (players: Аня, Вика Петрова)")])
def test_where_refuses_a_player_who_is_not_playing(referee_run, race, locale, text):
    result = referee_run("where", "Никто", "--locale", locale)
    assert result.exit_code == 1 and text in result.output


@pytest.mark.parametrize("pawn, ru, en", [
    ({"finished": True, "pos": 149}, "Аня уже на финише", "Аня has finished"),
    ({"skip": 2}, "Аня пропускает ход", "Аня misses this turn"),
    ({"stand": Waiting((1,))}, "Аня стоит, пока не обгонят", "Аня stays until overtaken"),
    ({"stand": StandUntil((5, 6))}, "Аня стоит, пока не выпадет 5/6", "Аня stays until a roll of 5/6"),
    ({"give": 1}, "Аня отдаёт свой бросок", "Аня gives this roll away"),
])
def test_where_says_why_a_pawn_will_not_move(pawn, ru, en):
    """It printed nothing at all for such a pawn."""
    referee = load_referee("race")
    header = SessionHeader(game="race", seed=1, players=(Player("Аня", None, "f"), Player("Борис", None)),
                           options=(("few_players", "да"),))
    state = referee.new(header)
    pawns = (replace(state.race.pawns[0], **pawn), *state.race.pawns[1:])
    state = replace(state, race=replace(state.race, pawns=pawns))
    _, events = referee.apply(state, Action("where", ()), NoDice())
    assert len(referee.describe(events, "ru")) == 1
    assert referee.describe(events, "ru")[0].startswith(ru)
    assert referee.describe(events, "en")[0].startswith(en)


def test_turn_takes_a_name_with_spaces_whole(referee_run, race):
    """`turn Вика Петрова` (as `play` splits it) was refused: «name at most one player»."""
    result = referee_run("turn", "Вика", "Петрова", "--dice", "2")
    assert result.exit_code == 0, result.output
    refused = referee_run("turn", "Вика", "Никто", "--locale", "en")
    assert refused.exit_code == 1 and "no player “Вика Никто”" in refused.output

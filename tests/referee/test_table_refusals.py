"""Refusals at the table say why and what may be done instead (found by playing)."""

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


@pytest.fixture
def race(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "race", "-p", "Аня::ж", "-p", "Борис", "--seed", "9", "--option", "few_players=да")
    assert result.exit_code == 0, result.output
    return tmp_path / "game.pnp"


@pytest.mark.parametrize("locale, words", [
    ("ru", ["своего броска у игры сейчас нет", "ход, где", "бросок 2к6+3"]),
    ("en", ["the game has no roll of its own now", "turn, where", "roll 2d6+3"]),
])
def test_roll_without_dice_says_what_may_be_done(referee_run, race, locale, words):
    before = race.read_bytes()
    result = referee_run("roll", "--locale", locale)
    assert result.exit_code == 1, result.output
    assert all(w in result.output for w in words), result.output
    assert "выражение, например" not in result.output and "give one expression" not in result.output
    assert len(result.output.strip().splitlines()) == 1
    assert race.read_bytes() == before  # nothing logged


def test_free_roll_with_dice_still_rolls(referee_run, race):
    result = referee_run("roll", "2d6+1")
    assert result.exit_code == 0, result.output
    assert "2d6" in result.output


def test_amber_roll_during_a_question_names_the_answers(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "amber", "-p", "Аня:amazon:ж", "-p", "Борис", "--seed", "7",
               "--preset", "original").exit_code == 0
    assert referee_run("roll").exit_code == 0            # 5
    assert referee_run("move", "Храм Бааля").exit_code == 0
    assert referee_run("resolve").exit_code == 0         # sector 1 asks a yes/no question
    result = referee_run("roll")
    assert result.exit_code == 1
    assert "своего броска у игры сейчас нет" in result.output and "выбрать" in result.output


@pytest.fixture
def temple(referee_run, tmp_path, monkeypatch):
    """Аня in the Temple of Baal, asked a yes/no question («1. нет, 2. да»)."""
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "amber", "-p", "Аня:amazon:ж", "-p", "Борис", "--seed", "7",
               "--preset", "original").exit_code == 0
    assert referee_run("roll").exit_code == 0
    assert referee_run("move", "Храм Бааля").exit_code == 0
    assert referee_run("resolve").exit_code == 0
    return tmp_path / "game.pnp"


def _state(referee_run):
    import json

    return json.loads(referee_run("status", "--json").output)["state"]


@pytest.mark.parametrize("args", [("choose", "да"), ("choose", "Да"), ("choose", "yes"),
                                  ("выбрать", "да")])
def test_an_answer_may_be_chosen_by_the_label_it_is_shown_with(referee_run, temple, args):
    result = referee_run(*args)
    assert result.exit_code == 0, result.output
    by_label = _state(referee_run)
    assert referee_run("undo").exit_code == 0
    assert referee_run("yes").exit_code == 0
    assert _state(referee_run) == by_label
    assert referee_run("replay", "--verify").exit_code == 0


@pytest.mark.parametrize("locale, text", [("ru", "нет варианта «может» (есть: 1. нет, 2. да)"),
                                          ("en", "no option “может” (there are: 1. no, 2. yes)")])
def test_an_unknown_answer_lists_the_answers(referee_run, temple, locale, text):
    before = temple.read_bytes()
    result = referee_run("choose", "может", "--locale", locale)
    assert result.exit_code == 1 and text in result.output, result.output
    assert temple.read_bytes() == before


@pytest.mark.parametrize("locale, words", [
    ("ru", "строку не разобрать: не закрыта кавычка"),
    ("en", "the line does not read: a quotation mark is not closed"),
])
def test_play_says_an_unclosed_quote_in_the_sessions_language(race, locale, words):
    result = runner.invoke(get_app(), ["referee", "play", "--locale", locale],
                           input='turn "Аня\nturn \\\nturn --dice 2\nquit\n')
    assert result.exit_code == 0
    assert result.output.count(words) == 2 and "No closing quotation" not in result.output
    assert "No escaped character" not in result.output
    assert "#1" in result.output  # and play goes on


def test_play_help_names_the_framework_commands_in_russian(race):
    result = runner.invoke(get_app(), ["referee", "play"], input="помощь\nquit\n")
    assert "Всегда доступны: статус, журнал, отмена, почему, бросок ВЫРАЖЕНИЕ, помощь, выход" in result.output


def test_status_and_the_live_board_show_where_a_traveller_stands_mid_action(referee_run, temple):
    """Asked a question in the Temple of Baal, Аня stood «in the Jungle» on the status and
    on the live board (the action under way had not moved her yet)."""
    from pnpkit.games.amber.amber_live import LIVE
    from pnpkit.referee.table import Table

    status = referee_run("status").output
    assert "→ Аня — Амазонка, Храм Бааля:" in status and "Джунгли" not in status
    table = Table.open(temple)
    panel = LIVE.view(table.state, "en").panels[0]
    assert (panel.place, panel.place_name) == ("field.temple-of-baal", "Temple of Baal")
    assert table.state.game.players[0].position == "field.jungle"  # the digest's state is as before
    assert referee_run("replay", "--verify").exit_code == 0


@pytest.mark.parametrize("players, locale, words", [
    (["-p", ""], "ru", "--player «»: у игрока нет имени"),
    (["-p", "Аня", "-p", ":amazon"], "en", "--player “:amazon”: the player has no name"),
    (["-p", "  ::ж"], "ru", "у игрока нет имени"),
])
def test_a_player_without_a_name_is_told_so_not_that_no_player_was_given(referee_run, tmp_path, monkeypatch,
                                                                        players, locale, words):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "amber", *players, "--locale", locale)
    assert result.exit_code == 2 and words in result.output, result.output
    assert "хотя бы один" not in result.output and "at least one" not in result.output
    assert not (tmp_path / "game.pnp").exists()


def test_a_free_roll_typed_with_spaces_is_one_expression(referee_run, race):
    import json

    result = referee_run("roll", "2d6", "+", "3", "--json")
    assert result.exit_code == 0, result.output
    roll = json.loads(result.output)["action"]["rolls"][0]
    assert roll["expr"] == "2d6+3" and roll["total"] == sum(roll["faces"]) + 3
    assert referee_run("replay", "--verify").exit_code == 0


def test_referee_moves_0_says_the_traveller_stays(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "amber", "-p", "Аня:amazon:ж", "--seed", "7").exit_code == 0
    assert "    Джунгли: остаться на месте\n" in referee_run("moves", "0").output


def test_the_referee_help_lists_play_in_one_sentence():
    listing = runner.invoke(get_app(), ["referee", "--help"], terminal_width=100).output
    line = next(line for line in listing.splitlines() if " play " in line)
    assert "Play interactively, each player prompted in turn." in line
    assert "(why repeats" not in listing


def test_two_players_whose_names_differ_only_in_letter_case_are_refused(referee_run, tmp_path, monkeypatch):
    """`duel аня` finds a player in any letter case: «Аня» and «аня» could not be told apart."""
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "amber", "-p", "Аня", "-p", "аня")
    assert result.exit_code == 2 and "два игрока с именем «Аня»" in result.output
    assert not (tmp_path / "game.pnp").exists()


def test_a_slip_of_the_keys_gets_a_did_you_mean(tmp_path):
    """``брасок`` is answered with «может быть, «бросок»?» in the session's language and
    the other; a word far from every command gets the list alone (issue #31.5)."""
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, RuleError, SessionHeader

    table = Table.new(tmp_path / "g.pnp", SessionHeader("amber", 3, (Player("Аня"), Player("Борис"), Player("Вика"))))
    for typed, ru, en in (("брасок", "может быть, «бросок»?", "did you mean “roll”?"),
                          ("rol", "может быть, «бросок»?", "did you mean “roll”?"),
                          ("ОБМЕН", None, None), ("zzz", "", "")):
        try:
            table.act(typed)
        except RuleError as exc:
            assert ru and ru in exc.text("ru") or not ru and "может быть" not in exc.text("ru"), exc.text("ru")
            assert en and en in exc.text("en") or not en and "did you mean" not in exc.text("en"), exc.text("en")
        else:
            assert ru is None, typed

"""A slip of the keys at `pnpkit referee` (issue #31.5): refused in the session's language
with the closest command, not with Typer's English «No such command 'брасок'»."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.cli.app import main
from pnpkit.cli.referee_typo import closest


def _refusal(argv, capsys) -> str:
    with pytest.raises(SystemExit) as done:
        main(argv)
    err = capsys.readouterr().err
    assert done.value.code == 2 and err.count("\n") == 1
    return err


def _session(path, locale: str) -> None:
    with pytest.raises(SystemExit) as done:
        main(["referee", "new", "fighting-fantasy", "-p", "Аня", "--seed", "3", "-f", str(path),
              "--locale", locale])
    assert done.value.code in (0, None)


@pytest.mark.parametrize("locale, words", [
    ("ru", "pnpkit: error: нет команды «брасок» — может быть, «бросок»? (все команды: pnpkit referee --help)"),
    ("en", "pnpkit: error: no command “брасок” — did you mean “бросок”? (every command: pnpkit referee --help)"),
])
def test_a_typo_is_refused_in_the_session_s_language(locale, words, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "C")
    _session(tmp_path / "g.pnp", locale)
    capsys.readouterr()
    assert _refusal(["referee", "брасок", "-f", str(tmp_path / "g.pnp")], capsys) == words + "\n"
    # ./game.pnp when no file is named, and --file=… spelled with its value
    monkeypatch.chdir(tmp_path)
    (tmp_path / "g.pnp").rename(tmp_path / "game.pnp")
    assert _refusal(["referee", "брасок"], capsys) == words + "\n"
    assert _refusal(["referee", "брасок", "--file=game.pnp"], capsys) == words + "\n"


def test_locale_given_wins_and_a_word_far_from_all_gets_no_guess(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LC_ALL", "C")
    _session(tmp_path / "game.pnp", "ru")
    capsys.readouterr()
    err = _refusal(["referee", "fihgt", "--locale", "en"], capsys)
    assert "no command “fihgt” — did you mean “fight”?" in err
    err = _refusal(["referee", "щщщщщщ"], capsys)
    assert err == "pnpkit: error: нет команды «щщщщщщ» (все команды: pnpkit referee --help)\n"


def test_without_a_session_the_user_s_language_speaks(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")
    assert "no command “stauts” — did you mean “status”?" in _refusal(["referee", "stauts"], capsys)
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    assert "нет команды «stauts» — может быть, «status»?" in _refusal(["referee", "stauts"], capsys)


def test_the_guess_folds_case_and_yo():
    names = ["бросок", "ещё", "status"]
    assert closest("БРАСОК", names) == "бросок" and closest("еще", names) == "ещё"
    assert closest("zzzzzz", names) is None


@given(st.sampled_from(["бросок", "статус", "журнал", "fight", "status", "luck"]))
def test_a_name_typed_right_is_its_own_guess(name):
    assert closest(name, ["бросок", "статус", "журнал", "fight", "status", "luck"]) == name


@pytest.mark.parametrize("locale, said", [
    ("ru", ["нет команды «статсу» — может быть, «статус»? (help — список команд)",
            "нет команды «журнл» — может быть, «журнал»? (help — список команд)",
            "Отменено действие #1 взять зелья 1"]),  # the title in the session's language
    ("en", ["no command “stauts” — did you mean “status”? (help lists the commands)",
            "no command “журнл” — did you mean “журнал”? (help lists the commands)",
            "Undid action #1 take potions 1"]),
])
def test_play_guesses_its_own_words_too(locale, said, tmp_path, capsys):
    """`play` guessed among the game's commands only: «статсу» got no «статус»; and an undo
    said its number twice («Отменено действие №7: #7 бой»)."""
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app

    path = tmp_path / "g.pnp"
    _session(path, locale)
    typed = "take potions 1\nстатсу\nstauts\nжурнл\nundo\nбрасок\nquit\n"
    result = CliRunner().invoke(get_app(), ["referee", "play", "--file", str(path)], input=typed)
    assert result.exit_code == 0, result.output
    for line in said:
        assert line in result.output, result.output
    assert "№1" not in result.output
    # a slip of a game command is the game's refusal, guessing among its commands
    assert ("«бросок»" if locale == "ru" else "“roll”") in result.output.split("брасок", 1)[1]

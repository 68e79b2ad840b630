"""Players have a gender (--player NAME:TRAVELLER:GENDER) so the Russian messages agree:
«Аня должна», «победила Вика», «фишка Ани»; sessions without it open as before."""

import json

import pytest

from pnpkit.referee.table import Table
from pnpkit.rules.commands import RuleError
from pnpkit.rules.messages import Person, genitive, say, speaking_of
from pnpkit.rules.session import Event, Player, SessionHeader, header_from_json, header_to_json


@pytest.mark.parametrize("name, gender, expected", [
    ("Аня", "f", "Ани"), ("Вика", "f", "Вики"), ("Ольга", "f", "Ольги"), ("Маша", "f", "Маши"),
    ("Мария", "f", "Марии"), ("Наталья", "f", "Натальи"), ("Любовь", "f", "Любови"),
    ("Кэтрин", "f", "Кэтрин"), ("Борис", "m", "Бориса"), ("Олег", "m", "Олега"),
    ("Игорь", "m", "Игоря"), ("Алексей", "m", "Алексея"), ("Никита", "m", "Никиты"),
    ("Лёша", "m", "Лёши"), ("Саша", None, "Саши"), ("Нико", None, "Нико"), ("Жан-Поль", None, "Жан-Поля"),
    ("Jane", "f", "Jane"), ("Bob", None, "Bob"), ("Анна Мария", "f", "Анна Мария"), ("", None, ""),
])
def test_genitive_of_first_names(name, gender, expected):
    assert genitive(name, gender) == expected
    assert f"{Person(name, gender):gen}" == expected


@pytest.mark.parametrize("text, gender", [
    ("Аня:amazon:ж", "f"), ("Аня::Ж", "f"), ("Ann::f", "f"), ("Ann::female", "f"), ("Аня::жен", "f"),
    ("Борис:ninja:м", "m"), ("Bob::M", "m"), ("Bob::male", "m"), ("Борис::муж", "m"),
    ("Борис", None), ("Борис:ninja", None), ("Борис::", None),
])
def test_player_parse_reads_the_gender_in_both_languages(text, gender):
    player = Player.parse(text)
    assert player.gender == gender and player.name == text.split(":")[0]


def test_an_unknown_gender_is_one_clear_line(referee_run, tmp_path, monkeypatch):
    with pytest.raises(RuleError):
        Player.parse("Аня::x")
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "amber", "-p", "Аня::зелёный", "--seed", "1")
    assert result.exit_code == 2 and "зелёный" in result.output and "ж или м" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "game.pnp").exists()


def test_forms_follow_the_gender_and_default_to_masculine():
    table = {"ru": {"k": "{p} {p:должен|должна}, {p:победил|победила} {p}, фишка {p:gen}"},
             "en": {"k": "{p} owes"}}
    speaking_of({"Аня": "f"})
    try:
        assert say(table, "k", "ru", p="Аня") == "Аня должна, победила Аня, фишка Ани"
        assert say(table, "k", "ru", p="Борис") == "Борис должен, победил Борис, фишка Бориса"
        assert say(table, "k", "en", p="Аня") == "Аня owes"
    finally:
        speaking_of({})


def _amber(referee_run, tmp_path, *players, name="game.pnp"):
    path = tmp_path / name
    result = referee_run("new", "amber", *(x for p in players for x in ("-p", p)), "--seed", "5", "--file", str(path))
    assert result.exit_code == 0, result.output
    return path


def test_amber_says_the_players_gender(referee_run, tmp_path):
    path = _amber(referee_run, tmp_path, "Аня::ж", "Борис", "Вика::f")
    table = Table.open(path)
    lines = table.referee.describe([
        Event("pay_plan", {"player": "Аня", "debt": {"thalers": 10}, "plan": []}),
        Event("pay_plan", {"player": "Борис", "debt": {"thalers": 10}, "plan": []}),
        Event("placed", {"player": "Аня", "from": "field.001", "to": "field.002"}),
        Event("placed", {"player": "Борис", "from": "field.001", "to": "field.002"}),
    ], "ru")
    text = "\n".join(lines)
    assert "Аня должна заплатить" in text and "Борис должен заплатить" in text
    assert "фишка Ани переставлена" in text and "фишка Бориса переставлена" in text
    duel = table.referee.describe([Event("pay_plan", {"player": "Вика", "debt": {"thalers": 1}, "plan": []})], "en")
    assert duel[0].startswith("Вика owes")  # English needs no forms
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert [p.get("gender") for p in header["players"]] == ["f", None, "f"]


def test_a_gendered_session_plays_and_replays(referee_run, tmp_path):
    path = _amber(referee_run, tmp_path, "Аня::ж", "Борис")
    assert referee_run("roll", "--file", str(path)).exit_code == 0
    result = referee_run("replay", "--verify", "--file", str(path))
    assert result.exit_code == 0, result.output


def test_a_session_without_genders_is_written_and_read_as_before(referee_run, tmp_path):
    header = SessionHeader("amber", 5, (Player("Аня"), Player("Борис", "ninja")))
    data = header_to_json(header)
    assert data["players"] == [{"name": "Аня", "character": None}, {"name": "Борис", "character": "ninja"}]
    assert header_from_json(data) == header
    path = _amber(referee_run, tmp_path, "Аня", "Борис")
    assert referee_run("roll", "--file", str(path)).exit_code == 0
    before = path.read_bytes()
    assert b"gender" not in before
    status = referee_run("status", "--file", str(path))
    assert status.exit_code == 0 and "Игроки: Аня, Борис" in status.output
    assert referee_run("replay", "--verify", "--file", str(path)).exit_code == 0
    assert path.read_bytes() == before
    lines = Table.open(path).referee.describe(
        [Event("pay_plan", {"player": "Аня", "debt": {"thalers": 10}, "plan": []})], "ru")
    assert lines[0].startswith("Аня должен заплатить")  # not known: the masculine, as before


def test_a_bad_gender_in_a_file_is_a_format_error():
    data = header_to_json(SessionHeader("amber", 5, (Player("Аня", None, "f"),)))
    data["players"][0]["gender"] = "x"
    with pytest.raises(Exception) as caught:
        header_from_json(data)
    assert "gender" in str(caught.value)


def test_race_names_players_in_the_genitive(tmp_path):
    from pnpkit.games.race.rules.referee_text import sentence

    speaking_of({"Аня": "f"})
    try:
        text = sentence("curse_six", {"name": "Борис", "victim": "Аня"}, "ru", None)
        assert text == "Шестёрка у Бориса: фишка Ани отступает на 6."
    finally:
        speaking_of({})


def test_a_gender_alone_after_the_name_is_the_gender_not_a_character():
    """Played (#31): ``-p Аня:ж`` made FF refuse «ж» as a hero's numbers; it is Аня's gender."""
    from pnpkit.rules.session import Player

    assert Player.parse("Аня:ж") == Player("Аня", None, "f")
    assert Player.parse("Bob:m") == Player("Bob", None, "m")
    assert Player.parse("Аня:hussar") == Player("Аня", "hussar", None)
    assert Player.parse("Аня:10/20/9:ж") == Player("Аня", "10/20/9", "f")

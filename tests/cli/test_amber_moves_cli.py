"""`pnpkit moves amber`: the rulebook's two movement examples, by field name."""

import json

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def moves(*args):
    result = runner.invoke(get_app(), ["moves", "amber", *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def split(data):
    full = {d["name"] for d in data["destinations"] if not d["in_passing"]}
    passing = {d["name"] for d in data["destinations"] if d["in_passing"]}
    return full, passing


def test_example_1_mounted_barbarians_with_a_2():
    data = moves("--from", "Конные варвары", "--roll", "2")
    full, passing = split(data)
    assert full == {"Саванна", "Крепость"}
    assert passing == {"Провал Мира Силы"}  # a stop in passing is listed apart, never as a full move
    savanna = next(d for d in data["destinations"] if d["name"] == "Саванна")
    assert savanna["route"] == ["field.provaly-strength", "field.savanna"]
    assert savanna["stops_in_passing"] == ["field.provaly-strength"]


def test_example_2_jungle_with_a_3():
    full, passing = split(moves("--from", "джунгли", "--roll", "3"))
    assert full == {"Полые холмы", "Покинутый дом", "Выжженная земля", "Древо познания", "Оазис", "Саванна"}
    assert passing == {"Заготконтора"}


def test_the_same_examples_by_id_and_in_english_text():
    full, _ = split(moves("--from", "field.mounted-barbarians", "--roll", "2"))
    assert full == {"Саванна", "Крепость"}
    text = runner.invoke(get_app(), ["moves", "amber", "--from", "jungle", "--roll", "3", "--locale", "en"])
    assert text.exit_code == 0
    assert "(stopping in passing)" in text.output and "may stop in passing at" in text.output


def _refused(*args):
    result = runner.invoke(get_app(), ["moves", "amber", *args])
    assert result.exit_code == 2 and "Traceback" not in result.output
    return result.output


def test_an_unknown_field_is_refused_in_the_output_language_with_the_real_name():
    ru = _refused("--from", "Джунгл", "--roll", "2")
    assert "--from: на доске нет поля «Джунгл»" in ru and "может быть, «Джунгли»?" in ru
    en = _refused("--from", "Jungl", "--roll", "2", "--locale", "en")
    assert "--from: no field “Jungl” on the board" in en and "did you mean “Jungle”?" in en
    far = _refused("--from", "Zzzz", "--roll", "2")
    assert "поле пишется, как на доске" in far and "check" not in far


def test_the_option_at_fault_is_named_and_an_ambiguous_name_is_said_in_the_language():
    back = _refused("--from", "jungle", "--came-from", "Нет", "--roll", "2")
    assert "--came-from: на доске нет поля «Нет»" in back
    en = _refused("--from", "Пустыня", "--roll", "2", "--locale", "en")
    assert "“Пустыня” names 2 fields" in en and "“Desert (north)” (field.desert-north)" in en


def test_an_unknown_locale_is_refused_not_pseudo_translated():
    out = _refused("--from", "jungle", "--roll", "2", "--locale", "xx")
    assert "--locale must be ru or en" in out and "⟨" not in out


def test_a_roll_of_0_says_the_traveller_stays_not_an_empty_route():
    text = runner.invoke(get_app(), ["moves", "amber", "--from", "jungle", "--roll", "0"]).stdout
    assert "  Джунгли: остаться на месте\n" in text
    en = runner.invoke(get_app(), ["moves", "amber", "--from", "jungle", "--roll", "0", "--locale", "en"]).stdout
    assert "  Jungle: stay where you are\n" in en

"""A translation that rewrites a rulebook expression, drops a placeholder or types a
printf one is named by `pnpkit i18n status` (and fails --check)."""

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.placeholder_check import placeholder_slips

runner = CliRunner()


def test_a_rewritten_rulebook_expression_is_named():
    source = 'В Лицее бросают {{ "два кубика" if d else d }}.'
    slips = placeholder_slips("rulebook.t.1", source, 'At the Lyceum you roll {{ "two dice" if d else d }}.')
    assert len(slips) == 2 and "printed as text" in slips[0] and "leaves out" in slips[1]


def test_a_moved_rulebook_expression_is_fine():
    assert placeholder_slips("rulebook.t.1", "Путник {{ a }} и {{ b }}", "{{ b }} and then {{ a }}") == []


@pytest.mark.parametrize(("translation", "word"), [
    ("not enough dice for {expr}", "leaves out {more}"),
    ("{expr}: {count} more needed {more}", "{count} is not a placeholder"),
    ("{expr}: %s more {more}", "%s is printed as it is"),
    ("{expr}: {more more", "lone"),
])
def test_code_message_placeholders(translation, word):
    slips = placeholder_slips("kit.session.MESSAGES.short", "для {expr} нужно ещё {more}", translation)
    assert any(word in s for s in slips), slips


def test_a_gender_choice_may_be_left_out_but_a_name_may_not():
    source = "{player:Ты погиб|Ты погибла}, {player:gen} фишка"
    assert placeholder_slips("kit.t.M.dead", source, "You are dead, {player}'s pawn") == []
    assert placeholder_slips("kit.t.M.dead", source, "You are dead")


def test_a_noun_keeps_its_number():
    assert placeholder_slips("noun.card", "{n} карта", "cards") == ["the translation leaves out {n}"]
    assert placeholder_slips("noun.card", "{n} карта", "{n} cards") == []


def test_a_percent_in_prose_is_no_printf():
    assert placeholder_slips("kit.sim.WORDS.ci", "95 % интервал", "95 % interval") == []


@pytest.mark.parametrize("game", ["amber", "fighting-fantasy", "race"])
def test_the_shipped_translations_keep_their_placeholders(game):
    result = runner.invoke(get_app(), ["i18n", "status", game, "--json"])
    assert result.exit_code == 0, result.output
    import json

    for row in json.loads(result.output)["locales"]:
        assert row["placeholder_slips"] == [], row["placeholder_slips"]


def test_status_prints_the_slip_and_check_fails(tmp_path, monkeypatch):
    import shutil
    from pathlib import Path

    from pnpkit.i18n.catalogue import po_path

    folder = tmp_path / "demo"
    shutil.copytree(Path(__file__).parent.parent / "fixtures" / "demo", folder)
    monkeypatch.chdir(tmp_path)
    app = get_app()
    assert runner.invoke(app, ["i18n", "update", str(folder), "--locale", "en"]).exit_code == 0
    path = po_path(folder, "en")
    text = path.read_text("utf-8")
    head, sep, tail = text.partition('msgctxt "noun.')
    tail = tail.replace('msgstr[0] ""', 'msgstr[0] "one card"', 1).replace('msgstr[1] ""', 'msgstr[1] "{n} cards"', 1)
    path.write_text(head + sep + tail, "utf-8")
    result = runner.invoke(app, ["i18n", "status", str(folder), "--check"])
    assert result.exit_code == 1
    assert "en: placeholder: noun." in result.output and "leaves out {n}" in result.output


def test_the_fighting_fantasy_example_odds_use_the_locales_decimal_sign():
    from pnpkit.cli.common import resolve_game_folder
    from pnpkit.games.fighting_fantasy.rulebook.fighting_fantasy import combat_example
    from pnpkit.readers.game_reader import load_game

    game = load_game(resolve_game_folder("fighting-fantasy")).game
    ru, en = combat_example(game, "ru"), combat_example(game, "en")
    assert "," in ru["rounds"] and "." not in ru["rounds"]
    assert en["rounds"] == ru["rounds"].replace(",", ".")


def test_no_numero_sign_in_the_referees_english_words():
    """English writes "No. 5"; the Russian numero sign is a leftover on an English page."""
    from pnpkit.i18n.code_texts import code_translations

    for game in ("amber", "fighting-fantasy", "race"):
        from pnpkit.cli.common import resolve_game_folder
        from pnpkit.readers.game_reader import load_game

        rules = load_game(resolve_game_folder(game)).game.rules
        assert not [c for c, t in code_translations(rules, "en").items() if "№" in t]


def test_check_warns_of_a_slip_at_its_po_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = get_app()
    assert runner.invoke(app, ["new", "Lost Valley", "--locale", "ru"]).exit_code == 0
    path = tmp_path / "Lost Valley" / "locales" / "en.po"
    lines = path.read_text("utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith('msgctxt "rulebook.'))
    assert lines[at + 2].startswith('msgstr "')
    lines[at + 2] = 'msgstr "Rules {{ 6*7 }}"'
    path.write_text("\n".join(lines), "utf-8")
    result = runner.invoke(app, ["check", "Lost Valley"])
    assert result.exit_code == 0, result.output
    assert f"Lost Valley/locales/en.po:{at + 2}:1: warning[W302]: rulebook." in result.output
    assert "{{ 6*7 }} is not an expression of the original" in result.output


def test_the_fighting_fantasy_example_never_calls_a_near_certain_win_100_percent():
    from pnpkit.cli.common import resolve_game_folder
    from pnpkit.games.fighting_fantasy.rulebook.fighting_fantasy import combat_example
    from pnpkit.readers.game_reader import load_game

    game = load_game(resolve_game_folder("fighting-fantasy")).game
    ru, en = combat_example(game, "ru")["win"], combat_example(game, "en")["win"]
    assert float(en) < 100 and en.replace(".", ",") == ru

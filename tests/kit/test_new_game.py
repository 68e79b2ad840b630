"""`pnpkit new` to a printed deck: the scaffold checks clean, builds every part at once,
and lays out every row of its cards.csv after an edit."""

import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()
PARTS = ["board", "main-deck", "characters", "tokens", "calibration", "rulebook"]


def _run(*args: str):
    return runner.invoke(get_app(), list(args))


def _text(pdf: Path) -> str:
    return " ".join(" ".join((p.extract_text() or "").split()) for p in PdfReader(pdf).pages)


@pytest.fixture
def scaffold(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = _run("new", "Моя игра", "--id", "my-game", "--locale", "ru")
    assert result.exit_code == 0, result.output
    return tmp_path / "Моя игра"


def test_the_scaffold_checks_clean_and_carries_the_schema_modeline(scaffold):
    result = _run("check", str(scaffold))
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output
    for name in ("game.yaml", "board.yaml", "characters.yaml"):
        first = (scaffold / name).read_text(encoding="utf-8").splitlines()[0]
        assert first == "# yaml-language-server: $schema=schema.json", name
    schema = json.loads((scaffold / "schema.json").read_text(encoding="utf-8"))
    assert "kit" in schema["properties"] and "layouts" in schema["properties"]
    header = (scaffold / "cards.csv").read_text(encoding="utf-8").splitlines()[0].split(",")
    assert header[:4] == ["number", "name", "kind", "text"]


def test_the_scaffold_builds_its_whole_kit_at_once(scaffold, tmp_path):
    result = _run("build", str(scaffold), "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    kit = tmp_path / "out" / "my-game" / "ru"
    manifest = json.loads((kit / "manifest.json").read_text(encoding="utf-8"))
    assert list(manifest["parts"]) == sorted(PARTS) or set(manifest["parts"]) == set(PARTS)
    for name in ("board.pdf", "main-deck.pdf", "main-deck-fold.pdf", "characters.pdf",
                 "rulebook.pdf", "calibration.pdf"):
        assert (kit / name).stat().st_size > 1000, name
    assert "Тролль под мостом" in _text(kit / "main-deck.pdf")


def test_every_row_added_to_the_csv_is_laid_out_on_rebuild(scaffold, tmp_path):
    out = tmp_path / "out"
    assert _run("build", str(scaffold), "--out", str(out), "--only", "main-deck").exit_code == 0
    with (scaffold / "cards.csv").open("a", encoding="utf-8") as table:
        for n in range(7, 27):
            table.write(f"{n},Новая карта {n},event,Текст карты {n}.,\n")
    result = _run("build", str(scaffold), "--out", str(out), "--only", "main-deck")
    assert result.exit_code == 0, result.output
    text = _text(out / "my-game" / "ru" / "main-deck.pdf")
    assert all(f"Новая карта {n}" in text for n in range(7, 27))


def test_new_never_writes_into_an_existing_folder(scaffold):
    (scaffold / "cards.csv").write_text("number,name,kind\n1,Mine,event\n", encoding="utf-8")
    result = _run("new", "Моя игра")
    assert result.exit_code == 2 and "already exists" in result.output
    assert "Mine" in (scaffold / "cards.csv").read_text(encoding="utf-8")


def test_the_scaffold_ships_every_string_in_english(scaffold, tmp_path):
    result = _run("build", str(scaffold), "--out", str(tmp_path / "out"), "--locale", "en",
                  "--strict", "--only", "main-deck,rulebook")
    assert result.exit_code == 0, result.output
    kit = tmp_path / "out" / "my-game" / "en"
    assert "Troll under the bridge" in _text(kit / "main-deck.pdf")
    assert "How to play" in _text(kit / "rulebook.pdf")
    # the built-in layout's number in English (it printed the Russian «№2»)
    assert "No. 2" in _text(kit / "main-deck.pdf") and "№" not in _text(kit / "main-deck.pdf")


@pytest.mark.parametrize("name, game_id", [("1", "1"), ("Yes", "yes"), ("null", "null"),
                                           ("Ёж #1", "yozh-1"), ("Lost Valley", "lost-valley"),
                                           ("Затерянная долина", "zateryannaya-dolina")])
def test_any_printable_name_gives_a_game_that_checks_clean(tmp_path, monkeypatch, name, game_id):
    # names YAML would read as a number, a boolean or nothing stay text in game.yaml
    monkeypatch.chdir(tmp_path)
    result = _run("new", name)
    assert result.exit_code == 0, result.output
    assert f"({game_id})" in result.output
    check = _run("check", name, "--json")
    assert check.exit_code == 0 and json.loads(check.output)["errors"] == [], check.output
    comment = (tmp_path / name / "game.yaml").read_text(encoding="utf-8").splitlines()[1]
    assert "pnpkit check " + (f"'{name}'" if " " in name or "#" in name else name) in comment


@pytest.mark.parametrize("name, game_id", [("Объём-2", "obyom-2"), ("Щука и Ёж", "shchuka-i-yozh"),
                                           ("Café Noir", "cafe-noir"), ("🎲", "my-game")])
def test_the_id_spells_a_name_in_latin(name, game_id):
    from pnpkit.cli.new import _game_id

    assert _game_id(name) == game_id


def test_two_russian_names_give_two_ids_not_one_kit_folder(tmp_path, monkeypatch):
    """Before: a name without latin letters became the id 'my-game', so two Russian games
    built into the same output/my-game/ folder, the second over the first's kit."""
    monkeypatch.chdir(tmp_path)
    for name in ("Затерянная долина", "Корона Эмбера"):
        assert _run("new", name).exit_code == 0
    for name in ("Затерянная долина", "Корона Эмбера"):
        assert _run("build", name, "--out", "out", "--only", "main-deck").exit_code == 0
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["korona-embera",
                                                                   "zateryannaya-dolina"]


@pytest.mark.parametrize("name, message", [("", "needs a name"), ("   ", "needs a name"),
                                           ("a\nb", "control characters"),
                                           ("tab\there", "control characters"),
                                           # before: made, and then check refused its title
                                           ("🎲 Dice", "the title '🎲 Dice': the kit's fonts "
                                                      "have no glyph for U+1F3B2 GAME DIE")])
def test_a_name_that_cannot_be_a_game_is_one_line_and_writes_nothing(tmp_path, monkeypatch,
                                                                     name, message):
    monkeypatch.chdir(tmp_path)
    result = _run("new", name)
    assert result.exit_code == 2 and message in result.output, result.output
    assert "Traceback" not in result.output and list(tmp_path.iterdir()) == []


@pytest.fixture
def english(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = _run("new", "Lost Valley", "--locale", "en")
    assert result.exit_code == 0, result.output
    return tmp_path / "Lost Valley"


def test_an_english_scaffold_is_english_throughout(english, tmp_path):
    game = (english / "game.yaml").read_text(encoding="utf-8")
    assert "default_locale: en" in game and "locales: [en, ru]" in game
    assert not any("а" <= ch <= "я" for ch in game), "a Russian word in the English game.yaml"
    assert (english / "locales" / "ru.po").is_file() and not (english / "locales" / "en.po").exists()
    result = _run("build", str(english), "--out", str(tmp_path / "out"), "--strict")
    assert result.exit_code == 0 and "warning" not in result.output, result.output
    kit = tmp_path / "out" / "lost-valley" / "en"
    deck = _text(kit / "main-deck.pdf")
    assert "Troll under the bridge" in deck and "No. 2" in deck and "⟨" not in deck
    assert "How to play" in _text(kit / "rulebook.pdf")
    assert "Camp" in _text(kit / "tokens.pdf")


def test_an_english_scaffold_prints_in_russian_from_its_catalogue(english, tmp_path):
    result = _run("build", str(english), "--out", str(tmp_path / "out"), "--locale", "ru",
                  "--strict", "--only", "main-deck,rulebook")
    assert result.exit_code == 0, result.output
    kit = tmp_path / "out" / "lost-valley" / "ru"
    assert "Тролль под мостом" in _text(kit / "main-deck.pdf") and "№2" in _text(kit / "main-deck.pdf")
    assert "Как играть" in _text(kit / "rulebook.pdf")


def test_edited_english_rows_never_print_a_marker(english, tmp_path):
    """Before: the scaffold's catalogue translated its own rows, so an edited English row
    counted as a changed source and printed "⟨ru⟩ Troll"; the game's own language is
    never replaced by a catalogue."""
    cards = english / "cards.csv"
    cards.write_text(cards.read_text(encoding="utf-8").replace("Troll under the bridge", "Troll"),
                     encoding="utf-8")
    result = _run("build", str(english), "--out", str(tmp_path / "out"), "--only", "main-deck")
    assert result.exit_code == 0 and "warning" not in result.output, result.output
    assert "Troll" in _text(tmp_path / "out" / "lost-valley" / "en" / "main-deck.pdf")


def test_a_stale_translation_prints_the_source_with_a_warning_not_a_marker(scaffold, tmp_path):
    cards = scaffold / "cards.csv"
    cards.write_text(cards.read_text(encoding="utf-8").replace("Тролль под мостом", "Тролль"),
                     encoding="utf-8")
    result = _run("build", str(scaffold), "--out", str(tmp_path / "out"), "--locale", "en",
                  "--only", "main-deck")
    assert result.exit_code == 0, result.output
    assert "card.main.2.name: the Russian source changed since it was translated" in result.output
    deck = _text(tmp_path / "out" / "my-game" / "en" / "main-deck.pdf")
    assert "Тролль" in deck and "⟨" not in deck


@pytest.mark.parametrize(("env", "language"), [
    ({"LANG": "ru_RU.UTF-8"}, "ru"), ({"LANG": "en_GB.UTF-8"}, "en"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"), ({}, "en"), ({"LANG": "en_US.UTF-8", "LC_ALL": "ru_RU.UTF-8"}, "ru")])
def test_the_scaffold_speaks_the_system_language_else_english(tmp_path, monkeypatch, env, language):
    for name in ("LANG", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(tmp_path)
    assert _run("new", "g").exit_code == 0
    assert f"default_locale: {language}" in (tmp_path / "g" / "game.yaml").read_text(encoding="utf-8")


def test_an_unknown_scaffold_language_is_one_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = _run("new", "g", "--locale", "de")
    assert result.exit_code == 2 and "--locale must be one of en, ru (got 'de')" in result.output
    assert list(tmp_path.iterdir()) == []


def test_check_counts_in_plural_forms_names_the_game_and_its_tokens(english, monkeypatch):
    monkeypatch.chdir(english)
    result = _run("check", ".")
    assert result.exit_code == 0, result.output
    assert result.output.strip() == ("Lost Valley (.): 0 errors, 0 warnings (8 fields, 7 edges, "
                                     "6 cards, 1 character, 22 tokens)")


def test_a_card_kind_without_a_colour_warns_at_its_first_card(english):
    cards = english / "cards.csv"
    cards.write_text(cards.read_text(encoding="utf-8").replace("Thunderstorm,event", "Thunderstorm,weather"),
                     encoding="utf-8")
    result = _run("check", str(english))
    assert result.exit_code == 0, result.output
    assert ("cards.csv:5:3: warning[W308]: card kind 'weather' has no colour in layout 'card'; "
            "its cards print in a stand-in colour") in result.output
    # the hint is one plain instruction (it read "the layout's colours:, e.g. {…} (the stand-in))")
    assert "under the layout's colours:" in result.output and ":, e.g." not in result.output
    assert "1 warning (" in result.output

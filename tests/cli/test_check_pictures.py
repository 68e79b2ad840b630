"""`pnpkit check` on pictures: a card without one (once the game gives pictures), one
picture on two different things, a game-icons name the bundled set lacks, a misspelt
reference; the warnings as a golden file.  Pictures draw on the standard faces, through a
card layout's image box, and reach a spreadsheet deck's ``picture`` column."""

import shutil
from pathlib import Path

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.readers.game_reader import load_game

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
GOLDEN = Path(__file__).parent.parent / "golden" / "check-pictures.txt"
runner = CliRunner()

PICTURED = """\
decks:
  - {id: adventure, name: Приключения}
cards:
  - id: card.001
    deck: adventure
    number: 1
    kind: enemy
    name: Орк
    picture: game-icons:orc-head
    stats: {strength: 10}
  - id: card.002
    deck: adventure
    number: 2
    kind: event
    name: Ливень
    text: Пропусти ход.
  - id: card.003
    deck: adventure
    number: 3
    kind: enemy
    name: Тролль
    picture: game-icons:orc-head
  - id: card.004
    deck: adventure
    number: 4
    kind: enemy
    name: Орк
    picture: game-icons:orc-head
  - id: card.005
    deck: adventure
    number: 5
    kind: event
    name: Орк
    picture: game-icons:orc-head
characters:
  - {id: hero.anna, kind: traveller, name: Анна, items: [item.horse], picture: game-icons:bow-arrow}
items:
  - {id: item.horse, kind: horse, name: Лошадь, price: 10, picture: game-icons:horse-head}
"""


def _game(tmp_path, monkeypatch, cards: str) -> Path:
    shutil.copytree(DEMO, tmp_path / "demo")
    (tmp_path / "demo" / "cards" / "deck.yaml").write_text(cards, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path / "demo"


def test_missing_and_shared_pictures_are_warned_at_their_cards(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, PICTURED)
    result = runner.invoke(get_app(), ["check", "demo"])
    assert result.exit_code == 0, result.output  # warnings only
    lines = [line for line in result.output.splitlines() if "[W20" in line]
    assert "\n".join(lines) + "\n" == GOLDEN.read_text(encoding="utf-8")


def test_a_game_without_pictures_is_not_nagged():
    result = runner.invoke(get_app(), ["check", str(DEMO)])
    assert "W202" not in result.output and result.exit_code == 0


def test_an_unknown_game_icons_name_is_an_error_naming_a_close_one(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, PICTURED.replace("game-icons:horse-head", "game-icons:hors-head"))
    result = runner.invoke(get_app(), ["check", "demo"])
    assert result.exit_code == 1
    line = next(line for line in result.output.splitlines() if "E304" in line)
    assert "cards/deck.yaml:" in line and "item.horse" in line and "'horse-head'" in line


def test_a_reference_that_is_no_name_is_a_schema_error(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, PICTURED.replace("game-icons:bow-arrow", "game-icons:Bow Arrow"))
    result = runner.invoke(get_app(), ["check", "demo"])
    assert result.exit_code == 1 and "E203" in result.output and "Bow Arrow" in result.output


def test_the_picture_reaches_the_model_and_the_standard_face(tmp_path, monkeypatch):
    from pnpkit.render.card_face import default_item_spec, default_spec

    game = load_game(_game(tmp_path, monkeypatch, PICTURED)).game
    cards = {c.id: c for c in game.cards}
    assert cards["card.001"].picture == "game-icons:orc-head"
    assert default_spec(cards["card.001"]).picture == "game-icons:orc-head"
    assert default_spec(cards["card.002"]).picture is None
    assert default_item_spec(game.items[0]).picture == "game-icons:horse-head"


def test_a_spreadsheet_deck_has_a_picture_column(tmp_path, monkeypatch):
    folder = _game(tmp_path, monkeypatch, "decks:\n  - {id: adventure, name: A, cards: cards/cards.csv}\n")
    (folder / "cards" / "cards.csv").write_text(
        "number,name,kind,picture\n1,Орк,enemy,game-icons:orc-head\n", encoding="utf-8")
    result = load_game(folder)
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.errors]
    assert [c.picture for c in result.game.cards] == ["game-icons:orc-head"]


def test_a_picture_file_outside_the_game_folder_is_refused(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, PICTURED.replace("game-icons:bow-arrow", "../../etc/passwd.png"))
    result = runner.invoke(get_app(), ["check", "demo"])
    assert result.exit_code == 1 and "E203" in result.output and "outside" in result.output

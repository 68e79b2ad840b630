"""Kits declared in data: a data-only game builds a full kit, the kit is the game's id
and not its folder's name, and a build that would write nothing says why."""

import json
import shutil
import sys
from pathlib import Path

from pypdf import PdfReader
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

sys.path.insert(0, str(Path(__file__).parent.parent / "render"))
from pdf_inspect import fonts  # noqa: E402

runner = CliRunner()
FIXTURES = Path(__file__).parent.parent / "fixtures"


def _run(*args: str):
    return runner.invoke(get_app(), list(args))


def test_the_demo_fixture_builds_a_complete_kit(tmp_path):
    result = _run("build", str(FIXTURES / "demo"), "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    kit = tmp_path / "demo" / "ru"
    for name in ("board.pdf", "board-poster.pdf", "board.svg", "adventure-deck.pdf",
                 "adventure-deck-fold.pdf", "travellers.pdf", "items.pdf", "catalogue.pdf",
                 "tokens.pdf", "calibration.pdf"):
        assert (kit / name).is_file(), name
    # the lake's picture (art/lake.svg) is on the board: vector art in the PDF, inline in the SVG
    assert b"/Subtype /Form" in (kit / "board-poster.pdf").read_bytes()
    assert "data:image/svg+xml;base64," in (kit / "board.svg").read_text(encoding="utf-8")


def _big_game(folder: Path, cards: int) -> Path:
    folder.mkdir()
    (folder / "game.yaml").write_text(
        "game: {id: big, title: Большая колода, rules: generic, locales: [ru], default_locale: ru}\n"
        "kit:\n  - {kind: deck, deck: big, layout: wide}\n"
        "layouts:\n  wide:\n    extends: bridge\n    colours: {a: '#224466'}\n"
        "    boxes:\n      title: {template: '{{ card.name }}', size: [6, 11]}\n"
        "decks:\n  - {id: big, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    rows = ["number,name,kind,text,stats.strength"]
    rows += [f'{n},Карта номер {n},{"ab"[n % 2]},"Текст карты {n}, с запятой.",{n % 7}'
             for n in range(1, cards + 1)]
    (folder / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


def test_a_120_card_csv_game_prints_every_name_with_embedded_fonts(tmp_path):
    game = _big_game(tmp_path / "big-game", 120)
    result = _run("build", str(game), "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out" / "big" / "ru" / "big-deck.pdf"
    text = " ".join(" ".join((p.extract_text() or "").split()) for p in PdfReader(pdf).pages)
    missing = [n for n in range(1, 121) if f"Карта номер {n} " not in text + " "]
    assert not missing
    used = fonts(pdf.read_bytes())
    assert used and all(f.embedded for f in used), used


def test_a_broken_row_stops_the_build_with_one_line_naming_it(tmp_path):
    game = _big_game(tmp_path / "big-game", 10)
    table = game / "cards.csv"
    lines = table.read_text(encoding="utf-8").splitlines()
    lines[5] = lines[5].replace("5,", "пять,", 1)
    table.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = _run("build", str(game), "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if "error[" in line]
    assert len(errors) == 1 and "cards.csv:6:1:" in errors[0] and "column 'number'" in errors[0]
    assert not (tmp_path / "out" / "big").exists()


def test_a_folder_named_like_another_game_builds_its_own_id(tmp_path):
    folder = tmp_path / "race"  # the name of a shipped game with its own kit
    shutil.copytree(FIXTURES / "demo", folder)
    result = _run("build", str(folder), "--out", str(tmp_path / "out"), "--only", "adventure-deck")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out" / "demo" / "ru" / "adventure-deck.pdf").is_file()
    assert not (tmp_path / "out" / "race").exists()


def test_a_game_with_nothing_to_print_is_an_error_saying_why(tmp_path):
    folder = tmp_path / "empty"
    folder.mkdir()
    (folder / "game.yaml").write_text(
        "game: {id: empty, title: Пусто, rules: generic, locales: [ru], default_locale: ru}\n",
        encoding="utf-8")
    result = _run("build", str(folder), "--out", str(tmp_path / "out"))
    assert result.exit_code == 1 and "nothing to print" in result.output


def test_two_folders_with_one_id_is_an_error_naming_both(tmp_path, monkeypatch):
    shutil.copytree(FIXTURES / "demo", tmp_path / "one")
    shutil.copytree(FIXTURES / "demo", tmp_path / "two")
    monkeypatch.setenv("PNPKIT_CONTENT", str(tmp_path))
    for command in (["build", "demo", "--out", str(tmp_path / "out")], ["check", "demo"],
                    ["games"]):
        result = _run(*command)
        assert result.exit_code == 1, command
        assert (f"two game folders have the id 'demo': {tmp_path / 'one'} and "
                f"{tmp_path / 'two'}") in result.output, result.output
    assert not (tmp_path / "out").exists()


def test_a_game_is_found_by_its_id_not_its_folder(tmp_path, monkeypatch):
    shutil.copytree(FIXTURES / "demo", tmp_path / "some-folder")
    monkeypatch.setenv("PNPKIT_CONTENT", str(tmp_path))
    result = _run("check", "demo")
    assert result.exit_code == 0, result.output


def test_kit_errors_are_reported_by_check(tmp_path):
    folder = tmp_path / "bad"
    shutil.copytree(FIXTURES / "demo", folder)
    game_yaml = folder / "game.yaml"
    game_yaml.write_text(game_yaml.read_text(encoding="utf-8") + (
        "kit:\n  - {kind: dekc, deck: adventure}\n  - {kind: deck, deck: adventure, layout: nope}\n"
        "  - {kind: deck, deck: adventure, layout: poker}\n"
        "  - {kind: tokens, options: {size: 3}}\n  - {kind: items, layout: poker}\n"),
        encoding="utf-8")
    result = _run("check", str(folder), "--json")
    report = json.loads(result.output)
    messages = [e["message"] for e in report["errors"]]
    assert any("unknown component kind 'dekc'" in m for m in messages)
    assert any("unknown card layout 'nope'" in m for m in messages)
    assert any("two components write part 'adventure-deck'" in m for m in messages)
    assert any("'tokens' component takes no option 'size'" in m for m in messages)
    assert any("'items' component has no card layout" in m for m in messages)


def test_the_game_cache_keeps_the_kit_and_layouts(tmp_path, monkeypatch):
    from pnpkit.readers.game_codec import decode_result, encode_result
    from pnpkit.readers.game_reader import load_game

    monkeypatch.chdir(tmp_path)
    assert _run("new", "cached", "--locale", "ru").exit_code == 0
    result = load_game(tmp_path / "cached")
    again = decode_result(encode_result(result))
    assert again.game.kit == result.game.kit and again.game.kit
    assert again.game.layouts == result.game.layouts and again.game.cards == result.game.cards


def test_parts_left_out_by_only_are_not_called_unchanged(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert _run("new", "g", "--locale", "ru").exit_code == 0
    result = _run("build", "g", "--out", str(tmp_path / "out"), "--only", "main-deck")
    assert result.exit_code == 0, result.output
    assert "unchanged" not in result.output and "board: " not in result.output
    rows = {line.split("│")[1].strip(): line.split("│")[2].strip()
            for line in result.output.splitlines() if line.count("│") > 3}
    assert rows["main-deck"] == "built" and rows["board"] == "not built", rows
    again = _run("build", "g", "--out", str(tmp_path / "out"), "--only", "board")
    rows = {line.split("│")[1].strip(): line.split("│")[2].strip()
            for line in again.output.splitlines() if line.count("│") > 3}
    assert rows["main-deck"] == "kept" and rows["board"] == "built", rows


def test_a_sheet_prints_a_picture_of_the_game_folder_on_a_page_of_its_own(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert _run("new", "g", "--locale", "ru").exit_code == 0
    (tmp_path / "g" / "art").mkdir()
    shutil.copy(FIXTURES / "demo" / "art" / "lake.svg", tmp_path / "g" / "art" / "score.svg")
    game_yaml = tmp_path / "g" / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    game_yaml.write_text(text.replace(
        "  - {kind: rulebook}\n",
        "  - {kind: rulebook}\n  - {kind: sheet, part: score-pad, image: art/score.svg}\n"),
        encoding="utf-8")
    result = _run("build", "g", "--out", str(tmp_path / "out"), "--only", "score-pad")
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out" / "g" / "ru" / "score-pad.pdf"
    reader = PdfReader(pdf)
    assert len(reader.pages) == 1 and b"/Subtype /Form" in pdf.read_bytes()  # vector art
    assert [round(float(v)) for v in reader.pages[0].mediabox[2:]] == [595, 842]  # A4
    again = _run("build", "g", "--out", str(tmp_path / "again"), "--only", "score-pad")
    assert again.exit_code == 0
    assert (tmp_path / "again" / "g" / "ru" / "score-pad.pdf").read_bytes() == pdf.read_bytes()


def test_sheet_mistakes_are_located_errors(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert _run("new", "g", "--locale", "ru").exit_code == 0
    game_yaml = tmp_path / "g" / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")

    def messages(components: str) -> list[str]:
        game_yaml.write_text(text.replace("  - {kind: rulebook}\n",
                                          "  - {kind: rulebook}\n" + components), encoding="utf-8")
        result = _run("check", "g", "--json")
        assert result.exit_code == 1, result.output
        return [e["message"] for e in json.loads(result.output)["errors"]]

    found = messages("  - {kind: sheet, part: a, image: ../x.svg}\n"
                     "  - {kind: sheet, part: b, image: art/none.png}\n")
    assert any("'../x.svg' points outside the game folder" in m for m in found), found
    assert any("'art/none.png' does not exist" in m for m in found), found
    (tmp_path / "g" / "art").mkdir()
    shutil.copy(FIXTURES / "demo" / "art" / "lake.svg", tmp_path / "g" / "art" / "score.svg")
    found = messages("  - {kind: sheet}\n  - {kind: calibration, part: c, image: art/score.svg}\n")
    assert any("'sheet' component names its picture" in m for m in found), found
    assert any("'calibration' component shows no picture" in m for m in found), found

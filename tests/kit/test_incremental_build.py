"""A rebuild after one card's change redraws what the card is in (its deck, the rulebook
that lists the cards) and keeps every other part: the parts are keyed by the data they
draw, not by the bytes of every data file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


@pytest.fixture
def game(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(get_app(), ["new", "Lost Valley", "--locale", "en"]).exit_code == 0
    result = runner.invoke(get_app(), ["build", "Lost Valley", "--out", "out"])
    assert result.exit_code == 0, result.output
    return tmp_path / "Lost Valley"


def _rebuilt(folder: Path) -> set[str]:
    result = runner.invoke(get_app(), ["build", str(folder), "--out", "out"])
    assert result.exit_code == 0, result.output
    return {line.split("│")[1].strip() for line in result.output.splitlines()
            if line.startswith("│") and "│ built" in line}


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_one_card_rebuilds_its_deck_and_the_rulebook_only(game):
    _edit(game / "cards.csv", "Troll under the bridge", "Troll")
    assert _rebuilt(game) == {"main-deck", "rulebook"}


def test_a_line_added_above_moves_sources_but_redraws_no_data_part(game):
    _edit(game / "board.yaml", "# The board:", "#\n# The board:")
    assert _rebuilt(game) == {"rulebook"}  # the rulebook still follows every file


def test_a_field_rebuilds_the_board_and_a_character_its_cards(game):
    _edit(game / "board.yaml", "text: Miss a turn.", "text: Miss two turns.")
    assert _rebuilt(game) == {"board", "rulebook"}
    _edit(game / "characters.yaml", "name: Scout", "name: Ranger")
    # the tokens follow the characters too (a standee per character)
    assert _rebuilt(game) == {"characters", "tokens", "rulebook"}


def test_the_kept_parts_are_the_files_of_the_last_build(game):
    _edit(game / "cards.csv", "Troll under the bridge", "Troll")
    _rebuilt(game)
    manifest = json.loads((game.parent / "out" / "lost-valley" / "en" / "manifest.json")
                          .read_text(encoding="utf-8"))
    assert set(manifest["parts"]) == {"board", "main-deck", "characters", "tokens",
                                      "calibration", "rulebook"}


def _files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_one_card_rebuild_gives_the_cold_build_s_files_and_rewrites_no_kept_part(game):
    kit = game.parent / "out" / "lost-valley" / "en"
    kept = ("board.pdf", "board-poster.pdf", "board.svg", "characters.pdf", "tokens.pdf",
            "calibration.pdf")
    before = {name: (kit / name).stat() for name in kept}
    deck = (kit / "main-deck.pdf").read_bytes()
    _edit(game / "cards.csv", "Troll under the bridge", "Troll")
    assert _rebuilt(game) == {"main-deck", "rulebook"}
    for name in kept:  # not written again: the same file, untouched since the first build
        now = (kit / name).stat()
        assert (now.st_ino, now.st_mtime_ns) == (before[name].st_ino, before[name].st_mtime_ns)
    cold = runner.invoke(get_app(), ["build", str(game), "--out", "cold", "--force"])
    assert cold.exit_code == 0, cold.output
    incremental = _files(kit)
    assert incremental == _files(game.parent / "cold" / "lost-valley" / "en")
    assert incremental["main-deck.pdf"] != deck  # the change did reach the deck

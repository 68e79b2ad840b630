"""An unchanged kit is recognised before the game is read, also after a forced build."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def _game(folder):
    folder.mkdir()
    (folder / "game.yaml").write_text(
        "game: {id: tiny, title: Tiny, rules: generic, locales: [ru], default_locale: ru}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    rows = ["number,name,kind,text"] + [f"{n},Карта {n},event,Текст карты {n}." for n in range(1, 7)]
    (folder / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


def _build(*args):
    result = runner.invoke(get_app(), ["build", *map(str, args)])
    assert result.exit_code == 0, result.output
    return result.output


def test_a_forced_build_leaves_a_kit_the_next_build_finds_unchanged(tmp_path):
    game, out = _game(tmp_path / "tiny"), tmp_path / "out"
    first = _build(game, "--out", out)
    assert "unchanged since the last build" not in first
    manifest = out / "tiny" / "ru" / "manifest.json"
    key = json.loads(manifest.read_text(encoding="utf-8"))["kit_inputs"]
    forced = _build(game, "--out", out, "--force")
    assert "unchanged since the last build" not in forced
    assert json.loads(manifest.read_text(encoding="utf-8"))["kit_inputs"] == key
    assert "unchanged since the last build" in _build(game, "--out", out)
    # an option that changes the kit still counts
    assert "unchanged since the last build" not in _build(game, "--out", out, "--ink", "mono")

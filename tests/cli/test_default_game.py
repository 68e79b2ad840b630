"""`pnpkit build` without a game builds the installed game marked ``default: true`` (read
from the game heads listed once), else the first one by id."""

from __future__ import annotations

import pytest
import typer

from pnpkit.cli.common import default_game_id


def _game(root, folder: str, game_id: str, default: bool = False) -> None:
    (root / folder).mkdir()
    marked = "\n  default: true" if default else ""
    (root / folder / "game.yaml").write_text(
        f"game:\n  id: {game_id}\n  title: T\n  rules: generic\n  locales: [ru]\n"
        f"  default_locale: ru{marked}\n", encoding="utf-8")


def test_the_marked_game_else_the_first_by_id(tmp_path, monkeypatch):
    monkeypatch.setenv("PNPKIT_CONTENT", str(tmp_path))
    _game(tmp_path, "one", "zeta", default=True)
    _game(tmp_path, "two", "alpha")
    assert default_game_id() == "zeta"
    (tmp_path / "one" / "game.yaml").write_text(
        (tmp_path / "one" / "game.yaml").read_text(encoding="utf-8").replace("default: true", "default: false"),
        encoding="utf-8")
    assert default_game_id() == "alpha"


def test_no_installed_game_is_one_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PNPKIT_CONTENT", str(tmp_path))
    with pytest.raises(typer.Exit):
        default_game_id()
    assert "no games are installed" in capsys.readouterr().err

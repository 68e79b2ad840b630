"""`pnpkit build` keeps the objects alive before drawing out of the garbage collector's
full passes while it draws (gc.freeze), and hands them back after, even on a failure."""

import gc
from pathlib import Path

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def _game(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(
        "game: {id: tiny, title: Tiny, rules: generic, locales: [ru], default_locale: ru}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    rows = ["number,name,kind,text"] + [f"{n},Карта {n},event,Текст {n}." for n in range(1, 4)]
    (folder / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


def test_the_heap_is_frozen_while_drawing_and_unfrozen_after(tmp_path, monkeypatch):
    import pnpkit.render.pipeline as pipeline

    seen: list[int] = []
    real = pipeline.run_kit

    def watching(*args, **kwargs):
        seen.append(gc.get_freeze_count())
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline, "run_kit", watching)
    assert gc.get_freeze_count() == 0
    result = runner.invoke(get_app(), ["build", str(_game(tmp_path / "g")), "--out",
                                       str(tmp_path / "out"), "--force"])
    assert result.exit_code == 0, result.output
    assert seen and seen[0] > 0
    assert gc.get_freeze_count() == 0


def test_a_failed_build_unfreezes_too(tmp_path, monkeypatch):
    import pnpkit.render.pipeline as pipeline

    def failing(*args, **kwargs):
        raise pipeline.BuildFailed("deck", ValueError("boom"))

    monkeypatch.setattr(pipeline, "run_kit", failing)
    result = runner.invoke(get_app(), ["build", str(_game(tmp_path / "g")), "--out",
                                       str(tmp_path / "out"), "--force"])
    assert result.exit_code != 0
    assert "boom" in result.output
    assert gc.get_freeze_count() == 0

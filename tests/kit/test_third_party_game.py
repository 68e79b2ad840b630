"""A game with code of its own from a separate package: a distribution outside pnpkit
registers a GamePlugin under the ``pnpkit.games`` entry-point group, and a game folder
whose ``rules:`` names it checks and builds its own kind of component next to the
generic ones, exactly as the shipped games do."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from pnpkit import plugins as registry
from pnpkit.cli.app import get_app

PLUGIN_CODE = '''
from pnpkit.plugins import GamePlugin
from pnpkit.render.pipeline import Output, Part, hash_inputs


def score_pad(build, component):
    """A one-page PDF listing the players' names (the plugin's own kind of component)."""
    def make(report):
        from io import BytesIO

        from reportlab.pdfgen.canvas import Canvas

        from pnpkit.render.fonts import SANS, register_fonts

        register_fonts()
        out = BytesIO()
        canvas = Canvas(out, invariant=1)
        canvas.setFont(SANS, 14)
        canvas.drawString(72, 720, "Score pad: " + build.game.title)
        canvas.showPage()
        canvas.save()
        report(1, 1)
        return [Output(component.part + ".pdf", out.getvalue(), 1)]

    return Part(component.part, hash_inputs(*build.inputs, "score-pad"), make)


PLUGIN = GamePlugin(rules="toy", kit_builders={"score-pad": "toy_game.plugin:score_pad"})
'''


@pytest.fixture
def toy_package(tmp_path, monkeypatch):
    site = tmp_path / "site"
    (site / "toy_game").mkdir(parents=True)
    (site / "toy_game" / "__init__.py").write_text("", encoding="utf-8")
    (site / "toy_game" / "plugin.py").write_text(PLUGIN_CODE, encoding="utf-8")
    meta = site / "toy_game-0.1.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-game\nVersion: 0.1\n",
                                   encoding="utf-8")
    (meta / "entry_points.txt").write_text(
        "[pnpkit.games]\ntoy = toy_game.plugin:PLUGIN\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    registry.plugins.cache_clear()
    registry._BROKEN.clear()
    yield
    registry.plugins.cache_clear()
    registry._BROKEN.clear()


def _game(tmp_path, kit: str):
    folder = tmp_path / "toy"
    folder.mkdir()
    (folder / "game.yaml").write_text(
        "game: {id: toy, title: Игрушка, rules: toy, locales: [ru], default_locale: ru}\n"
        f"kit:\n{kit}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    (folder / "cards.csv").write_text("number,name,kind\n1,Волк,a\n", encoding="utf-8")
    return folder


def test_a_plugin_from_another_package_is_found_and_builds_its_own_component(
        toy_package, tmp_path):
    assert "toy" in registry.plugins() and {"amber", "race"} <= set(registry.plugins())
    folder = _game(tmp_path, "  - {kind: deck, deck: d}\n  - {kind: score-pad}")
    runner = CliRunner()
    check = runner.invoke(get_app(), ["check", str(folder)])
    assert check.exit_code == 0, check.output
    result = runner.invoke(get_app(), ["build", str(folder), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    kit = tmp_path / "out" / "toy" / "ru"
    assert (kit / "score-pad.pdf").read_bytes().startswith(b"%PDF")
    assert (kit / "d-deck.pdf").is_file()


def test_a_kind_no_plugin_builds_is_an_error_naming_it(toy_package, tmp_path):
    folder = _game(tmp_path, "  - {kind: score-pda}")
    result = CliRunner().invoke(get_app(), ["check", str(folder)])
    assert result.exit_code == 1
    assert "unknown component kind 'score-pda'" in result.output
    assert "score-pad" in result.output  # the plugin's kinds are offered


def test_a_broken_add_on_is_reported_and_the_others_still_load(tmp_path, monkeypatch):
    site = tmp_path / "site"
    (site / "bad_game").mkdir(parents=True)
    (site / "bad_game" / "__init__.py").write_text("raise ImportError('oops')\n",
                                                   encoding="utf-8")
    meta = site / "bad_game-0.1.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: bad-game\nVersion: 0.1\n",
                                   encoding="utf-8")
    (meta / "entry_points.txt").write_text("[pnpkit.games]\nbad = bad_game:PLUGIN\n",
                                           encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    registry.plugins.cache_clear()
    registry._BROKEN.clear()
    try:
        assert "bad" not in registry.plugins() and "amber" in registry.plugins()
        assert "oops" in registry.broken_plugins()["bad"]
        folder = tmp_path / "mine"
        folder.mkdir()
        (folder / "game.yaml").write_text("game: {id: mine, title: Моя, rules: bad, locales: [ru], "
                                          "default_locale: ru}\n", encoding="utf-8")
        check = CliRunner().invoke(get_app(), ["check", str(folder)])
        assert check.exit_code == 1
        assert "add-on is installed but failed to load" in check.output and "oops" in check.output, check.output
    finally:
        registry.plugins.cache_clear()
        registry._BROKEN.clear()

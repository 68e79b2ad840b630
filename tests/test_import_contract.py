"""The package contract (pyproject's [tool.importlinter]): generic packages never import
a game, games never import each other, and the generic packages are layered, so no
import cycle runs between them.  A game reaches the generic code only through its
plugin (pnpkit.plugins), which is what lets a separate package add a game."""

from pathlib import Path

import pytest

importlinter = pytest.importorskip("importlinter")

ROOT = Path(__file__).parent.parent


def test_import_contracts_are_kept(monkeypatch):
    from importlinter.cli import lint_imports

    monkeypatch.chdir(ROOT)
    monkeypatch.syspath_prepend(str(ROOT / "src"))
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True) == 0


def test_shipped_games_are_plugins_with_loadable_parts():
    from pnpkit.plugins import broken_plugins, load, plugins

    found = plugins()
    assert {"amber", "fighting-fantasy", "race"} <= set(found)
    assert broken_plugins() == {}
    for plugin in found.values():
        for spec in (plugin.extension, plugin.kit_texts, *plugin.kit_builders.values()):
            assert callable(load(spec)) or load(spec) is not None, spec
        assert load(plugin.rulebook) is not None
        assert all(callable(getattr(load(m), "register", None)) for m in plugin.commands)

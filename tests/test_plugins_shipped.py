"""A shipped game's plugin is found in its package without the entry-point scan
(pnpkit.plugins.plugin_for): that is right only while the package's entry points name
those very modules, and the one-game look-ups answer what the scan answers."""

from __future__ import annotations

from importlib.metadata import entry_points
from pathlib import Path

import pytest

from pnpkit import plugins
from pnpkit.referee import registry

GAMES = Path(plugins.__file__).resolve().parent / "games"
SHIPPED = sorted(p.parent.name for p in GAMES.glob("*/plugin.py"))


def test_every_shipped_plugin_is_the_entry_point_of_its_rules():
    registered = {e.name: e.value for e in entry_points(group=plugins.ENTRY_POINT_GROUP)}
    assert SHIPPED
    for package in SHIPPED:
        plugin = __import__(f"pnpkit.games.{package}.plugin", fromlist=["PLUGIN"]).PLUGIN
        assert registered.get(plugin.rules) == f"pnpkit.games.{package}.plugin:PLUGIN", package
        assert plugins.shipped_plugin(plugin.rules) is plugin


@pytest.fixture
def no_scan_yet():
    plugins.plugins.cache_clear()
    yield
    plugins.plugins.cache_clear()


def test_one_game_is_found_without_the_scan_and_as_the_scan_finds_it(no_scan_yet):
    rules = [plugins.shipped_plugin(p.replace("_", "-")) or plugins.shipped_plugin(p) for p in SHIPPED]
    found = {plugin.rules: plugins.plugin_for(plugin.rules) for plugin in rules}
    assert plugins.plugins.cache_info().currsize == 0  # no scan was needed
    entries = {game: registry.refereed_game(game) for game in found}
    assert plugins.plugins.cache_info().currsize == 0
    assert found == {name: plugins.plugins()[name] for name in found}
    assert entries == {game: registry.refereed_games().get(game) for game in found}


def test_names_that_are_no_shipped_package_go_to_the_scan(no_scan_yet):
    for name in ("generic-x", "../amber", "Amber", "os", "amber.plugin", ""):
        assert plugins.shipped_plugin(name) is None
    assert plugins.plugin_for("no-such-rules") is None
    assert registry.refereed_game("no-such-game") is None


def test_every_shipped_referee_is_its_plugins_and_found_alone():
    """A shipped game's referee is named in its package's ``referee_spec`` (what a one-shot
    referee command reads while pnpkit.plugins is not imported), and its plugin's
    ``referee`` is that very object, for the same rules name."""
    for package in SHIPPED:
        plugin = __import__(f"pnpkit.games.{package}.plugin", fromlist=["PLUGIN"]).PLUGIN
        spec = __import__(f"pnpkit.games.{package}.referee_spec", fromlist=["REFEREE"])
        assert spec.RULES == plugin.rules
        assert spec.REFEREE is plugin.referee is registry.shipped_referee(plugin.rules)
    for name in ("generic-x", "../amber", "Amber", "os", "fighting_fantasy", "amber.plugin", ""):
        assert registry.shipped_referee(name) is None


def test_a_write_finds_its_referee_without_the_plugins(tmp_path):
    """In a fresh process, the one-game look-up of each shipped game imports neither
    pnpkit.plugins nor the game's plugin, and answers with the plugin's referee."""
    import subprocess
    import sys

    script = ("import sys\nfrom pnpkit.referee import registry\n"
              "found = {g: registry.refereed_game(g) for g in sys.argv[1:]}\n"
              "assert not [m for m in sys.modules if m == 'pnpkit.plugins' or m.endswith('.plugin')], sys.modules\n"
              "from pnpkit import plugins\n"
              "assert found == {g: plugins.plugins()[g].referee for g in found}\n")
    rules = [__import__(f"pnpkit.games.{p}.plugin", fromlist=["PLUGIN"]).PLUGIN.rules for p in SHIPPED]
    subprocess.run([sys.executable, "-c", script, *rules], check=True, timeout=120)

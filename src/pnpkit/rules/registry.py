"""Which rules extension each game uses (its plugin's, imported only when needed).

A game's ``game.yaml`` names its rules with ``rules: <name>``: ``generic`` for a game
that is only data, or the name a game plugin is registered under (pnpkit.plugins).
The plugin's ``extension`` (a GameExtension) adds the shape of its data and its checks.
"""

from __future__ import annotations

from pnpkit.model.extension import GENERIC, GameExtension

GENERIC_RULES = "generic"


def known_rules() -> list[str]:
    from pnpkit.plugins import plugins

    return sorted({GENERIC_RULES, *plugins()})


def extension_for(rules: str) -> GameExtension:
    """The extension of a known rules name (the generic one for ``generic``)."""
    from pnpkit.plugins import load, plugin_for

    if rules == GENERIC_RULES:
        return GENERIC
    plugin = plugin_for(rules)
    if plugin is None:
        raise KeyError(rules)
    return load(plugin.extension) if plugin.extension else GENERIC

"""Which module holds each game's rules extension (imported only when needed).

A game's ``game.yaml`` names its rules with ``rules: <name>``; add one line here for a
new rules module.  The module must expose ``EXTENSION`` (a GameExtension).
"""

from __future__ import annotations

import importlib

from pnpkit.model.extension import GENERIC, GameExtension

RULES_MODULES: dict[str, str] = {
    "generic": "",
    "fighting-fantasy": "pnpkit.rules.fighting_fantasy.extension",
    "amber": "pnpkit.rules.amber.extension",
    "race": "pnpkit.rules.race.extension",
}


def known_rules() -> list[str]:
    return sorted(RULES_MODULES)


def extension_for(rules: str) -> GameExtension:
    """The extension of a known rules name ('' for the generic one)."""
    module_name = RULES_MODULES[rules]
    if not module_name:
        return GENERIC
    return importlib.import_module(module_name).EXTENSION

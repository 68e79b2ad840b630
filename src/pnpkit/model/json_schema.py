"""The JSON Schema of a game data file, generated from the schema the reader checks
with (model.game_schema completed by a rules extension), so the two cannot drift.

Editors use it (YAML language server: ``# yaml-language-server: $schema=…``) to
complete keys and flag mistakes as one types; ``pnpkit check`` stays the authority for
what JSON Schema cannot say (ids that must exist, files, a game's own rules).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pnpkit.model.extension import GameExtension
from pnpkit.model.game_schema import file_schema
from pnpkit.model.kit import GENERIC_KINDS

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def game_data_json_schema(extension: GameExtension, rules: str = "generic",
                          kit_kinds: Sequence[str] = ()) -> dict[str, Any]:
    """``kit_kinds``: the kinds of component the rules plugin adds to the generic ones
    (the kit's ``kind:`` is then one of those, so an editor offers them)."""
    defs: dict[str, Any] = {}
    body = file_schema(extension).json_schema(defs)
    kind = body.get("properties", {}).get("kit", {}).get("items", {}).get("properties", {}).get(
        "kind")
    if isinstance(kind, dict):
        kinds = list(dict.fromkeys([*GENERIC_KINDS, *kit_kinds]))
        kind["enum"] = kinds
        kind["description"] = "what the component prints: " + ", ".join(kinds)
    out: dict[str, Any] = {
        "$schema": DIALECT,
        "title": f"pnpkit game data (rules: {rules})",
        **body,
    }
    if defs:
        out["$defs"] = defs
    return out

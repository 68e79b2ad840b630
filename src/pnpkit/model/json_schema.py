"""The JSON Schema of a game data file, generated from the schema the reader checks
with (model.game_schema completed by a rules extension), so the two cannot drift.

Editors use it (YAML language server: ``# yaml-language-server: $schema=…``) to
complete keys and flag mistakes as one types; ``pnpkit check`` stays the authority for
what JSON Schema cannot say (ids that must exist, files, a game's own rules).
"""

from __future__ import annotations

from typing import Any

from pnpkit.model.extension import GameExtension
from pnpkit.model.game_schema import file_schema

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def game_data_json_schema(extension: GameExtension, rules: str = "generic") -> dict[str, Any]:
    defs: dict[str, Any] = {}
    body = file_schema(extension).json_schema(defs)
    out: dict[str, Any] = {
        "$schema": DIALECT,
        "title": f"pnpkit game data (rules: {rules})",
        **body,
    }
    if defs:
        out["$defs"] = defs
    return out

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
from pnpkit.model.kit import GENERIC_KINDS, GENERIC_OPTIONS

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def _generic_options(defs: dict[str, Any], kit_kinds: Sequence[str]) -> list[dict[str, Any]]:
    """Per generic kind, the options it takes (model.kit.GENERIC_OPTIONS) and no other."""
    out = []
    for kind in GENERIC_KINDS:
        if kind in kit_kinds:
            continue  # a plugin's kind of that name: its options are its own
        takes = GENERIC_OPTIONS.get(kind, {})
        options = {"type": "object", "additionalProperties": False,
                   "properties": {name: {**schema.json_schema(defs), "description": what}
                                  for name, (schema, what) in takes.items()}}
        out.append({"if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]},
                    "then": {"properties": {"options": options}}})
    return out


def game_data_json_schema(extension: GameExtension, rules: str = "generic",
                          kit_kinds: Sequence[str] = ()) -> dict[str, Any]:
    """``kit_kinds``: the kinds of component the rules plugin adds to the generic ones
    (the kit's ``kind:`` is then one of those, so an editor offers them)."""
    defs: dict[str, Any] = {}
    body = file_schema(extension).json_schema(defs)
    component = body["properties"]["kit"]["items"]  # the common schema's KIT_COMPONENT
    kinds = list(dict.fromkeys([*GENERIC_KINDS, *kit_kinds]))
    component["properties"]["kind"].update(enum=kinds, description="what the component prints: "
                                           + ", ".join(kinds))
    component["allOf"] = _generic_options(defs, kit_kinds)
    out: dict[str, Any] = {
        "$schema": DIALECT,
        "title": f"pnpkit game data (rules: {rules})",
        **body,
    }
    if defs:
        out["$defs"] = defs
    return out

"""`pnpkit schema [GAME] [--rules NAME]`: the JSON Schema of game data files, for editors.

Generated from the schema `pnpkit check` uses (model.json_schema), completed by the
rules of GAME (or of ``--rules``; the generic rules by default).
"""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import fail, print_json, resolve_game_folder


def schema(
    game: Annotated[str | None, typer.Argument(metavar="GAME", help="A game id or folder: the schema of its rules.")] = None,
    rules: Annotated[str | None, typer.Option(metavar="RULES", help="A rules name (generic, amber, …) instead of a game.")] = None,
) -> None:
    """Print the JSON Schema of a game's YAML files (for editor completion and checks)."""
    from pnpkit.model.diagnostics import did_you_mean
    from pnpkit.model.extension import extension_for, known_rules
    from pnpkit.model.json_schema import game_data_json_schema

    if game is not None and rules is not None:
        fail("give a game or --rules, not both")
    if game is not None:
        from pnpkit.readers.game_reader import read_game_head

        rules = str(read_game_head(resolve_game_folder(game)).get("rules") or "generic")
    rules = rules or "generic"
    try:
        extension = extension_for(rules)
    except KeyError:
        fail(f"unknown rules '{rules}'",
             hint=did_you_mean(rules, known_rules()) or "known: " + ", ".join(known_rules()))
    from pnpkit.readers.game_reader import plugin_kit_kinds

    print_json(game_data_json_schema(extension, rules, plugin_kit_kinds(rules)))


def register(app: typer.Typer) -> None:
    from pnpkit.cli.help_style import PlainCommand
    app.command("schema", cls=PlainCommand)(schema)

"""The record of a game's referee (:class:`RefereeSpec`): the module defining it, the
commands and names it adds, its light status and live board modules.

Kept apart from pnpkit.plugins (which re-exports it) so that a one-shot referee command
finds a shipped game's referee by this record alone (pnpkit.referee.registry, in the
game's ``referee_spec`` module), without the plugins' classes or the game's whole plugin.
"""

from __future__ import annotations

from pnpkit.value_class import value_class


def shipped_module(rules: str, name: str):
    """The module ``pnpkit.games.<rules>.<name>`` (``-`` read as ``_``) when the package
    ships one (a rules name that is no lowercase identifier names none); else None."""
    package = rules.replace("-", "_")
    if not package.isidentifier() or not package.islower():
        return None
    try:
        return __import__(f"pnpkit.games.{package}.{name}", fromlist=["_"])
    except ImportError:
        return None


@value_class(frozen=True)
class RefereeSpec:
    """The game's referee: the module defining ``REFEREE`` (a rules.session.GameReferee)
    and the commands it adds to the common ones."""

    module: str
    commands: tuple[str, ...] = ()
    attribute: str = "REFEREE"
    live: str = ""  # module defining LIVE: the game's view on the live board page
    aliases: tuple[tuple[str, str], ...] = ()  # (Russian name, command) of its own commands
    #: module composing ``referee status`` from a kept view without the engine (its
    #: ``status``, ``over_line``, ``preset_name``, ``RULES_VERSION``; rules.session_state)
    status: str = ""

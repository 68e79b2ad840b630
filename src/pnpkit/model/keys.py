"""Catalogue keys of a game's entities (``card.001.name`` …), shared by the catalogues
and the kit faces that say which string they print."""

from __future__ import annotations


def stable_key(section_singular: str, entity_id: str) -> str:
    """``card`` + ``card.001`` -> ``card.001``; ``card`` + ``001`` -> ``card.001``."""
    prefix = section_singular + "."
    return entity_id if entity_id.startswith(prefix) else prefix + entity_id

"""Containers that remember where each value came from in a content file.

The YAML reader builds these; everything downstream may also pass plain dicts and
lists (for example tests and fixtures built in code), which simply have no positions.
"""

from __future__ import annotations

from pnpkit.model.diagnostics import Source


class LocatedMap(dict):
    """A mapping with the source of itself, of each key and of each value."""

    def __init__(self, source: Source):
        super().__init__()
        self.source = source
        self.key_sources: dict = {}
        self.value_sources: dict = {}


class LocatedList(list):
    """A sequence with the source of itself and of each item."""

    def __init__(self, source: Source):
        super().__init__()
        self.source = source
        self.item_sources: list[Source] = []


def source_of(value, fallback: Source) -> Source:
    return getattr(value, "source", fallback)


def key_source(mapping, key, fallback: Source) -> Source:
    return getattr(mapping, "key_sources", {}).get(key, fallback)


def value_source(mapping, key, fallback: Source) -> Source:
    return getattr(mapping, "value_sources", {}).get(key, fallback)


def item_source(seq, index: int, fallback: Source) -> Source:
    sources = getattr(seq, "item_sources", None)
    if sources is not None and index < len(sources):
        return sources[index]
    return fallback


class SourcedDict(dict):
    """A validated mapping that remembers where it was written (and, while the game is
    read, where each value was: ``value_sources``).  Here, beside the reader's
    containers, so that decoding a kept game needs no schema (pnpkit.model.schema
    re-exports it)."""

    source: Source
    value_sources: dict

"""The strings of a tree read from JSON or YAML (dicts and lists), for the tests that scan
every text of a file: for a word, a spelling, an id, a run copied from the sources."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def strings_at(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, str]]:
    """Every string below ``node`` with where it is: its keys and list places joined by
    dots (``cards.3.text``; "" for ``node`` itself), in the tree's order."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from strings_at(value, (*path, str(key)))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from strings_at(value, (*path, str(i)))
    elif isinstance(node, str):
        yield ".".join(path), node


def strings(node: Any) -> list[str]:
    """Every string below ``node``, in the tree's order."""
    return [text for _where, text in strings_at(node)]

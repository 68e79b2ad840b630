"""Executor of field and card effects (filled in step by step)."""

from __future__ import annotations

IMPLEMENTED_OPS: frozenset[str] = frozenset()

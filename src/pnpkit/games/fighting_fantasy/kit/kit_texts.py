"""The Fighting Fantasy kit's boxed texts (render.kit_texts)."""

from __future__ import annotations

from typing import Any

from pnpkit.render.kit_texts import PrintedText


def fighting_fantasy_texts(game: Any, locale: str, text_for=None) -> list[PrintedText]:
    """None: the adventure sheet, rules page and odds tables draw their words at fixed
    sizes on fixed lines and wrap their paragraphs onto the page (render/ff_sheets.py),
    so nothing of the kit is fitted into a box and nothing can fail the build."""
    return []

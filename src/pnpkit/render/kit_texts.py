"""Every text a kit fits into a box, with the box: what ``pnpkit i18n status`` checks.

A kit's list walks the same specs and asks the same layout functions
(layout.text_boxes, the faces' ``*_boxes`` helpers) as its drawing code, so a text
overflows here exactly when the build would fail on it (or, in the pseudo-locale,
report it).  Nothing is drawn and no font file is read beyond reportlab's metrics.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pnpkit.layout.text_boxes import TextBox


@dataclass(frozen=True)
class PrintedText:
    key: str  # names the box: the catalogue context it prints, or <entity>.<field>
    contexts: tuple[str, ...]  # catalogue strings whose text it holds (none: kit words)
    kind: str  # the string kind (boxes.BOXES) the report names
    text: str
    box: TextBox


def one_text(context: str, kind: str, text: str, box: TextBox) -> PrintedText:
    return PrintedText(context, (context,), kind, text, box)


def kit_texts(game: Any, locale: str) -> list[PrintedText] | None:
    """The boxed texts of ``game``'s kit in ``locale`` (the game already localised), or
    None when its kit has no such list (its game plugin names none)."""
    from pnpkit.plugins import load, plugin_for

    plugin = plugin_for(game.rules)
    if plugin is None or not plugin.kit_texts:
        return None
    return load(plugin.kit_texts)(game, locale)


def kit_texts_known(game: Any) -> bool:
    from pnpkit.plugins import plugin_for

    plugin = plugin_for(game.rules)
    return plugin is not None and bool(plugin.kit_texts)

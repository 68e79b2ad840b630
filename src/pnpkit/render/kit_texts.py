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
    entity: str = ""  # the card or deck key whose strings it prints, when it is one's face


def one_text(context: str, kind: str, text: str, box: TextBox) -> PrintedText:
    return PrintedText(context, (context,), kind, text, box)


def kit_texts(game: Any, locale: str, text_for=None) -> list[PrintedText] | None:
    """The boxed texts of ``game``'s kit in ``locale`` (the game already localised; the
    kit's own words through ``text_for``, the catalogue's, as the build reads them), or
    None when its kit has no such list (its game plugin names none)."""
    from pnpkit.plugins import load, plugin_for

    plugin = plugin_for(game.rules)
    if plugin is None or not plugin.kit_texts:
        return None
    return load(plugin.kit_texts)(game, locale, text_for)


#: a layout box showing one of these card fields prints that catalogue string
_CARD_FIELDS = {"name": "name", "text": "text"}
_BACK_FIELDS = {"name": "name", "text": "back"}  # a back shows the deck's name and back text


def layout_deck_texts(game: Any) -> list[PrintedText]:
    """The texts of the kit's decks drawn from a card layout in data (any game whose
    plugin does not build decks itself), box by box as render.layout_face fits them:
    keyed ``<card or deck key>.<box>``, holding the catalogue strings of that card (or of
    the deck, for its back).  ``game`` is already localised; a layout or deck the reader
    reports as unknown is left out, as ``check`` leaves it."""
    from pnpkit.layout.card_layout import LayoutError, card_layout
    from pnpkit.model.keys import stable_key
    from pnpkit.model.kit import kit_of
    from pnpkit.plugins import plugin_for
    from pnpkit.render.layout_face import side_texts, text_box

    plugin = plugin_for(game.rules)
    own = set(plugin.kit_builders) if plugin is not None else set()
    out: list[PrintedText] = []
    for component in kit_of(game):
        if component.kind != "deck" or "deck" in own or not component.deck:
            continue
        try:
            layout = card_layout(component.layout or "poker", game.layouts)
            faces = list(side_texts(game, component.deck, layout))
        except (LayoutError, KeyError):
            continue
        for card, _, box, text in faces:  # card None: the deck's back
            key = stable_key("card", card.id) if card else stable_key("deck", component.deck)
            fields = _CARD_FIELDS if card else _BACK_FIELDS
            shown = fields.get(box.what) if box.shows == "field" else None
            name, kind = (shown, f"{key.split('.')[0]}.{shown}") if shown else (box.name, "card.text")
            out.append(PrintedText(f"{key}.{name}", tuple(f"{key}.{f}" for f in fields.values()),
                                   kind, text, text_box(box), key))
    return out


def kit_texts_known(game: Any) -> bool:
    from pnpkit.plugins import plugin_for

    plugin = plugin_for(game.rules)
    return plugin is not None and bool(plugin.kit_texts)

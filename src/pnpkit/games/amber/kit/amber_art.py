"""The pictures of the «Корона Эмбера» kit: one game-icons picture (render/game_icons.py)
for each traveller, prince, kind of adventure card, kind of item and weapon, and the
colour of each traveller's pawn, so that pawns differ by colour and by picture."""

from __future__ import annotations

import colorsys
from typing import Any

from pnpkit.render.surface import RGB

TRAVELLERS = {
    "amazon": "bow-arrow", "mad-scientist": "mad-scientist", "gladiator": "centurion-helmet",
    "goblin": "goblin-head", "hussar": "crossed-sabres", "stargazer": "telescope",
    "herbalist": "herbs-bundle", "alien": "alien-stare", "witch-queen": "witch-face",
    "monk": "monk-face", "werewolf": "werewolf", "mutant": "tentacle-strike",
    "mercenary": "crossed-pistols", "ninja": "ninja-head", "destroyer": "battle-axe",
    "fairy": "fairy", "gypsy": "tambourine", "elf": "elf-ear", "storyteller": "scroll-unfurled",
}
PRINCES = {"corwin": "rose", "benedict": "crossed-swords", "eric": "jewel-crown",
           "gerard": "mailed-fist", "random": "card-joker"}
#: adventure cards by kind: the opponents' kinds and the rest
CARD_KINDS = {
    "enemy": "orc-head", "beast": "wolf-head", "undead": "shambling-zombie",
    "snake-dragon": "dragon-head", "creature": "beast-eye", "friend": "shaking-hands",
    "item": "swap-bag", "magic-item": "magic-potion", "amulet": "gem-pendant",
    "owner-item": "barn-owl", "event": "lightning-storm", "spell": "spell-book",
    "curse": "cursed-star", "quest": "treasure-map", "source": "water-drop", "thief": "robber",
    "note": "scroll-quill",
}
ITEM_KINDS = {
    "item": "swap-bag", "horse": "horse-head", "magic-item": "magic-potion",
    "amulet": "gem-pendant", "friend": "shaking-hands", "contraband": "locked-chest",
    "badge": "police-badge", "crown": "crown", "owner-item": "barn-owl", "ticket": "ticket",
}
#: weapons each have their own picture (they used to reuse the strength icon)
WEAPONS = {
    "colt": "revolver", "winchester": "winchester-rifle", "blaster": "ray-gun",
    "telepathic-rifle": "rifle", "grenade": "grenade", "silver-bullet": "silver-bullet",
    "magic-sword": "sparkling-sabre", "scimitar": "sword-brandish", "lasso": "lasso",
}
CROWN = "crown"


def _key(entity_id: str) -> str:
    return entity_id.split(".", 1)[-1]


def character_picture(character: Any) -> str | None:
    table = PRINCES if character.kind == "prince" else TRAVELLERS
    return table.get(_key(character.id))


def card_picture(card: Any) -> str | None:
    return CARD_KINDS.get(card.kind)


def item_picture(item: Any) -> str | None:
    return WEAPONS.get(_key(item.id)) or ITEM_KINDS.get(item.kind)


def pawn_colours(count: int) -> list[tuple[RGB, RGB]]:
    """(tint, deep) colour pairs of ``count`` pawns, hues evenly round the wheel: the
    tint is the pawn's ground (ink reads on it), the deep colour its picture."""
    pairs = []
    for i in range(count):
        hue = i / max(1, count)
        tint = colorsys.hls_to_rgb(hue, 0.86, 0.75)
        deep = colorsys.hls_to_rgb(hue, 0.24, 0.8)
        pairs.append((tint, deep))
    return pairs

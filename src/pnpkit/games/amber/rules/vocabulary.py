"""The names of Amber's effect vocabulary: the stats, kinds, roles, statuses and moments
the data may name, and the ops the resolver skips.  Plain tuples and sets, apart from
:mod:`pnpkit.games.amber.rules.effects` (which re-exports them and builds the schemas of
the data from them): the engine reads these names without building those schemas.
"""

from __future__ import annotations

STATS = ("strength", "mind", "magic", "life", "experience", "thalers")

#: things a step by hand may owe (paid by the compensation rule, see points.THING_COST)
DEBT_THINGS = ("item", "magic-item", "amulet", "horse", "friend")

FIGHT_STATS = ("strength", "mind", "magic")

ALIGNMENTS = ("good", "neutral", "evil")

FUNDS = ("supply", "bank", "mafia", "player")

DICE = ("d6", "2d6", "3d6")

#: creature kinds a fight modifier can name (also the card kinds of opponents)
CREATURE_KINDS = ("enemy", "beast", "undead", "snake-dragon", "friend", "creature", "traveller")

#: named lasting states the engine implements
STATUSES = (
    "world-locked",     # may not leave the current world (НЕВЕЗЕНИЕ, ОЧАРОВАННОСТЬ, curses)
    "clockwise",        # must walk clockwise (enchantment, Lyceum-type cards)
    "named-rolls",      # the next player names your die results
    "free-moves",       # you name your move roll (pocket dragonet); see ``max`` via trigger
    "paralysed",        # held on the field (see ``held``)
    "pursued",          # a pursuer attacks after every move (ЧЕРНЫЙ ДВОЙНИК)
    "tax-follower",     # the tax inspector travels with you until you pay
    "snake-follower",   # №41: the snake-man, carried, is fought after each snake or dragon
    "in-legion",        # serving in the Foreign Legion
    "flying",           # holds an air ticket; arrives next turn
    "lucky-draw",       # told to draw N cards, draw 2N and keep N (№181)
    "six-rolled",       # the Mutant rolled a 6 to move: +1 ПС, +1 ПУ until his next turn
    "full-moon",        # №131: +3 ПС, must challenge a traveller nearby, back to the lair after
)

#: when a ``trigger`` fires
MOMENTS = (
    "before-move", "after-move-roll", "before-fight", "after-lost-fight", "after-won-fight",
    "on-draw", "meet-traveller", "turn-start", "no-money",
)

#: item kinds (also used by ``lose_items`` and ``has_kind``)
ITEM_KINDS = (
    "item", "magic-item", "amulet", "owner-item", "friend", "contraband", "badge", "ticket",
    "horse", "trophy", "crown", "note", "token",
)

#: ops that only describe a lasting property; the resolver skips them on landing
STATIC_OPS = frozenset({"fight_bonus", "no_items", "leaving", "move_modifier", "trigger", "stop_in_passing", "fork",
                        "extra_items"})

CARD_KINDS = (
    "enemy", "beast", "undead", "snake-dragon", "creature", "friend", "item", "magic-item",
    "amulet", "owner-item", "event", "spell", "curse", "quest", "source", "thief", "note",
)

#: card kinds that are opponents (fought in battle)
OPPONENT_KINDS = ("enemy", "beast", "undead", "snake-dragon", "creature")

CHARACTER_KINDS = ("traveller", "prince")

TOKEN_KINDS = ("alignment", "money", "points", "marker", "crown", "ticket", "figure")

#: the role of a field; the engine keys its special rules on it
FIELD_ROLES = (
    "ordinary", "exchange", "infirmary", "trophy-office", "provaly", "temple", "pass",
    "bank", "mafia", "police", "shop", "gold-mine", "treasure-cave", "airport",
    # kingdom board
    "road", "capital", "labyrinth", "palace", "chamber", "throne", "arena",
)

ITEM_TRAITS = ("firearm", "fire", "helmet", "armour", "food", "water", "hunting", "horse", "pass")

"""The Amber schemas of ``attrs`` and ``stats`` per section, and the allowed kinds.

Every ``attrs`` mapping has known keys, so a typo in the data is reported with a
suggestion.  Lasting behaviour (fight modifiers, leaving penalties, abilities) is written
as effects (see :mod:`pnpkit.games.amber.rules.effects`); ``attrs`` hold flags and numbers.
"""

from __future__ import annotations

from pnpkit.games.amber.rules.effects import (
    ALIGNMENTS,
    EFFECTS,
    FIGHT_STATS,
    ITEM_KINDS,
    POINTS,
    POSITIVE,
    SHOP_ID,
    STATS,
)
from pnpkit.model.schema import Bool, Enum, Int, ListOf, Map, Ref, Str

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

FIELD_ATTRS = Map(
    {
        "role": Enum(*FIELD_ROLES),
        "stop_in_passing": Bool(),
        "compulsory": Bool(),
        "no_duels": Bool(),
        "lord": Enum(*FIGHT_STATS),
        "provaly": Enum(*FIGHT_STATS),
        "clockwise": Ref("field"),
        "start": Bool(),
        "order": Int(min=0, max=1000),
        # the board's short wording of a long field (the rulebook's field list keeps the
        # full text)
        "on_board": Map({"text": Str(min_len=1, max_len=400)}, required=("text",),
                        name="the board's short wording"),
    },
    name="field attributes",
)

TROPHY = Map({"thalers": POSITIVE, "experience": POSITIVE}, name="a trophy value")
FRIEND = Map(
    {"fights": Enum("with", "instead", "both", "none"), "hunts": Bool(), "for_alignments": ListOf(Enum(*ALIGNMENTS)),
     "thief": Bool(),  # №44: steals for you in a shop
     # a female opponent met while this friend is with you goes to that field instead of fighting (№3)
     "sends_women_to": Ref("field")},
    name="friend rules",
)

CARD_ATTRS = Map(
    {
        "trophy": TROPHY,
        "treasure_pass": Bool(),
        "may": Bool(),
        "leave_on_field": Bool(),
        "friend": FRIEND,
        "experience": POSITIVE,
        "bonus": POINTS,
        "moves_traveller": Bool(),
        "ignored_when_busy": Bool(),
        "pool": POSITIVE,
        "hunt": Bool(),
        "gives": ListOf(Str(min_len=1, max_len=40)),
        "carries": Int(min=1, max=20),
        "sex": Enum("male", "female"),  # of an opponent (the witch of №3 sends women away)
        "hand_in": ListOf(Map(
            {"field": Ref("field"), "thalers": POSITIVE, "experience": POSITIVE, "text": Str(max_len=4000),
             "effects": EFFECTS},
            required=("field",), name="a hand-in place",
        ), min_len=1),
    },
    name="card attributes",
)

CHARACTER_ATTRS = Map(
    {
        "sex": Enum("male", "female"),
        "alignment": Enum(*ALIGNMENTS),
        "honest": Bool(),
        "patient": Bool(),
        "start": Ref("field"),
        "abilities": EFFECTS,
        # printed abilities the engine reads as flags (issue #30, 5)
        "can_hunt": Bool(),                  # the Elf hunts without a gun
        "untouchable": Bool(),               # the Stargazer: no traveller acts on him
        "beasts_peaceful": Bool(),           # the Werewolf: beasts never attack him
        "best_of": Enum(*FIGHT_STATS),       # the Amazon: two battle dice in this stat, the best kept
        "thief": Bool(),                     # the Goblin may try to steal in a shop
        "labyrinth_rerolls": Int(min=1, max=3),   # Corwin: rolls again in the labyrinth
        "labyrinth_loss_less": Int(min=1, max=3),  # Gerard: loses less on a bad ring
        "first_chamber_life": Int(min=1, max=3),   # Eric: more ПЖ in the first chamber
        "crown_bonus": Int(min=1, max=3),          # Benedict: added to his crown-battle sum
        "crown_draw_safe": Bool(),                 # Random: a shared top score costs him nothing
        "two_colts": Bool(),                       # the Hussar: «может носить два кольта сразу»
    },
    name="character attributes",
)

ITEM_TRAITS = ("firearm", "fire", "helmet", "armour", "food", "water", "hunting", "horse", "pass")

ITEM_ATTRS = Map(
    {
        "experience": POSITIVE,
        "bonus": POINTS,
        "sold_at": ListOf(SHOP_ID),
        "traits": ListOf(Enum(*ITEM_TRAITS)),
        "owner": Bool(),
        "number": POSITIVE,
        "count": Int(min=1, max=100),
        "friend": FRIEND,
        "regent": Enum(*FIGHT_STATS),
        "carries": Int(min=1, max=20),
        "one_each": Bool(),                        # the colt: one counts, two for the Hussar
        "provaly_reroll": Bool(),                  # amulet №8: the Провал's die again, once an attempt
        "through_provaly": Bool(),                 # amulet №8: carried through into the Kingdom
        "delivery": Map(
            {"field": Ref("field"), "experience": POSITIVE, "deposit": POSITIVE,
             "success": ListOf(Int(min=1, max=6), min_len=2, max_len=2), "payout": POSITIVE},
            required=("field", "success", "payout"), name="a contraband delivery",
        ),
    },
    name="item attributes",
)

STAT_MAP = Map({stat: Int(min=0, max=1000) for stat in STATS}, name="stats")

KINDS = {
    "cards": CARD_KINDS,
    "characters": CHARACTER_KINDS,
    "items": ITEM_KINDS,
    "tokens": TOKEN_KINDS,
}
ATTRS = {"fields": FIELD_ATTRS, "cards": CARD_ATTRS, "characters": CHARACTER_ATTRS, "items": ITEM_ATTRS}
STATS_SCHEMAS = {"cards": STAT_MAP, "characters": STAT_MAP}

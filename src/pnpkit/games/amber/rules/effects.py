"""The effect vocabulary of «Корона Эмбера»: what a field, card, item or ability does.

Effects are a list of operations; each operation is a one-key mapping ``{op: argument}``
(or a bare op name when it takes no argument), executed in order.  :data:`OPS` is the
schema of every op's argument; what each op means, with examples, is the designers'
reference ``docs/amber-effects.md`` (the README's "Game data" points there).

Below them, the schemas of ``attrs`` and ``stats`` per section and the allowed kinds:
every ``attrs`` mapping has known keys, so a typo in the data is reported with a
suggestion.  Lasting behaviour (fight modifiers, leaving penalties, abilities) is written
as effects; ``attrs`` hold flags and numbers.
"""

from __future__ import annotations

from pnpkit.games.amber.rules.effect_walk import iter_ops  # noqa: F401 (re-exported)
from pnpkit.games.amber.rules.vocabulary import (  # noqa: F401 (re-exported)
    ALIGNMENTS,
    CARD_KINDS,
    CHARACTER_KINDS,
    CREATURE_KINDS,
    DEBT_THINGS,
    DICE,
    FIELD_ROLES,
    FIGHT_STATS,
    FUNDS,
    ITEM_KINDS,
    ITEM_TRAITS,
    MOMENTS,
    OPPONENT_KINDS,
    STATIC_OPS,
    STATS,
    STATUSES,
    TOKEN_KINDS,
)
from pnpkit.model.schema import (
    Bool,
    Enum,
    Int,
    Lazy,
    ListOf,
    Map,
    MapOf,
    OneOf,
    Ref,
    Schema,
    Str,
    Tagged,
)


class Optional(Schema):
    """An argument that may be left out: ``- leave_card`` or ``- leave_card: field.x``."""

    def __init__(self, inner: Schema):
        self.inner = inner
        self.description = f"nothing or {inner.description}"

    def validate(self, value, where, ctx, path):
        if value is None:
            return None
        return self.inner.validate(value, where, ctx, path)

    def json_schema(self, defs):
        return {"anyOf": [{"type": "null"}, self.inner.json_schema(defs)]}


class FieldOrWord(Schema):
    """A field id, or one of a few words the engine understands (``start``, ``neighbour``)."""

    def __init__(self, *words: str):
        self.words = words
        self.description = "a field id or " + " or ".join(repr(w) for w in words)

    def validate(self, value, where, ctx, path):
        if isinstance(value, str) and value in self.words:
            return value
        return Ref("field").validate(value, where, ctx, path)

    def json_schema(self, defs):
        return {"type": "string", "description": self.description}


class _Ops(Tagged):
    """Tagged ops where an op with an :class:`Optional` argument may also be written bare."""

    def validate(self, value, where, ctx, path):
        if isinstance(value, str) and isinstance(self.ops.get(value), Optional):
            return {value: None}
        return super().validate(value, where, ctx, path)

    def json_schema(self, defs):
        out = super().json_schema(defs)
        bare = [op for op, schema in self.ops.items() if isinstance(schema, Optional)]
        return {**out, "anyOf": [{"enum": bare}, *out["anyOf"]]} if bare else out


INT = Int(min=-100, max=1000)
POSITIVE = Int(min=0, max=1000)


POINTS = Map({stat: INT for stat in STATS}, name="points")
FIELD = Ref("field")
ITEM = Ref("item")
EFFECTS: Schema = Lazy(lambda: EFFECT_LIST, "a list of effects")
CONDITION: Schema = Lazy(lambda: CONDITION_MAP, "a condition")

ROW = Map(
    {
        "on": OneOf((int, Int(min=0, max=100)), (list, ListOf(Int(min=0, max=100), min_len=2, max_len=2))),
        "text": Str(max_len=4000),
        "effects": EFFECTS,
    },
    required=("on",),
    name="a die-table row ({on, text, effects})",
)
ROWS = ListOf(ROW, min_len=1)
OPTION = Map({"text": Str(max_len=4000), "effects": EFFECTS}, required=("effects",), name="an option")
ONE_OR_MANY_ALIGNMENTS = OneOf((str, Enum(*ALIGNMENTS)), (list, ListOf(Enum(*ALIGNMENTS), min_len=1)))

CONDITION_MAP = Map(
    {
        "alignment": ONE_OR_MANY_ALIGNMENTS,
        "honest": Bool(),
        "patient": Bool(),
        "sex": Enum("male", "female"),
        "has_item": ITEM,
        "has_kind": Enum(*ITEM_KINDS),
        "at_least": POINTS,
        "below": POINTS,
        "world": Ref("region"),
        "mad": Bool(),
        "regent": Enum(*FIGHT_STATS),
        "traveller": Ref("character"),
        "can_hunt": Bool(),
        "has_trait": Str(min_len=1, max_len=40),
        "has_pass": Bool(),
        "at": ListOf(Ref("field"), min_len=1),
        "opponent_fixed": Bool(),
        "opponent": ListOf(Enum(*CREATURE_KINDS), min_len=1),   # the kind of card being fought
        "lost_by": Int(min=1, max=20),      # the fight just lost was lost by at most this much
        "move_roll": ListOf(Int(min=1, max=12), min_len=1),    # this turn's move roll
        "status": Enum(*STATUSES),
        "none_left": ListOf(ITEM, min_len=1),     # no copy of these on the item field
        "traveller_near": Bool(),                 # a traveller here or one field away
        "any_of": ListOf(CONDITION, min_len=1),
        "not": CONDITION,
    },
    name="a condition",
)

FUND = Enum(*FUNDS)
PAY = OneOf(
    (int, POSITIVE),
    (dict, Map({"amount": POSITIVE, "to": FUND, "otherwise": EFFECTS}, required=("amount",), name="a payment")),
)
GAIN = Map({**{stat: INT for stat in STATS}, "from": FUND}, name="points to gain")
FIGHT = Map(
    {
        "strength": POSITIVE, "mind": POSITIVE, "magic": POSITIVE,
        "with": Enum(*FIGHT_STATS), "traveller_dice": Enum(*DICE),
        "ignore": ListOf(Str(min_len=1, max_len=40), min_len=1),
        "hunt": Bool(), "no_items": Bool(), "double": Bool(),
        "win": EFFECTS, "lose": EFFECTS, "draw": EFFECTS,
    },
    name="a fight",
)
FIGHT_BONUS = Map(
    {
        "side": Enum("creature", "traveller"),
        "kinds": ListOf(Enum(*CREATURE_KINDS), min_len=1),
        "when": CONDITION,
        "strength": INT, "mind": INT, "magic": INT,
    },
    required=("side",),
    name="a fight modifier",
)
DICE_ROLL = Map(
    {"dice": Enum(*DICE), "rows": ROWS, "table": Ref("table"), "times": Int(min=1, max=10)},
    name="a roll ({dice, rows} or {table})",
)
SHOP_ID = Str(pattern=r"^shop\.[a-z0-9][a-z0-9-]*$")
GO_TARGET = FieldOrWord("start", "choose", "choose-world", "neighbour")

OPS: dict[str, Schema | None] = {
    # drawing and rolling
    "draw": Int(min=1, max=6),
    "draw_choose": Map({"draw": Int(min=1, max=10), "keep": Int(min=1, max=10)},
                       required=("draw", "keep"), name="draw and choose"),
    "roll": DICE_ROLL,
    "guess": Map({"numbers": ListOf(Int(min=1, max=6), min_len=1, max_len=3),
                  "pays": MapOf(Int(min=1, max=6), POSITIVE)}, required=("pays",), name="a guess"),
    "repeat": Map({"times": Int(min=1, max=20), "effects": EFFECTS}, required=("times", "effects"),
                  name="a repetition"),
    # points and money
    "gain": GAIN,
    "lose": POINTS,
    "lose_all": Enum(*STATS),
    "convert": Map({"from": POINTS, "to": POINTS, "otherwise": EFFECTS}, required=("from", "to"),
                   name="a conversion"),
    "pay": PAY,
    "pay_fraction": Map({"fraction": ListOf(Int(min=1, max=100), min_len=2, max_len=2), "to": FUND},
                        required=("fraction",), name="an inflation"),
    "cap": POINTS,
    "raise_to": POINTS,
    "restore_start": ListOf(Enum(*STATS), min_len=1),
    "merge": Map({"stats": ListOf(Enum(*FIGHT_STATS), min_len=2), "into": Enum(*FIGHT_STATS)},
                 required=("stats", "into"), name="a merge"),
    "loan": Map({"amounts": ListOf(POSITIVE, min_len=1)}, required=("amounts",), name="a loan"),
    # items, cards, friends
    "take_item": ITEM,
    "lose_item": ITEM,
    "lose_items": Map({"kinds": ListOf(Enum(*ITEM_KINDS), min_len=1),
                       "count": OneOf((int, Int(min=1, max=20)), (str, Enum("all"))),
                       "chooser": Enum("self", "next"), "under": Bool()},
                      required=("kinds",), name="items to lose"),
    "keep_card": None,
    "discard_card": None,
    "leave_card": None,
    "place_card": FieldOrWord("neighbour"),
    "return_card": None,
    "befriend": None,
    "trophy": Map({"thalers": POSITIVE, "experience": POSITIVE}, name="a trophy value"),
    "trophy_deadline": Int(min=1, max=20),
    "use_pass": None,
    # movement and state
    "go_to": OneOf((str, GO_TARGET), (dict, Map({"field": GO_TARGET, "resolve": Bool(), "leave_cards": Bool()},
                                                 required=("field",), name="a move"))),
    "skip_turns": Int(min=1, max=10),
    "held": Map({"dice": Enum(*DICE), "release": ListOf(Int(min=1, max=18), min_len=2, max_len=2),
                 "each_turn": Bool()},
                required=("release",), name="a hold"),
    "become": Optional(Ref("character")),
    "set_alignment": Enum(*ALIGNMENTS),
    "shift_alignment": Enum("up", "down"),
    "status": Map({"name": Enum(*STATUSES), "tours": Int(min=1, max=20), "max": Int(min=1, max=20),
                   "uses": Int(min=1, max=20), "experience_after": Int(min=1, max=20),
                   "bonus": POINTS, "lair": Bool()},
                  required=("name",), name="a status"),
    "clear_status": Enum(*STATUSES),
    "quest": Map({"route": ListOf(FIELD, min_len=1), "reward": EFFECTS}, required=("route",), name="a quest"),
    "become_regent": Enum(*FIGHT_STATS),
    "air_tickets": ListOf(Map({"to": FIELD, "price": POSITIVE}, required=("to", "price"), name="a ticket"),
                          min_len=1),
    # choice and conditions
    "may": OneOf((list, EFFECTS),
                 (dict, Map({"text": Str(max_len=4000), "effects": EFFECTS}, required=("effects",),
                            name="an optional block"))),
    "choose": ListOf(OPTION, min_len=2),
    "if": Map({"when": CONDITION, "then": EFFECTS, "else": EFFECTS}, required=("when",), name="a condition block"),
    # fights
    "fight": Optional(FIGHT),
    "fight_bonus": FIGHT_BONUS,
    "no_items": None,
    "robbery": Map({"fund": Enum("bank", "mafia"), "guards": Int(min=1, max=10),
                    "strength": POSITIVE, "safe": Int(min=3, max=18)},
                   required=("fund",), name="a robbery"),
    # places
    "shop": SHOP_ID,
    "half_price": Map({"shop": SHOP_ID, "items": POSITIVE}, required=("shop",), name="a half-price purchase"),
    "exchange": Map(
        {
            "trade": ListOf(Map({"give": POINTS, "get": POINTS}, required=("give", "get"), name="a trade")),
            "buy": ListOf(Map({"price": POSITIVE, "get": POINTS}, required=("price", "get"), name="a purchase")),
            "entry_fee": POSITIVE,
            "no_money": EFFECTS,
        },
        name="an exchange office",
    ),
    "infirmary": Map({"up_to": POSITIVE, "price": POSITIVE, "checkup": POSITIVE, "cure_mind": POSITIVE},
                     name="an infirmary"),
    "trophy_office": Map({"entry_fee": POSITIVE, "no_money": EFFECTS}, name="a trophy office"),
    "sell_item": Map({"fee": POSITIVE, "to": FUND, "rows": ROWS}, required=("rows",), name="a bourse"),
    "sale": OneOf((dict, Map({"bonus": POSITIVE}, required=("bonus",), name="a sale")),
                  (str, Enum("none", "confiscated"))),
    "enlist": Map({"terms": ListOf(Map({"tours": Int(min=1, max=10), "pay": POSITIVE},
                                       required=("tours", "pay"), name="a term"), min_len=1),
                   "rows": ROWS}, required=("terms",), name="an enlistment"),
    "wages": Optional(Enum("half")),
    "walk": Map({"sectors": ListOf(OPTION, min_len=2, max_len=20), "exit": FIELD},
                required=("sectors", "exit"), name="a sector walk"),
    "leaving": Map({"move": Int(min=-6, max=6), "no_horse": Bool(), "effects": EFFECTS}, name="a leaving rule"),
    "stop_in_passing": Optional(ListOf(FIELD)),
    "provaly": Map({"threshold": Int(min=1, max=30), "refuse": POINTS, "dice": Enum(*DICE), "rows": ROWS},
                   required=("rows",), name="a Провал"),
    "thrown_back": None,
    "enter_kingdom": None,
    "capital": Map({"life_for_thalers": POSITIVE, "life_for_points": POSITIVE, "prince_bonus": POSITIVE},
                   name="the capital"),
    "labyrinth": Map({"gain": POSITIVE, "lose": POSITIVE}, required=("gain", "lose"), name="a labyrinth ring"),
    "chamber": Map({"gain": POSITIVE}, required=("gain",), name="a palace chamber"),
    "throne": None,
    "fork": Map({"even": FIELD, "odd": FIELD}, required=("even", "odd"), name="a fork"),
    # lasting abilities
    "trigger": Map({"when": Enum(*MOMENTS), "ask": Bool(),
                    "chance": Map({"dice": Enum(*DICE), "on": ListOf(Int(min=1, max=18), min_len=1)},
                                  required=("on",), name="a chance roll"),
                    "if": CONDITION, "effects": EFFECTS},
                   required=("when",), name="a trigger"),
    "move_modifier": Map({"choices": ListOf(Int(min=-3, max=3), min_len=1)}, required=("choices",),
                         name="a move modifier"),
    "peek": Int(min=1, max=6),
    "cancel_card": None,
    "cancel_loss": None,
    # requested by the board data
    "send_card": Map({"dice": Enum(*DICE), "steps": Int(min=1, max=20), "within_world": Bool()},
                     name="a card sent away"),
    "give_card": None,
    # requested by the adventure deck (see the notes, "Requests", items 4-8)
    "destroy_opponent": None,
    "discard_self": None,
    "follower_fight": None,
    "ghost": POINTS,
    # travellers acting on the traveller met (issue #30, 5)
    "raid": Map({"bonus": Int(min=0, max=6), "win": EFFECTS, "lose": EFFECTS}, name="an attack on a traveller"),
    "con": Map({"on": MapOf(Enum(*ALIGNMENTS), ListOf(Int(min=1, max=6), min_len=2, max_len=2)),
                "thalers": POSITIVE}, required=("on",), name="a con"),
    "charm": Map({"skip": Int(min=1, max=3)}, name="a charm"),
    # requested by the steps once left to the table (issue #30, 8)
    "roll_off": Map({"among": Enum("others", "all"), "prize": POINTS, "effects": EFFECTS},
                    required=("among",), name="a roll-off"),
    "card_pool": OneOf((str, Enum("reset")), (dict, POINTS)),
    "send_other": FIELD,
    "hex": Map({"reach": Enum("any", "near")}, required=("reach",), name="a hex"),
    "grenade_traveller": None,
    "break_items": None,
    "take_under": None,
    "moved_by_next": Map({"steps": Int(min=1, max=12)}, required=("steps",), name="a move by the next player"),
    "manual": OneOf((str, Str(min_len=1, max_len=4000)),
                    (dict, Map({"text": Str(min_len=1, max_len=4000),
                                "owes": MapOf(Enum(*STATS, *DEBT_THINGS), POSITIVE)},
                               required=("text",), name="a step by hand"))),
    "extra_items": Int(min=1, max=20),
}

OP = _Ops(OPS, name="effect")
EFFECT_LIST = ListOf(OP)


# --- the schemas of attrs and stats, and the kinds


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

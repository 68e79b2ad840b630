"""The effect vocabulary of «Корона Эмбера»: what a field, card, item or ability does.

Effects are a list of operations; each operation is a one-key mapping ``{op: argument}``
(or a bare op name when it takes no argument).  The engine executes them in order.
The data files (``content/amber``) are written in this vocabulary; the table below is
the reference for their authors (also copied to ``/work/notes/amber-effects.md``).

Stats: ``strength`` ПС, ``mind`` ПУ, ``magic`` ПМ, ``life`` ПЖ, ``experience`` ПО,
``thalers`` (money).  A *points* mapping is ``{stat: amount}``, e.g. ``{mind: 2}``.
A *fund* is where money goes or comes from: ``supply`` (the box, default), ``bank``,
``mafia`` (ЧЕРНАЯ КАССА МАФИИ), ``player`` (another traveller, chosen by the rule).

Drawing and rolling

=================  ========================================  =========================================
op                 argument                                  meaning
=================  ========================================  =========================================
draw               N (1..6)                                  take N adventure cards, resolve them in
                                                             ascending number order
draw_choose        {draw: 3, keep: 1}                        take ``draw`` cards, keep and resolve
                                                             ``keep`` of them, the rest go back into
                                                             the middle of the deck
roll               {dice: d6|2d6|3d6, rows: [...]} or        roll and do the row whose ``on`` covers
                   {table: <table id>}                       the total; rows are ``{on: 3, text,
                                                             effects}`` or ``{on: [1, 2], ...}``;
                                                             ``times: N`` repeats the roll
guess              {numbers: [1, 2], pays: {1: 25, 2: 15}}   roulette: name 1 or 2 faces, roll a d6;
                                                             a hit pays ``pays[how many named]``
repeat             {times: N, effects: [...]}                do the effects N times
=================  ========================================  =========================================

Points and money

=================  ========================================  =========================================
gain               points                                    gain points/thalers (from the supply;
                                                             ``{thalers: 10, from: bank}`` takes them
                                                             from a fund)
lose               points                                    lose points; the compensation rule pays
                                                             what is missing (never ПО)
lose_all           stat                                      lose every point of one stat (ПУ → madness)
convert            {from: points, to: points,                pay ``from`` and gain ``to``; when
                   otherwise: [...]}                         ``from`` cannot be paid in full do
                                                             ``otherwise`` (nothing when omitted)
pay                N or {amount: N, to: fund,                pay thalers to a fund (default supply);
                   otherwise: [...]}                         when short, ``otherwise`` or, when
                                                             omitted, the compensation rule
pay_fraction       {fraction: [1, 3], to: fund}              inflation: pay that part of your money,
                                                             rounded up
cap                points                                    every named stat above the value drops
                                                             to it (ВОИН ХАОСА: all to 8)
raise_to           points                                    every named stat below the value rises
                                                             to it (БРОДЯЧИЙ ЛЕКАРЬ)
restore_start      [stats]                                   set the named stats back to the values
                                                             on your traveller card
merge              {stats: [strength, mind, magic],          sum your own named stats and put the sum
                   into: magic}                              into one of them (ПЕНТАГРАММА)
loan               {amounts: [5, 10, 15, 20]}                borrow from the bank; repay with the
                                                             preset ``loan_interest`` to the bank
=================  ========================================  =========================================

Items, cards, friends

=================  ========================================  =========================================
take_item          <item id>                                 take that item from the item field
lose_item          <item id>                                 lose it (missing → compensation)
lose_items         {kinds: [item, magic-item], count: 1|all} lose one (your choice) or all items of
                                                             those kinds (missing → compensation)
keep_card          —                                         the card just drawn joins you (item,
                                                             magic item, friend, trophy, note)
discard_card       —                                         the card goes to the discard pile
leave_card         —                                         the card stays on this field
place_card         <field id> or neighbour                   the card is put on that field (or on a
                                                             neighbouring one, your choice)
return_card        —                                         the card goes back into the deck middle
befriend           —                                         the card becomes your friend (its stats)
trophy             {thalers: N, experience: N}               (rare) a trophy value given inline
use_pass           —                                         give up a trophy that is a treasure pass
=================  ========================================  =========================================

Movement and state

=================  ========================================  =========================================
go_to              <field id> or {field, resolve: false,     move there now and (by default) do the
                   leave_cards: true}                        field; ``start`` = your start field,
                                                             ``choose`` = any main-board field but a
                                                             Провал, ``choose-world`` = any field of
                                                             your world
skip_turns         N                                         miss N turns
held               {dice: d6|2d6, release: [4, 6],           stay on this field until a move roll in
                    each_turn: true}                         the range (ТРИФФИД, police station);
                                                             ``each_turn``: do the field's conditions
                                                             on every turn still held (ПРИШЕЛЬЦЫ)
become             — or <character id>                       swap your traveller card (random when
                                                             omitted); points, items, money stay
set_alignment      good|neutral|evil                         change alignment
shift_alignment    up|down                                   evil→neutral→good (up) or back
status             {name: <status>, tours: N, uses: N,       a named lasting state the engine knows
                    experience_after: N}                     (see STATUSES); no ``tours`` = until
                                                             removed; ``experience_after``: ПО
                                                             gained when the tours are over
clear_status       <status>                                  remove it
trophy_deadline    N                                         (№24) hand the trophy in within N own
                                                             turns, else its card lies on your field
quest              {route: [field ids], reward: [...]}       visit the fields one after another
                                                             (stops in passing), then the reward
become_regent      strength|mind|magic                       take that world's regent crown
air_tickets        [{to: field, price: N}]                   buy one ticket (money to the bank); you
                                                             arrive there on your next turn
=================  ========================================  =========================================

Choice and conditions

=================  ========================================  =========================================
may                [effects] or {text, effects}              optional ("можешь"); offered only when
                                                             its payments can be made
choose             [{text, effects}, ...]                    the player picks one option
if                 {when: condition, then: [...],            conditions below; all keys of one
                   else: [...]}                              condition must hold
=================  ========================================  =========================================

A *condition* is a mapping: ``alignment`` (one or a list), ``honest``, ``patient``,
``sex`` (male|female), ``has_item`` (item id), ``has_kind`` (item kind), ``at_least``
(points), ``below`` (points), ``world`` (region id where you stand), ``mad``,
``regent`` (stat), ``traveller`` (character id), ``can_hunt``, ``has_trait`` (an item
trait or a carried card's ``gives``), ``has_pass`` (a treasure-pass trophy), ``at`` (you
stand on one of the listed fields), ``opponent_fixed`` (the current opponent fights with
one stat in every world), ``any_of`` /
``not`` (nested conditions).

Fights

=================  ========================================  =========================================
fight              {} or {strength, mind, magic, hunt,       fight the card's creature (its ``stats``
                   no_items, double, win: [...],             unless given here) with the stat of the
                   lose: [...], draw: [...]}                 world you stand in + 1d6 each side; on a
                                                             win the card is your trophy unless
                                                             ``win`` discards it; ``hunt: true`` needs
                                                             a firearm or a hunting friend
                                                             ``with: strength|mind|magic``: both
                                                             sides use that stat in every world;
                                                             ``traveller_dice: 2d6``: you roll that;
                                                             ``ignore: [kinds or traits]``: those
                                                             things do not help in this fight
destroy_opponent   —                                         the opponent dies without a fight (no
                                                             trophy; card to the discard)
fight_bonus        {side: creature|traveller, kinds: [...],  a lasting modifier while fighting on
                   when: condition, strength|mind|magic: N}  this field / carrying this item / being
                                                             this traveller
no_items           —                                         items, magic items and amulets do not
                                                             work here (ПОЛЫЕ ХОЛМЫ)
robbery            {fund: bank|mafia, guards: 3,             rob the fund: beat every guard, then
                   strength: 14, safe: 13}                   3d6 ≥ ``safe`` opens it
=================  ========================================  =========================================

Places (field services)

=================  ========================================  =========================================
shop               <shop id> (``shop.<slug>``)               buy items whose ``sold_at`` names it
half_price         {shop, items: N}                          buy up to N of that shop's items at half
                                                             price, rounded up (№4)
exchange           {trade: [{give, get}], buy:               an exchange office: trades, purchases at
                   [{price, get}], entry_fee: N,             a price, an entry fee when nothing is
                   no_money: [...]}                          done, ``no_money`` when it cannot be paid
infirmary          {up_to: 4, price: 2, checkup: 1,          heal ПЖ up to ``up_to`` at ``price``; the
                   cure_mind: 3}                             mad are cured to ``cure_mind`` ПУ free
trophy_office      {entry_fee: 2, no_money: [...]}           hand in trophies for their value
sell_item          {fee: 2, to: bank, rows: [...]}           the bourse: offer an item; rows use
                                                             ``sale``
sale               {bonus: N} or none or confiscated         (inside sell_item rows) the outcome
enlist             {terms: [{tours, pay}], rows: [...]}      serve ``tours`` here, then roll ``rows``
                                                             (``wages`` pays, ``half_wages`` halves)
wages              — or half                                 (inside enlist rows) be paid
walk               {sectors: [{text, effects}] (8),          the Temple/Pass walk: enter sector 1,
                   exit: field id}                           roll and move, do each sector, out at
                                                             the last sector to ``exit``; one tour;
                                                             no items or abilities
leaving            {move: -1, no_horse: true,                applies when you leave this field:
                   effects: [...]}                           move roll change, no horse, a roll
stop_in_passing    —                                         (on a card) you may stop on the fields
                                                             it names in passing
provaly            {threshold: N, refuse: points,            a Провал: ``rows`` decide the attempt
                   dice: d6, rows: [...]}                    (``thrown_back``, ``go_to`` another
                                                             Провал, ``enter_kingdom``); not trying
                                                             costs ``refuse``
thrown_back        —                                         (Провал rows) leave the field
enter_kingdom      —                                         go to the kingdom board's start
capital            {life_for_thalers: 20,                    the Amber capital: draw your prince and
                   life_for_points: 5, prince_bonus: 4}      change points and money into ПЖ
labyrinth          {gain: N, lose: N}                        a labyrinth ring: 4–6 gain, 1–3 lose
chamber            {gain: N}                                 a palace chamber: gain ПЖ
throne             —                                         the throne room: coronation
fork               {even: field id, odd: field id}           kingdom road fork by roll parity
=================  ========================================  =========================================

Lasting abilities (traveller abilities, items, friends) use ``trigger``:

=================  ========================================  =========================================
trigger            {when: <moment>, chance: {dice, on},      at ``when`` (see MOMENTS), if the
                   if: condition, effects: [...]}            optional chance roll succeeds, do it
move_modifier      {choices: [-1, 0, 1]}                     the move roll may be changed by one of
                                                             these (horse: [0, 1])
peek               N                                         look at the top N adventure cards
cancel_card        —                                         (in a trigger) ignore the card drawn;
                                                             it stays on the field
cancel_loss        —                                         (in a trigger) a lost fight does not
                                                             count; the enemy stays
discard_self       —                                         (in a trigger of a carried card or
                                                             item) that carried thing is used up
follower_fight     —                                         (in a trigger of a carried opponent)
                                                             fight that card again now (№41)
ghost              {strength, mind, magic}                   (before-fight trigger) a ghost with these
                                                             points fights instead; lost, the
                                                             source is discarded (№9)
extra_items        N                                         (friend/item) you may carry N more items
send_card          {dice: d6 | steps: N, within_world}       (on-draw trigger) the drawn card goes
                                                             that many fields away
give_card          —                                         hand the drawn card to another player
manual             text | {text, owes: {stat|thing: N}}      a step done by hand at the table (the
                                                             referee shows the text; ``owes`` is
                                                             what its player pays with ``pay``)
=================  ========================================  =========================================
"""

from __future__ import annotations

from pnpkit.games.amber.rules.effect_walk import NESTED_KEYS, iter_ops  # noqa: F401 (re-exported)
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

STATS = ("strength", "mind", "magic", "life", "experience", "thalers")
#: things a step by hand may owe (paid by the compensation rule, see payments.THING_COST)
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


def _points(name: str = "points") -> Map:
    return Map({stat: INT for stat in STATS}, name=name)


POINTS = _points()
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
    "go_to": OneOf((str, FieldOrWord("start", "choose", "choose-world", "neighbour")),
                   (dict, Map({"field": FieldOrWord("start", "choose", "choose-world", "neighbour"), "resolve": Bool(),
                               "leave_cards": Bool()},
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
    # requested by the board data (see /work/notes/amber-effects.md, "Requests")
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

#: ops that only describe a lasting property; the resolver skips them on landing
STATIC_OPS = frozenset({"fight_bonus", "no_items", "leaving", "move_modifier", "trigger", "stop_in_passing", "fork",
                        "extra_items"})

"""Walking an Amber effects list: every operation in it, nested blocks included.

Apart from :mod:`pnpkit.games.amber.rules.effects` (which re-exports it), whose table of
operations builds a schema for each: `pnpkit moves amber` builds the board from the
fields' effects (``leaving``, ``fork``) without that schema.  :data:`OP_NAMES` is the
table's keys (tests/rules/amber/test_amber_extension.py keeps the two equal).
"""

from __future__ import annotations

#: the names of the operations of pnpkit.games.amber.rules.effects.OPS
OP_NAMES = frozenset({
    "air_tickets", "become", "become_regent", "befriend", "break_items", "cancel_card",
    "cancel_loss", "cap", "capital", "card_pool", "chamber", "charm", "choose", "clear_status",
    "con", "convert", "destroy_opponent", "discard_card", "discard_self", "draw", "draw_choose",
    "enlist", "enter_kingdom", "exchange", "extra_items", "fight", "fight_bonus", "follower_fight",
    "fork", "gain", "ghost", "give_card", "go_to", "grenade_traveller", "guess", "half_price",
    "held", "hex", "if", "infirmary", "keep_card", "labyrinth", "leave_card", "leaving", "loan",
    "lose", "lose_all", "lose_item", "lose_items", "manual", "may", "merge", "move_modifier",
    "moved_by_next", "no_items", "pay", "pay_fraction", "peek", "place_card", "provaly", "quest",
    "raid", "raise_to", "repeat", "restore_start", "return_card", "robbery", "roll", "roll_off",
    "sale", "sell_item", "send_card", "send_other", "set_alignment", "shift_alignment", "shop",
    "skip_turns", "status", "stop_in_passing", "take_item", "take_under", "throne", "thrown_back",
    "trigger", "trophy", "trophy_deadline", "trophy_office", "use_pass", "wages", "walk",
})


def iter_ops(effects):
    """Every (op, argument) in an effects list, depth first, including nested blocks;
    a bare op name gives (name, None)."""
    if not isinstance(effects, list):
        return
    for entry in effects:
        if isinstance(entry, str):
            if entry in OP_NAMES:
                yield entry, None
            continue
        if not isinstance(entry, dict) or len(entry) != 1:
            continue
        ((op, arg),) = entry.items()
        yield op, arg
        yield from _nested(arg)


def _is_effect_list(value) -> bool:
    return bool(value) and all(
        (isinstance(e, str) and e in OP_NAMES) or (isinstance(e, dict) and len(e) == 1 and next(iter(e)) in OP_NAMES)
        for e in value
    )


NESTED_KEYS = ("effects", "then", "else", "otherwise", "win", "lose", "draw", "reward", "no_money")


def _nested(arg):
    if isinstance(arg, list):
        if _is_effect_list(arg):
            yield from iter_ops(arg)
        else:
            for entry in arg:
                yield from _nested(entry)
    elif isinstance(arg, dict):
        for key, value in arg.items():
            if key in NESTED_KEYS:
                yield from iter_ops(value)
            elif key in ("rows", "sectors", "hand_in"):
                for row in value or []:
                    if isinstance(row, dict):
                        yield from iter_ops(row.get("effects"))

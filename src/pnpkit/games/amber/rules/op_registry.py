"""The executor's registry of ops: an op's handler is loaded with its module when an
effect first runs that op (dispatch.run asks :func:`handler`), so a command imports
only the op modules of the effects it meets: a roll with nowhere to go, a question
answered or an undo that runs no effect imports none, a shop's answer not the fights,
the moves, the branches or the statuses (issue #31: a one-shot command is mostly
imports).

Every op's handler is the function ``op_<op>`` of the module of its concept (points,
things, cards, moves, statuses, branches, fights, places), taken by the name alone, not
checked against effects.OPS, whose schemas a command does not build: the one other
``op_`` function, op_nothing (the kingdom ops' handler below), is no op of the data.
:data:`MODULE_OPS` names each module's ops without importing it; a test checks it
against the modules' ``op_`` functions.
"""

from __future__ import annotations

from pnpkit.games.amber.rules.dispatch import HANDLERS
from pnpkit.games.amber.rules.vocabulary import STATIC_OPS

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Callable

#: op module (of this package) -> its ops: its ``op_<op>`` functions, and for ops_cards the
#: ops that only set the card's fate (ops_cards.FATES)
MODULE_OPS = {
    "card_play": "draw draw_choose",
    "fights": "fight cancel_loss robbery raid con ghost charm",
    "ops_cards": "lose_item lose_items place_card befriend use_pass destroy_opponent follower_fight discard_self "
                 "cancel_card send_card give_card card_pool hex break_items take_under trophy_deadline take_item "
                 "keep_card trophy discard_card leave_card return_card",
    "ops_flow": "roll guess repeat may choose if manual peek",
    "ops_moves": "go_to skip_turns held walk provaly thrown_back enter_kingdom roll_off send_other grenade_traveller "
                 "moved_by_next",
    "ops_status": "become set_alignment shift_alignment status clear_status quest become_regent air_tickets",
    "points": "gain lose lose_all convert pay pay_fraction cap raise_to restore_start merge loan",
    "shops": "shop half_price exchange infirmary trophy_office sell_item sale enlist wages",
}
#: the kingdom's ops are run by the kingdom turn (see kingdom.py): as field effects they do nothing more
KINGDOM_OPS = ("capital", "labyrinth", "chamber", "throne")
_MODULE_OF = {op: module for module, ops in MODULE_OPS.items() for op in ops.split()}
IMPLEMENTED_OPS: frozenset[str] = frozenset(_MODULE_OF) | frozenset(KINGDOM_OPS) | STATIC_OPS | {"extra_items"}


def handler(op: str) -> Callable:
    """The handler of ``op``, its module imported and registered first (a KeyError for
    an op no module handles, as an unknown op always was)."""
    if op in KINGDOM_OPS:
        from pnpkit.games.amber.rules.ops_flow import op_nothing

        HANDLERS.update(dict.fromkeys(KINGDOM_OPS, op_nothing))
        return op_nothing
    module = __import__(f"pnpkit.games.amber.rules.{_MODULE_OF[op]}", fromlist=["_"])
    HANDLERS.update({name[3:]: function for name, function in vars(module).items()
                     if name.startswith("op_") and name != "op_nothing"})
    for fate_op, fate in getattr(module, "FATES", {}).items():  # the ops that only set the card's fate
        HANDLERS[fate_op] = lambda ctx, arg, fate=fate: setattr(ctx, "fate", fate)
    return HANDLERS[op]

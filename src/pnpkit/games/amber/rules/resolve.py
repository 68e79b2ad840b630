"""The executor: runs the effects of fields, cards, items and abilities on a state.

Every op of :mod:`pnpkit.games.amber.rules.effects` has a handler in one of the modules
below, one concept each (points, things, cards, moves, statuses, branches, fights, places);
this module gathers them into the registry :func:`~pnpkit.games.amber.rules.dispatch.run`
reads.  Choices are asked of a *decider* (``decide(state, player, question, options, info)
-> index``), so the same code serves the referee (the player answers) and automatic play (a
policy answers).  All dice go through the injected dice source.  The state passed in is
changed: callers (:mod:`pnpkit.games.amber.rules.engine`) work on a clone.
"""

from __future__ import annotations

from pnpkit.games.amber.rules import (
    card_play,
    fights,
    ops_cards,
    ops_flow,
    ops_moves,
    ops_others,
    ops_points,
    ops_status,
    shops,
)
from pnpkit.games.amber.rules.card_play import (
    draw_cards,
    followers,
    meet_travellers,
    resolve_card,
    resolve_cards,
    resolve_field,
)
from pnpkit.games.amber.rules.carrying import (
    carried_count,
    carrier_lost,
    carry_limit,
    enforce_carry_limit,
    remove_thing,
    take_item,
)
from pnpkit.games.amber.rules.context import (
    CARRIED_KINDS,
    KEEPABLE_CARD_KINDS,
    MAX_DEPTH,
    STATS_ONLY_OPS,
    Abort,
    Ctx,
    Decider,
    NamedDice,
    PlayerOut,
    first_option,
)
from pnpkit.games.amber.rules.dispatch import (
    HANDLERS,
    cancel_chance,
    chance_faces,
    loss_cancellers,
    run,
    run_triggers,
)
from pnpkit.games.amber.rules.effects import OPS, STATIC_OPS
from pnpkit.games.amber.rules.fights import fight
from pnpkit.games.amber.rules.ops_cards import hand_in_here
from pnpkit.games.amber.rules.ops_flow import op_manual, op_nothing
from pnpkit.games.amber.rules.ops_moves import enter_kingdom, friends_stay_behind, move_player
from pnpkit.games.amber.rules.ops_status import finish_quest, op_become_regent
from pnpkit.games.amber.rules.points import check_alive, gain, kill, lose, pay
from pnpkit.games.amber.rules.shops import (
    SIMPLE_EXCHANGE,
    SIMPLE_EXCHANGE_STATS,
    op_infirmary,
    op_shop,
)

__all__ = [
    "CARRIED_KINDS", "HANDLERS", "IMPLEMENTED_OPS", "KEEPABLE_CARD_KINDS", "MAX_DEPTH", "SIMPLE_EXCHANGE",
    "SIMPLE_EXCHANGE_STATS", "STATS_ONLY_OPS", "Abort", "Ctx", "Decider", "NamedDice", "PlayerOut",
    "cancel_chance", "carried_count", "carrier_lost", "carry_limit", "chance_faces", "check_alive", "draw_cards",
    "enforce_carry_limit", "enter_kingdom", "fight", "finish_quest", "first_option", "followers",
    "friends_stay_behind", "gain", "hand_in_here", "kill", "lose", "loss_cancellers",
    "meet_travellers", "move_player", "op_become_regent", "op_infirmary", "op_manual", "op_shop", "pay",
    "remove_thing", "resolve_card", "resolve_cards", "resolve_field", "run", "run_triggers", "take_item",
]

#: every op's handler is the function ``op_<op>`` of the module of its concept
HANDLERS.update({name[3:]: handler
                 for module in (card_play, fights, ops_cards, ops_flow, ops_moves, ops_others, ops_points,
                                ops_status, shops)
                 for name, handler in vars(module).items() if name.startswith("op_") and name[3:] in OPS})
# the kingdom's ops are run by the kingdom turn (see kingdom.py): as field effects they do nothing more
HANDLERS.update(dict.fromkeys(("capital", "labyrinth", "chamber", "throne"), op_nothing))

IMPLEMENTED_OPS: frozenset[str] = frozenset(HANDLERS) | STATIC_OPS | {"extra_items"}

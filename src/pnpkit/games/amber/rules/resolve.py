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

from pnpkit.games.amber.rules.card_play import (
    draw_cards,
    followers,
    meet_travellers,
    op_draw,
    op_draw_choose,
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
    make_event,
)
from pnpkit.games.amber.rules.dispatch import (
    HANDLERS,
    cancel_chance,
    chance_faces,
    loss_cancellers,
    run,
    run_triggers,
)
from pnpkit.games.amber.rules.effects import STATIC_OPS
from pnpkit.games.amber.rules.fights import (
    fight,
    op_cancel_loss,
    op_charm,
    op_con,
    op_fight,
    op_ghost,
    op_raid,
    op_robbery,
)
from pnpkit.games.amber.rules.ops_cards import (
    _set_fate,
    hand_in_here,
    op_befriend,
    op_break_items,
    op_cancel_card,
    op_card_pool,
    op_destroy_opponent,
    op_discard_self,
    op_follower_fight,
    op_give_card,
    op_hex,
    op_keep_card,
    op_lose_item,
    op_lose_items,
    op_place_card,
    op_send_card,
    op_take_item,
    op_take_under,
    op_trophy,
    op_trophy_deadline,
    op_use_pass,
)
from pnpkit.games.amber.rules.ops_flow import (
    op_choose,
    op_guess,
    op_if,
    op_manual,
    op_may,
    op_nothing,
    op_peek,
    op_repeat,
    op_roll,
)
from pnpkit.games.amber.rules.ops_moves import (
    enter_kingdom,
    friends_stay_behind,
    move_player,
    op_enter_kingdom,
    op_go_to,
    op_held,
    op_provaly,
    op_skip_turns,
    op_thrown_back,
    op_walk,
)
from pnpkit.games.amber.rules.ops_others import (
    op_grenade_traveller,
    op_moved_by_next,
    op_roll_off,
    op_send_other,
)
from pnpkit.games.amber.rules.ops_points import (
    op_cap,
    op_convert,
    op_gain,
    op_loan,
    op_lose,
    op_lose_all,
    op_merge,
    op_pay,
    op_pay_fraction,
    op_raise_to,
    op_restore_start,
)
from pnpkit.games.amber.rules.ops_status import (
    finish_quest,
    op_air_tickets,
    op_become,
    op_become_regent,
    op_clear_status,
    op_quest,
    op_set_alignment,
    op_shift_alignment,
    op_status,
)
from pnpkit.games.amber.rules.points import check_alive, gain, kill, lose, pay
from pnpkit.games.amber.rules.shops import (
    SIMPLE_EXCHANGE,
    SIMPLE_EXCHANGE_STATS,
    op_enlist,
    op_exchange,
    op_half_price,
    op_infirmary,
    op_sale,
    op_sell_item,
    op_shop,
    op_trophy_office,
    op_wages,
)

__all__ = [
    "CARRIED_KINDS", "HANDLERS", "IMPLEMENTED_OPS", "KEEPABLE_CARD_KINDS", "MAX_DEPTH", "SIMPLE_EXCHANGE",
    "SIMPLE_EXCHANGE_STATS", "STATS_ONLY_OPS", "Abort", "Ctx", "Decider", "NamedDice", "PlayerOut",
    "cancel_chance", "carried_count", "carrier_lost", "carry_limit", "chance_faces", "check_alive", "draw_cards",
    "enforce_carry_limit", "enter_kingdom", "fight", "finish_quest", "first_option", "followers",
    "friends_stay_behind", "gain", "hand_in_here", "kill", "lose", "loss_cancellers", "make_event",
    "meet_travellers", "move_player", "pay", "remove_thing", "resolve_card", "resolve_cards", "resolve_field",
    "run", "run_triggers", "take_item",
]


# kingdom ops run by the kingdom turn (see kingdom.py); as field effects they do nothing more
HANDLERS.update({
    "draw": op_draw, "draw_choose": op_draw_choose, "roll": op_roll, "guess": op_guess, "repeat": op_repeat,
    "gain": op_gain, "lose": op_lose, "lose_all": op_lose_all, "convert": op_convert, "pay": op_pay,
    "pay_fraction": op_pay_fraction, "cap": op_cap, "raise_to": op_raise_to, "restore_start": op_restore_start,
    "merge": op_merge, "loan": op_loan,
    "take_item": op_take_item, "lose_item": op_lose_item, "lose_items": op_lose_items,
    "keep_card": op_keep_card, "discard_card": _set_fate("discard"), "leave_card": _set_fate("field"),
    "place_card": op_place_card, "return_card": _set_fate("deck"), "befriend": op_befriend,
    "trophy": op_trophy, "use_pass": op_use_pass,
    "go_to": op_go_to, "skip_turns": op_skip_turns, "held": op_held, "become": op_become,
    "set_alignment": op_set_alignment, "shift_alignment": op_shift_alignment, "status": op_status,
    "clear_status": op_clear_status, "quest": op_quest, "become_regent": op_become_regent,
    "air_tickets": op_air_tickets,
    "may": op_may, "choose": op_choose, "if": op_if,
    "fight": op_fight, "robbery": op_robbery,
    "shop": op_shop, "half_price": op_half_price, "exchange": op_exchange, "infirmary": op_infirmary,
    "trophy_office": op_trophy_office,
    "sell_item": op_sell_item, "sale": op_sale, "enlist": op_enlist, "wages": op_wages, "walk": op_walk,
    "provaly": op_provaly, "thrown_back": op_thrown_back, "enter_kingdom": op_enter_kingdom,
    "capital": op_nothing, "labyrinth": op_nothing, "chamber": op_nothing, "throne": op_nothing,
    "peek": op_peek, "cancel_card": op_cancel_card, "cancel_loss": op_cancel_loss,
    "send_card": op_send_card, "give_card": op_give_card, "destroy_opponent": op_destroy_opponent,
    "discard_self": op_discard_self, "follower_fight": op_follower_fight, "ghost": op_ghost, "manual": op_manual,
    "raid": op_raid, "con": op_con, "charm": op_charm,
    "roll_off": op_roll_off, "send_other": op_send_other, "grenade_traveller": op_grenade_traveller,
    "moved_by_next": op_moved_by_next, "card_pool": op_card_pool, "hex": op_hex, "break_items": op_break_items,
    "take_under": op_take_under, "trophy_deadline": op_trophy_deadline,
})

IMPLEMENTED_OPS: frozenset[str] = frozenset(HANDLERS) | STATIC_OPS | {"extra_items"}

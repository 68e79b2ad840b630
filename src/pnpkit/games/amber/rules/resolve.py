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
from pnpkit.games.amber.rules.dispatch import HANDLERS
from pnpkit.games.amber.rules.effects import OPS, STATIC_OPS
from pnpkit.games.amber.rules.ops_flow import op_nothing

#: every op's handler is the function ``op_<op>`` of the module of its concept
HANDLERS.update({name[3:]: handler
                 for module in (card_play, fights, ops_cards, ops_flow, ops_moves, ops_others, ops_points,
                                ops_status, shops)
                 for name, handler in vars(module).items() if name.startswith("op_") and name[3:] in OPS})
# the kingdom's ops are run by the kingdom turn (see kingdom.py): as field effects they do nothing more
HANDLERS.update(dict.fromkeys(("capital", "labyrinth", "chamber", "throne"), op_nothing))

IMPLEMENTED_OPS: frozenset[str] = frozenset(HANDLERS) | STATIC_OPS | {"extra_items"}

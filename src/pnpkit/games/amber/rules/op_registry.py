"""The executor's registry of ops, filled when the first effect runs (dispatch.run loads
this module by name): a roll with nowhere to go, a question answered or an undo that runs
no effect never imports the op modules of fights, shops, branches and moves.

Every op's handler is the function ``op_<op>`` of the module of its concept (points,
things, cards, moves, statuses, branches, fights, places), taken by the name alone, not
checked against effects.OPS, whose schemas a command does not build: the one other
``op_`` function, op_nothing (the kingdom ops' handler below), is no op of the data.
"""

from __future__ import annotations

from pnpkit.games.amber.rules import (
                 card_play,
                 fights,
                 ops_cards,
                 ops_flow,
                 ops_moves,
                 ops_status,
                 points,
                 shops,
)
from pnpkit.games.amber.rules.dispatch import HANDLERS
from pnpkit.games.amber.rules.vocabulary import STATIC_OPS

HANDLERS.update({name[3:]: handler
                 for module in (card_play, fights, ops_cards, ops_flow, ops_moves,
                                ops_status, points, shops)
                 for name, handler in vars(module).items() if name.startswith("op_") and name != "op_nothing"})
HANDLERS.update({op: lambda ctx, arg, fate=fate: setattr(ctx, "fate", fate)
                 for op, fate in ops_cards.FATES.items()})  # the ops that only set the card's fate
# the kingdom's ops are run by the kingdom turn (see kingdom.py): as field effects they do nothing more
HANDLERS.update(dict.fromkeys(("capital", "labyrinth", "chamber", "throne"), ops_flow.op_nothing))
IMPLEMENTED_OPS: frozenset[str] = frozenset(HANDLERS) | STATIC_OPS | {"extra_items"}

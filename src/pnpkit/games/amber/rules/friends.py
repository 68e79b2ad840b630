"""A friend set on another traveller (seed 000, «Друзья»; issue #30, 6): the action
(``SetFriend``) and the ones open now; who may be set on whom is asked of rules.engine.
The fight that follows is rules.friend_fight, which rules.play imports when a friend is
set.  This module stays light: the referee imports it with every command, so that a kept
engine state naming a ``SetFriend`` under way reads back (pnpkit.referee.engine_state
reads only the classes already imported) without loading the fight (issue #31).
"""

from __future__ import annotations

from pnpkit.games.amber.rules.engine import fighting_friends, friend_targets
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from pnpkit.games.amber.rules.state import GameState


@value_class(frozen=True)
class SetFriend:
    """Set ``friend`` (one of your friends) on the traveller in seat ``target``."""

    target: int
    friend: str


def set_friend_actions(state: GameState) -> list[SetFriend]:
    targets = friend_targets(state)
    return [SetFriend(t, f) for t in targets for f in fighting_friends(state, state.turn)]

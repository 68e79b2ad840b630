"""Rules engine of «Корона Эмбера» (pure: stdlib only, no I/O, randomness injected).

The public names below are imported from here: ``load_rules(game, preset)`` reads the
fixed part of a game, ``new_game`` deals it, ``legal_actions(state)`` lists what the
current player may do and ``apply(state, action, dice, decide)`` plays one action,
returning a new state and its events (it never changes ``state``).

``dice`` is anything with ``roll(expr, why) -> record with .total and .faces`` (the
referee's dice sources, :class:`RandomDice`, :class:`ScriptedDice`).  ``decide(state,
player_index, question, options, info) -> index`` answers the choices met while
resolving (``may``, ``choose``, ``provaly``, ``exchange``, ``heal``, ``hand-in`` …);
:class:`SimplePolicy` is an automatic player, :func:`play_game` a whole game.
"""

# The rules import nothing of the collections package at run time: importing collections.abc
# loads it with operator, keyword and reprlib (~1 ms of a one-shot write, issue #31), so the
# ABCs an isinstance check or a subclass needs come from _collections_abc (the same classes,
# loaded by the interpreter's start), names for annotations only under TYPE_CHECKING, and a
# breadth-first walk goes down a growing list instead of a deque.
#
# Every public name is imported on first use (PEP 562), so that importing one submodule
# (e.g. ``pnpkit.games.amber.rules.board`` for ``pnpkit moves``) does not load the whole engine.
from pnpkit.lazy_exports import lazy_exports  # noqa: E402 (after the docstring and notes)

_EXPORTS = {
    "pnpkit.games.amber.rules.board": ("BoardGraph", "build_board"),
    "pnpkit.games.amber.rules.combat": ("FightOdds", "Side", "fight_odds"),
    "pnpkit.games.amber.rules.engine": ("Duel", "IllegalAction", "MoveTo", "Placed", "RollMove", "apply",
                                        "duel_targets", "legal_actions", "moves_for", "new_game"),
    "pnpkit.games.amber.rules.friends": ("SetFriend", "friend_targets"),
    "pnpkit.games.amber.rules.kingdom": ("crown_battle", "crown_round_losses"),
    "pnpkit.games.amber.rules.movement": ("Move", "legal_moves"),
    "pnpkit.games.amber.rules.points": ("Step", "compensation_plan", "inflation"),
    "pnpkit.games.amber.rules.policy": ("RandomPolicy", "SimplePolicy", "play_game"),
    "pnpkit.games.amber.rules.rules": ("AmberRules", "RandomDice", "ScriptedDice", "load_rules"),
    "pnpkit.games.amber.rules.state": ("GameState", "PlayerState"),
    "pnpkit.games.amber.rules.trade": ("Trade", "trade_offers", "trade_partners"),
}
__getattr__, __dir__, __all__ = lazy_exports(globals(), _EXPORTS)  # the one list of public names

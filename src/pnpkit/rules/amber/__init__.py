"""Rules engine of «Корона Эмбера» (pure: stdlib only, no I/O, randomness injected).

Public API (import from here)::

    rules = load_rules(game, preset="original")        # or "simplified"; Game from the reader
    board = rules.board                                 # or build_board(game, "main")
    legal_moves(board, start, roll, *, came_from=None, horse=False, modifiers=(),
                world_lock=None, mad=False, extra_stops=(), closed=(), clockwise=False)
        -> list[Move(dest, route, stops, in_passing, steps)]
    fight_odds(you, enemy) -> FightOdds(win, draw, lose)   # exact Fractions; ints or Side(value, dice, best_of)
    compensation_plan(player_or_stats, debt, *, prefer=()) -> list[Step(stat, amount, instead_of)]
    inflation(amount, numerator, denominator) -> int       # rounded up
    crown_round_losses(totals, mode) / crown_battle(lives, dice, mode, order)

    state = new_game(rules, [(name, traveller_id), ...] or n, dice)
    legal_actions(state) -> [RollMove() | MoveTo(dest, in_passing) | Duel(target)]
    moves_for(state) -> list[Move]                          # the current player's moves for the pending roll
    apply(state, action, dice, decide=None) -> (new_state, [Event])   # never changes ``state``

``dice`` is anything with ``roll(expr, why) -> record with .total and .faces`` (the
referee's dice sources, :class:`RandomDice`, :class:`ScriptedDice`).  ``decide(state,
player_index, question, options, info) -> index`` answers the choices met while
resolving (``may``, ``choose``, ``provaly``, ``exchange``, ``heal``, ``hand-in`` …);
:class:`SimplePolicy` is an automatic player, :func:`play_game` a whole game.
"""

from pnpkit.rules.amber.board import BoardGraph, build_board
from pnpkit.rules.amber.combat import FightOdds, Side, fight_odds
from pnpkit.rules.amber.engine import (
    Duel,
    IllegalAction,
    MoveTo,
    RollMove,
    apply,
    duel_targets,
    legal_actions,
    moves_for,
    new_game,
)
from pnpkit.rules.amber.kingdom import crown_battle, crown_round_losses
from pnpkit.rules.amber.movement import Move, legal_moves
from pnpkit.rules.amber.payments import Step, compensation_plan, inflation
from pnpkit.rules.amber.policy import RandomPolicy, SimplePolicy, play_game
from pnpkit.rules.amber.rules import AmberRules, RandomDice, ScriptedDice, load_rules
from pnpkit.rules.amber.state import GameState, PlayerState

__all__ = [
    "AmberRules", "BoardGraph", "Duel", "FightOdds", "GameState", "IllegalAction", "Move", "MoveTo",
    "PlayerState", "RandomDice", "RandomPolicy", "RollMove", "ScriptedDice", "Side", "SimplePolicy", "Step",
    "apply", "build_board", "compensation_plan", "crown_battle", "crown_round_losses", "duel_targets",
    "fight_odds", "inflation", "legal_actions", "legal_moves", "load_rules", "moves_for", "new_game",
    "play_game",
]

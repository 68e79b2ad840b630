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
    legal_actions(state) -> [RollMove() | MoveTo(dest, in_passing) | Duel(target) | SetFriend(target, friend)
                             | Trade(...)]                  # Placed(who, dest): the game master's place
    Trade(other, give=(), get=(), give_thalers=0, get_thalers=0, consent=(True, True), who=None)
        -> a deal for apply; legal_actions lists only trade_offers(state) (one thing given or
        taken for nothing, on the same field, in the roll phase); trade_partners(state, who)
    moves_for(state) -> tuple[Move, ...]                    # the current player's moves for the pending roll
    apply(state, action, dice, decide=None) -> (new_state, [Event])   # never changes ``state``

``dice`` is anything with ``roll(expr, why) -> record with .total and .faces`` (the
referee's dice sources, :class:`RandomDice`, :class:`ScriptedDice`).  ``decide(state,
player_index, question, options, info) -> index`` answers the choices met while
resolving (``may``, ``choose``, ``provaly``, ``exchange``, ``heal``, ``hand-in`` …);
:class:`SimplePolicy` is an automatic player, :func:`play_game` a whole game.
"""

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
    "pnpkit.games.amber.rules.payments": ("Step", "compensation_plan", "inflation"),
    "pnpkit.games.amber.rules.policy": ("RandomPolicy", "SimplePolicy", "play_game"),
    "pnpkit.games.amber.rules.rules": ("AmberRules", "RandomDice", "ScriptedDice", "load_rules"),
    "pnpkit.games.amber.rules.state": ("GameState", "PlayerState"),
    "pnpkit.games.amber.rules.trade": ("Trade", "trade_offers", "trade_partners"),
}
__getattr__, __dir__, __all__ = lazy_exports(globals(), _EXPORTS)  # the one list of public names

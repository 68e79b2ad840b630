"""The Amber game engine: new game, the legal actions, and ``apply``.

A turn: the current player rolls (``RollMove``), then picks one of the legal moves
(``MoveTo``); the field (or the cards lying on it) is resolved and the turn passes
clockwise.  Instead of moving, a traveller next to another may challenge him
(``Duel``), or set a friend on a traveller on his field (``SetFriend``, see
:mod:`pnpkit.games.amber.rules.friends`).  Two travellers on one field may swap things and
thalers at any time (``Trade``, see :mod:`pnpkit.games.amber.rules.trade`); the turn goes on as it was.
Skipped turns, holds, air tickets and kingdom turns are handled by ``RollMove`` on
their own.  Choices inside a resolution are asked of the *decider*.

``apply(state, action, dice, decide)`` never changes ``state``: it returns a new state
and the list of events (``copy=False`` changes it in place, for simulations).

This module holds the actions and what is asked about a turn without playing it (the
legal moves of a roll and what a traveller brings to them, the travellers who may be
challenged or have a friend set on them, who chooses the move); the play itself
(``apply``, ``new_game``, ``legal_actions``: :mod:`pnpkit.games.amber.rules.play`, with
the resolution of fields, cards and effects) is imported on its first use (PEP 562).
The referee asks these questions on every command, and a ``move`` declared, a status
or an ``undo`` plays nothing: they load none of the play (issue #31: a one-shot command
is mostly imports).  The action classes stay here, where the kept engine states name
them (pnpkit.referee.engine_state).
"""

from __future__ import annotations

from pnpkit.games.amber.rules.conditions import ability, friend_fights, travellers_near, usable
from pnpkit.games.amber.rules.movement import clockwise_next, legal_moves
from pnpkit.games.amber.rules.state import ON_MAIN, OUT
from pnpkit.lazy_exports import lazy_exports
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from pnpkit.games.amber.rules.movement import Move
    from pnpkit.games.amber.rules.rules import AmberRules
    from pnpkit.games.amber.rules.state import GameState, PlayerState

#: the play, imported when first used (see the docstring)
__getattr__, __dir__, _ = lazy_exports(globals(), {
    "pnpkit.games.amber.rules.play": ("SUPPLY", "apply", "legal_actions", "new_game"),
    "pnpkit.games.amber.rules.refusals": ("IllegalAction",),
})

#: the status that marks a friend already set on someone this turn (once a turn)
SET_THIS_TURN = "friend-set"


@value_class(frozen=True)
class RollMove:
    """Start the turn: roll the die for the move (or serve a skip, a hold, a ticket,
    or take a kingdom turn)."""


@value_class(frozen=True)
class MoveTo:
    dest: str
    in_passing: bool = False


@value_class(frozen=True)
class Duel:
    target: int


@value_class(frozen=True)
class Placed:
    """The game master's ``place``: the traveller in seat ``who`` is set on ``dest`` and
    does that field as on arrival (its optional parts asked of him); the turn stays where
    it was."""

    who: int
    dest: str


def fighting_friends(state: GameState, who: int) -> list[str]:
    """The player's friends who may be set on someone (not the ones who never fight)."""
    rules = state.rules
    return [f for f in state.players[who].friends if friend_fights(rules, f) != "none"]


def friend_targets(state: GameState, who: int | None = None) -> list[int]:
    """Travellers the player may set a friend on: on his own field of the main board, not
    on a field where duels are forbidden, never the Stargazer; once a turn, before rolling."""
    rules = state.rules
    who = state.turn if who is None else who
    p = state.players[who]
    if state.phase != "roll" or p.board != ON_MAIN or p.skip or p.held or SET_THIS_TURN in p.statuses:
        return []
    if not fighting_friends(state, who) or p.position not in rules.board.index:
        return []
    if rules.board.no_duels[rules.board.index[p.position]]:
        return []
    return [i for i, q in enumerate(state.players) if i != who and q.board == ON_MAIN
            and q.position == p.position and not ability(rules, q, "untouchable")]


def moves_for(state: GameState, who: int | None = None, roll: int | None = None) -> tuple[Move, ...]:
    """The legal moves of a player for a roll (default: the current player and roll), as
    the tuple cached on the state from the roll to the move (shared: asked three times a
    turn, by the engine and the policy)."""
    who = state.turn if who is None else who
    p = state.players[who]
    roll = state.pending_roll if roll is None else roll
    if roll is None or p.board != ON_MAIN:
        return ()
    key = (who, roll, p.position)
    cached = state.__dict__.get("_moves")
    if cached is not None and cached[0] == key:
        return cached[1]
    moves = tuple(legal_moves(state.rules.board, p.position, roll, **move_kit(state.rules, p)))
    state.__dict__["_moves"] = (key, moves)
    return moves


def _kit(rules: AmberRules, traveller: str, items: tuple[str, ...]) -> tuple[bool, tuple[int, ...], tuple[str, ...]]:
    """What a traveller and his items bring to a move: the horse, the move modifiers
    (in the order ``legal_moves`` would iterate them) and the contraband delivery
    fields.  Memoised on the rules: it depends on nothing else."""
    def find() -> tuple[bool, tuple[int, ...], tuple[str, ...]]:
        modifiers = rules.move_modifiers(traveller)
        if items:  # a set with the items' own, in the order legal_moves iterates it
            modifiers = {*modifiers, *(m for i in items for m in rules.move_modifiers(i))}
        horse = any("horse" in info.traits for info in map(rules.item, items) if info)
        return horse, tuple(modifiers), tuple(d["field"] for d in map(rules.delivery, items) if d)
    return rules.memoised(("move-kit", traveller, items), find)


def move_kit(rules: AmberRules, p: PlayerState) -> dict:
    """What a traveller brings to :func:`legal_moves` besides the board, his field and
    the roll, as plain data (a kept view holds it: `referee moves` answers from it)."""
    horse, modifiers, deliveries = _kit(rules, p.traveller, tuple(i for i in p.items if usable(rules, p, i)))
    if p.cards:  # carried cards that change the move roll (№191 boots, №194 compass), with their experience
        extra_mods = {m for c in p.cards if usable(rules, p, c) for m in rules.move_modifiers(c)}
        if extra_mods:
            modifiers = tuple(dict.fromkeys((*modifiers, *sorted(extra_mods))))
    statuses = p.statuses
    lock = p.world if p.mad or (statuses and (statuses.get("world-locked") or statuses.get("clockwise"))) else None
    extra = [p.quest[1][0]] if p.quest else []
    extra += deliveries
    extra += [f for card_id in (*p.cards, *p.trophies) for f in rules.passing_fields(card_id)]
    closed = rules.board.with_role("infirmary") if p.stats["thalers"] == 0 and not p.mad else ()  # no money
    forced = bool(statuses) and "clockwise" in statuses and \
        clockwise_next(rules.board, rules.board.index[p.position], p.world) >= 0
    return {"horse": horse, "modifiers": list(modifiers), "world_lock": lock, "mad": p.mad, "extra_stops": extra,
            "closed": list(closed), "clockwise": forced}


def duel_targets(state: GameState, who: int | None = None) -> list[int]:
    """Players the current player may challenge: on the same or a neighbouring field,
    not both good, neither on a field the data marks ``no_duels`` (the infirmary, the
    trophy office, the exchange offices)."""
    rules: AmberRules = state.rules
    who = state.turn if who is None else who
    p = state.players[who]
    board = rules.board
    if p.board != ON_MAIN or board.no_duels[board.index[p.position]]:
        return []
    # never the Stargazer: «другие путники никак не могут на него повлиять» (travellers_near)
    return [i for i in travellers_near(rules, state, p) if not board.no_duels[board.index[state.players[i].position]]
            and not (p.alignment == "good" and state.players[i].alignment == "good")]


def must_duel(state: GameState) -> bool:
    """№131 НОЧЬ ПОЛНОЛУНИЯ: the wolf must challenge a traveller on his or a neighbouring
    field while there is one (and he is free to act)."""
    p = state.current
    return bool(p.statuses) and "full-moon" in p.statuses and p.board == ON_MAIN and not p.skip \
        and not p.held and bool(duel_targets(state))


def moved_by(state: GameState) -> int | None:
    """The player who chooses the current traveller's move (the Fairy who charmed him),
    or None when he chooses it himself."""
    p = state.current
    for key in p.statuses:
        if key.startswith("moved-by:"):
            who = int(key.split(":", 1)[1])
            return who if state.players[who].board != OUT and who != state.turn else None
    return None

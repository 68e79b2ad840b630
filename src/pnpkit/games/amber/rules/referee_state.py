"""The state of an Amber table between commands: the game, the action paused at a
question or a fight, the steps left to the table; and the dice and decider that replay
a paused action from its start (see :mod:`pnpkit.games.amber.rules.referee`)."""

from __future__ import annotations

from _collections_abc import Mapping  # collections.abc's own class (see the package's note)

from pnpkit.games.amber.rules import engine
from pnpkit.games.amber.rules.referee_asked import mover_view
from pnpkit.games.amber.rules.rules import Roll
from pnpkit.value_class import Factory, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from typing import Any

    from pnpkit.games.amber.rules.play import Action
    from pnpkit.games.amber.rules.state import GameState
    from pnpkit.rules.session import DiceSource

FIGHT_ROLL = "opponent"      # the first roll of every battle (the opponent's die)
PHANTOM_FACE = 1             # dice of a look-ahead run: never shown, never logged


# --------------------------------------------------------------------------- state


#: a step left to the table: (player, its Russian text, what it owes as (what, n) pairs)
Step = tuple[int, str, tuple[tuple[str, int], ...]]


@value_class(frozen=True)
class Pause:
    """Why a paused action waits: ``arrived`` (a move chosen, ``resolve`` next), a
    ``question`` of the rules, or a ``fight`` announced with its odds."""

    kind: str
    who: int
    question: str = ""
    options: tuple = ()
    info: Mapping[str, Any] = Factory(dict)
    fight: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "who": self.who, "question": self.question,
                "options": [jsonable(o) for o in self.options], "info": jsonable(self.info),
                "fight": jsonable(self.fight)}


@value_class(frozen=True)
class Pending:
    """An engine action under way: the action, the answers and fight confirmations
    given, the rolls made so far (expr, faces, total, why) and how many of its events
    were already shown."""

    action: Action
    pause: Pause
    answers: tuple[int, ...] = ()
    fights: int = 0
    rolls: tuple[tuple[str, tuple[int, ...], int, str], ...] = ()
    shown: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"action": action_json(self.action), "pause": self.pause.to_json(),
                "answers": list(self.answers), "fights": self.fights,
                "rolls": [[e, list(f), t, w] for e, f, t, w in self.rolls], "shown": self.shown}


@value_class(frozen=True)
class AmberTable:
    game: GameState            # never changed in place: the engine works on clones
    preset: str
    pending: Pending | None = None
    #: steps the rules leave to the table («Сделайте вручную: …»), not yet settled: (the
    #: player whose turn it was, the step's Russian text, what its ``owes:`` says it owes as
    #: sorted (what, n) pairs).  Derived from the log, so not part of the digest (to_json):
    #: older sessions replay unchanged.
    steps: tuple[Step, ...] = ()
    #: the game as it stands at the pause of the action under way (the engine works on a
    #: clone, so ``game`` keeps the fields and points of before the action: a traveller
    #: asked a question in the Temple of Baal stood «in the Jungle» on the status).  For
    #: showing only, derived from the log like ``steps``, so not part of the digest.
    paused: GameState | None = None

    def shown(self) -> GameState:
        """The game as the table sees it now, the action under way included."""
        return self.paused if self.pending is not None and self.paused is not None else self.game


def status_view(table: AmberTable) -> dict[str, Any]:
    """What the status says of the table, as plain data (referee_text_status composes it):
    the game as the table sees it now, the pause of the action under way, the steps
    left to the table."""
    game = table.shown()  # mid-action: where the players stand and what they have now
    players = [{"name": p.name, "position": p.position, "board": p.board, "traveller": p.traveller,
                "prince": p.prince, "stats": dict(p.stats), "items": list(p.items), "cards": list(p.cards),
                "friends": list(p.friends), "trophies": list(p.trophies), "skip": p.skip,
                "quest": [p.quest[0], list(p.quest[1])] if p.quest else None} for p in game.players]
    pending, pause = table.pending, None
    if pending is not None:
        kind = pending.pause.kind
        pause = {"kind": kind, "dest": getattr(pending.action, "dest", None) if kind == "arrived" else None,
                 "fight": jsonable(pending.pause.fight) if kind == "fight" else None,
                 "question": jsonable({"player": game.players[pending.pause.who].name,
                                       "question": pending.pause.question, "options": list(pending.pause.options),
                                       "info": dict(pending.pause.info),
                                       "players": [p.name for p in game.players]}) if kind == "question" else None}
    return {"tour": game.tour, "bank": game.bank, "mafia": game.mafia, "deck": len(game.deck),
            "turn": game.turn, "over": game.over, "phase": game.phase, "pending_roll": game.pending_roll,
            "king": game.players[game.winner].name if game.winner is not None else None,
            "players": players, "on_fields": {f: list(cards) for f, cards in game.on_fields.items()},
            "card_pools": dict(game.card_pools), "pause": pause,
            "steps": [[game.players[who].name, step] for who, step, *_owes in table.steps],
            "mover": mover_view(table.game)}  # not the shown game: a question asks of the game itself


def action_json(action: Action) -> dict[str, Any]:
    if isinstance(action, engine.MoveTo):
        return {"move": action.dest, "in_passing": action.in_passing}
    if isinstance(action, engine.Duel):
        return {"duel": action.target}
    return {"roll": True}


def jsonable(value: Any) -> Any:
    """Options and infos of questions as JSON (tuples become lists, odd values text)."""
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


# --------------------------------------------------------------------------- running the engine


class _NeedAnswer(Exception):
    def __init__(self, who: int, question: str, options: list, info: Mapping[str, Any]) -> None:
        super().__init__(question)
        self.who, self.question, self.options, self.info = who, question, options, info


class _NeedFight(Exception):
    pass


class _Runner:
    """Dice and decider for one run of a paused action: recorded rolls first, then live
    ones; given answers first, then a pause (or, for a look-ahead, the first option and
    phantom dice)."""

    previews_fights = True  # the engine adds what would cancel a loss to a battle's event

    def __init__(self, pending: Pending, live: DiceSource | None, fights: int) -> None:
        self.recorded = list(pending.rolls)
        self.answers = list(pending.answers)
        self.live = live
        self.fights_allowed = fights
        self.fight_points = 0
        self.used: list[tuple[str, tuple[int, ...], int, str]] = []
        self.look_ahead_battle_dice: str | None = None
        self.offered: dict[str, list] = {}  # question -> every answer it offered this action

    def roll(self, expr: str, why: str = "") -> Roll:
        if why == FIGHT_ROLL:  # a battle starts: announce it (with its odds) before rolling
            self.fight_points += 1
            if self.live is not None and not self.recorded and self.fight_points > self.fights_allowed:
                raise _NeedFight()
        if self.recorded:
            r_expr, faces, total, r_why = self.recorded.pop(0)
            self.used.append((r_expr, faces, total, r_why))
            return Roll(r_expr, faces, total)
        if self.live is None:  # a look-ahead: invented dice, never kept
            count = int(expr.lower().split("d")[0] or 1)
            if why == "battle" and self.look_ahead_battle_dice is None:
                self.look_ahead_battle_dice = expr
            return Roll(expr, (PHANTOM_FACE,) * count, PHANTOM_FACE * count)
        record = self.live.roll(expr, why)
        self.used.append((expr, tuple(record.faces), record.total, why))
        return Roll(expr, tuple(record.faces), record.total)

    def decide(self, state: GameState, who: int, question: str, options: list, info) -> int:
        info = stable_keys(self.offered, question, options, info)
        if self.answers:
            return self.answers.pop(0)
        if self.live is None:
            return 0
        raise _NeedAnswer(who, question, list(options), dict(info))


def option_numbers(info: Mapping[str, Any], count: int) -> list[int]:
    """The number each answer is shown and chosen by: its place in the whole list
    when the question gives one (``keys``: an exchange office's deals keep their numbers
    as points run out; :func:`stable_keys`), else 1…count.  Here, not with the
    questions' sentences: an answer by number (``выбрать 2``) reads it without them."""
    keys = (info or {}).get("keys")
    if isinstance(keys, (list, tuple)) and len(keys) == count:
        return [int(k) + 1 for k in keys]
    return list(range(1, count + 1))


def stable_keys(offered: dict[str, list], question: str, options: list, info: Mapping[str, Any]) -> Mapping[str, Any]:
    """``info`` with ``keys`` (each answer's place in the whole list) when a question asked
    again in one action offers fewer or other answers: a shop after a purchase, the bourse
    after a sale, a roulette number after the first.  An answer keeps the number it was
    first shown with (``выбрать 3`` is still the thing that was 3); a list sharing no
    answer with the last one starts afresh.  A question giving its own keys (an exchange
    office's full list of deals) is left as it is."""
    if "keys" in info:
        return info
    known = offered.get(question)
    if known is None or not any(o in known for o in options if o not in (None, False, True)):
        known = offered[question] = []
    keys: list[int] = []
    for o in options:  # two answers alike (two bales of food) are two places
        place = next((k for k, seen in enumerate(known) if seen == o and k not in keys), None)
        if place is None:
            place = len(known)
            known.append(o)
        keys.append(place)
    if keys == list(range(len(known))):
        return info
    gone = [[k, known[k]] for k in range(len(known)) if k not in keys]  # named as out of reach
    return {**info, "keys": keys, **({"gone": gone} if gone else {})}

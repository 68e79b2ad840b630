"""Referee sessions, the pure part: header, actions, dice sources, the game protocol, replay.

A session is a header (game id, seed, preset, players, house-rule options, format
version) plus an append-only list of actions.  Each action records the command, its
arguments, who acted, every roll it used (generated or typed in from physical dice)
and a short digest of the game state after it.  The log is the truth: the state is
recomputed by replaying the actions, so save = log, resume = replay, undo = replay
without the last action.  Beside the log a session keeps what ``referee status`` says of
its last state, as plain data tied to the log's digest (:mod:`pnpkit.rules.session_state`),
so a one-shot status need not replay; a kept state that is not the log's is not used.
The records and their JSON lines are :mod:`pnpkit.rules.session_records` (re-exported
here), which such a status reads without this module.

Dice are reproducible per action: action number ``n`` rolls from
``action_rng(seed, n)``.  Undoing an action and doing it again therefore gives the same
dice (undo can fix a mistaken command, it cannot fish for a better roll), and
``replay(..., verify=True)`` can regenerate every generated roll from the seed alone.

How a game plugs in: implement :class:`GameReferee` (pure: no I/O, no printing; all
randomness through the ``dice`` argument of ``apply``) and add one entry to
its game plugin (``pnpkit.referee.registry``).  The registry module's docstring shows the recipe.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from pnpkit import quick_json
from pnpkit.rules.commands import CommandSpec, RuleError  # defined apart, re-exported here
from pnpkit.rules.dice_error import DiceError  # the same (rules.dice: at the first roll)
from pnpkit.rules.messages import refusal, say
from pnpkit.rules.session_records import (  # noqa: F401 - the records, re-exported
    FORMAT_VERSION,
    FREE_ROLL,
    HEADER_TAG,
    Action,
    Event,
    FormatError,
    Player,
    RollRecord,
    SessionHeader,
    action_from_json,
    action_to_json,
    header_from_json,
    header_to_json,
    session_tables,
    to_line,
)
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # typing.TYPE_CHECKING without typing: an action does without it (~2 ms)
if TYPE_CHECKING:  # nor collections.abc, which loads the collections package (~1 ms of a write)
    import random
    from collections.abc import Iterable, Sequence
    from typing import Any


# --------------------------------------------------------------------------- replay errors


def __getattr__(name: str):
    """session.json's tables, re-exported (rules.session_records.session_tables)."""
    if name in ("MESSAGES", "FORMAT_MESSAGES"):
        return session_tables()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class ReplayDivergence(Exception):
    """Replaying the log does not give what the log says, at action ``index`` (1-based)."""

    def __init__(self, index: int, ru: str, en: str) -> None:
        self.index = index
        self.ru = ru
        self.en = en
        super().__init__(f"action {index}: {en}")

    def text(self, locale: str = "ru") -> str:
        return self.en if locale == "en" else self.ru


def _divergence(index: int, key: str, **values: Any) -> ReplayDivergence:
    """The message ``key`` in both languages (a value may be a function of the language)."""
    messages = session_tables()["MESSAGES"]
    return ReplayDivergence(index, say(messages, key, "ru", **values), say(messages, key, "en", **values))


# --------------------------------------------------------------------------- dice sources


class DiceSource:  # what every dice source has (a protocol: none derives from it)
    def roll(self, expr: str, why: str = "") -> RollRecord:
        """Roll ``expr`` (dice notation) for the reason ``why``; the roll is recorded."""
        ...


def action_rng(seed: int, index: int) -> random.Random:
    """The generator for action number ``index`` (1-based) of a session."""
    import random  # a replay of recorded rolls never draws one

    return random.Random(f"pnpkit-session:{seed}:{index}")


class LiveDice:
    """Rolls for an action being played now: generated from the seed, or typed in.

    ``entered`` are physical dice faces (``--dice 4,3``) consumed in order by the rolls
    of this action; all of them must be used."""

    def __init__(self, seed: int, index: int, entered: Sequence[int] | None = None) -> None:
        self._seed, self._index = seed, index
        # made at the first generated roll (the same seed, so the same dice): an action that
        # rolls nothing (a choice, a move) imports no random (with math, bisect, _sha512: ~0.7 ms)
        self._rng: random.Random | None = None
        self._entered = list(entered) if entered is not None else None
        self.records: list[RollRecord] = []

    def roll(self, expr: str, why: str = "") -> RollRecord:
        from pnpkit.rules.dice import (
            compile_dice,  # here: an action that rolls nothing reads no dice
        )

        compiled = compile_dice(expr)
        if self._entered is None:
            if self._rng is None:
                self._rng = action_rng(self._seed, self._index)
            result = compiled.roll(self._rng)
            record = RollRecord(result.expr, result.faces, result.total, False, why)
        else:
            need = len(compiled.sides)
            if len(self._entered) < need:
                raise refusal(session_tables()["MESSAGES"], "not_enough_dice", expr=compiled.text,
                              more=need - len(self._entered))
            faces, self._entered = self._entered[:need], self._entered[need:]
            result = compiled.evaluate(faces)
            record = RollRecord(result.expr, result.faces, result.total, True, why)
        self.records.append(record)
        return record

    def finish(self) -> None:
        if self._entered:
            raise refusal(session_tables()["MESSAGES"], "extra_dice", n=len(self._entered))


class RecordedDice:
    """Hands back the rolls recorded in the log, checking each against the rules' request.

    With ``verify`` a generated roll is also regenerated from the seed and compared; a
    roll typed in from physical dice cannot be, and is counted in ``entered``."""

    def __init__(self, action: Action, index: int, seed: int, verify: bool = False) -> None:
        self._rolls = list(action.rolls)
        self._index = index
        self._rng = action_rng(seed, index) if verify else None
        self.records: list[RollRecord] = []
        self.entered = 0

    def roll(self, expr: str, why: str = "") -> RollRecord:
        from pnpkit.rules.dice import compile_dice

        compiled = compile_dice(expr)
        position = len(self.records) + 1
        if not self._rolls:
            raise _divergence(self._index, "log_out_of_rolls", expr=compiled.text)
        record = self._rolls.pop(0)
        if record.expr != compiled.text:
            raise _divergence(self._index, "roll_expr_differs", position=position,
                              expr=compiled.text, logged=record.expr)
        try:
            result = compiled.evaluate(record.faces)
        except DiceError as exc:
            raise _divergence(self._index, "roll_invalid", position=position, why=exc.text) from None
        if result.total != record.total:
            raise _divergence(self._index, "roll_total_differs", position=position,
                              faces=list(record.faces), total=result.total, logged=record.total)
        if self._rng is not None:
            fresh = compiled.roll(self._rng)
            if record.entered:
                self.entered += 1
            elif fresh.faces != record.faces:
                raise _divergence(self._index, "roll_seed_differs", position=position,
                                  expr=record.expr, fresh=list(fresh.faces), logged=list(record.faces))
        self.records.append(record)
        return record

    def finish(self) -> None:
        if self._rolls:
            raise _divergence(self._index, "extra_log_rolls", n=len(self._rolls))


class NoDice:
    """For questions (``logged=False`` commands): rolling is a bug in the game module."""

    records: list[RollRecord] = []

    def roll(self, expr: str, why: str = "") -> RollRecord:
        raise refusal(session_tables()["MESSAGES"], "question_rolls")


# --------------------------------------------------------------------------- the game protocol


class GameReferee(ABC):
    """What a game implements to be run by ``pnpkit referee``.

    State is any value the game likes (a frozen dataclass is best); the framework never
    looks inside it except through ``to_json``.  ``apply`` must be pure and
    deterministic given the state, the action and the dice, and must raise
    :class:`RuleError` (before or after rolling) when the action is not allowed —
    nothing is logged then."""

    game_id: str = ""
    #: the preset a new session is written with when none is asked for (recorded in its
    #: header, so a later change of this default never changes an old session's rules)
    default_preset: str | None = None
    #: raised by one whenever a release corrects a rule (a session recorded under another
    #: version may then compute other states: ``referee replay --accept-rules``
    #: re-records its digests; under the same version a differing state is a hand edit)
    rules_version: int = 1
    #: the game's own events say whose turn it is (so ``referee play`` adds no line of its own)
    tells_turns: bool = False

    @abstractmethod
    def new(self, header: SessionHeader) -> Any:
        """The initial state for these players, preset and options."""

    @abstractmethod
    def commands(self, state: Any) -> Sequence[CommandSpec]:
        """The commands available now (a command missing here is refused by the CLI)."""

    @abstractmethod
    def apply(self, state: Any, action: Action, dice: DiceSource) -> tuple[Any, list[Event]]:
        """Apply ``action`` (command, args, actor) and return the new state and events."""

    @abstractmethod
    def describe(self, events: Sequence[Event], locale: str) -> list[str]:
        """Plain-text sentences for the events, in ``locale`` ("ru" or "en")."""

    @abstractmethod
    def to_json(self, state: Any) -> Any:
        """A JSON-friendly snapshot of the state (used for --json and the digest)."""

    def status_view(self, state: Any) -> Any:
        """What ``referee status`` says of the state, as plain data (JSON values), or None
        (the default: nothing is kept, every status replays the log).  A game that gives
        one names a light module in its RefereeSpec's ``status`` that composes the status
        from it without the engine (pnpkit.rules.session_state); the session keeps the
        view of its last state beside the log."""
        return None

    def kept_objects(self, header: SessionHeader) -> dict[str, Any]:
        """What the states point to that a state kept beside the log names instead of
        holding (pnpkit.referee.engine_state; Amber's rules), by name."""
        return {}

    def status(self, state: Any, locale: str) -> list[str]:
        """A few lines for ``referee status``; the default prints the JSON snapshot."""
        return [quick_json.dumps(self.to_json(state), ensure_ascii=False, sort_keys=True)]

    def current_player(self, state: Any) -> str | None:
        """Whose turn it is (``play`` prompts them); None when turns do not apply."""
        return None

    def is_over(self, state: Any) -> bool:
        return False

    def over_line(self, state: Any, locale: str) -> str:
        """The game's own sentence that the game is over and who won ('' for none: the
        CLI then says a generic one); said once, not after a line that already said it."""
        return ""

    def validate_header(self, header: SessionHeader) -> None:  # noqa: B027 - optional hook
        """Raise RuleError for an impossible start (unknown preset, too many players)."""

    def validate_start(self, header: SessionHeader) -> None:  # noqa: B027 - optional hook
        """Raise RuleError for a start the rules do not allow a *new* session (too few
        players); unlike validate_header it is not asked again when a session replays."""

    def roll_label(self, why: str, locale: str) -> str:
        """How the ``why`` of a roll reads in ``locale`` (default: as given)."""
        return why

    def preset_name(self, preset: str, locale: str) -> str:
        """The name of a rules preset in ``locale`` (default: its id)."""
        return preset

    def game_title(self, locale: str) -> str | None:
        """The game's title in ``locale`` from the data this referee plays with, or None
        when it reads none (the status then reads it from game.yaml alone)."""
        return None

    def character_name(self, character: str, locale: str) -> str:
        """A player's character as ``--player NAME:CHARACTER`` gave it, said in ``locale``
        (a game that knows its characters names them; default: as typed)."""
        return character

    def options_text(self, options: Sequence[tuple[str, str]], locale: str) -> str:
        """The session's house rules (``--option NAME=VALUE``) as ``status`` says them; a
        game with words for its switches says those (default: as typed)."""
        return ", ".join(f"{name}={value}" for name, value in options)

    def explain(self, rule: str, locale: str) -> str:
        """One sentence explaining the rule an Event names (``play`` prints it)."""
        return ""

    def confirm(self, before: Any, after: Any, action: Action, events: Sequence[Event]
                ) -> RuleError | None:
        """What the player must confirm before ``action`` is logged (a spend of more than
        half of what they have), as one sentence in both languages; None to go ahead.
        Called on an action computed but not yet written, so refusing changes nothing."""
        return None

    def completions(self, state: Any, command: str, locale: str) -> Sequence[str]:
        """What may follow ``command`` now, in ``locale`` (``play`` completes it on Tab)."""
        return ()

    def answers(self, state: Any, locale: str) -> Sequence[Any]:
        """The buttons a page without a board offers now (``rules.commands.Answer``s, each
        labelled with the facts to choose by), or none: a button per plain command."""
        return ()


def digest(referee: GameReferee, state: Any) -> str:
    text = quick_json.dumps(referee.to_json(state), sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))
    try:  # the module hashlib falls back to: its OpenSSL is ~2.5 ms of a one-shot action
        from _sha256 import sha256  # Python 3.11 (3.12: _sha2)
    except ImportError:
        from hashlib import sha256

    return sha256(text.encode("utf-8")).hexdigest()[:16]


def find_command(referee: GameReferee, state: Any, name: str) -> CommandSpec | None:
    for spec in referee.commands(state):
        if spec.name == name:
            return spec
    return None


def free_roll_events(dice: DiceSource, args: Sequence[str]) -> list[Event]:
    """A roll outside the rules; its words are one expression (``roll 2d6 + 3`` as typed
    with spaces is 2d6+3, never 2d6 with the rest dropped or refused)."""
    if not args:
        raise refusal(session_tables()["MESSAGES"], "one_expression")
    record = dice.roll(" ".join(args))
    return [Event("roll", {"expr": record.expr, "faces": list(record.faces),
                           "total": record.total})]


def apply_action(referee: GameReferee, state: Any, action: Action, dice: DiceSource
                 ) -> tuple[Any, list[Event]]:
    """One step: the framework's free roll, or the game's own command."""
    if action.command == FREE_ROLL and find_command(referee, state, FREE_ROLL) is None:
        return state, free_roll_events(dice, action.args)
    return referee.apply(state, action, dice)


def perform(referee: GameReferee, header: SessionHeader, state: Any, index: int,
            command: str, args: Sequence[str] = (), actor: str | None = None,
            entered: Sequence[int] | None = None) -> tuple[Any, list[Event], Action]:
    """Play action number ``index`` now; returns the new state, events and the record to log.

    Raises RuleError (not allowed, or dice typed in that do not fit) or DiceError."""
    draft = Action(command, tuple(args), actor)
    dice = LiveDice(header.seed, index, entered)
    new_state, events = apply_action(referee, state, draft, dice)
    dice.finish()
    record = Action(command, tuple(args), actor, tuple(dice.records), digest(referee, new_state))
    return new_state, events, record


def ask(referee: GameReferee, state: Any, command: str, args: Sequence[str] = (),
        actor: str | None = None) -> list[Event]:
    """Run a question (a ``logged=False`` command): no dice, state unchanged."""
    return referee.apply(state, Action(command, tuple(args), actor), NoDice())[1]


@value_class(frozen=True)
class ReplayResult:
    state: Any
    events: tuple[tuple[Event, ...], ...]  # per action
    seed_checked: int = 0                  # rolls regenerated from the seed (verify only)
    entered_by_hand: tuple[int, ...] = ()  # action number of each typed-in roll (verify only)
    digests: tuple[str, ...] = ()          # the state digest after each action, as recomputed


def replay(referee: GameReferee, header: SessionHeader, actions: Iterable[Action],
           verify: bool = False, check_digests: bool = True) -> ReplayResult:
    """Recompute the game from the header and the log.

    Every recorded roll must be the one the rules ask for, with consistent faces and
    total, and every state digest must match; with ``verify`` every generated roll is
    also regenerated from the seed and a missing digest is tampering (pnpkit always
    writes one).  Rolls typed in from physical dice cannot be checked against the seed:
    verify counts them instead (``entered_by_hand``), so a report never vouches for
    them.  Raises ReplayDivergence at the first difference.  ``check_digests=False``
    leaves the recorded digests unchecked (a log re-recorded under changed rules: its
    rolls must still be the rules' own); ``digests`` are the recomputed ones either way."""
    state = referee.new(header)
    all_events: list[tuple[Event, ...]] = []
    checked, by_hand, digests = 0, [], []
    for index, action in enumerate(actions, start=1):
        dice = RecordedDice(action, index, header.seed, verify)
        try:
            state, events = apply_action(referee, state, action, dice)
        except RuleError as exc:
            raise _divergence(index, "refused", why=exc.text) from None
        except DiceError as exc:
            raise ReplayDivergence(index, exc.text("ru"), exc.text("en")) from None
        dice.finish()
        if verify and check_digests and not action.digest:
            raise _divergence(index, "digest_missing")
        digests.append(digest(referee, state))
        if check_digests and action.digest and action.digest != digests[-1]:
            raise _divergence(index, "state_differs")
        all_events.append(tuple(events))
        checked += len(dice.records) - dice.entered
        by_hand += [index] * dice.entered
    return ReplayResult(state, tuple(all_events), checked, tuple(by_hand), tuple(digests))

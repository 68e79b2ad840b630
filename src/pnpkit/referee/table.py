"""A session at the table: its file, its game's referee and the current state.

Opening a session replays its log (with the recorded rolls) to rebuild the state; a
log that does not replay is reported at the line of the first bad action.

A one-shot command opens the table with :meth:`Table.locked`: the session's lock is
held from the read to the last write, so concurrent commands queue instead of racing.
A table kept open (``play``) locks for each action and refuses when another process
changed the file in between (``SessionFileError`` with ``key == "changed"``).
"""

from __future__ import annotations

from pnpkit.referee.event_log import EventLog
from pnpkit.referee.registry import UnknownGame, canonical_command, load_referee, refereed_games
from pnpkit.referee.store import (
    SessionFile,
    SessionFileError,
    append_action,
    backed_up,
    check_unchanged,
    create_session_file,
    keep_state,
    read_locked,
    read_session_file,
    rewrite_header,
    rewrite_session_file,
    session_lock,
)
from pnpkit.rules.messages import command, refusal, say, speaking_of
from pnpkit.rules.session import (
    FREE_ROLL,
    Action,
    CommandSpec,
    Event,
    GameReferee,
    ReplayDivergence,
    ReplayResult,
    RuleError,
    SessionHeader,
    ask,
    digest,
    find_command,
    perform,
    replay,
    session_tables,
)
from pnpkit.rules.session_state import log_digest, state_data, table_view
from pnpkit.value_class import replace, value_class
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # typing.TYPE_CHECKING without typing
if TYPE_CHECKING:  # a one-shot write imports neither typing nor pathlib nor contextlib
    from collections.abc import Mapping, Sequence
    from os import PathLike
    from pathlib import Path
    from typing import Any

    from pnpkit.referee.filelock import SessionLock

    AnyPath = str | PathLike[str]

#: what the table says, kept in table.json (the games' own words are beside their modules)
MESSAGES: dict[str, dict[str, str]] = word_file(__file__, "table.json")["MESSAGES"]


class NeedsConfirmation(RuleError):
    """The action waits for a yes (a spend of more than half of what the player has):
    nothing was logged.  ``text`` is the game's sentence; each driver asks in its own way
    (``--yes``, a yes/no prompt, a button) and acts again with ``confirmed=True``."""


@value_class(frozen=True)
class Outcome:
    action: Action | None      # None for a question
    events: tuple[Event, ...]
    index: int                 # action number (0 for a question)


def _unknown_game(exc: UnknownGame) -> RuleError:
    """The refusal for a game without a referee (the reason, if any, is a developer's)."""
    return refusal(MESSAGES, "unknown_game", game=exc.game_id, known=", ".join(sorted(refereed_games())) or "—",
                   reason=f": {exc.reason}" if exc.reason else "")


def _referee_for(path: str, game: str) -> GameReferee:
    try:
        return load_referee(game)
    except UnknownGame as exc:
        error = _unknown_game(exc)
        raise SessionFileError(path, 1, error.ru, error.en) from None


def _replayed_log(file: SessionFile, referee: GameReferee, **options: bool) -> ReplayResult:
    """The file's log replayed (``options``: replay's); one that does not replay is an
    error at the line of its first bad action (at the header when it is not playable)."""
    try:
        return replay(referee, file.header, file.actions, **options)
    except ReplayDivergence as exc:
        raise SessionFileError(file.where, file.line_of(exc.index), exc.ru, exc.en) from None
    except RuleError as exc:
        raise SessionFileError(file.where, 1, exc.ru, exc.en) from None


def _kept_events(head: dict, kept: bytes, game: str, rules: int | None, log: str, count: int) -> EventLog | None:
    """The past actions' events kept beside the log, when they are this log's (else None:
    not known): as their texts, passed on undecoded, or decoded from a state kept without
    the texts' sizes."""
    from pnpkit.rules.session_state import kept_texts

    texts = kept_texts(head, kept, count)
    if texts is not None:
        return EventLog.kept(texts)
    from pnpkit.referee.kept import kept_history

    history = kept_history(kept, game, rules, log, count)
    return None if history is None else EventLog(history)


#: a state kept but not yet decoded from its text (Table._before's, or Table.state for an undo)
_UNREAD = object()


def _decoded(referee: GameReferee, header: SessionHeader, text: bytes, recorded: str) -> Any:
    """The engine's state kept as ``text`` (pnpkit.rules.session_state.kept_part) when it
    is the game's data and its digest is the one the log ``recorded``; else None."""
    from pnpkit import quick_json
    from pnpkit.referee.engine_state import decode, package_of

    try:
        state = decode(quick_json.loads(text), referee.kept_objects(header), package_of(referee))
        return state if digest(referee, state) == recorded else None
    except Exception:  # noqa: BLE001 - data it cannot read: the replay is the truth
        return None


def _hand_edit(file, index: int, version: int) -> SessionFileError:
    """A state that differs though the rules have not changed since the log was recorded:
    the file was edited by hand; --accept-rules does not re-record it."""
    return SessionFileError(file.where, file.line_of(index),
                            *(say(MESSAGES, "hand_edit", locale, index=index, version=version)
                              for locale in ("ru", "en")))


class Table:
    """One open session. Methods raise RuleError, DiceError or SessionFileError."""

    def __init__(self, file: SessionFile, referee: GameReferee, state: Any,
                 events: tuple[tuple[Event, ...], ...]) -> None:
        self.file = file
        self.referee = referee
        self.state = state
        #: each action's events (a list of tuples of Events); None when not known
        self.history: EventLog | None = EventLog(events)
        self._lock: SessionLock | None = None  # held by Table.locked for its whole block
        #: the state (_UNREAD: not yet decoded from its text), the events (None: not known)
        #: and the kept text (None: not known) before the last action, when known: what an
        #: undo goes back to without replaying the log again
        self._before: tuple[Any, EventLog | None, bytes | None] | None = None
        #: the state and the text it was kept as (read by a restore, or last written)
        self._now: tuple[Any, bytes] | None = None
        # the Russian messages agree with the players' genders (--player Аня:амазонка:ж)
        speaking_of({p.name: p.gender for p in file.header.players if p.gender})

    # ------------------------------------------------------------------ opening

    @classmethod
    def new(cls, path: AnyPath, header: SessionHeader, force: bool = False) -> Table:
        try:
            referee = load_referee(header.game)
        except UnknownGame as exc:
            raise _unknown_game(exc) from None
        if header.preset is None and referee.default_preset is not None:
            header = replace(header, preset=referee.default_preset)
        referee.validate_header(header)
        referee.validate_start(header)
        header = replace(header, rules=referee.rules_version)  # what --accept-rules compares
        state = referee.new(header)
        file = create_session_file(path, header, force=force)
        table = cls(file, referee, state, ())
        with session_lock(path, exclusive=True) as lock:
            table._keep_state(lock)
        return table

    @classmethod
    def open(cls, path: AnyPath) -> Table:
        """Read and replay (under a shared lock, released before returning)."""
        return cls._replay_file(read_session_file(path))[0]

    @classmethod
    def locked(cls, path: AnyPath, restore: bool = False, now_needed: bool = True) -> _Locked:
        """The table with the session's exclusive lock held for the whole ``with`` block;
        with ``restore`` from the engine's state kept beside the log when it is this log's
        (without ``now_needed``, for an undo: the state now is decoded only if read)."""
        return _Locked(cls, path, restore, now_needed)

    def _writing(self) -> _Writing:
        """The exclusive lock for one write: the block's (Table.locked), else taken now and
        held for the ``with`` block, the file checked unchanged since it was read."""
        return _Writing(self)

    @classmethod
    def open_verified(cls, path: AnyPath) -> tuple[Table, ReplayResult]:
        """Read and replay with every roll regenerated from the seed as it is met: a roll
        changed by hand is named as that roll, not as the state digest it then breaks."""
        return cls._replay_file(read_session_file(path), verify=True)

    @classmethod
    def accept_rules(cls, path: AnyPath) -> tuple[Table, tuple[int, ...], Path | None]:
        """Re-record the log's state digests under this version's rules, for a session a
        pnpkit update made unreadable ("the state differs": a rule was corrected).  Every
        roll must still be the one the rules ask for and, where generated, the seed's;
        only the digests change.  Returns the table, the numbers of the actions whose
        state now differs, and the copy of the old file (None when nothing changed)."""
        with session_lock(path, exclusive=True) as lock:
            file = read_locked(path, lock)
            referee = _referee_for(file.where, file.header.game)
            result = _replayed_log(file, referee, verify=True, check_digests=False)
            changed = tuple(i for i, (action, fresh) in enumerate(zip(file.actions, result.digests, strict=True), 1)
                            if action.digest != fresh)
            if changed and file.header.rules == referee.rules_version:
                raise _hand_edit(file, changed[0], referee.rules_version)
            copy = None
            if changed:
                copy = backed_up(file, lock)
                actions = tuple(replace(a, digest=d) for a, d in zip(file.actions, result.digests, strict=True))
                file = replace(file, header=replace(file.header, rules=referee.rules_version))
                file = rewrite_session_file(file, actions, lock)
            table = cls(file, referee, result.state, result.events)
            table._keep_state(lock)
        return table, changed, copy

    @classmethod
    def _restored(cls, file: SessionFile, now_needed: bool = True) -> Table | None:
        """The table with the engine's state read from the kept state (pnpkit.referee.
        engine_state) when it stands for exactly this log under these rules; None when it
        cannot be trusted (none, another log, other rules, not the game's data): replay.
        Only the state now is decoded (not even it without ``now_needed``: when first read,
        :attr:`state`); the one before the last action is kept as its text, decoded by an
        undo (:meth:`_state_before`) or written again as it is after an act."""
        from pnpkit.referee.session_read import read_state
        from pnpkit.rules.session_state import kept_part, read_head

        if file.torn_tail or file.blank_tail or file.log is None or not file.actions:
            return None  # an empty log replays in no time
        game, rules, log, kept = file.header.game, file.header.rules, log_digest(file.log), read_state(file.where)
        head = read_head(kept, game, rules, log)  # read once: the engine's state and the events'
        if head is None:
            return None
        referee, actions = _referee_for(file.where, file.header.game), file.actions
        now = kept_part(head, kept, "now") if rules == referee.rules_version else None
        state = _UNREAD if now is not None and not now_needed else \
            None if now is None else _decoded(referee, file.header, now, actions[-1].digest)
        if state is None:
            return None
        table = cls(file, referee, state, ())
        table.history = _kept_events(head, kept, game, rules, log, len(actions))
        table._now = (state, now)
        before = kept_part(head, kept, "before") if len(actions) > 1 else None
        if before is not None:
            table._before = (_UNREAD, None if table.history is None else table.history[:-1], before)
        return table

    @classmethod
    def _replay_file(cls, file: SessionFile, verify: bool = False) -> tuple[Table, ReplayResult]:
        referee = _referee_for(file.where, file.header.game)
        result = _replayed_log(file, referee, verify=verify)
        return cls(file, referee, result.state, result.events), result

    # ------------------------------------------------------------------ the kept state

    @property
    def state(self) -> Any:
        """The engine's state now.  One restored for an undo (``now_needed=False``) is
        decoded when first read and used only when its digest is the one the log recorded
        last; else the log replays."""
        state = self._state
        if state is _UNREAD:
            state = _decoded(self.referee, self.header, self._now[1], self.actions[-1].digest)
            if state is None:
                self._now = None
                state = _replayed_log(self.file, self.referee).state
            else:
                self._now = (state, self._now[1])
            self._state = state
        return state

    @state.setter
    def state(self, state: Any) -> None:
        self._state = state

    def view(self) -> dict[str, Any] | None:
        """What ``referee status`` is composed from (pnpkit.rules.session_state), or None
        for a game that keeps no view."""
        game = self.referee.status_view(self.state)
        if game is None:
            return None
        return table_view(game, self.referee.current_player(self.state), self.referee.is_over(self.state),
                          [s.name for s in self.commands()])

    def _keep_state(self, lock: SessionLock) -> None:
        """Keep the view of the state beside the log just written (the caller holds the
        exclusive ``lock``); a game without one leaves no stale state behind."""
        try:
            view = self.view() if self.file.log is not None else None
            data = None
            if view is not None:
                now, before = self._engine_lines()
                data = state_data(self.header.game, self.header.rules, log_digest(self.file.log), view, now, before,
                                  None if self.history is None else self.history.lines())
        except Exception:  # noqa: BLE001 - the action is logged already: a state not kept only costs a replay
            data = None
        keep_state(self.file, lock, data)

    def _engine_lines(self) -> tuple[bytes | None, bytes | None]:
        """The engine's state now and before the last action (when known: an undo goes back
        to it) as kept texts; None for one that cannot be kept.  A state whose kept text is
        known (the one a restore decoded, the last one written) is not encoded again."""
        from pnpkit.referee.engine_state import Unkept, encode
        from pnpkit.rules.session_state import engine_line

        shared = None

        def text_of(state: Any) -> bytes | None:
            nonlocal shared
            if shared is None:
                shared = {id(obj): name for name, obj in self.referee.kept_objects(self.header).items()}
            try:
                return engine_line(encode(state, shared))
            except (Unkept, ValueError):
                return None

        state = self.state  # read first: a state decoded when first read is paired with its text then
        now = self._now[1] if self._now is not None and self._now[0] is state else text_of(state)
        self._now = None if now is None else (state, now)
        before = self._before
        if now is None or before is None:
            return now, None
        return now, before[2] if before[2] is not None else text_of(before[0])

    def _state_before(self) -> tuple[Any, EventLog | None] | None:
        """The state and events before the last action when known: a kept one decoded now
        and used only when the log recorded its digest after the action before; else None."""
        before = self._before
        if before is None:
            return None
        state = before[0]
        if state is _UNREAD:
            state = _decoded(self.referee, self.header, before[2], self.actions[-2].digest)
            if state is None:
                return None
        return state, before[1]

    # ------------------------------------------------------------------ reading

    @property
    def header(self) -> SessionHeader:
        return self.file.header

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.file.actions

    def commands(self) -> list[CommandSpec]:
        specs = list(self.referee.commands(self.state))
        if not any(s.name == FREE_ROLL for s in specs):
            specs.append(command(FREE_ROLL, MESSAGES, "free_roll", usage_key="free_roll_usage"))
        return specs

    def command(self, name: str) -> CommandSpec:
        name = canonical_command(self.header.game, name)
        spec = find_command(self.referee, self.state, name)
        if spec is None and name == FREE_ROLL:
            return self.commands()[-1]
        if spec is None and (why := self._why_not(name)) is not None:
            raise why  # the game's rule for a command it keeps off the list now
        if spec is None:
            typed = lambda locale: self._word(name, locale)  # noqa: E731
            # a finished game says so rather than «no “move” now», as if a turn were to come
            # (a slip of the keys, «брасок», still gets its did-you-mean)
            slip = bool(self._did_you_mean(name, "en"))
            over = self.referee.is_over(self.state) and not slip
            # a command the game never has is not «not now» (FF's table typed Amber's «поправить»)
            every = getattr(self.referee, "all_commands", None)
            never = not slip and every is not None and name not in {s.name for s in every()}
            key = "over_no_command" if over else "never_command" if never else "no_command"
            raise refusal(MESSAGES, key, game=self.header.game, command=typed,
                          close=lambda locale: self._did_you_mean(name, locale) or self._meant(name, locale),
                          names=self._names(self.commands()))
        return spec

    def _why_not(self, name: str) -> RuleError | None:
        """A game may name the rule behind a missing command (``why_not``; optional)."""
        why_not = getattr(self.referee, "why_not", None)
        return why_not(self.state, name) if why_not is not None else None

    def _did_you_mean(self, typed: str, locale: str) -> str:
        """« — может быть, «бросок»?» for a slip of the keys (``брасок``), in ``locale``;
        letter case and ё/е do not count."""
        import difflib

        def fold(word: str) -> str:
            return word.casefold().replace("ё", "е")

        words = {fold(spelled): self._word(s.name, locale) for s in self.commands()
                 for spelled in (s.name, self._word(s.name, "ru"), self._word(s.name, "en"))}
        close = difflib.get_close_matches(fold(typed), list(words), n=1, cutoff=0.6)
        return say(MESSAGES, "did_you_mean", locale, word=words[close[0]]) if close else ""

    def _meant(self, typed: str, locale: str) -> str:
        """« — может быть, «изменить»?» for another game's word for an offered command (a
        game's optional ``meant``: FF's table typing Amber's ``adjust``); letters cannot
        find it."""
        meant = getattr(self.referee, "meant", None)
        target = meant.get(typed) if meant else None
        if target is None or not any(s.name == target for s in self.commands()):
            return ""
        return say(MESSAGES, "did_you_mean", locale, word=self._word(target, locale))

    def _word(self, name: str, locale: str) -> str:
        from pnpkit.referee.narrate import command_word

        return command_word(self.header.game, name, locale)

    def _names(self, specs: Sequence[CommandSpec]):
        """The commands ``specs`` as a refusal lists them, in its language."""
        return lambda locale: ", ".join(self._word(s.name, locale) for s in specs)

    def _check_free_roll(self, command: str, args: Sequence[str]) -> None:
        """``roll`` without dice when the game's own roll is not offered now (a question is
        open, the piece has moved, the game rolls through another command): say what may
        be done instead of asking for a dice expression."""
        if command != FREE_ROLL or args or find_command(self.referee, self.state, FREE_ROLL):
            return
        others = [s for s in self.commands() if s.name != FREE_ROLL]
        raise refusal(MESSAGES, "no_rules_roll", names=self._names(others or self.commands()))

    # ------------------------------------------------------------------ acting

    def act(self, command: str, args: Sequence[str] = (), actor: str | None = None,
            entered: Sequence[int] | None = None, confirmed: bool = False) -> Outcome:
        """Run a command (its English or Russian name): a question is answered, an action
        is applied and logged under its English name.  An action the game wants confirmed
        (:meth:`GameReferee.confirm`) raises NeedsConfirmation unless ``confirmed``; its
        dice come from the seed and the action number, so acting again gives the same."""
        command = canonical_command(self.header.game, command)
        spec = self.command(command)
        self._check_free_roll(command, args)
        if actor is not None and actor not in self.header.player_names():
            names = ", ".join(self.header.player_names())
            raise refusal(MESSAGES, "no_player", player=actor, names=names)
        if not spec.logged:
            if entered is not None:
                raise refusal(session_tables()["MESSAGES"], "question_rolls")
            return Outcome(None, tuple(ask(self.referee, self.state, command, args, actor)), 0)
        with self._writing() as lock:
            index = len(self.actions) + 1
            state, events, action = perform(self.referee, self.header, self.state, index,
                                            command, args, actor, entered)
            if not confirmed:
                question = self.referee.confirm(self.state, state, action, events)
                if question is not None:
                    raise NeedsConfirmation(question.ru, question.en)
            self.file = append_action(self.file, action, lock)   # durable before we report it
            # the state acted on, with its kept text when known: written again as it is
            text = self._now[1] if self._now is not None and self._now[0] is self._state else None
            self._before = (self.state, None if self.history is None else self.history.copy(), text)
            self.state = state
            if self.history is not None:  # kept with the state: what `referee log` tells
                self.history.append(tuple(events))
            self._keep_state(lock)
        return Outcome(action, tuple(events), index)

    def undo(self) -> Action:
        if not self.actions:
            raise refusal(MESSAGES, "nothing_to_undo")
        with self._writing() as lock:
            last = self.actions[-1]
            kept = self.actions[:-1]
            before = self._state_before()
            text = None if before is None else self._before[2]  # its kept text: written again as it is
            if before is None:
                result = replay(self.referee, self.header, kept)
                before = (result.state, EventLog(result.events))
            self.file = rewrite_session_file(self.file, kept, lock)
            self.state, self.history = before
            self._now = None if text is None else (self.state, text)
            self._before = None  # the one before is not known: a second undo replays
            self._keep_state(lock)
        return last

    def set_genders(self, genders: Mapping[str, str]) -> None:
        """Keep the players' genders (``{name: "m"|"f"}``) in the session header, so the
        Russian messages agree from now on; the log and its digests stay as they were."""
        players = tuple(replace(p, gender=genders.get(p.name, p.gender)) for p in self.header.players)
        with self._writing() as lock:
            self.file = rewrite_header(self.file, replace(self.header, players=players), lock)
            self._keep_state(lock)
        speaking_of({p.name: p.gender for p in players if p.gender})

    def verify(self) -> ReplayResult:
        """Recompute everything from the seed; raises ReplayDivergence at the first difference.

        The result counts the rolls checked against the seed and lists the actions whose
        rolls were typed in by hand (those cannot be checked)."""
        return replay(self.referee, self.header, self.actions, verify=True)


class _Locked:
    """:meth:`Table.locked`'s block: the lock taken and the session read on entering,
    released on leaving (a class, not contextlib's: a one-shot write does not import it)."""

    def __init__(self, cls: type[Table], path: AnyPath, restore: bool, now_needed: bool) -> None:
        self.cls, self.path, self.restore, self.now_needed = cls, path, restore, now_needed

    def __enter__(self) -> Table:
        self.held = session_lock(self.path, exclusive=True)
        lock = self.held.lock
        try:
            file = read_locked(self.path, lock, lazy=self.restore)
            table = (self.cls._restored(file, self.now_needed) if self.restore else None) or \
                self.cls._replay_file(file.decoded())[0]
        except BaseException:
            lock.release()
            raise
        table._lock = lock
        self.table = table
        return table

    def __exit__(self, *exc: object) -> None:
        self.table._lock = None
        self.held.lock.release()


class _Writing:
    """:meth:`Table._writing`'s block: the held lock, or one taken for this write."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.held = None

    def __enter__(self) -> SessionLock:
        if self.table._lock is not None:
            return self.table._lock
        self.held = session_lock(self.table.file.where, exclusive=True)
        try:
            check_unchanged(self.table.file)
        except BaseException:
            self.held.lock.release()
            raise
        return self.held.lock

    def __exit__(self, *exc: object) -> None:
        if self.held is not None:
            self.held.lock.release()

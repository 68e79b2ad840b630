"""A session at the table: its file, its game's referee and the current state.

Opening a session replays its log (with the recorded rolls) to rebuild the state; a
log that does not replay is reported at the line of the first bad action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pnpkit.referee.registry import UnknownGame, load_referee
from pnpkit.referee.store import (
    SessionFile,
    SessionFileError,
    append_action,
    create_session_file,
    read_session_file,
    rewrite_session_file,
)
from pnpkit.rules.session import (
    FREE_ROLL,
    Action,
    CommandSpec,
    Event,
    GameReferee,
    ReplayDivergence,
    RuleError,
    SessionHeader,
    ask,
    find_command,
    perform,
    replay,
)


@dataclass(frozen=True)
class Outcome:
    action: Action | None      # None for a question
    events: tuple[Event, ...]
    index: int                 # action number (0 for a question)


def _referee_for(path: Path, game: str) -> GameReferee:
    try:
        return load_referee(game)
    except UnknownGame as exc:
        raise SessionFileError(path, 1, f"игра «{game}» не поддерживается судьёй ({exc})",
                               str(exc)) from None


class Table:
    """One open session. Methods raise RuleError, DiceError or SessionFileError."""

    def __init__(self, file: SessionFile, referee: GameReferee, state: Any,
                 events: tuple[tuple[Event, ...], ...]) -> None:
        self.file = file
        self.referee = referee
        self.state = state
        self.history = list(events)

    # ------------------------------------------------------------------ opening

    @classmethod
    def new(cls, path: Path | str, header: SessionHeader, force: bool = False) -> Table:
        path = Path(path)
        try:
            referee = load_referee(header.game)
        except UnknownGame as exc:
            raise RuleError(f"игра «{header.game}» не поддерживается судьёй ({exc})",
                            str(exc)) from None
        referee.validate_header(header)
        state = referee.new(header)
        file = create_session_file(path, header, force=force)
        return cls(file, referee, state, ())

    @classmethod
    def open(cls, path: Path | str) -> Table:
        file = read_session_file(path)
        referee = _referee_for(file.path, file.header.game)
        try:
            result = replay(referee, file.header, file.actions)
        except ReplayDivergence as exc:
            raise SessionFileError(file.path, file.line_of(exc.index), exc.ru, exc.en) from None
        except RuleError as exc:  # the header itself is not playable
            raise SessionFileError(file.path, 1, exc.ru, exc.en) from None
        return cls(file, referee, result.state, result.events)

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
            specs.append(CommandSpec(FREE_ROLL, "бросить кубики вне правил: roll 2к6+3",
                                     "a free roll outside the rules: roll 2d6+3", "EXPR"))
        return specs

    def command(self, name: str) -> CommandSpec:
        spec = find_command(self.referee, self.state, name)
        if spec is None and name == FREE_ROLL:
            return self.commands()[-1]
        if spec is None:
            names = ", ".join(s.name for s in self.commands())
            raise RuleError(
                f"в игре «{self.header.game}» сейчас нет команды «{name}» (есть: {names})",
                f"game '{self.header.game}' has no command '{name}' now (available: {names})")
        return spec

    # ------------------------------------------------------------------ acting

    def act(self, command: str, args: Sequence[str] = (), actor: str | None = None,
            entered: Sequence[int] | None = None) -> Outcome:
        """Run a command: a question is answered, an action is applied and logged."""
        spec = self.command(command)
        if actor is not None and actor not in self.header.player_names():
            names = ", ".join(self.header.player_names())
            raise RuleError(f"нет игрока «{actor}» (игроки: {names})",
                            f"no player '{actor}' (players: {names})")
        if not spec.logged:
            if entered is not None:
                raise RuleError("этот вопрос не бросает кубики", "this question rolls no dice")
            return Outcome(None, tuple(ask(self.referee, self.state, command, args, actor)), 0)
        index = len(self.actions) + 1
        state, events, action = perform(self.referee, self.header, self.state, index,
                                        command, args, actor, entered)
        self.file = append_action(self.file, action)   # durable before we report it
        self.state = state
        self.history.append(tuple(events))
        return Outcome(action, tuple(events), index)

    def undo(self) -> Action:
        if not self.actions:
            raise RuleError("отменять нечего: журнал пуст", "nothing to undo: the log is empty")
        last = self.actions[-1]
        kept = self.actions[:-1]
        result = replay(self.referee, self.header, kept)
        self.file = rewrite_session_file(self.file, kept)
        self.state = result.state
        self.history = list(result.events)
        return last

    def verify(self) -> None:
        """Recompute everything from the seed; raises ReplayDivergence at the first difference."""
        replay(self.referee, self.header, self.actions, verify=True)

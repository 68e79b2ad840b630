"""A session log's actions as read, each decoded from its line when first asked for.

A one-shot write restored from the kept state (pnpkit.referee.table) needs the count of
actions and the last two's digests: decoding all of a long log's lines (~1.3 ms for 150)
was most of its reading.  Such a log's bytes are the ones its kept state stands for (a
log pnpkit wrote and read whole before), so its lines are written back as they are, and
an undo re-encodes none of them.  Any other read decodes every line at once, so a bad
line is still named where it is (pnpkit.referee.store).
"""

from __future__ import annotations

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from pnpkit.rules.session_records import Action


class ActionLines:
    """The actions of a log's lines (``lines[i]`` is action i + 1's, without its newline);
    ``decode(number, line)`` makes action ``number`` of its line (raising the store's
    error for a bad one).  A sequence: its length, an action by index, a prefix (``[:-1]``,
    what an undo keeps) and iteration; equal to the tuple of the same actions."""

    __slots__ = ("lines", "decoded", "decode")

    def __init__(self, lines: list[bytes], decode: Callable[[int, bytes], Action],
                 decoded: list[Action | None] | None = None) -> None:
        self.lines = lines
        self.decode = decode
        self.decoded = [None] * len(lines) if decoded is None else decoded

    def __len__(self) -> int:
        return len(self.lines)

    def __bool__(self) -> bool:
        return bool(self.lines)

    def __getitem__(self, index):
        if type(index) is slice:
            if index.start not in (None, 0) or index.step not in (None, 1):
                return tuple(self)[index]  # action numbers start at 1: a prefix only stays lazy
            return ActionLines(self.lines[index], self.decode, self.decoded[index])
        if index < 0:
            index += len(self.lines)
        if not 0 <= index < len(self.lines):
            raise IndexError("action index out of range")
        action = self.decoded[index]
        if action is None:
            action = self.decoded[index] = self.decode(index + 1, self.lines[index])
        return action

    def __iter__(self) -> Iterator[Action]:
        return (self[i] for i in range(len(self.lines)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (ActionLines, tuple)):
            return tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def appended(self, action: Action, line: str) -> ActionLines:
        """These actions and ``action``, written as ``line``."""
        return ActionLines([*self.lines, line.encode("utf-8")], self.decode, [*self.decoded, action])

    def texts(self) -> list[str]:
        """Each action's line as read (as written, for the ones appended)."""
        return [line.decode("utf-8") for line in self.lines]

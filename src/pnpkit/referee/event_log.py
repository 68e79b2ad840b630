"""Each logged action's events, as a table holds them: decoded (a tuple of Events each)
or as the kept state holds them (one JSON text each, in UTF-8), each turned into the
other only when asked for.

A one-shot write restored from the kept state (pnpkit.referee.table) appends one
action's events and writes the others back: decoding a long log's kept events and
encoding them again (~2.5 ms for 150 actions) was more than the action itself, and so
was their text decoded, cut and joined again (~0.5 ms): they are passed on as bytes.  A
table kept open (``play``, the live page) encodes each action's events once, when first kept.
"""

from __future__ import annotations

from pnpkit import quick_json

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Sequence


def _decoded(text: bytes) -> tuple:
    """An action's events from their kept text (``[[kind, data, rule], …]`` in UTF-8)."""
    from pnpkit.rules.session_records import Event

    items = quick_json.loads(text)
    if not isinstance(items, list) or not all(
            isinstance(e, list) and tuple(map(type, e)) == (str, dict, str) for e in items):
        raise ValueError("kept events that are not [kind, data, rule] triples")
    return tuple(Event(kind, data, rule) for kind, data, rule in items)


class EventLog:
    """A list of each action's events (index, slice, iterate, append, compare with a
    list), each item also kept as its JSON text in UTF-8 once known (:meth:`lines`)."""

    __slots__ = ("_items",)

    def __init__(self, events: Iterable[Sequence] = ()) -> None:
        self._items = [[tuple(e), None] for e in events]  # [events or None, text or None]

    @classmethod
    def kept(cls, texts: Iterable[bytes]) -> EventLog:
        """The events kept as these texts (pnpkit.rules.session_state.action_json's, in UTF-8)."""
        log = cls()
        log._items = [[None, text] for text in texts]
        return log

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index):
        if type(index) is slice:
            log = EventLog()
            log._items = [list(item) for item in self._items[index]]
            return log
        item = self._items[index]
        if item[0] is None:
            item[0] = _decoded(item[1])
        return item[0]

    def __iter__(self) -> Iterator[tuple]:
        return (self[i] for i in range(len(self._items)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (EventLog, list)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"EventLog({list(self)!r})"

    def append(self, events: Sequence) -> None:
        self._items.append([tuple(events), None])

    def copy(self) -> EventLog:
        return self[:]

    def lines(self) -> list[bytes | None]:
        """Each action's events as their kept text in UTF-8 (None: not JSON's own data)."""
        from pnpkit.rules.session_state import action_json

        for item in self._items:
            if item[1] is None:
                text = action_json(item[0])
                item[1] = None if text is None else text.encode("utf-8")
        return [item[1] for item in self._items]

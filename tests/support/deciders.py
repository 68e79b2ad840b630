"""Deciders for the Amber engine's questions in tests.

The engine asks a player a question through ``decide(state, who, question, options,
info)`` and takes the index of the option chosen; tests answered it with closures
written again in each file with small differences.  :func:`scripted` is the one way."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

Note = Callable[[int, str, Sequence[Any], Mapping[str, Any]], Any]


def scripted(answers: Mapping[str, Any] | None = None, asked: list | None = None,
             note: Note | None = None):
    """A decider that answers the questions named in ``answers`` — with an option's
    index, or with a yes/no value found among the options (``{"may": True}``) — and any
    other with the first option.  Each question it is asked goes into ``asked``: its name,
    or what ``note(who, question, options, info)`` makes of it."""
    def decide(_state, who, question, options, info):
        if asked is not None:
            asked.append(note(who, question, options, info) if note else question)
        want = (answers or {}).get(question)
        if want is None:
            return 0
        if isinstance(want, bool) and want in options:
            return options.index(want)
        return int(want)
    return decide


def as_events(players: Sequence[str]) -> Note:
    """A ``note`` keeping each question as the referee's ``question`` event (to describe
    it as the table reads it); ``players`` are the game's names by seat."""
    from pnpkit.rules.session import Event

    def note(who, question, options, info):
        return Event("question", {"player": players[who], "question": question, "options": list(options),
                                  "info": dict(info), "players": list(players)})
    return note


def race_turn(table) -> None:
    """A race table's ``turn``, and when an obstacle asks for a player, the first one it
    takes (the referee's table: ``table.act``)."""
    from pnpkit.rules.session import RuleError

    try:
        table.act("turn", [], confirmed=True)
    except RuleError:
        for name in table.header.player_names():
            try:
                table.act("turn", [name], confirmed=True)
                return
            except RuleError:
                continue
        raise

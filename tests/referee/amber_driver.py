"""Pick a legal Amber referee command from a session's status JSON (test helper).

The choice depends only on the state and a seeded generator, so the same seed gives
the same command list in-process, through the CLI, or typed into ``play``."""

from __future__ import annotations

import random


def next_command(state: dict, rng: random.Random) -> list[str]:
    """The next command (as CLI words) for a status/outcome ``state`` snapshot."""
    pending = state.get("pending")
    if pending is not None:
        pause = pending["pause"]
        if pause["kind"] == "arrived":
            return ["resolve"]
        if pause["kind"] == "fight":
            return ["fight"]
        options = pause["options"]
        if options[:2] == [False, True]:
            return [rng.choice(["yes", "no"])]
        keys = (pause.get("info") or {}).get("keys")  # an office's deals keep their numbers
        numbers = [k + 1 for k in keys] if keys and len(keys) == len(options) else range(1, len(options) + 1)
        return ["choose", str(numbers[rng.randint(1, len(options)) - 1])]
    if state["phase"] == "move":
        return ["move", "?"]  # the caller asks `moves --json` for the destinations
    return ["roll"]


def pick_destination(moves_event: dict, rng: random.Random) -> str:
    full = [m["to"] for m in moves_event["moves"] if not m["in_passing"]] or \
        [m["to"] for m in moves_event["moves"]]
    return rng.choice(full)


def table_command(referee, table, rng: random.Random) -> list[str]:
    """:func:`next_command` for a table in this process, a move's destination picked
    from the referee's own ``moves`` answer."""
    from pnpkit.rules.session import Action, NoDice

    words = next_command(referee.to_json(table), rng)
    if words == ["move", "?"]:
        _, events = referee.apply(table, Action("moves"), NoDice())
        words = ["move", pick_destination(events[0].data, rng)]
    return words


def act_agreeing(table, words: list[str]):
    """``table.act`` for the driver's words; a spend that waits for a yes is confirmed
    (the driver always agrees), so the game goes on as its seed has it.  Returns the
    outcome and whether a confirmation was asked."""
    from pnpkit.referee.table import NeedsConfirmation

    try:
        return table.act(words[0], words[1:]), False
    except NeedsConfirmation:
        return table.act(words[0], words[1:], confirmed=True), True


def agreed_line(referee, before, after, action, events, words: list[str]) -> str:
    """The words as a line typed into ``play`` (or the CLI): with ``--yes`` when the
    action asks for a confirmation, so a script never stops at the question."""
    asks = referee.confirm(before, after, action, events) is not None
    return " ".join([*words, "--yes"] if asks else words)

"""Property: any sequence of commands, refused or not, leaves a log that replays to the
live state and verifies against the seed."""

import tempfile
from pathlib import Path

from counter_game import GAME_ID
from hypothesis import given, settings
from hypothesis import strategies as st

from pnpkit.referee.table import Table
from pnpkit.rules.dice import DiceError
from pnpkit.rules.session import Player, RuleError, SessionHeader

steps = st.lists(st.one_of(
    st.tuples(st.just("move"), st.none() | st.lists(st.integers(0, 7), max_size=2)),
    st.tuples(st.just("pass"), st.none()),
    st.tuples(st.just("duel"), st.none() | st.lists(st.integers(1, 6), min_size=2, max_size=2)),
    st.tuples(st.just("roll"), st.none()),
    st.tuples(st.just("undo"), st.none()),
), max_size=25)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), steps)
def test_log_replays_to_the_live_state(seed, script):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.pnp"
        header = SessionHeader(GAME_ID, seed, (Player("A"), Player("B")), "long")
        table = Table.new(path, header)
        for command, entered in script:
            try:
                if command == "undo":
                    table.undo()
                elif command == "duel":
                    other = "B" if table.referee.current_player(table.state) == "A" else "A"
                    table.act("duel", [other], entered=entered)
                elif command == "roll":
                    table.act("roll", ["2d6+1"])
                else:
                    table.act(command, entered=entered)
            except (RuleError, DiceError):
                pass
        reopened = Table.open(path)
        assert reopened.state == table.state
        assert reopened.actions == table.actions
        reopened.verify()

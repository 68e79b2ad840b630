"""Fuzz: a session whose lines are well-formed records but hostile in what they say (any
command, any arguments, any dice) opens, replays and verifies to a session or one
located error — never another exception (CI: the `ci` profile's budget)."""

import json

from hypothesis import event, given
from hypothesis import strategies as st

from pnpkit.referee.store import SessionFileError
from pnpkit.referee.table import Table
from pnpkit.rules.session import ReplayDivergence

HEADERS = {
    game: {"pnpkit_session": 1, "game": game, "seed": 3, "preset": None,
           "players": [{"name": name, "character": None} for name in players],
           "options": {}, "locale": "en"}
    for game, players in (("race", ["A", "B"]), ("fighting-fantasy", ["A"]))}
COMMANDS = ["turn", "where", "roll", "fight", "luck", "eat", "take", "drop", "pay", "drink",
            "change", "undo", "move", "__init__", "", "ход"]
WORDS = ["A", "B", "C", "2d6", "1d6", "d20", "3d6+2", "999d6", "0", "-1", "4", "9" * 30,
         "", " ", "\x1b[2J", "x" * 300, "1d0", "d%"]

rolls = st.fixed_dictionaries(
    {"expr": st.sampled_from(WORDS), "faces": st.lists(st.integers(-3, 30), max_size=4),
     "total": st.integers(-10, 100)},
    optional={"entered": st.booleans(), "why": st.sampled_from(["", "move", "turn"])})
actions = st.fixed_dictionaries(
    {"cmd": st.sampled_from(COMMANDS), "args": st.lists(st.sampled_from(WORDS), max_size=3),
     "rolls": st.lists(rolls, max_size=2),
     "digest": st.sampled_from(["", "7250692f347ba418", "x"])},
    optional={"actor": st.sampled_from(["A", "B", "Z"])})


@given(st.sampled_from(sorted(HEADERS)), st.lists(actions, max_size=6))
def test_any_records_open_and_verify_or_give_one_located_error(tmp_path_factory, game, records):
    path = tmp_path_factory.mktemp("fuzz") / "s.pnp"
    lines = [json.dumps(HEADERS[game])] + [json.dumps({"n": i, **r}) for i, r in enumerate(records, 1)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    try:
        table = Table.open(path)
    except SessionFileError as exc:
        assert exc.text("en").startswith(str(path)) and "\n" not in exc.text("en")
        assert exc.line <= len(lines)
        event("refused")
        return
    try:
        table.verify()
    except ReplayDivergence as exc:
        assert 1 <= exc.index <= len(records) and "\n" not in exc.en
        event("diverged")
    else:
        event("verified")

"""The reader never raises, whatever bytes it is given."""

import shutil
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from pnpkit.model.diagnostics import Diagnostics
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.yaml_source import parse_yaml_bytes

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
BOARD = (DEMO / "board.yaml").read_bytes()
YAML_BITS = [b":", b"-", b" ", b"\n", b"\t", b"[", b"]", b"{", b"}", b"&a", b"*a", b"!!python/name:os.system",
             b"'", b'"', b"#", b"? ", b"<<: ", b"\xff", b"\x00", b"id: ", b"field.start", b"1e999", b"~"]


@given(st.binary(max_size=400))
def test_random_bytes_never_raise(data):
    diags = Diagnostics()
    parse_yaml_bytes(data, "fuzz.yaml", diags)
    for d in diags.items:
        assert d.code.startswith("E") and d.source.path == "fuzz.yaml"


@st.composite
def mutated_board(draw):
    data = bytearray(BOARD)
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["insert", "delete", "replace"]))
        if action == "insert":
            data[at:at] = draw(st.sampled_from(YAML_BITS))
        elif action == "delete":
            del data[at: at + draw(st.integers(1, 20))]
        elif at < len(data):
            data[at] = draw(st.integers(0, 255))
    return bytes(data)


@given(mutated_board())
def test_mutated_game_files_never_raise(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("fuzz") / "demo"
    shutil.copytree(DEMO, folder)
    (folder / "board.yaml").write_bytes(data)
    result = load_game(folder)
    if not result.diagnostics.ok:
        assert result.game is None
    for d in result.diagnostics.items:
        assert d.format()

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


def test_a_game_its_checks_refuse_is_not_handed_on(tmp_path):
    # Found by the fuzz below: a field past its board's edge (``5:0`` reads as 300 in YAML 1.1)
    # passes the schema, and the check after the build refused it while the game went on.
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    board = BOARD.replace(b"rect: [0, 0, 50, 50]", b"rect: [0, 0, 5:0, 50]", 1)
    assert board != BOARD
    (folder / "board.yaml").write_bytes(board)
    result = load_game(folder)
    assert [d.code for d in result.diagnostics.items] == ["E104"]
    assert result.game is None


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


@given(st.recursive(st.one_of(st.integers(-5, 5), st.text(max_size=5), st.booleans()),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
                    max_leaves=20))
def test_fast_and_pure_composers_agree(value):
    import yaml

    from pnpkit.readers import yaml_source

    text = yaml.safe_dump({"extra": value}, allow_unicode=True)
    fast = yaml_source.parse_yaml_bytes(text.encode(), "a.yaml", Diagnostics())
    original = yaml_source._FastLoader
    yaml_source._FastLoader = None
    try:
        pure = yaml_source.parse_yaml_bytes(text.encode(), "a.yaml", Diagnostics())
    finally:
        yaml_source._FastLoader = original
    assert fast == pure


def test_absurd_nesting_is_refused_not_crashed():
    block = "".join(" " * i + "-\n" for i in range(3000)).encode()
    for text in (b"[" * 200_000, b"{a: " * 50_000, block):
        diags = Diagnostics()
        parse_yaml_bytes(text, "deep.yaml", diags)
        assert diags.items and all(d.code.startswith("E") for d in diags.items)


def _nesting(value) -> int:
    if isinstance(value, dict):
        return 1 + max((_nesting(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_nesting(v) for v in value), default=0)
    return 0


_BRACKETY_TEXT = st.text(alphabet="ab []{}'\",:#-?\\", max_size=8)


@given(st.recursive(st.one_of(_BRACKETY_TEXT, st.integers(-5, 5)),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_BRACKETY_TEXT, inner, max_size=3),
                    max_leaves=30),
       st.sampled_from([True, None]))
def test_the_depth_counted_before_parsing_is_never_less_than_the_real_one(value, flow):
    """The pre-parse count decides whether libyaml may read a file; brackets and quotes
    inside values must never make it count less than the real nesting."""
    import yaml

    from pnpkit.readers.yaml_source import flow_depth

    text = yaml.safe_dump({"extra": value}, allow_unicode=True, default_flow_style=flow, width=30)
    assert yaml.safe_load(text) == {"extra": value}
    if flow:
        assert flow_depth(text) >= _nesting({"extra": value})
    document = parse_yaml_bytes(text.encode(), "a.yaml", Diagnostics())
    assert document is not None and document["extra"] == value

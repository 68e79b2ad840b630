"""The reader constructs each plain scalar with PyYAML's safe constructor of its tag,
called directly: the same values as a whole safe load, and nothing kept in the one
loader the process shares (construct_object kept every node it met)."""

from __future__ import annotations

import datetime

import yaml
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.model.diagnostics import Diagnostics
from pnpkit.readers import yaml_source

SCALARS = st.one_of(
    st.integers(-10**30, 10**30), st.floats(allow_nan=False), st.booleans(), st.none(),
    st.text(max_size=20), st.dates(), st.sampled_from(["on", "yes", "No", "0x1F", "0o17", "1_000",
                                                       ".inf", "-.Inf", "~", "null", "2024-02-30"]),
)


def _plain(value):
    if isinstance(value, dict):
        return {_plain(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _reference(text: str):
    """A whole safe load with the reader's resolvers (dates kept as written)."""
    loaded = yaml.load(text, Loader=yaml_source._NoAliasLoader)  # noqa: S506 - the safe loader's subclass

    def dates_as_text(value):
        if isinstance(value, dict):
            return {k: dates_as_text(v) for k, v in value.items()}
        if isinstance(value, list):
            return [dates_as_text(v) for v in value]
        return value.isoformat() if isinstance(value, (datetime.date, datetime.datetime)) else value

    return dates_as_text(loaded)


@given(st.lists(SCALARS, min_size=1, max_size=8))
def test_scalars_read_as_a_safe_load_reads_them(values):
    text = yaml.safe_dump({"values": values, "key": values[0]}, allow_unicode=True)
    diags = Diagnostics()
    document = yaml_source.parse_yaml_bytes(text.encode("utf-8"), "t.yaml", diags)
    if not diags.ok:  # a date PyYAML cannot construct is refused, as before
        return
    assert _plain(document) == _reference(text)


def test_the_shared_loader_keeps_no_node():
    diags = Diagnostics()
    yaml_source.parse_yaml_bytes(b"a: [1, 2.5, true, null, text, 2024-01-02]\n", "t.yaml", diags)
    assert diags.ok
    assert not yaml_source._SCALARS.constructed_objects

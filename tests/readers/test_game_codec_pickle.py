"""The game cache keeps a whole read as a pickle of the model's values (game_codec): it
decodes to what the JSON form decodes to, holds each object's fields alone, and a
planted pickle naming any other class (os.system, eval, a model module's helper) is
refused before anything is made of it."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from pnpkit.model.located import SourcedDict
from pnpkit.readers.game_codec import CacheFormatError, decode_result, encode_json, encode_result
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.load_result import LoadResult

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"


@pytest.fixture(scope="module")
def reads():
    from pnpkit.paths import content_root

    return [load_game(DEMO), load_game(content_root() / "race"), load_game(content_root() / "amber")]


def test_a_kept_read_decodes_as_its_json_form(reads):
    for result in reads:
        body = encode_result(result)
        assert body[:1] == b"\x80" and decode_result(body) == decode_result(encode_json(result)) == result


def test_a_kept_read_holds_each_objects_fields_alone(reads):
    result = reads[0]
    object.__setattr__(result.game, "memo", {"made": "while playing"})
    mapping = SourcedDict(a=1)
    mapping.value_sources = {"a": "somewhere"}
    kept = decode_result(encode_result(LoadResult(type(result.game)(**{
        **{k: v for k, v in result.game.__dict__.items() if k != "memo"}, "extra": mapping}), result.diagnostics)))
    del result.game.__dict__["memo"]
    assert not hasattr(kept.game, "memo") and kept.game.extra == {"a": 1}
    assert not hasattr(kept.game.extra, "value_sources")


class _Call:
    def __init__(self, function, *args):
        self.function, self.args = function, args

    def __reduce__(self):
        return self.function, self.args


@pytest.mark.parametrize("protocol", [2, 4, 5])
def test_a_planted_pickle_naming_other_code_is_refused_unrun(tmp_path, protocol):
    from pnpkit.model import game
    from pnpkit.value_class import value_class

    marker = tmp_path / "pwned"
    for planted in (_Call(os.system, f"touch {marker}"), _Call(eval, f"open({str(marker)!r}, 'w')"),
                    _Call(value_class, None), game.__getattr__):
        with pytest.raises(CacheFormatError):
            decode_result(pickle.dumps(planted, protocol=protocol))
    assert not marker.exists()


def test_damaged_pickles_are_one_error(reads):
    body = encode_result(reads[0])
    for damaged in (body[:len(body) // 2], body[:2], b"\x80\x05junk", body.replace(b"LoadResult", b"LoadResulX")):
        with pytest.raises(CacheFormatError):
            decode_result(damaged)


def test_a_read_holding_other_values_is_not_kept(reads):
    result = reads[0]
    odd = LoadResult(type(result.game)(**{**result.game.__dict__, "extra": {"s": {1, 2}}}), result.diagnostics)
    with pytest.raises(TypeError):
        encode_result(odd)


def test_a_names_part_is_a_pickle_of_namespaces_as_its_json_form_decodes(reads):
    from types import SimpleNamespace

    from pnpkit.games.amber.shipped import NAMED
    from pnpkit.readers.game_codec import decode_names, decode_names_part, names_part

    body = encode_result(reads[2])
    part = names_part(body, NAMED)
    assert part[:1] == b"\x80" and decode_names_part(part) == decode_names(body, NAMED)
    assert isinstance(decode_names_part(part).game, SimpleNamespace)
    with pytest.raises(CacheFormatError):  # a whole read holds the model's classes alone
        decode_result(part)
    with pytest.raises(CacheFormatError):
        decode_names_part(pickle.dumps(_Call(os.system, "true")))


def test_a_source_is_kept_as_its_class_called_with_its_values():
    """A source (Amber's game holds ~2,800) is one call of its class, not an empty object
    filled from a dict (a quarter quicker to load, issue #31); it comes back equal."""
    import pickletools

    from pnpkit.model.diagnostics import Source
    from pnpkit.readers.game_codec import _pickled, _unpickled

    data = _pickled([Source("a.yaml", 3, 4), Source("b.yaml")])
    ops = {op.name for op, _, _ in pickletools.genops(data)}
    assert "REDUCE" in ops and not ops & {"BUILD", "NEWOBJ"}
    assert _unpickled(data) == [Source("a.yaml", 3, 4), Source("b.yaml")]


_STARTED = r"""
import sys
from pnpkit.readers.game_codec import _c_unpickler, decode_result, encode_result
assert "functools" not in sys.modules and "_pickle" not in sys.modules
unpickler = _c_unpickler()
assert "functools" not in sys.modules and "collections" not in sys.modules, sorted(sys.modules)
import _functools, functools, io, pickle
assert functools.reduce and functools.partial is _functools.partial and pickle.Unpickler is unpickler

class Pair:  # its reduce, at protocol 2, is written with the partial _pickle holds
    def __init__(self, a, *, b):
        self.a, self.b = a, b
    def __getnewargs_ex__(self):
        return (self.a,), {"b": self.b}

for protocol in (2, 5):
    back = pickle.loads(pickle.dumps(Pair(1, b=2), protocol=protocol))
    assert (back.a, back.b) == (1, 2)
print("ok")
"""


def test_the_c_pickle_started_without_functools_is_the_same_pickle():
    """game_codec starts _pickle with ``functools`` standing for a module holding only
    _functools.partial, and takes it away: the real functools imports afterwards, and the
    pickle writes and reads (a keyword-argument reduce at protocol 2 uses that partial)."""
    import subprocess
    import sys

    from pnpkit.readers import game_codec

    # without site (-S): an interpreter whose site files import functools (a .pth importing
    # re does) would start the pickle as usual; this package, found by PYTHONPATH, needs none
    env = {**os.environ, "PYTHONPATH": str(Path(game_codec.__file__).resolve().parents[2])}
    child = subprocess.run([sys.executable, "-S", "-c", _STARTED], capture_output=True, text=True, timeout=120,
                           env=env)
    assert child.stdout.strip() == "ok", child.stderr

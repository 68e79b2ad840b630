"""pnpkit.writer.write_bytes_atomic: the temporary file it makes beside the target (as
tempfile.mkstemp would, without importing tempfile), and when it syncs."""

import os
import stat

import pytest

from pnpkit import writer


def test_the_bytes_replace_the_file_and_no_temporary_is_left(tmp_path):
    target = tmp_path / "deep" / "out.json"
    writer.write_bytes_atomic(target, b"one")
    writer.write_bytes_atomic(target, b"two")
    assert target.read_bytes() == b"two"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert os.listdir(target.parent) == ["out.json"]


def test_a_taken_temporary_name_is_passed_over(tmp_path, monkeypatch):
    target = tmp_path / "out.json"
    draws = iter([b"\1" * 6, b"\1" * 6, b"\2" * 6])
    monkeypatch.setattr(os, "urandom", lambda n: next(draws))
    taken = tmp_path / f".out.json.{'01' * 6}.tmp"
    taken.write_bytes(b"someone else's")
    writer.write_bytes_atomic(target, b"mine")
    assert target.read_bytes() == b"mine" and taken.read_bytes() == b"someone else's"
    assert sorted(os.listdir(tmp_path)) == sorted(["out.json", taken.name])


def test_a_failed_write_removes_its_temporary(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left")))
    with pytest.raises(OSError):
        writer.write_bytes_atomic(tmp_path / "out.json", b"x")
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize(("durable", "syncs"), [(True, 2), (False, 0)])
def test_only_a_durable_write_is_synced(tmp_path, monkeypatch, durable, syncs):
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real(fd))
    writer.write_bytes_atomic(tmp_path / "out.json", b"x", durable)
    assert len(synced) == syncs  # the file and its folder

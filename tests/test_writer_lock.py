"""Two processes replacing one folder take turns; one kept waiting past its minute gets
one clear error, and the folder is left as it was."""

from __future__ import annotations

import itertools
import time

import pytest

from pnpkit import writer

pytest.importorskip("fcntl")


def test_a_folder_replaced_elsewhere_too_long_is_one_clear_error(tmp_path, monkeypatch):
    out = tmp_path / "out"
    target = out / "kit"
    writer.replace_folder(target, {"a.txt": b"before"})
    with writer.folder_lock(out):  # another writer holds the parent's lock
        clock = itertools.count(0, 100.0)  # each look at the clock a hundred seconds on
        monkeypatch.setattr(time, "monotonic", lambda: next(clock))
        with pytest.raises(TimeoutError, match="being written by another process"):
            writer.replace_folder(target, {"a.txt": b"after"})
    monkeypatch.undo()
    assert (target / "a.txt").read_bytes() == b"before"
    writer.replace_folder(target, {"a.txt": b"after"})  # the lock let go: it goes through
    assert (target / "a.txt").read_bytes() == b"after"

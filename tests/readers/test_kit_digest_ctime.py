"""An edit that keeps a file's size and modification time (``touch -r``, a tool that
restores times) still changes the kit's key: the digest kept per process is stamped
with the change time too (issue #27 point 9)."""

from __future__ import annotations

import os
import time

from pnpkit.readers import kit_state


def test_an_edit_keeping_size_and_mtime_is_seen(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes(b"name: wolf\n")
    old = time.time_ns() - 60 * 10**9  # settled: its digest is kept
    os.utime(path, ns=(old, old))
    first = kit_state._file_digest(path)
    time.sleep(0.01)  # the change time moves on, whatever the clock's tick
    with open(path, "r+b") as handle:  # the same inode, the same size
        handle.write(b"name: bear\n")
    os.utime(path, ns=(old, old))
    assert kit_state._file_digest(path) != first

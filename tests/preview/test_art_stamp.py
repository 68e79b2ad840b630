"""The preview redraws a face when a picture it shows changes on disk, whatever the
file's size and time say."""

from __future__ import annotations

import os

from pnpkit.preview.fingerprint import art_stamp


def test_a_picture_copied_in_with_its_size_and_time_kept_changes_the_stamp(tmp_path):
    picture = tmp_path / "art" / "wolf.svg"
    picture.parent.mkdir()
    picture.write_text('<svg width="10" height="10"><rect fill="red"/></svg>')
    os.utime(picture, ns=(1_700_000_000_000_000_000, 1_700_000_000_000_000_000))
    before = art_stamp(tmp_path)
    picture.write_text('<svg width="10" height="10"><rect fill="tan"/></svg>')  # same size
    os.utime(picture, ns=(1_700_000_000_000_000_000, 1_700_000_000_000_000_000))  # cp -p, unzip
    assert art_stamp(tmp_path) != before  # was equal: the old face stayed on the page


def test_a_fifo_among_the_pictures_is_never_read(tmp_path):
    os.mkfifo(tmp_path / "trap.png")
    (tmp_path / "wolf.png").write_bytes(b"\x89PNG")
    assert art_stamp(tmp_path) == art_stamp(tmp_path)  # returns: nothing waits on the FIFO

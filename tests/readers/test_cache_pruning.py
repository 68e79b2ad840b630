"""The per-user cache keeps a few newest entries per family and removes nothing else."""

from __future__ import annotations

import os

from pnpkit.readers import cache_pruning


def _entry(folder, name: str, age: int) -> str:
    path = folder / name
    path.write_text(name)
    stamp = 1_700_000_000 - age * 60  # older entries have smaller mtimes
    os.utime(path, (stamp, stamp))
    return name


def test_only_the_newest_of_a_family_stay(tmp_path):
    names = [_entry(tmp_path, f"amber-{n:032x}.json", age=n) for n in range(10)]
    cache_pruning.prune(str(tmp_path), cache_pruning.game_entries("amber"), keep=4)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names[:4])


def test_other_families_and_foreign_files_are_left_alone(tmp_path):
    mine = [_entry(tmp_path, f"amber-{n:032x}.json", age=n) for n in range(3)]
    others = [_entry(tmp_path, f"race-{n:032x}.json", age=n) for n in range(3)]
    others += [_entry(tmp_path, f"amber-derived-{n:032x}.marshal", age=n) for n in range(3)]
    others += [_entry(tmp_path, name, age=50) for name in
               ("amber-notes.json", "amber-0123.json", f"amber-{0:032x}.json.tmp", "README")]
    cache_pruning.prune(str(tmp_path), cache_pruning.game_entries("amber"), keep=1)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([mine[0], *others])


def test_a_link_is_never_followed_or_removed(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    cache = tmp_path / "cache"
    cache.mkdir()
    _entry(cache, f"answer-{1:040x}.json", age=0)
    link = cache / f"answer-{2:040x}.json"
    link.symlink_to(outside)
    os.utime(link, (1_600_000_000, 1_600_000_000), follow_symlinks=False)
    cache_pruning.prune(str(cache), cache_pruning.ANSWER_ENTRIES, keep=0)
    assert link.is_symlink() and outside.read_text() == "keep me"
    assert [p.name for p in cache.iterdir()] == [link.name]


def test_a_missing_folder_is_no_error(tmp_path):
    cache_pruning.prune(str(tmp_path / "none"), cache_pruning.ANSWER_ENTRIES, keep=0)

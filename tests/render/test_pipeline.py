"""The build pipeline: skip unchanged parts, commit all or nothing, keep old output."""

from __future__ import annotations

import hashlib
import json
import os

import pytest

from pnpkit.readers.kit_state import MANIFEST_NAME
from pnpkit.render.pipeline import (
    BuildFailed,
    Output,
    Part,
    hash_inputs,
    manifest_name,
    run_build,
)


def _part(name: str, payload: bytes, *, calls: list[str] | None = None, fail: bool = False,
          interrupt: bool = False, files: int = 1) -> Part:
    def build(report):
        if calls is not None:
            calls.append(name)
        report(0, 1)
        if fail:
            raise ValueError("bad content in " + name)
        if interrupt:
            raise KeyboardInterrupt
        report(1, 1)
        return [Output(f"{name}{i or ''}.bin", payload + bytes([i]), pages=2)
                for i in range(files)]

    return Part(name, hash_inputs(name, payload), build)


def _snapshot(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_build_writes_files_and_manifest(tmp_path):
    out = tmp_path / "out"
    report = run_build([_part("deck", b"D"), _part("board", b"B")], out,
                       meta={"game": "demo", "locale": "ru", "paper": "a4"})
    assert [p.name for p in report.parts if p.status == "built"] == ["deck", "board"]
    manifest = json.loads((out / MANIFEST_NAME).read_text(encoding="utf-8"))
    assert manifest["game"] == "demo" and manifest["paper"] == "a4"
    by_path = {f["path"]: f for f in manifest["files"]}
    assert set(by_path) == {"deck.bin", "board.bin"}
    for path, entry in by_path.items():
        assert entry["sha256"] == hashlib.sha256((out / path).read_bytes()).hexdigest()
        assert entry["pages"] == 2
    assert not list(tmp_path.glob(".out.staging-*"))


def test_unchanged_parts_are_skipped_and_bytes_stay_equal(tmp_path):
    out = tmp_path / "out"
    run_build([_part("deck", b"D"), _part("board", b"B")], out)
    before = _snapshot(out)
    calls: list[str] = []
    report = run_build([_part("deck", b"D", calls=calls), _part("board", b"B2", calls=calls)],
                       out)
    assert calls == ["board"]
    assert [p.status for p in report.parts] == ["skipped", "built"]
    after = _snapshot(out)
    assert after["deck.bin"] == before["deck.bin"]
    assert after["board.bin"] != before["board.bin"]
    # A third run with nothing changed rebuilds nothing and rewrites the same manifest.
    calls.clear()
    run_build([_part("deck", b"D", calls=calls), _part("board", b"B2", calls=calls)], out)
    assert calls == [] and _snapshot(out) == after


def test_a_damaged_output_is_rebuilt(tmp_path):
    out = tmp_path / "out"
    run_build([_part("deck", b"D")], out)
    (out / "deck.bin").write_bytes(b"tampered")
    calls: list[str] = []
    run_build([_part("deck", b"D", calls=calls)], out)
    assert calls == ["deck"] and (out / "deck.bin").read_bytes() == b"D\x00"


@pytest.mark.parametrize("failure", ["fail", "interrupt"])
def test_a_failing_build_leaves_the_previous_output_untouched(tmp_path, failure):
    out = tmp_path / "out"
    run_build([_part("deck", b"D"), _part("board", b"B")], out)
    before = _snapshot(out)
    parts = [_part("deck", b"D-new"), _part("board", b"B-new", **{failure: True})]
    expected = BuildFailed if failure == "fail" else KeyboardInterrupt
    with pytest.raises(expected) as info:
        run_build(parts, out)
    if failure == "fail":
        assert info.value.part == "board" and "bad content" in str(info.value)
    assert _snapshot(out) == before  # deck was rebuilt in staging but never moved in
    assert not list(tmp_path.glob(".out.staging-*"))


def test_only_builds_the_named_parts_and_keeps_the_rest(tmp_path):
    out = tmp_path / "out"
    run_build([_part("deck", b"D"), _part("board", b"B")], out)
    calls: list[str] = []
    report = run_build([_part("deck", b"D2", calls=calls), _part("board", b"B2", calls=calls)],
                       out, only={"board"})
    assert calls == ["board"]
    assert [p.status for p in report.parts] == ["kept", "built"]
    manifest = json.loads((out / MANIFEST_NAME).read_text(encoding="utf-8"))
    assert {f["path"] for f in manifest["files"]} == {"deck.bin", "board.bin"}
    assert (out / "deck.bin").read_bytes() == b"D\x00"
    with pytest.raises(ValueError, match="unknown parts"):
        run_build([_part("deck", b"D")], out, only={"nope"})


def test_files_a_part_no_longer_makes_are_removed(tmp_path):
    out = tmp_path / "out"
    run_build([_part("deck", b"D", files=2)], out)
    assert (out / "deck1.bin").exists()
    run_build([_part("deck", b"D-changed", files=1)], out)
    assert not (out / "deck1.bin").exists() and (out / "deck.bin").exists()


def test_progress_events(tmp_path):
    events = []
    run_build([_part("deck", b"D")], tmp_path / "out", progress=events.append)
    assert [e.state for e in events] == ["start", "advance", "advance", "done"]
    events.clear()
    run_build([_part("deck", b"D")], tmp_path / "out", progress=events.append)
    assert [e.state for e in events] == ["skipped"]


def test_run_kit_writes_into_game_and_locale_folders(tmp_path):
    from pnpkit.render.pipeline import run_kit

    seen = []
    report = run_kit([_part("deck", b"D")], out=tmp_path, game_id="demo", locale="en",
                     paper="letter", progress=lambda *a: seen.append(a))
    # a Letter kit has its own folder: it never overwrites the A4 one
    manifest = json.loads((tmp_path / "demo" / "en-letter" / MANIFEST_NAME).read_text("utf-8"))
    assert manifest["locale"] == "en" and manifest["paper"] == "letter"
    assert manifest["generator"].startswith("pnpkit ")
    assert report.parts[0].status == "built" and seen[-1] == ("deck", 1, 1)
    again = run_kit([_part("deck", b"D")], out=tmp_path, game_id="demo", locale="en",
                    paper="letter")
    assert again.parts[0].status == "skipped"


def test_input_hash_follows_content_files(tmp_path):
    from pnpkit.render.pipeline import content_files

    (tmp_path / "cards").mkdir()
    (tmp_path / "game.yaml").write_text("id: x\n", encoding="utf-8")
    (tmp_path / "cards" / "a.yaml").write_text("cards: []\n", encoding="utf-8")
    (tmp_path / "notes.bin").write_bytes(b"ignored")
    files = content_files(tmp_path)
    assert [p.name for p in files] == ["a.yaml", "game.yaml"]
    before = hash_inputs(*files, {"paper": "a4"})
    assert hash_inputs(*content_files(tmp_path), {"paper": "a4"}) == before
    assert hash_inputs(*files, {"paper": "letter"}) != before
    (tmp_path / "cards" / "a.yaml").write_text("cards: [1]\n", encoding="utf-8")
    assert hash_inputs(*content_files(tmp_path), {"paper": "a4"}) != before


def test_a_changed_rulebook_template_changes_the_input_hash(tmp_path):
    """A game's own rulebook template is content: editing it must rebuild the kit."""
    from pnpkit.render.pipeline import content_files

    template = tmp_path / "templates" / "rulebook" / "rulebook.md.j2"
    template.parent.mkdir(parents=True)
    template.write_text("# Rules\n", encoding="utf-8")
    before = hash_inputs(*content_files(tmp_path))
    template.write_text("# Rules, changed\n", encoding="utf-8")
    assert hash_inputs(*content_files(tmp_path)) != before


def test_current_kit_lets_an_unchanged_build_skip_reading_the_game(tmp_path):
    from pnpkit.render.pipeline import current_kit, run_kit

    key = hash_inputs("content", {"paper": "a4"})
    assert current_kit(tmp_path, "demo", "ru", key) is None
    run_kit([_part("deck", b"D"), _part("board", b"B")], out=tmp_path, game_id="demo",
            locale="ru", paper="a4", kit_inputs=key)
    report = current_kit(tmp_path, "demo", "ru", key)
    assert report is not None and {p.name for p in report.parts} == {"deck", "board"}
    assert {p.status for p in report.parts} == {"skipped"}
    assert current_kit(tmp_path, "demo", "ru", hash_inputs("changed")) is None
    (tmp_path / "demo" / "ru" / "deck.bin").write_bytes(b"damaged")
    assert current_kit(tmp_path, "demo", "ru", key) is None


def test_a_variant_manifest_keeps_the_other_sets_files(tmp_path):
    out = tmp_path / "out"
    run_build([_part("deck", b"D")], out)
    mono = run_build([_part("deck-mono", b"M")], out, manifest_file=manifest_name("mono"))
    assert [p.name for p in mono.parts if p.status == "built"] == ["deck-mono"]
    assert {p.name for p in out.iterdir()} == {"deck.bin", "deck-mono.bin", MANIFEST_NAME,
                                               "manifest-mono.json"}
    calls: list[str] = []
    again = run_build([_part("deck", b"D", calls=calls)], out)
    assert calls == [] and again.parts[0].status == "skipped"


def test_staging_folders_of_killed_builds_are_removed(tmp_path):
    out = tmp_path / "out"
    left = tmp_path / ".out.staging-999999"  # what a build killed with -9 leaves
    (left / "sub").mkdir(parents=True)
    (left / "sub" / "deck.bin").write_bytes(b"half")
    run_build([_part("deck", b"D")], out)
    assert not left.exists() and (out / "deck.bin").exists()


def test_a_build_cut_short_during_the_renames_is_rebuilt_whole(tmp_path, monkeypatch):
    import os

    from pnpkit.render import pipeline

    out = tmp_path / "out"
    run_build([_part("deck", b"D"), _part("board", b"B")], out)
    real_replace, moved = os.replace, []

    def dies_after_one(src, dst):  # as if killed between two renames into the kit
        if ".staging-" in str(src) and ".staging-" not in str(dst):
            if moved:
                raise OSError(28, "No space left on device", str(dst))
            moved.append(dst)
        real_replace(src, dst)

    monkeypatch.setattr(pipeline.os, "replace", dies_after_one)
    with pytest.raises(pipeline.KitWriteError) as info:
        run_build([_part("deck", b"D2"), _part("board", b"B2")], out)
    monkeypatch.undo()
    assert info.value.committed and "No space left" in info.value.reason
    assert (out / "deck.bin").read_bytes() == b"D2\x00" and (out / "board.bin").read_bytes() == b"B\x00"
    assert not (out / MANIFEST_NAME).exists()  # no manifest vouches for the mixed files
    calls: list[str] = []
    report = run_build([_part("deck", b"D2", calls=calls), _part("board", b"B2", calls=calls)],
                       out, only={"deck"})
    assert report.repaired and calls == ["deck", "board"]
    assert (out / "board.bin").read_bytes() == b"B2\x00"
    manifest = json.loads((out / MANIFEST_NAME).read_text(encoding="utf-8"))
    assert {f["path"] for f in manifest["files"]} == {"deck.bin", "board.bin"}
    assert not list(out.glob(".*.incomplete"))
    again = run_build([_part("deck", b"D2"), _part("board", b"B2")], out)
    assert not again.repaired and [p.status for p in again.parts] == ["skipped", "skipped"]


@pytest.mark.parametrize("error", [(28, "No space left on device"), (13, "Permission denied"),
                                   (30, "Read-only file system")])
def test_a_kit_that_cannot_be_written_is_one_error_and_the_old_kit_stays(tmp_path, monkeypatch, error):
    from pnpkit.render import pipeline

    out = tmp_path / "out"
    run_build([_part("deck", b"D")], out)
    before = _snapshot(out)

    def refuse(path, data):
        raise OSError(error[0], error[1], str(path))

    monkeypatch.setattr(pipeline, "write_bytes_atomic", refuse)
    with pytest.raises(pipeline.KitWriteError) as info:
        run_build([_part("deck", b"D-new")], out)
    assert not info.value.committed and info.value.reason == error[1]
    assert _snapshot(out) == before


def test_an_output_folder_that_is_a_file_is_a_write_error(tmp_path):
    from pnpkit.render.pipeline import KitWriteError

    (tmp_path / "out").write_bytes(b"not a folder")
    with pytest.raises(KitWriteError):
        run_build([_part("deck", b"D")], tmp_path / "out" / "kit")


def test_a_second_build_of_the_same_kit_is_refused_while_the_first_runs(tmp_path):
    import fcntl

    from pnpkit.render.pipeline import KitBusy

    out = tmp_path / "out"
    out.mkdir()
    held = os.open(out, os.O_RDONLY)  # the lock is an OS lock on the kit folder itself
    try:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(KitBusy):
            run_build([_part("deck", b"D")], out)
    finally:
        os.close(held)
    run_build([_part("deck", b"D")], out)
    assert (out / "deck.bin").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no lock file beside it


def test_a_failed_first_build_leaves_no_folder_and_no_lock_file(tmp_path):
    from pnpkit.render.pipeline import BuildFailed

    with pytest.raises(BuildFailed):
        run_build([_part("deck", b"D", fail=True)], tmp_path / "out")
    assert list(tmp_path.iterdir()) == []


def test_content_files_leave_out_links_that_lead_out_of_the_folder(tmp_path):
    from pnpkit.render.pipeline import content_files

    game = tmp_path / "game"
    game.mkdir()
    (game / "a.yaml").write_text("x: 1\n", encoding="utf-8")
    (tmp_path / "secret.yaml").write_text("s: 1\n", encoding="utf-8")
    (game / "b.yaml").symlink_to(tmp_path / "secret.yaml")
    (game / "c.yaml").symlink_to("c.yaml")  # a loop
    (game / "d.yaml").symlink_to("a.yaml")  # inside: kept
    assert [p.name for p in content_files(game)] == ["a.yaml", "d.yaml"]


def _plant(out, entries):
    """A manifest that says the previous build wrote ``entries`` (path, sha256)."""
    out.mkdir(parents=True, exist_ok=True)
    files = [{"path": p, "part": "deck", "bytes": 1, "sha256": h, "pages": None, "kind": "txt"}
             for p, h in entries]
    manifest = {"format": 1, "generator": "x", "parts": {"deck": {"inputs": "old", "files": []}},
                "files": files}
    (out / MANIFEST_NAME).write_text(json.dumps(manifest), encoding="utf-8")


def _victim(path, text=b"keep me"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    return path, hashlib.sha256(text).hexdigest()


def test_a_planted_manifest_naming_a_file_outside_the_kit_deletes_nothing(tmp_path):
    out = tmp_path / "game" / "output" / "demo" / "ru"
    up, up_hash = _victim(tmp_path / "victim.txt")
    absolute, abs_hash = _victim(tmp_path / "home" / "authorized_keys")
    _plant(out, [("../../../../victim.txt", up_hash), (str(absolute), abs_hash),
                 ("sub/../../../../../victim.txt", up_hash)])
    run_build([_part("deck", b"D")], out)
    assert up.read_bytes() == b"keep me" and absolute.read_bytes() == b"keep me"
    assert (out / "deck.bin").exists()


def test_a_planted_manifest_naming_a_link_deletes_neither_link_nor_target(tmp_path):
    out = tmp_path / "out"
    target, digest = _victim(tmp_path / "elsewhere" / "precious.txt")
    out.mkdir()
    (out / "link.txt").symlink_to(target)
    (out / "folder").symlink_to(target.parent)
    _plant(out, [("link.txt", digest), ("folder/precious.txt", digest)])
    run_build([_part("deck", b"D")], out)
    assert target.read_bytes() == b"keep me" and (out / "link.txt").is_symlink()


def test_a_stale_file_changed_since_the_build_is_kept(tmp_path):
    out = tmp_path / "out"
    run_build([_part("deck", b"D"), _part("old", b"O")], out)
    (out / "old.bin").write_bytes(b"the designer's notes")
    run_build([_part("deck", b"D")], out)
    assert (out / "old.bin").read_bytes() == b"the designer's notes"
    # unchanged since the build wrote it: removed as before
    run_build([_part("deck", b"D"), _part("old", b"O")], out)
    run_build([_part("deck", b"D")], out)
    assert not (out / "old.bin").exists()


def test_a_planted_manifest_that_is_a_fifo_is_no_manifest(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    os.mkfifo(out / MANIFEST_NAME)
    report = run_build([_part("deck", b"D")], out)  # returns: the FIFO is never opened to read
    assert [p.name for p in report.parts if p.status == "built"] == ["deck"]


def test_a_kit_subfolder_planted_as_a_link_is_not_written_through(tmp_path):
    from pnpkit.render.pipeline import KitWriteError

    out = tmp_path / "out"
    out.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (out / "cards").symlink_to(elsewhere)

    def build(report):
        return [Output("cards/a.bin", b"A", pages=1)]

    with pytest.raises(KitWriteError):
        run_build([Part("deck", hash_inputs("deck"), build)], out)
    assert list(elsewhere.iterdir()) == []


def test_a_kit_folder_shipped_as_a_link_is_not_built_into(tmp_path):
    """A game folder may ship output/<game>/<locale> linked elsewhere: the build refuses."""
    from pnpkit.render.pipeline import KitWriteError, run_kit

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "output"
    (out / "demo").mkdir(parents=True)
    (out / "demo" / "ru").symlink_to(elsewhere)
    with pytest.raises(KitWriteError, match="is a link"):
        run_kit([_part("deck", b"D")], out=out, game_id="demo", locale="ru", paper="a4")
    assert list(elsewhere.iterdir()) == []

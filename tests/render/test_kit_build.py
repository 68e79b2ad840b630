"""A whole synthetic kit through the pipeline: manifest, skip on rebuild, byte-identical
outputs, and a build interrupted by a real Ctrl-C leaving the old kit intact."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pdf_inspect import page_sizes
from sample_kit import KitOptions, sample_kit_parts

from pnpkit.readers.kit_state import MANIFEST_NAME
from pnpkit.render.pipeline import run_kit

SRC = str(Path(__file__).resolve().parents[2] / "src")
HERE = str(Path(__file__).resolve().parent)  # sample_kit.py, for the child process
OPTIONS = KitOptions(deck_size=40)


def _build(out: Path, options: KitOptions = OPTIONS):
    return run_kit(sample_kit_parts(options), out=out, game_id="sample", locale="ru",
                   paper=options.paper)


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_kit_manifest_lists_every_file_with_pages_and_hashes(tmp_path):
    _build(tmp_path)
    folder = tmp_path / "sample" / "ru"
    manifest = json.loads((folder / MANIFEST_NAME).read_text("utf-8"))
    names = {f["path"] for f in manifest["files"]}
    assert names == {p.name for p in folder.iterdir()} - {MANIFEST_NAME}
    assert {"board.pdf", "board-poster.pdf", "board.svg", "adventure-deck.pdf",
            "adventure-deck-fold.pdf", "tokens.pdf", "catalogue.pdf"} <= names
    for entry in manifest["files"]:
        assert entry["sha256"] == hashlib.sha256((folder / entry["path"]).read_bytes()).hexdigest()
        if entry["kind"] == "pdf":
            assert entry["pages"] == len(page_sizes((folder / entry["path"]).read_bytes()))
    assert manifest["locale"] == "ru" and manifest["paper"] == "a4"


def test_rebuilding_twice_gives_identical_bytes_and_skips_everything(tmp_path):
    _build(tmp_path / "one")
    again = _build(tmp_path / "one")
    assert {p.status for p in again.parts} == {"skipped"}
    _build(tmp_path / "two")
    assert _files(tmp_path / "one" / "sample" / "ru") == _files(tmp_path / "two" / "sample" / "ru")


def test_a_changed_option_rebuilds_only_what_depends_on_it(tmp_path):
    _build(tmp_path)
    report = run_kit(sample_kit_parts(KitOptions(deck_size=40, back_offset_mm=(1.0, 0.0))),
                     out=tmp_path, game_id="sample", locale="ru", paper="a4")
    # Every sample part hashes all options; a real kit hashes only what each part reads.
    assert {p.status for p in report.parts} == {"built"}


# Ctrl-C as a terminal delivers it (a suite started in the background hands its
# children SIGINT as a foreground job would: tests/conftest.py)
_CHILD = r"""
import sys, time
from pathlib import Path
from pnpkit.render.pipeline import Output, Part, hash_inputs, run_kit
from sample_kit import KitOptions, sample_kit_parts

out, ready = Path(sys.argv[1]), Path(sys.argv[2])
parts = sample_kit_parts(KitOptions(deck_size=40, seed=99))

def slow(report):
    ready.write_text("in the slow part")
    time.sleep(60)
    return [Output("slow.bin", b"never")]

run_kit(parts + [Part("slow", hash_inputs("slow"), slow)], out=out, game_id="sample",
        locale="ru", paper="a4")
"""


@pytest.mark.skipif(os.name != "posix", reason="needs POSIX signals")
def test_ctrl_c_during_a_build_leaves_the_previous_kit_intact(tmp_path):
    _build(tmp_path)
    folder = tmp_path / "sample" / "ru"
    before = _files(folder)
    ready = tmp_path / "ready"
    child = subprocess.Popen([sys.executable, "-c", _CHILD, str(tmp_path), str(ready)],
                             env={**os.environ, "PYTHONPATH": os.pathsep.join((SRC, HERE))},
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not ready.exists():
        assert child.poll() is None, child.stderr.read().decode()
        assert time.monotonic() < deadline
        time.sleep(0.05)
    child.send_signal(signal.SIGINT)
    # a bound on a hang, not a measure: a suite run on two busy cores (seven engineers'
    # builds) once took over a minute here; a Ctrl-C held back until the kit is written
    # still fails the kit comparison below
    _, err = child.communicate(timeout=300)
    assert child.returncode != 0 and b"KeyboardInterrupt" in err
    assert _files(folder) == before
    assert not [p for p in (tmp_path / "sample").iterdir() if p.name.startswith(".")]

"""`pnpkit build amber` as a user runs it: the whole kit, a manifest, the same bytes twice."""

import hashlib
import json
import shutil

import pypdfium2 as pdfium
import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game

runner = CliRunner()
KIT_FILES = [
    "board.pdf", "board-poster.pdf", "board.svg", "kingdom-board.pdf", "kingdom-board-poster.pdf",
    "kingdom-board.svg", "adventure-deck.pdf", "adventure-deck-fold.pdf", "travellers.pdf",
    "princes.pdf", "items.pdf", "catalogue.pdf", "tokens.pdf", "manifest.json",
]


@pytest.fixture(scope="module")
def kit(amber_kit):
    return amber_kit  # the run's one whole Russian kit (tests/conftest.py)


def test_every_part_is_written(kit):
    folder, _ = kit
    for name in KIT_FILES:
        assert (folder / name).is_file(), name


def test_manifest_lists_every_file_with_its_hash(kit):
    folder, _ = kit
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["game"] == "amber" and manifest["locale"] == "ru" and manifest["paper"] == "a4"
    listed = {entry["path"]: entry for entry in manifest["files"]}
    for name in KIT_FILES[:-1]:
        assert hashlib.sha256((folder / name).read_bytes()).hexdigest() == listed[name]["sha256"]


def test_every_adventure_card_name_is_printed(kit):
    folder, _ = kit
    # pdfium's text layer: pypdf's extract_text took minutes over the 99 pages
    doc = pdfium.PdfDocument(str(folder / "adventure-deck.pdf"))
    try:
        text = " ".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    finally:
        doc.close()
    for mark in ("\ufffe", "\x02", "\u00ad"):  # soft hyphens as pdfium reports them
        text = text.replace(mark, "")
    flat = " ".join(text.split()).replace("-", "")
    game = load_game(content_root() / "amber").game
    missing = [c.id for c in game.cards if " ".join(c.name.split()).replace("-", "") not in flat]
    assert missing == []


def test_the_rulebook_is_part_of_the_kit(kit):
    folder, output = kit
    assert (folder / "rulebook.pdf").is_file() and "Not built yet" not in output


def test_unchanged_rebuild_is_skipped_and_a_forced_one_is_identical(kit, tmp_path):
    # on a copy: the shared kit stays as its build left it
    out = tmp_path / "out"
    shutil.copytree(kit[0].parent.parent, out)
    folder = out / "amber" / "ru"
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    again = runner.invoke(get_app(), ["build", "amber", "--out", str(out)])
    assert again.exit_code == 0 and "unchanged since the last build" in again.output
    forced = runner.invoke(get_app(), ["build", "amber", "--out", str(out), "--force",
                                       "--only", "adventure-deck,board"])
    assert forced.exit_code == 0, forced.output
    for name in ("adventure-deck.pdf", "board.pdf", "board.svg"):
        assert (folder / name).read_bytes() == before[name], name


def test_bad_options_are_refused_before_anything_is_read(tmp_path):
    result = runner.invoke(get_app(), ["build", "amber", "--paper", "a5", "--out", str(tmp_path)])
    assert result.exit_code == 2 and "--paper must be a4 or letter" in result.output
    result = runner.invoke(get_app(), ["build", "amber", "--only", "bord", "--out", str(tmp_path)])
    assert result.exit_code == 2 and "unknown part(s): bord" in result.output
    assert not any(tmp_path.iterdir())


def test_the_summary_ends_with_what_to_print_first_and_the_folder(tmp_path):
    result = runner.invoke(get_app(), ["build", "amber", "--locale", "en", "--out",
                                       str(tmp_path), "--only", "calibration,tokens"])
    assert result.exit_code == 0, result.output
    lines = result.output.strip().splitlines()
    assert lines[-2].startswith("Print first: calibration.pdf")
    assert lines[-1] == f"Kit folder: {tmp_path / 'amber' / 'en'}"


@pytest.mark.parametrize("offset", ["nan,0", "0,nan", "inf,0", "0,-inf"])
def test_a_back_offset_that_is_no_number_is_refused(tmp_path, offset):
    """`--back-offset nan,0` was taken (nan is no more than 20 mm away) and wrote "nan"
    into every back page's drawing: a damaged PDF."""
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app

    result = CliRunner().invoke(get_app(), ["build", "amber", "--only", "calibration",
                                            f"--back-offset={offset}", "--out", str(tmp_path)])
    assert result.exit_code != 0
    assert "--back-offset" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "amber").exists()

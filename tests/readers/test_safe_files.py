"""Nothing is read before ``lstat`` says it is a regular file within its budget: a FIFO,
a link to /dev/zero, a sparse 4 GB file and a link out of the folder each give one line
naming the file, in every reader (YAML, CSV, PO, templates, pictures, keys).  A hang or
a read of the whole file would fail these tests (a FIFO blocks a plain open; a 4 GiB
read takes the test's memory)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from pnpkit.model.diagnostics import Diagnostics
from pnpkit.readers import safe_files
from pnpkit.readers.safe_files import UnsafeFile

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
FOUR_GB = 4 << 30


def _hostile(kind: str, path: Path) -> None:
    """Make ``path`` a FIFO, a link to /dev/zero, a sparse 4 GB file or a link out."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "sparse":
        with open(path, "wb") as handle:
            handle.truncate(FOUR_GB)
    else:
        game = next((p for p in path.parents if p.name == "game"), path.parent)
        outside = game.parent / f"outside{path.suffix}"
        outside.write_text("secret\n", encoding="utf-8")
        path.symlink_to(outside)


KINDS = ("fifo", "zero", "sparse")


@pytest.mark.parametrize("kind", KINDS)
def test_read_bytes_refuses_before_reading(tmp_path, kind):
    target = tmp_path / "game" / "x.yaml"
    _hostile(kind, target)
    with pytest.raises(UnsafeFile) as caught:
        safe_files.read_bytes(target, 1 << 20)
    assert str(target) in str(caught.value)
    assert "\n" not in str(caught.value)


def test_read_bytes_refuses_a_link_out_of_the_folder(tmp_path):
    target = tmp_path / "game" / "x.yaml"
    _hostile("out", target)
    with pytest.raises(UnsafeFile, match="link leading out of the game folder"):
        safe_files.read_bytes(target, 1 << 20, inside=tmp_path / "game")


def test_a_key_hashes_in_chunks_and_never_reads_a_huge_file(tmp_path):
    big = tmp_path / "notes.txt"
    _hostile("sparse", big)
    fifo = tmp_path / "f.yaml"
    _hostile("fifo", fifo)
    assert len(safe_files.budgeted_digest(big)) == 32  # over the budget: its stamp, not its bytes
    assert len(safe_files.budgeted_digest(fifo)) == 32
    small = tmp_path / "a.yaml"
    small.write_bytes(b"x" * 3_000_000)
    import hashlib

    assert safe_files.budgeted_digest(small) == hashlib.sha256(small.read_bytes()).digest()


@pytest.mark.parametrize("kind", KINDS)
def test_yaml(tmp_path, kind):
    from pnpkit.readers.yaml_source import read_yaml

    path = tmp_path / "extra.yaml"
    _hostile(kind, path)
    diags = Diagnostics()
    assert read_yaml(path, "demo/extra.yaml", diags) is None
    (line,) = [d.format() for d in diags.sorted()]
    assert line.startswith("demo/extra.yaml: error[E00")


@pytest.mark.parametrize("kind", KINDS)
def test_card_table(tmp_path, kind):
    from pnpkit.readers.csv_cards import _decoded

    path = tmp_path / "cards.csv"
    _hostile(kind, path)
    diags = Diagnostics()
    assert _decoded(path, "demo/cards.csv", diags) is None
    (line,) = [d.format() for d in diags.sorted()]
    assert line.startswith("demo/cards.csv: error[E00")


@pytest.mark.parametrize("kind", (*KINDS, "out"))
def test_catalogue(tmp_path, kind):
    from pnpkit.readers.po_reader import PoReadError, read_catalog

    game = tmp_path / "game"
    path = game / "locales" / "en.po"
    _hostile(kind, path)
    with pytest.raises(PoReadError) as caught:
        read_catalog(path, root=game)
    assert "\n" not in str(caught.value) and str(caught.value)


@pytest.mark.parametrize("kind", (*KINDS, "out"))
def test_picture(tmp_path, kind):
    from pnpkit.readers.images import ImageRefused, read_game_image

    game = tmp_path / "game"
    _hostile(kind, game / "art" / "x.png")
    with pytest.raises(ImageRefused) as caught:
        read_game_image(game, "art/x.png")
    assert str(caught.value).startswith("image 'art/x.png': ") and "\n" not in str(caught.value)


@pytest.mark.parametrize("kind", (*KINDS, "out"))
def test_rulebook_template(tmp_path, kind):
    from pnpkit.render.rulebook.templates import TemplateError, environment

    game = tmp_path / "game"
    shutil.copytree(DEMO, game)
    path = game / "templates" / "rulebook" / "x.md.j2"
    _hostile(kind, path)
    with pytest.raises(TemplateError) as caught:
        environment("demo", game).get_template("rulebook/x.md.j2")
    assert "x.md.j2: " in str(caught.value) and "\n" not in str(caught.value)


@pytest.mark.parametrize("kind", KINDS)
def test_check_of_a_game_with_a_hostile_file_is_one_line(tmp_path, kind, monkeypatch):
    from pnpkit.readers.game_reader import load_game

    game = tmp_path / "demo"
    shutil.copytree(DEMO, game)
    monkeypatch.chdir(tmp_path)
    _hostile(kind, game / "extra.yaml")
    errors = [d.format() for d in load_game(game).diagnostics.sorted() if d.severity == "error"]
    assert len(errors) == 1 and errors[0].startswith("demo/extra.yaml: error["), errors

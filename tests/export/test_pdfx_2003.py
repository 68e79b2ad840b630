"""DriveThruCards files pass an independent PDF/X-1a:2003 preflight (pdfx_preflight,
read with pikepdf) for a shipped kit drawn by its own code, a data-only game and a
`pnpkit new` game; the preflight itself rejects the RGB file the export starts from;
a game without cards is refused in one line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

pytest.importorskip("pikepdf")
if shutil.which("gs") is None:
    pytest.skip("Ghostscript is not installed (.ci/run installs it)", allow_module_level=True)

from pdfx_preflight import problems  # noqa: E402

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
runner = CliRunner()


def _dtc(out: Path, game: str, *args: str) -> list[Path]:
    result = runner.invoke(get_app(), ["export", game, "--to", "dtc", "--out", str(out), *args])
    assert result.exit_code == 0, result.output
    found = sorted(out.rglob("*.pdf"))
    assert found
    for pdf in found:
        _qpdf_check(pdf)
    return found


def _qpdf_check(pdf: Path) -> None:
    """qpdf's own reading of the file's syntax and streams (where qpdf is installed)."""
    import subprocess

    if shutil.which("qpdf") is None:
        return
    done = subprocess.run(["qpdf", "--check", str(pdf)], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_amber_cards_pass_the_pdfx_2003_preflight(tmp_path):
    for pdf in _dtc(tmp_path, "amber", "--only", "adventure-deck,travellers", "--limit", "2"):
        assert problems(pdf.read_bytes()) == [], pdf.name


def test_a_data_only_game_passes_the_pdfx_2003_preflight(tmp_path):
    for pdf in _dtc(tmp_path, str(DEMO)):
        assert problems(pdf.read_bytes()) == [], pdf.name


def test_a_new_game_passes_the_pdfx_2003_preflight(tmp_path):
    game = tmp_path / "mygame"
    assert runner.invoke(get_app(), ["new", str(game)]).exit_code == 0
    for pdf in _dtc(tmp_path / "out", str(game), "--limit", "2"):
        assert problems(pdf.read_bytes()) == [], pdf.name


def test_the_preflight_rejects_an_rgb_file_with_transparency():
    """An RGB page with a half-transparent fill and no PDF/X markers fails on each."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(198, 270))
    canvas.setFillColorRGB(0.8, 0.1, 0.1, alpha=0.5)
    canvas.rect(10, 10, 100, 100, fill=1)
    canvas.setFont("Helvetica", 12)  # a standard font, not embedded
    canvas.drawString(20, 200, "x")
    canvas.showPage()
    canvas.save()
    found = problems(buffer.getvalue())
    for words in ("GTS_PDFXVersion", "OutputIntents", "RGB colour", "transparency",
                  "not embedded", "no TrimBox"):
        assert any(words in p for p in found), (words, found)


@pytest.mark.parametrize("game", ["race", "fighting-fantasy"])
def test_a_game_without_cards_is_refused_in_one_line(tmp_path, game):
    result = runner.invoke(get_app(), ["export", game, "--to", "dtc", "--out", str(tmp_path)])
    assert result.exit_code != 0
    lines = result.stderr.strip().splitlines()
    assert "has no cards" in lines[0] and "Traceback" not in result.output
    assert not any(tmp_path.iterdir())

"""An exported card is the kit's card: the deck PDF's page is rendered, the card's trim
rectangle (from the layout the deck used) cut out and turned upright, and compared with
`pnpkit export --to png --no-bleed` of the same card at the same resolution."""

from __future__ import annotations

from pathlib import Path

import pytest
from kit_crop import DPI, assert_same_card, kit_card
from PIL import Image
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
runner = CliRunner()


def _kit_deck(tmp_path: Path, game: str, deck_id: str, *extra: str) -> tuple[bytes, object]:
    """The deck PDF `pnpkit build` writes and the layout of its pages."""
    from pnpkit.layout.paper import A4, POKER
    from pnpkit.layout.sheets import card_grid
    from pnpkit.render.standard_kit import card_spacing

    out = tmp_path / "kit"
    result = runner.invoke(get_app(), ["build", game, "--only", deck_id, "--out", str(out),
                                       *extra])
    assert result.exit_code == 0, result.output
    found = sorted(out.rglob(f"{deck_id}.pdf"))
    assert len(found) == 1
    bleed, gutter = card_spacing(A4, POKER)  # as the kit lays out its poker cards
    return found[0].read_bytes(), card_grid(A4, POKER, bleed, gutter=gutter)


def _exported_first(tmp_path: Path, game: str, deck_id: str, *extra: str) -> Image.Image:
    out = tmp_path / "export"
    result = runner.invoke(get_app(), ["export", game, "--to", "png", "--dpi", str(DPI),
                                       "--no-bleed", "--only", deck_id, "--limit", "2",
                                       "--out", str(out), *extra])
    assert result.exit_code == 0, result.output
    found = sorted(out.rglob(f"png-proof/{deck_id}/001-front.png"))
    assert len(found) == 1
    return Image.open(found[0]).convert("RGB")


def test_a_data_only_card_exports_as_the_kit_prints_it(tmp_path):
    pdf, sheet = _kit_deck(tmp_path, str(DEMO), "adventure-deck")
    assert_same_card(kit_card(pdf, 0, sheet.slots[0]),
                     _exported_first(tmp_path, str(DEMO), "adventure-deck"))


def test_the_crop_sees_the_right_card(tmp_path):
    """The second slot of the kit's page is not the first exported card: the comparison
    can fail."""
    pdf, sheet = _kit_deck(tmp_path, str(DEMO), "adventure-deck")
    with pytest.raises(AssertionError, match="of pixels differ"):
        assert_same_card(kit_card(pdf, 0, sheet.slots[1]),
                         _exported_first(tmp_path, str(DEMO), "adventure-deck"))

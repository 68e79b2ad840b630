"""`pnpkit export --to mpc`: every face at MakePlayingCards' template size (poker
822 × 1122 px, tarot 897 × 1497 px, bridge 747 × 1122 px: the card at 300 dpi and 36 px
of bleed a side), fronts and backs in folders of their own in upload order; for Amber, a
data-only game and a `pnpkit new` game; a kit without MPC-sized cards refused in one line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.export.mpc import TEMPLATES, template_for
from pnpkit.layout.paper import BRIDGE, LARGE, POKER, TAROT

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
runner = CliRunner()


def _mpc(out: Path, game: str, *args: str) -> tuple[Path, str]:
    result = runner.invoke(get_app(), ["export", game, "--to", "mpc", "--out", str(out), *args])
    assert result.exit_code == 0, result.output
    found = [p for p in out.glob("*/*/mpc*") if p.is_dir()]
    assert len(found) == 1, found
    return found[0], result.output


def test_the_templates_are_mpcs_published_pixels():
    assert {t.name: t.pixels for t in TEMPLATES} == {
        "poker": (822, 1122), "bridge": (747, 1122), "tarot": (897, 1497)}
    assert template_for(POKER).name == "poker" and template_for(TAROT).name == "tarot"
    assert template_for(BRIDGE).name == "bridge" and template_for(LARGE) is None


def _check_deck(folder: Path, size: tuple[int, int]) -> int:
    fronts = sorted((folder / "fronts").iterdir())
    assert [p.name for p in fronts] == [f"{n:03d}.png" for n in range(1, len(fronts) + 1)]
    backs = [folder / "back.png"] if (folder / "back.png").exists() else \
        sorted((folder / "backs").iterdir())
    assert len(backs) in (1, len(fronts))
    for png in [*fronts, *backs]:
        image = Image.open(png)
        assert image.size == size, png
        assert round(image.info["dpi"][0]) == 300
    return len(fronts)


def test_amber_poker_decks_go_to_mpc_and_its_large_cards_are_named_as_left_out(tmp_path):
    folder, said = _mpc(tmp_path, "amber", "--limit", "2", "--locale", "en")
    assert sorted(p.name for p in folder.iterdir()) == ["adventure-deck", "items"]
    for deck in ("adventure-deck", "items"):
        assert _check_deck(folder / deck, (822, 1122)) == 2
    assert "travellers: large cards have no MakePlayingCards template; left out" in said


def test_a_data_only_game_goes_to_mpc_whole(tmp_path):
    folder, _ = _mpc(tmp_path, str(DEMO))
    assert folder.name == "mpc"
    assert _check_deck(folder / "adventure-deck", (822, 1122)) == 2


def test_a_new_game_goes_to_mpc(tmp_path):
    game = tmp_path / "mygame"
    assert runner.invoke(get_app(), ["new", str(game)]).exit_code == 0
    folder, _ = _mpc(tmp_path / "out", str(game))
    assert _check_deck(folder / "main-deck", (822, 1122)) >= 1


def test_a_tarot_deck_fills_mpcs_tarot_template(tmp_path):
    """A deck of tarot cards (the demo's cards redrawn at that size) is 897 × 1497 px."""
    from tests_faces import demo_faces

    from pnpkit.export.targets import ExportRequest, export_files
    from pnpkit.render.faces import KitFaces

    faces = demo_faces()
    tarot = KitFaces((replace(faces.decks[0], size=TAROT, cards=faces.decks[0].cards[:1]),))
    files = export_files(tarot, ExportRequest("mpc", "demo", "Demo", "ru", tmp_path))
    import io

    assert Image.open(io.BytesIO(files["adventure-deck/fronts/001.png"])).size == (897, 1497)
    assert Image.open(io.BytesIO(files["adventure-deck/back.png"])).size == (897, 1497)


@pytest.mark.parametrize("game", ["race", "fighting-fantasy"])
def test_a_kit_without_cards_is_refused_in_one_line(tmp_path, game):
    result = runner.invoke(get_app(), ["export", game, "--to", "mpc", "--out", str(tmp_path)])
    assert result.exit_code != 0
    assert "has no cards" in result.stderr.strip().splitlines()[0]
    assert not any(tmp_path.iterdir())

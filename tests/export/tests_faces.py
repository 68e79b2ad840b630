"""The demo fixture's kit faces (tests/fixtures/demo), read as `pnpkit export` reads
them, for tests that call the export functions directly."""

from __future__ import annotations

from pathlib import Path

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"


def demo_faces(folder: Path = DEMO):
    from pnpkit.cli.build import BuildOptions, _checked_game
    from pnpkit.render.kit_faces import kit_faces

    options = BuildOptions("", "a4", Path("output"), (), "color", "long", (0.0, 0.0))
    game, options, translator = _checked_game(folder, options)
    return kit_faces(game, options, folder, translator.text)

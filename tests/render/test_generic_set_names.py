"""A data-only game's set of character cards is named for people in every view of its
faces (the export's decks, the preview's sections), never by a key of the data."""

from __future__ import annotations

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.translator import localize
from pnpkit.readers.game_reader import load_game
from pnpkit.render.kit_faces import kit_faces
from pnpkit.render.kit_plan import BuildOptions


def test_a_new_games_characters_are_named_by_its_title(tmp_path):
    folder = tmp_path / "mygame"
    result = CliRunner().invoke(get_app(), ["new", str(folder), "--locale", "ru"])
    assert result.exit_code == 0, result.output
    game = load_game(folder).game
    localised, translator = localize(game, folder, "ru", marker="")
    faces = kit_faces(localised, BuildOptions("ru"), folder, translator.text)
    names = {deck.id: deck.name for deck in faces.decks}
    assert names["characters"] == localised.title  # was 'characters' (the TTS deck, the preview)

"""Round trip down to print: extract → edit one message of a PO → update → the printed
card faces of the localized game differ in exactly that card."""

import shutil
from pathlib import Path

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.catalogue import catalog_bytes, po_path
from pnpkit.i18n.translator import localize
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.po_reader import read_catalog
from pnpkit.render.card_face import deck_from_game
from pnpkit.render.deck import DeckOptions, render_deck

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"


def _edit(folder, change):
    path = po_path(folder, "en")
    catalog = read_catalog(path, "en")
    for message in catalog:
        if message.id and not isinstance(message.id, list | tuple):
            change(message)
    path.write_bytes(catalog_bytes(catalog))


def _faces(folder) -> dict[str, bytes]:
    game = load_game(folder).game
    localized, translator = localize(game, folder, "en")
    assert translator.fallbacks == []
    options = DeckOptions(locale="en", duplex="none")
    return {card.id: render_deck([card], options).pdf.data
            for card in deck_from_game(localized, "adventure")}


def test_editing_one_message_reprints_exactly_that_card(tmp_path, monkeypatch):
    folder = tmp_path / "demo"
    shutil.copytree(DEMO, folder)
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    assert runner.invoke(get_app(), ["i18n", "extract", str(folder)]).exit_code == 0
    assert runner.invoke(get_app(), ["i18n", "update", str(folder)]).exit_code == 0

    def translate(message):
        message.string = {"Орк": "Orc", "Ливень": "Downpour",
                          "Пропусти ход.": "Miss a turn."}.get(message.id, "EN " + message.id)

    _edit(folder, translate)
    before = _faces(folder)

    def retitle(message):
        if message.context == "card.002.name":
            message.string = "Cloudburst"

    _edit(folder, retitle)
    assert runner.invoke(get_app(), ["i18n", "update", str(folder)]).exit_code == 0
    after = _faces(folder)
    assert sorted(before) == sorted(after) == ["card.001", "card.002"]
    assert [cid for cid in before if before[cid] != after[cid]] == ["card.002"]

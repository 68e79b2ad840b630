"""The game folder reader: a valid fixture loads; counts and model are right."""

from pathlib import Path

from pnpkit.readers.game_reader import load_game

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"


def test_demo_game_loads_clean():
    result = load_game(DEMO)
    assert [d.format() for d in result.diagnostics.items] == []
    game = result.game
    assert game.id == "demo" and game.locales == ("ru", "en")
    counts = game.counts()
    assert counts["fields"] == 3 and counts["edges"] == 2 and counts["cards"] == 2
    assert counts["characters.traveller"] == 1 and counts["cards.adventure"] == 2
    assert game.field("field.lake").region == "region.blue"
    assert game.index("tables")["table.weather"].row_for(5).text == "Дождь"


def test_entities_remember_where_they_were_written():
    game = load_game(DEMO).game
    source = game.card("card.002").source
    assert source.path.endswith("cards/deck.yaml")
    assert (source.line, source.column) == (11, 5)

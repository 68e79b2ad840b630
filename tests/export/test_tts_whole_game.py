"""`pnpkit export --to tts` puts the whole game on the table: for Amber its decks, its
boards and supply boards as tiles, the catalogue to leaf through, thalers and points in
bags that never run out, the other tokens in bags of their count, a standing figure with
each traveller's picture, the dice; for the race its board, eight pawns and five dice;
for Fighting Fantasy the adventure sheet and two dice; for a `pnpkit new` game with
tokens its pieces likewise.  Each set is read back by tts_check (schema, images, grids)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PIL import Image
from tts_check import check_set, walk
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

pytest.importorskip("jsonschema")
runner = CliRunner()


def _tts(out: Path, game: str, *args: str) -> Path:
    result = runner.invoke(get_app(), ["export", game, "--to", "tts", "--out", str(out), *args])
    assert result.exit_code == 0, result.output
    found = [p for p in out.glob("*/*/tts*") if p.is_dir()]
    assert len(found) == 1, found
    return found[0]


def _by_name(document: dict) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for obj in document["ObjectStates"]:
        out.setdefault(obj["Name"], []).append(obj)
    return out


def _on_the_table(document: dict) -> None:
    """Everything within reach: no object far off the table or two at one place."""
    places = [(round(o["Transform"]["posX"], 2), round(o["Transform"]["posZ"], 2))
              for o in document["ObjectStates"]]
    assert all(abs(x) <= 40 and abs(z) <= 50 for x, z in places), places
    assert len(places) == len(set(places)), "two objects laid at one place"


@pytest.fixture(scope="module")
def amber(tmp_path_factory) -> tuple[Path, dict]:
    folder = _tts(tmp_path_factory.mktemp("amber"), "amber", "--limit", "2", "--locale", "en")
    return folder, check_set(folder, "amber-proof")  # a proof: named apart from the whole


def test_amber_has_every_deck_board_and_supply_board(amber):
    _, document = amber
    kinds = _by_name(document)
    assert [d["Nickname"] for d in kinds["DeckCustom"]] == [
        "Adventure Cards", "Princes of Amber", "Travellers", "Items"]
    assert all(d["Description"] == "2 cards" for d in kinds["DeckCustom"])
    tiles = [t["Nickname"] for t in kinds["Custom_Tile"]]
    assert tiles[:4] == ["The Adventure World", "Kingdom of Amber", "Temple of Baal",
                         "Mountain Pass"]
    assert "Item board" in tiles and "Points and money board" in tiles
    assert all(t["Locked"] for t in kinds["Custom_Tile"])  # boards stay put under the pieces
    assert not any(d["Locked"] for d in kinds["DeckCustom"])
    assert [p["Nickname"] for p in kinds["Custom_PDF"]] == ["Trade catalogue", "Crown of Amber — Rules of play"]
    _on_the_table(document)


def test_amber_money_and_points_never_run_out_and_counted_tokens_come_in_bags(amber):
    from pnpkit.paths import content_root
    from pnpkit.readers.game_reader import load_game

    folder, document = amber
    kinds = _by_name(document)
    endless = {b["Nickname"] for b in kinds["Infinite_Bag"]}
    assert {"1 thaler", "5 thalers", "10 thalers", "20 thalers", "50 thalers",
            "“1 point” counter", "“5 points” counter"} == endless
    assert all(len(b["ContainedObjects"]) == 1 and b["ContainedObjects"][0]["Name"] == "Custom_Token"
               for b in kinds["Infinite_Bag"])
    game = load_game(content_root() / "amber").game
    counted = {t.id: t.count for t in game.tokens
               if t.kind not in ("money", "points", "figure") and t.count > 1}
    bags = {b["Nickname"]: len(b["ContainedObjects"]) for b in kinds["Bag"]}
    assert sorted(bags.values()) == sorted(counted.values())
    assert bags["“Good” token ×8"] == 8 and bags["Strength marker ×19"] == 19
    assert [t["Nickname"] for t in kinds["Custom_Token"]] == ["Crown of Amber"]
    coin = kinds["Infinite_Bag"][0]["ContainedObjects"][0]["CustomImage"]["ImageURL"]
    with Image.open(folder / coin.rsplit("/", 1)[1]) as picture:  # round: its corners cut away
        assert picture.getpixel((0, 0))[3] == 0 and picture.getpixel((12, 12))[3] == 0
        assert picture.getpixel((picture.width // 2, picture.height // 2))[3] == 255


def test_amber_has_a_figure_with_each_travellers_picture_and_the_dice(amber):
    from pnpkit.i18n.translator import localize
    from pnpkit.paths import content_root
    from pnpkit.readers.game_reader import load_game

    folder, document = amber
    kinds = _by_name(document)
    root = content_root() / "amber"
    game, _ = localize(load_game(root).game, root, "en")
    travellers = sorted(c.name for c in game.characters if c.kind == "traveller")
    figures = kinds["Figurine_Custom"]
    assert sorted(f["Nickname"] for f in figures) == travellers
    pictures = {f["CustomImage"]["ImageURL"] for f in figures}
    assert len(pictures) == len(figures)  # each its own picture
    assert len(kinds["Die_6"]) >= 1


def test_the_race_has_its_board_eight_pawns_and_five_dice(tmp_path):
    folder = _tts(tmp_path, "race", "--locale", "en")
    document = check_set(folder, "race")
    kinds = _by_name(document)
    assert len(kinds["Custom_Tile"]) == 1
    assert [f["Nickname"] for f in kinds["Figurine_Custom"]] == [f"Player {n}" for n in range(1, 9)]
    assert len(kinds["Die_6"]) == 5
    assert [p["Nickname"] for p in kinds["Custom_PDF"]] == ["Rules", "The Race — Rules of play"]
    _on_the_table(document)


def test_fighting_fantasy_has_its_adventure_sheet_and_two_dice(tmp_path):
    folder = _tts(tmp_path, "fighting-fantasy", "--locale", "en")
    document = check_set(folder, "fighting-fantasy")
    kinds = _by_name(document)
    assert [t["Nickname"] for t in kinds["Custom_Tile"]][0] == "ADVENTURE SHEET"
    assert [d["Nickname"] for d in kinds["Die_6"]] == ["d6", "d6"]
    assert [p["Nickname"] for p in kinds["Custom_PDF"]] == ["Fighting Fantasy — Rules of play"]
    _on_the_table(document)


def test_a_new_game_with_tokens_and_a_table_gets_its_pieces_and_dice(tmp_path):
    """The scaffold's tokens: coins in endless bags, the others in a bag of their count;
    a table rolling 2d6 brings two dice; its rulebook lies beside the decks."""
    from pnpkit.readers.game_reader import load_game

    game = tmp_path / "mygame"
    assert runner.invoke(get_app(), ["new", str(game), "--locale", "ru"]).exit_code == 0
    text = (game / "game.yaml").read_text("utf-8")
    if "{kind: tokens}" not in text:
        text = text.replace("  - {kind: calibration}", "  - {kind: tokens}\n  - {kind: calibration}")
    text += ("\ntables:\n  - id: table.fate\n    name: Судьба\n    dice: 2d6\n    rows:\n"
             "      - {'on': [2, 12], text: ничего не случилось}\n")
    (game / "game.yaml").write_text(text, "utf-8")
    tokens = load_game(game).game.tokens
    assert tokens, "the scaffold has tokens"
    folder = _tts(tmp_path / "out", str(game))
    document = check_set(folder, game.name)
    kinds = _by_name(document)
    coins = [t for t in tokens if t.kind in ("coin", "money")]
    others = [t for t in tokens if t not in coins]
    assert [b["Nickname"] for b in kinds.get("Infinite_Bag", [])] == [t.name for t in coins]
    assert [(b["Nickname"], len(b["ContainedObjects"])) for b in kinds.get("Bag", [])] == [
        (f"{t.name} ×{t.count}", t.count) for t in others if t.count > 1]
    assert [d["Nickname"] for d in kinds["Die_6"]] == ["к6", "к6"]  # in the kit's language
    assert re.fullmatch(r"\d+ карт[аы]?", kinds["DeckCustom"][0]["Description"])
    assert [p["Nickname"].rpartition(" — ")[2] for p in kinds["Custom_PDF"]] == ["Правила игры"]
    _on_the_table(document)


def test_the_reader_rejects_a_broken_set(amber, tmp_path):
    """The checks can fail: an endless bag of two objects, a token without its block,
    a card in a sheet's hidden slot."""
    import jsonschema
    from tts_check import SCHEMA

    _, document = amber
    validator = jsonschema.Draft202012Validator(SCHEMA)
    broken = json.loads(json.dumps(document))
    bag = next(o for o in broken["ObjectStates"] if o["Name"] == "Infinite_Bag")
    bag["ContainedObjects"] *= 2
    assert not validator.is_valid(broken)
    broken = json.loads(json.dumps(document))
    token = next(o for o in walk(broken["ObjectStates"]) if o["Name"] == "Custom_Token")
    del token["CustomImage"]["CustomToken"]
    assert not validator.is_valid(broken)


"""Pictures on cards and boards come only from inside the game folder."""

import io

import pytest
from PIL import Image
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.readers.images import ImageRefused, read_game_image

SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4" fill="#c33"/></svg>'


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), (200, 30, 30)).save(out, format="PNG")
    return out.getvalue()


def test_pictures_inside_the_folder_are_read(tmp_path):
    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "a.png").write_bytes(_png())
    (tmp_path / "art" / "b.svg").write_bytes(SVG)
    assert read_game_image(tmp_path, "art/a.png").kind == "png"
    assert read_game_image(tmp_path, "art/b.svg").kind == "svg"


@pytest.mark.parametrize("rel, message", [
    ("../outside.png", "leaves the game folder"),
    ("/etc/hostname", "leaves the game folder"),
    ("art/missing.png", "no such file"),
    ("art/notes.txt", "not a picture"),
    ("art/fake.png", "not a PNG"),
    ("art/link.png", "outside the game folder"),
    ("art/external.svg", "refers to another file"),
    ("art/entity.svg", "DOCTYPE"),
])
def test_pictures_that_reach_out_or_are_not_pictures_are_refused(tmp_path, rel, message):
    game = tmp_path / "game"
    (game / "art").mkdir(parents=True)
    (tmp_path / "outside.png").write_bytes(_png())
    (game / "art" / "notes.txt").write_text("x")
    (game / "art" / "fake.png").write_bytes(b"GIF89a....")
    (game / "art" / "link.png").symlink_to(tmp_path / "outside.png")
    (game / "art" / "external.svg").write_bytes(
        b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
        b'<image xlink:href="file:///etc/passwd"/></svg>')
    (game / "art" / "entity.svg").write_bytes(
        b'<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>')
    with pytest.raises(ImageRefused, match=message) as err:
        read_game_image(game, rel)
    assert rel.split("/")[-1] in str(err.value)


def test_cards_print_their_pictures_and_a_missing_one_names_the_file(tmp_path):
    game = tmp_path / "pics"
    (game / "art").mkdir(parents=True)
    (game / "art" / "wolf.png").write_bytes(_png())
    (game / "art" / "storm.svg").write_bytes(SVG)
    (game / "game.yaml").write_text(
        "game: {id: pics, title: Картинки, rules: generic, locales: [ru], default_locale: ru}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    (game / "cards.csv").write_text("number,name,kind,image\n1,Волк,a,art/wolf.png\n"
                                    "2,Гроза,b,art/storm.svg\n3,Тишина,b,\n", encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(get_app(), ["build", str(game), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    data = (tmp_path / "out" / "pics" / "ru" / "d-deck.pdf").read_bytes()
    assert b"/Subtype /Image" in data and b"/Subtype /Form" in data
    (game / "cards.csv").write_text("number,name,kind\n1,Волк,a\n", encoding="utf-8")
    (game / "game.yaml").write_text((game / "game.yaml").read_text(encoding="utf-8") + (
        "layouts:\n  pic:\n    extends: poker\n    boxes:\n"
        "      art: {image: 'art/{{ card.number }}.png'}\n"
        "kit:\n  - {kind: deck, deck: d, layout: pic}\n"), encoding="utf-8")
    result = runner.invoke(get_app(), ["build", str(game), "--out", str(tmp_path / "out2")])
    assert result.exit_code == 1
    assert "art/1.png" in result.output and "card d.1" in result.output


def test_a_picture_link_in_a_loop_or_a_nul_byte_is_refused(tmp_path):
    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "loop.svg").symlink_to("loop.svg")
    with pytest.raises(ImageRefused, match="loop"):
        read_game_image(tmp_path, "art/loop.svg")
    with pytest.raises(ImageRefused, match="NUL byte"):
        read_game_image(tmp_path, "art/\0.svg")


def _jpeg() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (16, 16), (20, 120, 200)).save(out, format="JPEG", quality=90)
    return out.getvalue()


def test_jpeg_and_png_pictures_on_a_board_and_on_cards(tmp_path):
    game = tmp_path / "jp"
    (game / "art").mkdir(parents=True)
    (game / "art" / "sky.jpg").write_bytes(_jpeg())
    (game / "art" / "sun.png").write_bytes(_png())
    (game / "game.yaml").write_text(
        "game: {id: jp, title: Картинки, rules: generic, locales: [ru], default_locale: ru}\n"
        "regions:\n  - {id: region.a, name: Зона, colour: '#3f7f4a'}\n"
        "boards:\n  - {id: main, name: Поле, size_mm: [80, 40]}\n"
        "fields:\n"
        "  - {id: field.a, board: main, name: Небо, region: region.a, number: 1,"
        " rect: [0, 0, 40, 40], image: art/sky.jpg}\n"
        "  - {id: field.b, board: main, name: Солнце, region: region.a, number: 2,"
        " rect: [40, 0, 40, 40], image: art/sun.png}\n"
        "edges:\n  - between: [field.a, field.b]\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    (game / "cards.csv").write_text("number,name,kind,image\n1,Небо,a,art/sky.jpg\n"
                                    "2,Солнце,b,art/sun.png\n", encoding="utf-8")
    result = CliRunner().invoke(get_app(), ["build", str(game), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    kit = tmp_path / "out" / "jp" / "ru"
    for name in ("board-poster.pdf", "d-deck.pdf"):
        data = (kit / name).read_bytes()
        # the JPEG goes in as it is (DCT), the PNG as a second image
        assert data.count(b"/DCTDecode") == 1 and data.count(b"/Subtype /Image") == 2, name
    svg = (kit / "board.svg").read_text(encoding="utf-8")
    assert "data:image/jpeg;base64," in svg and "data:image/png;base64," in svg

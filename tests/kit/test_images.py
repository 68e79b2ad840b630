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


def test_a_picture_saved_again_is_read_again(tmp_path):
    """A long-running process (pnpkit preview) sees a picture as it was last saved."""
    (tmp_path / "a.png").write_bytes(_png())
    first = read_game_image(tmp_path, "a.png").data
    out = io.BytesIO()
    Image.new("RGB", (8, 8), (30, 30, 200)).save(out, format="PNG")
    (tmp_path / "a.png").write_bytes(out.getvalue())
    assert read_game_image(tmp_path, "a.png").data == out.getvalue() != first


@pytest.mark.parametrize("rel, message", [
    ("../outside.png", "leaves the game folder"),
    ("/etc/hostname", "leaves the game folder"),
    ("art/missing.png", "no such file"),
    ("art/notes.txt", "not a picture"),
    ("art/fake.png", "not a PNG"),
    ("art/link.png", "outside the game folder"),
    ("art/external.svg", "refers to another file"),
    ("art/entity.svg", "DOCTYPE"),
    ("https://example.com/x.png", "an address, not a file of the game"),
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


def _noisy(fmt: str) -> bytes:
    """A 64 × 64 picture of varied pixels (cut in half, it is missing most of them)."""
    out = io.BytesIO()
    Image.frombytes("RGB", (64, 64), bytes((i * 7919) % 251 for i in range(64 * 64 * 3))).save(
        out, format=fmt)
    return out.getvalue()


def _png_header(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` × ``height`` pixels (a few bytes of data: a
    "decompression bomb" unpacks to its claimed size only when decoded)."""
    import struct
    import zlib

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 64))
            + chunk(b"IEND", b""))


@pytest.mark.parametrize("name, data, message", [
    ("cut.png", _noisy("PNG")[:300], "PNG picture is damaged or cut short"),
    ("cut.jpg", _noisy("JPEG")[:1200], "JPEG picture is damaged or cut short"),
    ("bomb.png", _png_header(100_000, 100_000), "far too many pixels; at most 50 megapixels"),
    ("big.png", _png_header(8000, 8000), "8000 × 8000 pixels; at most 50 megapixels"),
    ("broken.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><rect', "not well-formed XML"),
    ("empty.svg", b"", "not well-formed XML"),
    ("page.svg", b"<html><body>hello</body></html>", "root element is <html>, not <svg>"),
], ids=["cut-png", "cut-jpeg", "bomb", "8000px", "broken-svg", "empty-svg", "html-svg"])
def test_damaged_huge_or_unreadable_pictures_are_refused_when_read(tmp_path, name, data, message):
    """Before: the reader checked only the first bytes, so `check` passed these and
    `build` failed inside the PDF engine with its own words (``identity=[ImageReader@0x…]
    image file is truncated``, Pillow's "decompression bomb DOS attack")."""
    (tmp_path / name).write_bytes(data)
    with pytest.raises(ImageRefused, match=message) as err:
        read_game_image(tmp_path, name)
    assert f"image '{name}'" in str(err.value)


def test_an_svg_without_a_size_is_refused_by_the_drawing_check(tmp_path):
    from pnpkit.render.surface import drawable_picture

    (tmp_path / "none.svg").write_bytes(b'<svg xmlns="http://www.w3.org/2000/svg"/>')
    (tmp_path / "ok.svg").write_bytes(SVG)
    assert drawable_picture(tmp_path, "ok.svg").kind == "svg"
    with pytest.raises(ImageRefused, match="image 'none.svg': the SVG cannot be read or has no size"):
        drawable_picture(tmp_path, "none.svg")


def _picture_game(game) -> None:
    (game / "art").mkdir(parents=True)
    (game / "art" / "sun.png").write_bytes(_noisy("PNG")[:300])    # cut short
    (game / "art" / "pad.svg").write_bytes(b'<svg xmlns="http://www.w3.org/2000/svg"/>')  # no size
    (game / "game.yaml").write_text(
        "game: {id: pp, title: Картинки, rules: generic, locales: [ru], default_locale: ru}\n"
        "regions:\n  - {id: region.a, name: Зона, colour: '#3f7f4a'}\n"
        "boards:\n  - {id: main, name: Поле, size_mm: [80, 40]}\n"
        "fields:\n"
        "  - {id: field.a, board: main, name: Небо, region: region.a, number: 1,"
        " rect: [0, 0, 40, 40], image: art/sun.png}\n"
        "  - {id: field.b, board: main, name: Земля, region: region.a, number: 2,"
        " rect: [40, 0, 40, 40]}\n"
        "kit:\n  - {kind: board, board: main}\n"
        "  - {kind: sheet, part: score-pad, image: art/pad.svg}\n", encoding="utf-8")


def test_check_refuses_the_board_and_sheet_pictures_build_refuses(tmp_path):
    """Before: `check` only asked whether a field's or a sheet's picture existed and said
    0 errors; `build` then failed on it (the sheet without naming its line)."""
    game = tmp_path / "pp"
    _picture_game(game)
    runner = CliRunner()
    result = runner.invoke(get_app(), ["check", str(game)])
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    assert any(line.endswith("pp/game.yaml:7:5: error[E304]: field.a: image 'art/sun.png': the PNG "
                             "picture is damaged or cut short (image file is truncated); export it "
                             "again from your drawing program (replace the picture, or fix the path to it)")
               for line in lines), result.output
    assert any("pp/game.yaml:11:5: error[E304]: kit: 'score-pad': image 'art/pad.svg': the SVG "
               "cannot be read or has no size" in line for line in lines), result.output
    assert "Traceback" not in result.output
    for part, where in (("board", "pp/game.yaml:7:5: field.a: image 'art/sun.png'"),
                        ("score-pad", "pp/game.yaml:11:5: kit: 'score-pad': image 'art/pad.svg'")):
        result = runner.invoke(get_app(), ["build", str(game), "--out", str(tmp_path / "out"),
                                           "--only", part, "--jobs", "1"])
        assert result.exit_code == 1, result.output
        assert where in result.output, result.output
        assert "ImageReader" not in result.output and "Traceback" not in result.output

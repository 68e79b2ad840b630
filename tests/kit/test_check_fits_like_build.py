"""What `check` accepts `build` must accept (issue 17): a `pnpkit new` game's deck is laid
out from data, and a card text too long for its box is an error of `check` too, the
same line `build` stops with (found by the same boxes and the same fit,
render.layout_face.deck_overflows), in every locale the game declares."""

import csv
import re
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()
LOCALES = ("ru", "en")


def _run(*args: str):
    return runner.invoke(get_app(), list(args))


@pytest.fixture
def new_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = _run("new", "lg", "--locale", "ru")
    assert result.exit_code == 0, result.output
    return Path("lg")


def _set(game: Path, row: int, column: str, value: str) -> None:
    path = game / "cards.csv"
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    rows[row][rows[0].index(column)] = value
    with path.open("w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(rows)


def _fit_errors(output: str) -> list[str]:
    return [line for line in output.splitlines() if "error[E109]" in line]


def _as_build_says(check_line: str) -> str:
    """A check line in the words of build's failure: no code, no hint."""
    return re.sub(r" \(shorten the .*\)$", "", check_line.replace("error[E109]: ", ""))


def test_a_name_too_long_for_its_box_fails_check_at_its_row(new_game, tmp_path):
    _set(new_game, 1, "name", "Ж" * 100)
    result = _run("check", str(new_game))
    assert result.exit_code == 1, result.output
    errors = _fit_errors(result.output)
    ru = [e for e in errors if "locale=ru" in e]
    assert len(ru) == 1 and ru[0].startswith(
        "lg/cards.csv:2:1: error[E109]: card=main.1 box=title locale=ru: text does not fit box "
        "54.6x8.9 mm at the minimum 6.5 pt: too long (needs "), ru
    assert "(shorten the text in ru, or give box 'title' more room" in ru[0]
    # the English kit prints the untranslated name too (its translation is stale): its line
    assert [e for e in errors if "locale=en" in e and e.startswith("lg/cards.csv:2:1: ")]
    assert len(errors) == 2 and result.output.splitlines()[-1].startswith("lg: 2 errors"), result.output
    built = _run("build", str(new_game), "--only", "main-deck", "--out", str(tmp_path / "out"))
    assert built.exit_code == 1
    assert f"part 'main-deck': {_as_build_says(ru[0])}" in built.output


def test_the_new_game_as_made_checks_clean(new_game):
    result = _run("check", str(new_game))
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output
    assert not _fit_errors(result.output)


TROLL = "Тролль под мостом"


@pytest.mark.parametrize(("column", "value"), [
    ("name", "Волк"),
    ("name", " ".join([TROLL] * 3)),  # fits at a smaller size
    ("name", " ".join([TROLL] * 4)),  # on the edge
    ("name", " ".join([TROLL] * 6)),
    ("name", "Ж" * 100),  # a word wider than the box
    ("text", "Сделай ещё один ход. " * 12),
    ("text", "Сделай ещё один ход. " * 40),
    ("stats.strength", "7" * 40),  # the stats row
], ids=["short", "three-trolls", "four-trolls", "six-trolls", "long-word", "text", "long-text",
        "long-stat"])
def test_check_passes_exactly_when_build_passes(new_game, tmp_path, column, value):
    _set(new_game, 3, column, value)
    errors = _fit_errors(_run("check", str(new_game)).output)
    for locale in LOCALES:
        built = _run("build", str(new_game), "--locale", locale, "--only", "main-deck",
                     "--out", str(tmp_path / "out"))
        said = [e for e in errors if f" locale={locale}: " in e]
        assert (built.exit_code == 0) == (not said), (locale, built.output, errors)
        if said:  # build stops at the first; check names it in the same words
            assert f"part 'main-deck': {_as_build_says(said[0])}" in built.output, (said, built.output)


@pytest.mark.parametrize("template, why", [
    ("{{ card.attrs.quote.upper() }}", "has no attribute 'quote'"),
    ("{{ 1 / 0 }}", "division by zero"),
    ("{{ range(10 ** 9) | list | length }}", "more than 20000 items"),
])
def test_a_template_that_fails_on_a_card_fails_check_as_it_fails_build(new_game, tmp_path,
                                                                        template, why):
    path = new_game / "game.yaml"
    text = path.read_text(encoding="utf-8")
    box = ("      flavour: {x: 7%, y: 88%, w: 86%, h: 6%, template: \"" + template
           + "\", size: [5, 7]}\n")
    text = text.replace("      text: {size: [6, 10]}\n", "      text: {size: [6, 10]}\n" + box)
    assert box in text
    path.write_text(text, encoding="utf-8")
    checked = _run("check", str(new_game))
    assert checked.exit_code == 1, checked.output
    first = next(line for line in checked.output.splitlines() if "error[E304]" in line)
    assert re.match(r"lg/cards\.csv:\d+:1: error\[E304\]: card main\.\d+: box 'flavour': "
                    r"the template failed", first) or "may not use" in first, first
    assert why in first
    built = _run("build", str(new_game), "--out", str(tmp_path / "out"))
    assert built.exit_code != 0
    assert first.split("error[E304]: ")[1].split(" (fix the layout")[0] in built.output


@pytest.mark.parametrize("picture, why", [
    (None, "no such file in the game folder"),
    ("/etc/passwd", "outside the game folder"),
    (b"not a picture", "is not a PNG picture"),
])
def test_a_picture_build_would_refuse_fails_check(new_game, tmp_path, picture, why):
    path = new_game / "game.yaml"
    text = path.read_text(encoding="utf-8")
    box = '      art: {x: 10%, y: 20%, w: 80%, h: 30%, image: "art/{{ card.number }}.png"}\n'
    path.write_text(text.replace("      text: {size: [6, 10]}\n",
                                 "      text: {size: [6, 10]}\n" + box), encoding="utf-8")
    art = new_game / "art"
    art.mkdir()
    png = (tmp_path / "ok.png")
    Image.new("RGB", (8, 8), (200, 30, 30)).save(png, format="PNG")  # a real picture: the
    # reader decodes it (a signature and zeros is a damaged PNG, refused on its own)
    for number in range(2, 7):
        (art / f"{number}.png").write_bytes(png.read_bytes())
    if isinstance(picture, str):
        (art / "1.png").symlink_to(picture)
    elif isinstance(picture, bytes):
        (art / "1.png").write_bytes(picture)
    checked = _run("check", str(new_game))
    assert checked.exit_code == 1, checked.output
    lines = [line for line in checked.output.splitlines() if "error[E304]" in line]
    assert len(lines) == 1 and lines[0].startswith(
        "lg/cards.csv:2:1: error[E304]: card main.1: box 'art': image 'art/1.png': "), lines
    assert why in lines[0]


@pytest.mark.parametrize("old, new, field", [
    ("text: Все начинают здесь.", "text: " + "очень длинный текст " * 40, "text"),
    ("rect: [2, 2, 36, 36]", "rect: [2, 2, 3, 3]", "name"),
], ids=["long-text", "tiny-cell"])
def test_a_field_text_too_long_for_its_cell_fails_check_as_it_fails_build(new_game, tmp_path,
                                                                          old, new, field):
    """Before: check fitted only the deck's texts and said 0 errors; build stopped in the
    board part at the first field that did not fit."""
    board = new_game / "board.yaml"
    text = board.read_text(encoding="utf-8")
    assert old in text
    board.write_text(text.replace(old, new, 1), encoding="utf-8")
    checked = _run("check", str(new_game))
    assert checked.exit_code == 1, checked.output
    lines = [line for line in checked.output.splitlines() if "error[E109]" in line]
    assert [line.split(": error")[0] for line in lines] == ["lg/board.yaml:12:5"] * 2, lines
    assert all(f"cell=field.start field={field} locale=" in line for line in lines), lines
    built = _run("build", str(new_game), "--out", str(tmp_path / "out"), "--only", "board")
    assert built.exit_code == 1
    ru = next(line for line in lines if "locale=ru" in line)
    assert ru.split("locale=ru: ")[1].split(" (shorten")[0] in built.output


@pytest.mark.parametrize("old, new, field", [
    ("    text: Ходит по лесу на одну клетку дальше.", "    text: " + "очень длинный текст " * 80,
     "subtitle"),
    ("    name: Следопыт", "    name: " + "Сверхдлиннейшееимя" * 4, "name"),
], ids=["long-text", "long-name"])
def test_a_character_text_too_long_for_its_card_fails_check_as_it_fails_build(
        new_game, tmp_path, old, new, field):
    """Before: check said 0 errors; build stopped in the characters part, naming no file."""
    path = new_game / "characters.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    checked = _run("check", str(new_game))
    assert checked.exit_code == 1, checked.output
    lines = [line for line in checked.output.splitlines() if "error[E109]" in line]
    assert len(lines) == 2 and all(line.startswith(
        f"lg/characters.yaml:4:5: error[E109]: card=hero.scout field={field} locale=")
        for line in lines), lines
    built = _run("build", str(new_game), "--out", str(tmp_path / "out"), "--only", "characters")
    assert built.exit_code == 1
    ru = next(line for line in lines if "locale=ru" in line)
    assert ru.split("locale=ru: ")[1].split(" (shorten")[0] in built.output

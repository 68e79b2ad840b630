"""Every kind of bad input gets one exact, actionable diagnostic line (golden lines)."""

import shutil
from pathlib import Path

import pytest

from pnpkit.readers.game_reader import load_game

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"


@pytest.fixture
def demo(tmp_path, monkeypatch):
    shutil.copytree(DEMO, tmp_path / "demo")
    monkeypatch.chdir(tmp_path)
    return tmp_path / "demo"


def lines(folder) -> list[str]:
    return [d.format() for d in load_game(folder).diagnostics.sorted()]


CASES = {
    "malformed": (
        "board.yaml", "fields:\n  - id: field.start\n    name: [Старт\n",
        ["demo/board.yaml:4:1: error[E005]: malformed YAML: expected ',' or ']', but got '<stream end>'"],
    ),
    "tab": (
        "board.yaml", "fields:\n\t- id: field.start\n",
        ["demo/board.yaml:2:1: error[E006]: a tab character is used for indentation "
         "(YAML indents with spaces only; replace tabs with spaces)"],
    ),
    "wrong type": (
        "extra.yaml", "tokens:\n  - {id: token.x, kind: coin, name: X, count: many}\n",
        ["demo/extra.yaml:2:47: error[E103]: tokens[token.x].count: expected an integer, got text"],
    ),
    "list instead of map": (
        "extra.yaml", "regions:\n  - [region.green, Зелёная]\n",
        ["demo/extra.yaml:2:5: error[E103]: regions[0]: expected a region, got a list"],
    ),
    "unknown reference": (
        "extra.yaml", "edges:\n  - between: [field.start, field.lak]\n",
        ["demo/extra.yaml:2:28: error[E202]: unknown field 'field.lak' (did you mean 'field.lake'?)"],
    ),
    "duplicate id": (
        "extra.yaml", "fields:\n  - {id: field.lake, board: main, name: Второе озеро}\n",
        ["demo/extra.yaml:2:10: error[E201]: duplicate field id 'field.lake' "
         "(first defined at demo/board.yaml:13:9)"],
    ),
    "unknown key": (
        "extra.yaml", "items:\n  - {id: item.rope, kind: tool, name: Верёвка, prise: 3}\n",
        ["demo/extra.yaml:2:48: error[E101]: items[item.rope]: unknown key 'prise' (did you mean 'price'?)"],
    ),
    "unknown section": (
        "extra.yaml", "feilds: []\n",
        ["demo/extra.yaml:1:1: error[E101]: top level: unknown key 'feilds' (did you mean 'fields'?)"],
    ),
    "missing required key": (
        "extra.yaml", "items:\n  - {id: item.rope, name: Верёвка}\n",
        ["demo/extra.yaml:2:5: error[E102]: items[item.rope]: missing required key 'kind'"],
    ),
    "alias bomb": (
        "extra.yaml", "extra:\n  a: &a [x, x, x, x, x, x, x, x, x]\n  b: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
        "  c: &c [*b, *b, *b, *b, *b, *b, *b, *b]\n  d: [*c, *c, *c, *c, *c, *c, *c, *c]\n",
        ["demo/extra.yaml:3:10: error[E007]: YAML aliases (*name) are not allowed in game data "
         "(write the value out in full)"],
    ),
    "python tag": (
        "extra.yaml", "extra:\n  x: !!python/object/apply:os.system [echo hi]\n",
        ["demo/extra.yaml:2:6: error[E008]: the tag '!!python/object/apply:os.system' is not allowed "
         "in game data (use plain YAML values without tags)"],
    ),
    "path escapes folder": (
        "extra.yaml", "fields:\n  - {id: field.x, board: main, name: X, image: ../../etc/passwd}\n",
        ["demo/extra.yaml:2:48: error[E203]: fields[field.x].image: '../../etc/passwd' points outside "
         "the game folder (use a path relative to the game folder, without '..')"],
    ),
    # before: read as a path, 'file 'https:/example.com/x.png' does not exist'
    "web address for a file": (
        "extra.yaml", "fields:\n  - {id: field.x, board: main, name: X, image: 'https://example.com/x.png'}\n",
        ["demo/extra.yaml:2:48: error[E203]: fields[field.x].image: 'https://example.com/x.png' is an "
         "address, not a file of the game (pnpkit reads files from inside the game folder only: "
         "save the file there and give its path, such as 'art/wolf.png')"],
    ),
    # before: nothing said, and the deck printed two cards «№1»
    "two cards with one number": (
        "extra.yaml", "cards:\n  - {id: card.dup, deck: adventure, number: 1, kind: enemy, name: Второй орк}\n",
        ["demo/extra.yaml:2:5: warning[W201]: card card.dup: deck 'adventure' has another card "
         "numbered 1 (at demo/cards/deck.yaml:4:5) (give every card of a deck its own number, so "
         "the printed ones can be told apart)"],
    ),
    "missing referenced file": (
        "extra.yaml", "fields:\n  - {id: field.x, board: main, name: X, image: art/none.svg}\n",
        ["demo/extra.yaml:2:48: error[E204]: file 'art/none.svg' does not exist (add the file or fix the path)"],
    ),
    # a value of the wrong form is said in words, not as the regular expression it fails
    "colour in words": (
        "extra.yaml", "regions:\n  - {id: region.green, name: Зелёная, colour: green}\n",
        ["demo/extra.yaml:2:47: error[E104]: regions[region.green].colour: 'green' is not a "
         "colour written #rrggbb, e.g. '#3f7f4a'"],
    ),
    "length in cm": (
        "extra.yaml", "layouts:\n  card:\n    extends: poker\n    boxes:\n      text: {x: 5cm}\n",
        ["demo/extra.yaml:5:17: error[E104]: layouts.card.boxes.text.x: '5cm' is not a length in "
         "mm or in % of the card, e.g. 12, '7.5mm' or '40%'"],
    ),
    "box name": (
        "extra.yaml", "layouts:\n  card:\n    extends: poker\n    boxes:\n      Art: {image: a.png}\n",
        ["demo/extra.yaml:5:7: error[E104]: layouts.card.boxes key: 'Art' is not a name of lower-case "
         "latin letters, digits, '-' and '_' that starts with a letter, e.g. 'card'"],
    ),
    "list of numbers": (
        "extra.yaml", "boards:\n  - {id: side, name: Второе поле, size_mm: big}\n",
        ["demo/extra.yaml:2:44: error[E103]: boards[side].size_mm: expected a list of numbers, got text"],
    ),
    # before: check passed it, and the board's drawing refused it ("lies outside the board")
    "field off its board": (
        "extra.yaml", "fields:\n  - {id: field.far, board: main, name: Даль, rect: [180, 10, 40, 20]}\n",
        ["demo/extra.yaml:2:5: error[E104]: field.far: rect [180, 10, 40, 20] reaches past the edge "
         "of board 'main' (200 × 100 mm) (move or shrink the field, or make the board's size_mm larger)"],
    ),
    # before: "malformed YAML: but found another document"; ": expected a game data file …"
    "two documents": (
        "extra.yaml", "extra:\n  a: 1\n---\nextra:\n  b: 2\n",
        ["demo/extra.yaml:3:1: error[E005]: a second YAML document ('---') in the file; a game "
         "file holds one (remove the '---' line, or move what follows it into a file of its own)"],
    ),
    "a list for a file": (
        "extra.yaml", "- a\n- b\n",
        ["demo/extra.yaml:1:1: error[E103]: top level: expected a game data file (a mapping of "
         "sections), got a list"],
    ),
    "duplicate key": (
        "extra.yaml", "items:\n  - id: item.rope\n    kind: tool\n    kind: rope\n    name: Верёвка\n",
        ["demo/extra.yaml:4:5: error[E009]: duplicate key 'kind' (first at line 3)"],
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_text_input(demo, case):
    name, text, expected = CASES[case]
    (demo / name).write_text(text, encoding="utf-8")
    assert lines(demo) == expected


def test_non_utf8(demo):
    (demo / "extra.yaml").write_bytes("items:\n  - {name: Вер".encode() + b"\xff\xfe\n")
    assert lines(demo) == [
        "demo/extra.yaml:2:15: error[E002]: not valid UTF-8 (byte 0xff) (save the file as UTF-8)"]


def test_binary_file(demo):
    (demo / "extra.yaml").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert lines(demo) == [
        "demo/extra.yaml: error[E003]: binary data (a NUL byte at offset 8); this is not a YAML text file"]


def test_huge_file_is_refused_without_reading_it(demo):
    with open(demo / "extra.yaml", "wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    assert lines(demo) == [
        "demo/extra.yaml: error[E004]: file is 50.0 MB; a content file may be at most 2 MB "
        "(split it into several files)"]


def test_missing_game_yaml(demo):
    (demo / "game.yaml").unlink()
    assert lines(demo) == [
        "demo/game.yaml: error[E001]: the game folder has no game.yaml "
        "(every game folder starts with a game.yaml holding a 'game:' section)"]


def test_missing_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert lines(tmp_path / "nowhere") == [
        "nowhere: error[E001]: no such game folder (run 'pnpkit games' to list the shipped games)"]


def test_dangling_link(demo):
    (demo / "extra.yaml").symlink_to(demo / "gone.yaml")
    assert lines(demo) == ["demo/extra.yaml: error[E001]: this link points to nothing "
                           "(replace the link by the file itself)"]


def test_unreadable_file(demo, monkeypatch):
    from pnpkit.readers import safe_files

    original = safe_files.read_bytes

    def deny(path, *args, **kwargs):
        if Path(path).name == "board.yaml":
            raise PermissionError(13, "Permission denied")
        return original(path, *args, **kwargs)

    monkeypatch.setattr(safe_files, "read_bytes", deny)
    assert lines(demo) == ["demo/board.yaml: error[E001]: cannot read the file: Permission denied"]


def test_unknown_rules_name(demo):
    text = (demo / "game.yaml").read_text(encoding="utf-8").replace("rules: generic", "rules: generik")
    (demo / "game.yaml").write_text(text, encoding="utf-8")
    assert lines(demo) == ["demo/game.yaml:4:10: error[E105]: unknown rules 'generik' (did you mean 'generic'?)"]


def test_every_problem_is_reported_not_just_the_first(demo):
    (demo / "a.yaml").write_text("feilds: []\n", encoding="utf-8")
    (demo / "b.yaml").write_text("items:\n  - {id: item.x, name: X}\n", encoding="utf-8")
    (demo / "c.yaml").write_bytes(b"\x00")
    codes = [line.split("[")[1].split("]")[0] for line in lines(demo)]
    assert sorted(codes) == ["E003", "E101", "E102"]


def test_a_default_locale_not_among_the_locales(demo):
    """Before: check passed it; build without --locale then said "'demo' has no locale 'fr'"."""
    game = demo / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("default_locale: ru",
                                                             "default_locale: fr"), encoding="utf-8")
    assert lines(demo) == [
        "demo/game.yaml:6:19: error[E104]: game.default_locale: 'fr' is not one of the game's "
        "locales (ru, en) (add it to 'locales:', or name one of them)"]


@pytest.mark.parametrize("new_id, said", [
    ("x" * 300, "is 300 characters long; an id has at most 64"),
    ("con", "'con' is a name Windows keeps for a device"),
    ("nul.deck", "'nul' is a name Windows keeps for a device"),
    ("lpt1", "'lpt1' is a name Windows keeps"),
])
def test_an_id_that_cannot_name_a_file_is_one_clean_error(demo, new_id, said):
    (demo / "extra.yaml").write_text(f"tokens:\n  - {{id: {new_id}, kind: coin, name: X}}\n", encoding="utf-8")
    found = lines(demo)
    assert len(found) == 1 and said in found[0] and found[0].startswith("demo/extra.yaml:2:"), found


@pytest.mark.parametrize("game_id, said", [("g" * 300, "at most 64"), ("aux", "Windows keeps")])
def test_a_game_id_that_cannot_name_a_folder_is_one_clean_error(demo, game_id, said):
    text = (demo / "game.yaml").read_text(encoding="utf-8")
    import re

    (demo / "game.yaml").write_text(re.sub(r"(?m)^  id: .*$", f"  id: {game_id}", text, count=1), encoding="utf-8")
    found = lines(demo)
    assert len(found) == 1 and said in found[0] and found[0].startswith("demo/game.yaml:"), found


def test_ids_that_merely_start_like_a_device_are_fine(demo):
    (demo / "extra.yaml").write_text("tokens:\n  - {id: con-deck, kind: coin, name: X}\n"
                                     "  - {id: console, kind: coin, name: Y}\n", encoding="utf-8")
    assert lines(demo) == []

"""Cards from a spreadsheet: every row a card, every bad cell one line naming the line
and the column."""

from pathlib import Path

import pytest

from pnpkit.readers.game_reader import load_game

GAME = """\
game: {id: sheet, title: Таблица, rules: generic, locales: [ru], default_locale: ru}
decks:
  - {id: main, name: Колода, cards: cards.csv}
"""


def _game(tmp_path: Path, csv_text: str, *, encoding: str = "utf-8") -> Path:
    (tmp_path / "game.yaml").write_text(GAME, encoding="utf-8")
    (tmp_path / "cards.csv").write_bytes(csv_text.encode(encoding))
    return tmp_path


def _errors(folder: Path) -> list[str]:
    return [d.format() for d in load_game(folder).diagnostics.errors]


def test_rows_become_cards_with_stats_and_default_ids(tmp_path):
    folder = _game(tmp_path, "number,name,kind,text,stats.strength\n"
                             "1,Волк,monster,\"Кусается, больно.\",3\n"
                             "\n"
                             "2,Гроза,event,Все пропускают ход.,\n")
    result = load_game(folder)
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.items]
    cards = result.game.cards
    assert [(c.id, c.number, c.name, c.kind) for c in cards] == [
        ("main.1", 1, "Волк", "monster"), ("main.2", 2, "Гроза", "event")]
    assert cards[0].text == "Кусается, больно." and dict(cards[0].stats) == {"strength": 3}
    assert dict(cards[1].stats) == {} and cards[0].deck == "main"
    assert str(cards[1].source) == "cards.csv:4:1" or cards[1].source.line == 4


def test_a_bad_number_is_one_line_naming_file_line_and_column(tmp_path):
    folder = _game(tmp_path, "number,name,kind\n1,Волк,monster\nдва,Гроза,event\n")
    errors = _errors(folder)
    assert len(errors) == 1, errors
    assert "cards.csv:3:1:" in errors[0] and "column 'number'" in errors[0]
    assert "\n" not in errors[0]


def test_a_number_too_big_or_with_a_fraction_is_named_for_what_it_is(tmp_path):
    """Before: a card number of 35 digits, or 7.5, was 'expected an integer, got text';
    a spreadsheet's 7.0 was refused although it is the whole number 7."""
    folder = _game(tmp_path, "number,name,kind\n" + "9" * 35 + ",Волк,monster\n"
                             "7.5,Гроза,event\n7.0,Тишина,event\n")
    errors = [e.split(": ", 1)[1] for e in _errors(folder)]
    assert errors == [
        "error[E104]: column 'number': " + "9" * 35 + " is out of range [0..100000]",
        "error[E103]: column 'number': expected an integer, got a number"], errors
    folder = _game(tmp_path, "number,name,kind\n7.0,Тишина,event\n")
    assert [c.id for c in load_game(folder).game.cards] == ["main.7"]


def test_an_empty_required_cell_names_its_column(tmp_path):
    errors = _errors(_game(tmp_path, "number,name,kind\n1,,monster\n"))
    assert len(errors) == 1 and "cards.csv:2:2:" in errors[0] and "'name'" in errors[0]


def test_an_unknown_column_is_reported_once_at_the_header(tmp_path):
    errors = _errors(_game(tmp_path, "number,name,kind,txet\n1,a,b,c\n2,d,e,f\n"))
    assert len(errors) == 1 and "cards.csv:1:4:" in errors[0] and "did you mean 'text'" in errors[0]


def test_missing_columns_and_extra_cells(tmp_path):
    errors = _errors(_game(tmp_path, "number,name\n1,a\n"))
    assert any("no column 'kind'" in e for e in errors)
    errors = _errors(_game(tmp_path, "number,name,kind\n1,a,b,c\n"))
    assert len(errors) == 1 and "cards.csv:2:4:" in errors[0] and "4 cells" in errors[0]


def test_two_rows_with_one_number_are_a_duplicate_id(tmp_path):
    errors = _errors(_game(tmp_path, "number,name,kind\n1,a,b\n1,c,d\n"))
    assert len(errors) == 1 and "cards.csv:3" in errors[0] and "duplicate card id 'main.1'" in errors[0]


def test_spreadsheet_exports_semicolons_and_bom_are_read(tmp_path):
    folder = _game(tmp_path, "\ufeffnumber;name;kind\n1;Волк;monster\n")
    result = load_game(folder)
    assert result.diagnostics.ok and result.game.cards[0].name == "Волк"


def test_text_that_is_not_utf8_names_the_line(tmp_path):
    errors = _errors(_game(tmp_path, "number,name,kind\n1,Волк,monster\n", encoding="cp1251"))
    assert len(errors) == 1 and "cards.csv:2:1:" in errors[0] and "UTF-8" in errors[0]


def test_a_quote_left_open_is_reported_where_it_opens(tmp_path):
    """Before: at the line the csv reader noticed it (here 5, two rows later), column 1."""
    folder = _game(tmp_path, 'number,name,kind,text\n1,Волк,monster,x\n2,"Гроза,event,y\n'
                             '3,Тишина,event,z\n4,Клад,event,"Получи 3 монеты."\n5,Мост,event,w\n')
    errors = _errors(folder)
    assert len(errors) == 1 and errors[0].split("/")[-1].startswith(
        "cards.csv:3:2: error[E002]: the row cannot be read: ',' expected after '\"' "
        "(the row runs on to line 5)"), errors


def test_an_unclosed_quote_is_an_error_not_a_hang(tmp_path):
    errors = _errors(_game(tmp_path, 'number,name,kind\n1,"Волк,monster\n'))
    assert errors and all("\n" not in e for e in errors)


@pytest.mark.parametrize("rel", ["../cards.csv", "/etc/passwd"])
def test_the_table_must_be_inside_the_game_folder(tmp_path, rel):
    game = tmp_path / "g"
    game.mkdir()
    (game / "game.yaml").write_text(GAME.replace("cards.csv", rel), encoding="utf-8")
    (tmp_path / "cards.csv").write_text("number,name,kind\n1,a,b\n", encoding="utf-8")
    errors = _errors(game)
    assert len(errors) == 1 and "outside the game folder" in errors[0]


def test_a_link_out_of_the_folder_is_refused(tmp_path):
    game = tmp_path / "g"
    game.mkdir()
    (game / "game.yaml").write_text(GAME, encoding="utf-8")
    (tmp_path / "secret.csv").write_text("number,name,kind\n1,a,b\n", encoding="utf-8")
    (game / "cards.csv").symlink_to(tmp_path / "secret.csv")
    errors = _errors(game)
    assert len(errors) == 1 and "outside the game folder" in errors[0]
    assert load_game(game).game is None


@pytest.mark.parametrize("body", [
    "number,name,kind\n1,a\x00b,c\n",                       # a NUL byte
    "number,name,kind\n1," + "x" * 200_000 + ",c\n",        # a cell past the csv limit
    "number,name,kind\n1,a,b\n" * 1 + "2,\"a\"b\",c\n",      # stray quote
])
def test_hostile_tables_are_one_line_errors_never_tracebacks(tmp_path, body):
    result = load_game(_game(tmp_path, body))
    assert result.game is None or result.diagnostics.ok
    for d in result.diagnostics.errors:
        assert "\n" not in d.format() and "cards.csv" in d.format()


def test_a_table_over_the_size_limit_is_refused_before_reading(tmp_path):
    from pnpkit.readers.csv_cards import MAX_CSV_BYTES

    body = "number,name,kind\n" + "1,a,b\n" * (MAX_CSV_BYTES // 6 + 10)
    errors = _errors(_game(tmp_path, body))
    assert len(errors) == 1 and "at most" in errors[0]


def test_a_cell_over_two_lines_keeps_the_line_numbers_of_the_rows_after_it(tmp_path):
    folder = _game(tmp_path, 'number,name,kind,text\n1,Волк,monster,"Первая строка\nвторая"\n'
                             "2,,event,x\n")
    errors = _errors(folder)
    assert len(errors) == 1 and "cards.csv:4:2:" in errors[0], errors


def test_a_control_character_in_a_cell_is_told_in_a_spreadsheet_s_terms(tmp_path):
    """Before: the hint spoke of YAML's | blocks to a designer editing a spreadsheet."""
    from pnpkit.render.printable import unprintable_texts

    folder = _game(tmp_path, "number,name,kind,text\n1,Волк,monster,Кусается\x07 больно\n")
    found = unprintable_texts(load_game(folder).game)
    assert [(d.code, d.message, d.hint) for d in found] == [(
        "E108", "the text 'Кусается? больно' holds a control character (U+0007 '\\x07')",
        "remove it from the cell: a spreadsheet copies one in with pasted text")]


def test_a_deck_that_names_a_yaml_file_for_its_table_is_one_error_at_the_deck(tmp_path):
    """Before: the YAML file was read as a CSV table: four errors about its first line
    ("unknown column '# yaml-language-server: …'", no column number, name, kind)."""
    (tmp_path / "game.yaml").write_text(GAME.replace("cards.csv", "more.yaml"), encoding="utf-8")
    (tmp_path / "more.yaml").write_text("# cards\\nextra: {}\\n", encoding="utf-8")
    errors = [e.split("/")[-1] for e in _errors(tmp_path)]
    assert errors == [
        "game.yaml:3:37: error[E104]: decks[main].cards: 'more.yaml' is not a card table (name a "
        "CSV file saved from a spreadsheet (cards.csv); cards written in YAML go in a 'cards:' "
        "section instead)"], errors


def test_capitalised_headings_and_tab_separated_tables_are_read(tmp_path):
    """Before: 'Number,Name,Kind' (as a spreadsheet capitalises headings) was four errors
    (unknown columns, no column number, name, kind), and a tab-separated table one
    column named 'number\\tname\\tkind'."""
    folder = _game(tmp_path, "Number,NAME,Kind,Text,Stats.Strength\n1,Волк,monster,Кусается,3\n")
    result = load_game(folder)
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.items]
    card = result.game.cards[0]
    assert (card.id, card.name, card.text, dict(card.stats)) == ("main.1", "Волк", "Кусается",
                                                                 {"Strength": 3})
    folder = _game(tmp_path, "number\tname\tkind\ttext\n1\tВолк\tmonster\t\"Кусается, больно\"\n")
    result = load_game(folder)
    assert result.diagnostics.ok, [d.format() for d in result.diagnostics.items]
    assert result.game.cards[0].text == "Кусается, больно"

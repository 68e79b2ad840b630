"""The main board reads as a map (issue #28): every field shows a picture of its own,
every name is set at one size (a heading level) and never hyphenated."""

from __future__ import annotations

import re

import pytest
from test_amber_kit import game_in

from pnpkit.games.amber.kit.amber_board import amber_board, is_sector_board
from pnpkit.render import cell_board
from pnpkit.render.game_icons import has_icon


@pytest.mark.parametrize(("board", "alike"), [("main", 2), ("kingdom", 5)])
def test_every_field_of_a_board_has_a_picture_of_the_vendored_set(board, alike):
    game = game_in("ru")
    fields = game.fields_of(board)
    assert fields and all(f.picture.startswith("game-icons:") for f in fields)
    assert all(has_icon(f.picture) for f in fields)
    # a picture for what the field is: distinct but for the fields of one kind (the two
    # exchange offices; the labyrinth's rings, the palace's chambers)
    pictures = [f.picture for f in fields]
    assert len(set(pictures)) >= len(pictures) - alike


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_names_are_one_size_unhyphenated_and_each_field_gets_its_sign(monkeypatch, locale):
    names: dict[str, object] = {}
    places: list[str] = []
    fit, place = cell_board.fit_box, cell_board._icon_place

    def recording(box, text, *, locale, where=None):
        fitted = fit(box, text, locale=locale, where=where)
        if (where or {}).get("field") == "name":
            names[where["cell"]] = (text, fitted)
        return fitted

    def placing(item):
        places.append(item.cell.id)
        return place(item)

    monkeypatch.setattr(cell_board, "fit_box", recording)
    monkeypatch.setattr(cell_board, "_icon_place", placing)
    game = game_in(locale)
    amber_board(game, "main", locale=locale)
    assert len({round(fitted.size, 3) for _t, fitted in names.values()}) == 1
    for text, fitted in names.values():
        for line, following in zip(fitted.lines, fitted.lines[1:], strict=False):
            assert not line.endswith("-") or line.split()[-1] + following.split()[0] in text, \
                fitted.lines
    assert sorted(places) == sorted(f.id for f in game.fields_of("main"))


def test_a_die_table_prints_one_result_per_line_where_its_field_has_room():
    from pnpkit.layout.geometry import Rect
    from pnpkit.layout.text_boxes import TextBox
    from pnpkit.render.cell_board import die_table_set
    from pnpkit.render.fonts import SANS

    def die_table_text(text, box, locale):
        return die_table_set(text, box, locale)[0]

    text = "Брось кубик. 1 — дурман сморил тебя: пропусти 1 ход. 2 — +2 ПУ. 3–4 — возьми 1 карту."
    roomy = TextBox(Rect(0, 0, 300, 300), SANS, 9, 6)
    assert die_table_text(text, roomy, "ru").split("\n") == [
        "Брось кубик.", "1 — дурман сморил тебя: пропусти 1 ход.", "2 — +2 ПУ.",
        "3–4 — возьми 1 карту."]
    tight = TextBox(Rect(0, 0, 200, 22), SANS, 9, 6)
    assert die_table_text(text, tight, "ru") == text  # no room: run on, never overflow
    assert die_table_text("Вытяни 1 карту.", roomy, "ru") == "Вытяни 1 карту."


#: a die table's result: "1 — …", "3–4 — …", "10 — …", "1, 5 — …"
DIE_RESULT = re.compile(r"(?<![\S\u00a0])\d+(?:[–-]\d+)?(?:, \d+(?:[–-]\d+)?)*[ \u00a0][—–] ")


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_every_die_table_on_the_boards_prints_one_result_per_line(monkeypatch, locale):
    """Read back from the layout: every field text holding a die table on every cell
    board is fitted with each result starting a line of its own (issue #28)."""
    fitted: dict[tuple[str, str], tuple[str, object]] = {}
    fit = cell_board.fit_box
    board_id = ""

    def recording(box, text, *, locale, where=None):
        result = fit(box, text, locale=locale, where=where)
        if (where or {}).get("field") == "text":
            fitted[(board_id, where["cell"])] = (text, result)
        return result

    monkeypatch.setattr(cell_board, "fit_box", recording)
    game = game_in(locale)
    for board in game.boards:
        if not is_sector_board(game, board.id):
            board_id = board.id
            amber_board(game, board.id, locale=locale)
    tables = {key: item for key, item in fitted.items() if len(DIE_RESULT.findall(item[0])) >= 2}
    assert len(tables) >= 35
    run_on = set()
    for (_board, cell), (text, result) in tables.items():
        results = len(DIE_RESULT.findall(text))
        starts = sum(1 for line in result.lines if DIE_RESULT.match(line.lstrip() + " "))
        if starts != results:
            run_on.add(cell)
    # the Lyceum's two-dice table (11 results in a 38 mm field) too, at the board's least
    # table size (amber_board.TABLE_PRINTED_MIN_PT)
    assert run_on == STILL_RUN_ON


STILL_RUN_ON: set[str] = set()


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_lyceum_table_prints_one_result_a_line_within_its_field(monkeypatch, locale):
    from pnpkit.games.amber.kit.amber_board import TABLE_PRINTED_MIN_PT, cell_style, text_scale

    seen = {}
    fit = cell_board.fit_box

    def recording(box, text, *, locale, where=None):
        result = fit(box, text, locale=locale, where=where)
        if (where or {}).get("cell") == "field.lyceum" and where.get("field") == "text":
            seen["fit"] = (box, result)
        return result

    monkeypatch.setattr(cell_board, "fit_box", recording)
    game = game_in(locale)
    amber_board(game, "main", locale=locale)
    box, result = seen["fit"]
    scale = text_scale(game, game.boards[0])
    assert len(result.lines) == 12 and all(DIE_RESULT.match(line + " ") for line in result.lines[1:])
    assert result.size * scale >= TABLE_PRINTED_MIN_PT - 1e-6
    assert result.size < cell_style(scale).text_min  # smaller than running text: only a table
    assert len(result.lines) * result.leading <= box.rect.height + 1e-6


def test_the_main_board_draws_its_worlds_as_grounds_and_its_ways_as_trails(monkeypatch):
    from pnpkit.render.pdf import PdfBuilder
    from pnpkit.render.surface import PdfSurface

    calls = {"ground": 0, "trail": 0}
    ground, trail = cell_board._ground, cell_board._trail

    def count(kind, real):
        def wrapped(*args):
            calls[kind] += 1
            return real(*args)
        return wrapped

    monkeypatch.setattr(cell_board, "_ground", count("ground", ground))
    monkeypatch.setattr(cell_board, "_trail", count("trail", trail))
    game = game_in("ru")
    board = amber_board(game, "main", locale="ru")
    pdf = PdfBuilder((board.width, board.height), title="t", lang="ru")
    board.draw(PdfSurface(pdf.canvas))
    assert calls["ground"] == len(game.fields_of("main"))
    assert calls["trail"] >= 60  # the ways between fields that are not world crossings
    calls.update(ground=0, trail=0)
    amber_board(game, "main", locale="ru", ink="mono").draw(PdfSurface(pdf.canvas))
    assert calls == {"ground": 0, "trail": 0}  # low ink: no grounds, plain lines


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_every_printed_character_of_the_boards_is_7_pt_or_more_a_die_table_6_5(tmp_path, locale):
    """On the posters and on the sheets (the assembly map, a miniature, left out); a die
    table that needs it to print one result a line (the Lyceum's) at 6.5 pt."""
    import pypdfium2 as pdfium
    from pdf_inspect import printed_sizes
    from test_amber_kit import build

    from pnpkit.games.amber.kit.amber_board import TABLE_PRINTED_MIN_PT

    folder = build(tmp_path, ("board", "kingdom-board", "temple-board", "pass-board"),
                   locale=locale)
    for name in ("board", "kingdom-board", "temple-board", "pass-board"):
        for pdf in (f"{name}.pdf", f"{name}-poster.pdf"):
            data = (folder / pdf).read_bytes()
            count = len(pdfium.PdfDocument(data))
            runs = printed_sizes(data, range(1, count) if count > 1 else None)
            smallest = min(size for size, n in runs if n)
            # 7 pt, but for a die table that needs a smaller size to print a result a line
            # (the Lyceum's, on the main board: TABLE_PRINTED_MIN_PT)
            least = TABLE_PRINTED_MIN_PT if name == "board" else 7
            assert smallest >= least - 0.005, (pdf, smallest)
            assert len({round(size, 2) for size, n in runs if n and size < 7 - 0.005}) <= 1


@pytest.mark.parametrize("board", ["temple", "pass"])
def test_every_temple_and_pass_sector_draws_a_picture_of_its_own(monkeypatch, board):
    from pnpkit.games.amber.kit import amber_board as boards
    from pnpkit.render import game_icons

    game = game_in("ru")
    fields = game.fields_of(board)
    pictures = [f.picture for f in fields]
    assert len(fields) == 8 and all(has_icon(p) for p in pictures)
    assert len(set(pictures)) == 8  # a dungeon is not a treasure chest
    drawn: list[str] = []
    monkeypatch.setattr(game_icons, "draw_icon", lambda s, name, *a: drawn.append(name))
    amber_board(game, board, locale="ru").draw(_NullSurface())
    assert sorted(drawn) == sorted(pictures)
    assert boards.sector_square(game, board, 200.0).sectors[0].icon in pictures


class _NullSurface:
    """A surface that draws nothing (only what is asked of it matters)."""

    def __getattr__(self, name):
        return lambda *a, **k: None

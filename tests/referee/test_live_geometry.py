"""The live board's pieces and lit fields sit on the fields as the board picture draws
them (issue #31.1): the kit draws the fields inside the poster enlargement
(``matrix(1.05 0 0 1.05 23.386 0)`` on the main board), and the overlay's boxes are read
off the same drawing, never from the fields' unscaled rectangles.  Checked against the
transform written in the picture's own SVG, and on the still picture of
``referee board``."""

from __future__ import annotations

import re

import pytest

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.layout.units import mm
from pnpkit.referee.live import LiveView, Panel, Target, still_svg

_MATRIX = re.compile(r'transform="matrix\(([^)]*)\)"')


def _drawn_at(picture, game, field) -> tuple[float, float, float, float]:
    """Where the picture's SVG draws ``field`` (x, y downwards, w, h), from the field's
    rectangle (mm from the board's top-left) through the transforms the SVG names: the
    y flip of the page and then the board's enlargement."""
    flip, enlarge = (tuple(float(v) for v in m.split()) for m in _MATRIX.findall(picture.svg)[:2])
    assert flip[:4] == (1, 0, 0, -1)
    s, _, _, s2, dx, dy = enlarge
    assert s == s2
    plain_h = mm(float(next(b for b in game.boards if b.id == picture.id).size_mm[1]))
    x, y, w, h = (mm(float(v)) for v in field.rect)
    up_y = plain_h - y - h                       # the board's own y, upwards
    top = flip[5] - (dy + s * (up_y + h))        # the page's y, downwards
    return dx + s * x, top, s * w, s * h


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_every_field_spot_is_where_the_board_draws_the_field(locale):
    game = LIVE.referee.game(locale)
    for picture in LIVE.pictures(locale):
        fields = [f for f in game.fields_of(picture.id) if f.rect is not None]
        assert fields
        for f in fields:
            spot = picture.spots[f.id]
            want = _drawn_at(picture, game, f)
            got = (spot.x, spot.y, spot.width, spot.height)
            assert got == pytest.approx(want, abs=0.01), f"{picture.id} {f.id}: {got} ≠ {want}"


def test_the_temple_and_the_pass_have_places_on_the_main_board():
    """A piece on a sector of the Temple or the Pass (drawn inside the main board) is
    shown there, in the square's own area, not left off the board."""
    game = LIVE.referee.game("ru")
    main = LIVE.pictures("ru")[0]
    for inset in game.extra.get("board_insets") or ():
        side = float(next(b for b in game.boards if b.id == inset["board"]).size_mm[0])
        x0, _, _, _ = _drawn_at(main, game, type("F", (), {"rect": (*inset["at"], side, side)})())
        sectors = list(game.fields_of(inset["board"]))
        assert sectors and all(f.id in main.spots for f in sectors)
        for f in sectors:
            spot = main.spots[f.id]
            assert x0 <= spot.x <= x0 + mm(side) * 1.1


def test_the_still_picture_lights_the_fields_where_they_are_drawn():
    game = LIVE.referee.game("ru")
    main = LIVE.pictures("ru")[0]
    fields = [f for f in game.fields_of("main") if f.rect is not None][:6]
    view = LiveView("t", "h", (Panel("Аня", 0, "x", place=fields[0].id, board="main", current=True),),
                    tuple(Target(f.id, f.name, "move", (f.id,)) for f in fields))
    svg = still_svg(main, view)
    for f in fields:
        box = re.search(rf'<rect[^>]*class="target"[^>]*data-field="{re.escape(f.id)}"[^>]*>', svg)
        assert box, f.id
        x, y, w, h = (float(re.search(rf'\s{a}="([^"]+)"', box.group(0)).group(1))
                      for a in ("x", "y", "width", "height"))
        assert (x, y, w, h) == pytest.approx(_drawn_at(main, game, f), abs=0.01)
    spot = main.spots[fields[0].id]
    piece = re.search(r'<g class="piece current"[^>]*>.*?<circle cx="([^"]+)" cy="([^"]+)"', svg)
    assert piece
    cx, cy = float(piece.group(1)), float(piece.group(2))
    assert spot.x < cx < spot.x + spot.width and spot.y < cy < spot.y + spot.height


def _lit_boxes(svg: str) -> dict[str, tuple[float, float, float, float]]:
    """The lit boxes a still picture draws: field id -> (x, y, w, h) in its units."""
    boxes = {}
    for tag in re.findall(r'<rect[^>]*class="target"[^>]*>', svg):
        field = re.search(r'data-field="([^"]+)"', tag).group(1)
        boxes[field] = tuple(float(re.search(rf'\s{a}="([^"]+)"', tag).group(1))
                             for a in ("x", "y", "width", "height"))
    return boxes


@pytest.mark.parametrize("seed", [3, 5, 21])
def test_referee_board_lights_each_reachable_field_where_it_is_drawn(referee_run, tmp_path, seed):
    """`referee board -o board.svg` after a roll: a lit box on each field the rolled
    piece may reach and on no other, each exactly where the picture draws that field,
    the piece inside the field it stands on (the page's geometry test, on the still picture)."""
    from pnpkit.games.amber.rules import engine
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    session = tmp_path / "game.pnp"
    Table.new(session, SessionHeader("amber", seed, (Player("Аня", gender="f"), Player("Борис", gender="m"))))
    Table.open(session).act("roll", [])
    state = Table.open(session).state
    if state.pending is not None or state.game.phase != "move":
        pytest.skip(f"seed {seed}: the first roll does not ask for a move")
    result = referee_run("board", "--file", str(session), "-o", str(tmp_path / "board.svg"))
    assert result.exit_code == 0, result.output
    svg = (tmp_path / "board.svg").read_text(encoding="utf-8")
    game, main = LIVE.referee.game("ru"), LIVE.pictures("ru")[0]
    drawn = {f.id: f for f in game.fields_of("main") if f.rect is not None}
    reachable = {m.dest for m in engine.moves_for(state.game)} & set(drawn)
    lit = _lit_boxes(svg)
    assert len(reachable) >= 3 and set(lit) == reachable, (sorted(lit), sorted(reachable))
    for field, box in lit.items():
        assert box == pytest.approx(_drawn_at(main, game, drawn[field]), abs=0.01), field
    mover = state.game.current
    piece = re.search(rf'<g class="piece current" data-player="{re.escape(mover.name)}">.*?'
                      r'<circle cx="([^"]+)" cy="([^"]+)"', svg)
    assert piece, f"no piece of {mover.name} on the still picture"
    x, y, w, h = _drawn_at(main, game, drawn[mover.position])
    assert x < float(piece.group(1)) < x + w and y < float(piece.group(2)) < y + h


def test_a_badge_of_cards_lying_on_a_field_sits_inside_that_field():
    from pnpkit.referee.live import Mark

    game = LIVE.referee.game("ru")
    main = LIVE.pictures("ru")[0]
    fields = [f for f in game.fields_of("main") if f.rect is not None][:8]
    view = LiveView("t", "h", (), marks=tuple(Mark(f.id, str(i + 1), f.name) for i, f in enumerate(fields)))
    svg = still_svg(main, view)
    for i, f in enumerate(fields):
        badge = re.search(rf'<g class="mark" data-field="{re.escape(f.id)}">(.*?)</g>', svg)
        assert badge, f.id
        x, y, w, h = (float(re.search(rf'<rect[^>]*\s{a}="([^"]+)"', badge.group(1)).group(1))
                      for a in ("x", "y", "width", "height"))
        fx, fy, fw, fh = _drawn_at(main, game, f)
        assert fx <= x and x + w <= fx + fw and fy <= y and y + h <= fy + fh, (f.id, (x, y, w, h), (fx, fy, fw, fh))
        assert f">{i + 1}</text>" in badge.group(1) and f"<title>{f.name}</title>" in badge.group(1)

"""The main board reads as a map (issue #28): every field shows a picture of its own,
every name is set at one size (a heading level) and never hyphenated."""

from __future__ import annotations

import pytest
from test_amber_kit import game_in

from pnpkit.games.amber.kit.amber_board import amber_board
from pnpkit.render import cell_board
from pnpkit.render.game_icons import has_icon


def test_every_field_of_the_main_board_has_a_picture_of_the_vendored_set():
    game = game_in("ru")
    fields = game.fields_of("main")
    assert fields and all(f.picture.startswith("game-icons:") for f in fields)
    assert all(has_icon(f.picture) for f in fields)
    # a picture for what the field is: distinct but for the pairs of one kind
    pictures = [f.picture for f in fields]
    assert len(set(pictures)) >= len(pictures) - 2


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

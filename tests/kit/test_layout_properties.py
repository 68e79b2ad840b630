"""Property: whatever a game writes under ``layouts:`` and ``kit:``, reading the game
gives either a game whose every layout resolves, or located one-line errors; never an
exception."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.layout.card_layout import BUILTIN_LAYOUTS, card_layout
from pnpkit.readers.game_reader import load_game

GAME = {"game": {"id": "lay", "title": "Раскладка", "rules": "generic", "locales": ["ru"],
                 "default_locale": "ru"},
        "decks": [{"id": "d", "name": "Колода"}],
        "cards": [{"id": "d.1", "deck": "d", "number": 1, "kind": "a", "name": "Волк",
                   "stats": {"strength": 2}}]}

length = st.one_of(st.integers(-5, 120), st.floats(-1, 200, allow_nan=False),
                   st.sampled_from(["10mm", "50%", "100%", "0%", "120%", "5 inches", "", "mm"]))
paint = st.sampled_from(["#112233", "kind", "none", "red", "#12345", "KIND"])
text = st.sampled_from(["name", "text", "stats.strength", "attrs.x", "nope", "{{ card.name }}",
                        "{{ card.", "{% for x in card.text %}{% for y in card.text %}{% endfor %}"
                        "{% endfor %}", "art/{{ card.number }}.png", "../x.png", ""])
box = st.dictionaries(
    st.sampled_from(["x", "y", "w", "h", "field", "stat", "stats", "image", "template", "font",
                     "size", "lines", "align", "valign", "colour", "fill", "stroke", "radius",
                     "hidden", "bogus"]),
    st.one_of(length, paint, text, st.booleans(), st.none(),
              st.lists(st.integers(0, 80), max_size=3),
              st.sampled_from(["sans", "serif-bold", "comic", "left", "middle", "all"])),
    max_size=8)
layout = st.fixed_dictionaries({}, optional={
    "extends": st.sampled_from([*BUILTIN_LAYOUTS, "mine", "other", "nope", "Poker"]),
    "size": st.sampled_from([*BUILTIN_LAYOUTS, "huge"]),
    "colours": st.dictionaries(st.sampled_from(["a", "b", "back"]), paint, max_size=3),
    "background": paint, "border": paint,
    "boxes": st.dictionaries(st.sampled_from(["title", "text", "art", "stats", "new", "Bad"]),
                             box, max_size=4),
    "back": st.fixed_dictionaries({}, optional={"background": paint, "boxes": st.dictionaries(
        st.sampled_from(["title", "frame"]), box, max_size=2)}),
})
component = st.fixed_dictionaries({"kind": st.sampled_from(["deck", "sheet", "board", "dekc"])},
                                  optional={"deck": st.sampled_from(["d", "x"]),
                                            "layout": st.sampled_from(["mine", "other", "poker",
                                                                       "nope"]),
                                            "part": st.sampled_from(["p", "q", "P q"])})


@pytest.mark.slow
@given(layouts=st.dictionaries(st.sampled_from(["mine", "other"]), layout, max_size=2),
       kit=st.lists(component, max_size=3))
def test_any_layouts_and_kit_read_to_a_game_or_located_errors(layouts, kit):
    document = {**GAME, "layouts": layouts, **({"kit": kit} if kit else {})}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "lay"
        folder.mkdir()
        (folder / "game.yaml").write_text(json.dumps(document, ensure_ascii=False),
                                          encoding="utf-8")
        result = load_game(folder)
    for d in result.diagnostics.items:
        line = d.format()
        assert "\n" not in line and "game.yaml" in line, line
    if result.game is not None and result.diagnostics.ok:
        for name in result.game.layouts:
            card_layout(name, result.game.layouts)  # resolves: no LayoutError left for later
        for c in result.game.kit:
            if c.layout:
                card_layout(c.layout, result.game.layouts)

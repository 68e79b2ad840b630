"""The kit's pictures, from the data: every adventure card, item, traveller, prince and
token names one (``picture: game-icons:NAME``), chosen for what the thing is; the deck
draws well over 160 distinct ones and every distinct item its own; only the pictures used
are vendored, with their licence; pawns told apart by colour and picture."""

from __future__ import annotations

import importlib.util
from collections import defaultdict
from pathlib import Path

from test_amber_kit import game_in

from pnpkit.games.amber.kit import amber_tokens
from pnpkit.render.contrast import contrast_ratio
from pnpkit.render.game_icons import ICONS_FILE, has_icon, icon_names, icon_picture

ROOT = Path(__file__).resolve().parents[2]


def _vendor_tool():
    spec = importlib.util.spec_from_file_location("vendor_icons", ROOT / "tools" / "vendor_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _things(game):
    return [*game.cards, *game.items, *game.characters, *game.tokens]


def test_every_card_item_character_and_token_names_a_vendored_picture():
    game = game_in("ru")
    missing = [t.id for t in _things(game) if not t.picture]
    assert not missing
    unknown = [(t.id, t.picture) for t in _things(game) if not has_icon(t.picture)]
    assert not unknown


def test_the_adventure_deck_draws_at_least_160_distinct_pictures():
    game = game_in("ru")
    cards = [c for c in game.cards if c.deck == "adventure"]
    assert len(cards) == 196
    assert len({c.picture for c in cards}) >= 160


def test_a_picture_is_shared_only_by_things_of_one_name():
    game = game_in("ru")
    names = defaultdict(set)
    for thing in [*game.cards, *game.items, *game.characters]:
        names[thing.picture].add(thing.name)
    shared = {picture: sorted(n) for picture, n in names.items() if len(n) > 1}
    assert not shared


def test_every_distinct_item_has_its_own_picture():
    game = game_in("ru")
    items = {i.name: i.picture for i in game.items}
    assert len(set(items.values())) == len(items)
    # the ones the issue found sharing a sack or a crystal ball, or drawn as text
    chosen = {i.id: i.picture for i in game.items}
    assert chosen["item.helmet"] == "game-icons:visored-helm"
    assert chosen["item.horse"] == "game-icons:horse-head"
    assert len({chosen[k] for k in ("item.helmet", "item.body-armour", "item.mail",
                                    "item.sealed-bottle", "item.whisky")}) == 5
    assert len({chosen[k] for k in ("item.crystal-ball", "item.magic-wand",
                                    "item.elven-cloak", "item.sphinx-charm")}) == 4


def test_pictures_fit_what_the_thing_is():
    game = game_in("ru")
    by_number = {c.number: c.picture for c in game.cards}
    assert by_number[81] == "game-icons:scorpion"  # Гигантский скорпион, no longer a wolf
    tokens = {t.id: t.picture for t in game.tokens}
    assert tokens["token.air-ticket"] == "game-icons:boarding-pass"
    assert len({tokens[k] for k in ("token.air-ticket", "token.loan-note", "token.slot-token",
                                    "token.left-card")}) == 4
    for kind in ("traveller", "prince"):
        people = [c for c in game.characters if c.kind == kind]
        assert len({c.picture for c in people}) == len(people), kind


def test_only_the_pictures_named_are_vendored():
    used = set(_vendor_tool().used_names())
    assert used == set(icon_names())
    assert (ICONS_FILE.parent / "LICENSE.md").read_text(encoding="utf-8").count("CC BY 3.0")
    assert f"({len(used)} of them" in (ICONS_FILE.parent / "LICENSE.md").read_text(encoding="utf-8")


def test_the_vendoring_tool_names_a_picture_the_set_lacks(tmp_path):
    import json

    tool = _vendor_tool()
    (tmp_path / "icons.json").write_text(json.dumps(
        {"icons": {"crown": {"body": "<path/>"}}, "width": 512, "height": 512}))
    (tmp_path / "package.json").write_text('{"version": "9.9"}')
    data, missing = tool.vendored(tmp_path, {"crown": "a.yaml", "nothing-such": "b.yaml"})
    assert data["icons"] == {"crown": "<path/>"}
    assert data["package"] == "@iconify-json/game-icons 9.9"
    assert missing == ["b.yaml: game-icons:nothing-such"]


def test_a_picture_is_one_colour_svg():
    data = icon_picture("game-icons:crown", (0.5, 0.25, 0.0)).data.decode()
    assert data.startswith("<svg") and "#804000" in data and "currentColor" not in data


def test_pawns_differ_in_colour_and_their_pictures_read_on_their_ground():
    colours = amber_tokens.pawn_colours(19)
    assert len({tint for tint, _ in colours}) == 19
    for tint, deep in colours:
        assert contrast_ratio(deep, (1.0, 1.0, 1.0)) >= 4.5  # the picture on its white oval
        assert contrast_ratio((0.11, 0.10, 0.12), tint) >= 4.5  # the name on the tint


def test_the_token_sheet_has_a_crown_and_a_pawn_per_traveller():
    from pnpkit.games.amber.kit.amber_kit import WORDS
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces

    game = game_in("ru")
    pieces = amber_pieces(game, WORDS["ru"])
    pawns = [p for p in pieces if p.shape == "standee"]
    assert len(pawns) == sum(1 for c in game.characters if c.kind == "traveller")
    crowns = [p for p in pieces if p.id.startswith("token.crown")]
    assert crowns and all(p.width == p.height for p in crowns)


def test_every_vendored_picture_has_its_author_listed():
    tool = _vendor_tool()
    listed = tool.listed_authors((ICONS_FILE.parent / "LICENSE.md").read_text(encoding="utf-8"))
    assert set(listed) == set(icon_names())
    assert listed["scorpion"] == "Lorc" and "see game-icons.net" not in listed.values()


def test_a_name_in_two_folders_goes_to_the_author_whose_drawing_it_is(tmp_path):
    tool = _vendor_tool()
    for folder, path in (("lorc", "M10 20L30 40z"), ("delapouite", "M99 98L97 96z")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "bat.svg").write_text(
            f'<svg viewBox="0 0 512 512"><path d="M0 0h512v512H0z"/><path d="{path}"/></svg>')
    (tmp_path / "license.txt").write_text("- Lorc, http://lorc\n- Delapouite, http://d\n")
    assert tool.authors_from(tmp_path, {"bat": '<path d="M99 98L97 96z"/>'}) == {
        "bat": "Delapouite"}
    notice = tool.with_authors("# Notice\n", {"bat": "Delapouite"}, ["bat"])
    assert tool.listed_authors(notice) == {"bat": "Delapouite"}
    again = tool.with_authors(notice, {"bat": "Lorc"}, ["bat"])  # the section is replaced
    assert again.count("## The author of each picture") == 1
    assert tool.listed_authors(again) == {"bat": "Lorc"}

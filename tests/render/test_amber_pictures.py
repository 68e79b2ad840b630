"""The kit's pictures: a distinct game-icons picture for every traveller, prince, kind
of adventure card, kind of item and weapon, pawns told apart by colour and picture, a
crown token drawn as a crown; only the pictures used are vendored, with their licence."""

from __future__ import annotations

from test_amber_kit import game_in

from pnpkit.games.amber.kit import amber_art
from pnpkit.render.contrast import contrast_ratio
from pnpkit.render.game_icons import ICONS_FILE, icon_names, icon_picture


def test_every_traveller_and_prince_has_a_picture_of_their_own():
    game = game_in("ru")
    for kind in ("traveller", "prince"):
        people = [c for c in game.characters if c.kind == kind]
        pictures = [amber_art.character_picture(c) for c in people]
        assert None not in pictures, kind
        assert len(set(pictures)) == len(people), kind


def test_card_kinds_item_kinds_and_weapons_each_have_their_own_picture():
    game = game_in("ru")
    for kind in {c.kind for c in game.cards}:
        assert kind in amber_art.CARD_KINDS, kind
    for kind in {i.kind for i in game.items}:
        assert kind in amber_art.ITEM_KINDS, kind
    for table in (amber_art.CARD_KINDS, amber_art.ITEM_KINDS, amber_art.WEAPONS,
                  amber_art.TRAVELLERS, amber_art.PRINCES):
        assert len(set(table.values())) == len(table)
    items = {i.id.split(".", 1)[1] for i in game.items}
    assert set(amber_art.WEAPONS) <= items
    weapon_pictures = set(amber_art.WEAPONS.values())
    assert not weapon_pictures & set(amber_art.ITEM_KINDS.values())


def test_only_the_pictures_used_are_vendored_and_all_of_them_exist():
    used = (set(amber_art.TRAVELLERS.values()) | set(amber_art.PRINCES.values())
            | set(amber_art.CARD_KINDS.values()) | set(amber_art.ITEM_KINDS.values())
            | set(amber_art.WEAPONS.values()) | {amber_art.CROWN})
    assert used == set(icon_names())
    assert (ICONS_FILE.parent / "LICENSE.md").read_text(encoding="utf-8").count("CC BY 3.0")


def test_a_picture_is_one_colour_svg():
    data = icon_picture("crown", (0.5, 0.25, 0.0)).data.decode()
    assert data.startswith("<svg") and "#804000" in data and "currentColor" not in data


def test_pawns_differ_in_colour_and_their_pictures_read_on_their_ground():
    colours = amber_art.pawn_colours(19)
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

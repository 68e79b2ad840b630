"""Which Amber kit parts a change reaches, read off the parts' keys (render.kit_plan:
a part is keyed by the data it draws) in a copy of the kit: a card's name or text reaches
its deck and the rulebook (its card appendix); the print guide and the catalogue, which
count the cards and list the items their effects hand out, follow the number of cards
but not their words."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pnpkit.cli.build import BuildOptions
from pnpkit.games.amber.plugin import PLUGIN
from pnpkit.i18n.translator import localize
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.render.kit_plan import KitBuild, kit_parts
from pnpkit.render.pipeline import content_files

FOLDER = content_root() / "amber"


@pytest.fixture
def kit(tmp_path) -> Path:
    shutil.copytree(FOLDER, tmp_path / "amber")
    return tmp_path / "amber"


def _keys(folder: Path) -> dict[str, str]:
    """The parts' keys as `pnpkit build` makes them (its content files hashed too)."""
    game, translator = localize(load_game(folder).game, folder, "ru")
    options = BuildOptions("ru", "a4", Path("out"), (), "color", "long", (0.0, 0.0))
    build = KitBuild(game, options, content_files(folder), folder, translator.text)
    return {p.name: p.inputs for p in kit_parts(build, game.kit, PLUGIN.kit_builders)}


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _changed(before: dict[str, str], after: dict[str, str]) -> set[str]:
    assert set(before) == set(after)
    return {name for name in before if before[name] != after[name]}


def test_a_card_s_words_reach_its_deck_and_the_rulebook_only(kit):
    before = _keys(kit)
    cards = kit / "cards" / "001-050.yaml"
    card = load_game(kit).game.cards[0]
    _edit(cards, f"name: {card.name}", "name: Edited")
    assert _changed(before, _keys(kit)) == {"adventure-deck", "rulebook"}


def test_a_card_fewer_reaches_the_print_guide_and_the_catalogue(kit):
    before = _keys(kit)
    cards = kit / "cards" / "001-050.yaml"
    head, _, rest = cards.read_text(encoding="utf-8").partition("- id: card.002")
    first = head.index("- id: card.001")
    cards.write_text(head[:first] + "- id: card.002" + rest, encoding="utf-8")
    changed = _changed(before, _keys(kit))
    assert {"adventure-deck", "print-guide", "catalogue", "rulebook"} <= changed
    assert not changed & {"item-board", "points-board", "tokens", "board"}


def test_the_game_is_digested_once_for_all_the_parts_keys(monkeypatch):
    """Each of the game's fields is hashed once per build, not once per part (sixteen
    parts digesting the whole game were a second of every build, cold or not)."""
    import pnpkit.model.fingerprint as fingerprint

    game, translator = localize(load_game(FOLDER).game, FOLDER, "ru")
    options = BuildOptions("ru", "a4", Path("out"), (), "color", "long", (0.0, 0.0))
    build = KitBuild(game, options, content_files(FOLDER), FOLDER, translator.text)
    hashed: list[object] = []
    real = fingerprint.digest
    monkeypatch.setattr(fingerprint, "digest", lambda *parts: hashed.extend(parts) or real(*parts))
    parts = kit_parts(build, game.kit, PLUGIN.kit_builders)

    def times(hashed_list) -> int:  # hashed on its own or as a value of a hashed dict
        return sum(1 for x in hashed if x is hashed_list or (
            isinstance(x, dict) and any(v is hashed_list for v in x.values())))

    assert len(parts) > 10
    assert times(game.cards) == times(game.items) == times(game.title) == 1

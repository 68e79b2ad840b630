"""Issue 16, point 10: no English id in a Russian text.

Every text a player reads — printed on a card or field, or shown by the referee as an
option (``choose`` / ``may`` texts deep in the effects, ``manual`` steps, the board's
short wordings: every Russian string of every data file, whatever its key) — names places and things by
their Russian names («груз до поля «Зачарованная деревня»», never «enchanted-village»).
"""

import re
from pathlib import Path

import yaml
from text_trees import strings_at

CONTENT = Path(__file__).parents[3] / "content" / "amber"
ID_LIKE = re.compile(r"\b[a-z]+(?:-[a-z0-9]+)+\b|\b(?:field|card|item|table|traveller|prince)\.[a-z0-9-]+")
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _texts(node):
    """The Russian texts of ``node`` with where they are, not the maintainers' notes."""
    return [(where, text) for where, text in strings_at(node)
            if where and CYRILLIC.search(text) and not _is_note(where.split("."))]


def _is_note(path) -> bool:
    """The data's own notes for its maintainers (a preset's ``sources``), in English."""
    return "sources" in path


def test_russian_texts_name_no_ids():
    files = sorted(CONTENT.rglob("*.yaml"))
    assert len(files) > 10
    found = [(f.name, where, text[:80]) for f in files
             for where, text in _texts(yaml.safe_load(f.read_text(encoding="utf-8")))
             if ID_LIKE.search(text)]
    assert found == []


def test_the_smugglers_loads_are_named_in_russian_with_what_they_need():
    board = yaml.safe_load((CONTENT / "board.yaml").read_text(encoding="utf-8"))
    smugglers = next(f for f in board["fields"] if f["id"] == "field.smugglers")
    options = [o["text"] for o in smugglers["effects"][0]["may"][0]["choose"]]
    assert options[0] == "груз до поля «Зачарованная деревня» (нужно 3 ПО, залог 5 талеров)"
    assert all("ПО" in o and "«" in o for o in options)


def test_the_referee_tells_a_game_in_russian_without_ids():
    """What the referee says of whole games (every event of two seeded games, told in
    Russian) names fields, cards and things by their names, never by an id."""
    from pnpkit.games.amber.referee import REFEREE, load_shipped_amber
    from pnpkit.games.amber.rules.policy import play_game
    from pnpkit.games.amber.rules.referee_text import describe_events
    from pnpkit.games.amber.rules.rules import load_rules

    rules = load_rules(load_shipped_amber(), "original")
    lines = []
    for seed in (1, 2):
        events: list = []
        play_game(rules, seed, 3, observe=lambda _state, evs, into=events: into.extend(evs), max_actions=1500)
        lines += describe_events(REFEREE, events, "ru")
    assert len(lines) > 500
    assert [line for line in lines if ID_LIKE.search(line)] == []

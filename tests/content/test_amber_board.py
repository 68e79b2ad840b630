"""Facts of «Корона Эмбера» that the board data must reproduce (seed 000, seed 002, the reference).

The board files are read on their own (a copy without the adventure deck), so these tests
check the board, catalogue, characters and presets independently of the cards.
"""

from __future__ import annotations

import shutil
from collections import defaultdict
from pathlib import Path

import pytest

from pnpkit.model.game import Game
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game

BOARD_FILES = ("game.yaml", "board.yaml", "tables.yaml", "temple-pass.yaml", "kingdom.yaml", "items.yaml",
               "travellers.yaml", "princes.yaml", "presets.yaml", "tokens.yaml")
FACES = {"1d6": (1, 6), "d6": (1, 6), "2d6": (2, 12), "3d6": (3, 18)}


@pytest.fixture(scope="module")
def game(tmp_path_factory) -> Game:
    folder = tmp_path_factory.mktemp("amber")
    for name in BOARD_FILES:
        shutil.copy(Path(content_root(), "amber", name), folder / name)
    # the board files without the deck: the kit (which prints the deck) is left out too
    head = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(head.split("\n# The print kit")[0] + "\n", encoding="utf-8")
    result = load_game(folder)
    errors = [d.format() for d in result.diagnostics.items if d.severity.name == "ERROR"]
    assert not errors, "\n".join(errors)
    assert result.game is not None
    return result.game


def adjacency(game: Game, board: str = "main") -> dict[str, set[str]]:
    ids = {f.id for f in game.fields_of(board)}
    adj: dict[str, set[str]] = defaultdict(set)
    for e in game.edges:
        if e.a in ids:
            adj[e.a].add(e.b)
            if not e.oneway:
                adj[e.b].add(e.a)
    return adj


def walk(adj: dict[str, set[str]], start: str, steps: int) -> tuple[set[str], set[str]]:
    """Fields ending exactly ``steps`` moves away without stepping straight back, and the
    fields passed on the way (for stopping in passing)."""
    ends: set[str] = set()
    passed: set[str] = set()
    frontier = [(start, None, 0)]
    while frontier:
        here, came_from, n = frontier.pop()
        if n == steps:
            ends.add(here)
            continue
        if n > 0:
            passed.add(here)
        frontier.extend((nxt, here, n + 1) for nxt in adj[here] if nxt != came_from)
    return ends, passed


def ops(effects):
    for entry in effects or []:
        if isinstance(entry, dict):
            yield from entry.items()
        else:
            yield entry, None


def op_arg(effects, name):
    return next(arg for op, arg in ops(effects) if op == name)


def test_main_board_has_76_fields_and_83_connections(game):
    counts = game.counts()
    assert counts["fields.main"] == 76
    assert counts["edges.main"] == 83
    regions = defaultdict(int)
    for f in game.fields_of("main"):
        regions[f.region] += 1
    assert dict(regions) == {"world.strength": 17, "world.mind": 17, "world.magic": 17, "world.gold": 18,
                             "neutral": 7}


def test_graph_is_symmetric_and_connected(game):
    adj = adjacency(game)
    assert all(not e.oneway for e in game.edges_of("main"))
    for a, neighbours in adj.items():
        for b in neighbours:
            assert a in adj[b], (a, b)
    start = "field.lyceum"
    seen, todo = {start}, [start]
    while todo:
        for nxt in adj[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    assert seen == {f.id for f in game.fields_of("main")}


def test_crossings_are_the_sixteen_arrows(game):
    crossings = [e for e in game.edges_of("main") if e.crossing]
    assert len(crossings) == 16
    touching = defaultdict(int)
    for e in crossings:
        touching[e.a] += 1
        touching[e.b] += 1
    assert touching["field.infirmary"] == 6 and touching["field.trophy-office"] == 6


def test_rule_example_1_mounted_barbarians_roll_2(game):
    ends, _ = walk(adjacency(game), "field.mounted-barbarians", 2)
    assert ends == {"field.savanna", "field.fortress"}


def test_rule_example_2_jungle_roll_3(game):
    ends, passed = walk(adjacency(game), "field.jungle", 3)
    assert ends == {"field.hollow-hills", "field.abandoned-house", "field.scorched-earth",
                    "field.tree-of-knowledge", "field.oasis", "field.savanna"}
    stop_in_passing = {f for f in passed if game.field(f).attrs.get("stop_in_passing")}
    assert stop_in_passing == {"field.trophy-office"}


def test_lyceum_twelve_gives_the_golden_owl(game):
    lyceum = game.field("field.lyceum")
    table_id = op_arg(lyceum.effects, "roll")["table"]
    table = game.index("tables")[table_id]
    assert table.dice == "2d6"
    row = table.row_for(12)
    assert {"take_item": "item.golden-owl"} in row.effects
    assert {"gain": {"strength": 2, "mind": 2, "magic": 2}} in row.effects
    assert "item.golden-owl" in game.index("items")


@pytest.mark.parametrize("field_id, threshold, refuse, odds_in", [
    ("field.provaly-magic", 11, "magic", 3),
    ("field.provaly-strength", 12, "strength", 3),
    ("field.provaly-mind", 13, "mind", 2),
])
def test_provaly_thresholds_and_die_tables(game, field_id, threshold, refuse, odds_in):
    field = game.field(field_id)
    provaly = op_arg(field.effects, "provaly")
    assert provaly["threshold"] == threshold
    assert provaly["refuse"] == {refuse: 1}
    # the threshold holds for all four stats, and the text says so
    assert all(f"{threshold} {s}" in field.text for s in ("ПС", "ПУ", "ПМ", "ПО"))
    entering = [r for r in provaly["rows"] if {"enter_kingdom": None} in r.get("effects", [])]
    (row,) = entering
    low, high = row["on"]
    assert high - low + 1 == odds_in and high == 6
    assert field.attrs.get("stop_in_passing") is True


def _coverage(rows, dice):
    lo, hi = FACES[dice]
    seen = []
    for r in rows:
        on = r["on"] if isinstance(r, dict) else [r.low, r.high]
        low, high = (on, on) if isinstance(on, int) else on
        seen.extend(range(low, high + 1))
    return sorted(seen) == list(range(lo, hi + 1))


def test_every_die_table_covers_its_faces(game):
    for table in game.tables:
        assert _coverage(table.rows, table.dice), table.id
    for f in game.fields:
        for op, arg in ops(f.effects):
            if op == "provaly":
                assert _coverage(arg["rows"], arg["dice"]), f.id


def test_temple_and_pass_are_rings_of_eight_with_exits(game):
    for board, entry, exit_field in (("temple", "field.temple-of-baal", "field.bald-mountain"),
                                     ("pass", "field.mountain-pass", "field.fortress")):
        sectors = game.fields_of(board)
        assert len(sectors) == 8
        adj = adjacency(game, board)
        assert all(len(adj[s.id]) == 1 for s in sectors)  # one arrow out of each sector
        walk_arg = op_arg(game.field(entry).effects, "walk")
        assert len(walk_arg["sectors"]) == 8 and walk_arg["exit"] == exit_field
    assert {"take_item": "item.amulet-7"} in game.field("field.temple-4").effects


def test_gold_world_is_optional_except_the_police_station(game):
    gold = [f for f in game.fields_of("main") if f.region == "world.gold"]
    compulsory = {f.id for f in gold if f.attrs.get("compulsory")}
    assert compulsory == {"field.police-station"}


def test_exchange_offices_have_their_own_rates(game):
    west = op_arg(game.field("field.exchange-west").effects, "exchange")
    east = op_arg(game.field("field.exchange-east").effects, "exchange")
    assert {"give": {"magic": 2}, "get": {"mind": 1}} in west["trade"]
    assert {"give": {"mind": 3}, "get": {"magic": 1}} in east["trade"]
    assert west["entry_fee"] == east["entry_fee"] == 5


def test_travellers_and_princes(game):
    travellers = [c for c in game.characters if c.kind == "traveller"]
    princes = [c for c in game.characters if c.kind == "prince"]
    assert len(travellers) == 19 and len(princes) == 5
    main = {f.id for f in game.fields_of("main")}
    for t in travellers:
        assert t.attrs["start"] in main, t.id
        assert 10 <= t.stats["strength"] + t.stats["mind"] + t.stats["magic"] <= 14, t.id
        assert t.stats["experience"] == 0
    hussar = game.index("characters")["traveller.hussar"]
    assert hussar.stats["strength"] == 4 and "item.colt" in hussar.items
    assert {c.name for c in princes} >= {"Корвин", "Бенедикт"}


def test_items_named_by_the_board_exist(game):
    items = game.index("items")
    for slug in ("sealed-bottle", "whisky", "silver-bullet", "vaquero", "golden-owl", "blaster",
                 "telepathic-rifle", "horse", "colt", "grenade", "amulet-1", "amulet-7", "bodyguard",
                 "pocket-spy"):
        assert f"item.{slug}" in items, slug
    contraband = [i for i in game.items if i.kind == "contraband"]
    assert sorted(i.attrs["delivery"]["deposit"] for i in contraband) == [3, 3, 4, 5, 5]


def test_kingdom_numbers_follow_seed_002(game):
    fields = {f.id: f for f in game.fields_of("kingdom")}
    rings = [op_arg(fields[f"field.kingdom-labyrinth-{n}"].effects, "labyrinth") for n in (1, 2, 3)]
    assert [(r["gain"], r["lose"]) for r in rings] == [(1, 3), (2, 4), (3, 5)]
    chambers = [op_arg(fields[f"field.kingdom-chamber-{n}"].effects, "chamber")["gain"] for n in (1, 2, 3, 4)]
    assert chambers == [1, 1, 2, 3]
    assert op_arg(fields["field.kingdom-capital"].effects, "capital")["prince_bonus"] == 4
    # every field lies on a one-way road from the gate to the throne room
    adj = adjacency(game, "kingdom")
    seen, todo = {"field.kingdom-gate"}, ["field.kingdom-gate"]
    while todo:
        for nxt in adj[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    assert seen == set(fields)
    forks = [op_arg(f.effects, "fork") for f in fields.values() if "fork" in (f.tags or ())]
    assert len(forks) == 2
    for fork in forks:
        assert fork["even"] != fork["odd"]


def test_presets_name_their_sources(game):
    presets = game.index("presets")
    original, simplified = presets["original"], presets["simplified"]
    assert simplified.values["provaly_threshold"] == 13
    assert simplified.values["start_stats"] == {"strength": 3, "mind": 3, "magic": 3, "experience": 3,
                                               "life": 4, "thalers": 20}
    assert "provaly_threshold" not in original.values  # each Провал keeps its own
    for preset in (original, simplified):
        assert set(preset.values) <= set(preset.sources), preset.id


def test_clockwise_walk_leads_every_mad_traveller_to_the_infirmary(game):
    adj = adjacency(game)
    worlds = ("world.strength", "world.mind", "world.magic")
    for f in game.fields_of("main"):
        if f.region not in worlds:
            continue
        here, seen = f.id, set()
        while here != "field.infirmary":
            assert here not in seen, f"clockwise loop without the infirmary from {f.id}"
            seen.add(here)
            step = game.field(here).attrs.get("clockwise")
            if step is None:  # a neutral field on the loop: continue in the start field's world
                step = next(n for n in adj[here] if game.field(n).region == f.region
                            and n not in seen and game.field(n).attrs.get("clockwise") not in seen)
            assert step in adj[here], (here, step)
            here = step


def test_fields_lie_inside_their_board_without_overlapping(game):
    for board in game.boards:
        width, height = board.size_mm
        rects = [(f.id, f.rect) for f in game.fields_of(board.id)]
        assert rects, board.id
        for fid, (x, y, w, h) in rects:
            assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, fid
        if board.id in ("temple", "pass"):
            continue  # sectors are triangles; their rects are the shared quadrants
        for i, (a, (ax, ay, aw, ah)) in enumerate(rects):
            for b, (bx, by, bw, bh) in rects[i + 1:]:
                assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay, (a, b)


# name: (sex, alignment, honest, patient, ПС, ПУ, ПМ, ПЖ, thalers, start) — the reference's B6 table
TRAVELLER_CARDS = {
    "amazon": ("female", "good", True, False, 4, 4, 4, 4, 20, "jungle"),
    "mad-scientist": ("male", "neutral", False, False, 2, 6, 3, 5, 15, "scorched-earth"),
    "gladiator": ("male", "neutral", True, False, 5, 4, 3, 4, 20, "provaly-strength"),
    "goblin": ("male", "evil", False, False, 5, 3, 4, 4, 18, "cliffs"),
    "hussar": ("male", "good", True, True, 4, 4, 2, 5, 12, "saloon"),
    "stargazer": ("male", "good", True, True, 2, 5, 4, 4, 22, "observatory"),
    "herbalist": ("female", "neutral", False, True, 3, 4, 4, 4, 20, "mind-palace"),
    "alien": ("male", "neutral", True, False, 3, 5, 2, 3, 15, "olympus-peak"),
    "witch-queen": ("female", "evil", False, False, 3, 5, 6, 3, 18, "sinister-forest"),
    "monk": ("male", "good", True, True, 3, 5, 4, 4, 20, "hollow-hills"),
    "werewolf": ("male", "evil", False, False, 4, 2, 5, 5, 12, "enchanted-village"),
    "mutant": ("male", "evil", True, True, 5, 6, 1, 5, 15, "mutation-zone"),
    "mercenary": ("male", "evil", True, True, 5, 5, 3, 3, 20, "gun-shop"),
    "ninja": ("male", "evil", False, True, 5, 4, 3, 5, 18, "fortress"),
    "destroyer": ("male", "evil", False, True, 6, 6, 1, 3, 15, "epicentre"),
    "fairy": ("female", "good", True, True, 3, 5, 5, 4, 12, "sacred-grove"),
    "gypsy": ("male", "neutral", False, False, 4, 3, 5, 4, 15, "inn"),
    "elf": ("male", "good", True, True, 3, 5, 4, 4, 18, "tree-of-knowledge"),
}


@pytest.mark.parametrize("slug", sorted(TRAVELLER_CARDS))
def test_known_travellers_match_their_cards(game, slug):
    sex, alignment, honest, patient, s, m, g, life, thalers, start = TRAVELLER_CARDS[slug]
    t = game.index("characters")[f"traveller.{slug}"]
    assert t.origin == "reference"
    assert (t.attrs["sex"], t.attrs["alignment"], t.attrs["honest"], t.attrs["patient"]) == \
        (sex, alignment, honest, patient)
    assert (t.stats["strength"], t.stats["mind"], t.stats["magic"], t.stats["life"], t.stats["thalers"]) == \
        (s, m, g, life, thalers)
    assert t.attrs["start"] == f"field.{start}"

"""Whole-game checks for Amber data: board graph, die tables, effects the engine runs;
and :data:`EXTENSION`, the Amber rules' extension of the common data schema (registered
as rules ``amber``: the effects, attrs, stats and kinds schemas and these checks).

Each check is a pure function ``Game -> list[Diagnostic]`` whose diagnostics point at
the entity's source (file:line:col).
"""

from __future__ import annotations

from pnpkit.games.amber.rules.board import check_main_board, error, warning
from pnpkit.games.amber.rules.effects import (
    ATTRS,
    EFFECT_LIST,
    KINDS,
    OPPONENT_KINDS,
    OPS,
    STATS_SCHEMAS,
    iter_ops,
)
from pnpkit.model.diagnostics import Diagnostic, did_you_mean
from pnpkit.model.extension import GameExtension
from pnpkit.model.game import Game

FACES = {"d6": (1, 6), "2d6": (2, 12), "3d6": (3, 18)}


def _covers(rows, dice: str) -> tuple[list[int], list[int]]:
    """(faces not covered, faces covered twice or more) by rows of ``on`` values."""
    lo, hi = FACES.get(dice, (1, 6))
    counts = dict.fromkeys(range(lo, hi + 1), 0)
    for row in rows:
        on = row.get("on") if isinstance(row, dict) else None
        if isinstance(on, int):
            on = [on, on]
        if isinstance(on, list) and len(on) == 2:
            for face in range(on[0], on[1] + 1):
                counts[face] = counts.get(face, 0) + 1
    missing = [f for f, n in counts.items() if n == 0]
    doubled = [f for f, n in counts.items() if n > 1 or not lo <= f <= hi]
    return missing, doubled


def _entities_with_effects(game: Game):
    for f in game.fields:
        yield f"field {f.id}", f.source, f.effects
    for c in game.cards:
        yield f"card {c.id}", c.source, c.effects
    for i in game.items:
        yield f"item {i.id}", i.source, i.effects
    for ch in game.characters:
        yield f"character {ch.id}", ch.source, ch.attrs.get("abilities")
    for t in game.tables:
        for row in t.rows:
            yield f"table {t.id}", row.source, row.effects


def check_die_tables(game: Game) -> list[Diagnostic]:
    """Every die table (the ``tables`` section and every inline roll) covers every face
    of its dice exactly once."""
    out: list[Diagnostic] = []
    for table in game.tables:
        rows = [{"on": [r.low, r.high]} for r in table.rows]
        out.extend(_coverage(f"table {table.id}", rows, table.dice, table.source))
    for label, source, effects in _entities_with_effects(game):
        for op, arg in iter_ops(effects):
            if op in ("roll", "provaly", "sell_item", "enlist") and isinstance(arg, dict) and "rows" in arg:
                out.extend(_coverage(f"{label}: {op}", arg["rows"], arg.get("dice", "d6"), source))
    return out


def _coverage(label: str, rows, dice: str, source) -> list[Diagnostic]:
    missing, doubled = _covers(rows, dice)
    out = []
    if missing:
        out.append(error("E303", f"{label}: no row for {', '.join(map(str, missing))} on {dice}", source))
    if doubled:
        out.append(error("E303", f"{label}: {', '.join(map(str, doubled))} covered more than once or out of range"
                                 f" on {dice}", source))
    return out


def check_effects_executable(game: Game) -> list[Diagnostic]:
    """Every op in the data is one the engine executes (warning for ops still missing)."""
    from pnpkit.games.amber.rules.op_registry import IMPLEMENTED_OPS

    out: list[Diagnostic] = []
    missing: dict[str, tuple[str, object, int]] = {}
    for label, source, effects in _entities_with_effects(game):
        for op, _arg in iter_ops(effects):
            if op not in OPS:
                out.append(error("E304", f"{label}: unknown effect '{op}'", source, did_you_mean(op, OPS)))
            elif op not in IMPLEMENTED_OPS:
                first = missing.get(op, (label, source, 0))
                missing[op] = (first[0], first[1], first[2] + 1)
    for op, (label, source, count) in sorted(missing.items()):
        out.append(warning("W304", f"the engine does not run '{op}' yet (used {count} time(s), first by {label})",
                            source))
    return out


def check_fighters(game: Game) -> list[Diagnostic]:
    """Opponent cards that fight have a stat for at least one world; travellers have a
    start field and their starting points."""
    out: list[Diagnostic] = []
    for card in game.cards:
        fights = [arg or {} for op, arg in iter_ops(card.effects) if op == "fight"]  # inline stats count too
        if fights and card.kind in OPPONENT_KINDS and \
                not any(k in card.stats or any(k in arg for arg in fights) for k in ("strength", "mind", "magic")):
            out.append(error("E305", f"card {card.id} fights but has no strength, mind or magic", card.source))
    for ch in game.characters:
        if ch.kind != "traveller":
            continue
        if "start" not in ch.attrs:
            out.append(error("E306", f"traveller {ch.id} has no start field (attrs.start)", ch.source))
        missing = [s for s in ("strength", "mind", "magic", "life", "thalers") if s not in ch.stats]
        if missing:
            out.append(error("E306", f"traveller {ch.id} lacks stats: {', '.join(missing)}", ch.source))
    return out


def check_shops(game: Game) -> list[Diagnostic]:
    """Shops named by fields and by items' ``sold_at`` agree."""
    out: list[Diagnostic] = []
    opened = {arg: f.source for f in game.fields for op, arg in iter_ops(f.effects) if op == "shop"}
    sold: set[str] = set()
    for item in game.items:
        for shop in item.attrs.get("sold_at", ()):
            sold.add(shop)
            if opened and shop not in opened:
                out.append(error("E307", f"item {item.id} is sold at '{shop}', which no field opens",
                                  item.source, did_you_mean(shop, opened)))
    return out + [warning("W307", f"shop '{shop}' sells nothing (no item names it in sold_at)", source)
                  for shop, source in opened.items() if game.items and shop not in sold]


def check_presets(game: Game) -> list[Diagnostic]:
    """A data preset sets only the values the rules know (rules.DEFAULTS, with their meaning)."""
    from pnpkit.games.amber.rules.rules import DEFAULTS  # the engine's tables, only when checking

    return [error("E308", f"preset {preset.id}: unknown value '{key}'", preset.source,
                  did_you_mean(key, DEFAULTS))
            for preset in game.presets for key in preset.values if key not in DEFAULTS]


CHECKS = (check_main_board, check_die_tables, check_effects_executable, check_fighters, check_shops,
          check_presets)
EXTENSION = GameExtension(effects=EFFECT_LIST, attrs=ATTRS, stats=STATS_SCHEMAS, kinds=KINDS, checks=CHECKS)

"""How Fighting Fantasy data extends the common schema, and the checks it runs.

Monsters are ``characters`` of kind ``monster`` with ``stats: {skill, stamina}``; the
hero's stats and how they are rolled are declared in ``extra.stats``; the presets
``classic`` and ``instant-kill`` must exist because the referee and the odds use them,
and their values must be switches this engine knows.
"""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules.combat import PRESETS
from pnpkit.model.diagnostics import Diagnostic, Source
from pnpkit.model.extension import GameExtension
from pnpkit.model.game import Game
from pnpkit.model.schema import Int, ListOf, Map, Str

MONSTER_STATS = Map({"skill": Int(min=1, max=20), "stamina": Int(min=1, max=99)},
                    required=("skill", "stamina"), name="a monster's stats")

STAT_DEFINITION = Map({"id": Str(pattern=r"^(skill|stamina|luck)$"),
                       "name": Str(min_len=1, max_len=60), "name_en": Str(min_len=1, max_len=60),
                       "dice": Str(pattern=r"^[12]d6$"), "plus": Int(min=0, max=24)},
                      required=("id", "name", "name_en", "dice", "plus"), name="a stat definition")

EXTRA = Map({"stats": ListOf(STAT_DEFINITION, min_len=3, max_len=3),
             "monster_boxes": Int(min=1, max=40)},
            required=("stats",), name="the Fighting Fantasy extra section")

# Preset value -> the Python type it must have.
PRESET_VALUES: dict[str, type] = {"instant_kill": bool, "provisions": int, "provision_stamina": int}

# How the engine rolls each stat; game.yaml must say the same.
STAT_ROLLS = {"skill": ("1d6", 6), "stamina": ("2d6", 12), "luck": ("1d6", 6)}


def check_presets(game: Game) -> list[Diagnostic]:
    ids = {p.id for p in game.presets}
    found = [Diagnostic("E601", f"preset '{needed}' is missing", game.source,
                        hint="the referee and the odds offer it")
             for needed in PRESETS if needed not in ids]
    for preset in game.presets:
        engine, name = PRESETS.get(preset.id), f"preset '{preset.id}'"
        for key, value in preset.values.items():
            kind = PRESET_VALUES.get(key)
            if kind is None:
                found.append(Diagnostic("E602", f"{name}: unknown switch '{key}'", preset.source,
                                        hint="known: " + ", ".join(PRESET_VALUES)))
            elif type(value) is not kind:
                found.append(Diagnostic("E603", f"{name}: '{key}' must be a {kind.__name__}",
                                        preset.source))
            if engine is not None and kind is not None and getattr(engine, key) != value:
                found.append(Diagnostic("E604", f"{name}: '{key}' is {value!r} here but "
                                        f"{getattr(engine, key)!r} in the rules engine",
                                        preset.source))
    return found


def check_stats(game: Game) -> list[Diagnostic]:
    stats = game.extra.get("stats", [])
    declared = {s["id"]: (s["dice"], s["plus"]) for s in stats}
    where = getattr(stats, "source", None) or Source(game.source.path)
    return [Diagnostic("E605", f"stat '{stat_id}' must be rolled as {roll[0]}+{roll[1]}", where)
            for stat_id, roll in STAT_ROLLS.items() if declared.get(stat_id) != roll]


MONSTER_ATTRS = Map({"name_en": Str(min_len=1, max_len=60)}, name="a monster's attrs")

EXTENSION = GameExtension(
    stats={"characters": MONSTER_STATS},
    attrs={"characters": MONSTER_ATTRS},
    kinds={"characters": ("monster",)},
    extra=EXTRA,
    checks=(check_presets, check_stats),
)

"""Test helpers: the main board graph from the reference's JSON appendix as a Game."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from pnpkit.model.game import Board, Edge, Field, Game, Region

HERE = Path(__file__).parent


@lru_cache(maxsize=1)
def board_data() -> dict:
    return json.loads((HERE / "main_board.json").read_text(encoding="utf-8"))


#: what the shipped data declares for the special fields (the engine guesses nothing from ids)
_STOP = {"stop_in_passing": True}
_SAFE = {"stop_in_passing": True, "no_duels": True}
DECLARED = {
    "field.infirmary": {"role": "infirmary", **_SAFE},
    "field.trophy-office": {"role": "trophy-office", **_SAFE},
    "field.exchange-west": {"role": "exchange", **_SAFE},
    "field.exchange-east": {"role": "exchange", **_SAFE},
    "field.provaly-magic": {"role": "provaly", **_STOP},
    "field.provaly-strength": {"role": "provaly", **_STOP},
    "field.provaly-mind": {"role": "provaly", **_STOP},
}


def reference_fields(effects: dict | None = None, attrs: dict | None = None) -> tuple[tuple, tuple]:
    data = board_data()
    effects = effects or {}
    attrs = {**DECLARED, **(attrs or {})}
    fields = tuple(
        Field(fid, "main", info["name"], info["region"], effects=effects.get(fid), attrs=attrs.get(fid, {}))
        for fid, info in data.items()
    )
    seen = set()
    edges = []
    for fid, info in data.items():
        for nb in info["neighbours"]:
            key = frozenset((fid, nb))
            if key in seen:
                continue
            seen.add(key)
            crossing = data[nb]["region"] != info["region"]
            edges.append(Edge(fid, nb, crossing=crossing))
    return fields, tuple(edges)


def reference_game(**kwargs) -> Game:
    fields, edges = reference_fields(kwargs.pop("effects", None), kwargs.pop("attrs", None))
    regions = tuple(Region(r, r) for r in ("world.strength", "world.mind", "world.magic", "world.gold", "neutral"))
    return Game(id="amber", title="Amber (reference board)", rules="amber", locales=("ru",), default_locale="ru",
                regions=regions, boards=(Board("main", "main", (550, 400)),), fields=fields, edges=edges, **kwargs)

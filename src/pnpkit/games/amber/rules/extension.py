"""The Amber rules extension of the common data schema (registered as rules ``amber``)."""

from __future__ import annotations

from pnpkit.games.amber.rules.checks import CHECKS
from pnpkit.games.amber.rules.effects import EFFECT_LIST
from pnpkit.games.amber.rules.schema import ATTRS, KINDS, STATS_SCHEMAS
from pnpkit.model.extension import GameExtension

EXTENSION = GameExtension(
    effects=EFFECT_LIST,
    attrs=ATTRS,
    stats=STATS_SCHEMAS,
    kinds=KINDS,
    checks=CHECKS,
)

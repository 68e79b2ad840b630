"""The Amber rules extension of the common data schema (registered as rules ``amber``)."""

from __future__ import annotations

from pnpkit.model.extension import GameExtension
from pnpkit.rules.amber.checks import CHECKS
from pnpkit.rules.amber.effects import EFFECT_LIST
from pnpkit.rules.amber.schema import ATTRS, KINDS, STATS_SCHEMAS

EXTENSION = GameExtension(
    effects=EFFECT_LIST,
    attrs=ATTRS,
    stats=STATS_SCHEMAS,
    kinds=KINDS,
    checks=CHECKS,
)

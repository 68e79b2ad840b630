"""The Amber referee with its data: the shipped content, read once per process.

The rules module (pnpkit.games.amber.rules.referee) is pure; this module gives it the loader
that opens content/amber and its English catalogue."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee import AmberReferee
from pnpkit.games.amber.shipped import _ShippedAmber, load_named_amber, load_shipped_amber

__all__ = ["REFEREE", "load_shipped_amber"]


# another language named from the names part a status reads (Babel only on its miss);
# Russian from the whole game the rules read (None: no second decode)
REFEREE = AmberReferee(_ShippedAmber(), lambda locale: None if locale == "ru" else load_named_amber(locale))

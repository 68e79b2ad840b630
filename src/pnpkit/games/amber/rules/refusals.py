"""Why the Amber engine refuses an action: one exception family for every refusal.

Each refusal keeps its message key and raw values (:class:`pnpkit.rules.messages.Refused`),
so the referee can say it again with the names of the fields and things it mentions;
a refused trade (:class:`pnpkit.games.amber.rules.trade.TradeRefused`) is one kind of it.
The texts (``refusals.json`` beside this module, listed in the catalogue): ``REFUSALS``
of the engine, ``TRADE_REFUSALS`` of a deal (its ``counts``: the genitive after «нет», in
the locale's plural order).
"""

from __future__ import annotations

from pnpkit.rules.messages import Refused
from pnpkit.word_files import word_file

_TABLES = word_file(__file__, "refusals.json")
REFUSALS = _TABLES["REFUSALS"]
TRADE_REFUSALS = _TABLES["TRADE_REFUSALS"]


class IllegalAction(Refused):
    """The action is not legal in this state (``ru``/``en``: the plain texts)."""

    TABLE = REFUSALS
    IDS = frozenset({"dest"})

"""The Amber house rules (``--option stat_cap=16``) in words, for a session's status:
«предел очков: 16; смерть: лазарет», not ``stat_cap=16``.  Values are read as
rules.rules.house_rules (beside the values it sets) reads them; a value with no word of
its own (a number, a word the table typed) is shown as it is.  ``OPTION_WORDS``
(``option_words.json`` beside this module): per locale, ``names`` an option's name,
``values`` a value the rules know → its word.  Only a status says them: a write reads
the house rules without their words."""

from __future__ import annotations

from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Sequence
    from typing import Any

OPTION_WORDS = word_file(__file__, "option_words.json")["OPTION_WORDS"]


def options_text(values: dict[str, Any], options: Sequence[tuple[str, str]], locale: str) -> str:
    """``values``: the options as house_rules read them; ``options``: as typed (order)."""
    words = OPTION_WORDS.get(locale) or OPTION_WORDS["ru"]
    parts = []
    for name, typed in options:
        value = values.get(name, typed)
        if value is True or value is False or value is None:
            shown = words["values"][{True: "yes", False: "no", None: "none"}[value]]
        elif isinstance(value, int) and name == "loan_interest":
            shown = words["percent"].format(n=value)
        else:
            shown = words["values"].get(str(value), str(value))
        parts.append(f"{words['names'].get(name, name)}: {shown}")
    return "; ".join(parts)

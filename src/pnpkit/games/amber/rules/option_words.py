"""The Amber house rules (``--option stat_cap=16``) in words, for a session's status:
«предел очков: 16; смерть: лазарет», not ``stat_cap=16``.  Values are read as
:func:`house_rules` reads them; a value with no word of its own (a number, a
word the table typed) is shown as it is."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: option -> its name; "values": a value the rules know -> its word
OPTION_WORDS: dict[str, dict[str, Any]] = {
    "ru": {
        "names": {
            "provaly_threshold": "порог Провалов",
            "stat_cap": "предел очков",
            "life_cap": "предел ПЖ",
            "cards": "карты",
            "death": "смерть",
            "crown_battle": "битва за Корону",
            "exchange": "обмен очков",
            "loan_interest": "процент займа",
            "provaly_bag_empty": "в Провале вещи теряются",
            "provaly_die": "бросок у Провала",
            "max_items": "вещей с собой",
            "turn_limit": "предел туров",
            "prince_bonus": "ПЖ принца в столице",
            "kingdom_death": "смерть в Королевстве",
            "kingdom_shortfall": "нехватка очков в Королевстве",
        },
        "values": {
            "yes": "да", "no": "нет", "none": "нет",
            "full": "все", "stats-only": "только очки, ПЖ и талеры",
            "out": "выбывание", "infirmary": "лазарет",
            "capital": "снова из столицы", "prince-capital": "принц — снова из столицы",
            "simple": "простая", "board": "на полях обмена",
            "compensation": "компенсация", "life": "1 ПЖ",
        },
        "percent": "{n} %",
    },
    "en": {
        "names": {
            "provaly_threshold": "Provaly threshold",
            "stat_cap": "points cap",
            "life_cap": "life cap",
            "cards": "cards",
            "death": "death",
            "crown_battle": "battle for the Crown",
            "exchange": "points exchange",
            "loan_interest": "loan interest",
            "provaly_bag_empty": "things lost in the Provaly",
            "provaly_die": "roll at the Provaly",
            "max_items": "things carried",
            "turn_limit": "tour limit",
            "prince_bonus": "a prince’s life in the capital",
            "kingdom_death": "death in the Kingdom",
            "kingdom_shortfall": "points short in the Kingdom",
        },
        "values": {
            "yes": "yes", "no": "no", "none": "none",
            "full": "all", "stats-only": "points, life and thalers only",
            "out": "out of the game", "infirmary": "infirmary",
            "capital": "again from the capital", "prince-capital": "a prince again from the capital",
            "simple": "simple", "board": "on the exchange fields",
            "compensation": "compensation", "life": "1 life",
        },
        "percent": "{n}%",
    },
}


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


def house_rules(options: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """``--option stat_cap=16`` and the like: preset values the table changes."""
    from pnpkit.games.amber.rules.referee_words import REFUSALS
    from pnpkit.games.amber.rules.rules import DEFAULTS
    from pnpkit.rules.messages import refusal

    out: dict[str, Any] = {}
    for name, text in options:
        if name not in DEFAULTS or name == "start_stats":
            known = ", ".join(k for k in DEFAULTS if k != "start_stats")
            raise refusal(REFUSALS, "unknown_house_rule", name=name, known=known)
        low = text.strip().casefold()
        if low in ("true", "yes", "да"):
            out[name] = True
        elif low in ("false", "no", "нет"):
            out[name] = False
        elif low in ("none", "null", "-"):
            out[name] = None
        else:
            try:
                out[name] = int(low)
            except ValueError:
                out[name] = text.strip()
    return out

"""What a step left to the table («Сделайте вручную: …») asks its player to pay, read
off the step's own words, so that `pay` takes exactly that and nothing else.

The steps are the data's Russian sentences.  A debt is what follows a verb of owing
(«должен», «отдай», «заплати» …) up to the end of its sentence: each «N талеров», «N ПЖ»
and so on, and a bare «вещь» or «предмет» (one thing).  A step without such a verb
(«путник … теряет 1 ПЖ», «забирает кошелёк с 15 талерами») owes nothing to pay: the
game master records it with place / give / adjust.  Pure, stdlib only."""

from __future__ import annotations

import re

#: a verb that makes the player the one who pays
_OWING = re.compile(r"\b(?:долж(?:ен|на)|отда(?:й|ёшь|ешь)|заплати(?:шь)?|плати(?:шь)?|верни)\b",
                    re.IGNORECASE)
_AMOUNT = re.compile(r"(\d+)\s+(талер\w*|ПЖ|ПС|ПУ|ПМ)\b|\b(вещь|предмет)\b", re.IGNORECASE)
_UNITS = {"пж": "life", "пс": "strength", "пу": "mind", "пм": "magic"}


def step_debt(text: str) -> dict[str, int]:
    """The debt a step names (``{"thalers": 10}``), empty when it names none."""
    debt: dict[str, int] = {}
    for verb in _OWING.finditer(text):
        rest = text[verb.end():]
        sentence = re.split(r"[.;!?]", rest, maxsplit=1)[0]
        for amount in _AMOUNT.finditer(sentence):
            number, unit, thing = amount.groups()
            if thing:
                key, n = "item", 1
            else:
                low = unit.lower()
                key, n = ("thalers" if low.startswith("талер") else _UNITS[low]), int(number)
            debt[key] = debt.get(key, 0) + n
    return debt

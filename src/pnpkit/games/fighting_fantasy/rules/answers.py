"""The luck question of a fight as buttons for the live page: test your LUCK or not,
each with what it gives (the exact chance to win, or to survive the parting blow of an
escape; in a fight too large for exact odds, the chance to be lucky).  The words are in
``answers.json`` beside this module."""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules.luck import chance_lucky
from pnpkit.rules.commands import Answer
from pnpkit.rules.messages import say
from pnpkit.word_files import word_file

ANSWERS = word_file(__file__, "answers.json")["ANSWERS"]
DECLINE = "нет"  # the referee takes it in either language («luck no» too)


def luck_answers(offer: dict, locale: str) -> tuple[Answer, Answer]:
    """``luck`` and ``luck нет`` for a ``luck_offer`` event's data, labelled in both
    languages with the chance each choice gives."""
    from pnpkit.games.fighting_fantasy.rules.advice import luck_advice
    from pnpkit.games.fighting_fantasy.rules.referee_text import percent

    test, plain = luck_advice(offer) or (None, None)
    key = "survive" if offer["kind"] == "escape" else "win"

    def labels(choice: str, value: float | None, lucky: bool) -> tuple[str, str]:
        out = []
        for loc in ("ru", "en"):
            said = say(ANSWERS, choice, loc)
            if value is not None:
                said = say(ANSWERS, key, loc, choice=said, win=percent(value, loc))
            elif lucky:  # too large for exact odds: the chance of the test itself
                said = say(ANSWERS, "lucky", loc, choice=said, chance=percent(float(chance_lucky(offer["luck"])), loc))
            out.append(said)
        return out[0], out[1]

    # the better chance is the highlighted button; none when the two read the same
    better = None if test is None or plain is None or percent(test, "en") == percent(plain, "en") \
        else test > plain
    return (Answer("luck", (), *labels("test", test, True), primary=better is True),
            Answer("luck", (DECLINE,), *labels("skip", plain, False), primary=better is False))

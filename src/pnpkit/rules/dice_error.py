"""A dice expression's refusal, :class:`DiceError`, and its words (``dice.json``), apart
from the dice (pnpkit.rules.dice re-exports both): a session names it in its ``except``
clauses, and an action that rolls nothing (a choice, a move, an undo) imports no dice."""

from __future__ import annotations


def __getattr__(name: str):
    """``MESSAGES``: what a dice error says, by code (the ``pnpkit referee`` and ``pnpkit
    dice`` messages), kept in dice.json beside this module.  Read at the first error, so a
    roll that works never loads the JSON reader (the ``dice`` fast path stays small)."""
    if name == "MESSAGES":
        from pnpkit.word_files import word_file

        return word_file(__file__, "dice.json")["MESSAGES"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class DiceError(ValueError):
    """A dice expression that cannot be accepted; ``text(locale)`` explains why."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(self.text("en"))

    def text(self, locale: str = "ru") -> str:
        from pnpkit.rules.messages import counted, say

        messages = __getattr__("MESSAGES")
        params = dict(self.params)
        if "need" in params:  # a number said with its noun, in the locale's plural form
            params["dice"] = counted(messages, "counts.dice", int(params["need"]), locale)  # type: ignore[arg-type]
        return say(messages, self.code, locale, **params)

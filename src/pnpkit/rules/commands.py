"""The two types a game's rules share with the messages and the session: the command a
game offers (:class:`CommandSpec`) and the refusal of the rules (:class:`RuleError`).

They live here, importing nothing of pnpkit, so that ``rules.messages`` can build them
and ``rules.session`` can use them without either importing the other
(``rules.session`` re-exports both, the name games have always imported them by)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CommandSpec:
    """A command a game offers in the current state.

    ``logged=False`` marks a question (``moves``, ``odds``): it may not roll and is not
    written to the log.  ``usage`` shows the arguments, e.g. ``"FIELD"``; ``usage_en``
    is its English form where the placeholders are words (``"[ЦЕЛЬ]"`` / ``"[TARGET]"``)."""

    name: str
    help_ru: str
    help_en: str = ""
    usage: str = ""
    logged: bool = True
    usage_en: str = ""

    def help(self, locale: str) -> str:
        return self.help_en if locale == "en" and self.help_en else self.help_ru

    def usage_for(self, locale: str) -> str:
        return self.usage_en if locale == "en" and self.usage_en else self.usage


class RuleError(Exception):
    """The rules do not allow this action now. Russian first, English optional."""

    def __init__(self, ru: str, en: str | None = None) -> None:
        self.ru = ru
        self.en = en or ru
        super().__init__(self.en)

    def text(self, locale: str = "ru") -> str:
        return self.en if locale == "en" else self.ru

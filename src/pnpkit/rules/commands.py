"""The two types a game's rules share with the messages and the session: the command a
game offers (:class:`CommandSpec`) and the refusal of the rules (:class:`RuleError`).

They live here, importing nothing of pnpkit but the leaf ``value_class`` (value classes
without :mod:`dataclasses`, which costs a one-shot ``referee status`` more than its
answer), so that ``rules.messages`` can build them
and ``rules.session`` can use them without either importing the other
(``rules.session`` re-exports both, the name games have always imported them by)."""

from __future__ import annotations

from pnpkit.value_class import value_class


@value_class(frozen=True)
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


@value_class(frozen=True)
class Answer:
    """One answer to a question the rules ask by refusing: the same command again with
    ``args``; ``label_ru``/``label_en`` name it with the facts to choose by; ``primary``:
    the answer the rules recommend (the page's highlighted button; none when no answer is
    the better one)."""

    command: str
    args: tuple[str, ...]
    label_ru: str
    label_en: str = ""
    primary: bool = False

    def label(self, locale: str) -> str:
        return self.label_en if locale == "en" and self.label_en else self.label_ru


class NeedsAnswer(RuleError):
    """The action stopped at a question and was not logged: ``answers`` are the commands
    that take it again with the answer given (a terminal reads the message, which says how
    to type one; the live page shows ``question`` with a button for each answer)."""

    def __init__(self, ru: str, en: str, question_ru: str, question_en: str,
                 answers: tuple[Answer, ...]) -> None:
        super().__init__(ru, en)
        self.question_ru, self.question_en, self.answers = question_ru, question_en, answers

    def question(self, locale: str = "ru") -> str:
        return self.question_en if locale == "en" else self.question_ru

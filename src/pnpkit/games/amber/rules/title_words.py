"""An Amber action's arguments in the log's language, for its title (pure): a thing, a card,
a field or a friend typed by its name in either language (any case, no «ё», a card's number
left off) is told by its name in the log's language; a stat, a kind of thing, skipped
turns, the money and «за»/``for`` by the word the log's language types for them; a number
in words by its digits; an answer typed by its label («да», «ничего / отказаться», a
choice's text) by that label in the log's language.  An id, a number, a dice expression
or anything unknown as typed; a player too (pnpkit.referee.narrate tells them by the
session's names).  ``names`` is the referee or the kept view's
ToldNames (pnpkit.games.amber.rules.referee_names.AmberNames), so both tell the same."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee_words import (
    COUNTS,
    MESSAGES,
    SKIP_WORDS,
    STAT_WORDS,
    THALER_WORDS,
    THING_WORDS,
    TITLE_COMMANDS,
)
from pnpkit.rules.messages import counted
from pnpkit.rules.names import bare, fold, number, titles

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only
    from collections.abc import Sequence
    from typing import Any

#: what splits a deal between travellers into its two sides, as each language types it
DEAL_WORDS = {"en": "for", "ru": "за"}
#: the labels a question's answers are shown with that name no thing (their message keys)
_LABELS = ("option_yes", "option_no", "option_decline")


def _spelled(table: dict[str, str], locale: str) -> dict[str, str]:
    """id → the word ``locale`` types for it: the id in English, the first other word
    the table lists for it in Russian (the id where it lists none: ``magic-item``)."""
    out: dict[str, str] = {}
    for word, ident in table.items():
        out.setdefault(ident, ident)
        if locale != "en" and word != ident and out[ident] == ident:
            out[ident] = word
    return out


_WORDS = {locale: {**_spelled(STAT_WORDS, locale), **_spelled(THING_WORDS, locale)} for locale in ("ru", "en")}
_SKIP = {"en": SKIP_WORDS[0], "ru": next(w for w in SKIP_WORDS if not w.isascii())}


def title_words(names: Any, command: str, args: Sequence[str], locale: str) -> list[str]:
    """``args`` of ``command`` as its title in ``locale`` shows them (see the module)."""
    words = list(args)
    locale = "en" if locale == "en" else "ru"
    if not words or command not in TITLE_COMMANDS:
        return words
    if command in ("move", "place", "friend"):  # the field or friend after the player, if any
        for cut in (0,) if command == "move" else range(1, len(words)):
            said = _named(names, " ".join(words[cut:]), locale, field=command != "friend")
            if said is not None:
                return [*words[:cut], said]
        return words
    if command in ("buy", "sell", "choose"):
        return [_answer(names, command, " ".join(words), locale)]
    if command == "trade" and not any(w.casefold() in ("for", "за") for w in words):
        return [_word(w, locale) for w in words]  # an exchange office's ``trade GIVE GET``
    if command == "trade":  # ``trade PLAYER THINGS… for THINGS…``
        return [words[0], *_deal(names, words[1:], locale)]
    if command == "pay":  # ``pay WHAT N …``
        return [_word(w, locale) if i % 2 == 0 else w for i, w in enumerate(words)]
    if command == "give" and len(words) == 4:  # ``give FROM TO WHAT N``
        return [*words[:2], _word(words[2], locale), words[3]]
    if command == "adjust" and len(words) == 3:  # ``adjust PLAYER WHAT ±N``
        what = _SKIP[locale] if words[1].casefold() in SKIP_WORDS else _word(words[1], locale)
        return [words[0], what, words[2]]
    return words


def _word(word: str, locale: str) -> str:
    """A stat or a kind of thing by the word ``locale`` types for it; else as typed."""
    ident = STAT_WORDS.get(word.casefold()) or THING_WORDS.get(word.casefold())
    return _WORDS[locale].get(ident, word) if ident else word


def _answer(names: Any, command: str, text: str, locale: str) -> str:
    """An answer: its number as typed, a thing's name, a label, a number in words."""
    if text.lstrip("-").isdecimal() or text in names.names(locale):  # a number, an id: as typed
        return text
    if command == "buy":
        word = _word(text, locale)  # an exchange office's stat
        if word != text:
            return word
    said = _label(text, locale) if command == "choose" else None  # «да»: no table of names made
    if said is None:
        said = _named(names, text, locale, field=None)
    if said is None and command == "choose":
        said = _text_label(names, text, locale)
    if said is None:
        spoken = number(text)
        said = str(spoken) if spoken is not None else text
    return said


def _deal(names: Any, words: Sequence[str], locale: str) -> list[str]:
    """Both sides of a deal: each thing by its name, thalers by their number and the
    money's word agreeing with it («2 талера», ``2 thalers``), «за» as ``for``."""
    out: list[str] = []
    for word in words:
        if word.casefold() in ("for", "за"):
            out.append(DEAL_WORDS[locale])
            continue
        said = _named(names, word, locale, field=False)
        spoken = number(word) if said is None else None
        if said is None and out and word.casefold() in THALER_WORDS and number(out[-1]) is not None:
            out[-1] = counted(COUNTS, "thalers", number(out[-1]), locale)  # «2 талера»: one word for both
        elif said is None and spoken is not None:
            out.append(str(spoken))
        else:
            out.append(said if said is not None else word)
    return out


def _named(names: Any, text: str, locale: str, field: bool | None) -> str | None:
    """The name in ``locale`` of what ``text`` names in either language (``field``: only
    a field; False: anything but a field; None: anything), or None: none, or several
    things named alike that ``locale`` names apart."""
    wanted = fold(text)
    if not wanted:
        return None
    cyrillic = any("а" <= c <= "я" for c in wanted)  # folded: «ё» is «е»
    for said in ("ru", "en") if cyrillic else ("en", "ru"):  # the language typed first: one table made
        found = _folded(names, said, field).get(wanted, ())
        told = {names.names(locale).get(i, i) for i in found}
        if len(told) == 1:
            return told.pop()
    return None


def _folded(names: Any, said: str, field: bool | None) -> dict[str, tuple[str, ...]]:
    """Each name in ``said`` of the game's fields (``field``), of all but its fields
    (False) or of all (None), as typed (folded, bare of its card number, the title it
    quotes, an English one without «the») → the ids called so; made once per log,
    language and kind (a move's title folds the 124 fields' names, not all 436)."""
    def make() -> dict[str, tuple[str, ...]]:
        out: dict[str, tuple[str, ...]] = {}
        for ident, name in names.names(said).items():
            if field is not None and ident.startswith("field.") != field:
                continue
            folded = fold(name)
            keys = {folded, bare(folded) if folded[:1] in ("№", "n") else folded}  # a card's number left off
            if "«" in name or "“" in name:
                keys.update(fold(title) for title in titles(name))
            for key in {*keys, *(k.removeprefix("the ") for k in keys if said == "en")}:  # «Black Road»
                out[key] = (*out.get(key, ()), ident)
        return out

    return names._kept(("folded names", said, field), make)


def _label(text: str, locale: str) -> str | None:
    """An answer's fixed label typed in either language («да», ``nothing / decline``) in
    ``locale``, or None."""
    wanted = fold(text)
    for key in _LABELS:
        if wanted in (fold(MESSAGES["ru"][key]), fold(MESSAGES["en"][key])):
            return MESSAGES[locale][key]
    return None


def _text_label(names: Any, text: str, locale: str) -> str | None:
    """A choice's text from the data typed in either language («починить за 2 талера»,
    ``repair it for 2 thalers``) in ``locale``, or None."""
    wanted = fold(text)
    texts = names._kept(("folded texts", ""), lambda: [
        ((fold(ru), fold(en)), ru, en) for ru, en in names.effect_texts("en").items()])
    for folded, ru, en in texts:
        if wanted in folded:
            return en if locale == "en" else ru
    return None

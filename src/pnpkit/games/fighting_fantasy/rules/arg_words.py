"""An action's arguments in the session's language, for its title in a log: the words
the referee reads (``зелья``, ``нет``, ``удача``) were kept as they were typed, so an
English log showed «take зелья 1»; each known word is told by its canonical spelling."""

from __future__ import annotations

from pnpkit.word_files import word_file

#: fight_state.json's tables read here, not through fight_state: a log told from the kept
#: view (referee_status) imports this module, and fight_state's imports are the engine's
_TABLES = word_file(__file__, "fight_state.json")
STAT_WORDS: dict[str, str] = _TABLES["STAT_WORDS"]
THING_WORDS: dict[str, str] = _TABLES["THING_WORDS"]

#: the words ``luck`` takes to decline (the referee reads them in either language)
DECLINE_WORDS = ("no", "skip", "нет", "не")


def _canonical(table: dict[str, str], locale: str) -> dict[str, str]:
    """id → the word the session's language types for it: the id itself in English,
    the first Russian word the table lists for it in Russian."""
    if locale == "en":
        return {v: v for v in table.values()}
    spelled: dict[str, str] = {}
    for word, id_ in table.items():
        if word != id_:
            spelled.setdefault(id_, word)
    return spelled


def arg_words(command: str, args: list[str] | tuple[str, ...], locale: str) -> list[str]:
    """``args`` of ``command`` with each word the referee knows in the session's language;
    names, numbers and flags as typed."""
    words = list(args)
    if not words:
        return words
    if command == "luck" and words[0].casefold() in DECLINE_WORDS:
        return ["no" if locale == "en" else "нет", *words[1:]]
    if command in ("take", "drop"):
        table = THING_WORDS
    elif command in ("drink", "change"):
        table = STAT_WORDS
    else:
        return words
    at = next((i for i, w in enumerate(words) if not w.startswith("--")), None)  # «change --beyond …»
    known = table.get(words[at].casefold()) if at is not None else None
    if known is not None:
        words[at] = _canonical(table, locale).get(known, words[at])
    return words

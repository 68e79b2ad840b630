"""The Amber referee's word tables, Russian and English, read from ``referee_words.json``
beside this module, and its sentences, ``MESSAGES``, from ``referee_messages.json`` (keys:
the event kind, or the function that says it, with a number when it says several);
``referee_text`` composes sentences from them and the catalogue lists them as
``referee_text`` tables (it re-exports them).

The lazy boundary: ``REFUSALS`` and ``RULES``, which only a refusal or a rule explained
reads, are in ``referee_words_rare.json``, read at the first look-up in either (each is a
:class:`RareTable`, a read-only mapping of locales): a write that is not refused and
explains no rule parses a third less (~16 of 47 KB).

- ``STAT_SHORT``, ``THING_NAMES``, ``FUNDS``: short stat names, kinds of things, where a
  payment goes.
- ``QUESTIONS``: what the referee asks, by the engine's question id.
- ``RULES``: one sentence per rule an event names (``play`` prints it); ``EVENT_RULES``:
  event kind → the rule it names.
- ``ROLLS``: what a roll was for.
- ``COUNTS``: numbers with their words, the locale's plural forms separated by "|"
  (rules.messages.counted).
- ``STATUS_NAMES``: a traveller's lasting states; ``OP_WORDS``: how an effect reads in a
  short summary (what a choice offers); ``ALIGNMENTS``: a traveller's alignment.
- ``REFUSALS``: refusals of the referee (keys: the function that refuses, numbered).
- ``COMMANDS``: command help (``pnpkit referee … help``).
- ``PLAIN_EVENTS``: one-sentence events: kind → [message key, "placeholder=how:data key",
  …]; ``how`` is raw, name, names, thalers, stat, points (unsigned) or a COUNTS noun; the
  data key defaults to the placeholder; every message is also given ``player``.
- ``STAT_WORDS``, ``THING_WORDS``, ``SKIP_WORDS``, ``THALER_WORDS``: the words a table
  types for a stat, a kind of thing, skipped turns and the money (in every case said after
  a number in a deal), Russian and English together.
"""

from __future__ import annotations

# collections.abc's own Mapping, from the module the interpreter's start has loaded:
# importing collections.abc loads the collections package (~0.7 ms of a one-shot write)
from _collections_abc import Mapping

from pnpkit.word_files import word_file

_TABLES = word_file(__file__, "referee_words.json")


class RareTable(Mapping):
    """A table of ``referee_words_rare.json``, read when first looked into (the file is
    read once for all its tables: pnpkit.word_files).  A mapping of locales, as the
    tables read at import are; :meth:`loaded` is the table itself."""

    __slots__ = ("_name", "_table")

    def __init__(self, name: str) -> None:
        self._name, self._table = name, None

    def loaded(self) -> dict:
        if self._table is None:
            self._table = word_file(__file__, "referee_words_rare.json")[self._name]
        return self._table

    def __getitem__(self, locale: str):
        return self.loaded()[locale]

    def get(self, locale: str, default=None):  # rules.messages.say's look-up, without Mapping's try
        return self.loaded().get(locale, default)

    def __contains__(self, locale: object) -> bool:
        return locale in self.loaded()

    def __iter__(self):
        return iter(self.loaded())

    def __len__(self) -> int:
        return len(self.loaded())

STAT_SHORT = _TABLES["STAT_SHORT"]
THING_NAMES = _TABLES["THING_NAMES"]
FUNDS = _TABLES["FUNDS"]
QUESTIONS = _TABLES["QUESTIONS"]
RULES = RareTable("RULES")
EVENT_RULES = _TABLES["EVENT_RULES"]
ROLLS = _TABLES["ROLLS"]
COUNTS = _TABLES["COUNTS"]
STATUS_NAMES = _TABLES["STATUS_NAMES"]
OP_WORDS = _TABLES["OP_WORDS"]
ALIGNMENTS = _TABLES["ALIGNMENTS"]
REFUSALS = RareTable("REFUSALS")
COMMANDS = _TABLES["COMMANDS"]
PLAIN_EVENTS = _TABLES["PLAIN_EVENTS"]
STAT_WORDS = _TABLES["STAT_WORDS"]
THING_WORDS = _TABLES["THING_WORDS"]
SKIP_WORDS = tuple(_TABLES["SKIP_WORDS"])
THALER_WORDS = frozenset(_TABLES["THALER_WORDS"])
MESSAGES = word_file(__file__, "referee_messages.json")["MESSAGES"]
#: the commands whose arguments hold words the referee reads, told in a title's language
#: (pnpkit.games.amber.rules.title_words); the others' arguments are shown as typed
TITLE_COMMANDS = frozenset(("move", "place", "friend", "buy", "sell", "choose", "trade", "pay", "give", "adjust"))

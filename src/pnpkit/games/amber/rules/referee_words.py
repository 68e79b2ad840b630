"""The Amber referee's word tables, Russian and English, read from ``referee_words.json``
beside this module, and its sentences, ``MESSAGES``, from ``referee_messages.json`` (keys:
the event kind, or the function that says it, with a number when it says several);
``referee_text`` composes sentences from them and the catalogue lists them as
``referee_text`` tables (it re-exports them).

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

from pnpkit.word_files import word_file

_TABLES = word_file(__file__, "referee_words.json")
STAT_SHORT = _TABLES["STAT_SHORT"]
THING_NAMES = _TABLES["THING_NAMES"]
FUNDS = _TABLES["FUNDS"]
QUESTIONS = _TABLES["QUESTIONS"]
RULES = _TABLES["RULES"]
EVENT_RULES = _TABLES["EVENT_RULES"]
ROLLS = _TABLES["ROLLS"]
COUNTS = _TABLES["COUNTS"]
STATUS_NAMES = _TABLES["STATUS_NAMES"]
OP_WORDS = _TABLES["OP_WORDS"]
ALIGNMENTS = _TABLES["ALIGNMENTS"]
REFUSALS = _TABLES["REFUSALS"]
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

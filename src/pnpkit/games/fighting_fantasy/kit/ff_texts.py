"""Every printed word of the Fighting Fantasy kit, in Russian and English.

Written for this kit; the facts (dice, numbers, effects) follow the rules text.  The
words are data in ``ff_texts.json`` beside this module, each table ``{locale: …}``:
``SHEET`` (the adventure sheet), ``RULES_TITLE`` and ``RULES`` (the rules summary:
(heading, paragraph) pairs in reading order) and ``ODDS`` (the odds table).
"""

from __future__ import annotations

from pnpkit.word_files import word_file

_TABLES = word_file(__file__, "ff_texts.json")
SHEET = _TABLES["SHEET"]
RULES_TITLE = _TABLES["RULES_TITLE"]
# JSON has no pairs: a (heading, paragraph) pair is a tuple again, as readers unpack it
RULES = {locale: [tuple(pair) for pair in pairs] for locale, pairs in _TABLES["RULES"].items()}
ODDS = _TABLES["ODDS"]

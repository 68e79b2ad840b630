"""Word tables kept as data beside the module that speaks them.

A message or word table is data, not code: it lives in a JSON file next to its module
(UTF-8, one entry a line, ``{"TABLE": {locale: …}}``), so a translator edits one file and
the module keeps only the functions that compose sentences.  JSON rather than YAML because
a one-shot command (``referee status``) reads these tables on every call and the C JSON
reader costs a fraction of a millisecond where loading PyYAML costs more than the command.
The files are package data: they ship in the wheel with the modules beside them.
"""

from __future__ import annotations

import os

from pnpkit import quick_json
from pnpkit.memo import cache


@cache
def word_file(module_file: str, name: str) -> dict:
    """The tables of the JSON file ``name`` in the folder of ``module_file`` (pass
    ``__file__``).  Read once per process; the caller must not change what it gets."""
    path = os.path.join(os.path.dirname(module_file), name)
    with open(path, encoding="utf-8") as handle:
        return quick_json.loads(handle.read())


def noun_forms(nouns: dict) -> dict:
    """``noun -> locale -> forms`` (a tuple in the locale's gettext order) from a word
    file, which writes a noun's forms as one string with ``|`` between them, as it writes
    every counted word."""
    return {noun: {locale: tuple(forms.split("|")) for locale, forms in by_locale.items()}
            for noun, by_locale in nouns.items()}

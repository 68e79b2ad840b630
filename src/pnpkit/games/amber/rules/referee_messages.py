"""Every sentence the Amber referee composes, Russian and English, read from
``referee_messages.json`` beside this module (keys: the event kind, or the function that
says it, with a number when it says several); the catalogue lists it as
``referee_text:MESSAGES``, which re-exports it."""

from __future__ import annotations

from pnpkit.word_files import word_file

MESSAGES = word_file(__file__, "referee_messages.json")["MESSAGES"]

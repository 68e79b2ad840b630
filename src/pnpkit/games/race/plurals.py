"""The race's nouns that code composes with numbers ('5 клеток'); the plugin names NOUNS
(``plural_nouns``)."""

from pnpkit.word_files import noun_forms, word_file

#: noun -> locale -> forms in the locale's gettext order ({n} is the number), kept in
#: plurals.json as one string, "|" between the forms, as the referees' counted words are
NOUNS = noun_forms(word_file(__file__, "plurals.json")["NOUNS"])

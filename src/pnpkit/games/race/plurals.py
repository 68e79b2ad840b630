"""The race's nouns that code composes with numbers ('5 клеток'); the plugin names NOUNS
(``plural_nouns``)."""

#: noun -> locale -> forms in the locale's gettext order ({n} is the number)
NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "cell": {"ru": ("{n} клетка", "{n} клетки", "{n} клеток"),
             "en": ("{n} square", "{n} squares")},
}

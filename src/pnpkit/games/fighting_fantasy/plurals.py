"""The Fighting Fantasy nouns that code composes with numbers ('3 очка УДАЧИ'); the
plugin names NOUNS (``plural_nouns``)."""

#: noun -> locale -> forms in the locale's gettext order ({n} is the number)
NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "skill": {"ru": ("{n} очко МАСТЕРСТВА", "{n} очка МАСТЕРСТВА", "{n} очков МАСТЕРСТВА"),
              "en": ("{n} SKILL point", "{n} SKILL points")},
    "stamina": {"ru": ("{n} очко ВЫНОСЛИВОСТИ", "{n} очка ВЫНОСЛИВОСТИ", "{n} очков ВЫНОСЛИВОСТИ"),
                "en": ("{n} STAMINA point", "{n} STAMINA points")},
    "luck": {"ru": ("{n} очко УДАЧИ", "{n} очка УДАЧИ", "{n} очков УДАЧИ"),
             "en": ("{n} LUCK point", "{n} LUCK points")},
}

"""The schema of a game.yaml's ``game:`` section (its head: id, title, rules, locales),
apart from the rest of the common schema so that reading the heads alone (`pnpkit games`)
imports neither the layout nor the rules extensions."""

from __future__ import annotations

from pnpkit.model.schema import MAX_ID_LENGTH, Bool, ListOf, Map, Str, id_problem

NAME = Str(min_len=1, max_len=200)
TEXT = Str(max_len=4000)
LOCALE = Str(pattern=r"^[a-z]{2}(_[A-Z]{2})?$", shape="a language code, e.g. 'ru', 'en' or 'pt_BR'")

GAME_SECTION = Map(
    {
        "id": Str(pattern=r"^[a-z0-9][a-z0-9-]*$", max_len=MAX_ID_LENGTH, check=id_problem,
                  shape="an id of lower-case latin letters, digits and '-', e.g. 'lost-valley'"),
        "title": NAME,
        "rules": Str(min_len=1),
        "locales": ListOf(LOCALE, min_len=1),
        "default_locale": LOCALE,
        "description": TEXT,
        "default": Bool(),
    },
    required=("id", "title", "rules", "locales", "default_locale"),
    name="the game description",
)

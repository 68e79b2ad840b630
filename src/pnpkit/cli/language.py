"""The language a command speaks when ``--locale`` is not given: one rule for every command.

``--locale`` when given; else the user's locale as gettext reads it (LC_ALL, then
LC_MESSAGES, then LANG: the first one set decides, ``ru_RU.UTF-8`` → ``ru``) when the
game (or the command's output) has that language; else the game's first language.
Only ``os`` is imported: the fast path of ``dice``/``odds``/``moves`` calls this too.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: collections.abc loads the collections package (~1 ms)
    from collections.abc import Mapping, Sequence

#: gettext's order; the first one set (not empty) is the user's locale
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def user_locale(environ: Mapping[str, str] | None = None) -> str | None:
    """The locale the environment names without encoding or modifier (``en_GB``,
    ``ru``), or None when none is set or it is the C/POSIX locale (no language)."""
    environ = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:
            locale = value.split(".")[0].split("@")[0]
            return None if locale.upper() in ("C", "POSIX", "") else locale
    return None


def spoken_language(languages: Sequence[str], environ: Mapping[str, str] | None = None) -> str | None:
    """The one of ``languages`` the user's locale names (``pt_BR`` before ``pt``), or None."""
    locale = user_locale(environ)
    if locale is None:
        return None
    by_case = {language.lower(): language for language in languages}
    for candidate in (locale.replace("-", "_"), locale.split("_")[0]):
        if candidate.lower() in by_case:
            return by_case[candidate.lower()]
    return None


def command_language(given: str | None, languages: Sequence[str],
                     environ: Mapping[str, str] | None = None) -> str:
    """The language of a command's output: ``given`` (the ``--locale`` option) when set,
    else the user's when ``languages`` (the game's, its first one first) has it, else
    the first of ``languages``."""
    if given is not None:
        return given
    return spoken_language(languages, environ) or languages[0]


def game_languages(game) -> tuple[str, ...]:
    """A game's languages, its own (default) one first."""
    return (game.default_locale, *(lang for lang in game.locales if lang != game.default_locale))


def head_languages(head: Mapping) -> tuple[str, ...]:
    """The languages a game.yaml ``game:`` section names, its default one first; () when
    it names none usable (the full read then reports what is wrong)."""
    default = head.get("default_locale")
    listed = head.get("locales")
    if not isinstance(default, str) or not isinstance(listed, list):
        return ()
    return (default, *(lang for lang in listed if isinstance(lang, str) and lang != default))

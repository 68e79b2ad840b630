"""The referee CLI's own words (games describe their own events), and how a text from a
session is shown: no Typer here, so the Typer commands and the fast dispatch of the
read-only ones (pnpkit.cli.referee_status) print the same bytes.  The words are data in
``referee_words.json`` beside this module (``CLI_MESSAGES``, ``{locale: {key: template}}``)."""

from __future__ import annotations

from pnpkit.cli.plain import has_control, visible  # noqa: F401  (re-exported: the referee commands show texts with it)
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from typing import Any

LOCALES = ("ru", "en")
#: the help of every session command's --locale
LOCALE_HELP = ("Language of the output: ru or en (default: the session's own; a new session's: the "
               "system's, from LC_ALL, LC_MESSAGES or LANG, else ru).")


def __getattr__(name: str):
    """``CLI_MESSAGES``: the framework's own texts (games describe their own events), listed
    in CODE_TEXTS; read at the first one said, so a command that answers says none of
    them and reads no file for them."""
    if name == "CLI_MESSAGES":
        return word_file(__file__, "referee_words.json")["CLI_MESSAGES"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def say_cli(key: str, locale: str, **params: Any) -> str:
    from pnpkit.rules.messages import say

    return say(__getattr__("CLI_MESSAGES"), key, locale, **params)


def option_pair(text: str) -> tuple[str, str] | None:
    """``--option NAME=VALUE`` as (name, value), spaces around each trimmed; None when
    it has no ``=`` or no name (say ``bad_option``).  The referee and the simulators
    read house rules through it, so they take the same spellings."""
    key, sep, value = text.partition("=")
    return (key.strip(), value.strip()) if sep and key.strip() else None

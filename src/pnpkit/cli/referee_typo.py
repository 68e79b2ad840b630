"""`pnpkit referee WORD …` where WORD is no command: refused in the language the session
speaks (``--locale``, else the header of the file ``-f`` names or ./game.pnp, else the
user's), with the closest command as a guess.  Typer's own refusal is English whatever
the session («No such command 'брасок'»), so a Russian table met English for a slip."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pnpkit.cli.referee_words import LOCALES, say_cli

#: the session file when ``-f`` is not given (cli.referee.DEFAULT_FILE, without Typer)
_DEFAULT_FILE = "game.pnp"


def unknown_command(args: Sequence[str], names: Iterable[str]) -> str:
    """The refusal for ``args`` (``referee WORD …``, as typed after ``pnpkit``) whose WORD
    is none of ``names`` (the referee's commands, their Russian names included)."""
    typed = args[1]
    locale = _locale(args[2:])
    close = closest(typed, names)
    guess = say_cli("did_you_mean", locale, word=close) if close else ""
    return say_cli("no_such_command_in", locale, command=typed, close=guess, path="pnpkit referee")


def closest(typed: str, names: Iterable[str]) -> str | None:
    """The name ``typed`` most likely meant (``брасок`` → ``бросок``); letter case and
    ё/е do not count.  None when nothing is close."""
    import difflib

    def fold(word: str) -> str:
        return word.casefold().replace("ё", "е")

    spelled = {fold(name): name for name in sorted(names)}
    found = difflib.get_close_matches(fold(typed), list(spelled), n=1, cutoff=0.6)
    return spelled[found[0]] if found else None


def _locale(rest: Sequence[str]) -> str:
    """The language to refuse in: a known ``--locale`` given, else the session's, else
    the user's (a bad ``--locale`` is not this refusal's business)."""
    from pnpkit.cli.referee_status import user_language
    from pnpkit.referee.session_read import peek_locale

    given = _option(rest, ("--locale",))
    if given in LOCALES:
        return given
    kept = peek_locale(_option(rest, ("-f", "--file")) or _DEFAULT_FILE)
    return kept if kept in LOCALES else user_language()


def _option(rest: Sequence[str], spellings: tuple[str, ...]) -> str | None:
    """The value of the option spelled so in ``rest`` (``-f x``, ``--file=x``), or None."""
    for index, arg in enumerate(rest):
        for spelling in spellings:
            if arg == spelling and index + 1 < len(rest):
                return rest[index + 1]
            if arg.startswith(spelling + "="):
                return arg[len(spelling) + 1:]
    return None

"""`pnpkit WORD …` where WORD is no command, and an option a command does not have
(``pnpkit build --outt``): refused with the closest name as a guess in the user's language
(pnpkit.cli.language: LC_ALL, LC_MESSAGES, LANG, else Russian, as every message said
outside a session), a referee line's option in its session's (pnpkit.cli.referee_typo).
Typer's own refusals are English whatever the user speaks («No such command 'biuld'»)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pnpkit.cli.referee_typo import closest
from pnpkit.cli.referee_words import say_cli


def unknown_command(typed: str, names: Iterable[str], path: str = "pnpkit") -> str:
    """The refusal of ``PATH TYPED`` (``pnpkit biuld``, ``pnpkit i18n updat``) when
    ``typed`` is none of ``names``."""
    locale = _user()
    close = closest(typed, names)
    guess = say_cli("did_you_mean", locale, word=close) if close else ""
    return say_cli("no_such_command_in", locale, command=typed, close=guess, path=path)


def typo_refusal(exc: Exception, ctx, args: Sequence[str]) -> str | None:
    """Typer's usage error ``exc`` (its context ``ctx``) said in the user's language when
    it is an unknown option or a group's unknown command; None for any other error."""
    if ctx is None:
        return None
    if type(exc).__name__ == "NoSuchOption":
        options = [o for p in ctx.command.get_params(ctx) for o in (*p.opts, *p.secondary_opts)]
        return unknown_option(args, ctx.command_path, exc.option_name, options)
    words = ctx.command_path.split()[1:]  # the group's words after ``pnpkit``
    typed = args[len(words)] if len(args) > len(words) and list(args[:len(words)]) == words else None
    if typed is None or not exc.format_message().startswith("No such command") \
            or ctx.command.get_command(ctx, typed) is not None:
        return None
    if words == ["referee"]:  # in the session's language
        from pnpkit.cli.referee_typo import unknown_command as referee_command

        return referee_command(args, ctx.command.list_commands(ctx))
    return unknown_command(typed, ctx.command.list_commands(ctx), ctx.command_path)


def unknown_option(args: Sequence[str], path: str, option: str, options: Iterable[str]) -> str:
    """The refusal of ``option`` given to the command ``path`` (``pnpkit build``), which
    takes ``options``; ``args`` is the line after ``pnpkit`` (a referee line speaks its
    session's language: its ``--locale``, its ``-f`` file's, ./game.pnp's)."""
    if args[:1] == ["referee"]:
        from pnpkit.cli.referee_typo import _locale

        locale = _locale(args[1:])
    else:
        locale = _user()
    # compared without their dashes: «--bogus» is not close to «--out» for sharing «--»
    spelled = {o.lstrip("-"): o for o in options if o.startswith("-")}
    close = spelled.get(closest(option.lstrip("-"), spelled) or "")
    guess = say_cli("did_you_mean", locale, word=close) if close else ""
    return say_cli("no_such_option", locale, command=path, option=option, close=guess)


def _user() -> str:
    from pnpkit.cli.referee_status import user_language

    return user_language()

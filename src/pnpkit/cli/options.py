"""One declaration of a table command's options, read two ways.

A :class:`Command` lists its parameters once (:class:`Param`); :func:`typer_command`
makes the Typer command of it (its signature is generated from the declaration), and
the Typer-free fast path (:mod:`pnpkit.cli.fast_path`) reads a command line with
:func:`read`, from the same declaration, so the two cannot hold different option lists.
:func:`read` takes on only the plain lines it reads exactly as Click would; anything
else (help, an unknown option, a value out of range) raises :class:`Refused` and Typer
answers, so every error message is Typer's.  No imports here: this module is on the
fast path.
"""

from __future__ import annotations

REQUIRED = ...  # as Typer writes a required parameter


class Refused(Exception):
    """A command line the fast path does not take on: Typer answers instead."""


class Param:
    """One parameter: ``name`` (the Python name), ``kind`` (int, str, bool, "path" — a
    Path for Typer, the text as typed on the fast path: ``run`` takes both — or list for
    the words of an argument), ``decls`` the flags as ``typer.Option`` takes them (none:
    made from the name, a bool then also gets ``--no-…``); ``optional``: None allowed;
    ``metavar`` the word its help shows for the value (``ROLL``, ``FIELD``; a bool has none)."""

    def __init__(self, name: str, kind: type, help: str, default=REQUIRED, decls: tuple[str, ...] = (), *,
                 optional: bool = False, min: int | None = None, max: int | None = None,
                 argument: bool = False, metavar: str | None = None) -> None:
        self.name, self.kind, self.help, self.default, self.decls = name, kind, help, default, decls
        self.optional, self.min, self.max, self.argument = optional, min, max, argument
        self.metavar = metavar

    def flags(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(the options that set it, the ``--no-…`` options that clear a bool), as Typer
        and Click make them."""
        if self.argument:
            return (), ()
        decls = self.decls or (("--{0}/--no-{0}" if self.kind is bool else "--{0}").format(
            self.name.replace("_", "-")),)
        on = tuple(d.partition("/")[0] for d in decls)
        off = tuple(d.partition("/")[2] for d in decls if "/" in d)
        return on, off


class Command:
    """A command's help (its docstring) and parameters, and ``run`` (values by name ->
    the text printed; raises CommandError for a bad value, Refused to leave it to Typer)."""

    def __init__(self, help: str, params: tuple[Param, ...], run, *, loose: bool = False) -> None:
        self.help, self.params, self.run = help, params, run
        #: an unknown long option is a word of the argument, as Click's
        #: ``ignore_unknown_options`` keeps it (a game's ``fight --enemy Орк:7:8``)
        self.loose = loose

    def options(self) -> tuple[dict[str, Param], dict[str, tuple[Param, bool]]]:
        """(option taking a value -> its param, flag -> (its param, the value it sets))."""
        values: dict[str, Param] = {}
        flags: dict[str, tuple[Param, bool]] = {}
        for param in self.params:
            on, off = param.flags()
            for option in on:
                if param.kind is bool:
                    flags[option] = (param, True)
                else:
                    values[option] = param
            flags.update((option, (param, False)) for option in off)
        return values, flags


def value_word(token: str) -> bool:
    """A word argparse and Click both take as an option's value: not option-like, or a
    negative whole number (``--seed -5``)."""
    return not token.startswith("-") or token == "-" or token[1:].isdecimal()


def negative_dice(token: str) -> bool:
    """``-1d6``, ``-d4``, ``-2к6``: dice notation with a minus sign, not an option."""
    rest = token[1:2]
    return rest.isdigit() or (rest in "dDкК" and len(token) > 2 and token[2:3].isdigit())


def _convert(param: Param, text: str):
    if param.kind is not int:
        return text
    try:
        value = int(text)
    except ValueError:
        raise Refused from None
    if (param.min is not None and value < param.min) or (param.max is not None and value > param.max):
        raise Refused  # Click says so, in its words
    return value


def read(command: Command, tokens: list[str]) -> dict:
    """The parameters' values by name; raises Refused for anything unusual."""
    values, flags = command.options()
    args = {p.name: p.default for p in command.params if p.default is not REQUIRED}
    words: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if token in flags:
            param, value = flags[token]
            args[param.name] = value
            continue
        option, eq, text = token.partition("=")
        if token in values:
            if i == len(tokens) or not value_word(tokens[i]):
                raise Refused
            option, text = token, tokens[i]
            i += 1
        elif not (eq and option in values):
            if token.startswith("-") and token != "-" and not negative_dice(token) and not (
                    command.loose and token.startswith("--") and option not in ("--", "--help")):
                raise Refused  # an unknown option, '--' or help: Typer's
            words.append(token)
            continue
        args[values[option].name] = _convert(values[option], text)
    for param in (p for p in command.params if p.argument):  # one word each, a list takes the rest
        if param.kind is list and words:
            args[param.name], words = words, []
        elif param.kind is not list and words:
            args[param.name] = words.pop(0)
    if words:
        raise Refused
    if any(p.name not in args for p in command.params):
        raise Refused
    return args


def typer_command(command: Command, name: str):
    """The Typer callback of ``command``: its signature made from the declaration, so
    Typer reads the options the fast path reads; it prints what ``command.run`` returns."""
    import inspect
    from typing import Annotated

    import typer

    from pnpkit.cli.plain import CommandError

    def callback(**values) -> None:
        from pnpkit.cli.common import fail

        try:
            text = command.run(values)
        except CommandError as exc:
            fail(exc.message, exc.code, exc.hint)
        typer.echo(text, nl=False)

    parameters = []
    for param in command.params:
        if param.kind == "path":
            from pathlib import Path

            kind = Path
        else:
            kind = list[str] if param.kind is list else param.kind
        if param.argument:
            info = typer.Argument(help=param.help, metavar=param.metavar)
        else:
            info = typer.Option(*param.decls, help=param.help, min=param.min, max=param.max,
                                metavar=param.metavar)
        annotation = Annotated[kind | None if param.optional else kind, info]
        default = inspect.Parameter.empty if param.default is REQUIRED else param.default
        parameters.append(inspect.Parameter(param.name, inspect.Parameter.KEYWORD_ONLY,
                                            annotation=annotation, default=default))
    callback.__signature__ = inspect.Signature(parameters)
    callback.__annotations__ = {p.name: p.annotation for p in parameters}
    callback.__doc__ = command.help
    callback.__name__ = callback.__qualname__ = name.replace("-", "_")
    return callback

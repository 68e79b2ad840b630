"""How a command's ``--help`` names its arguments and options: by their metavars.

Typer (0.29) prints an argument as ``game <str>``, a list as ``<list[str]>``, a number
option with bounds as ``<int range>`` followed by the bounds (``[-1000000000000000000<=x<=…]``
for a seed) and a required argument as ``{game}`` in the usage line: type names for a
programmer, not words for a player.  :class:`PlainCommand` prints each parameter by the
metavar its declaration gives (``GAME``, ``ROLL``, ``SEED``); a bound worth knowing is
said in the option's help, in words."""

from __future__ import annotations

import copy

from typer.core import TyperCommand


def _record(param, ctx) -> tuple[str, str] | None:
    if param.param_type_name == "option" and (param.min is not None or param.max is not None):
        param = copy.copy(param)  # the bounds still check the value; only the help leaves them out
        param.min = param.max = None
    record = param.get_help_record(ctx)
    if record is None or param.param_type_name != "argument":
        return record
    return _argument_name(param), record[1]


def _argument_name(param) -> str:
    return param.metavar or param.name.upper()


class PlainCommand(TyperCommand):
    """A Typer command whose help shows metavars, never type names or numeric ranges."""

    def format_options(self, ctx, formatter) -> None:
        records = {"argument": [], "option": []}
        for param in self.get_params(ctx):
            record = _record(param, ctx)
            if record is not None and param.param_type_name in records:
                records[param.param_type_name].append(record)
        for title, kind in (("Arguments", "argument"), ("Options", "option")):
            if records[kind]:
                with formatter.section(title):
                    formatter.write_dl(records[kind])

    def collect_usage_pieces(self, ctx) -> list[str]:
        """``[OPTIONS] GAME [DICE]...`` as Click has always written a usage line."""
        pieces = [self.options_metavar] if self.options_metavar else []
        for param in self.get_params(ctx):
            if param.param_type_name != "argument":
                pieces.extend(param.get_usage_pieces(ctx))
                continue
            name = _argument_name(param) if param.required else f"[{_argument_name(param)}]"
            pieces.append(name + ("..." if param.nargs != 1 else ""))
        return pieces

"""`pnpkit build` with plain arguments, run without Typer's command-line machinery.

Before any build starts, Typer makes the Click command of every pnpkit command (and
imports each command module and pydantic, for its value conversion): ~0.15 s of CPU
that a build never uses.  When the arguments are only build's own options, each spelt
out in full with a value that cannot be mistaken for an option, and at most one game,
they are read here into the values Typer would pass and given to the same function
(:func:`pnpkit.cli.build.build`), which checks every value and prints every message
itself.  Exceptions end as Typer's ``_main`` ends them (pnpkit.cli.app._run_typer).
Anything else — help, an unknown option, ``--``, a missing, empty or dash-led value,
two games, a shell completion request — raises Refused, and Typer reads the command line
as before, so every usage error stays the one Typer prints.
"""

from __future__ import annotations

import sys

from pnpkit.cli.fast_path import Refused

# the build command's options (pnpkit.cli.build.build) -> its parameters
_VALUES = {"--locale": "locale", "--paper": "paper", "--out": "out", "--only": "only", "--ink": "ink",
           "--duplex": "duplex", "--back-offset": "back_offset", "--cards": "cards", "--jobs": "jobs"}
_FLAGS = {"--strict": ("strict", True), "--no-strict": ("strict", False),
          "--booklet": ("booklet", True), "--no-booklet": ("booklet", False),
          "--force": ("force", True), "--no-force": ("force", False), "--debug": ("debug", True)}
_DEFAULTS = {"game": None, "locale": None, "paper": "a4", "out": "output", "only": None, "ink": "color",
             "duplex": "long", "back_offset": "0,0", "strict": False, "booklet": False, "cards": "bleed",
             "force": False, "debug": False, "jobs": None}


def build_arguments(tokens: list[str]) -> dict:
    """The keyword arguments Typer would call build() with; Refused when unsure."""
    from pathlib import Path

    args = dict(_DEFAULTS)
    words: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if "\x1b" in token or "\0" in token:
            raise Refused
        if token in _FLAGS:
            name, value = _FLAGS[token]
            args[name] = value
            continue
        option, eq, value = token.partition("=")
        if token in _VALUES:
            if i == len(tokens):
                raise Refused
            option, value = token, tokens[i]
            i += 1
        elif not (eq and option in _VALUES):
            if token.startswith("-"):  # help, '--', an unknown option or a flag given a value
                raise Refused
            words.append(token)
            continue
        if not value or value.startswith("-") or "\x1b" in value or "\0" in value:
            raise Refused
        args[_VALUES[option]] = value
    if len(words) > 1:
        raise Refused
    args["game"] = words[0] if words else None
    args["out"] = Path(args["out"])  # as Typer converts a Path parameter
    if args["jobs"] is not None:  # as Typer converts an int; anything but digits is its error to tell
        if not (args["jobs"].isascii() and args["jobs"].isdigit()):
            raise Refused
        args["jobs"] = int(args["jobs"])
    return args


def direct_build(tokens: list[str]) -> int | None:
    """Run the build and return its exit code, or None to leave the command to Typer."""
    import os

    if os.environ.get("_PNPKIT_COMPLETE"):  # a shell completion request: Click answers it
        return None
    try:
        arguments = build_arguments(tokens)
    except Refused:
        return None
    from pnpkit.cli.build import build

    try:
        build(**arguments)
    except KeyboardInterrupt:
        return 130  # Typer's _main makes it Exit(130), silently
    except EOFError:
        from pnpkit.cli.plain import echo

        echo(err=True)
        sys.stderr.write("pnpkit: error: aborted\n")
        return 1
    except OSError as exc:
        import errno

        if exc.errno != errno.EPIPE:
            raise
        _pacify_streams()
        return 1
    except Exception as exc:
        # Typer's Exit and Abort come only from code that imported Typer (an error on
        # its way out): a build that goes well never imports it
        typer = sys.modules.get("typer")
        if typer is not None and isinstance(exc, typer.Exit):
            return exc.exit_code
        if typer is not None and isinstance(exc, typer.Abort):
            sys.stderr.write("pnpkit: error: aborted\n")
            return 1
        raise
    return 0


def _pacify_streams() -> None:
    """A closed pipe (``pnpkit build | head``): later flushes stay quiet, as Click makes them."""
    try:
        from typer._click.utils import PacifyFlushWrapper
    except ImportError:  # a Typer that uses click itself
        from click.utils import PacifyFlushWrapper
    sys.stdout = PacifyFlushWrapper(sys.stdout)
    sys.stderr = PacifyFlushWrapper(sys.stderr)

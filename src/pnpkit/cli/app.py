"""The `pnpkit` Typer application.

Each command lives in its own module with a ``register(app)`` function; modules are
listed here so that a new command is one line.  Command modules keep heavy imports
(reportlab, the rules engines) inside their functions so that start-up stays quick.

The commands and groups, their summaries and modules come from one table
(:mod:`pnpkit.cli.commands`).  Typer itself is slow to import, so the Typer objects
(``app``, ``GROUPS`` and the groups ``odds_app`` …) are made on first use (PEP 562
``__getattr__``), and :func:`main` first offers the call to the Typer-free ways in:
the root help, always printed from the table (:mod:`pnpkit.cli.root_help`; Typer
prints only the commands' own help), and the table commands
``pnpkit dice``, a game's ``pnpkit moves GAME`` / ``pnpkit odds GAME``
(:mod:`pnpkit.cli.fast_path`, reading each command's one declaration).
"""

from __future__ import annotations

import sys

from pnpkit.cli.commands import APP_HELP, COMMANDS, GROUPS


def _make_typer_objects() -> dict:
    import functools

    import typer

    # plain help and errors: Typer's rich help would import rich, markdown-it and pygments
    # (about 150 modules) to print a page of text
    plain = functools.partial(typer.Typer, no_args_is_help=True, rich_markup_mode=None)
    app = plain(name="pnpkit", help=APP_HELP, add_completion=False, pretty_exceptions_enable=False)
    # Sub-command groups shared by several games: each game's module adds its own command,
    # named by the game («pnpkit odds amber»), so the usage line says GAME, not COMMAND
    groups = {name: plain(help=summary, **({} if modules else {"subcommand_metavar": "GAME [ARGS]..."}))
              for name, summary, modules in GROUPS}
    return {"app": app, "GROUPS": groups, **{f"{name}_app": group for name, group in groups.items()}}


_TYPER_NAMES = frozenset({"app", "GROUPS", *(f"{name}_app" for name, _, _ in GROUPS)})


def __getattr__(name: str):
    if name not in _TYPER_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if "app" not in globals():
        globals().update(_make_typer_objects())  # later look-ups skip this function
    return globals()[name]


#: the command modules, by the command or group each adds, in the order the help lists
#: them (the command table); the game plugins' modules add theirs to the groups
COMMAND_MODULES = {name: modules for name, _, modules in (*COMMANDS, *GROUPS) if modules}

_registered: set[str] = set()  # the modules whose commands the app holds
_added: set[str] = set()  # the groups added to the app


def _game_command_modules() -> list[str]:
    """The commands the game plugins add (``pnpkit odds amber``, ``pnpkit sim race`` …)."""
    from pnpkit.plugins import plugins

    return [module for plugin in plugins().values() for module in plugin.commands]


def _register(command: str | None = None) -> None:
    """Give the app the commands ``command`` needs (its own module, and the games' for a
    group), or every command (None, or a word that names none: help, a typo).  Importing
    every command module costs a command line more than running the one it names."""
    app, groups = __getattr__("app"), __getattr__("GROUPS")
    every = command not in COMMAND_MODULES and command not in groups
    modules = [m for name, names in COMMAND_MODULES.items() if every or name == command for m in names]
    # the games' modules join the groups that have none of their own (odds, moves, sim):
    # a `referee` line needs neither the entry-point scan for them nor their sim machinery
    if every or (command in groups and command not in COMMAND_MODULES):
        modules += _game_command_modules()
    for name in modules:
        if name not in _registered:
            _registered.add(name)
            __import__(name, fromlist=["register"]).register(app)  # importlib costs the fast path ~1 ms
    for name, group in groups.items():
        if name not in _added and (group.registered_commands or group.registered_groups):
            _added.add(name)
            app.add_typer(group, name=name)


#: the objects made between two young collections of a command line's process (CPython's 700)
YOUNG_OBJECTS = 100_000
#: the same for a fast-path command (the referee's, dice, moves, odds, games): it ends in
#: well under a second having made at most ~100,000 containers, so in effect no collection
#: runs; a bound all the same should one ever run away with memory
QUICK_YOUNG_OBJECTS = 1_000_000


def _one_shot_collector(quick: bool) -> None:
    """The collector policy of pnpkit's own command line, one for every command and game
    (issue #31): what start-up made (modules, classes) lives to the end, so it is frozen
    out of the collector's walks, and young objects are collected in large steps; while
    the fast path runs a command (``quick``), so large that none runs: a game's ~25,000
    containers read from the cache, an engine's state and a long log's events are walked
    by no collection during the command (Amber's shipped game ~10 ms of a one-shot
    write, ~2 ms of a long log) nor, after :func:`_end_uncollected`, at exit.  A line
    the fast path leaves to Typer (help, a server such as ``referee live``) goes back
    to the large steps."""
    import gc

    if not quick:
        gc.freeze()
    gc.set_threshold(QUICK_YOUNG_OBJECTS if quick else YOUNG_OBJECTS, *gc.get_threshold()[1:])


def _end_uncollected() -> None:
    """A fast-path command has answered and the process ends: the two collections at
    exit (one while modules are alive, one as they go) would walk all it made, for
    nothing (~1.5 ms of a long log); its files are written and closed (pnpkit.writer)."""
    import gc

    gc.disable()
    gc.freeze()


#: the first words of the commands the Typer-free fast path may answer (pnpkit.cli.fast_path)
_FAST_WORDS = (["dice"], ["games"], ["moves"], ["odds"], ["referee"])


def main(argv: list[str] | None = None) -> None:
    one_shot = argv is None  # the process's own command line: it ends with the command
    if one_shot:
        _one_shot_collector(quick=False)
    args = list(argv if argv is not None else sys.argv[1:])
    debug = "--debug" in args
    try:
        if args in ([], ["--help"]):
            from pnpkit.cli.root_help import answer as root_help

            sys.exit(root_help(args))
        if args[:1] in _FAST_WORDS:
            from pnpkit.cli.fast_path import answer

            if one_shot:
                _one_shot_collector(quick=True)
            code = answer(args)
            if code is not None:
                if one_shot:
                    _end_uncollected()
                sys.exit(code)
            if one_shot:
                _one_shot_collector(quick=False)
        if args[:1] == ["dice"]:
            from pnpkit.cli.fast_path import typer_argv

            args = typer_argv(args)  # -1d6 is dice, not an option
        sys.exit(_typer_exit_code(args))
    except KeyboardInterrupt:
        sys.stderr.write("interrupted; nothing was left half-written\n")
        sys.exit(130)
    except MemoryError:  # a file of the game asked for more than any budget foresaw
        if debug:
            raise
        sys.stderr.write("error: pnpkit ran out of memory; a file of the game folder is too large "
                         "(a picture, a table or a template): make it smaller\n")
        sys.exit(1)
    except Exception as exc:  # the last line of defence: no traceback reaches a user
        if debug:
            raise
        sys.stderr.write(f"pnpkit: internal error: {exc.__class__.__name__}: {exc}\n"
                         "run again with --debug for a traceback, and please report it\n")
        sys.exit(70)


def _typer_exit_code(args: list[str]) -> int:
    _register(args[0] if args else None)
    return _run_typer(args)


def _run_typer(args: list[str]) -> int:
    """Run the Typer app; its own usage errors become one line, as ours are.

    Typer (0.29+) carries its own copy of click, older ones use click: the errors are
    recognised by what they offer (``format_message``, ``exit_code``), not by class."""
    import typer

    command = typer.main.get_command(_only(__getattr__("app"), args[0] if args else ""))
    try:
        result = command.main(args=args, prog_name="pnpkit", standalone_mode=False)
    except typer.Abort:
        sys.stderr.write("pnpkit: error: aborted\n")
        return 1
    except Exception as exc:
        if not (hasattr(exc, "format_message") and isinstance(getattr(exc, "exit_code", None), int)):
            raise
        if type(exc).__name__ == "NoArgsIsHelpError":
            exc.show()  # the help text (rich help is printed as the error is made)
            return exc.exit_code
        ctx = getattr(exc, "ctx", None)
        if _referee_typo(exc, ctx, args):  # in the session's language, not Typer's English
            from pnpkit.cli.referee_typo import unknown_command

            sys.stderr.write(f"pnpkit: error: {unknown_command(args, ctx.command.list_commands(ctx))}\n")
            return exc.exit_code
        hint = f" (try '{ctx.command_path} --help')" if ctx is not None else ""
        message = _plain_conversion(" ".join(exc.format_message().split()), exc, args)
        sys.stderr.write(f"pnpkit: error: {message}{hint}\n")
        return exc.exit_code
    return result if isinstance(result, int) else 0


def _referee_typo(exc: Exception, ctx, args: list[str]) -> bool:
    """Whether ``exc`` is the referee group's «no such command» for the word after it."""
    return (ctx is not None and ctx.command_path == "pnpkit referee" and len(args) > 1
            and args[0] == "referee" and ctx.command.get_command(ctx, args[1]) is None
            and exc.format_message().startswith("No such command"))


def _only(app, name: str):
    """``app`` holding only the command or group ``name`` when it has one: Typer makes a
    click command of every function the app holds (reading each signature), and one
    command line runs one of them.  The whole app for anything else (help, a typo)."""
    import copy

    def named(info) -> str:
        return info.name or info.callback.__name__.lower().replace("_", "-")

    commands = [c for c in app.registered_commands if named(c) == name]
    groups = [g for g in app.registered_groups if g.name == name]
    if not (commands or groups) or name.startswith("-"):
        return app
    from typer.models import TyperInfo

    pruned = copy.copy(app)
    pruned.registered_commands, pruned.registered_groups = commands, groups
    # a callback keeps it a group: Typer runs a lone command as the program itself
    pruned.registered_callback = TyperInfo(callback=_no_options)
    return pruned


def _no_options() -> None:
    pass


#: Typer's value conversion speaks pydantic ("Input should be a valid integer, unable to
#: parse string as an integer"): what a reader of a command line needs instead
_CONVERSIONS = {"Input should be a valid integer": "is not a whole number",
                "Input should be a valid number": "is not a number"}


def _plain_conversion(message: str, exc: Exception, args: list[str]) -> str:
    """``message`` with a conversion error said plainly, naming the value given."""
    said = next((plain for words, plain in _CONVERSIONS.items() if words in message), None)
    options = getattr(getattr(exc, "param", None), "opts", None) or ()
    if said is None or not options:
        return message
    for index, arg in enumerate(args):
        for option in options:
            if arg == option and index + 1 < len(args):
                return f"{option}: {args[index + 1]!r} {said}"
            if arg.startswith(option + "="):
                return f"{option}: {arg[len(option) + 1:]!r} {said}"
    return message


def get_app():
    """The fully registered app (a typer.Typer), for tests (typer.testing.CliRunner)."""
    _register(None)
    return __getattr__("app")

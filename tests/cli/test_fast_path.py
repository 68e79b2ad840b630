"""The argparse fast path of `pnpkit dice` and `pnpkit moves amber` prints exactly
what the Typer commands print (stdout bytes, stderr, exit code), without importing
Typer; everything it does not know is left to Typer."""

import subprocess
import sys

import pytest
from fast_harness import private_env, same_as_typer

FAST_CASES = [
    ["dice", "2d6+10", "--seed", "1"],
    ["dice", "2d6+10", "--seed=7", "--json"],
    ["dice", "2к6+3", "--seed", "-5"],
    ["dice", "4d6kh3", "--exact"],
    ["dice", "4d6kh3", "--exact", "--locale", "en"],
    ["dice", "d66", "--exact", "--json"],
    ["dice", "1d20", "--json", "--seed", "3", "--exact"],
    ["dice", "99999999999d6"],
    ["dice", "+".join(["1d6"] * 5000), "--locale", "en"],
    ["dice", "(" * 500 + "1d6" + ")" * 500],
    ["dice", "2d6+", "--locale", "en"],
    ["dice", "1000d1000", "--exact", "--locale", "en"],
    ["moves", "amber", "--from", "Конные варвары", "--roll", "2"],
    ["moves", "amber", "--from", "Конные варвары", "--roll", "2", "--json"],
    ["moves", "amber", "--from", "field.mounted-barbarians", "--roll", "2", "--horse"],
    ["moves", "amber", "--from", "джунгли", "--roll", "3", "--came-from", "Саванна", "--no-horse"],
    ["moves", "amber", "--from", "jungle", "--roll", "3", "--locale", "en"],
    ["moves", "amber", "--from=mounted-barbarians", "--roll=5", "--horse", "--json", "--locale", "en"],
    ["moves", "amber", "--from", "джунгли", "--roll", "0"],
    ["moves", "amber", "--from", "Нет такого поля", "--roll", "3"],
    ["moves", "amber", "--from", "джунгл", "--roll", "3"],
    ["moves", "amber", "--from", "jungle", "--roll", "4", "--locale", "en", "--came-from", "nowhere"],
    ["moves", "amber", "--roll", "2", "--from", "jungle", "--horse", "--no-horse", "--json"],
    ["moves", "amber", "--from", "jungle", "--from", "savanna", "--roll=1", "--locale=en"],
    ["dice", "--seed", "3", "1d6", "--seed", "4"],
    ["dice", "-", "--locale", "en"],
    ["dice", "2d6", "extra", "--seed", "5"],  # a label
    ["dice", "-5"],                         # dice with a minus, not an option
    ["dice", "-1d6", "--seed", "2"],
    ["dice", "2d6+3", "атака", "d20", "спасбросок", "--seed", "1", "--json"],
    ["dice", "атака", "2d6"],
]
TYPER_CASES = [
    ["dice", "--help"],
    ["dice"],
    ["dice", "2d6", "--bogus"],
    ["dice", "3d6", "--seed", "abc"],
    ["dice", "--seed", "1", "--", "-1d6+3"],
    ["dice", "x\x1b[31my"],
    ["moves", "amber", "--help"],
    ["moves", "amber", "--roll", "3"],
    ["moves", "amber", "--from", "джунгли", "--roll", "13"],
    ["moves", "amber", "--from", "джунгли", "--roll", "x"],
    ["moves", "amber", "--from", "джунгли", "--roll", "3", "--horse=1"],
    ["moves", "amber", "--from", "джунгли", "--roll", "3", "--fro", "x"],
    ["moves", "amber", "--from", "джунгли", "--roll", "-1"],
    ["moves", "amber", "--from", "джунгли", "--roll", "3", "extra"],
    ["moves", "amber", "--from", "--json", "--roll", "3"],
    ["moves", "amber", "--from", "-x", "--roll", "3"],
    ["moves", "amber", "--from", "джунгли", "--roll"],
    ["moves", "amber", "--from", "джунгли", "--roll="],
    ["moves", "amber", "--from", "джунгли", "--roll", "3", "--json=yes"],
    ["moves", "amber", "--from", "джунгли", "--roll", "3", "--"],
    ["dice", "2d6", "--seed"],
    ["dice", "2d6", "--seed", "1.5"],
    ["dice", "2d6", "--exact", "-x"],
]


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return private_env(tmp_path_factory)


@pytest.mark.parametrize("args", FAST_CASES, ids=lambda a: " ".join(a)[:50])
def test_fast_path_prints_what_typer_prints(args, env):
    assert not same_as_typer(args, env), "the fast path should have answered without Typer"


@pytest.mark.parametrize("args", TYPER_CASES, ids=lambda a: " ".join(a)[:50])
def test_what_the_fast_path_does_not_know_goes_to_typer(args, env):
    assert same_as_typer(args, env), "Typer should have answered"


def test_moves_without_a_cache(env):
    off = {**env, "PNPKIT_NO_CACHE": "1"}
    assert not same_as_typer(["moves", "amber", "--from", "джунгли", "--roll", "3", "--json"], off)


# Modules the fast path must not load: Typer and the libraries behind the other commands,
# the game reader and the engine, and the stdlib modules that alone would cost a good
# part of the 50 ms (dataclasses brings inspect, ast and dis; argparse brings gettext
# and locale; typing, pathlib, fractions with decimal, hashlib, pickle, json for text).
NOT_ON_THE_FAST_PATH = ("typer", "click", "rich", "pydantic", "yaml", "babel", "reportlab", "dataclasses",
                        "inspect", "argparse", "gettext", "typing", "pathlib", "fractions", "decimal",
                        "hashlib", "pickle", "json", "zlib", "pnpkit.games.amber.rules.engine",
                        "pnpkit.readers.game_reader", "pnpkit.model", "pnpkit.rules.messages")


@pytest.mark.parametrize(("args", "allowed"), [
    (["dice", "2d6+10", "--seed", "1"], ()),
    (["dice", "4d6kh3", "--exact"], ("fractions", "decimal")),  # exact odds are Fractions
], ids=lambda a: " ".join(a) if isinstance(a, list) else "")
def test_the_fast_path_imports_nothing_heavy(args, allowed, env):
    """Run as the console script does, with ``python -S`` so that no site hook has loaded
    anything before.  (``moves`` reads the game: it is not here.)"""
    banned = tuple(name for name in NOT_ON_THE_FAST_PATH if name not in allowed)
    probe = ("import re, sys\nfrom pnpkit.cli.app import main\n"
             "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
             f"banned = {banned!r}\n"
             "print(sorted(m for m in sys.modules if any(m == b or m.startswith(b + '.') for b in banned)),"
             " file=sys.stderr)\n")
    result = subprocess.run([sys.executable, "-S", "-c", probe, *args], env=env, capture_output=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout  # it answered
    assert result.stderr.decode().strip().splitlines()[-1] == "[]"


def _fast_commands() -> dict:
    from pnpkit.cli import fast_path
    from pnpkit.games.amber.cli.fast import FAST_COMMANDS as AMBER
    from pnpkit.games.fighting_fantasy.cli.fast import FAST_COMMANDS as FF

    return {**fast_path._COMMANDS, **AMBER, **FF}


@pytest.mark.parametrize("words", list(_fast_commands()), ids=" ".join)
def test_the_fast_path_reads_the_options_the_typer_command_has(words):
    """The Typer command is made from the declaration the fast path reads: the same
    options, each taking a value or not as there, the same required ones."""
    import typer.main

    from pnpkit.cli.app import get_app

    command = typer.main.get_command(get_app())
    ctx = None
    for word in words:
        command = command.get_command(ctx, word)
    declared = _fast_commands()[words]
    values, flags = declared.options()
    typer_options = {opt: param for param in command.params for opt in (*param.opts, *param.secondary_opts)
                     if opt.startswith("--")}
    assert set(typer_options) == set(values) | set(flags)
    assert {opt for opt, param in typer_options.items() if param.is_flag} == set(flags)
    required = {param.name for param in command.params if param.required}
    assert required == {p.name for p in declared.params if p.default is ...}


def test_the_process_s_own_command_runs_with_the_start_up_frozen(monkeypatch, capsys):
    """pnpkit's own command line (main() without arguments: the process ends with it)
    freezes what start-up made (cli.app.main), so the collector walks it neither during
    the command nor at exit (~2.5 ms of a long log); a command run in a process that
    goes on (main given its words: tests, an embedding program) freezes nothing."""
    import gc

    from pnpkit.cli import app, fast_path

    seen = []
    declared = fast_path.DICE
    dice = fast_path.Command(declared.help, declared.params, lambda args: seen.append(gc.get_freeze_count()) or "x\n")
    monkeypatch.setitem(fast_path._COMMANDS, ("dice",), dice)
    before, threshold = gc.get_freeze_count(), gc.get_threshold()
    with pytest.raises(SystemExit):
        app.main(["dice", "2d6"])
    assert seen == [before] and capsys.readouterr().out == "x\n"
    monkeypatch.setattr(sys, "argv", ["pnpkit", "dice", "2d6"])
    try:
        with pytest.raises(SystemExit):
            app.main()
        assert seen[1] > before
    finally:
        gc.enable()
        gc.unfreeze()
        gc.set_threshold(*threshold)


def test_the_process_s_own_command_collects_the_young_in_large_steps(monkeypatch):
    """pnpkit's own command line collects young objects every YOUNG_OBJECTS new ones, not
    CPython's 700, a fast-path command every QUICK_YOUNG_OBJECTS (in effect never): the
    ~25,000 objects of a game read from the cache are not walked over and over (~6 ms of a
    one-shot Amber action), and it ends with the collector off, its work frozen (no walk
    at exit); main given its words changes nothing."""
    import gc

    from pnpkit.cli import app, fast_path

    seen = []
    declared = fast_path.DICE
    dice = fast_path.Command(declared.help, declared.params, lambda args: seen.append(gc.get_threshold()) or "x\n")
    monkeypatch.setitem(fast_path._COMMANDS, ("dice",), dice)
    before = gc.get_threshold()
    gc.set_threshold(700, *before[1:])  # CPython's own
    try:
        with pytest.raises(SystemExit):
            app.main(["dice", "2d6"])
        assert gc.isenabled()
        monkeypatch.setattr(sys, "argv", ["pnpkit", "dice", "2d6"])
        with pytest.raises(SystemExit):
            app.main()
        assert not gc.isenabled() and gc.get_count()[0] == 0
        gc.enable()
        app._one_shot_collector(quick=False)  # a command the fast path does not answer (build …)
        assert gc.get_threshold() == (app.YOUNG_OBJECTS, *before[1:])
    finally:
        gc.enable()
        gc.set_threshold(*before)
        gc.unfreeze()
    assert seen == [(700, *before[1:]), (app.QUICK_YOUNG_OBJECTS, *before[1:])]
    assert app.QUICK_YOUNG_OBJECTS > app.YOUNG_OBJECTS >= 7000


def test_a_line_the_fast_path_leaves_to_typer_collects_in_the_large_steps_again(monkeypatch):
    """A line the fast path refuses goes to Typer (help, a server such as `referee live`):
    it runs with young objects collected every YOUNG_OBJECTS again, not in the fast path's
    steps so large that a long-running process would hardly ever collect."""
    import gc

    from pnpkit.cli import app, fast_path

    seen = []
    monkeypatch.setattr(fast_path, "answer", lambda args: seen.append(gc.get_threshold()[0]) and None)
    monkeypatch.setattr(app, "_typer_exit_code", lambda args: seen.append(gc.get_threshold()[0]) or 0)
    monkeypatch.setattr(sys, "argv", ["pnpkit", "referee", "live"])
    before = gc.get_threshold()
    try:
        with pytest.raises(SystemExit):
            app.main()
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.set_threshold(*before)
        gc.unfreeze()
    assert seen == [app.QUICK_YOUNG_OBJECTS, app.YOUNG_OBJECTS]

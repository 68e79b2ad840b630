"""The writing one-shot referee commands (a game's actions, ``do``, ``undo``) answered
without Typer print exactly what the Typer commands print — stdout, stderr, exit code —
and leave the same session file and kept state behind; a word the session's game does
not have, help and odd lines are left to Typer."""

import shutil

import pytest
from fast_harness import private_env, run_fast, run_typer

SESSIONS = {
    "amber": ["amber", "-p", "Аня:гоблин:ж", "-p", "Борис", "-p", "Вика"],
    "race": ["race", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
    "ff": ["fighting-fantasy", "-p", "Аня"],
}

#: (session, commands run first (by Typer), the command compared)
FAST_CASES = [
    ("amber", [], ["roll"]),
    ("amber", [], ["бросок", "--json"]),
    ("amber", [], ["roll", "--dice", "4", "--locale", "en"]),
    ("amber", [], ["do", "roll", "--dice=3"]),
    ("amber", [], ["сделать", "бросок", "-f", "game.pnp"]),
    ("amber", [["roll", "--dice", "2"]], ["undo"]),
    ("amber", [["roll", "--dice", "2"]], ["отмена", "--json"]),
    ("amber", [["roll", "--dice", "2"]], ["undo", "--locale", "en"]),
    ("amber", [], ["undo"]),                                  # nothing to undo: exit 1
    ("amber", [], ["roll", "--dice", "x"]),                   # bad dice: exit 2
    ("amber", [], ["roll", "--player", "Никто"]),             # no such player
    ("amber", [], ["choose", "1"]),                           # no question open
    ("amber", [], ["roll", "--locale", "de"]),
    ("amber", [], ["roll", "--file", "missing.pnp"]),
    ("amber", [], ["roll", "--bogus"]),                       # an argument of the game's, as Click keeps it
    ("race", [], ["turn"]),
    ("race", [], ["ход", "--json", "--locale", "en"]),
    ("race", [], ["where"]),                                  # a question: nothing logged
    ("race", [["turn"]], ["roll", "2d6+3", "--yes"]),
    ("ff", [], ["luck"]),
    ("ff", [], ["fight", "--enemy", "Орк:5:6", "--dice", "6,1,2,3"]),
    ("ff", [], ["бой", "--enemy=Орк:5:6", "--json"]),
    ("ff", [], ["do", "change", "stamina", "-2"]),
    ("ff", [], ["поесть", "-y"]),
    ("ff", [], ["roll", "2к6", "метка", "--locale", "en"]),
]
TYPER_CASES = [
    ("amber", [], ["roll", "--help"]),
    ("amber", [], ["frob"]),                                  # no such command anywhere
    ("amber", [], ["turn"]),                                  # the race's command: Typer has it
    ("amber", [], ["new", "race", "-p", "Аня", "--file", "other.pnp"]),  # the framework's own command
    ("amber", [], ["replay", "--verify"]),
    ("amber", [], ["roll", "--dice"]),
    ("amber", [], ["roll", "--", "-x"]),
    ("amber", [], ["roll", "--help=1"]),
    ("ff", [], ["fight", "-x"]),
    ("amber", [], ["do"]),                                    # COMMAND missing
    ("amber", [], ["roll", "\x1b[31m"]),
]


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return private_env(tmp_path_factory)


def _started(folder, game: str, before: list[list[str]], env) -> None:
    folder.mkdir()
    for words in (["new", *SESSIONS[game], "--seed", "5"], *before):
        result = run_typer(["referee", *words], env, cwd=folder)
        assert result.returncode == 0, result.stderr.decode()


def _compare(tmp_path, case, env) -> bool:
    """Run the command both ways on two copies of one session; assert the same bytes
    printed and written; whether Typer was loaded in the fast run."""
    game, before, words = case
    _started(tmp_path / "typer", game, before, env)
    shutil.copytree(tmp_path / "typer", tmp_path / "fast")
    fast, typer_loaded = run_fast(["referee", *words], env, cwd=tmp_path / "fast")
    slow = run_typer(["referee", *words], env, cwd=tmp_path / "typer")
    assert (fast.returncode, fast.stderr.decode(), fast.stdout.decode()) == (
        slow.returncode, slow.stderr.decode(), slow.stdout.decode())
    assert b"Traceback" not in fast.stderr
    for name in ("game.pnp", "game.pnp.state"):
        assert (tmp_path / "fast" / name).read_bytes() == (tmp_path / "typer" / name).read_bytes()
    return typer_loaded


@pytest.mark.parametrize("case", FAST_CASES, ids=lambda c: f"{c[0]} {' '.join(c[2])}")
def test_the_fast_dispatch_acts_as_typer_does(case, tmp_path, env):
    assert not _compare(tmp_path, case, env), "the fast dispatch should have answered without Typer"


@pytest.mark.parametrize("case", TYPER_CASES, ids=lambda c: f"{c[0]} {' '.join(c[2])!r}")
def test_what_the_fast_dispatch_does_not_take_goes_to_typer(case, tmp_path, env):
    assert _compare(tmp_path, case, env), "Typer should have answered"


def test_the_declarations_are_typers_options():
    """The Typer commands are made from the declarations the fast dispatch reads."""
    import typer.main

    from pnpkit.cli.app import get_app
    from pnpkit.cli.referee_act import DO, UNDO, fast_commands

    group = typer.main.get_command(get_app()).get_command(None, "referee")
    for word, declared in (("move", fast_commands(["referee", "move"])[("referee", "move")]), ("do", DO),
                           ("undo", UNDO), ("бой", fast_commands(["referee", "бой"])[("referee", "бой")])):
        command = group.get_command(None, word)
        values, flags = declared.options()
        typer_options = {opt for param in command.params for opt in (*param.opts, *param.secondary_opts)
                         if opt.startswith("-")}
        assert typer_options == set(values) | set(flags), word
        assert [p.name for p in command.params] == [p.name for p in declared.params], word


@pytest.mark.parametrize(("game", "command", "said"), [
    ("amber", ["roll", "--dice", "2"], "Witches’ Meadow"),
    ("race", ["turn", "--dice", "2"], "square 2"),
])
def test_an_english_action_names_things_from_the_names_part(game, command, said, tmp_path, env):
    """An English action's lines name fields and places from the localized names part a
    status reads (kept in the game cache), not from the whole game localized again
    through Babel and the catalogue on every command."""
    from fast_harness import run_script

    probe = ("import atexit, sys\n"
             "atexit.register(lambda: sys.stderr.write('@@babel=' + str('babel' in sys.modules) + '\\n'))\n"
             "from pnpkit.cli.app import main\nmain()\n")
    _started(tmp_path / "s", game, [], env)
    for _ in range(2):  # the first run may make the names part
        result = run_script(probe, ["referee", *command, "--locale", "en"], env, cwd=tmp_path / "s")
        assert result.returncode == 0, result.stderr.decode()
        assert run_typer(["referee", "undo"], env, cwd=tmp_path / "s").returncode == 0
    assert said in result.stdout.decode()
    assert result.stderr.decode().strip().endswith("@@babel=False")


def test_a_referee_line_typer_answers_registers_the_referee_group_alone(env, tmp_path):
    """``referee move --help`` (Typer's) builds the referee group only: not the games'
    sim, odds and moves modules they add to the other groups."""
    from fast_harness import run_script

    probe = ("import atexit, sys\n"
             "atexit.register(lambda: sys.stderr.write('@@' + str(sorted(m for m in sys.modules if m in "
             "('pnpkit.cli.sim', 'pnpkit.games.amber.cli.amber_sim', 'pnpkit.games.race.cli.race_sim', "
             "'pnpkit.games.fighting_fantasy.cli.fast'))) + '\\n'))\n"
             "from pnpkit.cli.app import main\nmain()\n")
    result = run_script(probe, ["referee", "move", "--help"], env, cwd=tmp_path)
    assert result.returncode == 0 and b"In each game:" in result.stdout
    assert result.stderr.decode().strip().endswith("@@[]")


@pytest.mark.parametrize(("tokens", "expected"), [
    (["move", "Лес"], {"name": "move", "args": ["Лес"]}),
    (["fight", "--enemy", "Орк:5:6", "-y"], {"name": "fight", "args": ["--enemy", "Орк:5:6"], "yes": True}),
    (["roll"], {"name": "roll", "args": None}),
    (["change", "stamina", "-2", "--file=x.pnp"], {"name": "change", "args": ["stamina", "-2"], "file": "x.pnp"}),
])
def test_the_reader_takes_a_command_and_its_words(tokens, expected):
    """``do``'s declaration read as Click reads it: one word for COMMAND, the rest for
    ARGS (none: its default), an unknown long option kept as a word."""
    from pnpkit.cli.options import read
    from pnpkit.cli.referee_act import DO

    values = read(DO, tokens)
    assert {k: values[k] for k in expected} == expected


@pytest.mark.parametrize("tokens", [[], ["roll", "--help"], ["roll", "--"], ["roll", "-x"], ["roll", "--dice"]])
def test_the_reader_leaves_to_typer_what_click_says_otherwise(tokens):
    from pnpkit.cli.options import Refused, read
    from pnpkit.cli.referee_act import DO

    with pytest.raises(Refused):
        read(DO, tokens)

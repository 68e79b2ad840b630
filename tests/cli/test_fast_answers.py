"""`pnpkit --help`, `games` and `check` answered from their kept last run
(pnpkit.cli.answer_cache): the first run goes through Typer, the next prints the same
bytes, stderr and exit code without importing Typer, and any change of what the answer
depends on (a game's file, the environment, a module the run imported) runs the command
afresh."""

import os

import pytest
from fast_harness import FAST, compare, private_env, run_fast, run_script, same_as_typer

from pnpkit.cli.answer_cache import _Recorder


def _game(folder):
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(
        "game: {id: tiny, title: Tiny, rules: generic, locales: [ru], default_locale: ru}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    rows = ["number,name,kind,text"] + [f"{n},Карта {n},event,Текст карты {n}." for n in range(1, 4)]
    (folder / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


@pytest.fixture
def env(tmp_path_factory):
    return private_env(tmp_path_factory)  # a cache of its own for each test


def _kept_then_replayed(args, env, cwd=None):
    """The first run records (through Typer), the second replays (without); both print
    what Typer prints."""
    assert same_as_typer(args, env, cwd), "the first run goes through Typer"
    assert not same_as_typer(args, env, cwd), "the second run should be the kept answer"


@pytest.mark.parametrize("args", [["--help"], [], ["games"], ["check", "nosuch"]],
                         ids=lambda a: " ".join(a) or "no arguments")
def test_the_kept_answer_is_what_typer_prints(args, env):
    _kept_then_replayed(args, env)


def _typer_loaded(args, env, cwd=None) -> bool:
    return run_fast(args, env, cwd)[1]


def test_check_of_a_folder_is_kept_until_any_of_its_files_changes(env, tmp_path):
    game = _game(tmp_path / "tiny")
    args = ["check", str(game / "game.yaml"), "--json"]
    assert same_as_typer(args, env), "the first run goes through Typer"
    before, typer_loaded = compare(args, env)
    assert not typer_loaded, "the second run should be the kept answer"
    with (game / "cards.csv").open("a", encoding="utf-8") as f:
        f.write("4,Карта 4,event,\n")  # a card without text: the answer changes
    after, typer_loaded = compare(args, env)
    assert typer_loaded, "a changed data file runs check again"
    assert after.stdout != before.stdout
    (game / "notes.txt").write_text("a new file, not data\n", encoding="utf-8")
    assert _typer_loaded(args, env), "a new file in the folder runs check again"


def test_a_relative_target_is_kept_per_working_folder(env, tmp_path):
    for name in ("a", "b"):
        _game(tmp_path / name / "tiny")
    (tmp_path / "b" / "tiny" / "cards.csv").write_text("number,name,kind,text\n1,Одна,event,\n",
                                                      encoding="utf-8")
    assert _typer_loaded(["check", "./tiny"], env, cwd=tmp_path / "a")
    assert same_as_typer(["check", "./tiny"], env, cwd=tmp_path / "b"), "another folder, another answer"


def test_another_environment_is_another_answer(env):
    wide, _ = run_fast(["--help"], env)
    narrow = {**env, "COLUMNS": "50"}
    assert same_as_typer(["--help"], narrow), "a narrower terminal is laid out afresh"
    assert run_fast(["--help"], narrow)[0].stdout != wide.stdout


def test_a_changed_module_outside_pnpkit_runs_the_command_again(env, tmp_path):
    (tmp_path / "extra_dep.py").write_text("VALUE = 1\n", encoding="utf-8")
    env = {**env, "PYTHONPATH": env["PYTHONPATH"] + os.pathsep + str(tmp_path)}
    script = "import extra_dep\n" + FAST  # imported before the run: part of what it loaded
    first, second = (run_script(script, ["--help"], env) for _ in range(2))
    assert first.stdout == second.stdout
    assert second.stderr.decode().endswith("@@typer-loaded=False@@\n")
    (tmp_path / "extra_dep.py").write_text("VALUE = 22\n", encoding="utf-8")
    again = run_script(script, ["--help"], env)
    assert again.stderr.decode().endswith("@@typer-loaded=True@@\n")
    assert again.stdout == first.stdout


def test_a_distribution_installed_on_the_path_runs_the_command_again(env, tmp_path):
    """A new distribution (maybe a game plugin adding commands) shows in the listing of a
    sys.path folder that the first run read."""
    env = {**env, "PYTHONPATH": env["PYTHONPATH"] + os.pathsep + str(tmp_path)}
    assert _typer_loaded(["--help"], env) and not _typer_loaded(["--help"], env)
    info = tmp_path / "pnpkit_extra-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pnpkit-extra\nVersion: 1.0\n",
                                   encoding="utf-8")
    assert same_as_typer(["--help"], env), "the listing changed: Typer answers"


def test_a_damaged_entry_is_ignored(env):
    assert _typer_loaded(["--help"], env)
    damaged = 0
    for entry in os.scandir(env["PNPKIT_CACHE_DIR"]):
        if entry.name.startswith("answer-"):
            with open(entry.path, "w", encoding="utf-8") as f:
                f.write('{"key": "x", "stdout": 3')
            damaged += 1
    assert damaged == 1
    assert same_as_typer(["--help"], env), "a damaged entry means running the command"


def test_no_cache_means_typer_every_time(env):
    off = {**env, "PNPKIT_NO_CACHE": "1"}
    assert _typer_loaded(["--help"], off) and _typer_loaded(["--help"], off)


def test_options_it_does_not_keep_go_to_typer(env, tmp_path):
    game = str(_game(tmp_path / "tiny"))
    for args in (["games", "--bogus"], ["check", game, game], ["--help", "games"]):
        assert _typer_loaded(args, env) and _typer_loaded(args, env)
    assert _typer_loaded(["check", game, "--debug"], env)
    assert not any(e.name.startswith("answer-") for e in os.scandir(env["PNPKIT_CACHE_DIR"]))


def test_the_recorder_keeps_reads_outside_the_hashed_folders(tmp_path):
    inside, outside = tmp_path / "pkg", tmp_path / "lib"
    recorder = _Recorder([str(inside)])
    recorder("open", (str(outside / "data.txt"), "r", 0))
    recorder("open", (str(outside / "mod.cpython.pyc"), "rb", 0))  # the source stands for it
    recorder("open", (str(outside / "written.txt"), "w", 0))
    recorder("open", (str(outside / "raw.bin"), None, os.O_WRONLY | os.O_CREAT))
    recorder("open", (str(outside / "raw-read.bin"), None, os.O_RDONLY))
    recorder("open", (str(inside / "game.yaml"), "r", 0))
    recorder("open", (3, "r", 0))
    recorder("os.listdir", (str(outside),))
    recorder("os.scandir", (str(inside / "sub"),))
    recorder("os.listdir", (str(inside),))
    assert recorder.files == {str(outside / "data.txt"), str(outside / "raw-read.bin")}
    assert recorder.folders == {str(outside)}
    recorder.on = False
    recorder("open", (str(outside / "later.txt"), "r", 0))
    assert str(outside / "later.txt") not in recorder.files


def test_the_console_script_alone_uses_kept_answers(env):
    """main(args) from Python (tests, embedding) always runs the command."""
    probe = ("import sys\nfrom pnpkit.cli.app import main\n"
             "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
             "print('typer' in sys.modules, file=sys.stderr)\n")
    for _ in range(2):
        result = run_script(probe, [], env)
        assert result.stderr.decode().strip().endswith("True")
    assert not any(e.name.startswith("answer-") for e in os.scandir(env["PNPKIT_CACHE_DIR"]))

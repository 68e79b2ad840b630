"""`pnpkit build GAME` of an unchanged kit is answered before Typer is imported, with the
bytes and exit code the Typer command prints; everything else is left to Typer."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"
MARK = "\n@@typer-loaded={}@@\n"
FAST = ("import atexit, sys\n"
        f"atexit.register(lambda: sys.stderr.write({MARK!r}.format('typer' in sys.modules)))\n"
        "from pnpkit.cli.app import main\nmain(sys.argv[1:])\n")
TYPER = ("import pnpkit.cli.build_fast as fast\nfast.unchanged_build = lambda argv: None\n"
         "import sys\nfrom pnpkit.cli.app import main\nmain(sys.argv[1:])\n")


def _game(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(
        "game: {id: tiny, title: Tiny, rules: generic, locales: [ru], default_locale: ru}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n", encoding="utf-8")
    rows = ["number,name,kind,text"] + [f"{n},Карта {n},event,Текст карты {n}." for n in range(1, 5)]
    (folder / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    root = tmp_path_factory.mktemp("fast-build")
    env = {**os.environ, "PYTHONPATH": str(SRC), "PYTHONIOENCODING": "utf-8",
           "PNPKIT_CACHE_DIR": str(root / "cache")}
    game, out = _game(root / "tiny"), root / "out"
    for folder, extra in ((out, []), (root / "out-tight", ["--cards", "tight", "--duplex", "short"])):
        built = _run(TYPER, ["build", str(game), "--out", str(folder), *extra], env)
        assert built.returncode == 0, built.stderr
    return game, out, env


def _run(script, args, env):
    return subprocess.run([sys.executable, "-c", script, *args], env=env, capture_output=True,
                          timeout=300)


def _compare(args, env, slow_args=None):
    """Run ``args`` through the fast path and ``slow_args`` (the same, or the same on a
    copy of the kit) through Typer; the outputs must agree."""
    fast, slow = _run(FAST, args, env), _run(TYPER, slow_args or args, env)
    stderr, _, tail = fast.stderr.decode().rpartition("\n@@typer-loaded=")
    if slow_args:
        slow.stdout = slow.stdout.replace(str(slow_args[3]).encode(), str(args[3]).encode())
        slow.stderr = slow.stderr.replace(str(slow_args[3]).encode(), str(args[3]).encode())
        # a real build: its seconds differ from run to run
        fast.stdout, slow.stdout = (re.sub(rb"\d+\.\d+ s\b|\b\d+\.\d\d\b", b"#", o)
                                    for o in (fast.stdout, slow.stdout))
        stderr = re.sub(r"\d+\.\d+ s\b", "#", stderr)
        slow.stderr = re.sub(rb"\d+\.\d+ s\b", b"#", slow.stderr)
    assert fast.stdout == slow.stdout
    assert fast.returncode == slow.returncode
    assert stderr == slow.stderr.decode()
    assert b"Traceback" not in fast.stderr
    return fast, tail.startswith("True")


@pytest.mark.parametrize("extra", [[], ["--paper", "a4", "--duplex=long"], ["--cards=tight", "--duplex", "short"],
                                   ["--no-strict", "--no-booklet", "--back-offset", "0,0"]],
                         ids=lambda a: " ".join(a) or "plain")
def test_an_unchanged_kit_is_told_without_typer(kit, extra):
    game, out, env = kit
    if "--cards=tight" in extra:
        out = out.parent / "out-tight"
    result, typer_loaded = _compare(["build", str(game), "--out", str(out), *extra], env)
    assert not typer_loaded, "the fast path should have answered"
    assert b"unchanged since the last build" in result.stdout
    assert "d-deck" in result.stdout.decode()


@pytest.mark.parametrize("extra", [["--only", "d-deck"], ["--force"], ["--ink", "mono"], ["--paper", "a5"],
                                   ["--paper", "letter"], ["--duplex", "none"], ["--back-offset", "1,x"],
                                   ["--bogus"], ["--help"], ["--locale", "pseudo"], ["extra"]],
                         ids=lambda a: " ".join(a))
def test_anything_else_goes_to_typer(kit, extra, tmp_path):
    game, out, env = kit
    # a copy of the kit, so a build here leaves the shared one as it was
    import shutil

    copy, other = tmp_path / "a" / "out", tmp_path / "b" / "out"
    shutil.copytree(out, copy)
    shutil.copytree(out, other)
    _, typer_loaded = _compare(["build", str(game), "--out", str(copy), *extra], env,
                               ["build", str(game), "--out", str(other), *extra])
    assert typer_loaded, "Typer should have answered"


def test_a_changed_game_is_built_by_typer(kit, tmp_path):
    import shutil

    game, out, env = kit
    changed = tmp_path / "tiny"
    shutil.copytree(game, changed)
    copy = tmp_path / "out"
    shutil.copytree(out, copy)
    fast = _run(FAST, ["build", str(changed), "--out", str(copy)], env)
    assert fast.returncode == 0 and b"unchanged since the last build" in fast.stdout, fast.stdout + fast.stderr
    with (changed / "cards.csv").open("a", encoding="utf-8") as f:
        f.write("5,Карта 5,event,Новая.\n")
    fast = _run(FAST, ["build", str(changed), "--out", str(copy)], env)
    assert fast.returncode == 0, fast.stderr
    assert b"unchanged since the last build" not in fast.stdout
    assert fast.stderr.decode().endswith("@@typer-loaded=True@@\n")

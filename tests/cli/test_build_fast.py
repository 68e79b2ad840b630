"""`pnpkit build GAME` of an unchanged kit is answered before Typer is imported, with the
bytes and exit code the Typer command prints; everything else is left to Typer."""

import re
from pathlib import Path

import pytest
from fast_harness import FAST, MARK, TYPER, private_env, run_script

# FAST, telling at exit whether the build ran past the unchanged-kit answer: through Typer,
# or through pnpkit.cli.build without it (a plain build that goes well never imports Typer)
BUILT = FAST.replace("'typer' in sys.modules", "('typer' in sys.modules or 'pnpkit.cli.build' in sys.modules)")


def run_fast(args, env):
    result = run_script(BUILT, args, env)
    stderr, _, tail = result.stderr.decode().rpartition(MARK)
    result.stderr = stderr.encode()
    return result, tail.startswith("True")


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
    env = private_env(tmp_path_factory)
    game, out = _game(root / "tiny"), root / "out"
    for folder, extra in ((out, []), (root / "out-tight", ["--cards", "tight", "--duplex", "short"])):
        built = _run(TYPER, ["build", str(game), "--out", str(folder), *extra], env)
        assert built.returncode == 0, built.stderr
    return game, out, env


def _run(script, args, env):
    return run_script(script, args, env)


def _compare(args, env, slow_args=None):
    """Run ``args`` through the fast path and ``slow_args`` (the same, or the same on a
    copy of the kit) through Typer; the outputs must agree."""
    (fast, typer_loaded), slow = run_fast(args, env), _run(TYPER, slow_args or args, env)
    stderr = fast.stderr.decode()
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
    return fast, typer_loaded


@pytest.mark.parametrize("extra", [[], ["--paper", "a4", "--duplex=long"], ["--cards=tight", "--duplex", "short"],
                                   ["--no-strict", "--no-booklet", "--back-offset", "0,0"],
                                   ["--jobs", "2"], ["--jobs=1"]],
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
                                   ["--back-offset", "nan,0"],
                                   ["--bogus"], ["--help"], ["--locale", "pseudo"], ["extra"],
                                   ["--jobs", "0"], ["--jobs", "x"]],
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
    fast = _run(BUILT, ["build", str(changed), "--out", str(copy)], env)
    assert fast.returncode == 0, fast.stderr
    assert b"unchanged since the last build" not in fast.stdout
    assert fast.stderr.decode().endswith("@@typer-loaded=True@@\n")


def test_an_unchanged_kit_is_told_without_rich_yaml_the_data_model_or_the_renderer(kit):
    """The game heads and the summary table are kept answers (pnpkit.cli.answer_cache):
    after one run, the next reads no YAML and draws no table; the kit's key comes from
    its pointer (pnpkit.readers.kit_state), so neither the renderer nor reportlab loads."""
    game, out, env = kit
    banned = ("typer", "click", "rich", "pydantic", "yaml", "reportlab", "pnpkit.model", "pnpkit.render",
              "pnpkit.readers.yaml_source")
    probe = ("import atexit, sys\n"
             f"banned = {banned!r}\n"
             "atexit.register(lambda: sys.stderr.write('@@' + repr(sorted(m for m in sys.modules if any("
             "m == b or m.startswith(b + '.') for b in banned)))))\n"
             "from pnpkit.cli.app import main\nmain()\n")
    args = ["build", str(game), "--out", str(out)]
    first, second = (_run(probe, args, env) for _ in range(2))
    assert second.stdout == first.stdout
    assert b"unchanged since the last build" in second.stdout
    assert second.stderr.decode().endswith("@@[]"), second.stderr

"""`pnpkit build` with plain arguments runs without making Typer's commands, printing
what the Typer command prints and writing the same kit; anything else goes to Typer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fast_harness import TYPER, private_env, run_script

from pnpkit.cli.build_direct import build_arguments
from pnpkit.cli.fast_path import Refused

MARK = "\n@@commands-made="
# main() as the console script runs it, telling at exit whether Typer's commands were made
DIRECT = ("import atexit, sys\n"
          f"atexit.register(lambda: sys.stderr.write({MARK!r} + str('pnpkit.cli.referee' in sys.modules)"
          " + '@@\\n'))\nfrom pnpkit.cli.app import main\nmain()\n")


def _game(folder: Path, bad: bool = False) -> Path:
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(
        "game: {id: tiny, title: Tiny, rules: generic, locales: [ru, en], default_locale: ru}\n"
        "decks:\n  - {id: d, name: Колода, cards: cards.csv}\n" + ("regions: 5\n" if bad else ""),
        encoding="utf-8")
    rows = ["number,name,kind,text"] + [f"{n},Карта {n},event,Текст карты {n}." for n in range(1, 5)]
    (folder / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    root = tmp_path_factory.mktemp("direct-build")
    return _game(root / "tiny"), _game(root / "broken", bad=True), root, private_env(tmp_path_factory)


def _timeless(data: bytes) -> bytes:
    """A build's output without its seconds, which differ from run to run."""
    return re.sub(rb"\d+\.\d+ s\b|\b\d+\.\d\d\b", b"#", data)


def _both(args: list[str], env: dict, root: Path):
    """The direct run and the Typer run of ``args``, each into a kit folder of its own."""
    runs = []
    for name, script in (("direct", DIRECT), ("typer", TYPER)):
        out = root / f"out-{name}"
        shown = [a.replace("{out}", str(out)) for a in args]
        result = run_script(script, shown, env, cwd=root)
        stderr, _, tail = result.stderr.decode().rpartition(MARK) if script is DIRECT else (
            result.stderr.decode(), "", "")
        runs.append((result.returncode, _timeless(result.stdout.replace(str(out).encode(), b"{out}")),
                     _timeless(stderr.replace(str(out), "{out}").encode()), tail.startswith("True"), out))
    return runs


@pytest.mark.parametrize("extra", [
    [], ["--force"], ["--locale", "en", "--cards=tight", "--duplex", "short", "--no-strict"],
    ["--only", "d-deck", "--force", "--booklet", "--no-booklet", "--back-offset", "0.5,-0.3"],
    ["--paper", "letter", "--ink", "mono"], ["--jobs", "2"], ["--jobs=1", "--force"],
])
def test_a_plain_build_prints_and_writes_what_typer_does(setup, extra):
    game, _broken, root, env = setup
    (code, out, err, made, kit), (t_code, t_out, t_err, _, t_kit) = _both(
        ["build", str(game), "--out", "{out}", *extra], env, root)
    assert not made, "Typer's commands were made"
    assert (code, out, err) == (t_code, t_out, t_err)
    assert code == 0 and b"Traceback" not in err
    files = sorted(p.relative_to(kit) for p in kit.rglob("*") if p.is_file())
    assert files and files == sorted(p.relative_to(t_kit) for p in t_kit.rglob("*") if p.is_file())
    assert all((kit / f).read_bytes() == (t_kit / f).read_bytes() for f in files)


@pytest.mark.parametrize("extra", [
    ["--paper", "a5"], ["--ink", "grey"], ["--duplex", "sideways"], ["--cards", "loose"],
    ["--back-offset", "30,0"], ["--back-offset", "one"], ["--back-offset", "nan,0"],
    ["--back-offset", "0,-inf"], ["--locale", "de"], ["--only", "nope"],
    ["--jobs", "0"],
])
def test_its_refusals_are_typers(setup, extra):
    game, _broken, root, env = setup
    (code, out, err, made, _), (t_code, t_out, t_err, _, _) = _both(
        ["build", str(game), "--out", "{out}", *extra], env, root)
    assert not made and code != 0 and err
    assert (code, out, err) == (t_code, t_out, t_err)


def test_data_errors_and_unknown_games_are_told_as_typer_tells_them(setup):
    _game_folder, broken, root, env = setup
    for args in (["build", str(broken), "--out", "{out}"], ["build", "no-such-game"],
                 ["build", str(root / "nowhere"), "--out", "{out}"]):
        (code, out, err, made, _), (t_code, t_out, t_err, _, _) = _both(args, env, root)
        assert not made and code != 0 and err, args
        assert (code, out, err) == (t_code, t_out, t_err), args


@pytest.mark.parametrize("args", [
    ["--help"], ["-h"], ["a", "b"], ["a", "--"], ["a", "--out"], ["a", "--out", "-x"], ["a", "--out="],
    ["a", "--debug=1"], ["a", "--forc"], ["a", "--locale", "\x1b[31m"], ["a", "-"],
    ["a", "--jobs", "two"], ["a", "--jobs", "²"],
])
def test_anything_unusual_is_left_to_typer(args):
    with pytest.raises(Refused):
        build_arguments(args)


def test_the_values_are_the_ones_typer_passes():
    assert build_arguments(["amber", "--out=./x/../y", "--only", "a, b", "--force", "--no-force", "--force",
                            "--locale", "en", "--locale", "ru"]) == {
        "game": "amber", "locale": "ru", "paper": "a4", "out": Path("x/../y"), "only": "a, b",
        "ink": "color", "duplex": "long", "back_offset": "0,0", "strict": False, "booklet": False,
        "cards": "bleed", "force": True, "debug": False, "jobs": None}
    assert build_arguments(["amber", "--jobs", "3"])["jobs"] == 3
    assert build_arguments([])["game"] is None and build_arguments([])["out"] == Path("output")


def test_a_shell_completion_request_is_left_to_typer(monkeypatch):
    from pnpkit.cli.build_direct import direct_build

    monkeypatch.setenv("_PNPKIT_COMPLETE", "bash_complete")
    assert direct_build(["amber"]) is None


# main() as the console script runs it, telling at exit whether Typer was imported at all
NO_TYPER = DIRECT.replace("'pnpkit.cli.referee' in sys.modules", "'typer' in sys.modules")


@pytest.mark.parametrize("extra", [[], ["--force", "--jobs", "1"]])
def test_a_plain_build_that_goes_well_never_imports_typer(setup, extra):
    game, _broken, root, env = setup
    result = run_script(NO_TYPER, ["build", str(game), "--out", str(root / "out-no-typer"), *extra],
                        env, cwd=root)
    assert result.returncode == 0, result.stderr
    assert result.stderr.decode().rpartition(MARK)[2].startswith("False"), "Typer was imported"


def test_a_plain_build_that_fails_still_exits_as_typer_makes_it(setup):
    game, _broken, root, env = setup
    result = run_script(NO_TYPER, ["build", str(game), "--out", str(root / "out-x"), "--paper", "a5"],
                        env, cwd=root)
    assert result.returncode == 2
    assert result.stderr.decode().startswith("pnpkit: error: --paper must be a4 or letter")

import atexit
import os
import shutil
import signal
import sys
import tempfile
from pathlib import Path

import pytest
import typer.main
import typer.testing
from hypothesis import HealthCheck, settings

# helpers shared by test folders (tests/support: the Amber questions' deciders …)
sys.path.insert(0, str(Path(__file__).parent / "support"))

# A shell without job control starts a background job (`pytest … &` in a script, a CI
# step, an editor's runner) with SIGINT ignored, as POSIX asks, and an ignored signal
# stays ignored through every fork and exec: pytest, its xdist workers and every child
# then start without CPython's KeyboardInterrupt handler, and the Ctrl-C tests' children
# never see their Ctrl-C.  No test and not xdist/execnet does this (a worker of a suite
# started in the foreground has Python's handler): the suite takes Ctrl-C as a terminal's
# foreground job does, and its children inherit that (tests/test_sigint_inherited.py).
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

settings.register_profile("dev", max_examples=200, deadline=None)
settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# Kits are built here hundreds of times in one process: in forked workers (`build --jobs`)
# each build would start from cold caches and count or patch nothing in this process, so
# the suite builds one part after another unless a test asks for workers
# (tests/render/test_part_workers.py does, serial against parallel).
os.environ.setdefault("PNPKIT_JOBS", "1")

# A command speaks the user's language (pnpkit.cli.language): the suite runs in the C
# locale, where each speaks its game's own (Russian for the shipped games), whatever the
# machine's; a test of another language sets LANG itself.
os.environ["LANG"] = "C.UTF-8"
for _name in ("LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)

# The per-user cache (read games) of the tests is their own, made afresh each run: a
# run neither fills the user's cache nor is answered from what an earlier run or
# another checkout left there.
_CACHE = tempfile.mkdtemp(prefix="pnpkit-test-cache-")
os.environ["PNPKIT_CACHE_DIR"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, True)


CORES = 2  # the suite's default workers: CI's and a developer's machine have two cores


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    """`python -m pytest` runs on both cores (pytest-xdist, of the test extra) unless the
    command line says otherwise (`-n 0` for one process, `-p no:xdist`, `--pdb`): runs
    before xdist's own hook turns the number into workers. Each worker is a process of
    its own (its own game cache folder, below; its own Chromium and ports). A test file
    runs whole on one worker: its module-scoped kits and renders are made once, not once
    per worker that gets one of its tests."""
    if (not config.pluginmanager.hasplugin("xdist") or hasattr(config, "workerinput")
            or os.environ.get("PYTEST_XDIST_WORKER") or config.option.numprocesses is not None
            or config.option.dist != "no" or config.option.tx or config.getoption("usepdb")
            or config.getoption("collectonly")):
        return
    cores = min(CORES, os.cpu_count() or 1)
    if cores > 1:
        config.option.numprocesses = cores
        config.option.dist = "loadfile"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A per-user cache folder of this test's own, with the game cache on."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("PNPKIT_CACHE_DIR", str(folder))
    monkeypatch.delenv("PNPKIT_NO_CACHE", raising=False)
    return folder


# Typer turns the app into a click command anew on every CliRunner.invoke (and on every
# in-process pnpkit.cli.app.main call): ~100 commands read from their signatures, a
# tenth of a second of CPU each time, over a thousand times a run. The same app of the
# same commands gives the same click command, so it is made once per shape of the app: a
# command or group added (a test's plugin, a late registration) or a callback swapped
# changes the key and the command is made again.
_commands: dict[tuple, object] = {}
_make_command = typer.main.get_command


def _shape(app: typer.Typer) -> tuple:
    """Everything of ``app`` that get_command reads, as objects held by identity."""
    return (app, app.registered_callback,
            app.registered_callback.callback if app.registered_callback else None,
            tuple((c, c.callback) for c in app.registered_commands),
            tuple((g, g.callback, _shape(g.typer_instance)) for g in app.registered_groups
                  if g.typer_instance is not None))


def _cached_command(app: typer.Typer):
    key = _shape(app)
    if key not in _commands:
        _commands[key] = _make_command(app)
    return _commands[key]


typer.main.get_command = _cached_command
typer.testing._get_command = _cached_command


@pytest.fixture(scope="session")
def amber_kit(tmp_path_factory):
    """The whole shipped Amber kit in Russian as `pnpkit build amber` makes it, built
    once for the run: (kit folder, the build's output). Tests read it and never change
    what is in it."""
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app

    out = tmp_path_factory.mktemp("amber-kit")
    result = CliRunner().invoke(get_app(), ["build", "amber", "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out / "amber" / "ru", result.output


def pytest_collection_modifyitems(config, items):
    """Under the ci profile a property test marked slow runs at most the profile's number
    of examples, even where its own @settings asks for more (the 1000 random Amber
    games); other profiles run what the test asks for."""
    if os.environ.get("HYPOTHESIS_PROFILE") != "ci":
        return
    cap = settings.default.max_examples
    for item in items:
        test = getattr(item, "obj", None)
        own = getattr(test, "_hypothesis_internal_use_settings", None)
        if item.get_closest_marker("slow") and own is not None and own.max_examples > cap:
            test._hypothesis_internal_use_settings = settings(own, max_examples=cap)


@pytest.fixture
def referee_run():
    """``referee_run(*args)``: `pnpkit referee ARGS` run in this process, its result."""
    from typer.testing import CliRunner

    from pnpkit.cli.app import get_app

    runner = CliRunner()
    return lambda *args: runner.invoke(get_app(), ["referee", *args])

"""A copy of a shipped game in a folder of another name is the same game: same kit,
same bytes (the kit follows the game's id and rules, never the folder's name)."""

import shutil

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.paths import content_root

runner = CliRunner()
# the parts drawn by Amber's own code (plugin kinds: princes, travellers) and generic ones;
# the boards (A2) and the 99-page deck are left to a manual check, for time
PARTS = ("princes", "travellers", "catalogue", "tokens", "calibration")


def _parts(folder) -> str:
    result = runner.invoke(get_app(), ["build", str(folder), "--only", "no-such-part"])
    assert result.exit_code == 2
    return result.output.split("parts of this kit:")[1].strip()


def test_a_fork_of_amber_builds_the_same_kit(tmp_path, amber_kit):
    fork = tmp_path / "amber-fork"
    shutil.copytree(content_root() / "amber", fork)
    assert _parts(fork) == _parts(content_root() / "amber")
    assert "adventure-deck" in _parts(fork) and "rulebook" in _parts(fork)
    result = runner.invoke(get_app(), ["build", str(fork), "--out", str(tmp_path / "b"),
                                       "--only", ",".join(PARTS)])
    assert result.exit_code == 0, result.output
    forked = tmp_path / "b" / "amber" / "ru"
    files = sorted(p.name for p in forked.glob("*.pdf"))
    assert len(files) == len(PARTS), files
    shipped, _ = amber_kit  # the shipped game's whole kit, built once for the run
    for name in files:
        assert (shipped / name).read_bytes() == (forked / name).read_bytes(), name

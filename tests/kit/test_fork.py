"""A copy of a shipped game in a folder of another name is the same game: same kit,
same bytes (the kit follows the game's id and rules, never the folder's name)."""

import shutil

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.paths import content_root

runner = CliRunner()


def _parts(folder) -> str:
    result = runner.invoke(get_app(), ["build", str(folder), "--only", "no-such-part"])
    assert result.exit_code == 2
    return result.output.split("parts of this kit:")[1].strip()


def test_a_fork_of_amber_builds_the_same_kit(tmp_path):
    fork = tmp_path / "amber-fork"
    shutil.copytree(content_root() / "amber", fork)
    assert _parts(fork) == _parts(content_root() / "amber")
    assert "adventure-deck" in _parts(fork) and "rulebook" in _parts(fork)
    outs = []
    for folder, out in ((content_root() / "amber", tmp_path / "a"), (fork, tmp_path / "b")):
        result = runner.invoke(get_app(), ["build", str(folder), "--out", str(out),
                                           "--only", "catalogue,tokens"])
        assert result.exit_code == 0, result.output
        outs.append(out / "amber" / "ru")
    for name in ("catalogue.pdf", "tokens.pdf"):
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes(), name

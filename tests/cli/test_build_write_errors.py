"""`pnpkit build` when the kit cannot be written: one error line, the previous kit kept."""

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

DEMO = Path(__file__).parent.parent / "fixtures" / "demo"
runner = CliRunner()


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("kit")
    game = root / "demo"
    shutil.copytree(DEMO, game)
    result = runner.invoke(get_app(), ["build", str(game), "--out", str(root / "out"), "--only", "board"])
    assert result.exit_code == 0, result.output
    return game, root / "out"


def _files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize(("errno", "reason"), [(28, "No space left on device"), (13, "Permission denied"),
                                               (30, "Read-only file system")])
def test_a_kit_that_cannot_be_written(built, monkeypatch, errno, reason):
    from pnpkit.render import pipeline

    game, out = built
    before = _files(out)

    def refuse(path, data):
        raise OSError(errno, reason, str(path))

    monkeypatch.setattr(pipeline, "write_bytes_atomic", refuse)
    result = runner.invoke(get_app(), ["build", str(game), "--out", str(out), "--only", "board", "--force"])
    assert result.exit_code == 1, result.output
    errors = [line for line in result.output.splitlines() if line.startswith("pnpkit: error:")]
    assert len(errors) == 1 and "cannot write the kit: " in errors[0] and reason in errors[0]
    assert "the previous output was left as it was" in result.output
    assert "Traceback" not in result.output
    assert _files(out) == before


def test_a_nul_byte_in_a_path_is_a_usage_error(built):
    game, out = built
    result = runner.invoke(get_app(), ["build", f"{game}\0x", "--out", str(out)])
    assert result.exit_code == 2 and "a path holds a NUL byte" in result.output
    result = runner.invoke(get_app(), ["build", str(game), "--out", f"{out}\0x"])
    assert result.exit_code == 2 and "null byte" in result.output  # refused by the option's type
    assert "Traceback" not in result.output

"""#27 points 2 and 3, as the console script meets them: nothing reads a game folder's
odd files before the readers do (a FIFO, a link to /dev/zero and a 2 GB sparse file
neither hang `check`/`games` nor cost memory), and no earlier answer stands for data
that broke since (a game folder linked into PNPKIT_CONTENT, data under ``__pycache__``).

Each run is a fresh ``python -m pnpkit`` (argv read from the command line, as the
installed script does) under a timeout and an address-space cap."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")

MEMORY_CAP = 1536 * 1024 * 1024  # far below the 2 GB file; far above what check needs


def _cap_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _pnpkit(args, content, cwd) -> subprocess.CompletedProcess:
    env = {**os.environ, "PNPKIT_CONTENT": str(content), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "pnpkit", *args], env=env, cwd=cwd, capture_output=True,
                          text=True, timeout=120, preexec_fn=_cap_memory)


def _game(folder, cards="cards.csv"):
    (folder / os.path.dirname(cards) if os.path.dirname(cards) else folder).mkdir(parents=True, exist_ok=True)
    (folder / "game.yaml").write_text(
        "game: {id: tiny, title: Tiny, rules: generic, locales: [ru], default_locale: ru}\n"
        f"decks:\n  - {{id: d, name: Колода, cards: {cards}}}\n", encoding="utf-8")
    rows = ["number,name,kind,text"] + [f"{n},Карта {n},event,Текст карты {n}." for n in range(1, 4)]
    (folder / cards).write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


def _break(csv_file) -> None:
    csv_file.write_text("number,name,kind,text\n1,,event,Без имени.\n", encoding="utf-8")


def _ok(result) -> None:
    assert result.returncode in (0, 1), result.stderr
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("odd", ["fifo", "dev-zero", "sparse"])
def test_odd_files_in_a_game_folder_neither_hang_nor_cost_memory(tmp_path, odd):
    content = tmp_path / "content"
    game = _game(content / "tiny")
    notes = game / "notes.txt"
    if odd == "fifo":
        os.mkfifo(notes)  # opening it for reading would wait for a writer forever
    elif odd == "dev-zero":
        notes.symlink_to("/dev/zero")  # reading it never ends
    else:
        with open(notes, "wb") as handle:
            handle.truncate(2 * 1024**3)  # 2 GB of holes: read whole, it would need 2 GB
    for args in (["check", "tiny"], ["check", str(game)], ["games"], ["check"]):
        for _ in range(2):  # the second run too: nothing kept from the first may read it
            _ok(_pnpkit(args, content, tmp_path))


def test_check_of_a_game_folder_linked_into_content_sees_the_data_break(tmp_path):
    real = _game(tmp_path / "real" / "tiny")
    content = tmp_path / "content"
    content.mkdir()
    (content / "tiny").symlink_to(real, target_is_directory=True)
    first = _pnpkit(["check", "tiny"], content, tmp_path)
    assert first.returncode == 0, first.stdout + first.stderr
    _break(real / "cards.csv")
    after = _pnpkit(["check", "tiny"], content, tmp_path)
    assert after.returncode == 1
    assert "cards.csv:2:" in after.stdout + after.stderr


def test_check_of_data_under_pycache_sees_the_data_break(tmp_path):
    content = tmp_path / "content"
    game = _game(content / "tiny", cards="__pycache__/cards.csv")
    first = _pnpkit(["check", "tiny"], content, tmp_path)
    assert first.returncode == 0, first.stdout + first.stderr
    _break(game / "__pycache__" / "cards.csv")
    after = _pnpkit(["check", "tiny"], content, tmp_path)
    assert after.returncode == 1
    assert "__pycache__/cards.csv:2:" in after.stdout + after.stderr

"""What `pnpkit moves amber` imports, listed, so that the cut cannot grow back unseen
(benchmarks/startup.py measures the time; tests never do).  With the game cache warm it
decodes the kept board: no reader, schema, YAML, dataclasses or typing; with every cache
off it reads game.yaml and board.yaml through the reader, and never the whole game's
checks' other modules beyond what the reader itself needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys

PROBE = """
import sys
started = set(sys.modules)  # what the interpreter's site loaded itself (some load typing, hashlib …)
import contextlib, io, json
from pnpkit.cli.app import main
with contextlib.redirect_stdout(io.StringIO()):
    try:
        main(["moves", "amber", "--from", "jungle", "--roll", "5"])
    except SystemExit:
        pass
print(json.dumps(sorted(m for m in sys.modules
                        if m.startswith("pnpkit") or (m in sys.argv[1:] and m not in started))))
"""
OTHERS = ("dataclasses", "typing", "inspect", "yaml", "pathlib", "typer", "importlib.util", "hashlib")

#: every pnpkit module a warm `moves amber` imports: a new one is a choice to write here
WARM = {
    "pnpkit", "pnpkit.cli", "pnpkit.cli.app", "pnpkit.cli.commands", "pnpkit.cli.fast_path",
    "pnpkit.cli.game_cache", "pnpkit.cli.language", "pnpkit.cli.options", "pnpkit.cli.plain",
    "pnpkit.games", "pnpkit.games.amber", "pnpkit.games.amber.cli", "pnpkit.games.amber.cli.fast",
    "pnpkit.games.amber.cli.moves_run", "pnpkit.games.amber.rules", "pnpkit.games.amber.rules.board",
    "pnpkit.games.amber.rules.effect_walk", "pnpkit.games.amber.rules.movement", "pnpkit.model",
    "pnpkit.model.diagnostics", "pnpkit.model.game", "pnpkit.model.located",
    "pnpkit.paths", "pnpkit.readers", "pnpkit.readers.game_cache", "pnpkit.readers.game_codec",
    "pnpkit.readers.library_files",
    "pnpkit.readers.load_result",  # and the codec's one error (no cycle with pending parts)
    "pnpkit.value_class", "pnpkit.lazy_exports",
    "pnpkit.memo",  # functools.cache without functools (its collections, types …)
    "pnpkit.quick_json",  # the kept board decoded by json's C scanner (readers.game_codec), not the json package
}
#: and with every cache off: the reader, the schema and the Amber rules' extension besides
COLD_MORE = {
    "pnpkit.readers.safe_files",
    "pnpkit.games.amber.plugin", "pnpkit.games.amber.referee_spec", "pnpkit.referee_spec",
    "pnpkit.games.amber.rules.checks", "pnpkit.games.amber.rules.effects",
    "pnpkit.games.amber.rules.vocabulary",
    "pnpkit.layout",
    "pnpkit.layout.geometry", "pnpkit.layout.paper", "pnpkit.layout.units", "pnpkit.model.extension",
    "pnpkit.model.game_head_schema", "pnpkit.model.game_parts", "pnpkit.model.game_schema", "pnpkit.model.kit",
    "pnpkit.model.pictures", "pnpkit.model.schema", "pnpkit.plugins", "pnpkit.readers.game_reader",
    "pnpkit.readers.game_yaml", "pnpkit.readers.yaml_source",
}


def _imported(env: dict) -> set[str]:
    result = subprocess.run([sys.executable, "-c", PROBE, *OTHERS], env=env, capture_output=True, text=True,
                            timeout=300, check=True)
    return set(json.loads(result.stdout.strip().splitlines()[-1]))


def test_a_warm_moves_imports_only_the_board_and_its_decoder(tmp_path):
    env = {**os.environ, "PNPKIT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("PNPKIT_NO_CACHE", None)
    _imported(env)  # fills the cache
    warm = _imported(env)
    assert sorted(warm - WARM) == [] and sorted(WARM - warm) == []  # and none of OTHERS


def test_a_cold_moves_reads_the_board_alone():
    cold = _imported({**os.environ, "PNPKIT_NO_CACHE": "1"})
    pnpkit = {m for m in cold if m.startswith("pnpkit")}
    assert sorted(pnpkit - WARM - COLD_MORE) == [] and "pnpkit.readers.game_codec" not in cold
    assert "yaml" in cold  # the reader, libyaml where PyYAML has it: no second parser

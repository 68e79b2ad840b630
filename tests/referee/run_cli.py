"""Run the pnpkit CLI in a child process with the test-only counter game registered."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import counter_game  # noqa: E402

counter_game.install()

from pnpkit.cli.app import main  # noqa: E402

main(sys.argv[1:])

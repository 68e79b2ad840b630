"""Shared fixtures: the shipped Amber data, read once per test session."""

from pathlib import Path

import pytest

from pnpkit.readers.game_reader import load_game

CONTENT = Path(__file__).parents[3] / "content" / "amber"


@pytest.fixture(scope="session")
def amber_game():
    result = load_game(CONTENT)
    if result.game is None:
        pytest.skip("content/amber does not read yet: " + "; ".join(d.format() for d in result.diagnostics.errors[:3]))
    return result.game

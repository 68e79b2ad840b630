import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import counter_game  # noqa: E402

counter_game.install()


@pytest.fixture(scope="session")
def _chromium():
    from browser_page import SharedChromium

    shared = SharedChromium()
    yield shared
    shared.quit()


@pytest.fixture
def chromium_at(_chromium):
    """``chromium_at(width, height)``: this process's headless Chromium, reset for the test
    (browser_page.SharedChromium); reset again after it, while the page still names the
    origin whose stored data is to go."""
    yield _chromium.at
    if _chromium.driver is not None:
        _chromium.at(1400, 900)

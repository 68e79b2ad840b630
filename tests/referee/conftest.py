import sys
from pathlib import Path

HERE = Path(__file__).parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import counter_game  # noqa: E402
import pytest  # noqa: E402

counter_game.install()


@pytest.fixture(scope="session")
def _chromium():
    from browser_page import SharedChromium

    shared = SharedChromium()
    yield shared
    shared.quit()


@pytest.fixture
def browser(_chromium):
    """A headless Chromium the size of a laptop's window (``browser_page.emulate`` changes
    it); a test module imports browser_page first, which skips it without Chromium. One
    Chromium per test process, reset for each test (browser_page.SharedChromium) and
    again after it, while the page still names the origin whose stored data is to go."""
    yield _chromium.at()
    if _chromium.driver is not None:
        _chromium.at()

import sys
from pathlib import Path

HERE = Path(__file__).parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import counter_game  # noqa: E402
import pytest  # noqa: E402

counter_game.install()


@pytest.fixture
def browser():
    """A headless Chromium the size of a laptop's window (``browser_page.emulate`` changes
    it); a test module imports browser_page first, which skips it without Chromium."""
    from browser_page import chromium

    yield from chromium()

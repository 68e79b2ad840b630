"""The preview page in a real browser (headless Chromium, as the live board's test): a
row edited on disk shows its new face without a reload, a row edited into an error
shows check's file:line:col message over the last good faces, and the fix brings the
card back."""

from __future__ import annotations

import socket
import threading
import time
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
    pytest.skip("headless Chromium is not installed (apt-get install chromium chromium-driver)",
                allow_module_level=True)
pytest.importorskip("selenium")
pytest.importorskip("uvicorn")
pytest.importorskip("watchfiles")

import uvicorn  # noqa: E402
from preview_game import ROWS, new_game, write_rows  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

from pnpkit.preview.app import Preview, make_app  # noqa: E402

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage")
WAIT = 20  # seconds the page may take to follow a save (a bound, not a measurement)


class Server:
    """uvicorn in a thread on a free port of 127.0.0.1."""

    def __init__(self, app) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.app = app
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False,
                                                    timeout_graceful_shutdown=1))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]},
                                       daemon=True)

    def __enter__(self) -> Server:
        self.thread.start()
        deadline = time.monotonic() + WAIT
        while not self.server.started:
            assert time.monotonic() < deadline, "the preview server did not start"
            time.sleep(0.05)
        return self

    def __exit__(self, *exc) -> None:
        self.app.state.stopping.set()  # the page's open event stream ends, not cancelled
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()


@pytest.fixture
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument("--window-size=1400,900")
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    yield driver
    driver.quit()


def shoot(driver, folder: Path) -> None:
    """A screenshot beside the test's files (and in $PNPKIT_SCREENSHOTS when set)."""
    import os
    import shutil

    path = folder / "preview.png"
    driver.save_screenshot(str(path))
    keep = os.environ.get("PNPKIT_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(keep) / path.name)


def _labels(driver) -> list[str]:
    try:
        return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "figure .label")]
    except StaleElementReferenceException:
        return []


def _problems(driver) -> list[str]:
    try:
        return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#problems .problem")
                if e.is_displayed()]
    except StaleElementReferenceException:
        return []


def test_the_page_follows_every_save(tmp_path, browser):
    game = new_game(tmp_path / "mygame")
    preview = Preview(game)
    preview.start()
    with Server(make_app(preview)) as server:
        browser.get(f"http://127.0.0.1:{server.port}/")
        wait = WebDriverWait(browser, WAIT)
        wait.until(lambda d: "Troll" in _labels(d))
        browser.execute_script("window.notReloaded = true;")
        first = browser.find_element(By.CSS_SELECTOR, 'figure[data-key="main-deck/main.1/front"] img')
        old_src = first.get_attribute("src")

        write_rows(game, [ROWS[0], ROWS[1].replace("Troll", "Bridge troll"), ROWS[2]])
        wait.until(lambda d: "Bridge troll" in _labels(d))
        assert browser.execute_script("return window.notReloaded === true;")
        # the other faces stay as they were: same picture, same address
        same = browser.find_element(By.CSS_SELECTOR, 'figure[data-key="main-deck/main.1/front"] img')
        assert same.get_attribute("src") == old_src
        troll = browser.find_element(By.CSS_SELECTOR, 'figure[data-key="main-deck/main.2/front"] img')
        # its new face is drawn when the page asks for it: the label comes first
        wait.until(lambda d: (d.execute_script("return arguments[0].complete && arguments[0].naturalWidth",
                                               troll) or 0) > 100)

        write_rows(game, [ROWS[0], "two,Troll,monster,Pay a coin.,5", ROWS[2]])
        wait.until(lambda d: _problems(d))
        [problem] = _problems(browser)
        assert "cards.csv:3:" in problem
        assert "Bridge troll" in _labels(browser)  # the last good picture stays

        write_rows(game, [ROWS[0], ROWS[1].replace("Troll", "Old troll"), ROWS[2]])
        wait.until(lambda d: "Old troll" in _labels(d) and not _problems(d))
        assert browser.execute_script("return window.notReloaded === true;")

        # one language at a time: the switch draws the kit in English (the board's names)
        assert "Старт" in browser.find_element(By.ID, "kit").text or "Поле" in _labels(browser)
        Select(browser.find_element(By.ID, "locale")).select_by_value("en")
        wait.until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
                   and "Board" in _labels(d))
        shoot(browser, tmp_path)

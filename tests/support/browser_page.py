"""A page in headless Chromium for the browser tests (the live board's, the preview's, the
balance report's): one setup for all of them.

Importing this module skips the importing test module where Chromium, its driver,
Selenium or uvicorn is missing.  It offers a uvicorn server in a thread, a Chromium driver
(tests/referee/conftest.py's ``browser`` fixture shares one), the phone and laptop sizes with
:func:`emulate`, a click that waits for its element, a click at a point, an element's box
brought into view, the page's ``state.json``, and screenshots kept."""

from __future__ import annotations

import json
import os
import shutil
import socket
import threading
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
    pytest.skip("headless Chromium is not installed (apt-get install chromium chromium-driver)",
                allow_module_level=True)
pytest.importorskip("selenium")
pytest.importorskip("uvicorn")

import uvicorn  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage")
WAIT = 20  # seconds a page may take to show something (a bound, not a measurement)
POLL = 0.05  # how often a wait looks again (Selenium's own 0.5 s was most of a click's time)
PHONE, LAPTOP = (390, 844), (1366, 900)


class LiveServer:
    """uvicorn in a thread on a free port of 127.0.0.1."""

    def __init__(self, app) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.app = app
        config = uvicorn.Config(app, log_level="warning", access_log=False,
                                timeout_graceful_shutdown=1)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]},
                                       daemon=True)

    def __enter__(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + WAIT
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("the live server did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc) -> None:
        # the page's open event stream ends at its next look, as under `referee serve`
        # (else uvicorn cancels it when the grace runs out: a CancelledError traceback)
        stopping = getattr(getattr(self.app, "state", None), "stopping", None)
        if stopping is not None:
            stopping.set()
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


def chromium(width: int, height: int, *flags: str, console: bool = False):
    """A new headless Chromium at a window of ``width`` × ``height`` with ``flags`` more;
    with ``console``, the page's console kept for ``get_log("browser")``.  The caller
    quits it (the live page's tests share one: SharedChromium)."""
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (*FLAGS, *flags):
        options.add_argument(flag)
    options.add_argument(f"--window-size={width},{height}")
    if console:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


class SharedChromium:
    """One headless Chromium for every browser test of a test process (starting one costs
    more than most of these tests), handed to each test as a fresh one would be: at the
    given window size, no device emulation, no cookies or stored data, on a blank page.
    A browser that cannot be reset (crashed, hung on a dialog) is replaced."""

    def __init__(self) -> None:
        self.driver = None

    def at(self, width: int = LAPTOP[0], height: int = LAPTOP[1]):
        if self.driver is not None:
            try:
                self._reset(width, height)
            except WebDriverException:
                self.quit()
        if self.driver is None:
            self.driver = chromium(width, height)
        return self.driver

    def _reset(self, width: int, height: int) -> None:
        driver = self.driver
        origin = driver.execute_script("return location.origin")
        if origin and origin != "null":  # the page's localStorage and the like (ports get reused)
            driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        driver.get("about:blank")
        driver.execute_cdp_cmd("Network.clearBrowserCookies", {})  # a cookie ignores the port
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        driver.set_window_size(width, height)

    def quit(self) -> None:
        if self.driver is not None:
            try:
                self.driver.quit()
            except WebDriverException:
                pass
            self.driver = None


def emulate(driver, size: tuple[int, int], touch: bool | None = None) -> None:
    """Show the page at ``size``; a phone (by default the phone's size) as a touch screen."""
    phone = size == PHONE if touch is None else touch
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": phone})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": phone, "maxTouchPoints": 5})


def page_state(server: LiveServer) -> dict:
    """What the page reads: the server's ``state.json``."""
    with urllib.request.urlopen(server.url + "state.json", timeout=WAIT) as answer:
        return json.load(answer)


def shown(driver, css: str) -> dict | None:
    """The element's box on the page, brought into the middle of the window and of the
    board's own scroll box first (None when there is no such element)."""
    return driver.execute_script("""
        const n = document.querySelector(arguments[0]);
        if (!n) return null;
        n.scrollIntoView({block: 'center', inline: 'center'});
        const r = n.getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};""", css)


def click_at(driver, x: float, y: float) -> None:
    """A pointer click at a point of the window (what a finger or a mouse hits there)."""
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(round(x), round(y)).click()
    actions.perform()


def click(wait: WebDriverWait, css: str) -> None:
    """Click the element once it is there and clickable (the page redraws after each
    change, so an element found a moment ago may have been replaced: look again)."""
    def clicked(driver) -> bool:
        try:
            found = driver.find_elements(By.CSS_SELECTOR, css)
            if not found or not found[0].is_displayed() or not found[0].is_enabled():
                return False
            found[0].click()
            return True
        except StaleElementReferenceException:
            return False

    wait.until(clicked)


def shoot(driver, folder: Path, name: str) -> Path:
    path = folder / f"{name}.png"
    driver.save_screenshot(str(path))
    keep = os.environ.get("PNPKIT_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(keep) / path.name)
    return path



"""The live page in headless Chromium for the browser tests: a uvicorn server in a thread,
a Chromium driver, a click that waits for its element, screenshots kept.  Import it only
after skipping when Chromium or Selenium is missing (see ``test_live_browser``)."""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from pathlib import Path

import uvicorn
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage")
WAIT = 20  # seconds a page may take to show something (a bound, not a measurement)


class LiveServer:
    """uvicorn in a thread on a free port of 127.0.0.1."""

    def __init__(self, app) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
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
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


def _start(width: int, height: int):
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--window-size={width},{height}")
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


class SharedChromium:
    """One headless Chromium for every browser test of a test process (starting one costs
    more than most of these tests), handed to each test as a fresh one would be: at the
    test's window size, no device emulation, no cookies or stored data, on a blank page.
    A browser that cannot be reset (crashed, hung on a dialog) is replaced."""

    def __init__(self) -> None:
        self.driver = None

    def at(self, width: int, height: int):
        if self.driver is not None:
            try:
                self._reset(width, height)
            except WebDriverException:
                self.quit()
        if self.driver is None:
            self.driver = _start(width, height)
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



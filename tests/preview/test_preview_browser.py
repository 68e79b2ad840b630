"""The preview page in a real browser (headless Chromium, as the live board's test): a
row edited on disk shows its new face without a reload, a row edited into an error
shows check's file:line:col message over the last good faces, and the fix brings the
card back."""

from __future__ import annotations

import pytest
from browser_page import (  # skips without Chromium, Selenium, uvicorn
    WAIT,
    LiveServer,
    chromium,
    shoot,
)

pytest.importorskip("watchfiles")

from preview_game import ROWS, new_game, write_rows  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

from pnpkit.preview.app import Preview, make_app  # noqa: E402


@pytest.fixture
def browser():
    driver = chromium(1400, 900)
    yield driver
    driver.quit()


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
    with LiveServer(make_app(preview)) as server:
        browser.get(server.url)
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
        shoot(browser, tmp_path, "preview")

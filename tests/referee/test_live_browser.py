"""The live board page in a real browser: headless Chromium (Debian's ``chromium`` and
``chromium-driver``, which .ci/run installs) driven by Selenium through a whole Amber
turn: roll, the reachable fields lit, a route on hover, a move by click, resolve, a
fight with its odds, then a command typed in another process showing up on the page.

Screenshots go to the test's folder (and to $PNPKIT_SCREENSHOTS when set)."""

from __future__ import annotations

import os
import subprocess
import sys

from browser_page import POLL, WAIT, LiveServer, click, shoot
from live_game import fight_turn, new_session
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.table import Table


def test_a_whole_amber_turn_in_the_browser(tmp_path, browser):
    seed, dest = fight_turn()
    session = new_session(tmp_path / "game.pnp", seed)
    names = LIVE.referee.names("ru")
    wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, '#choices button[data-command="roll"]')))
        wait.until(EC.text_to_be_present_in_element((By.ID, "conn"), "на связи"))
        assert "«Корона Эмбера»" in browser.title
        assert len(browser.find_elements(By.CSS_SELECTOR, "#players .player")) == 2
        shoot(browser, tmp_path, "1-start")

        click(wait, '#choices button[data-command="roll"]')
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f'.overlay .target[data-field="{dest}"]'))
        targets = browser.find_elements(By.CSS_SELECTOR, '.overlay[data-board="main"] .target')
        state = Table.open(session).state
        from pnpkit.games.amber.rules import engine

        assert {t.get_attribute("data-field") for t in targets} == {m.dest for m in engine.moves_for(state.game)}
        target = browser.find_element(By.CSS_SELECTOR, f'.overlay .target[data-field="{dest}"]')
        ActionChains(browser).move_to_element(target).perform()
        tip = wait.until(EC.visibility_of_element_located((By.ID, "tip")))
        assert names[dest] in tip.text and "Путь:" in tip.text
        assert browser.find_elements(By.CSS_SELECTOR, ".overlay .on-route")
        shoot(browser, tmp_path, "2-rolled-hover")

        target.click()
        wait.until(EC.text_to_be_present_in_element((By.ID, "prompt"), names[dest]))
        click(wait, '#choices button[data-command="resolve"]')
        fight = wait.until(EC.visibility_of_element_located((By.ID, "fight")))
        odds = browser.find_element(By.ID, "odds").text
        assert odds.count("%") == 3 and "победа" in odds and "/" in odds
        shoot(browser, tmp_path, "3-fight")

        click(wait, '#choices button[data-command="fight"]')
        wait.until(EC.text_to_be_present_in_element((By.ID, "log"), "#4 бой"))
        assert not fight.is_displayed()
        shoot(browser, tmp_path, "4-fought")

        # another terminal takes the fight back: the page follows by itself
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
        undo = subprocess.run([sys.executable, "-m", "pnpkit", "referee", "undo", "--file", str(session)],
                              capture_output=True, text=True, env=env, timeout=120)
        assert undo.returncode == 0, undo.stderr
        wait.until(EC.visibility_of_element_located((By.ID, "fight")))
        assert "#4 бой" not in browser.find_element(By.ID, "log").text

        browser.set_window_size(390, 844)  # a phone
        browser.get(server.url)
        wait.until(EC.visibility_of_element_located((By.ID, "fight")))
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390, "the page scrolls sideways on a phone"
        shoot(browser, tmp_path, "5-phone")
        browser.get("about:blank")  # closes the page's event stream before the server stops
    assert [a.command for a in Table.open(session).actions] == ["roll", "move", "resolve"]


def test_a_watcher_beyond_loopback_cannot_act(tmp_path, browser):
    session = new_session(tmp_path / "game.pnp")
    config = ServeConfig(session, "en", "the-key", True)
    wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
    with LiveServer(make_app(config, LIVE)) as server:
        browser.get(server.url)
        wait.until(EC.visibility_of_element_located((By.ID, "watching")))
        wait.until(EC.text_to_be_present_in_element((By.ID, "turn"), "Turn:"))
        assert not [b for b in browser.find_elements(By.CSS_SELECTOR, "#choices button") if b.is_displayed()]
        assert not browser.find_elements(By.ID, "command")
        shoot(browser, tmp_path, "6-watcher")
        browser.get(server.url + "?token=the-key")
        click(wait, '#choices button[data-command="roll"]')
        assert "token" not in browser.current_url  # the key is kept in a cookie, not in the address
        wait.until(EC.text_to_be_present_in_element((By.ID, "log"), "#1 roll"))
        browser.get("about:blank")
    assert [a.command for a in Table.open(session).actions] == ["roll"]


def test_a_big_spend_is_confirmed_on_the_page(tmp_path, browser):
    from test_confirm_spend import QUESTION, SPEND, at_the_shop

    session = tmp_path / "game.pnp"
    at_the_shop(session, "ru")
    wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait.until(EC.text_to_be_present_in_element((By.ID, "conn"), "на связи"))
        for answer, logged in (("confirm-no", 4), ("confirm-yes", 5)):
            line = browser.find_element(By.ID, "command-line")
            line.clear()
            line.send_keys(" ".join(SPEND))
            browser.find_element(By.CSS_SELECTOR, "#command button[type=submit]").click()
            wait.until(EC.text_to_be_present_in_element((By.ID, "message"), QUESTION["ru"]))
            shoot(browser, tmp_path, f"7-confirm-{answer}")
            click(wait, f"#{answer}")
            if logged == 4:
                wait.until(EC.text_to_be_present_in_element((By.ID, "message"), "ничего не сделано"))
            else:
                wait.until(EC.text_to_be_present_in_element((By.ID, "log"), "#5 "))
            assert len(Table.open(session).actions) == logged
        browser.get("about:blank")

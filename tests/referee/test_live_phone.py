"""The live page at a phone's size (390 × 844, touch) and a laptop's (1366 × 900)
(issue #31.2): the board fills a phone's width, brings the piece and its reachable fields
into view by itself, its tabs and zoom stay in sight under the sticky header; no button
is covered by another element; a watcher is not told to pick a field; the Russian page's
hints are Russian and its title is the game's before any script runs.

Screenshots go to the test's folder (and to $PNPKIT_SCREENSHOTS when set)."""

from __future__ import annotations

import re
import urllib.request
from pathlib import Path

from browser_page import LAPTOP, PHONE, POLL, WAIT, LiveServer, emulate, shoot, shown
from live_game import new_session
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.table import Table

#: the buttons a visible control may not be covered at: (what, css)
_COVERED = """
const out = [];
for (const b of document.querySelectorAll(arguments[0])) {
  const r = b.getBoundingClientRect();
  if (!r.width || !r.height || b.closest('[hidden]')) continue;
  if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
  const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1);
  const y = Math.min(Math.max(r.top + r.height / 2, 1), innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === b || b.contains(hit))) out.push(`${b.id || b.textContent.trim()} under ${hit && (hit.className || hit.tagName)}`);
}
return out;"""
BUTTONS = "button"


def rolled_session(tmp_path) -> Path:
    session = new_session(tmp_path / "game.pnp", 3)
    Table.open(session).act("roll", [])
    return session


def covered(browser) -> list[str]:
    return browser.execute_script(_COVERED, BUTTONS)


def hint_cut(browser) -> str:
    """The command line's hint when it does not fit in its box ("" when it does)."""
    return browser.execute_script("""
        const input = document.getElementById('command-line'), style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return ctx.measureText(input.placeholder).width > room ? input.placeholder : '';""")


def wait_for_targets(browser) -> None:
    WebDriverWait(browser, WAIT, poll_frequency=POLL).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, '.overlay[data-board="main"] .target'))


def test_the_phone_page_gives_the_board_the_whole_width(tmp_path, browser):
    session = rolled_session(tmp_path)
    emulate(browser, PHONE, True)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait_for_targets(browser)
        width = browser.execute_script("return innerWidth")
        assert width == PHONE[0]
        assert browser.execute_script("return document.documentElement.scrollWidth") <= width, \
            "the page scrolls sideways on a phone"
        box = browser.find_element(By.CSS_SELECTOR, '.board-scroll[data-board="main"]').rect
        assert box["width"] >= 0.95 * width, box
        # the board is as tall as its box may be (fields large enough to tap), the piece
        # to move and lit fields in view
        WebDriverWait(browser, WAIT, poll_frequency=POLL).until(lambda d: d.execute_script(
            "return parseFloat(document.querySelector('.board').style.width || '100') > 150"))
        seen = browser.execute_script("""
            const box = document.querySelector('.board-scroll:not([hidden])').getBoundingClientRect();
            const inside = (n) => { const r = n.getBoundingClientRect();
              return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1; };
            const field = document.querySelector('.overlay .target').getBoundingClientRect();
            return {piece: inside(document.querySelector('.overlay .piece.current circle:not(.halo)')),
                    lit: [...document.querySelectorAll('.overlay .target')].filter(inside).length,
                    field: Math.min(field.width, field.height)};""")
        assert seen["piece"] and seen["lit"] >= 1, seen
        assert seen["field"] >= 44, f"a field is {seen['field']:.0f} px: too small to tap"
        prompt = browser.find_element(By.ID, "prompt").text
        assert "Нажмите на подсвеченное поле" in prompt
        small = browser.execute_script("""return [...document.querySelectorAll('button, input')]
            .filter((b) => b.offsetParent && b.getBoundingClientRect().height < 44)
            .map((b) => `${b.id || b.textContent.trim()}: ${b.getBoundingClientRect().height}px`);""")
        assert not small, f"smaller than a finger (44 px): {small}"
        assert not hint_cut(browser), "the command line's hint is cut"
        browser.execute_script("document.getElementById('boards').scrollIntoView({block: 'start'})")
        assert not covered(browser)
        shoot(browser, tmp_path, "phone-board")
        # scrolled on into the board: the tabs and the zoom stick under the header
        browser.execute_script("window.scrollBy(0, 150)")
        zoom = browser.find_element(By.ID, "zoom-in").rect
        header = browser.find_element(By.CSS_SELECTOR, ".top").rect
        scrolled = browser.execute_script("return scrollY")
        assert zoom["y"] - scrolled >= header["height"] - 1
        assert not covered(browser)
        shoot(browser, tmp_path, "phone-scrolled")
        browser.execute_script("window.scrollTo(0, 0)")
        assert not covered(browser)
        shoot(browser, tmp_path, "phone-top")
        browser.get("about:blank")


def test_the_laptop_page_keeps_every_button_clear(tmp_path, browser):
    session = rolled_session(tmp_path)
    emulate(browser, LAPTOP, False)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait_for_targets(browser)
        assert not covered(browser)
        board = browser.find_element(By.CSS_SELECTOR, '.board-scroll[data-board="main"]').rect
        now = browser.find_element(By.ID, "now").rect
        assert board["width"] >= 0.55 * LAPTOP[0] and board["x"] + board["width"] <= now["x"]
        assert not hint_cut(browser), "the command line's hint is cut"
        shoot(browser, tmp_path, "laptop")
        browser.get("about:blank")


def test_a_watcher_is_not_told_to_pick_and_the_page_speaks_russian(tmp_path, browser):
    session = rolled_session(tmp_path)
    emulate(browser, PHONE, True)
    config = ServeConfig(session, "ru", "the-key", True)
    with LiveServer(make_app(config, LIVE)) as server:
        html = urllib.request.urlopen(server.url, timeout=WAIT).read().decode()
        title = re.search(r"<title>(.*?)</title>", html).group(1)
        assert "Корона Эмбера" in title and "amber" not in title
        browser.get(server.url)
        wait_for_targets(browser)
        prompt = browser.find_element(By.ID, "prompt").text
        assert "подсвечены" in prompt
        assert not re.search(r"[Вв]ыберите|[Нн]ажмите", prompt), prompt
        shoot(browser, tmp_path, "phone-watcher")
        browser.get(server.url + "?token=the-key")
        wait_for_targets(browser)
        hint = browser.find_element(By.ID, "command-line").get_attribute("placeholder")
        assert hint and not re.search(r"[A-Za-z]", hint), hint
        browser.get("about:blank")


def test_two_fingers_zoom_the_board(tmp_path, browser):
    session = rolled_session(tmp_path)
    emulate(browser, PHONE, True)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait_for_targets(browser)
        browser.execute_script("document.getElementById('boards').scrollIntoView({block: 'start'})")
        box = browser.find_element(By.CSS_SELECTOR, '.board-scroll[data-board="main"]').rect
        scrolled = browser.execute_script("return scrollY")
        cx, cy = box["x"] + box["width"] / 2, box["y"] - scrolled + box["height"] / 2
        width = lambda: browser.execute_script(  # noqa: E731
            "return document.querySelector('.board-scroll:not([hidden]) .board').getBoundingClientRect().width")
        WebDriverWait(browser, WAIT, poll_frequency=POLL).until(lambda d: width() > 1.5 * PHONE[0])  # the phone's own view first
        before = width()

        def touch(kind: str, spread: float) -> None:
            points = [] if kind == "touchEnd" else [
                {"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}]
            browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        touch("touchStart", 40)
        for spread in range(50, 130, 10):
            touch("touchMove", spread)
        touch("touchEnd", 0)
        after = width()
        assert after > 1.4 * before, (before, after)
        shoot(browser, tmp_path, "phone-pinched")
        browser.get("about:blank")


def test_a_finger_taps_a_lit_field_once_to_see_the_way_and_again_to_go(tmp_path, browser):
    """A touch screen has no hover: the first tap on a lit field shows its way and asks for
    a second tap (nothing is done), the second tap goes there."""
    session = rolled_session(tmp_path)
    emulate(browser, PHONE, True)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait_for_targets(browser)
        dest = browser.find_element(By.CSS_SELECTOR, '.overlay[data-board="main"] .target').get_attribute("data-field")
        css = f'.overlay[data-board="main"] .target[data-field="{dest}"]'

        def tap() -> None:
            box = shown(browser, css)
            point = [{"x": (box["left"] + box["right"]) / 2, "y": (box["top"] + box["bottom"]) / 2, "id": 1}]
            browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
            browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

        tap()
        tip = WebDriverWait(browser, WAIT, poll_frequency=POLL).until(
            lambda d: next(iter(t for t in d.find_elements(By.ID, "tip") if t.is_displayed()), None))
        assert LIVE.referee.names("ru")[dest] in tip.text and "Нажмите ещё раз" in tip.text, tip.text
        assert browser.find_elements(By.CSS_SELECTOR, ".overlay .on-route")
        assert len(Table.open(session).actions) == 1, "one tap moved"
        shoot(browser, tmp_path, "phone-tapped-once")
        tap()
        WebDriverWait(browser, WAIT, poll_frequency=POLL).until(lambda _: len(Table.open(session).actions) == 2)
        last = Table.open(session).actions[-1]
        assert (last.command, list(last.args)) == ("move", [dest])
        browser.get("about:blank")

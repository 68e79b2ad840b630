"""The live page shows the board the player to move stands on (issue #31.2): when he
changes, and as soon as he gets to another board within his turn (through a Провал), not
only when the turn passes; a board picked by hand stays while neither changes.

The engine's Провалы (seed 12 with the house rule of 9: Гоша crosses after 1,944 actions,
Борис after 2,058) pass the turn with the crossing, so the crossing within a turn is
given to the page's own script: the state it drew, the player to move's board changed."""

from __future__ import annotations

from browser_page import PHONE, POLL, WAIT, LiveServer, emulate
from live_game import new_session
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.table import Table

SHOWN = """return [...document.querySelectorAll('.board-scroll')].filter((b) => !b.hidden)
    .map((b) => b.dataset.board).concat([...document.querySelectorAll('.tab[aria-selected="true"]')]
    .map((t) => 'tab:' + t.dataset.board));"""
#: the player to move goes to ``arguments[0]`` and the page draws the state again
CROSS = "playerOf(state.turn).board = arguments[0]; render();"


def test_the_board_follows_the_player_to_move_onto_another_board(tmp_path, browser):
    session = new_session(tmp_path / "game.pnp", 3)
    Table.open(session).act("roll", [])
    emulate(browser, PHONE, True)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        WebDriverWait(browser, WAIT, poll_frequency=POLL).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, '.overlay[data-board="main"] .target'))
        assert browser.execute_script(SHOWN) == ["main", "tab:main"]
        browser.execute_script(CROSS, "kingdom")  # through a Провал within his turn
        assert browser.execute_script(SHOWN) == ["kingdom", "tab:kingdom"]
        browser.find_element(By.CSS_SELECTOR, '.tab[data-board="main"]').click()  # by hand
        browser.execute_script("render();")  # the same state again (an event, a refresh)
        assert browser.execute_script(SHOWN) == ["main", "tab:main"]
        browser.execute_script(CROSS, "main")  # back on the main board: shown, as it is
        browser.find_element(By.CSS_SELECTOR, '.tab[data-board="kingdom"]').click()
        browser.execute_script(CROSS, "kingdom")
        assert browser.execute_script(SHOWN) == ["kingdom", "tab:kingdom"]
        browser.get("about:blank")

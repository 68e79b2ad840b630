"""A click on a field as the board picture draws it moves the piece to that field
(issue #31.1), for every reachable field of several rolls: the point clicked is worked
out from the field's rectangle and the transforms written in the board's own SVG, not
from the overlay, so a lit box drawn a field away from its field fails here.

Headless Chromium and Selenium, skipped where either is missing (``browser_page`` skips it)."""

from __future__ import annotations

import pytest
from browser_page import POLL, WAIT, LiveServer, shoot
from live_game import header
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait
from test_live_geometry import _drawn_at

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.games.amber.rules import engine
from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.table import Table

# two first rolls, a dozen reachable fields each; the first roll of seed 21 (the same
# fields whatever the players) is clicked at this window size, and its lit boxes measured
# against the drawn fields, by test_whole_games_page (laptop-21)
SEEDS = (3, 8)


def _click_field(browser, picture, game, field) -> None:
    """Click the middle of the field's upper part as drawn on the board picture (the
    pieces stand in its middle), at the image's size on the page, with the pointer."""
    img = browser.find_element(By.CSS_SELECTOR, f'.board-scroll[data-board="{picture.id}"] img')
    x, y, w, h = _drawn_at(picture, game, field)
    fx, fy = (x + w / 2) / picture.width, (y + h * 0.3) / picture.height
    # bring that point into the window (the page and the board's own scroll box)
    at = browser.execute_script("""
        const img = arguments[0], fx = arguments[1], fy = arguments[2];
        const point = () => { const r = img.getBoundingClientRect();
                              return [r.left + fx * r.width, r.top + fy * r.height]; };
        let [px, py] = point();
        window.scrollBy(px - innerWidth / 2, py - innerHeight / 2);
        const box = img.closest('.board-scroll'), b = box.getBoundingClientRect();
        [px, py] = point();
        box.scrollLeft += px - (b.left + box.clientWidth / 2);
        box.scrollTop += py - (b.top + box.clientHeight / 2);
        return point();""", img, fx, fy)
    actions = ActionBuilder(browser)
    actions.pointer_action.move_to_location(round(at[0]), round(at[1])).click()
    actions.perform()


@pytest.mark.parametrize("seed", SEEDS)
def test_a_click_on_each_lit_field_moves_there(tmp_path, browser, seed):
    session = tmp_path / "game.pnp"
    Table.new(session, header(seed))
    table = Table.open(session)
    table.act("roll", [])
    rolled = Table.open(session).state
    if rolled.pending is not None or rolled.game.phase != "move":
        pytest.skip(f"seed {seed}: the first roll does not ask for a move")
    dests = sorted({m.dest for m in engine.moves_for(rolled.game)})
    game = LIVE.referee.game("ru")
    picture = LIVE.pictures("ru")[0]
    drawn = {f.id: f for f in game.fields_of("main") if f.rect is not None}
    dests = [d for d in dests if d in drawn]
    assert len(dests) >= 3
    wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '.overlay[data-board="main"] .target'))
        done = len(Table.open(session).actions)
        for dest in dests:
            _click_field(browser, picture, game, drawn[dest])
            done += 1
            try:
                wait.until(lambda d, n=done: len(Table.open(session).actions) >= n)
            except TimeoutException:
                pytest.fail(f"a click on {dest} as the board draws it did nothing (no lit box there)")
            last = Table.open(session).actions[-1]
            assert (last.command, list(last.args)) == ("move", [dest]), \
                f"a click on {dest} moved to {list(last.args)}"
            wait.until(EC.text_to_be_present_in_element((By.ID, "actions"), str(done)))
        shoot(browser, tmp_path, f"clicks-{seed}")
        browser.get("about:blank")

"""The page tells an action's dice in its log and in the answer to a click; a long run
of them (a crown battle rolls 34 in one action) is folded under one line, «Броски
кубиков: N», that opens on a tap, so what came of them (the battle round by round, the
winner) is read first (#31.3)."""

from __future__ import annotations

import re

from whole_games import amber_played

from pnpkit.referee.server import log_json

SEED, MANY = 10, 7  # the policy's 7th action (resolve) rolls 5 dice
DIE = re.compile(r"^кубики \d+d\d+")


def test_the_log_counts_each_action_s_rolls_which_come_first(tmp_path):
    table = amber_played(tmp_path / "game.pnp", SEED, MANY)
    entries = log_json(table, "ru")
    assert [e["rolls"] for e in entries] == [len(a.rolls) for a in table.actions]
    for entry in entries:
        assert all(DIE.match(line) for line in entry["lines"][:entry["rolls"]]), entry
        assert not any(DIE.match(line) for line in entry["lines"][entry["rolls"]:]), entry
    assert entries[MANY - 1]["rolls"] == 5


def test_the_page_folds_a_long_run_of_dice(tmp_path, browser):
    from browser_page import POLL, WAIT, LiveServer
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from pnpkit.games.amber.amber_live import LIVE
    from pnpkit.referee.server import ServeConfig, make_app

    session = tmp_path / "game.pnp"
    table = amber_played(session, SEED, MANY)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        WebDriverWait(browser, WAIT, poll_frequency=POLL).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#log li"))
        items = {int(li.get_attribute("value")): li for li in browser.find_elements(By.CSS_SELECTOR, "#log li")}
        many = items[MANY]
        folds = many.find_elements(By.CSS_SELECTOR, "details.rolls")
        assert len(folds) == 1 and folds[0].find_element(By.TAG_NAME, "summary").text == "Броски кубиков: 5"
        shown = [p.text for p in many.find_elements(By.TAG_NAME, "p") if p.is_displayed()]
        assert shown and not any(DIE.match(line) for line in shown), shown  # what came of them, read first
        folds[0].find_element(By.TAG_NAME, "summary").click()
        opened = [p.text for p in folds[0].find_elements(By.TAG_NAME, "p") if p.is_displayed()]
        assert len(opened) == 5 and all(DIE.match(line) for line in opened), opened
        for n, li in items.items():  # a few dice stay in sight
            if n != MANY and 0 < len(table.actions[n - 1].rolls) <= 4:
                assert not li.find_elements(By.CSS_SELECTOR, "details"), n
        browser.get("about:blank")

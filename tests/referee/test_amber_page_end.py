"""The end of a four-player Amber game on the live page (issue #31.3), at a phone's size
and a laptop's: the winner told at the top, the battle for the crown round by round in the
log, the Kingdom's board shown with the king's piece inside his field, the
others' panels telling them out of the game (no field, no quest left to finish).

The game (seed 17, the house rule of Провалы at 9: a coronation and a crown battle after ~1,255 actions) is
played once per module in process by the whole games' policy, each action as ``Table.act``
plays it (``perform``) but written to the log at once, the last one through ``Table.act``
(which keeps the engine's state beside the log, as a table's session has it): 1.4 s CPU
(0.8 s the play, 0.6 s the replay before the last act), ~5 s wall, where an ``act`` each
(a write, an fsync and a kept state per action) took 15 s CPU and 52 s wall.
The pages of both sizes read the same finished session."""

from __future__ import annotations

import re

import pytest
from browser_page import LAPTOP, PHONE, POLL, WAIT, LiveServer, emulate, shoot, shown
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from test_live_geometry import _drawn_at
from test_page_board_follows import SHOWN
from test_whole_games_page import _centre, _inside, _on_page
from whole_games import AMBER_PLAYERS, AmberPolicy, header_players

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.store import rewrite_session_file, session_lock
from pnpkit.referee.table import Table
from pnpkit.rules.session import SessionHeader, perform

SEED, OPTIONS, LIMIT = 17, (("provaly_threshold", "9"),), 3000


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """The session of a whole game played to its king, and the king."""
    path = tmp_path_factory.mktemp("amber-end") / "game.pnp"
    table = Table.new(path, SessionHeader("amber", SEED, header_players(AMBER_PLAYERS["ru"]), locale="ru",
                                          options=OPTIONS))
    header, state, actions, policy = table.header, table.state, [], AmberPolicy(SEED)
    while not table.referee.is_over(state) and len(actions) < LIMIT:
        words = policy.words(state)
        state, _, action = perform(table.referee, header, state, len(actions) + 1, words[0], words[1:])
        actions.append(action)
    assert state.game.over and state.game.winner is not None, f"no king after {len(actions)} actions"
    with session_lock(path) as lock:  # the log but its last action at once, then the last as a table acts
        rewrite_session_file(table.file, tuple(actions[:-1]), lock)
    last = Table.open(path).act(actions[-1].command, actions[-1].args, confirmed=True)
    assert last.action == actions[-1]
    return path, state.game.players[state.game.winner]


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_the_end_of_an_amber_game_on_the_page(finished, tmp_path, browser, size):
    session, king = finished
    emulate(browser, size)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
        wait.until(lambda d: "Игра окончена" in d.find_element(By.ID, "prompt").text)
        prompt = browser.find_element(By.ID, "prompt").text
        assert re.search(rf"{king.name} — (король|королева) Эмбера", prompt), prompt
        log = browser.find_element(By.ID, "log").text
        assert "Битва за корону, по раундам" in log and re.search(r"Раунд 1: ", log), log[:2000]
        assert browser.execute_script(SHOWN) == ["kingdom", "tab:kingdom"]
        assert not browser.find_elements(By.CSS_SELECTOR, "#now .choices button, .overlay .target")
        game = LIVE.referee.game("ru")
        picture = next(p for p in LIVE.pictures("ru") if p.id == "kingdom")
        field = next(f for f in game.fields_of("kingdom") if f.id == king.position)
        piece = f'.overlay[data-board="kingdom"] .piece[data-player="{king.name}"] circle:not(.halo)'
        at = _centre(shown(browser, piece))
        assert _inside(at, _on_page(browser, picture, _drawn_at(picture, game, field))), \
            f"the king on {king.position} is drawn at {at}"
        for panel in browser.find_elements(By.CSS_SELECTOR, "#players .player"):  # those out of the game
            if panel.get_attribute("data-player") != king.name:
                assert "выбыл" in panel.text and not panel.find_elements(By.CSS_SELECTOR, ".place"), panel.text
                assert "задание" not in panel.text, panel.text
        shoot(browser, tmp_path, f"amber-end-{size[0]}")
        browser.get("about:blank")

"""The end of a four-player Amber game on the live page (issue #31.3), at a phone's size
and a laptop's: the winner told at the top, the battle for the crown round by round in the
log, the Kingdom's board shown with the king's piece inside his field.

The game (seed 12, the house rule of Провалы at 9: a coronation after 2,189 actions) is
played once per module through ``Table.act`` in process by the whole games' policy, and
the page of both sizes reads the same finished session.  Without an fsync per action the
game takes ~13 s CPU instead of 15 s CPU and 52 s wall (the session is a temporary file:
its durability is not what is tested here)."""

from __future__ import annotations

import os
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
from pnpkit.referee.table import Table
from pnpkit.rules.session import SessionHeader

SEED, OPTIONS, LIMIT = 12, (("provaly_threshold", "9"),), 3000


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """The session of a whole game played to its king, and the king."""
    path = tmp_path_factory.mktemp("amber-end") / "game.pnp"
    table = Table.new(path, SessionHeader("amber", SEED, header_players(AMBER_PLAYERS["ru"]), locale="ru",
                                          options=OPTIONS))
    policy = AmberPolicy(SEED)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        while not table.referee.is_over(table.state) and len(table.actions) < LIMIT:
            words = policy.words(table.state)
            table.act(words[0], words[1:], confirmed=True)
    game = table.state.game
    assert game.over and game.winner is not None, f"no king after {len(table.actions)} actions"
    return path, game.players[game.winner]


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
        shoot(browser, tmp_path, f"amber-end-{size[0]}")
        browser.get("about:blank")

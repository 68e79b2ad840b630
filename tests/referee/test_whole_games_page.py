"""The live page as tables use it (issue #31, "done when"), in headless Chromium at a
phone's size (390 × 844) and a laptop's (1366 × 900):

- for several rolls, the lit box of every reachable field lies on that field as the
  board picture draws it, a click on it moves there, and the piece is then drawn inside
  that field;
- a four-player Amber game played by clicks only (roll, a lit field, resolve, the
  fight, the answers), the policy of the CLI games choosing, past a player's death;
- a race of three played to its winner by the page's buttons (an obstacle that asks whom
  to pick gives a button for each player).

Skipped where Chromium or Selenium is missing (``browser_page`` skips it)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from browser_page import (
    LAPTOP,
    PHONE,
    POLL,
    WAIT,
    LiveServer,
    click,
    click_at,
    emulate,
    page_state,
    shoot,
    shown,
)
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from test_live_geometry import _drawn_at
from whole_games import AMBER_PLAYERS, RACE_PLAYERS, AmberPolicy, header_players

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.games.amber.rules import engine
from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.table import Table
from pnpkit.rules.session import SessionHeader

ANSWERS = "#message .answers button"  # an obstacle's question: a button for each player it may pick
RACE_OPENING, RACE_CLICKS = 85, 46  # the race (seed 11) ends after 129 turns; turn 90 asks whom to pick
TOLERANCE = 1.5  # px: a lit box drawn on its field, up to rounding


def amber_session(path: Path, seed: int, locale: str = "ru") -> Path:
    Table.new(path, SessionHeader("amber", seed, header_players(AMBER_PLAYERS[locale]), locale=locale))
    return path


def _on_page(browser, picture, rect) -> dict:
    """A rectangle of the picture (its own units, y downwards) where the page shows it now."""
    img = browser.find_element(By.CSS_SELECTOR, f'.board-scroll[data-board="{picture.id}"] img')
    box = browser.execute_script("const r = arguments[0].getBoundingClientRect();"
                                 "return [r.left, r.top, r.width, r.height];", img)
    sx, sy = box[2] / picture.width, box[3] / picture.height
    x, y, w, h = rect
    return {"left": box[0] + x * sx, "top": box[1] + y * sy, "right": box[0] + (x + w) * sx,
            "bottom": box[1] + (y + h) * sy}


def _inside(point: tuple[float, float], box: dict) -> bool:
    x, y = point
    return box["left"] - TOLERANCE <= x <= box["right"] + TOLERANCE and \
        box["top"] - TOLERANCE <= y <= box["bottom"] + TOLERANCE


def _wait_actions(session: Path, n: int) -> bool:
    try:
        WebDriverWait(None, WAIT, poll_frequency=0.1).until(lambda _: len(Table.open(session).actions) >= n)
        return True
    except TimeoutException:
        return False


@pytest.mark.parametrize(("size", "seed"), [(PHONE, 5), (LAPTOP, 21), (PHONE, 21)], ids=["phone-5", "laptop-21", "phone-21"])
def test_each_lit_box_is_on_its_field_and_moves_the_piece_there(tmp_path, browser, size, seed):
    session = amber_session(tmp_path / "game.pnp", seed)
    Table.open(session).act("roll", [])
    rolled = Table.open(session).state
    if rolled.pending is not None or rolled.game.phase != "move":
        pytest.skip(f"seed {seed}: the first roll does not ask for a move")
    mover = rolled.game.current.name
    game, picture = LIVE.referee.game("ru"), LIVE.pictures("ru")[0]
    drawn = {f.id: f for f in game.fields_of("main") if f.rect is not None}
    dests = [d for d in sorted({m.dest for m in engine.moves_for(rolled.game)}) if d in drawn]
    assert len(dests) >= 3
    emulate(browser, size, touch=False)
    wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '.overlay[data-board="main"] .target'))
        done = len(Table.open(session).actions)
        for dest in dests:
            css = f'.overlay[data-board="main"] .target[data-field="{dest}"]'
            wait.until(lambda d, c=css: d.find_elements(By.CSS_SELECTOR, c))
            lit = shown(browser, css)
            field = _on_page(browser, picture, _drawn_at(picture, game, drawn[dest]))
            for side in ("left", "top", "right", "bottom"):
                assert abs(lit[side] - field[side]) <= TOLERANCE, f"{dest}: lit box {lit} ≠ field {field}"
            click_at(browser, (lit["left"] + lit["right"]) / 2, (lit["top"] + lit["bottom"]) / 2)
            done += 1
            assert _wait_actions(session, done), f"{size}: a click on the lit {dest} did nothing"
            last = Table.open(session).actions[-1]
            assert (last.command, list(last.args)) == ("move", [dest]), f"a click on {dest} moved to {last.args}"
            piece = f'.overlay[data-board="main"] .piece[data-player="{mover}"] circle:not(.halo)'
            rect = _drawn_at(picture, game, drawn[dest])
            try:  # the page redraws on the change event: the piece moves there
                wait.until(lambda d, p=piece, r=rect: _inside(_centre(shown(d, p)), _on_page(d, picture, r)))
            except TimeoutException:
                at, field = _centre(shown(browser, piece)), _on_page(browser, picture, rect)
                pytest.fail(f"{size}: the piece on {dest} is drawn at {at}, the field is {field}")
        shoot(browser, tmp_path, f"lit-{size[0]}-{seed}")
        browser.get("about:blank")


def _centre(box: dict | None) -> tuple[float, float]:
    if box is None:
        return (-1e9, -1e9)
    return (box["left"] + box["right"]) / 2, (box["top"] + box["bottom"]) / 2


# --------------------------------------------------------------------------- whole games by clicks


def _click_choice(browser, server, words: list[str]) -> bool:
    """Click the page's button for ``words`` (the state the page shows lists its buttons
    in order, with the command each one sends); False when there is none."""
    words = {"no": ["choose", "1"], "yes": ["choose", "2"]}.get(words[0], words)  # the page's buttons
    choices = page_state(server)["choices"]
    for i, choice in enumerate(choices):
        if [choice["command"], *choice["args"]] == words:
            buttons = browser.find_elements(By.CSS_SELECTOR, "#choices button")
            if i < len(buttons):
                browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", buttons[i])
                buttons[i].click()
                return True
    return False


def _click_field(browser, server, dest: str) -> bool:
    css = f'.overlay .target[data-field="{dest}"]'
    lit = shown(browser, css)
    if lit is None:
        return False
    click_at(browser, (lit["left"] + lit["right"]) / 2, (lit["top"] + lit["bottom"]) / 2)
    return True


def _confirm_if_asked(browser) -> None:
    yes = browser.find_elements(By.ID, "confirm-yes")
    if yes and yes[0].is_displayed():
        yes[0].click()


#: (seed, clicks): the policy's four players lose a battle and die after 26 actions (seed 27:
#: Вика) and after 9 (seed 25: Аня); the clicks go on past the death into the next round
DEATHS = {"phone": (27, 32), "laptop": (25, 24)}


@pytest.mark.parametrize(("size", "name"), [(PHONE, "phone"), (LAPTOP, "laptop")], ids=["phone", "laptop"])
def test_an_amber_game_by_clicks_past_a_death(tmp_path, browser, size, name):
    """Four players by clicks only (roll, a lit field, resolve, the fight, the answers),
    the policy of the CLI games choosing, through a lost battle and a death: the page's
    log tells the death, the dead player's panel names the new traveller (not the first
    one dealt), and the new piece stands inside the field it was put on."""
    seed, clicks = DEATHS[name]
    session = amber_session(tmp_path / "game.pnp", seed)
    policy = AmberPolicy(seed)
    emulate(browser, size, touch=False)
    wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
    kinds: set[str] = set()
    died = None
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#choices button"))
        for _ in range(clicks):
            table = Table.open(session)
            words = policy.words(table.state)
            done = len(table.actions)
            clicked = _click_field(browser, server, words[1]) if words[0] == "move" else \
                _click_choice(browser, server, words)
            assert clicked, f"no button or lit field on the page for {words}: {page_state(server)['choices']}"
            if not _wait_actions(session, done + 1):
                _confirm_if_asked(browser)
                assert _wait_actions(session, done + 1), f"{words} clicked, nothing happened"
            kinds.add(words[0])
            wait.until(lambda d, n=done + 1: f"{n}" in d.find_element(By.ID, "actions").text)
            if died is None:
                died = next((p for p in Table.open(session).state.game.players if p.deaths), None)
                if died is not None:  # the page as it tells the death
                    wait.until(lambda d: "погиба" in d.find_element(By.ID, "log").text)
                    _the_dead_player_shown(browser, died)
                    shoot(browser, tmp_path, f"amber-death-{size[0]}")
        shoot(browser, tmp_path, f"amber-{size[0]}")
        browser.get("about:blank")
    table = Table.open(session)
    assert died is not None, f"no death in {clicks} clicks"
    assert table.state.game.tour >= 2, "every player had a turn"
    assert {"roll", "move", "resolve", "fight"} <= kinds, kinds
    table.verify()  # raises at the first action that does not replay


def _the_dead_player_shown(browser, died) -> None:
    names = LIVE.referee.names("ru")
    panel = browser.find_element(By.CSS_SELECTOR, f'#players .player[data-player="{died.name}"]')
    assert names[died.traveller] in panel.text, f"{died.name}: the panel says {panel.text!r}"
    game, picture = LIVE.referee.game("ru"), LIVE.pictures("ru")[0]
    field = next((f for f in game.fields_of("main") if f.id == died.position and f.rect is not None), None)
    if died.board == "main" and field is not None:
        piece = f'.overlay[data-board="main"] .piece[data-player="{died.name}"] circle:not(.halo)'
        at = _centre(shown(browser, piece))
        assert _inside(at, _on_page(browser, picture, _drawn_at(picture, game, field))), \
            f"{died.name} reborn on {died.position} is drawn at {at}"


def _race_turn(table, players, rng) -> None:
    """One turn as another terminal would type it (an obstacle's pick at random)."""
    try:
        table.act("turn", [])
    except Exception:  # noqa: BLE001 - the obstacle asks whom to pick: the same dice again
        current = table.referee.current_player(table.state)
        table.act("turn", [rng.choice([name for name, _ in players if name != current])])


def test_a_race_to_its_winner_by_clicks(tmp_path, browser):
    """The race's opening turns typed at the table (another terminal), its last
    ``RACE_CLICKS`` turns and the winner on the phone page, by its buttons (an obstacle
    that asks whom to pick shows a button for each player)."""
    seed, locale = 11, "en"
    session = tmp_path / "game.pnp"
    players = RACE_PLAYERS[locale]
    table = Table.new(session, SessionHeader("race", seed, header_players(players), locale=locale))
    rng = random.Random(seed)
    while len(table.actions) < RACE_OPENING:
        _race_turn(table, players, rng)
    emulate(browser, PHONE, touch=False)
    wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
    picked = 0
    with LiveServer(make_app(ServeConfig(session, locale), None)) as server:
        browser.get(server.url)
        for _ in range(RACE_CLICKS):
            table = Table.open(session)
            if table.referee.is_over(table.state):
                break
            done = len(table.actions)
            wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, ANSWERS))  # the last answer gone
            click(wait, '#choices button[data-command="turn"]')
            wait.until(lambda d, done=done: len(Table.open(session).actions) > done
                       or d.find_elements(By.CSS_SELECTOR, ANSWERS))
            if len(Table.open(session).actions) > done:
                continue
            # an obstacle asks whom to pick: a button for each player it may pick, with where
            # that player stands
            answers = browser.find_elements(By.CSS_SELECTOR, ANSWERS)
            assert answers, browser.find_element(By.ID, "message").text
            assert all(re.search(r": (square \d+|Start|Finish|.+, square \d+)", b.text) for b in answers), \
                [b.text for b in answers]
            pick = rng.choice(answers)
            rival = pick.get_attribute("data-args")
            pick.click()
            assert _wait_actions(session, done + 1), f"the answer {rival} clicked, nothing happened"
            assert list(Table.open(session).actions[-1].args) == [rival]
            picked += 1
        table = Table.open(session)
        assert table.referee.is_over(table.state), f"no winner after {RACE_CLICKS} turns on the page"
        assert picked, "no obstacle asked whom to pick in the turns played on the page"
        wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, '#choices button[data-command="turn"]'))
        said = browser.find_element(By.TAG_NAME, "body").text
        winner = table.referee.to_json(table.state)["winners"][0]
        assert winner in said and re.search(r"\b(wins|won|winner)\b", said, re.I), said[-600:]
        shoot(browser, tmp_path, "race-phone")
        browser.get("about:blank")
    table.verify()

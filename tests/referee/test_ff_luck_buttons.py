"""#31: the live page highlighted Fighting Fantasy's first «Test your Luck» button
whatever the situation (the server made the first button of a game without a board its
primary).  The highlighted button is the one the rules recommend: the luck answer with
the better chance, none when both read the same, none among plain commands (luck and eat
outside a fight); the race's single «roll» stays the next step."""

from __future__ import annotations

import pytest

from pnpkit.referee.server import state_json
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


def _wounded(path, stamina: int) -> Table:
    """Аня (SKILL 7, LUCK 7) at ``stamina`` loses the first round to a troll (9/6): a
    wound of 2 is pending, and LUCK may soften it."""
    table = Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "7/14/7", "f"),), locale="en"))
    table.act("change", ["stamina", str(stamina - 14)])
    # a risky fight asks first (win under 50 %): the table said yes
    table.act("fight", ["--enemy", "Тролль:9:6"], entered=[6, 6, 1, 1], confirmed=True)  # the troll's dice first
    assert table.state.fight.pending
    return table


def _primary(table: Table) -> list[str]:
    return [c["label"] for c in state_json(table, None, "en", True)["choices"] if c["primary"]]


def test_testing_luck_is_highlighted_only_where_it_is_the_better_chance(tmp_path):
    # at 2 STAMINA the wound kills unless LUCK holds: test (3.9 %) against die (0 %)
    assert _primary(_wounded(tmp_path / "a.pnp", 2)) == ["Test your Luck (LUCK −1): win 3.9%"]
    # at 8 an unlucky test costs more than it saves: do not test (30.6 % against 28.0 %)
    assert _primary(_wounded(tmp_path / "b.pnp", 8)) == ["Do not test: win 30.6%"]


def test_no_button_is_highlighted_when_the_chances_read_the_same(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),)))
    table.act("fight", ["--enemy", "Орк:6:5"])
    labels = [c["label"] for c in state_json(table, None, "en", True)["choices"]]
    assert labels[0].endswith("win over 99.9999%") and labels[1].endswith("win over 99.9999%")
    assert _primary(table) == []


def test_out_of_a_fight_no_plain_command_is_highlighted(tmp_path):
    table = Table.new(tmp_path / "game.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),)))
    table.act("change", ["stamina", "-3"])  # a meal is offered only where it helps
    assert [c["command"] for c in state_json(table, None, "en", True)["choices"]] == ["luck", "eat"]
    assert _primary(table) == []
    table.act("eat")  # at full STAMINA again: no meal offered, and the luck test alone is no next step
    assert [c["command"] for c in state_json(table, None, "en", True)["choices"]] == ["luck"]
    assert _primary(table) == []


@pytest.mark.parametrize(("stamina", "highlighted"), [(2, "luck"), (8, "luck нет"), (None, "")])
def test_the_page_highlights_the_recommended_button(tmp_path, browser, stamina, highlighted):
    from browser_page import POLL, WAIT, LiveServer, shoot
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    from pnpkit.referee.server import ServeConfig, make_app

    path = tmp_path / "game.pnp"
    if stamina is None:
        Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),), locale="en"))
    else:
        _wounded(path, stamina)
    with LiveServer(make_app(ServeConfig(path, "en"), None)) as server:
        browser.get(server.url)
        WebDriverWait(browser, WAIT, poll_frequency=POLL).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "#choices button")))
        buttons = browser.find_elements(By.CSS_SELECTOR, "#choices button")
        shoot(browser, tmp_path, f"luck-{stamina}")
        lit = [" ".join([b.get_attribute("data-command")] + (["нет"] if "Do not" in b.text else []))
               for b in buttons if "primary" in (b.get_attribute("class") or "").split()]
        assert lit == ([highlighted] if highlighted else [])


@pytest.mark.parametrize(("locale", "keep", "question", "needless"), [
    ("ru", "лучше не испытывать — УДАЧА сбережётся", "Испытать удачу?", "Удар и без удачи решает бой (Орк)"),
    ("en", "do not test, and keep your LUCK", "Test your Luck?", "Your blow wins the fight without luck (Орк)")])
def test_a_test_that_changes_nothing_is_not_asked(tmp_path, locale, keep, question, needless):
    """Session 13: «Шанс победы одинаков при любом выборе: 100 %» left the table to spend a
    LUCK point on nothing (declining kills the Orc at once); session 14: the question was
    still asked with the advice to keep it.  A blow whose plain 2 fells the last opponent is
    not asked about (seed 003: luck in a fight is tested at will): the fight is won, LUCK
    kept, and a line says why.  Where the hero dies either way (0 %), nothing is advised."""
    from pnpkit.referee.narrate import action_lines

    def offer(path, stamina: int, enemy: str, dice: list[int]) -> list[str]:
        table = Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),), locale=locale))
        if stamina < 20:
            table.act("change", ["stamina", str(stamina - 20)])
        table.act("fight", ["--enemy", enemy], entered=dice, confirmed=True)
        return action_lines(table.referee, table.actions[-1], table.history[-1], locale)

    certain = offer(tmp_path / "a.pnp", 20, "Орк:6:2", [1, 1, 3, 3])  # Аня wounds the Orc's last 2
    assert not any(question in line or keep in line for line in certain), certain
    assert any(line.startswith(needless) for line in certain), certain
    won = Table.open(tmp_path / "a.pnp").state
    assert won.fight is None and won.hero.luck.current == 9 and won.record[-1][1] == "won"
    lost = offer(tmp_path / "b.pnp", 1, "Тролль:12:30", [6, 6, 1, 1])  # the troll's wound kills her anyway
    assert not any(keep in line for line in lost) and any("0\u00a0%" in line or "0%" in line for line in lost), lost

"""The status a table needs, on the live page (#31.4): the cards lying on fields (a
line per field), what a Source card still holds, and each quest's fields still to
visit, in the status's own words; shown in a card «На столе» of their own."""

from __future__ import annotations

from whole_games import amber_played

from pnpkit.games.amber.amber_live import LIVE
from pnpkit.referee.server import state_json

SEED, ACTIONS = 34, 62  # the policy's game then has cards on two fields, a Source and a quest


def _expected(table) -> tuple[list[str], list[tuple[str, str]]]:
    names = LIVE.referee.names("ru")
    game = table.state.shown()
    lying = [f"«{names[f]}»: {', '.join(names[c] for c in cards)}"
             for f, cards in sorted(game.on_fields.items()) if cards]
    quests = [(p.name, names[p.quest[0]]) for p in game.players if p.quest]
    return lying, quests


def test_cards_on_fields_sources_and_quests_are_in_the_page_s_state(tmp_path):
    table = amber_played(tmp_path / "game.pnp", SEED, ACTIONS)
    lying, quests = _expected(table)
    assert len(lying) >= 2 and quests
    status = list(state_json(table, LIVE, "ru", True)["status"])
    assert status[:len(lying) + 1] == ["Карты на полях:", *lying], status
    sources = [line for line in status if line.startswith("Источники:")]
    assert len(sources) == 1 and "осталось 4" in sources[0], status
    panels = {p["name"]: p for p in state_json(table, LIVE, "ru", True)["players"]}
    for name, card in quests:
        assert any(n.startswith(f"задание {card}: осталось пройти ") for n in panels[name]["notes"]), panels[name]


def test_the_page_shows_them_in_a_card_of_their_own(tmp_path, browser):
    from browser_page import PHONE, POLL, WAIT, LiveServer, emulate, shoot
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from pnpkit.referee.server import ServeConfig, make_app

    session = tmp_path / "game.pnp"
    lying, quests = _expected(amber_played(session, SEED, ACTIONS))
    emulate(browser, PHONE)
    with LiveServer(make_app(ServeConfig(session, "ru"), LIVE)) as server:
        browser.get(server.url)
        card = WebDriverWait(browser, WAIT, poll_frequency=POLL).until(
            lambda d: next(iter(c for c in d.find_elements(By.ID, "on-table-card") if c.is_displayed()), None))
        browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", card)
        lines = [p.text for p in card.find_elements(By.CSS_SELECTOR, "#on-table p")]
        assert lines[:len(lying) + 1] == ["Карты на полях:", *lying], lines
        players = browser.find_element(By.ID, "players").text
        assert all(f"задание {card}" in players for _, card in quests), players
        shoot(browser, tmp_path, "on-table-390")
        browser.get("about:blank")


def test_each_field_with_cards_has_a_badge_of_their_count_on_the_board(tmp_path):
    table = amber_played(tmp_path / "game.pnp", SEED, ACTIONS)
    names = LIVE.referee.names("ru")
    lying = {f: cards for f, cards in table.state.shown().on_fields.items() if cards}
    marks = {m.field: (m.text, m.title) for m in LIVE.view(table.state, "ru").marks}
    assert marks == {f: (str(len(cards)), ", ".join(names[c] for c in cards)) for f, cards in lying.items()}
    overlay = state_json(table, LIVE, "ru", True)["overlays"]["main"]
    assert all(f'<g class="mark" data-field="{f}">' in overlay for f in lying), overlay[:300]

"""A Fighting Fantasy adventure played through the live page (issue #31, "done when"),
in headless Chromium at a phone's size (Russian) and a laptop's (English): the book's
commands typed into the page's command line (a potion taken, the odds of a fight before
it, the fight started, a trap, a potion drunk), the dragon's fight confirmed (more likely
lost than won: asked with its odds first), everything else by the page's buttons
(each round, each luck question with its odds, a luck test out of a fight, a meal), to
the hero's death told at the top of the page with no button left.

Skipped where Chromium or Selenium is missing (``browser_page`` skips it)."""

from __future__ import annotations

import pytest
from browser_page import LAPTOP, PHONE, POLL, WAIT, LiveServer, click, emulate, shoot
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from test_live_phone import covered

from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

BOOK = {
    "ru": {"hero": ("Аня", "11/20/9", "f"), "take": "взять зелья 1", "odds": "шансы --enemy Орк:6:5",
           "trap": "изменить выносливость -6", "drink": "выпить выносливость",
           "fights": ("бой --enemy Орк:6:5", "бой --enemy Гоблин:5:4 --enemy \"Гоблин-лучник:5:5\""),
           "last": "бой --enemy \"Красный дракон:12:40\"", "odds_said": "Шанс победы", "over": "Партия окончена",
           "dead": "Ты погибла. Приключение окончено."},
    "en": {"hero": ("Ann", "11/20/9", "f"), "take": "take potions 1", "odds": "odds --enemy Orc:6:5",
           "trap": "change stamina -6", "drink": "drink stamina",
           "fights": ("fight --enemy Orc:6:5", "fight --enemy Goblin:5:4 --enemy Goblin_Archer:5:5"),
           "last": "fight --enemy \"Red Dragon:12:40\"", "odds_said": "win", "over": "The game is over",
           "dead": "You are dead. The adventure is over."},
}
ROUNDS = 60  # clicks a fight may take (the dragon's fight ends in far fewer)


class Adventure:
    """The page of one session, and what was done on it."""

    def __init__(self, browser, session) -> None:
        self.browser, self.session = browser, session
        self.wait = WebDriverWait(browser, WAIT, poll_frequency=POLL)
        self.done: list[str] = []  # what each logged action was: typed words or a button's command

    def logged(self) -> int:
        return len(Table.open(self.session).actions)

    def _after(self, before: int) -> None:
        try:
            self.wait.until(lambda _: self.logged() > before)
        except TimeoutException:
            pytest.fail(f"nothing logged after {self.done[-1:]}: {self.browser.find_element(By.ID, 'message').text}")
        # the page has read the new state when its log counts the new action
        self.wait.until(lambda d: f"#{before + 1} " in d.find_element(By.ID, "log").text)

    def type(self, line: str, logged: bool = True) -> str:
        before, shown = self.logged(), self.browser.find_element(By.ID, "message").text
        box = self.browser.find_element(By.ID, "command-line")
        box.clear()
        box.send_keys(line)
        self.browser.find_element(By.CSS_SELECTOR, "#command button[type=submit]").click()
        if logged:
            self.done.append(line)
            self._after(before)
        else:
            self.wait.until(lambda d: d.find_element(By.ID, "message").text not in ("", shown))
        return self.browser.find_element(By.ID, "message").text

    def buttons(self) -> list:
        return [b for b in self.browser.find_elements(By.CSS_SELECTOR, "#choices button") if b.is_displayed()]

    def press(self, pick) -> None:
        """Press the button ``pick(buttons)`` names (looked for again if the page redrew)."""
        before = self.logged()
        for _ in range(20):
            try:
                button = pick(self.buttons())
                self.done.append(button.get_attribute("data-command"))
                button.click()
                break
            except StaleElementReferenceException:
                continue
        self._after(before)

    def fight(self, line: str, confirm: bool = False) -> None:
        """A fight to its end by the page's buttons: every other wound tested for luck;
        ``confirm``: a fight more likely lost than won is asked first, with its odds."""
        if confirm:
            before = self.logged()
            said = self.type(line, logged=False)
            assert "%" in said and not self.logged() > before, said  # nothing rolled before the yes
            self.done.append(line)
            click(self.wait, "#confirm-yes")
            self._after(before)
        else:
            self.type(line)
        test = True
        for _ in range(ROUNDS):
            state = Table.open(self.session).state
            if state.fight is None or state.dead:
                return
            if state.fight.pending:  # two answers, each with the odds it leaves
                labels = [b.text for b in self.buttons()]
                assert len(labels) == 2 and all("%" in t for t in labels), labels
                self.press(lambda bs, t=test: bs[0 if t else 1])
                test = not test
            else:
                self.press(lambda bs: next(b for b in bs if b.get_attribute("data-command") == "fight"))
        pytest.fail(f"a fight of {ROUNDS} rounds")


@pytest.mark.parametrize(("size", "locale"), [(PHONE, "ru"), (LAPTOP, "en")], ids=["phone-ru", "laptop-en"])
def test_an_adventure_to_its_end_through_the_page(tmp_path, browser, size, locale):
    book = BOOK[locale]
    session = tmp_path / "game.pnp"
    Table.new(session, SessionHeader("fighting-fantasy", 31, (Player(*book["hero"]),), locale=locale))
    emulate(browser, size)
    with LiveServer(make_app(ServeConfig(session, locale), None)) as server:
        browser.get(server.url)
        page = Adventure(browser, session)
        page.wait.until(lambda d: page.buttons())
        page.type(book["take"])
        said = page.type(book["odds"], logged=False)  # nothing rolled, nothing logged
        assert book["odds_said"] in said and "%" in said, said
        for line in book["fights"]:
            page.fight(line)
            assert not Table.open(session).state.dead, "the hero died before the dragon"
            if len(page.done) < 12:
                shoot(browser, tmp_path, f"ff-{size[0]}-fought")
            page.type(book["trap"])
            page.press(lambda bs: next(b for b in bs if b.get_attribute("data-command") == "luck"))
            hero = Table.open(session).state.hero
            if hero.potions and hero.stamina.current <= hero.stamina.initial - 6:
                page.type(book["drink"])
            else:
                page.press(lambda bs: next(b for b in bs if b.get_attribute("data-command") == "eat"))
        assert not covered(browser)
        # «0 %» read «0» / «%.» across two lines of the log (session 13): the sign is held to its number
        broken = browser.execute_script(r"return (document.body.textContent.match(/\d %/g) || []).length")
        assert broken == 0 and (locale == "en" or "\u00a0%" in browser.execute_script(
            "return document.body.textContent")), broken
        assert browser.execute_script("return document.documentElement.scrollWidth") <= size[0]
        for _ in range(3):  # the dragon, until the end
            page.fight(book["last"], confirm=True)
            if Table.open(session).state.dead:
                break
        table = Table.open(session)
        assert table.state.dead, "the hero outlived three dragons"
        page.wait.until(lambda d: not page.buttons())
        prompt = browser.find_element(By.ID, "prompt").text
        assert prompt.splitlines()[0] == book["dead"], prompt
        assert book["over"] in browser.find_element(By.ID, "turn").text
        shoot(browser, tmp_path, f"ff-{size[0]}-end")
        browser.get("about:blank")
    commands = [a.command for a in table.actions]
    assert commands.count("fight") >= 8 and "drink" in commands and "eat" in commands, commands
    assert commands.count("luck") >= 4, commands  # in fights and out of them
    table.verify()

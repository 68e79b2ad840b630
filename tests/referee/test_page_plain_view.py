"""The page of a game without a board (Fighting Fantasy, the race), #31: a plain
command's button says what it does, not the terminal's note on arguments it never sends
(«испытать удачу (удача нет — отказаться)»); the end of the game is told at the top of
the page with the game's own sentence (who won, or that the hero died), no button left."""

from __future__ import annotations

import pytest

from pnpkit.referee.server import state_json
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

LABELS = {"ru": (["Испытать удачу", "Съесть порцию: +2 ВЫНОСЛИВОСТИ"], "Следующий раунд"),
          "en": (["Test your Luck", "Eat a meal: +2 STAMINA"], "Next round")}


def _hero(path, locale: str) -> Table:
    hero = Player("Аня" if locale == "ru" else "Ann", "7/14/7", "f")
    return Table.new(path, SessionHeader("fighting-fantasy", 3, (hero,), locale=locale))


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_plain_buttons_say_what_they_do(tmp_path, locale):
    table = _hero(tmp_path / "game.pnp", locale)
    outside, next_round = LABELS[locale]
    table.act("change", ["stamina", "-2"])  # a meal is offered only where it helps, saying what (test_ff_meal_offer)
    assert [c["label"] for c in state_json(table, None, locale, True)["choices"]] == outside
    table.act("fight", ["--enemy", "Тролль:12:30"], confirmed=True)  # likely lost: asked first
    while table.state.fight.pending:  # a wound dealt: its luck question first
        table.act("luck", ["нет" if locale == "ru" else "no"])
    labels = [c["label"] for c in state_json(table, None, locale, True)["choices"]]
    assert labels[0] == next_round and all("(" not in label for label in labels), labels


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_end_of_an_adventure_is_told_at_the_top(tmp_path, locale):
    table = _hero(tmp_path / "game.pnp", locale)
    table.act("fight", ["--enemy", "Тролль:12:30"], confirmed=True)
    for _ in range(200):
        if table.state.dead:
            break
        pending = table.state.fight.pending
        table.act("luck", ["нет" if locale == "ru" else "no"]) if pending else table.act("fight", [])
    page = state_json(table, None, locale, True)
    assert page["over"] and not page["choices"]
    assert list(page["prompt"]) == [table.referee.over_line(table.state, locale)]
    assert page["prompt"][0] in ("Ты погибла. Приключение окончено.", "You are dead. The adventure is over."), \
        page["prompt"]


def test_a_hero_s_panel_does_not_show_the_first_sheet_as_if_it_were_now(tmp_path):
    table = _hero(tmp_path / "game.pnp", "ru")
    table.act("change", ["выносливость", "-6"])
    page = state_json(table, None, "ru", True)
    assert [p["character"] for p in page["players"]] == [""]
    assert any("ВЫНОСЛИВОСТЬ 8/14" in line for line in page["status"]), page["status"]

"""#31, session 14's table: a one-shot ``fight`` that declines the last round's luck choice
printed the new round's dice above that round's wound («кубики …» then «Ты теряешь 2
ВЫНОСЛИВОСТИ»), as if the wound came of them.  The lines follow the events: the wound
settled, then the dice, then the round; the same in the log, ``play`` and the page."""

from __future__ import annotations

import pytest

from pnpkit.referee.narrate import action_lines
from pnpkit.referee.server import told
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


@pytest.mark.parametrize(("locale", "wound", "dice", "fight"), [
    ("ru", "Ты теряешь 2 ВЫНОСЛИВОСТИ", "кубики 2d6", "Бой: Тролль"),
    ("en", "You lose 2 STAMINA", "dice 2d6", "Fight: Тролль")])
def test_a_new_round_tells_the_last_wound_before_its_own_dice(tmp_path, locale, wound, dice, fight):
    from pnpkit.cli.referee_status import kept_log_lines, log_lines

    path = tmp_path / "game.pnp"
    table = Table.new(path, SessionHeader("fighting-fantasy", 5, (Player("Аня", "9/20/9", "f"),), locale=locale))
    table.act("fight", ["--enemy", "Тролль:10:20"], entered=[6, 3, 4, 3], confirmed=True)  # the troll wounds her
    assert table.state.fight.pending
    table.act("fight", entered=[6, 4, 5, 5])  # the wound declined, then round 2 rolled
    lines = action_lines(table.referee, table.actions[-1], table.history[-1], locale)
    assert lines[0].startswith(wound) and lines[1].startswith(dice) and lines[2].startswith(dice), lines
    page = told(table.referee, table.actions[-1], table.history[-1], locale)
    assert page["lines"] == lines and (page["rolls_at"], page["rolls"]) == (1, 2)
    # the first round: the fight and its odds are said before its dice are rolled
    first = action_lines(table.referee, table.actions[0], table.history[0], locale)
    assert first[0].startswith(fight) and first[2].startswith(dice) and first[3].startswith(dice), first
    log = log_lines(Table.open(path), locale)
    assert kept_log_lines(path, locale) == log  # a one-shot log told from the kept state, the same
    assert [line.strip() for line in log[log.index(next(t for t in log if t.startswith("#2"))) + 1:]] == lines

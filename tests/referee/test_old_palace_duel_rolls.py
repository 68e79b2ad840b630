"""#31 leftover: sessions recorded before session 12 logged a palace duel's dice as the
crown battle's (``crown:NAME``), so their log read «2d6[4,2] = 6 (битва за корону)» where
no crown is fought for.  The log keeps what a roll was for as a key, so such a log is told
right from its action's events: a palace duel and no crown battle."""

from __future__ import annotations

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.kingdom import crown_battle
from pnpkit.referee.kept import KeptReferee, status_words
from pnpkit.referee.narrate import roll_lines
from pnpkit.rules.session import Action, Event, LiveDice


def _old_duel(seed: int) -> tuple[Action, str]:
    """A palace duel's action as an old log holds it: its dice labelled ``crown:NAME``."""
    dice = LiveDice(seed, 1)
    winner, rounds, _ = crown_battle({"Аня": 2, "Борис": 2}, dice, "simple", order=["Аня", "Борис"], why="crown")
    assert {r.why for r in dice.records} == {"crown:Аня", "crown:Борис"}
    return Action("choose", ("2",), None, tuple(dice.records)), winner


def test_an_old_logs_palace_duel_dice_are_told_as_the_duels():
    for seed in (3, 12, 40):
        action, winner = _old_duel(seed)
        duel = [Event("palace_duel", {"player": "Аня", "rival": "Борис", "winner": winner, "rounds": 2})]
        for referee in (REFEREE, KeptReferee(status_words("amber"))):  # replayed, and read from the kept view
            for locale, label in (("ru", "(поединок во дворце)"), ("en", "(duel in the palace)")):
                lines = roll_lines(referee, action, locale, duel)
                assert len(lines) == len(action.rolls) and all(line.endswith(label) for line in lines), lines


def test_a_crown_battle_keeps_its_label_and_other_dice_are_untouched():
    action, winner = _old_duel(5)
    battle = [Event("palace_duel", {"player": "Аня", "rival": "Борис", "winner": winner, "rounds": 2}),
              Event("crown_battle", {"player": "Аня", "winner": winner})]  # both: the log's own label stands
    assert all(line.endswith("(битва за корону)") for line in roll_lines(REFEREE, action, "ru", battle))
    assert all(line.endswith("(битва за корону)") for line in roll_lines(REFEREE, action, "ru", []))
    moved = Action("roll", (), None, (LiveDice(1, 1).roll("1d6", "move"),))
    assert roll_lines(REFEREE, moved, "ru", battle[:1])[0].endswith("(ход)")

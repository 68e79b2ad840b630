"""Fighting Fantasy speaks to the hero in the second person, and in Russian a past-tense
verb agrees with the hero's gender (``--player Аня::ж``): «Ты ранила», «Ты поела»,
«Ты сбежала», «Ты погибла», «Героиня Аня»; a hero without one is spoken of in the
masculine, and English has nothing to agree."""

from __future__ import annotations

import pytest

from pnpkit.referee.narrate import event_lines
from pnpkit.referee.table import Table
from pnpkit.rules.session import Action, NoDice, Player, RuleError, SessionHeader

FEMININE = ("Ты ранила", "Ты поела", "Ты сбежала", "Ты погибла", "Героиня Аня", "Аня погибла")
MASCULINE = ("Ты ранил", "Ты поел", "Ты сбежал", "Ты погиб", "Герой Борис", "Борис погиб")


def adventure(path, player: Player, locale: str) -> str:
    """A blow luck offer, a meal, an escape and a death, as the session says them."""
    table = Table.new(path, SessionHeader("fighting-fantasy", 1, (player,), locale=locale))
    said: list[str] = list(table.referee.status(table.state, locale))

    def act(*words: str) -> None:
        said.extend(event_lines(table.referee, None, table.act(words[0], words[1:]).events, locale))

    act("fight", "--enemy", "Крыса:1:20")  # a rat that never wounds: the hero's blows only
    while not any("luck_offer" == e.kind for e in table.history[-1]):
        act("luck", "no") if table.state.fight.pending else act("fight")
    act("luck", "no")
    while table.state.fight is not None:
        act("luck", "no") if table.state.fight.pending else act("fight")
    act("change", "stamina", "-3")
    act("eat")
    act("fight", "--enemy", "Волк:1:9", "--escape")  # its first round is played at once
    while table.state.fight.pending:
        act("luck", "no")
    act("escape")
    act("luck", "no")
    act("change", "stamina", "-99")
    with pytest.raises(RuleError) as refused:  # `referee do eat` reaches the rules themselves
        table.referee.apply(table.state, Action("eat"), NoDice())
    return "\n".join([*said, refused.value.text(locale)])


def test_a_heroine_is_spoken_to_in_the_feminine(tmp_path):
    text = adventure(tmp_path / "g.pnp", Player("Аня", "10/20/9", "f"), "ru")
    for form in FEMININE:
        assert form in text, form
    for form in ("Ты ранил:", "Ты поел:", "Ты сбежал ", "Ты погиб.", "Герой Аня"):
        assert form not in text, form


def test_a_hero_without_a_gender_is_spoken_to_in_the_masculine(tmp_path):
    text = adventure(tmp_path / "g.pnp", Player("Борис", "10/20/9"), "ru")
    for form in MASCULINE:
        assert form in text, form
    assert "Ты ранила" not in text and "Героиня" not in text


def test_english_has_nothing_to_agree(tmp_path):
    her = adventure(tmp_path / "a.pnp", Player("Ann", "10/20/9", "f"), "en")
    him = adventure(tmp_path / "b.pnp", Player("Ann", "10/20/9", "m"), "en")
    assert her == him and "You wounded Крыса" in her and "You are dead" in her

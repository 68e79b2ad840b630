"""Issue #30 (amber3 brief, 4): the simulator's policy answers every question the engine can
ask — the Bourse, a thing too many left on a field, the Fairy moving a charmed traveller,
a friend set on a traveller, the rest — with a deliberate default, and no step is left to
the table in whole seeded games."""

from __future__ import annotations

import pytest

from pnpkit.games.amber.rules.coverage import ManualTally
from pnpkit.games.amber.rules.policy import QUESTIONS_ANSWERED, SimplePolicy, play_game
from pnpkit.games.amber.rules.referee_words import QUESTIONS
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_every_question_the_referee_can_word_has_a_policy_answer():
    assert set(QUESTIONS["ru"]) <= QUESTIONS_ANSWERED, sorted(set(QUESTIONS["ru"]) - QUESTIONS_ANSWERED)


@pytest.mark.parametrize("preset", ["original", "simplified"])
def test_seeded_games_leave_no_question_unanswered_and_no_step_by_hand(amber_game, preset):
    rules = load_rules(amber_game, preset)
    tally = ManualTally()
    asked: dict[str, int] = {}
    for seed in range(1, 9):
        policy = SimplePolicy.seeded(seed)
        decide = policy.decide

        def counting(state, who, question, options, info, decide=decide):
            asked[question] = asked.get(question, 0) + 1
            return decide(state, who, question, options, info)
        policy.decide = counting
        play_game(rules, seed, 3, policy=policy, observe=tally.observe)
        assert policy.unanswered == {}, policy.unanswered
    assert tally.cards > 500 and tally.manual == 0, tally.by_card
    assert len(asked) >= 10  # the games did meet questions


def test_every_question_in_the_engine_source_has_a_policy_answer():
    """The questions read off the engine's own calls (``ctx.ask``/``ctx.yes``/a decider)."""
    import re
    from pathlib import Path

    import pnpkit.games.amber.rules as package

    asked: set[str] = set()
    for path in Path(package.__file__).parent.glob("*.py"):
        if path.name.startswith(("referee", "policy")):
            continue
        text = path.read_text(encoding="utf-8")
        asked |= set(re.findall(r'(?:\.ask|\.yes|pick)\(\s*"([a-z-]+)"', text))
        asked |= set(re.findall(r'decide\([^()]*?,\s*\w+,\s*"([a-z-]+)"', text))
        asked |= set(re.findall(r'question = "([a-z-]+)"', text))
    assert len(asked) > 30
    assert asked <= QUESTIONS_ANSWERED, sorted(asked - QUESTIONS_ANSWERED)

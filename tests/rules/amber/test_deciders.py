"""The one decider the Amber tests answer the engine's questions with (tests/support)."""

from deciders import as_events, scripted


def test_a_scripted_decider_answers_by_index_or_by_yes_no_and_else_takes_the_first():
    asked = []
    decide = scripted({"buy": 2, "may": True, "nope": False}, asked)
    assert decide(None, 0, "buy", [None, "a", "b"], {}) == 2
    assert decide(None, 0, "may", [False, True], {}) == 1
    assert decide(None, 0, "nope", [True, False], {}) == 1
    assert decide(None, 0, "other", ["x", "y"], {}) == 0
    assert asked == ["buy", "may", "nope", "other"]


def test_a_note_keeps_each_question_as_the_referees_event():
    asked = []
    decide = scripted(asked=asked, note=as_events(["Аня", "Вика"]))
    assert decide(None, 1, "heal", [0, 1], {"price": 3}) == 0
    (event,) = asked
    assert event.kind == "question" and event.data == {
        "player": "Вика", "question": "heal", "options": [0, 1], "info": {"price": 3}, "players": ["Аня", "Вика"]}

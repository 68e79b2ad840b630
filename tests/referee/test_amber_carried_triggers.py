"""A trigger of a moment the player no longer meets is not told: seed 11's four players
(session 13's whole-game scan) — Борис, carried «вместо хода» by №65 before his move,
then heard «Срабатывает: №114 Вещий ворон.» at the end of his turn, with nothing after it
(its «may peek» ran no effect: the engine runs nothing once a player was carried). The
event stays (a pending action's count of shown events is in the state's digest: old logs
replay as recorded), marked idle, and is not told."""

from __future__ import annotations

from whole_games import amber_played, log_problems


def test_a_trigger_after_the_player_was_carried_is_not_told(tmp_path):
    table = amber_played(tmp_path / "game.pnp", 11, 631)
    events = table.history[630]
    assert [e.kind for e in events][:1] == ["chosen"]
    assert [e.data.get("idle") for e in events if e.kind == "trigger"] == [True]  # kept (the digests), not told
    assert any(e.kind == "trigger" and e.data["source"] == "card.065" for e in table.history[626])  # №65 carried him
    lines = table.referee.describe(events, "ru")
    assert not log_problems(["#631 выбрать 1", *lines], "ru", ["Аня", "Вика", "Борис", "Гоша"]), lines


def test_a_trigger_whose_offer_is_out_of_reach_is_not_told(tmp_path):
    # seed 13 (session 13's scan): the stargazer's «pay 1 thaler to peek» with no thaler,
    # the offer not made, told «Срабатывает: Звездочёт.» before every move roll of hers
    table = amber_played(tmp_path / "game.pnp", 13, 1120)
    events = table.history[1119]
    assert [(e.kind, e.data.get("idle")) for e in events][:2] == [("trigger", True), ("rolled_move", None)]
    assert not any("Звездочёт" in line for line in table.referee.describe(events, "ru"))
    asked = [e for events in table.history for e in events if e.kind == "question" and
             (e.data.get("info") or {}).get("source") == "traveller.stargazer"]
    assert asked  # when she has the thaler, the offer is still told (the trigger folded into it)

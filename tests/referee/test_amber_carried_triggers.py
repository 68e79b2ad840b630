"""A trigger that fired and did nothing is not told: session 13's whole-game scan heard
«Срабатывает: №114 Вещий ворон.» after №65 had carried Борис «вместо хода» (the engine runs
nothing once a player was carried), and «Срабатывает: Звездочёт.» before every move roll of
a stargazer with no thaler for her «pay 1 to peek» offer. The event stays (a pending
action's count of shown events is in the state's digest: old logs replay as recorded),
marked idle, and is not told. The games are searched, not indexed: a rules change moves
where such a trigger falls."""

from __future__ import annotations

from whole_games import amber_played, log_problems

PLAYERS = ["Аня", "Вика", "Борис", "Гоша"]


def _idle_actions(table) -> list[int]:
    return [i for i, events in enumerate(table.history)
            if any(e.kind == "trigger" and e.data.get("idle") for e in events)]


def test_an_idle_trigger_is_kept_and_not_told(tmp_path):
    table = amber_played(tmp_path / "game.pnp", 12, 760)
    idle = _idle_actions(table)
    sources = {e.data["source"] for i in idle for e in table.history[i] if e.kind == "trigger" and e.data.get("idle")}
    assert "traveller.stargazer" in sources, sources  # her offer out of reach (no thaler)
    for i in idle:
        events = table.history[i]
        for locale in ("ru", "en"):
            lines = table.referee.describe(events, locale)
            assert not any(line.startswith(("Срабатывает: Звездочёт", "Takes effect: Stargazer")) for line in lines)
            title = f"#{i + 1} {'ход' if locale == 'ru' else 'turn'}"
            assert not log_problems([title, *lines], locale, PLAYERS), lines


def test_a_told_trigger_is_not_idle(tmp_path):
    table = amber_played(tmp_path / "game.pnp", 14, 300)
    told = [e for events in table.history for e in events if e.kind == "trigger" and not e.data.get("idle")]
    assert told  # the mark is not on every trigger
    assert _idle_actions(table)

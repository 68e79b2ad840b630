"""Fighting Fantasy: the odds of a fight can be asked before it starts (issue #31.7;
``fight`` plays its first round at once, and ``odds`` was refused outside a fight)."""

from __future__ import annotations

from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader


def test_odds_before_a_fight_name_the_chance_and_log_nothing(tmp_path):
    table = Table.new(tmp_path / "g.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9"),),
                                                         preset="classic"))
    asked = table.act("odds", ["--enemy", "Орк:7:6"])
    assert asked.action is None and table.actions == () and table.state.fight is None
    (event,) = asked.events
    assert event.kind == "odds" and event.data["exact"] and 0.5 < event.data["win"] < 1
    lines = table.referee.describe(asked.events, "ru")
    assert lines and "Шанс победы" in lines[0] and "Орк" in lines[0]
    # the same numbers as inside the fight's first moment
    stronger = table.act("odds", ["--enemy", "Дракон:12:20"]).events[0].data["win"]
    assert stronger < event.data["win"]
    try:
        table.act("odds")
        raise AssertionError("odds with no opponent answered")
    except RuleError as exc:
        assert "--enemy" in exc.text("ru") and "--enemy" in exc.text("en")


def test_a_near_certain_chance_is_never_written_as_a_hundred():
    from pnpkit.games.fighting_fantasy.rules.referee_text import percent

    assert percent(0.999999999, "en") == "over 99.9999%"
    assert percent(0.999999999, "ru") == "больше 99,9999\u00a0%"
    assert percent(1e-9, "en") == "under 0.0001%"
    assert percent(1.0, "en") == "100%" and percent(0.996, "ru") == "99,6\u00a0%"  # a certainty is whole


def test_starting_a_fight_says_its_odds_before_the_first_round(tmp_path):
    """`fight --enemy` rolled round 1 without a word on the chances: the odds a separate
    ``odds --enemy`` gives are said first, the same numbers, before the round's lines."""
    header = SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9"),))
    asked = Table.new(tmp_path / "a.pnp", header).act("odds", ["--enemy", "Дракон:12:20"]).events[0]
    started = Table.new(tmp_path / "b.pnp", header).act("fight", ["--enemy", "Дракон:12:20"], confirmed=True)
    kinds = [e.kind for e in started.events]
    assert kinds[:3] == ["fight_started", "odds", "round"]
    assert started.events[1].data == asked.data
    for locale, words in (("ru", "Шанс победы: без удачи"), ("en", "Chance to win: without luck")):
        lines = started.events and Table.open(tmp_path / "b.pnp").referee.describe(started.events, locale)
        odds_at = next(i for i, line in enumerate(lines) if line.startswith(words))
        round_at = next(i for i, line in enumerate(lines) if line.startswith(("Раунд 1", "Round 1")))
        assert odds_at < round_at


def test_a_fight_more_likely_lost_waits_for_a_yes(tmp_path):
    """A fight whose best chance (luck used at its best) is under a half asks first, its
    chance named; nothing is logged until the table says yes.  An even fight does not ask."""
    from pnpkit.referee.table import NeedsConfirmation

    header = SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9", "f"),))
    table = Table.new(tmp_path / "g.pnp", header)
    try:
        table.act("fight", ["--enemy", "Дракон:12:20"])
        raise AssertionError("a fight at 35.6 % started without a yes")
    except NeedsConfirmation as asked:
        assert asked.text("ru") == ("шанс победить в этом бою даже при лучшей тактике удачи — 35,6\u00a0%: "
                                    "Аня скорее погибнет, чем победит")
        assert asked.text("en").startswith("the chance to win this fight, even with luck used at its best, is 35.6%")
    assert table.actions == () and table.state.fight is None
    assert table.act("fight", ["--enemy", "Дракон:12:20"], confirmed=True).action is not None
    calm = Table.new(tmp_path / "h.pnp", header)
    assert calm.act("fight", ["--enemy", "Орк:7:6"]).action is not None  # a likely win: no question


def test_the_rounds_are_more_rounds_only_once_the_fight_has_begun(tmp_path):
    """Round 2 audit: the odds before round 1 said «раундов в среднем ещё …» / "more
    rounds", as if some had been fought; before the fight and at its start the rounds are
    counted plainly, and «ещё» comes once a round has been rolled."""
    header = SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9"),))
    table = Table.new(tmp_path / "g.pnp", header)
    before = table.act("odds", ["--enemy", "Тролль:9:20"]).events
    started = table.act("fight", ["--enemy", "Тролль:9:20"], confirmed=True).events
    at_start = [e for e in started if e.kind == "odds"]
    assert at_start
    for events in (before, at_start):
        ru, en = table.referee.describe(events, "ru")[0], table.referee.describe(events, "en")[0]
        assert "раундов в среднем " in ru and "ещё" not in ru, ru
        assert "rounds" in en and "more" not in en, en
    table = Table.open(tmp_path / "g.pnp")
    while table.state.fight.pending:  # a troll of 20 outlives round 1
        table.act("luck", ["нет"])
    during = table.act("odds").events
    assert "раундов в среднем ещё" in table.referee.describe(during, "ru")[0]
    assert "more rounds" in table.referee.describe(during, "en")[0]

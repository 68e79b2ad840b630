"""Issue 18: a session's Amber house rules are said in words in its status («предел
очков: 16; смерть: лазарет»), in the session's language, never as ``stat_cap=16``."""

from __future__ import annotations

import pytest

from pnpkit.cli.referee import _status_lines
from pnpkit.games.amber.rules.option_words import OPTION_WORDS
from pnpkit.games.amber.rules.rules import DEFAULTS
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader

OPTIONS = (("stat_cap", "16"), ("death", "infirmary"), ("provaly_die", "нет"), ("loan_interest", "30"))


def _status(tmp_path, locale: str) -> list[str]:
    header = SessionHeader("amber", 1, (Player("Аня"), Player("Борис")), options=OPTIONS, locale=locale)
    return _status_lines(Table.new(tmp_path / "game.pnp", header), locale)


@pytest.mark.parametrize(("locale", "said"), [
    ("ru", "предел очков: 16; смерть: лазарет; бросок у Провала: нет; процент займа: 30\u00a0%"),
    ("en", "points cap: 16; death: infirmary; roll at a Rift: no; loan interest: 30%"),
])
def test_house_rules_are_said_in_words(tmp_path, locale, said):
    lines = _status(tmp_path, locale)
    assert any(said in line for line in lines), lines
    assert not any("stat_cap" in line or "=" in line for line in lines)


def test_every_house_rule_has_a_name_in_both_languages():
    options = set(DEFAULTS) - {"start_stats"}  # given as start.* paths, not by this name
    for locale in ("ru", "en"):
        assert set(OPTION_WORDS[locale]["names"]) == options
        assert OPTION_WORDS[locale]["values"].keys() == OPTION_WORDS["ru"]["values"].keys()


@pytest.mark.parametrize(("locale", "typed", "said"), [
    ("ru", "gladiator", "Игроки: Аня (Гладиатор), Борис"),
    ("en", "Гладиатор", "Players: Аня (Gladiator), Борис"),
])
def test_the_players_line_names_the_chosen_traveller(tmp_path, locale, typed, said):
    header = SessionHeader("amber", 1, (Player("Аня", typed), Player("Борис")), locale=locale)
    assert said in _status_lines(Table.new(tmp_path / "game.pnp", header), locale)


def test_english_house_rules_name_the_rifts_in_english():
    # «House rules: Provaly threshold: 9» — the Russian word in an English status
    from pnpkit.games.amber.rules.option_words import OPTION_WORDS

    assert not [name for name in OPTION_WORDS["en"]["names"].values() if "Proval" in name]


def test_english_sources_keep_each_count_beside_its_card(tmp_path):
    # «Sources: No. 67 Spring of Strength, 3 left, No. 182 Spring of Magic, 1 left.»
    from pnpkit.games.amber.referee import REFEREE

    table = Table.new(tmp_path / "game.pnp", SessionHeader("amber", 1, (Player("Ann"), Player("Bob")), locale="en"))
    table.state.game.card_pools.update({"card.067": 3, "card.182": 1})
    assert "Sources: No. 67 Spring of Strength (3 left), No. 182 Spring of Magic (1 left)." in \
        REFEREE.status(table.state, "en")

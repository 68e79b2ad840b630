"""#31, session 13's table: the live page offered «Съесть порцию: +4 ВЫНОСЛИВОСТИ» to a
hero at full STAMINA, and the click was refused («еда пропадёт зря»); the status listed
«поесть» too.  A meal is offered (page button, status, play's commands) only where it
helps; typed anyway, it is refused with its rule, in both languages."""

from __future__ import annotations

import pytest

from pnpkit.referee.server import state_json
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, RuleError, SessionHeader


def _hero(path, locale: str) -> Table:
    return Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/20/9", "f"),), locale=locale))


def _offered(table: Table, locale: str) -> list[str]:
    return [c["command"] for c in state_json(table, None, locale, True)["choices"]]


@pytest.mark.parametrize(("locale", "refused"), [("ru", "еда пропадёт зря"), ("en", "wasted")])
def test_a_meal_is_offered_only_where_it_helps(tmp_path, locale, refused):
    table = _hero(tmp_path / "game.pnp", locale)
    assert "eat" not in _offered(table, locale)  # 20/20: a meal would be wasted
    assert "eat" not in [s.name for s in table.commands()]
    with pytest.raises(RuleError) as why:
        table.act("eat")
    assert refused in why.value.text(locale)  # the rule, not «no command "eat" now»
    table.act("change", ["stamina", "-1"])
    assert "eat" in _offered(table, locale)  # 19/20: the meal helps
    table.act("eat")
    assert table.state.hero.stamina.current == 20 and "eat" not in _offered(table, locale)


def test_no_meal_is_offered_without_provisions(tmp_path):
    table = _hero(tmp_path / "game.pnp", "ru")
    table.act("drop", ["provisions", str(table.state.hero.provisions)])
    table.act("change", ["stamina", "-5"])
    assert "eat" not in _offered(table, "ru")
    with pytest.raises(RuleError) as why:
        table.act("eat")
    assert "припас" in why.value.text("ru"), why.value.text("ru")


@pytest.mark.parametrize(("locale", "word"), [("ru", "Съесть порцию: +{} ВЫНОСЛИВОСТИ"), ("en", "Eat a meal: +{} STAMINA")])
def test_the_meal_s_button_says_what_it_gives_back(tmp_path, locale, word):
    # session 13: at 16/17 the button said «+4» and the meal restored 1
    table = Table.new(tmp_path / "game.pnp", SessionHeader("fighting-fantasy", 3, (Player("Аня", "11/17/9", "f"),),
                                                            locale=locale))
    for loss, gain in ((1, 1), (2, 3), (3, 4)):  # 16/17, 14/17, 11/17: the preset's 4 at most
        table.act("change", ["stamina", f"-{loss}"])
        labels = {c["command"]: c["label"] for c in state_json(table, None, locale, True)["choices"]}
        assert labels["eat"] == word.format(gain), labels
    help_text = next(s for s in table.referee.all_commands() if s.name == "eat").help(locale)
    assert word.format(4).lower() == help_text.lower()  # --help tells the preset's meal


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_meal_s_rule_and_help_are_true_for_every_preset(locale, monkeypatch):
    # session 14's table: the rule said «4 ВЫНОСЛИВОСТИ» written into its text while the
    # engine takes a meal's gain from the preset; the number now comes from the presets
    from pnpkit.games.fighting_fantasy.rules import combat
    from pnpkit.games.fighting_fantasy.rules.referee import FightingFantasyReferee

    referee = FightingFantasyReferee()
    gains = {p.provision_stamina for p in combat.PRESETS.values()}
    assert len(gains) == 1  # the shipped presets agree (game.yaml is held to them by E604)
    gain = gains.pop()
    rule = referee.explain("ff.eat", locale)
    assert f"{gain} " in rule and ("ВЫНОСЛИВОСТИ" in rule if locale == "ru" else "STAMINA" in rule)
    hungry = combat.Preset("hungry", provision_stamina=gain + 2)
    monkeypatch.setitem(combat.PRESETS, "hungry", hungry)
    rule = referee.explain("ff.eat", locale)
    help_text = next(s for s in referee.all_commands() if s.name == "eat").help(locale)
    for text in (rule, help_text):  # no number that one of the presets would make untrue
        assert not any(ch.isdigit() for ch in text), text
        assert ("набор" in text) if locale == "ru" else ("preset" in text), text

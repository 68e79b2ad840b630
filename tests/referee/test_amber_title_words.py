"""#31 leftover: an Amber action's title showed what it named as typed, so an English log
of a session typed in Russian read «buy совиный ГЛАЗ», «pay талеры 12», «trade Гоша Подкова
за два талера».  Each command's words are told in the log's language (a thing, a card, a
field, a stat, money, an answer's label; a number in words by its digits), an id, a player
or anything unknown as typed; the replayed referee and the kept view (ToldNames, what a
one-shot ``referee log`` reads) tell the same."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.games.amber.referee import REFEREE
from pnpkit.referee.kept import KeptReferee, status_words
from pnpkit.referee.narrate import action_titles
from pnpkit.rules.session import Action

OWL, HORSESHOE, BLACK_ROAD = "item.amulet-2", "card.140", "field.kingdom-black-road"

#: command, the words typed, the title's words after the command in English and in Russian;
#: an id in braces is told by its name in that language
TYPED = [
    ("buy", ["совиный", "ГЛАЗ"], ["{item.amulet-2}"], ["{item.amulet-2}"]),
    ("buy", ["Owl's", "eye"], ["{item.amulet-2}"], ["{item.amulet-2}"]),
    ("buy", ["три"], ["3"], ["3"]),                                   # a shop's number in words
    ("buy", ["3"], ["3"], ["3"]),
    ("buy", ["ПС"], ["strength"], ["сила"]),                         # an exchange office's stat
    ("sell", ["КОЛЬТ"], ["{item.colt}"], ["{item.colt}"]),
    ("choose", ["да"], ["yes"], ["да"]),
    ("choose", ["No"], ["no"], ["нет"]),
    ("choose", ["ничего", "/", "отказаться"], ["nothing / decline"], ["ничего / отказаться"]),
    ("choose", ["repair", "it", "for", "2", "thalers"], ["repair it for 2 thalers"], ["починить за 2 талера"]),
    ("choose", ["№140", "подкова"], ["{card.140}"], ["{card.140}"]),
    ("choose", ["two"], ["2"], ["2"]),
    ("choose", ["2"], ["2"], ["2"]),
    ("trade", ["сила", "->", "ум"], ["strength", "->", "mind"], ["сила", "->", "ум"]),
    ("trade", ["Гоша", "Подкова", "за", "два", "талера"], ["Гоша", "{card.140}", "for", "2 thalers"],
     ["Гоша", "{card.140}", "за", "2 талера"]),
    ("trade", ["Гоша", "horseshoe", "for", "1", "thaler"], ["Гоша", "{card.140}", "for", "1 thaler"],
     ["Гоша", "{card.140}", "за", "1 талер"]),
    ("trade", ["Гоша", "item.colt", "за", "5"], ["Гоша", "{item.colt}", "for", "5"], ["Гоша", "{item.colt}", "за", "5"]),
    ("pay", ["деньги", "12", "пс", "2", "лошадь", "1"], ["thalers", "12", "strength", "2", "horse", "1"],
     ["талеры", "12", "сила", "2", "лошадь", "1"]),
    ("give", ["Аня", "Гоша", "MONEY", "5"], ["Аня", "Гоша", "thalers", "5"], ["Аня", "Гоша", "талеры", "5"]),
    ("adjust", ["Аня", "пропуск", "1"], ["Аня", "skip", "1"], ["Аня", "пропуск", "1"]),
    ("adjust", ["Аня", "mag", "-1"], ["Аня", "magic", "-1"], ["Аня", "магия", "-1"]),
    ("place", ["Аня", "ЧЕРНАЯ", "дорога"], ["Аня", "{field.kingdom-black-road}"], ["Аня", "{field.kingdom-black-road}"]),
    ("move", ["black", "road"], ["{field.kingdom-black-road}"], ["{field.kingdom-black-road}"]),
    ("move", ["field.kingdom-black-road"], ["{field.kingdom-black-road}"], ["{field.kingdom-black-road}"]),
    ("duel", ["гоша"], ["гоша"], ["гоша"]),                            # a player as typed
    ("roll", ["2d6"], ["2d6"], ["2d6"]),
    ("choose", ["Подкова-за-рубль"], ["Подкова-за-рубль"], ["Подкова-за-рубль"]),  # unknown: as typed
]


def _told(words: list[str], locale: str) -> str:
    names = REFEREE.names(locale)
    return " ".join(names[w[1:-1]] if w.startswith("{") else w for w in words)


def _kept():
    return KeptReferee(status_words("amber"))


@pytest.mark.parametrize(("command", "typed", "en", "ru"), TYPED, ids=lambda v: v if isinstance(v, str) else None)
def test_each_commands_words_read_in_the_logs_language(command, typed, en, ru):
    action = Action(command, tuple(typed))
    for locale, expected in (("en", en), ("ru", ru)):
        word = action_titles([action], REFEREE, locale)[0].split(" ", 2)[1]
        want = f"#1 {word} {_told(expected, locale)}"
        assert action_titles([action], REFEREE, locale) == [want], (locale, typed)
        assert action_titles([action], _kept(), locale) == [want], (locale, typed)  # the kept view alike


def test_a_shop_bought_by_name_is_told_in_the_logs_language(tmp_path):
    """A whole session: the thing bought by its Russian name, the log read in English
    by the replayed referee and by the one-shot ``referee log`` (the kept view)."""
    from test_confirm_spend import at_the_shop

    table = at_the_shop(tmp_path / "g.pnp")
    pause = table.state.pending.pause
    thing = next(o for o in pause.options if isinstance(o, str))
    typed = REFEREE.names("ru")[thing].upper().replace("Ё", "Е")
    table.act("купить", [typed], confirmed=True)
    for locale in ("en", "ru"):
        title = action_titles(table.actions, table.referee, locale)[-1]
        assert title.endswith(f" {REFEREE.names(locale)[thing]}"), title
    said = CliRunner().invoke(get_app(), ["referee", "log", "--file", str(tmp_path / "g.pnp"), "--locale", "en"])
    assert said.exit_code == 0, said.output
    assert f"buy {REFEREE.names('en')[thing]}\n" in said.output and typed not in said.output, said.output


def test_a_player_typed_in_another_case_is_told_by_their_name(tmp_path):
    """«передать аня ГОША деньги 1» read «give аня ГОША thalers 1»: the session's players
    by the names it keeps (case, «ё» for «е»), in every title: the log, the page, the undo."""
    from pnpkit.referee.server import log_json
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    path = tmp_path / "g.pnp"
    table = Table.new(path, SessionHeader("amber", 3, (Player("Аня"), Player("Гоша"), Player("Пётр"))))
    table.act("передать", ["аня", "ГОША", "деньги", "1"], confirmed=True)
    table.act("поправить", ["петр", "пс", "1"], confirmed=True)
    players = table.header.players
    assert action_titles(table.actions, table.referee, "en", 1, players) == [
        "#1 give Аня Гоша thalers 1", "#2 adjust Пётр strength 1"]
    assert action_titles(table.actions, _kept(), "ru", 1, players)[0] == "#1 передать Аня Гоша талеры 1"
    assert [e["title"] for e in log_json(table, "en")] == ["#1 give Аня Гоша thalers 1", "#2 adjust Пётр strength 1"]
    said = CliRunner().invoke(get_app(), ["referee", "log", "--file", str(path), "--locale", "en"])
    assert said.exit_code == 0 and "#2 adjust Пётр strength 1\n" in said.output, said.output
    undone = CliRunner().invoke(get_app(), ["referee", "undo", "--file", str(path), "--locale", "en"])
    assert undone.exit_code == 0 and "adjust Пётр strength 1" in undone.output, undone.output

"""#31: an answer's number never moves while a question is asked again in one action
(a shop after a purchase, the bourse after a sale), and answers are also named by label."""

from __future__ import annotations

from dataclasses import replace

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_state import stable_keys
from pnpkit.games.amber.rules.referee_text_questions import option_numbers
from pnpkit.rules.session import Player, SessionHeader, perform


def _at_shop(shop: str, thalers: int):
    header = SessionHeader("amber", 3, (Player("Аня", "traveller.mercenary"), Player("Boris", "amazon")))
    table = REFEREE.new(header)
    game = table.game.clone()
    p = game.players[0]
    p.position = game.rules.board.neighbours_of(shop)[0]
    p.stats["thalers"] = thalers
    p.items = []
    game.turn = 0
    return header, replace(table, game=game)


def _act(header, table, n, command, *args, dice=None):
    return perform(REFEREE, header, table, n, command, args, None, dice)


def _numbered(question) -> dict[int, object]:
    data = question.data
    return dict(zip(option_numbers(data["info"], len(data["options"])), data["options"], strict=True))


def _shop_question(shop="field.gun-shop", thalers=40):
    header, table = _at_shop(shop, thalers)
    table, _, _ = _act(header, table, 1, "roll", dice=[1])
    table, _, _ = _act(header, table, 2, "move", shop)
    table, events, _ = _act(header, table, 3, "resolve")
    assert events[-1].kind == "question" and events[-1].data["question"] == "buy", events[-1]
    return header, table, events[-1]


def test_a_shops_things_keep_their_numbers_after_a_purchase():
    prices = _shop_question(thalers=200)[2].data["info"]["prices"]
    dearest = max(prices, key=lambda o: (prices[o], o))
    # money for the dearest thing and the cheapest: after the first, the others are out of reach
    header, table, question = _shop_question(thalers=prices[dearest] + min(prices.values()))
    first = _numbered(question)
    number = next(n for n, o in first.items() if o == dearest)
    table, events, _ = _act(header, table, 4, "choose", str(number))
    again = _numbered(events[-1])
    assert events[-1].data["question"] == "buy"
    assert len(again) < len(first)  # the list did change
    assert all(first[n] == o for n, o in again.items())  # every number names what it named
    shown = [int(line.split(".")[0]) for line in REFEREE.describe(events[-1:], "ru")
             if line.strip()[:1].isdigit()]
    assert shown == sorted(again)  # the numbers printed are the numbers taken
    # answering by a number after the change gets the same thing as before it
    n, thing = max(((n, o) for n, o in again.items() if o), key=lambda pair: pair[0])
    _table, events, _ = _act(header, table, 5, "choose", str(n))
    assert any(e.kind == "took_item" and e.data["item"] == thing for e in events)


def test_a_shops_thing_is_bought_by_its_name_without_case_or_number():
    header, table, question = _shop_question()
    thing = next(o for o in question.data["options"] if o)
    name = REFEREE.names("ru")[thing].upper()
    _table, events, _ = _act(header, table, 4, "buy", name)
    assert any(e.kind == "took_item" and e.data["item"] == thing for e in events)


def test_stable_keys_number_answers_by_their_first_place():
    offered: dict[str, list] = {}
    assert stable_keys(offered, "buy", [None, "a", "b", "c"], {}) == {}  # 1…n: nothing added
    assert stable_keys(offered, "buy", [None, "c"], {"shop": "s"}) == {
        "shop": "s", "keys": [0, 3], "gone": [[1, "a"], [2, "b"]]}  # the numbers out of reach, named
    assert stable_keys(offered, "buy", [None, "c", "d"], {})["keys"] == [0, 3, 4]  # a newcomer goes last
    assert stable_keys(offered, "buy", [None, "x"], {}) == {}  # nothing shared: a new list
    assert stable_keys(offered, "exchange", [None, "y"], {"keys": [0, 7]}) == {"keys": [0, 7]}


def test_two_answers_alike_keep_two_numbers():
    offered: dict[str, list] = {}
    assert stable_keys(offered, "drop-item", [None, "food", "food", "colt"], {}) == {}
    assert stable_keys(offered, "drop-item", [None, "food", "colt"], {})["keys"] == [0, 1, 3]


def test_the_numbers_out_of_reach_are_named_as_such():
    from pnpkit.rules.session import Event

    asked = Event("question", {"player": "Аня", "question": "buy", "options": [None, "item.colt"],
                               "info": {"keys": [0, 3], "prices": {"item.colt": 10}}, "players": ["Аня"]})
    ru, en = REFEREE.describe([asked], "ru"), REFEREE.describe([asked], "en")
    assert [line[:5] for line in ru if line[2:3].isdigit()] == ["  1. ", "  4. "]
    assert "  сейчас недоступны (взято или не по средствам; номера за ними): 2, 3" in ru
    assert "  out of reach now (taken, or not affordable; the numbers stay theirs): 2, 3" in en


def test_the_answers_out_of_reach_are_named_with_their_numbers():
    """#31: «сейчас недоступны: 2 — Кольт, …», not bare numbers, after a purchase."""
    prices = _shop_question(thalers=200)[2].data["info"]["prices"]
    dearest = max(prices, key=lambda o: (prices[o], o))
    header, table, question = _shop_question(thalers=prices[dearest] + min(prices.values()))
    first = _numbered(question)
    number = next(n for n, o in first.items() if o == dearest)
    table, events, _ = _act(header, table, 4, "choose", str(number))
    again = _numbered(events[-1])
    for locale in ("ru", "en"):
        names = REFEREE.names(locale)
        line = next(x for x in REFEREE.describe(events[-1:], locale) if "(" in x and ("недоступны" in x or "out of reach" in x))
        told = line.split("): ", 1)[1]
        out = [n for n in sorted(first) if n not in again]  # the last ones too (#31 played)
        assert out and told == ", ".join(f"{n} — {names[first[n]]}" for n in out), line


def test_an_exchange_office_names_its_deals_out_of_reach():
    from pnpkit.rules.session import Event

    deal = ["buy", {"price": 5, "get": {"magic": 1}}]
    trade = ["trade", {"give": {"magic": 3}, "get": {"strength": 1}}]
    asked = Event("question", {"player": "Аня", "question": "exchange", "options": [None, trade],
                               "info": {"keys": [0, 2], "gone": [[1, deal]]}, "players": ["Аня"]})
    assert any(line.endswith("номера за ними): 2 — купить за 5 талеров: +1 ПМ")
               for line in REFEREE.describe([asked], "ru"))
    assert any(line.endswith("stay theirs): 2 — buy for 5 thalers: +1 MAG") for line in REFEREE.describe([asked], "en"))

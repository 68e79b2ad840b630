"""rules.messages.say, the referees' one way to fill a message: a name becomes a Person
(its gender and cases) only where a placeholder asks a form of it, and the message is the
same either way (a long log says ~900 messages: issue #31's one-shot ``referee log``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnpkit.rules import messages
from pnpkit.rules.messages import say, speaking_of

TABLE = {"ru": {"plain": "{player} ходит, {n} шага", "formed": "ход {player:gen}: {player:пошёл|пошла}",
                "nested": {"deep": "{player} и {other:dat}"}},
         "en": {"plain": "{player} moves {n} steps"}}


@pytest.fixture(autouse=True)
def _genders_kept():
    """The players' genders as they were before (speaking_of sets them for the process)."""
    before = messages._GENDERS.get()
    yield
    messages._GENDERS.set(before)


def test_a_name_is_a_person_only_where_a_form_is_asked(monkeypatch):
    speaking_of({"Аня": "f"})
    made = []
    person = messages.Person
    monkeypatch.setattr(messages, "Person", lambda *args: made.append(args) or person(*args))
    assert say(TABLE, "plain", "ru", player="Аня", n=2) == "Аня ходит, 2 шага"
    assert made == []
    assert say(TABLE, "formed", "ru", player="Аня") == "ход Ани: пошла"
    assert say(TABLE, "nested.deep", "ru", player="Борис", other=lambda locale: "Аня") == "Борис и Ане"
    assert say(TABLE, "plain", "de", player="Ann", n=1) == "Ann ходит, 1 шага"  # a locale it lacks: Russian


@given(name=st.text(min_size=1, max_size=12), gender=st.sampled_from([None, "m", "f"]))
def test_a_plain_placeholder_says_the_name_as_a_person_would(name, gender):
    speaking_of({name: gender} if gender else {})
    assert say(TABLE, "plain", "en", player=name, n=3) == f"{messages.Person(name, gender)} moves 3 steps"


def test_only_the_placeholders_that_ask_a_form_make_a_person(monkeypatch):
    """A colon elsewhere in a template («Бросок: {player}») or a form asked of another
    placeholder makes no Person of a name said plainly (the template read once)."""
    speaking_of({"Аня": "f", "Борис": "m"})
    table = {"ru": {"colon": "Бросок: {player}", "one": "{player}: вызов {other:acc}", "spec": "{n:>3}|{player}"}}
    made = []
    person = messages.Person
    monkeypatch.setattr(messages, "Person", lambda *args: made.append(args[0]) or person(*args))
    assert say(table, "colon", "ru", player="Аня") == "Бросок: Аня" and made == []
    assert say(table, "one", "ru", player="Аня", other="Борис") == "Аня: вызов Бориса" and made == ["Борис"]
    assert say(table, "spec", "ru", n=7, player="Аня") == "  7|Аня" and made == ["Борис"]


_WORDS = st.sampled_from(["{a}", "{b}", "{a:gen}", "{b:dat}", "{a:acc}", "{b:должен|должна}", ": ", "слово ", "{{", "}}"])


@given(parts=st.lists(_WORDS, max_size=6), a=st.sampled_from(["Аня", "Борис", "Игорь", "Kim"]),
       b=st.sampled_from(["Аня", "Вика", "Олег"]), genders=st.sampled_from([{}, {"Аня": "f", "Вика": "f"}]))
def test_say_is_the_template_filled_with_every_name_a_person(parts, a, b, genders):
    """The message is what wrapping every name in a Person gives (the rule before a
    template was read for the placeholders that ask a form)."""
    speaking_of(genders)
    text = "".join(parts)
    expected = text.format(a=messages.Person(a, genders.get(a)), b=messages.Person(b, genders.get(b)))
    assert say({"ru": {"t": text}}, "t", "ru", a=a, b=b) == expected

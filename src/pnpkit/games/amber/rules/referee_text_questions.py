"""What the Amber referee asks: a question with its numbered answers, each answer with
what it costs and does (a page of buttons gets the same parts)."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee_text_facts import effects_summary, option_fact
from pnpkit.games.amber.rules.referee_text_say import _Say, field_text, points, thalers
from pnpkit.games.amber.rules.referee_words import QUESTIONS
from pnpkit.rules.messages import tree

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Mapping, Sequence
    from typing import Any

    from pnpkit.games.amber.rules.referee_text_say import AmberReferee
    from pnpkit.rules.session import Event


def option_labels(referee: AmberReferee, question: str, options: Sequence[Any], players: Sequence[str],
                  locale: str, info: Mapping[str, Any] | None = None) -> list[str]:
    """The answers of a question as the table is shown them («да», «Кольт», «3 талера»)."""
    say, fee = _Say(referee, locale), (info or {}).get("entry_fee")
    return [say.option(question, o, players, fee) for o in options]


def _question_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    """The question, its numbered answers with their facts, the numbers out of reach
    now, and how to answer."""
    lines = _question_head(say, d)
    numbers = option_numbers(d.get("info") or {}, len(d["options"]))
    lines += [f"  {i}. {_option_text(say, d, option)}"
              for i, option in zip(numbers, d["options"], strict=True)]
    gone = _gone_answers(say, d, numbers)
    if gone:  # the answers out of reach now: their numbers are not taken by any other
        lines.append(say.m("question_gone", numbers=", ".join(gone)))
    lines.append(say.m("question_answer"))
    return lines


def _gone_answers(say: _Say, d: Mapping[str, Any], numbers: Sequence[int]) -> list[str]:
    """Each number out of reach now with its answer's name («2 — Кольт»), as far as the
    question names them (``gone``: [place, answer] pairs), else the bare number."""
    named = {}
    for pair in (d.get("info") or {}).get("gone") or ():
        if isinstance(pair, (list, tuple)) and len(pair) == 2 and isinstance(pair[0], int):
            named[pair[0] + 1] = say.option(d["question"], pair[1], d.get("players", []))
    out = set(range(1, max(numbers, default=0))) | set(named)  # a named one may come last
    return [f"{n} — {named[n]}" if named.get(n) else str(n) for n in sorted(out) if n not in numbers]


def _question_head(say: _Say, d: Mapping[str, Any]) -> list[str]:
    """Who is asked what, and about what: the card, the field read out again, the effects."""
    q = d["question"]
    asked = tree(QUESTIONS, say.locale).get(q) or say.m("question_unknown", question=q)
    lines = [f"{d.get('player', '')}: {asked}"]
    info = d.get("info") or {}
    if info.get("card"):
        lines.append(say.m("question_card", card=say.name(info["card"])))
    elif info.get("field"):  # a field asked about is read out again: what it does, costs, gives
        text = field_text(say.referee, info["field"], say.locale)
        lines.append(say.m("question_field", field=say.name(info["field"]), text=text or "—"))
    elif q == "use-ability" and info.get("source"):  # whose ability, and when it fires
        at = say.moment(info.get("moment", ""), None)
        lines.append(say.m("question_ability", source=say.name(info["source"]), moment=at).replace(" ()", ""))
    if info.get("effects"):
        lines.append(say.m("question_means") + effects_summary(say, info["effects"]))
    return lines


def option_numbers(info: Mapping[str, Any], count: int) -> list[int]:
    """The number each answer is shown and chosen by: its place in the whole list
    when the question gives one (``keys``: an exchange office's deals keep their numbers
    as points run out), else 1…count."""
    keys = (info or {}).get("keys")
    if isinstance(keys, (list, tuple)) and len(keys) == count:
        return [int(k) + 1 for k in keys]
    return list(range(1, count + 1))


def _option_text(say: _Say, d: Mapping[str, Any], option: Any) -> str:
    """One answer as the table sees it: its name, a shop's price, what a card or an
    item does."""
    text = say.option(d["question"], option, d.get("players", []), (d.get("info") or {}).get("entry_fee"))
    prices = (d.get("info") or {}).get("prices") or {}
    if isinstance(option, str) and option in prices:  # a shop's thing with its price
        text = say.m("option_priced", option=text, price=thalers(prices[option], say.locale))
    each = (d.get("info") or {}).get("each")
    if each and isinstance(option, int) and option > 0 and d["question"] in _PRICED_LIFE:
        text = say.m("option_priced", option=text, price=_life_price(say, d, option * int(each)))
    fact = option_fact(say, d, option, text)
    return f"{text} · {fact}" if fact and fact != text else text


#: questions that sell ПЖ by the unit: their ``each`` is the price of one
_PRICED_LIFE = ("heal", "capital-money", "capital-points")


def _life_price(say: _Say, d: Mapping[str, Any], total: int) -> str:
    """What ``n`` ПЖ cost: thalers, or points of the stat the question names."""
    stat = (d.get("info") or {}).get("stat")
    if d["question"] == "capital-points" and stat:
        return points({str(stat): total}, say.locale, sign=False)
    return thalers(total, say.locale)


def ask_parts(referee: AmberReferee, ask: Event, locale: str) -> tuple[list[str], list[str]]:
    """A ``question`` event split for a page of buttons: the lines that ask (who, what,
    the card and what it means) and one label per answer, in the answers' order."""
    say = _Say(referee, locale)
    return _question_head(say, ask.data), [_option_text(say, ask.data, o) for o in ask.data["options"]]

"""What the Amber referee says, in Russian and English (pure text building).

Every engine event kind has a sentence; an unknown kind falls back to its name and
data, so a new engine event is shown (plainly) before it gets its own sentence.

The sentences of fights (referee_text_fights), of questions (referee_text_questions)
and of a game's end (referee_text_status) are imported when an event of theirs is told
(:func:`_told_by`): a roll that meets no battle and asks nothing, a move declared or an
undo loads none of them (issue #31: a one-shot command is mostly imports).
"""

from __future__ import annotations

from pnpkit.games.amber.rules.referee_text_say import (
    _Say,
    _stats,
    _table_row,
    field_text,
    inner_quotes,
    percent,
    points,
    thalers,
)
from pnpkit.games.amber.rules.referee_words import (
    ALIGNMENTS,
    COMMANDS,
    COUNTS,
    EVENT_RULES,
    FUNDS,
    MESSAGES,
    OP_WORDS,
    PLAIN_EVENTS,
    QUESTIONS,
    REFUSALS,
    ROLLS,
    RULES,
    STAT_SHORT,
    STATUS_NAMES,
    THING_NAMES,
)
from pnpkit.lazy_exports import lazy_exports
from pnpkit.rules.commands import RuleError
from pnpkit.rules.messages import Refused, person, tree
from pnpkit.rules.messages import say as message
from pnpkit.rules.numbers import plural_index

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot `referee moves` or `log` does not import typing
    from collections.abc import Callable, Mapping, Sequence
    from typing import Any

    from pnpkit.rules.session_records import Event

    # rules.referee imports this module: its referee and table are named here, not imported
    AmberReferee = AmberTable = Any

#: the word tables and messages live in referee_words, the sentences of names, fights,
#: questions and the status in referee_text_* (callers import them from there); the
#: catalogue names the tables here (their context is ``kit.referee_text.<TABLE>``)
__all__ = [
    "ALIGNMENTS", "COMMANDS", "COUNTS", "EVENT_RULES", "FUNDS", "MESSAGES", "OPTION_FACTS", "OP_WORDS", "QUESTIONS",  # noqa: F822 (__getattr__)
    "REFUSALS", "ROLLS", "RULES", "STATUS_NAMES", "STAT_SHORT", "THING_NAMES",
    "describe_events", "explain_rule", "roll_label", "said_with_names",
]
#: OPTION_FACTS, listed in the catalogue as this module's, read from its module when asked for
__getattr__, __dir__, _ = lazy_exports(globals(), {"pnpkit.games.amber.rules.referee_text_questions": ("OPTION_FACTS",)})


def _told_by(module: str, function: str) -> Callable[..., Any]:
    """``function`` of the sentence module ``module`` (of this package), imported at its
    first call (see the module's docstring)."""
    def told(*args: Any) -> Any:
        return getattr(__import__(f"pnpkit.games.amber.rules.{module}", fromlist=["_"]), function)(*args)
    return told


_ability_roll_line, _battle_line, _crown_lines, _duel_line, _fight_lines, _lost_lines, _plan_lines = (
    _told_by("referee_text_fights", name) for name in (
        "_ability_roll_line", "_battle_line", "_crown_lines", "_duel_line", "_fight_lines", "_lost_lines", "_plan_lines"))
_question_lines = _told_by("referee_text_questions", "_question_lines")
over_line = _told_by("referee_text_status", "over_line")


def said_with_names(referee: AmberReferee, refused: Refused) -> RuleError:
    """A refusal of the engine (its key and values) said in Russian and English with the
    names of the things, friends and fields it mentions, as the referee names them."""
    return RuleError(*(refused.text(locale, _Say(referee, locale).name) for locale in ("ru", "en")))


#: how a value of a PLAIN_EVENTS event is shown (any other ``how`` is a COUNTS noun)
_SAID = {
    "raw": lambda say, v: v, "name": _Say.name, "names": _Say.names_list, "stat": _Say.stat,
    "thalers": lambda say, v: thalers(v, say.locale), "points": lambda say, v: points(v, say.locale, sign=False),
    "text": lambda say, v: say.texts.get(str(v), v),  # a text inside effects, in the table's language
    "status": lambda say, v: tree(STATUS_NAMES, say.locale).get(v, v),
    "list": lambda say, v: ", ".join(str(n) for n in v),
    "lasting": lambda say, v: say.m("lasting_rounds", tours=say.count("rounds", v)) if v else "",
}


def _plain_line(say: _Say, k: str, d: Mapping[str, Any]) -> str | None:
    shape = PLAIN_EVENTS.get(k)
    if shape is None:
        return None
    key, *slots = shape
    values: dict[str, Any] = {}
    for slot in slots:  # each value as its sentence shows it: a way of _SAID, else a COUNTS noun
        placeholder, _, rest = slot.partition("=")
        how, _, source = rest.partition(":")
        value, said = d.get(source or placeholder), _SAID.get(how)
        values[placeholder] = said(say, value) if said is not None else say.count(how, value)
    values.setdefault("player", d.get("player", ""))
    return say.m(key, **values)


def _arrived_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    route = " → ".join(say.name(f) for f in d["route"]) or say.name(d["to"])
    lines = [say.m("arrived_route", player=d.get("player", ""), route=route)]
    if d["in_passing"]:
        lines.append(say.m("arrived_in_passing"))
    if d["cards"]:
        lines.append(say.m("arrived_cards", cards=say.names_list(d["cards"])))
    else:
        text = field_text(say.referee, d["to"], say.locale, told=d)
        if text:
            lines.append(say.m("arrived_field", to=say.name(d["to"]), text=text))
    lines.append(say.m("arrived_next"))
    return lines


def _moves_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    lines = [say.m("moves_from", player=d.get("player", ""), origin=say.name(d["from"]), roll=d["roll"])]
    full = [m for m in d["moves"] if not m["in_passing"]]
    passing = [m for m in d["moves"] if m["in_passing"]]
    for m in full:
        steps = m.get("steps", d["roll"])  # a horse or an ability changes the count: say so
        note = say.m("moves_steps", steps=say.count("steps", steps)) if steps != d["roll"] else ""
        if note and m.get("why"):  # the reason beside the count: the roll and what changed it
            why = "".join(f", {say.name(source)} {'+' if change > 0 else '−'}{abs(int(change))}"
                          for source, change in m["why"])
            note = say.m("moves_steps_why", steps=say.count("steps", steps), roll=d["roll"], why=why)
        elif note and d.get("mad"):  # «Лазарет (1 шаг)» after a 6: the madman's walk ends at the Infirmary
            note = say.m("moves_steps_mad", steps=say.count("steps", steps), roll=d["roll"])
        route = " → ".join(say.name(f) for f in m["route"]) or say.m("moves_stay")  # a roll of 0
        one_step = list(m["route"]) == [m["to"]]  # «Лазарет: Лазарет» says the field twice
        lines.append(f"  {say.name(m['to'])}{note}" + ("" if one_step else f": {route}"))
    if passing:
        lines.append(say.m("moves_in_passing") + ", ".join(say.name(m["to"]) for m in passing))
    if not d["moves"]:
        lines.append(say.m("moves_none"))
    elif d.get("choose"):  # the prompt where the choice is really asked, not on the roll's line
        example = (full or passing)[0]["to"]
        lines.append(say.m("moves_choose", example=say.name(example)))
    return lines


def _event_lines(say: _Say, e: Event) -> list[str]:
    d = dict(e.data)
    many, one = _MANY_LINES.get(e.kind), _ONE_LINE.get(e.kind)
    if many is not None:
        return many(say, d)
    line = _plain_line(say, e.kind, d) or (one(say, d) if one else _composed_line(say, e.kind, d))
    return [line or say.m("event_other", player=d.get("player") or "—")]  # never the engine's own words and ids


#: events told in several lines: kind -> (say, data) -> lines
_MANY_LINES = {
    "arrived": _arrived_lines, "question": _question_lines, "fight_ready": _fight_lines,
    "moves": _moves_lines, "crown_battle": _crown_lines,
    "lost": lambda say, d: _lost_lines(say, "lost", d),
    "compensated": lambda say, d: _lost_lines(say, "compensated", d),
    "game_over": lambda say, d: [over_line(say, d.get("winner"))],
    "pay_plan": lambda say, d: [
        say.m("pay_plan", player=d.get("player", ""), debt=points(d["debt"], say.locale, sign=False)),
        *(_plan_lines(say, d["plan"]) or [say.m("pay_plan_nothing")])],
}
#: one-sentence events whose values need more than PLAIN_EVENTS says: kind -> (say, data) -> line
_ONE_LINE = {
    "odds": lambda say, d: say.m("odds", you=d["you"], enemy=d["enemy"], win=percent(d["win"], say.locale),
                                 draw=percent(d["draw"], say.locale), loss=percent(d["loss"], say.locale)),
    "paid_up": lambda say, d: say.m("paid_up", before=_stats(say, d["before"]), after=_stats(say, d["after"])),
    "chosen": lambda say, d: say.m("declined", player=d.get("player", "")) if d.get("declined") else say.m(
        "chosen", player=d.get("player", ""), option=say.option(  # «Заплатить налог.» ends the line once
            d["question"], d["option"], d.get("players", []), (d.get("info") or {}).get("entry_fee")).rstrip(".")),
    "skipped_turn": lambda say, d: say.m("skipped_turn_last", player=d.get("player", "")) if d.get("left") == 0
    else say.m("skipped_turn", player=d.get("player", ""), left=d.get("left")),  # never «осталось пропусков: 0»
    "battle": _battle_line, "duel": _duel_line, "ability_roll": _ability_roll_line,
    "merged": lambda say, d: say.m("merged", player=d.get("player", ""), into=say.stat(d["into"]), total=d["total"])
    + (say.m("gained_capped", capped=points(d["capped"], say.locale, sign=False)) if d.get("capped") else ""),
    "paid": lambda say, d: say.m("paid_to_player", player=d.get("player", ""), amount=thalers(d["amount"], say.locale),
                                 receiver=d["to_player"]) if d.get("to_player") else  # №119: whom the debt went to
    say.m("paid", player=d.get("player", ""), amount=thalers(d["amount"], say.locale), to=FUNDS[say.locale].get(d["to"], d["to"])),
    "inflation": lambda say, d: say.m("inflation", player=d.get("player", ""), amount=thalers(d["amount"], say.locale),
                                      to=FUNDS[say.locale].get(d.get("to") or "supply", "")) if d.get("amount") else
    say.m("inflation_none", player=d.get("player", "")),  # the «платит» after it is not said again
    "checkup": lambda say, d: say.m("checkup", player=d.get("player", ""), amount=thalers(d["fee"], say.locale),
                                    to=FUNDS[say.locale]["supply"]),  # the «платит» after it is not said again
    "held": lambda say, d: say.m("held", player=d.get("player", ""), low=d["release"][0], high=d["release"][1]),
    "provaly_shut": lambda say, d: say.m(f"provaly_shut_{d['reason']}"),
    "given": lambda say, d: say.m("given", player=d.get("player", ""), to=d["to"],
                                  amount=points({d["stat"]: d["amount"]}, say.locale, sign=False)),
    "adjusted": lambda say, d: say.m("adjusted", player=d.get("player", ""), before=d["before"], after=d["after"],
                                     amount=points({d["stat"]: d["amount"]}, say.locale)),
    "taken_from": lambda say, d: say.m("taken_from", player=d.get("player", ""), by=d.get("by", ""), amount=points(
        {d.get("stat", "life"): d.get("amount", 0)}, say.locale, sign=False)),
    "out_of_reach": lambda say, d: say.m(  # why an offer passes: the price, the points, the pass
        _out_of_reach_key(d), player=d.get("player", ""), need=thalers(int(d.get("need") or 0), say.locale)),
    "short_of": lambda say, d: say.m("short_of", player=d.get("player", ""), need=points(d["need"], say.locale, sign=False),
                                     have=points(d["have"], say.locale, sign=False)),
    "named_roll": lambda say, d: say.m(  # №5 НЕВЕЗЕНИЕ: whose roll the next player named, and for what
        "named_roll_for", player=d.get("player", ""), roll=d["roll"], **{"for": d["for"]},
        why=roll_label(str(d.get("why") or "roll"), say.locale, say.names))  # not the referee's: ToldNames has none
    if d.get("for") and d["for"] != d.get("player") else say.m("named_roll", player=d.get("player", ""), roll=d["roll"]),
    "status_over": lambda say, d: say.m(f"status_over_{str(d['name']).replace('-', '_')}", player=d.get("player", ""))
    if f"status_over_{str(d['name']).replace('-', '_')}" in tree(MESSAGES, say.locale) else
    say.m("status_over", player=d.get("player", ""), state=tree(STATUS_NAMES, say.locale).get(d["name"], d["name"])),
    "roll_off": lambda say, d: say.m(  # each roller's die, by name
        "roll_off", rolls=", ".join(f"{name} {roll}" for name, roll in d["rolls"].items())),
}


def _out_of_reach_key(d: Mapping[str, Any]) -> str:
    """Its message; a price of 1, 21, … thalers has its own («нужен 1 талер», «нужно 5 талеров»)."""
    reason = d.get("reason")
    if reason not in ("thalers", "points", "pass"):
        return "out_of_reach"
    one = reason == "thalers" and plural_index(int(d.get("need") or 0), "ru") == 0
    return f"out_of_reach_{reason}" + ("_one" if one else "")


def _composed_line(say: _Say, k: str, d: Mapping[str, Any]) -> str | None:  # noqa: C901
    """The rest of the one-sentence events (values said in their own way)."""
    who = d.get("player", "")
    if k in ("field", "card"):  # a field's text, shown when its move was chosen, is not said again
        text = "" if k == "field" and say.after_move else \
            field_text(say.referee, d[k], say.locale, f"{k}s", told=d)
        return say.m(k, **{k: say.name(d[k])}) + (f": {text}" if text else ".")
    if k == "robbery_fight":  # the outcome said, and a lost fight's 1 ПЖ (seed 000)
        outcome = {"win": say.m("duel_player_wins", player=who), "draw": say.m("duel_draw"),
                   "lose": say.m("robbery_guard_wins", player=who,
                                 life=points({"life": 1}, say.locale, sign=False))}[d["outcome"]]
        return say.m("robbery_fight", guard=d["guard"], you=d["you"], guard_total=d["guard_total"], outcome=outcome)
    if k == "gained":
        line = say.m("gained", player=who, points=points(d["points"], say.locale))
        capped = d.get("capped") or {}
        return line + (say.m("gained_capped", capped=points(capped, say.locale, sign=False)) if capped else "")
    if k == "rolled":  # a table roll with the row it lands on, not the number alone
        row = _table_row(say.referee, d.get("table"), d["total"], say.locale) or _inline_row(say, d.get("text"))
        # the second roll on the same table in an action says so: «автомат молчит» twice is two plays
        nth = say.m("rolled_nth", n=_ordinal(d["nth"], say.locale)) if d.get("nth", 1) > 1 else ""
        # a carried card's or item's own roll is not a table's: its name says whose («№102
        # Плащ-невидимка, бросок: 2 — …»; it read «Бросок по таблице: 2 — …»)
        own = {"source": say.name(d["source"])} if d.get("source") else {}
        plain, with_row = ("rolled_own", "rolled_own_row") if own else ("rolled", "rolled_row")
        named = say.name(d["table"]) if not own and d.get("table") else ""
        if named and named != d["table"]:  # a named die table says which («по таблице «Салун»»)
            own, plain, with_row = {"table": named}, "rolled_table", "rolled_table_row"
        if row:
            return say.m(with_row, total=d["total"], text=row.rstrip(" .!"), nth=nth, **own)
        return say.m(plain, total=d["total"], nth=nth, **own).rstrip(".") + say.m("rolled_nothing") \
            if d.get("nothing") else say.m(plain, total=d["total"], nth=nth, **own)
    if k == "sector":
        roll = say.m("sector_rolled", roll=d["roll"]) if "roll" in d else ""
        line = say.m("sector", player=who, number=d["number"], roll=roll)
        text = d.get("text")
        if isinstance(text, str) and text:  # the sector by its name and text
            line = line.rstrip(".") + say.m("sector_named", text=say.texts.get(text, text))
        return line
    if k == "converted":
        give = points(d["give"], say.locale, sign=False)
        if d.get("get"):
            return say.m("converted_get", player=who, give=give, get=points(d["get"], say.locale))
        return say.m("converted", player=who, give=give)
    if k == "lost_items":
        if not d["items"]:  # nothing to lose: say so instead of «лишается: —»
            return say.m("lost_no_items", player=who)
        return say.m("lost_items", player=who, items=say.handed(d["items"], case="gen"))
    if k == "alignment":
        alignment = tree(ALIGNMENTS, say.locale).get(d["to"], d["to"])
        if "|" in alignment:  # «злой|злая»: the player's gender picks the form
            alignment = format(person(who), alignment)
        return say.m("alignment", player=who, alignment=alignment)
    if k == "traded":
        give, get = say.deal_side(d["give"], d.get("give_thalers", 0)), say.deal_side(d["get"], d.get("get_thalers", 0))
        nothing = say.m("traded_nothing")
        if give == nothing or get == nothing:  # a gift: never «Борис отдаёт ничего»
            giver, taker, what = (d["with"], who, get) if give == nothing else (who, d["with"], give)
            return say.m("traded_gift", giver=giver, taker=taker, what=what)
        return say.m("traded", player=who, give=give, partner=d["with"], get=get)
    return None


def _inline_row(say: _Say, text: Any) -> str:
    """The words of the row a card's own table landed on («Завалило.» → «завалило»), in
    the table's language; "" without any."""
    if not isinstance(text, str) or not text:
        return ""
    said = say.texts.get(text, text)
    opening = said.split(" ", 1)[0]
    # «Растяжение.» → «растяжение», "A sprain." → "a sprain" (an article opens it); "I", names stay
    return said[:1].lower() + said[1:] if said[1:2].islower() or opening in ("A", "An", "The") else said


def describe_events(referee: AmberReferee, events: Sequence[Event], locale: str) -> list[str]:
    say = _Say(referee, locale)
    # an action that opens on the field itself answers the question asked there («Поле Мира
    # Золота необязательное. Выполнить его?»): its text was read with the move and the question
    say.after_move = bool(events) and events[0].kind == "field"
    lines: list[str] = []
    last_table, series = None, 0  # the table of the action's last roll, and how many times in a row
    followed: set[Any] = set()  # states whose card came back («снова приходит …») in this action
    after_roll = None  # a trigger right after its own successful roll was just said: "it works"
    previous: Event | None = None
    for k, e in enumerate(events):
        if e.kind == "trigger" and (after_roll == e.data.get("source") or e.data.get("idle")):
            after_roll = None  # («idle»: it did nothing, rules.dispatch.run_triggers)
            continue
        if _said_already(previous, e) or _told_next(e, events[k + 1:k + 2]):
            continue
        previous = e
        after_roll = e.data.get("source") if e.kind == "ability_roll" and e.data.get("success") else None
        if e.kind == "moves" and k:  # after an action (not a `moves` question): the choice to make next
            lines += _moves_lines(say, {**e.data, "choose": True})
        elif e.kind == "rolled_move" and _turn_ends(events[k + 1:]):  # moved already (a teleport before
            # the roll): the engine still rolls, and the turn passes without a move
            lines.append(say.m("rolled_move_void", player=e.data.get("player", ""), roll=e.data.get("roll")))
        elif e.kind == "question" and k and events[k - 1].kind == "sector":
            lines += _question_lines(say, {**e.data, "after_sector": True})
        elif e.kind == "status" and e.data.get("name") in followed:  # the card came back and stays
            lines += [say.m("lasting_again", player=e.data.get("player", ""),
                            state=tree(STATUS_NAMES, say.locale).get(e.data["name"], e.data["name"]),
                            span=_SAID["lasting"](say, e.data.get("tours")))]
        elif e.kind == "rolled":
            table = e.data.get("table") or "inline"
            series = series + 1 if table == last_table else 1
            last_table = table
            lines += [_composed_line(say, "rolled", {**e.data, "nth": series}) or ""]
        else:
            lines += _event_lines(say, e)
            if e.kind in ("card", "field", "moved", "moved_to"):  # another card's or field's table: a new series
                last_table = None
            if e.kind == "follower":
                followed.add(e.data.get("status"))
        if e.kind == "rolled" and "nothing" not in e.data and _nothing_follows(events[k + 1:]) and \
                not _table_row(referee, e.data.get("table"), e.data["total"], say.locale):  # a row says it
            lines[-1] = lines[-1].rstrip(".") + say.m("rolled_nothing")  # the outcome is said, even "none"
        if e.kind == "sector" and _sector_idle(events[k + 1:]):  # «Привал: если несёшь тюк…» and nothing carried
            lines[-1] += say.m("sector_idle")
        say.after_move = e.kind == "moved"  # the field's text was shown when the move was chosen
    return lines


def _ordinal(n: int, locale: str) -> str | int:
    """English «2nd time», not «time 2»; Russian keeps the number («2-й раз»)."""
    if locale != "en":
        return n
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _turn_ends(rest: Sequence[Event]) -> bool:
    """The turn passes right after a move roll: nothing of the roll is played."""
    return bool(rest) and rest[0].kind in ("next", "game_over")


def _sector_idle(rest: Sequence[Event]) -> bool:
    """A Temple or Pass sector that did nothing for this traveller: the next event is the
    next sector, the next turn, or none."""
    return not rest or rest[0].kind in ("sector", "next", "skipped_turn", "game_over")


def _nothing_follows(rest: Sequence[Event]) -> bool:
    """A table roll whose row did nothing: the next event is another roll, the next
    player's turn, or none (a row's effects come right after its roll)."""
    return not rest or rest[0].kind in ("rolled", "next", "skipped_turn", "game_over")


def _told_next(e: Event, after: Sequence[Event]) -> bool:
    """An event the next one tells better: «Гоша выбирает: 4.» before «Гоша называет бросок
    Бориса: 4.» (№5 НЕВЕЗЕНИЕ: the answer is the named roll); a trigger before its own offer."""
    if not after:
        return False
    if e.kind == "trigger":  # «Срабатывает: X.» before «X: выполнить это?», which may well be declined,
        ask = after[0].data  # or before X's own roll, which may well fail («Цыган (Аня): … — не помогло»)
        if after[0].kind == "ability_roll":
            return ask.get("source") == e.data.get("source")
        return after[0].kind == "question" and ask.get("question") == "may" and \
            (ask.get("info") or {}).get("source") == e.data.get("source")
    if e.kind == "chosen" and e.data.get("question") == "heal" and after[0].kind == "checkup":
        return True  # «отказывается» before «не лечится и проходит осмотр»
    return e.kind == "chosen" and after[0].kind == "named_roll" and \
        e.data.get("question") in ("name-roll", "name-die") and e.data.get("player") == after[0].data.get("player")


def _said_already(previous: Event | None, e: Event) -> bool:
    """An event the one before it has told already (one message per event): leaving the
    Temple onto a field, then being put on that field; arriving on a field, then the
    field named again; a conversion's gain, then the gain itself."""
    if previous is not None and previous.kind == "taken_from" and e.kind == "gained":  # «Вика забирает у
        # Бориса: 3 талера.» then «Вика: +3 талера.»: one taking
        taken, got = previous.data, e.data.get("points") or {}
        return taken.get("by") == e.data.get("player") and got == {taken.get("stat", "life"): taken.get("amount")}
    if previous is None or previous.data.get("player") != e.data.get("player"):
        return False
    before, now = previous.data, e.data
    if previous.kind == "walk_exit" and e.kind == "moved_to":
        return before.get("to") == now.get("field")
    if previous.kind == "moved" and e.kind == "field":  # «Борис на поле «Джунгли».» says it; the
        return before.get("to") == now.get("field")       # field's text was read when it was chosen
    if previous.kind == "inflation" and e.kind == "paid":  # «Инфляция: Вика платит 2 талера в банк игры.»
        return before.get("amount") == now.get("amount") and not now.get("to_player")
    if previous.kind == "checkup" and e.kind == "paid":  # «… проходит осмотр: платит 1 талер в банк игры.»
        return before.get("fee") == now.get("amount") and now.get("to") == "supply"
    if previous.kind == "converted" and e.kind == "gained":
        return not now.get("capped") and dict(before.get("get") or {}) == dict(now.get("points") or {})
    return False


def explain_rule(rule: str, locale: str) -> str:
    return tree(RULES, locale).get(rule, "")


def roll_label(why: str, locale: str, names: Mapping[str, str] | None = None) -> str:
    """What a roll was for: a word of ROLLS, a table by its name («таблица «Лицей»»), or a
    plain "roll" (never the engine's id)."""
    words = tree(ROLLS, locale)
    if why in words:
        return words[why]
    if names and why in names:
        return inner_quotes(message(MESSAGES, "roll_on_table", locale, name=names[why]))  # «Пик „Олимп“»
    if why.startswith(("crown:", "palace:")):  # crown:NAME, one roll per fighter; palace:NAME, the duel's
        return words[why.partition(":")[0]]
    if why.startswith("table."):
        return words["table"]
    return words["roll"]  # not «бросок свойства»: «свойство» is an alignment in the rules

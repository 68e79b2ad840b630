"""What the Amber referee asks: a question with its numbered answers (a page of buttons
gets the same parts), each with what it costs and does, said beside it («да · поле:
+2 ПС, −5 талеров», «нет · поле не выполняется»): a table per question kind (data,
in the catalogue as ``referee_text:OPTION_FACTS``) and the text of the thing an answer
names (a card, an item, a field, a choice's effects).

``OPTION_FACTS`` (``referee_text_facts.json`` beside this module), per question kind:
``yes``/``no`` (a yes-or-no question), ``none`` (the answer «ничего» or «пас»), ``each``
(any other answer; ``{option}`` is its label); ``{what}`` is what the question is about
(the field's, the card's or the item's text, a choice's effects)."""

from __future__ import annotations

from _collections_abc import Mapping  # collections.abc's own class (see the package's note)

from pnpkit.games.amber.rules.referee_state import option_numbers  # beside the keys it reads
from pnpkit.games.amber.rules.referee_text_say import _Say, _short, field_text, points, thalers
from pnpkit.games.amber.rules.referee_words import MESSAGES, OP_WORDS, QUESTIONS, STATUS_NAMES
from pnpkit.rules.messages import tree
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from typing import Any

    from pnpkit.games.amber.rules.referee_text_say import AmberReferee
    from pnpkit.rules.session import Event

OPTION_FACTS = word_file(__file__, "referee_text_facts.json")["OPTION_FACTS"]


#: questions whose answers are amounts: 0 of them is no deal
_COUNTED = ("heal", "loan", "capital-money", "capital-points")


def option_fact(say: _Say, d: Mapping[str, Any], option: Any, label: str) -> str:
    """What the answer ``option`` of the question ``d`` costs and does, in a few words."""
    info = d.get("info") or {}
    facts = tree(OPTION_FACTS, say.locale)
    kind = {True: "yes", False: "no", None: "none"}.get(option, "each") \
        if option is None or isinstance(option, bool) else "each"
    if option == 0 and type(option) is int and d["question"] in _COUNTED:
        kind = "none"  # «0 ПЖ»: not buying at all
        if d["question"] == "heal" and info.get("checkup"):  # not treated: the check-up's fee is due
            return say.m("heal_none_checkup", fee=thalers(int(info["checkup"]), say.locale))
    if d["question"] == "teleport" and info.get("resolve") is False:  # the Ninja's escape: «Брось кубик.» is not done
        return say.m("teleport_only")
    shape = facts.get(d["question"], {}).get(kind) or facts["any"].get(kind, "{what}")
    what = _what(say, d, option) if "{what}" in shape else ""
    if option is True and shape == "{what}" and info.get("effects") and what == effects_summary(say, info["effects"]):
        return say.m("yes_as_said")  # «это значит» above says it: «да · бросок кубика: 1–3 — …» again read long
    if "{what}" in shape and not what:
        what = label if kind == "each" else ""
    values = {key: value for key, value in info.items() if isinstance(value, (int, str))}
    text = shape.format(**{**values, "what": what}) if what or "{what}" not in shape else ""
    return text.strip(" :—") or (facts["any"]["no"] if kind in ("no", "none") else label)


def _what(say: _Say, d: Mapping[str, Any], option: Any) -> str:
    """The text an answer stands for: the thing it names, or, for «да», what the
    question is about (a choice's effects, the field, the card, the item, the ability)."""
    info = d.get("info") or {}
    if isinstance(option, Mapping):
        if "effects" in option:
            return effects_summary(say, option["effects"])
        return ""
    if isinstance(option, str):
        return say.facts(option) or _field_facts(say, option)
    if option is True:
        if info.get("source") and info.get("moment"):  # an ability's roll: whose, and what it does
            own = _ability_text(say, str(info["source"]), str(info["moment"]))
            return f"{say.name(info['source'])}: {own}" if own else \
                f"{say.name(info['source'])}, {say.moment(info['moment'])}"
        if info.get("effects"):
            return effects_summary(say, info["effects"])
        for key in ("card", "item", "source"):
            if info.get(key):
                return say.facts(info[key]) or say.name(info[key])
        if info.get("field"):
            return _field_facts(say, info["field"])
    return ""


#: how a traveller's ability text begins (casefolded) for the moment it is offered at:
#: a traveller has several abilities, and the offer reads out the one it is about (a
#: matcher of the card texts, not words said: each locale has its own number of openings)
ABILITY_OPENINGS = {
    "ru": {"before-fight": ("перед битв",), "after-lost-fight": ("проигра",), "on-draw": ("взяв карту",),
           "meet-traveller": ("встретив путника",), "before-move": ("перед своим ход",)},
    "en": {"before-fight": ("before a fight",), "after-lost-fight": ("loses a fight",),
           "on-draw": ("draws an adventure card", "drawing an adventure card"), "meet-traveller": ("meeting a traveller",),
           "before-move": ("before his move", "before her move")},
}


def _ability_text(say: _Say, source: str, moment: str) -> str:
    """The offered ability's own text (what it does): a traveller's ability for that
    moment, an item's or a card's text; '' when none is found."""
    found = say.referee.told(say.locale).index("characters").get(source)
    if found is None:
        return say.facts(source)
    openings = ABILITY_OPENINGS.get(say.locale, {}).get(moment, ())
    for text in found.abilities:
        if any(o in text.casefold() for o in openings):
            return " ".join(text.split())
    return ""


def _field_facts(say: _Say, field_id: str) -> str:
    """What a field gives and costs: its effects read short when they name something
    (+2 ПС, 5 талеров, a card), else the board's short wording of it, else its text's
    first words («по желанию» alone tells a table nothing)."""
    field = say.referee.told(say.locale).index("fields").get(field_id)
    summary = effects_summary(say, field.effects) if field is not None and field.effects else "—"
    if summary != "—" and not set(summary.split("; ")) <= set(tree(OP_WORDS, say.locale).values()):
        return summary
    board = (field.attrs.get("on_board") or {}).get("text") if field is not None else None
    return _short(board or field_text(say.referee, field_id, say.locale)) or summary


def effects_summary(say: _Say, effects: Any) -> str:
    """A short reading of an effects list (what a "may" offers)."""
    out: list[str] = []
    for entry in effects if isinstance(effects, list) else []:
        if isinstance(entry, str):
            op, arg = entry, None
        elif isinstance(entry, Mapping) and len(entry) == 1:
            ((op, arg),) = entry.items()
        else:
            continue
        if op == "pay":
            amount = arg if isinstance(arg, int) else (arg or {}).get("amount", 0)
            out.append(say.m("summary_pay", amount=thalers(int(amount), say.locale)))
        elif op in ("gain", "lose") and isinstance(arg, Mapping):
            values = {k: (v if op == "gain" else -v) for k, v in arg.items() if isinstance(v, int)}
            out.append(points(values, say.locale))
        elif op == "draw":
            out.append(say.m("summary_draw", arg=say.count("cards_drawn", arg) if isinstance(arg, int) else arg))
        elif op == "take_item":
            out.append(say.m("summary_take", arg=say.name(arg)))
        elif op == "go_to":
            target = arg if isinstance(arg, str) else (arg or {}).get("field")
            special = f"summary_go_to_{str(target).replace('-', '_')}"  # start, choose, a neighbour
            out.append(say.m(special) if special in tree(MESSAGES, say.locale)
                       else say.m("summary_go_to", target=say.name(target)))
        elif op == "fight":
            out.append(say.m("summary_battle"))
        elif op == "skip_turns":
            out.append(say.m("summary_skip", arg=say.count("turns", arg) if isinstance(arg, int) else arg))
        elif op == "if" and isinstance(arg, Mapping) and set(arg.get("when") or {}) == {"alignment"} \
                and f"summary_if_{arg['when']['alignment']}" in tree(MESSAGES, say.locale):
            # the Sacred Grove: what each alignment gets, not «условие» three times
            out.append(say.m(f"summary_if_{arg['when']['alignment']}", then=effects_summary(say, arg.get("then"))))
        elif op == "if" and isinstance(arg, Mapping) and set(arg.get("when") or {}) == {"at_least"} \
                and isinstance(arg["when"]["at_least"], Mapping):  # a smugglers' cargo: «нужно 3 ПО»
            need = points({k: int(v) for k, v in arg["when"]["at_least"].items()}, say.locale, sign=False)
            out.append(say.m("summary_if_at_least", need=need, then=effects_summary(say, arg.get("then"))))
        elif op == "may" and isinstance(arg, Mapping) and arg.get("text"):
            out.append(say.m("summary_may", text=str(arg["text"]).rstrip(".")))
        elif op == "roll" and isinstance(arg, Mapping) and arg.get("rows"):  # each row, not «бросок по таблице»
            rows = ", ".join(_row_summary(say, row) for row in arg["rows"] if isinstance(row, Mapping))
            out.append(say.m("summary_roll_two" if arg.get("dice") == "2d6" else "summary_roll", rows=rows))
        elif op == "choose" and isinstance(arg, list) and all(isinstance(o, Mapping) and o.get("text") for o in arg):
            out.append(say.m("summary_choose", options=" / ".join(_said_text(say, o["text"]) for o in arg)))
        elif op == "convert" and isinstance(arg, Mapping) and arg.get("from"):  # the Inn's «1 ПС и 1 ПМ за 1 ПЖ»
            give = say.joined([points({k: int(v)}, say.locale, sign=False) for k, v in arg["from"].items()])
            get = points({k: int(v) for k, v in (arg.get("to") or {}).items()}, say.locale)
            out.append(say.m("summary_convert", give=give, get=get) if arg.get("to") else say.m("summary_give", give=give))
        elif op == "exchange" and isinstance(arg, Mapping) and set(arg) == {"trade"}:  # the Temple's money-changer
            # (an office, with its purchases and entry fee, is read by its board text)
            out.append(", ".join(say.m("summary_trade", give=points(t.get("give") or {}, say.locale, sign=False),
                                       get=points(t.get("get") or {}, say.locale, sign=False)) for t in arg["trade"]))
        elif op == "merge" and isinstance(arg, Mapping) and arg.get("into"):  # №163–164, №85
            out.append(say.m("summary_merge", stats=say.joined([say.stat(s) for s in arg.get("stats") or ()]),
                             into=say.stat(arg["into"])))
        elif op == "send_card" and isinstance(arg, Mapping):  # the Sinister Forest: a die's worth of fields
            out.append(say.m("summary_send_card", fields=say.count("fields", int(arg["steps"])))
                       if arg.get("steps") else say.m("summary_send_card_die"))
        elif op == "leaving" and isinstance(arg, Mapping) and (arg.get("move") or arg.get("no_horse")):
            # the Cliffs' «−1 к броску на ход», the Burnt Ground's horse (not «уход с поля»)
            out.append(say.m("summary_leaving_move", move=f"{int(arg['move']):+d}".replace("-", "−"))
                       if arg.get("move") else say.m("summary_leaving_no_horse"))
        elif op == "fight_bonus" and isinstance(arg, Mapping) and arg.get("side") == "creature" and not arg.get("when") \
                and all(f"kind_{k.replace('-', '_')}" in tree(MESSAGES, say.locale) for k in arg.get("kinds") or ()):
            bonus = points({k: int(v) for k, v in arg.items() if k in ("strength", "mind", "magic")}, say.locale)
            who = say.joined([say.m(f"kind_{k.replace('-', '_')}") for k in arg.get("kinds") or ()])
            out.append(say.m("summary_fight_bonus", who=who, bonus=bonus))  # who fights here with what
        elif op == "peek" and isinstance(arg, int):
            out.append(say.m("summary_peek_one") if arg == 1 else say.m("summary_peek", n=arg))
        elif op == "lose_item" and isinstance(arg, str):
            out.append(say.m("summary_lose_item", arg=say.name(arg)))
        elif op == "status" and isinstance(arg, Mapping) and arg.get("name") in tree(STATUS_NAMES, say.locale):
            out.append(tree(STATUS_NAMES, say.locale)[arg["name"]])  # the state named, not «особое состояние»
        else:
            words = tree(OP_WORDS, say.locale)
            out.append(words.get(op) or words["status"])  # never the op's raw name
    return "; ".join(out) or "—"


def _said_text(say: _Say, text: str) -> str:
    """A text inside effects in the table's language, as a part of a sentence («Не вышло.»
    → «не вышло»; a name or "I" keeps its capital)."""
    said = " ".join(str(say.texts.get(text, text)).split()).rstrip(" .")
    return said[:1].lower() + said[1:] if said[1:2].islower() else said


def _row_summary(say: _Say, row: Mapping[str, Any]) -> str:
    """A die table's row: its faces, its words and what it does («1–2 — добрый джинн (на
    выбор: 2 ПС, 2 ПУ или 2 ПМ)»)."""
    on = row.get("on")
    faces = f"{on[0]}–{on[1]}" if isinstance(on, (list, tuple)) and on[0] != on[1] else \
        str(on[0] if isinstance(on, (list, tuple)) else on)
    does = effects_summary(say, row.get("effects")) if row.get("effects") else "—"
    if does != "—" and set(does.split("; ")) <= set(tree(OP_WORDS, say.locale).values()):
        does = "—"  # «особое состояние» tells nothing beside the row's own words
    text = _said_text(say, row["text"]) if isinstance(row.get("text"), str) and row["text"] else ""
    said = f"{text} ({does})" if text and does != "—" else text or (does if does != "—" else "…")
    return say.m("summary_row", on=faces, text=said)


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
    info = d.get("info") or {}
    if q == "may" and info.get("source"):  # a fired trigger's offer says whose: a page shows it alone
        asked = say.m("question_may_source", source=say.name(info["source"]))
    elif q in ("name-roll", "name-die") and info.get("for") and info["for"] != d.get("player"):
        # №5 НЕВЕЗЕНИЕ: the next player names another's roll; «назови бросок хода» read as his own
        from pnpkit.games.amber.rules.referee_text import roll_label  # (it loads this module)

        asked = say.m(f"question_{q.replace('-', '_')}_for", **{"for": info["for"]},
                      why=roll_label(str(info.get("roll") or "roll"), say.locale, say.names))
    lines = [f"{d.get('player', '')}: {asked}"]
    if info.get("card"):
        lines.append(say.m("question_card", card=say.name(info["card"])))
    elif info.get("field") and not d.get("after_sector"):  # a field asked about is read out again: what it
        # does, costs, gives (a Temple's sector just read asks about itself, not the whole Temple)
        text = field_text(say.referee, info["field"], say.locale)
        lines.append(say.m("question_field", field=say.name(info["field"]), text=text or "—"))
    elif q == "use-ability" and info.get("source"):  # whose ability, and when it fires
        at = say.moment(info.get("moment", ""), None)
        lines.append(say.m("question_ability", source=say.name(info["source"]), moment=at).replace(" ()", ""))
    if info.get("effects"):
        lines.append(say.m("question_means") + effects_summary(say, info["effects"]))
    return lines


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

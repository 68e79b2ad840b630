"""What each answer of an Amber question costs and does, said beside it («да · поле:
+2 ПС, −5 талеров», «нет · поле не выполняется»): a table per question kind (data,
in the catalogue as ``referee_text:OPTION_FACTS``) and the text of the thing an answer
names (a card, an item, a field, a choice's effects)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pnpkit.games.amber.rules.referee_messages import MESSAGES
from pnpkit.games.amber.rules.referee_text_say import _Say, _short, field_text, points, thalers
from pnpkit.games.amber.rules.referee_words import OP_WORDS, STATUS_NAMES
from pnpkit.rules.messages import tree

#: per question kind: ``yes``/``no`` (a yes-or-no question), ``none`` (the answer «ничего»
#: or «пас»), ``each`` (any other answer; ``{option}`` is its label); ``{what}`` is what the
#: question is about (the field's, the card's or the item's text, a choice's effects)
OPTION_FACTS: dict[str, dict[str, dict[str, str]]] = {
    "ru": {
        "any": {"yes": "{what}", "no": "ничего не меняется", "none": "ничего не меняется",
                "each": "{what}"},
        "may": {"yes": "{what}", "no": "ничего не меняется"},
        "take-card": {"yes": "{what}", "no": "карта остаётся на поле"},
        "take-item": {"yes": "{what}", "no": "вещь остаётся на поле"},
        "keep-card": {"yes": "карта остаётся у тебя: {what}", "no": "карта остаётся на поле"},
        "do-field": {"yes": "выполнить поле: {what}", "no": "поле не выполняется, ход окончен"},
        "hand-in": {"yes": "сдать карту: {what}", "no": "карта остаётся у тебя"},
        "provaly": {"yes": "бросок против порога {threshold}", "no": "остаться перед Провалом"},
        "rob": {"yes": "бой с охраной; добыча — из фонда", "no": "уйти без ограбления"},
        "join-robbery": {"yes": "идти со всеми: бой с охраной", "no": "остаться в стороне"},
        "checkup": {"yes": "осмотр за плату", "no": "без осмотра"},
        "repay-loan": {"yes": "заплатить {owed}", "no": "долг остаётся"},
        "use-ability": {"yes": "{what}", "no": "без способности"},
        "steal": {"yes": "бросок: шестёрка — вещь твоя", "no": "не красть"},
        "reroll": {"yes": "бросить кубик лабиринта ещё раз (один раз за путь)", "no": "оставить выпавшее"},
        "provaly-reroll": {"yes": "бросить кубик Провала ещё раз (было {roll})", "no": "оставить {roll}"},
        "befriend": {"yes": "друг идёт с тобой: {what}", "no": "карта остаётся на поле"},
        "use-free-move": {"yes": "назвать бросок хода самому", "no": "бросить кубик"},
        "buy": {"none": "ничего не покупать", "each": "{what}"},
        "sell": {"none": "ничего не продавать", "each": "выставить на продажу, цена — по кубику"},
        "exchange": {"none": "уйти из обменника", "each": "сделка по курсу обменника"},
        "heal": {"none": "не лечиться", "each": "вылечить столько ПЖ за эту цену"},
        "loan": {"none": "не занимать", "each": "взять в долг, вернуть с процентами"},
        "choose": {"each": "{what}"},
        "choose-card": {"each": "{what}"},
        "champion": {"none": "сражаешься сам", "each": "бьётся вместо тебя: {what}"},
        "teleport": {"each": "{what}"},
        "thrown-back": {"each": "{what}"},
        "place-card": {"each": "карта ложится на это поле: {what}"},
        "send-card": {"each": "карта уходит на это поле: {what}"},
        "give-card": {"each": "карта переходит к этому путнику"},
        "use-pass": {"each": "отдать этот трофей: {what}"},
        "lose-which": {"each": "потерять: {what}"},
        "drop-item": {"none": "ничего не оставлять", "each": "оставить на поле: {what}"},
        "friends-stay": {"each": "друзья ждут здесь: {what}"},
        "air-ticket": {"none": "не лететь", "each": "перелёт на это поле"},
        "enlist": {"none": "не наниматься", "each": "пропустить ходы и получить плату"},
        "guess-count": {"each": "ставка на столько чисел"},
        "name-roll": {"each": "ход на столько шагов"},
        "name-die": {"each": "на кубике невезучего выпадает это число"},
        "capital-money": {"none": "не покупать ПЖ", "each": "купить столько ПЖ за талеры"},
        "capital-points": {"none": "не брать ПЖ", "each": "взять столько ПЖ за пункты"},
        "drop-magic-item": {"each": "оставить на поле: {what}"},
        "meet": {"each": "встреча с этим путником"},
        "palace-duel": {"none": "без поединка", "each": "поединок с этим принцем"},
        "steal-which": {"each": "стащить: {what}"},
        "con": {"none": "взять {thalers} талеров", "each": "забрать у путника: {what}"},
        "guess-number": {"each": "ставка на это число"},
        "full-moon-duel": {"each": "бой с этим путником"},
        "grenade-target": {"each": "граната летит в этого путника"},
        "grenade-hit": {"none": "путник теряет 1 ПЖ", "each": "погибает друг: {what}"},
        "hex": {"each": "колдовство на эту карту: {what}"},
        "set-figure": {"each": "фигурка встаёт на это поле: {what}"},
    },
    "en": {
        "any": {"yes": "{what}", "no": "nothing changes", "none": "nothing changes", "each": "{what}"},
        "may": {"yes": "{what}", "no": "nothing changes"},
        "take-card": {"yes": "{what}", "no": "the card stays on the field"},
        "take-item": {"yes": "{what}", "no": "the thing stays on the field"},
        "keep-card": {"yes": "you keep the card: {what}", "no": "the card stays on the field"},
        "do-field": {"yes": "do the field: {what}", "no": "the field is not done; the turn ends"},
        "hand-in": {"yes": "hand the card in: {what}", "no": "you keep the card"},
        "provaly": {"yes": "a roll against the threshold {threshold}", "no": "stay before the Rift"},
        "rob": {"yes": "fight the guards; the loot comes from the fund", "no": "leave without robbing"},
        "join-robbery": {"yes": "go with the others: fight the guards", "no": "stay out of it"},
        "checkup": {"yes": "a check-up for a fee", "no": "no check-up"},
        "repay-loan": {"yes": "pay {owed}", "no": "the debt stays"},
        "use-ability": {"yes": "{what}", "no": "without the ability"},
        "steal": {"yes": "a roll: a six and the thing is yours", "no": "do not steal"},
        "reroll": {"yes": "roll the labyrinth die again (once on the way)", "no": "keep the roll"},
        "provaly-reroll": {"yes": "roll the Rift’s die again (it showed {roll})", "no": "keep the {roll}"},
        "befriend": {"yes": "the friend goes with you: {what}", "no": "the card stays on the field"},
        "use-free-move": {"yes": "name the move roll yourself", "no": "roll the die"},
        "buy": {"none": "buy nothing", "each": "{what}"},
        "sell": {"none": "sell nothing", "each": "put it up for sale; the die sets the price"},
        "exchange": {"none": "leave the office", "each": "a deal at the office’s rate"},
        "heal": {"none": "no healing", "each": "heal this much LIFE at this price"},
        "loan": {"none": "borrow nothing", "each": "borrow it, repay it with interest"},
        "choose": {"each": "{what}"},
        "choose-card": {"each": "{what}"},
        "champion": {"none": "you fight yourself", "each": "fights in your place: {what}"},
        "teleport": {"each": "{what}"},
        "thrown-back": {"each": "{what}"},
        "place-card": {"each": "the card goes on this field: {what}"},
        "send-card": {"each": "the card goes to this field: {what}"},
        "give-card": {"each": "the card goes to this traveller"},
        "use-pass": {"each": "give up this trophy: {what}"},
        "lose-which": {"each": "lose: {what}"},
        "drop-item": {"none": "leave nothing", "each": "left on the field: {what}"},
        "friends-stay": {"each": "the friends wait here: {what}"},
        "air-ticket": {"none": "do not fly", "each": "a flight to this field"},
        "enlist": {"none": "do not sign on", "each": "miss turns and get paid"},
        "guess-count": {"each": "a bet on this many numbers"},
        "name-roll": {"each": "a move of this many steps"},
        "name-die": {"each": "the unlucky traveller’s die shows this"},
        "capital-money": {"none": "buy no LIFE", "each": "buy this much LIFE with thalers"},
        "capital-points": {"none": "take no LIFE", "each": "take this much LIFE for points"},
        "drop-magic-item": {"each": "left on the field: {what}"},
        "meet": {"each": "a meeting with this traveller"},
        "palace-duel": {"none": "no duel", "each": "a duel with this prince"},
        "steal-which": {"each": "steal: {what}"},
        "con": {"none": "take {thalers} thalers", "each": "take from the traveller: {what}"},
        "guess-number": {"each": "a bet on this number"},
        "full-moon-duel": {"each": "a fight with this traveller"},
        "grenade-target": {"each": "the grenade flies at this traveller"},
        "grenade-hit": {"none": "the traveller loses 1 LIFE", "each": "a friend dies: {what}"},
        "hex": {"each": "the hex goes on this card: {what}"},
        "set-figure": {"each": "the figure goes on this field: {what}"},
    },
}


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
    shape = facts.get(d["question"], {}).get(kind) or facts["any"].get(kind, "{what}")
    what = _what(say, d, option) if "{what}" in shape else ""
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
        if info.get("source") and info.get("moment"):  # an ability's roll: whose, and when
            return f"{say.name(info['source'])}, {_moment(say, str(info['moment']))}"
        if info.get("effects"):
            return effects_summary(say, info["effects"])
        for key in ("card", "item", "source"):
            if info.get(key):
                return say.facts(info[key]) or say.name(info[key])
        if info.get("field"):
            return _field_facts(say, info["field"])
    return ""


def _moment(say: _Say, moment: str) -> str:
    """When an ability's roll is made («перед ходом»), as the roll's own line says it."""
    key = "ability_at_" + moment.replace("-", "_")
    return say.m(key) if key in tree(MESSAGES, say.locale) else say.m("ability_at_any")


def _field_facts(say: _Say, field_id: str) -> str:
    """What a field gives and costs: its effects read short when they name something
    (+2 ПС, 5 талеров, a card), else the board's short wording of it, else its text's
    first words («по желанию» alone tells a table nothing)."""
    field = say.referee.game(say.locale).index("fields").get(field_id)
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
        elif op == "status" and isinstance(arg, Mapping) and arg.get("name") in tree(STATUS_NAMES, say.locale):
            out.append(tree(STATUS_NAMES, say.locale)[arg["name"]])  # the state named, not «особое состояние»
        else:
            words = tree(OP_WORDS, say.locale)
            out.append(words.get(op) or words["status"])  # never the op's raw name
    return "; ".join(out) or "—"

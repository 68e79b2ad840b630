"""What the Amber referee says, in Russian and English (pure text building).

Every engine event kind has a sentence; an unknown kind falls back to its name and
data, so a new engine event is shown (plainly) before it gets its own sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pnpkit.model.game import Game
from pnpkit.rules import numbers
from pnpkit.rules.messages import Refused, counted, tree
from pnpkit.rules.messages import say as message
from pnpkit.rules.session import Event, RuleError

# rules.referee imports this module: its referee and table are named here, not imported
AmberReferee = AmberTable = Any

STAT_SHORT = {
    "ru": {"strength": "ПС", "mind": "ПУ", "magic": "ПМ", "life": "ПЖ", "experience": "ПО", "thalers": "тал."},
    "en": {"strength": "STR", "mind": "MND", "magic": "MAG", "life": "LIFE", "experience": "EXP",
           "thalers": "thalers"},
}
THING_NAMES = {
    "ru": {"item": "вещь", "owner-item": "именная вещь", "contraband": "контрабанда", "magic-item": "магическая вещь",
           "amulet": "амулет", "horse": "лошадь", "friend": "друг"},
    "en": {"item": "an item", "owner-item": "an owner's item", "contraband": "contraband",
           "magic-item": "a magic item", "amulet": "an amulet", "horse": "a horse", "friend": "a friend"},
}
FUNDS = {"ru": {"supply": "в банк игры", "bank": "в банк", "mafia": "в фонд мафии", "player": "другому путнику"},
         "en": {"supply": "to the supply", "bank": "to the bank", "mafia": "to the mafia fund",
                "player": "to another traveller"}}
#: what the referee asks at a question, by the engine's question id
QUESTIONS: dict[str, dict[str, str]] = {
    "ru": {
        "may": "Выполнить это (по желанию)?",
        "take-card": "Взять эту карту (она необязательная)?",
        "keep-card": "Оставить карту себе?",
        "do-field": "Поле Мира Золота необязательное. Выполнить его?",
        "hand-in": "Сдать карту здесь?",
        "provaly": "Все четыре пункта на пороге Провала. Пробовать пройти?",
        "rob": "Грабить?",
        "checkup": "Пройти осмотр?",
        "repay-loan": "Вернуть заём с процентами?",
        "buy": "Что купить? (пас — ничего)",
        "sell": "Что продать? (пас — ничего)",
        "exchange": "Обменный пункт: что делаешь? (пас — уйти)",
        "heal": "Сколько ПЖ лечить?",
        "loan": "Сколько занять?",
        "choose": "Выбери одно:",
        "choose-card": "Какую карту оставить?",
        "champion": "Кто сражается: ты сам или друг вместо тебя?",
        "teleport": "Куда переместиться?",
        "thrown-back": "Куда отбросило?",
        "place-card": "На какое соседнее поле положить карту?",
        "send-card": "Куда отправить карту?",
        "give-card": "Кому отдать карту?",
        "use-pass": "Какой пропуск отдать?",
        "lose-which": "Что потерять?",
        "drop-item": "Столько вещей не унести. Что оставить на поле?",
        "friends-stay": "Друзья в Провал не идут. На каком соседнем поле они останутся?",
        "air-ticket": "Какой билет купить?",
        "enlist": "На какой срок наняться?",
        "guess-count": "На сколько чисел ставишь?",
        "name-roll": "Назови бросок хода:",
        "name-die": "Невезение (№5): назови, что выпало на кубике у невезучего путника:",
        "capital-money": "Сколько ПЖ купить за талеры?",
        "capital-points": "Сколько ПЖ взять за пункты?",
        "drop-magic-item": "Больше одного магического предмета не унести. Какой оставить на поле?",
        "meet": "С кем из путников на этом поле встретиться?",
        "palace-duel": "Вызвать соперника на поединок во дворце?",
    },
    "en": {
        "may": "Do this (it is up to you)?",
        "take-card": "Take this card (it is optional)?",
        "keep-card": "Keep the card?",
        "do-field": "A Gold World field is optional. Do it?",
        "hand-in": "Hand the card in here?",
        "provaly": "All four stats reach the Rift's threshold. Try to pass?",
        "rob": "Try the robbery?",
        "checkup": "Take the check-up?",
        "repay-loan": "Repay the loan with interest?",
        "buy": "What to buy? (pass: nothing)",
        "sell": "What to sell? (pass: nothing)",
        "exchange": "Exchange office: what will you do? (pass: leave)",
        "heal": "How many LIFE to heal?",
        "loan": "How much to borrow?",
        "choose": "Choose one:",
        "choose-card": "Which card to keep?",
        "champion": "Who fights: you, or a friend in your place?",
        "teleport": "Where to go?",
        "thrown-back": "Where are you thrown back to?",
        "place-card": "Which neighbouring field gets the card?",
        "send-card": "Where to send the card?",
        "give-card": "Whom to give the card to?",
        "use-pass": "Which pass to give up?",
        "lose-which": "What do you lose?",
        "drop-item": "You cannot carry that many things. What stays on the field?",
        "friends-stay": "Friends do not go through a Rift. On which neighbouring field do they stay?",
        "air-ticket": "Which ticket to buy?",
        "enlist": "How long to sign on for?",
        "guess-count": "How many numbers do you bet on?",
        "name-roll": "Name your move roll:",
        "name-die": "Bad Luck (card No. 5): name what the unlucky traveller's die shows:",
        "capital-money": "How many LIFE to buy with thalers?",
        "capital-points": "How many LIFE to take for points?",
        "drop-magic-item": "You cannot carry more than one magic item. Which stays on the field?",
        "meet": "Which traveller on this field do you meet?",
        "palace-duel": "Challenge a rival to a duel in the palace?",
    },
}
#: one sentence per rule an event names (`play` prints it)
RULES: dict[str, dict[str, str]] = {
    "ru": {
        "amber.move": "Ход: ровно столько шагов, сколько выпало; назад на только что покинутое поле ступать нельзя; "
                      "на заготконторе, лазарете, обменниках и Провалах можно остановиться раньше.",
        "amber.cards-first": "Если на поле лежат карты, выполняют их, а не само поле.",
        "amber.cards": "Вытянутые карты выполняют по возрастанию номеров.",
        "amber.battle": "Бой: пункт Мира (Сила, Ум или Магия) плюс 1к6 с каждой стороны; первым за "
                        "противника бросает следующий игрок. Больше — победа, поровну — ничья.",
        "amber.duel": "Дуэль — обычный бой всеми средствами; проигравший отдаёт победителю 1 ПЖ.",
        "amber.by_hand": "Шаг, который правила оставляют игрокам, ведущий записывает командами поставить, передать, поправить: они в журнале, их можно отменить, и повтор партии их проходит.",
        "compensation": "Правило компенсации: нет ПС — платят ПУ или ПМ, нет ПМ — ПС или ПУ, не хватает "
                        "денег — 1 ПУ за каждые 5 талеров, нет ПУ — ПЖ; опыт не отнимают.",
        "inflation": "Инфляция забирает долю денег, округляя вверх.",
        "carry-limit": "Без лошади или друга больше 4 вещей не унести.",
        "amber.cap": "До Провала собственные ПС, ПУ, ПМ и ПО не выше 14: лишнее пропадает.",
        "amber.death": "При 0 ПЖ путник гибнет; что дальше — решает набор правил.",
        "provaly": "Провал: все четыре пункта не ниже порога, мешок пуст, одна попытка за круг.",
        "coronation": "Кто дошёл до трона, коронуется.",
        "amber.skip": "Пропуск хода: очередь переходит к следующему.",
        "amber.trade": "Путники на одном поле Мира Приключений или на соседних меняются вещами, "
                       "картами, трофеями и талерами, если оба согласны; друзей и пункты не продают, "
                       "именные вещи, короны и карта задания в пути остаются у хозяина, а лимит ноши и "
                       "один магический предмет соблюдаются.",
        "amber.infirmary": "Лазарет лечит за плату до 4 ПЖ.",
    },
    "en": {
        "amber.move": "Move exactly the roll; never step straight back onto the field you just left; you may "
                      "stop early on the trophy office, the infirmary, exchange offices and Rifts.",
        "amber.cards-first": "Cards lying on a field are done instead of the field itself.",
        "amber.cards": "Drawn cards are done in order of their numbers, lowest first.",
        "amber.battle": "Battle: the World's stat (Strength, Mind or Magic) plus 1d6 on each side; the next "
                        "player rolls for the opponent first. Higher wins, equal is a draw.",
        "amber.duel": "A duel is an ordinary battle with every means; the loser gives the winner 1 LIFE.",
        "amber.by_hand": "A step the rules leave to the players is recorded by the game master with place, give, adjust: they are logged, can be undone, and a replay goes through them.",
        "compensation": "Compensation: missing STR is paid in MND or MAG, missing MAG in STR or MND, missing money "
                        "at 1 MND per 5 thalers, missing MND in LIFE; experience is never taken.",
        "inflation": "Inflation takes its share of your money, rounded up.",
        "carry-limit": "Without a horse or a friend you carry at most 4 items.",
        "amber.cap": "Before the Rift your own STR, MND, MAG and EXP stay at 14 at most; the rest is lost.",
        "amber.death": "At 0 LIFE the traveller dies; the preset says what comes next.",
        "provaly": "A Rift: all four stats at its threshold, an empty bag, one try a round.",
        "coronation": "Whoever reaches the throne is crowned.",
        "amber.skip": "A skipped turn: play passes on.",
        "amber.trade": "Travellers on one field of the adventure world or on neighbouring ones may swap "
                       "items, cards, trophies and thalers when both agree; friends and points are not for "
                       "sale, owner's items, crowns and the card of a quest under way stay put, and the load "
                       "limit and the one magic item still hold.",
        "amber.infirmary": "The infirmary heals, for a fee, up to 4 LIFE.",
    },
}
EVENT_RULES = {
    "moved": "amber.move", "cards_on_field": "amber.cards-first", "drew": "amber.cards", "battle": "amber.battle",
    "duel": "amber.duel", "compensated": "compensation", "died": "amber.death", "skipped_turn": "amber.skip",
    "healed": "amber.infirmary", "provaly_roll": "provaly",
}
#: what a roll was for
ROLLS: dict[str, dict[str, str]] = {
    "ru": {
        "move": "ход",
        "opponent": "за противника",
        "battle": "твой бой",
        "shuffle": "тасовка",
        "chance": "бросок свойства",
        "table": "таблица",
        "release": "освобождение",
        "contraband": "контрабанда",
        "provaly": "Провал",
        "walk": "сектор",
        "prince": "принц",
        "roulette": "рулетка",
        "bourse": "биржа",
        "service": "служба",
        "safe": "сейф",
        "send card": "куда карта",
        "new-traveller": "новый путник",
        "traveller": "новый путник",
    },
    "en": {
        "move": "move",
        "opponent": "for the opponent",
        "battle": "your battle",
        "shuffle": "shuffle",
        "chance": "ability roll",
        "table": "table",
        "release": "release",
        "contraband": "contraband",
        "provaly": "Rift",
        "walk": "sector",
        "prince": "prince",
        "roulette": "roulette",
        "bourse": "bourse",
        "service": "service",
        "safe": "safe",
        "send card": "where the card goes",
        "new-traveller": "new traveller",
        "traveller": "new traveller",
    },
}


def _ru(locale: str) -> bool:
    return locale != "en"


def names_of(game: Game, locale: str = "ru") -> dict[str, str]:
    """Display names of every id in a (localized) game; cards carry their number, as the
    locale's rulebook writes it (№52 in Russian, No. 52 in English)."""
    sign = "№" if _ru(locale) else "No. "
    names: dict[str, str] = {}
    for f in game.fields:
        names[f.id] = f.name
    for c in game.cards:
        names[c.id] = f"{sign}{c.number} {c.name}" if c.number else c.name
    for group in (game.items, game.characters, game.regions, game.tables):
        for x in group:
            names[x.id] = x.name
    return names


#: numbers with their words, the locale's plural forms separated by "|" (rules.messages.counted)
COUNTS: dict[str, dict[str, str]] = {
    "ru": {"thalers": "{n} талер|{n} талера|{n} талеров", "cards": "{n} карта|{n} карты|{n} карт",
           "rounds": "{n} круг|{n} круга|{n} кругов", "turns": "{n} ход|{n} хода|{n} ходов",
           "steps": "{n} шаг|{n} шага|{n} шагов"},
    "en": {"thalers": "{n} thaler|{n} thalers", "cards": "{n} card|{n} cards",
           "rounds": "{n} round|{n} rounds", "turns": "{n} turn|{n} turns", "steps": "{n} step|{n} steps"},
}


def thalers(n: int, locale: str) -> str:
    return counted(COUNTS, "thalers", n, "ru" if _ru(locale) else "en")


def points(values: Mapping[str, Any], locale: str, sign: bool = True) -> str:
    short = STAT_SHORT["ru" if _ru(locale) else "en"]
    parts = []
    for stat, amount in values.items():
        if not isinstance(amount, int) or not amount:
            continue
        lead = ("+" if amount > 0 else "−") if sign else ""
        if stat == "thalers":
            parts.append(f"{lead}{thalers(abs(amount), locale)}")
        elif stat in short:
            parts.append(f"{lead}{abs(amount)} {short[stat]}")
        else:
            thing = THING_NAMES["ru" if _ru(locale) else "en"].get(stat, stat)
            parts.append(thing if abs(amount) == 1 else f"{abs(amount)} × {thing}")
    return ", ".join(parts) or "—"


def percent(p: float, locale: str) -> str:
    return numbers.percent(p, "ru" if _ru(locale) else "en", 1)


class _Say:
    def __init__(self, referee: AmberReferee, locale: str) -> None:
        self.ru = _ru(locale)
        self.locale = "ru" if self.ru else "en"
        self.names = referee.names(self.locale)
        self.texts = referee.effect_texts(self.locale)
        self.after_move = False

    def m(self, key: str, **values: Any) -> str:
        """The message ``key`` of MESSAGES in this locale, placeholders filled in."""
        return message(MESSAGES, key, self.locale, **values)

    def count(self, noun: str, n: int) -> str:
        """``n`` with its noun of COUNTS in this locale's plural form."""
        return counted(COUNTS, noun, n, self.locale)

    def name(self, ident: Any) -> str:
        if ident is None:
            return "—"
        return self.names.get(str(ident), str(ident))

    def names_list(self, ids: Sequence[Any]) -> str:
        return ", ".join(self.name(i) for i in ids) or "—"

    def stat(self, stat: str) -> str:
        return STAT_SHORT[self.locale].get(stat, stat)

    def part(self, label: str, value: int) -> str:
        if label.startswith("own "):
            return self.m("part_own", label=self.stat(label[4:]), value=value)
        if label == "modifier":
            return self.m("part_modifier", value=value)
        if label == "doubled":
            return self.m("part_doubled", value=value)
        if label in STAT_SHORT["en"]:
            return f"{self.stat(label)} {value}"
        return f"{self.name(label)} {value:+d}"

    def option(self, question: str, option: Any, players: Sequence[str]) -> str:
        if option is None:
            return self.m("option_decline")
        if option is True:
            return self.m("option_yes")
        if option is False:
            return self.m("option_no")
        if isinstance(option, int):
            if question in ("give-card", "meet", "palace-duel") and 0 <= option < len(players):
                return players[option]
            if question == "name-roll":
                return str(option)
            if question == "loan":
                return thalers(option, self.locale)
            if question in ("heal", "capital-money", "capital-points"):
                return self.m("option_life", option=option)
            return str(option)
        if isinstance(option, str):
            return self.name(option)
        if isinstance(option, (list, tuple)) and len(option) == 2 and option[0] in ("trade", "buy"):
            deal = option[1]
            get = points(deal.get("get", {}), self.locale)
            if option[0] == "trade":
                give = points(deal.get("give", {}), self.locale, sign=False)
                return self.m("option_trade", give=give, get=get)
            return self.m("option_buy", price=thalers(deal["price"], self.locale), get=get)
        if isinstance(option, dict):
            if "text" in option:
                return self.texts.get(str(option["text"]), str(option["text"]))
            if "to" in option and "price" in option:
                return self.m("option_ticket", to=self.name(option["to"]), price=thalers(option["price"], self.locale))
            if "tours" in option and "pay" in option:
                return self.m("option_service", tours=self.count("rounds", option["tours"]), pay=thalers(option["pay"], self.locale))
        return str(option)


def option_labels(referee: AmberReferee, question: str, options: Sequence[Any],
                  players: Sequence[str], locale: str) -> list[str]:
    """The answers of a question as the table is shown them («да», «Кольт», «3 талера»)."""
    say = _Say(referee, locale)
    return [say.option(question, o, players) for o in options]


def said_with_names(referee: AmberReferee, refused: Refused) -> RuleError:
    """A refusal of the engine (its key and values) said in Russian and English with the
    names of the things, friends and fields it mentions, as the referee names them."""
    return RuleError(*(refused.text(locale, _Say(referee, locale).name) for locale in ("ru", "en")))


def _plan_lines(say: _Say, plan: Sequence[Sequence[Any]]) -> list[str]:
    lines = []
    for k, (stat, amount, instead) in enumerate(plan, start=1):
        paid = points({stat: amount}, say.locale, sign=False)
        if stat == instead:
            lines.append(say.m("plan_step", k=k, paid=paid))
        else:
            owed = (THING_NAMES[say.locale].get(instead) or say.stat(instead))
            lines.append(say.m("plan_step_instead", k=k, owed=owed, paid=paid))
    return lines


def _fight_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    if d.get("kind") == "unknown":
        return [say.m("fight_unknown")]
    stat = say.stat(d.get("stat", "strength"))
    if d["kind"] == "battle":
        foe = say.name(d["card"]) if d.get("card") else say.m("fight_opponent")
        head = say.m("fight_battle", stat=stat, foe=foe)
    elif d["kind"] == "duel":
        head = say.m("fight_duel", stat=stat, target=d["target"])
    else:
        head = say.m("fight_guard", guard=d["guard"])
    mine = " + ".join(say.part(str(label), int(v)) for label, v in d.get("parts", [])) or str(d["you"])
    theirs = " + ".join(say.part(str(label), int(v)) for label, v in d.get("enemy_parts", [])) or str(d["enemy"])
    dice = d.get("you_dice", "1d6").replace("d", "к") if say.ru else d.get("you_dice", "1d6")
    lines = [head]
    if d.get("champion"):
        lines.append(say.m("fight_champion", champion=say.name(d["champion"])))
    lines += [
        say.m("fight_you", you=d["you"], mine=mine, dice=dice),
        *[say.m("fight_not_counted", item=say.name(item), need=need)
          for item, need in d.get("unusable", [])],
        say.m("fight_enemy", enemy=d["enemy"], theirs=theirs),
        say.m("fight_odds", win=percent(d["win"], say.locale), exact_win=d["exact"]["win"], draw=percent(d["draw"], say.locale), exact_draw=d["exact"]["draw"], loss=percent(d["loss"], say.locale), exact_loss=d["exact"]["loss"]),
        *_cancel_lines(say, d),
        say.m("fight_roll_it"),
    ]
    return lines


def _cancel_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    """«поражение можно отменить (Гладиатор, нужно 4): оно останется — 25 %, отменится — 5 %»."""
    after = d.get("with_cancel")
    if not after:
        return []
    sources = "; ".join(
        say.m("fight_cancel_source", source=say.name(source),
              need=_ability_need(say, faces) if faces else say.m("fight_cancel_always"))
        for source, faces in d.get("cancel", []))
    return [say.m("fight_cancel", sources=sources, loss=percent(after["loss"], say.locale),
                  exact_loss=after["exact"]["loss"], cancelled=percent(after["cancelled"], say.locale),
                  exact_cancelled=after["exact"]["cancelled"])]


def _event_lines(say: _Say, e: Event, referee: AmberReferee) -> list[str]:  # noqa: C901
    d = dict(e.data)
    k = e.kind
    who = d.get("player", "")
    if k == "arrived":
        route = " → ".join(say.name(f) for f in d["route"]) or say.name(d["to"])
        lines = [say.m("arrived_route", player=who, route=route)]
        if d["in_passing"]:
            lines.append(say.m("arrived_in_passing"))
        if d["cards"]:
            lines.append(say.m("arrived_cards", cards=say.names_list(d["cards"])))
        else:
            text = field_text(referee, d["to"], say.locale)
            if text:
                lines.append(say.m("arrived_field", to=say.name(d["to"]), text=text))
        lines.append(say.m("arrived_next"))
        return lines
    if k == "question":
        q = d["question"]
        asked = tree(QUESTIONS, say.locale).get(q) or say.m("question_unknown", question=q)
        lines = [f"{who}: {asked}"]
        info = d.get("info") or {}
        if info.get("card"):
            lines.append(say.m("question_card", card=say.name(info["card"])))
        if info.get("effects"):
            lines.append(say.m("question_means") + effects_summary(say, info["effects"]))
        prices = info.get("prices") or {}
        for i, option in enumerate(d["options"], start=1):
            text = say.option(q, option, d.get("players", []))
            if isinstance(option, str) and option in prices:  # a shop's thing with its price
                text = say.m("option_priced", option=text, price=thalers(prices[option], say.locale))
            lines.append(f"  {i}. {text}")
        lines.append(say.m("question_answer"))
        return lines
    if k == "fight_ready":
        return _fight_lines(say, d)
    if k == "moves":
        head = say.m("moves_from", player=who, origin=say.name(d["from"]), roll=d["roll"])
        lines = [head]
        full = [m for m in d["moves"] if not m["in_passing"]]
        passing = [m for m in d["moves"] if m["in_passing"]]
        for m in full:
            steps = m.get("steps", d["roll"])  # a horse or an ability changes the count: say so
            note = say.m("moves_steps", steps=say.count("steps", steps)) if steps != d["roll"] else ""
            route = " → ".join(say.name(f) for f in m["route"]) or say.m("moves_stay")  # a roll of 0
            lines.append(f"  {say.name(m['to'])}{note}: {route}")
        if passing:
            lines.append(say.m("moves_in_passing")
                         + ", ".join(say.name(m["to"]) for m in passing))
        if not d["moves"]:
            lines.append(say.m("moves_none"))
        return lines
    if k == "odds":
        return [say.m("odds", you=d["you"], enemy=d["enemy"], win=percent(d["win"], say.locale), draw=percent(d["draw"], say.locale), loss=percent(d["loss"], say.locale))]
    if k == "pay_plan":
        lines = [say.m("pay_plan", player=who, debt=points(d["debt"], say.locale, sign=False))]
        lines += _plan_lines(say, d["plan"]) or [say.m("pay_plan_nothing")]
        return lines
    if k == "paid_up":
        return [say.m("paid_up", before=_stats(say, d["before"]), after=_stats(say, d["after"]))]
    if k == "next":
        return [say.m("next", player=who, tour=d["tour"])]
    if k == "rolled_move":
        return [say.m("rolled_move", player=who, roll=d["roll"])]
    if k == "moved":
        return [say.m("moved", player=who, to=say.name(d["to"]))]
    if k == "moved_to":
        return [say.m("moved_to", player=who, field=say.name(d["field"]))]
    if k == "field":
        text = "" if say.after_move else field_text(referee, d["field"], say.locale)
        return [say.m("field", field=say.name(d['field'])) + (f": {text}" if text else ".")]
    if k == "cards_on_field":
        return [say.m("cards_on_field", cards=say.names_list(d["cards"]))]
    if k == "drew":
        return [say.m("drew", cards=say.names_list(d["cards"]))]
    if k == "card":
        text = card_text(referee, d["card"], say.locale)
        return [say.m("card", card=say.name(d['card'])) + (f": {text}" if text else ".")]
    if k == "battle":
        outcome = {"win": say.m("battle_win"), "draw": say.m("battle_draw"), "lose": say.m("battle_loss")}
        return [say.m("battle", you=d["you"], you_roll=d["you_roll"], you_total=d["you"] + d["you_roll"], enemy=d["enemy"], enemy_roll=d["enemy_roll"], enemy_total=d["enemy"] + d["enemy_roll"], outcome=outcome[d["outcome"]])]
    if k == "duel":
        outcome = {"win": say.m("duel_player_wins", player=who), "lose": say.m("duel_target_wins", target=d["target"]),
                   "draw": say.m("duel_draw")}[d["outcome"]]
        line = say.m("duel", player=who, target=d["target"], you=d["you"], them=d["them"], outcome=outcome)
        if d["outcome"] in ("win", "lose"):  # the loser gives the winner 1 LIFE: said, not silent
            winner, loser = (who, d["target"]) if d["outcome"] == "win" else (d["target"], who)
            line += " " + say.m("duel_life", winner=winner, loser=loser, life=points({"life": 1}, say.locale, sign=False))
        return [line]
    if k == "gained":
        capped = d.get("capped") or {}
        line = say.m("gained", player=who, points=points(d["points"], say.locale))
        if capped:
            line += say.m("gained_capped", capped=points(capped, say.locale, sign=False))
        return [line]
    if k in ("lost", "compensated"):
        owed = d.get("points") or ({"thalers": d["owed"]} if "owed" in d else {})
        head = say.m("lost", player=who, owed=points(owed, say.locale, sign=False)) \
            if k == "lost" else say.m("short_of_thalers", player=who, owed=thalers(d["owed"], say.locale))
        plan = d.get("plan", [])
        if k == "lost" and plan and all(stat == instead for stat, _amount, instead in plan):
            return [head.rstrip(":") + "."]
        return [head, *(_plan_lines(say, plan) or [say.m("lost_nothing_left")])]
    if k == "paid":
        return [say.m("paid", player=who, amount=thalers(d["amount"], say.locale), to=FUNDS[say.locale].get(d["to"], d["to"]))]
    if k == "inflation":
        return [say.m("inflation", amount=thalers(d["amount"], say.locale))]
    if k == "died":
        return [say.m("died", player=who, where=say.name(d.get("where")))]
    if k == "took_item":
        return [say.m("took_item", player=who, item=say.name(d["item"]))]
    if k in ("lost_item", "dropped", "confiscated"):
        return [say.m("lost_item", player=who, item=say.name(d["item"]))]
    if k == "healed":
        return [say.m("healed", player=who, life=d["life"])]
    if k == "skipped_turn":
        return [say.m("skipped_turn", player=who, left=d["left"])]
    if k == "skips":
        return [say.m("skips", player=who, turns=say.count("turns", d["turns"]))]
    if k == "no_move":
        return [say.m("no_move", player=who)]
    if k == "handed_in":
        return [say.m("handed_in", player=who, card=say.name(d["card"]))]
    if k == "left_on_field":
        return [say.m("left_on_field", cards=say.names_list(d["cards"]))]
    if k == "manual":
        step = d["text"] if say.ru else say.texts.get(str(d["text"]), d["text"])
        return [say.m("manual", text=step)]
    if k == "ability_roll":
        return [_ability_roll_line(say, d)]
    if k == "trigger":
        return [say.m("trigger", source=say.name(d["source"]))]
    if k == "rolled":
        return [say.m("rolled", total=d["total"])]
    if k == "provaly_roll":
        return [say.m("provaly_roll", total=d["total"], threshold=d["threshold"])]
    if k == "entered_kingdom":
        return [say.m("entered_kingdom", player=who)]
    if k == "prince":
        return [say.m("prince", player=who, prince=say.name(d["prince"]), bonus=d["bonus"])]
    if k == "crowned":
        return [say.m("crowned", player=who)]
    if k in ("game_over", "turn_limit"):
        return [say.m("game_over")]
    if k == "reshuffled":
        return [say.m("reshuffled", cards=say.count("cards", d["cards"]))]
    if k == "held":
        return [say.m("held", player=who, low=d["release"][0], high=d["release"][1])]
    if k == "released":
        return [say.m("released", player=who)]
    if k == "still_held":
        return [say.m("still_held", player=who)]
    if k == "friend_died":
        return [say.m("friend_died", friend=say.name(d["friend"]))]
    if k == "befriended":
        return [say.m("befriended", player=who, card=say.name(d["card"]))]
    if k == "robbery_fight":
        return [say.m("robbery_fight", guard=d["guard"], you=d["you"], guard_total=d["guard_total"])]
    simple = _simple_line(say, k, d)
    if simple is not None:
        return [simple]
    return [say.m("event_other", player=who or "—")]  # never the engine's own words and ids


def _stats(say: _Say, stats: Mapping[str, int]) -> str:
    order = ("strength", "mind", "magic", "life", "experience", "thalers")
    return ", ".join(f"{say.stat(s)} {stats[s]}" for s in order if s in stats)


def field_text(referee: AmberReferee, field_id: str, locale: str) -> str:
    f = referee.game(locale).index("fields").get(field_id)
    return (f.text or "").strip() if f is not None else ""


def card_text(referee: AmberReferee, card_id: str, locale: str) -> str:
    c = referee.game(locale).index("cards").get(card_id)
    return (c.text or "").strip() if c is not None else ""


def _ability_need(say: _Say, faces: Sequence[int]) -> str:
    """What an ability's roll needs: «4», «1–2», «2, 3 или 6»."""
    faces = sorted(int(f) for f in faces)
    if not faces:
        return "—"
    if len(faces) > 1 and faces == list(range(faces[0], faces[-1] + 1)):
        return f"{faces[0]}–{faces[-1]}"
    if len(faces) == 1:
        return str(faces[0])
    return say.m("ability_need_or", faces=", ".join(map(str, faces[:-1])), last=faces[-1])


def _ability_roll_line(say: _Say, d: Mapping[str, Any]) -> str:
    """«Гладиатор (Вика), после проигранного боя: нужно 4, выпало 3 — не помогло.»"""
    moment = str(d.get("moment", "")).replace("-", "_")
    key = f"ability_at_{moment}"
    at = say.m(key) if key in tree(MESSAGES, say.locale) else say.m("ability_at_any")
    return say.m("ability_roll", source=say.name(d.get("source", "")), player=d.get("player", ""), moment=at,
                 need=_ability_need(say, d.get("need", ())), roll=d.get("roll", ""),
                 outcome=say.m("ability_roll_ok" if d.get("success") else "ability_roll_failed"))


def describe_events(referee: AmberReferee, events: Sequence[Event], locale: str) -> list[str]:
    say = _Say(referee, locale)
    lines: list[str] = []
    after_roll = None  # a trigger right after its own successful roll was just said: "it works"
    for e in events:
        if e.kind == "trigger" and after_roll == e.data.get("source"):
            after_roll = None
            continue
        after_roll = e.data.get("source") if e.kind == "ability_roll" and e.data.get("success") else None
        lines += _event_lines(say, e, referee)
        say.after_move = e.kind == "moved"  # the field's text was shown when the move was chosen
    return lines


def option_texts(ru: Game, other: Game) -> dict[str, str]:
    """Russian texts inside effects (choice labels, manual steps) → the other locale's,
    found by walking both games' effects side by side (localizing keeps the shape)."""
    out: dict[str, str] = {}

    def walk(a: Any, b: Any) -> None:
        if isinstance(a, str) and isinstance(b, str):
            if a != b:
                out[a] = b
        elif isinstance(a, Mapping) and isinstance(b, Mapping):
            for key, value in a.items():
                walk(value, b.get(key))
        elif isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
            for x, y in zip(a, b, strict=True):
                walk(x, y)

    for kind in ("fields", "cards", "items"):
        theirs = other.index(kind)
        for entity in getattr(ru, kind):
            twin = theirs.get(entity.id)
            if twin is not None:
                walk(entity.effects, twin.effects)
    return out


def status_lines(referee: AmberReferee, table: AmberTable, locale: str) -> list[str]:
    say = _Say(referee, locale)
    game = table.shown()  # mid-action: where the players stand and what they have now
    lines = [say.m("status_round", tour=game.tour, bank=game.bank, mafia=game.mafia, deck=say.count("cards", len(game.deck)))]
    for i, p in enumerate(game.players):
        mark = "→ " if i == game.turn and not game.over else "  "
        where = say.name(p.position)
        state = {"out": say.m("status_out"), "kingdom": say.m("status_in_kingdom")}.get(p.board, "")
        lines.append(f"{mark}{p.name} — {say.name(p.traveller)}{state}, {where}: {_stats(say, p.stats)}")
        things = [say.name(x) for x in p.items + p.cards] + [say.name(x) + say.m("status_friend") for x in p.friends]
        if things:
            lines.append("     " + say.m("status_carries") + ", ".join(things))
        if p.trophies:
            lines.append("     " + say.m("status_trophies") + say.names_list(p.trophies))
        if p.skip:
            lines.append("     " + say.m("status_misses", skip=say.count("turns", p.skip)))
    pending = table.pending
    if game.phase == "move" and pending is None:
        lines.append(say.m("status_rolled", pending_roll=game.pending_roll))
    if pending is not None:
        pause = pending.pause
        if pause.kind == "arrived":
            lines.append(say.m("status_moving_to", dest=say.name(pending.action.dest)))
        elif pause.kind == "fight" and pause.fight:
            lines += _fight_lines(say, pause.fight)
        elif pause.kind == "question":
            ask = Event("question", {"player": game.players[pause.who].name, "question": pause.question,
                                     "options": list(pause.options), "info": dict(pause.info),
                                     "players": [p.name for p in game.players]})
            lines += _event_lines(say, ask, referee)
    for who, step in getattr(table, "steps", ()):
        lines.append(say.m("status_step", player=game.players[who].name, step=say.texts.get(step, step)))
    return lines


def explain_rule(rule: str, locale: str) -> str:
    return tree(RULES, locale).get(rule, "")


def roll_label(why: str, locale: str, names: Mapping[str, str] | None = None) -> str:
    """What a roll was for: a word of ROLLS, a table by its name («таблица «Лицей»»), or a
    plain "roll" (never the engine's id)."""
    words = tree(ROLLS, locale)
    if why in words:
        return words[why]
    if names and why in names:
        return message(MESSAGES, "roll_on_table", locale, name=names[why])
    return words["table"] if why.startswith("table.") else words["chance"]


#: lasting states of a traveller
STATUS_NAMES: dict[str, dict[str, str]] = {
    "ru": {
        "clockwise": "ходит только по часовой стрелке",
        "free-moves": "сам называет бросок хода",
        "named-rolls": "называет броски",
        "pursued": "преследуется",
        "tax-follower": "за ним идёт сборщик налогов",
        "world-locked": "не может покинуть свой Мир",
    },
    "en": {
        "clockwise": "moves clockwise only",
        "free-moves": "names his own move roll",
        "named-rolls": "names his rolls",
        "pursued": "is pursued",
        "tax-follower": "has a tax collector on his heels",
        "world-locked": "cannot leave his World",
    },
}


def _simple_line(say: _Say, k: str, d: Mapping[str, Any]) -> str | None:  # noqa: C901
    """One-sentence events."""
    who, n = d.get("player", ""), say.name
    if k == "placed":
        return say.m("placed", player=who, to=n(d["to"]), origin=n(d["from"]))
    if k == "given":
        return say.m("given", player=who, to=d["to"], amount=points({d["stat"]: d["amount"]}, say.locale, sign=False))
    if k == "adjusted":
        return say.m("adjusted", player=who, amount=points({d["stat"]: d["amount"]}, say.locale),
                     before=d["before"], after=d["after"])
    if k == "settled":
        return say.m("settled", player=who, step=say.texts.get(d["step"], d["step"]))
    if k == "by_hand_only":
        return say.m("by_hand_only")
    if k == "follower":
        state = tree(STATUS_NAMES, say.locale).get(d.get("status", ""), "")
        return say.m("follower", player=who, card=n(d.get("card", "")), state=state)
    if k == "taken_from":
        return say.m("taken_from", player=who, by=d.get("by", ""),
                     amount=points({d.get("stat", "life"): d.get("amount", 0)}, say.locale, sign=False))
    if k == "palace_duel":
        return say.m("palace_duel", rival=d.get("rival", ""), winner=d.get("winner", ""),
                     rounds=say.count("rounds", int(d.get("rounds", 0))))
    if k == "sector":
        roll = say.m("sector_rolled", roll=d["roll"]) if "roll" in d else ""
        line = say.m("sector", player=who, number=d["number"], roll=roll)
        text = d.get("text")
        if isinstance(text, str) and text:  # the sector by its name and text
            line = line.rstrip(".") + say.m("sector_named", text=say.texts.get(text, text))
        return line
    if k == "walk_exit":
        return say.m("walk_exit", player=who, to=n(d["to"]))
    if k == "skipped_field":
        return say.m("skipped_field", player=who, field=n(d["field"]))
    if k == "status":
        state = tree(STATUS_NAMES, say.locale).get(d["name"], d["name"])
        tours = d.get("tours") or 0
        span = say.m("lasting_rounds", tours=say.count("rounds", tours)) if tours else ""
        return say.m("lasting_state", player=who, state=state, span=span)
    if k == "converted":
        give = points(d["give"], say.locale, sign=False)
        if d.get("get"):
            return say.m("converted_get", player=who, give=give, get=points(d["get"], say.locale))
        return say.m("converted", player=who, give=give)
    if k == "lost_items":
        if not d["items"]:  # nothing to lose: say so instead of «лишается: —»
            return say.m("lost_no_items", player=who)
        return say.m("lost_items", player=who, items=say.names_list(d["items"]))
    if k == "new_traveller":
        return say.m("new_traveller", player=who, traveller=n(d["traveller"]))
    if k == "peek":
        return say.m("peek", player=who, cards=say.names_list(d["cards"]))
    if k == "used_up":
        return say.m("used_up", source=n(d["source"]))
    if k == "alignment":
        alignment = tree(ALIGNMENTS, say.locale).get(d["to"], d["to"])
        return say.m("alignment", player=who, alignment=alignment)
    if k == "became":
        return say.m("became", player=who, traveller=n(d["traveller"]))
    if k == "bought_life":
        return say.m("bought_life", player=who, life=d["life"])
    if k == "cannot_hunt":
        return say.m("cannot_hunt")
    if k == "cannot_pay":
        return say.m("cannot_pay", player=who, amount=thalers(d["amount"], say.locale))
    if k == "capped":
        return say.m("capped", player=who, to=points(d["to"], say.locale, sign=False))
    if k == "cured":
        return say.m("cured", player=who, mind=d["mind"])
    if k == "delivered":
        return say.m("delivered", player=who, item=n(d["item"]))
    if k == "spoiled":
        return say.m("spoiled", item=n(d["item"]))
    if k == "destroyed":
        return say.m("destroyed", card=n(d["card"]))
    if k == "dried_up":
        return say.m("dried_up", card=n(d["card"]))
    if k == "enlisted":
        return say.m("enlisted", player=who, tours=say.count("rounds", d["tours"]), pay=thalers(d["pay"], say.locale))
    if k == "flew":
        return say.m("flew", player=who, to=n(d["to"]))
    if k == "ticket":
        return say.m("ticket", player=who, to=n(d["to"]))
    if k == "friend_left":
        return say.m("friend_left", friend=n(d["friend"]))
    if k == "item_unavailable":
        return say.m("item_unavailable", item=n(d["item"]))
    if k == "loan":
        return say.m("loan", player=who, amount=thalers(d["amount"], say.locale), interest=d["interest"])
    if k == "repaid":
        return say.m("repaid", player=who, amount=thalers(d["amount"], say.locale))
    if k == "loss_cancelled":
        return say.m("loss_cancelled")
    if k == "lost_all":
        return say.m("lost_all", player=who, stat=say.stat(d["stat"]))
    if k == "merged":
        return say.m("merged", player=who, into=say.stat(d["into"]), total=d["total"])
    if k == "named_roll":
        return say.m("named_roll", player=who, roll=d["roll"])
    if k == "quest":
        return say.m("quest", player=who, route=say.names_list(d["route"]))
    if k == "quest_done":
        return say.m("quest_done", player=who, card=n(d["card"]))
    if k == "regent":
        return say.m("regent", player=who, stat=say.stat(d["stat"]))
    if k == "restored":
        return say.m("restored", player=who)
    if k == "road":
        return say.m("road", player=who, roll=d["roll"], to=n(d["to"]))
    if k == "kingdom_exchange":
        return say.m("kingdom_exchange", player=who)
    if k == "labyrinth":
        return say.m("labyrinth", player=who, ring=d["ring"], roll=d["roll"])
    if k == "chamber":
        return say.m("chamber", player=who, number=d["number"])
    if k == "crown_battle":
        return say.m("crown_battle", winner=d.get("winner"))
    if k == "new_king":
        return say.m("new_king", king=d.get("king"))
    if k == "shut_out":
        return say.m("shut_out", player=who)
    if k == "waits_in_arena":
        return say.m("waits_in_arena", player=who)
    if k == "robbed":
        return say.m("robbed", player=who, loot=thalers(d["loot"], say.locale))
    if k == "robbery_failed":
        return say.m("robbery_failed", guards_left=d["guards_left"])
    if k == "safe_held":
        return say.m("safe_held", safe=d["safe"])
    if k == "roulette":
        return say.m("roulette", numbers=d["numbers"], total=d["total"])
    if k == "sent_card":
        return say.m("sent_card", card=n(d["card"]), to=n(d["to"]))
    if k == "sold":
        return say.m("sold", player=who, item=n(d["item"]), price=thalers(d["price"], say.locale))
    if k == "used_pass":
        return say.m("used_pass", player=who, card=n(d["card"]))
    if k == "traded":
        def side(things: Sequence[str], money: int) -> str:
            parts = [n(x) for x in things] + ([thalers(money, say.locale)] if money else [])
            return ", ".join(parts) or say.m("traded_nothing")
        return say.m("traded", player=who, give=side(d["give"], d.get("give_thalers", 0)), partner=d["with"],
                     get=side(d["get"], d.get("get_thalers", 0)))
    if k == "thrown_back":
        return say.m("thrown_back", player=who)
    if k in ("too_deep", "unknown_field"):
        return say.m("too_deep")
    return None


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
            out.append(say.m("summary_draw", arg=say.count("cards", arg) if isinstance(arg, int) else arg))
        elif op == "take_item":
            out.append(say.m("summary_take", arg=say.name(arg)))
        elif op == "go_to":
            target = arg if isinstance(arg, str) else (arg or {}).get("field")
            out.append(say.m("summary_go_to", target=say.name(target)))
        elif op == "fight":
            out.append(say.m("summary_battle"))
        elif op == "skip_turns":
            out.append(say.m("summary_skip", arg=say.count("turns", arg) if isinstance(arg, int) else arg))
        else:
            words = tree(OP_WORDS, say.locale)
            out.append(words.get(op) or words["status"])  # never the op's raw name
    return "; ".join(out) or "—"


#: how an effect reads in a short summary (what a choice offers)
OP_WORDS: dict[str, dict[str, str]] = {
    "ru": {
        "robbery": "ограбление",
        "exchange": "обмен пунктов",
        "roll": "бросок по таблице",
        "merge": "слить пункты в один",
        "convert": "обменять пункты",
        "status": "особое состояние",
        "shop": "покупки",
        "loan": "заём",
        "heal": "лечение",
        "become": "сменить путника",
        "keep_card": "оставить карту",
        "befriend": "подружиться",
        "air_tickets": "билет на самолёт",
        "enlist": "наняться на службу",
        "sell_item": "продать вещь",
        "guess": "рулетка",
        "lose_item": "отдать вещь",
        "lose_items": "отдать вещи",
        "use_pass": "отдать пропуск",
        "quest": "задание",
        "held": "задержка",
        "if": "условие",
        "choose": "выбор",
        "may": "выбор по желанию",
        "repeat": "повтор",
        "restore_start": "вернуть начальные пункты",
        "cap": "срезать пункты",
        "raise_to": "поднять пункты",
        "draw_choose": "вытянуть и выбрать карту",
        "manual": "сделать вручную",
        "become_regent": "стать регентом",
        "cancel_card": "отменить карту",
        "cancel_loss": "отменить потерю",
        "capital": "столица",
        "chamber": "палата",
        "clear_status": "снять особое состояние",
        "destroy_opponent": "уничтожить противника",
        "discard_card": "сбросить карту",
        "discard_self": "сбросить эту карту",
        "enter_kingdom": "войти в Королевство",
        "extra_items": "лишние вещи",
        "fight_bonus": "прибавка в бою",
        "fork": "развилка",
        "give_card": "отдать карту",
        "infirmary": "лазарет",
        "labyrinth": "лабиринт",
        "leave_card": "оставить карту на поле",
        "leaving": "уход с поля",
        "lose_all": "потерять всё",
        "move_modifier": "поправка к ходу",
        "no_items": "без вещей",
        "pay_fraction": "отдать долю",
        "peek": "посмотреть карты колоды",
        "place_card": "положить карту",
        "provaly": "Провал",
        "return_card": "вернуть карту в колоду",
        "sale": "распродажа",
        "send_card": "отправить карту",
        "set_alignment": "сменить сторону",
        "shift_alignment": "сдвинуть сторону",
        "stop_in_passing": "остановка проходом",
        "throne": "трон",
        "thrown_back": "отбросить назад",
        "trigger": "особое свойство",
        "trophy": "трофей",
        "trophy_office": "заготконтора",
        "wages": "жалованье",
        "walk": "прогулка по секторам",
    },
    "en": {
        "robbery": "a robbery",
        "exchange": "an exchange of points",
        "roll": "a roll on a table",
        "merge": "merge stats into one",
        "convert": "trade points",
        "status": "a lasting state",
        "shop": "shopping",
        "loan": "a loan",
        "heal": "healing",
        "become": "change traveller",
        "keep_card": "keep the card",
        "befriend": "make a friend",
        "air_tickets": "a plane ticket",
        "enlist": "sign on for service",
        "sell_item": "sell an item",
        "guess": "roulette",
        "lose_item": "give up an item",
        "lose_items": "give up items",
        "use_pass": "give up a pass",
        "quest": "a quest",
        "held": "being held",
        "if": "a condition",
        "choose": "a choice",
        "may": "an option",
        "repeat": "a repeat",
        "restore_start": "restore the start stats",
        "cap": "cut stats down",
        "raise_to": "raise stats",
        "draw_choose": "draw and choose a card",
        "manual": "do by hand",
        "become_regent": "become regent",
        "cancel_card": "cancel a card",
        "cancel_loss": "cancel a loss",
        "capital": "the capital",
        "chamber": "the chamber",
        "clear_status": "clear a lasting state",
        "destroy_opponent": "destroy an opponent",
        "discard_card": "discard the card",
        "discard_self": "discard this card",
        "enter_kingdom": "enter the Kingdom",
        "extra_items": "extra items",
        "fight_bonus": "a battle bonus",
        "fork": "a fork",
        "give_card": "give the card away",
        "infirmary": "the infirmary",
        "labyrinth": "the labyrinth",
        "leave_card": "leave the card on the field",
        "leaving": "leaving the field",
        "lose_all": "lose everything",
        "move_modifier": "a move modifier",
        "no_items": "no items",
        "pay_fraction": "pay a share",
        "peek": "look at cards of the deck",
        "place_card": "place the card",
        "provaly": "the Rift",
        "return_card": "return the card to the deck",
        "sale": "a sale",
        "send_card": "send the card",
        "set_alignment": "change sides",
        "shift_alignment": "shift sides",
        "stop_in_passing": "a stop in passing",
        "throne": "the throne",
        "thrown_back": "thrown back",
        "trigger": "a special property",
        "trophy": "a trophy",
        "trophy_office": "the trophy office",
        "wages": "wages",
        "walk": "a walk through the sectors",
    },
}


#: every sentence the Amber referee composes (keys: the event kind, or the function
#: that says it, with a number when it says several)
MESSAGES: dict[str, dict[str, str]] = {
    "ru": {
        "part_own": "свои {label} {value}",
        "part_modifier": "модификатор {value:+d}",
        "part_doubled": "удвоение +{value}",
        "option_decline": "ничего / отказаться",
        "option_yes": "да",
        "option_no": "нет",
        "option_life": "{option} ПЖ",
        "option_trade": "обмен: отдать {give} → {get}",
        "option_buy": "купить за {price}: {get}",
        "option_priced": "{option} — {price}",
        "option_ticket": "в «{to}» за {price}",
        "option_service": "{tours} за {pay}",
        "plan_step": "  шаг {k}: отдаёшь {paid}",
        "plan_step_instead": "  шаг {k}: вместо «{owed}» — {paid} (компенсация)",
        "fight_unknown": "Сейчас будет бой; бросай: бой",
        "roll_on_table": "таблица «{name}»",
        "placed": "Вручную: фишка {player:gen} переставлена на поле «{to}» (было «{origin}»).",
        "given": "Вручную: {player} передаёт игроку {to}: {amount}.",
        "adjusted": "Вручную: {player}: {amount} (было {before}, стало {after}).",
        "settled": "Шаг выполнен ({player}): {step}",
        "by_hand_only": "Поправка ведущего (открытых шагов «сделайте вручную» нет).",
        "status_step": "Ждёт записи вручную ({player}): {step} — заплатить, поставить, передать или поправить.",
        "follower": "{player}: снова приходит {card} ({state}).",
        "taken_from": "{by} забирает у игрока {player}: {amount}.",
        "palace_duel": "Поединок во дворце: {winner} побеждает ({rounds}; соперник — {rival}).",
        "event_other": "{player}: сработало правило игры.",
        "fight_opponent": "противник",
        "fight_battle": "Бой ({stat}) с противником: {foe}.",
        "fight_duel": "Дуэль ({stat}) с игроком {target}.",
        "fight_guard": "Бой с охранником №{guard}.",
        "fight_champion": "  вместо тебя бьётся: {champion}",
        "fight_you": "  у тебя {you} = {mine}, плюс {dice}",
        "fight_not_counted": "  не в счёт: {item} — нужно ПО {need}",
        "fight_enemy": "  у противника {enemy} = {theirs}, плюс 1к6",
        "fight_odds": "  точные шансы: победа {win} ({exact_win}), ничья {draw} ({exact_draw}), поражение {loss} ({exact_loss})",
        "fight_roll_it": "  Бросайте: бой (или бой --dice ПРОТИВНИК,ТЫ)",
        "fight_cancel": "  поражение можно отменить ({sources}): оно останется — {loss} ({exact_loss}), отменится — {cancelled} ({exact_cancelled})",
        "fight_cancel_source": "{source}, нужно {need}",
        "fight_cancel_always": "всегда",
        "arrived_route": "{player} идёт: {route}.",
        "arrived_in_passing": "Остановка проходом.",
        "arrived_cards": "Здесь лежат карты: {cards} — выполняются они, а не поле.",
        "arrived_field": "Поле «{to}»: {text}",
        "arrived_next": "Дальше: выполнить (или идти на другое поле).",
        "question_card": "  карта: {card}",
        "question_means": "  это значит: ",
        "question_answer": "  Ответ: выбрать N (или да / нет / пас, где подходит)",
        "moves_from": "{player}: с поля «{origin}» на {roll}:",
        "moves_in_passing": "  остановиться проходом: ",
        "moves_steps": " ({steps})",
        "moves_none": "  ходов нет",
        "moves_stay": "остаться на месте",
        "odds": "Бой {you} против {enemy} (по 1к6 каждому): победа {win}, ничья {draw}, поражение {loss} (точно)",
        "pay_plan": "{player} {player:должен|должна} заплатить: {debt}. План по правилу компенсации:",
        "pay_plan_nothing": "  платить нечем",
        "paid_up": "Применено. Было: {before}; стало: {after}.",
        "next": "Ход переходит к игроку {player} (круг {tour}).",
        "rolled_move": "{player}: на кубике хода {roll}. Выбери поле: идти ПОЛЕ.",
        "moved": "{player} на поле «{to}».",
        "moved_to": "{player} {player:перенесён|перенесена} на поле «{field}».",
        "field": "Поле «{field}»",
        "cards_on_field": "На поле лежат карты: {cards}.",
        "drew": "Вытянуты карты: {cards}.",
        "card": "Карта {card}",
        "battle_win": "победа",
        "battle_draw": "ничья",
        "battle_loss": "поражение",
        "battle": "Бой: {you}+{you_roll}={you_total} против {enemy}+{enemy_roll}={enemy_total} — {outcome}.",
        "duel_player_wins": "{player:победил|победила} {player}",
        "duel_target_wins": "{target:победил|победила} {target}",
        "duel_draw": "ничья",
        "duel": "Дуэль {player} и {target}: {you} против {them} — {outcome}.",
        "duel_life": "{loser} отдаёт игроку {winner} {life}.",
        "gained": "{player}: {points}.",
        "gained_capped": " Сверх 14 пропало: {capped}.",
        "lost": "{player} теряет {owed}:",
        "short_of_thalers": "{player} не хватает {owed}:",
        "lost_nothing_left": "  терять уже нечего",
        "paid": "{player} платит {amount} {to}.",
        "inflation": "Инфляция: {amount}.",
        "died": "{player} погибает на поле «{where}».",
        "took_item": "{player} получает: {item}.",
        "lost_item": "{player} лишается: {item}.",
        "healed": "{player} лечится: +{life} ПЖ.",
        "skipped_turn": "{player} пропускает ход (осталось пропусков: {left}).",
        "skips": "{player} пропустит {turns}.",
        "no_move": "{player}: ходить некуда, ход окончен.",
        "handed_in": "{player} сдаёт карту {card}.",
        "left_on_field": "Остаются на поле: {cards}.",
        "trigger": "Срабатывает: {source}.",
        "ability_roll": "{source} ({player}), {moment}: нужно {need}, выпало {roll} — {outcome}.",
        "ability_roll_ok": "сработало",
        "ability_roll_failed": "не помогло",
        "ability_need_or": "{faces} или {last}",
        "ability_at_before_move": "перед ходом",
        "ability_at_after_move_roll": "после броска хода",
        "ability_at_before_fight": "перед боем",
        "ability_at_after_lost_fight": "после проигранного боя",
        "ability_at_after_won_fight": "после выигранного боя",
        "ability_at_on_draw": "при взятии карты",
        "ability_at_meet_traveller": "при встрече с путником",
        "ability_at_turn_start": "в начале хода",
        "ability_at_no_money": "оставшись без денег",
        "ability_at_any": "бросок свойства",
        "rolled": "Бросок по таблице: {total}.",
        "provaly_roll": "Провал: выпало {total} (порог {threshold}).",
        "entered_kingdom": "{player} проходит Провал в Королевство Эмбер!",
        "prince": "{player} узнаёт, что {player:он принц|она принцесса}: {prince} (+{bonus} ПЖ).",
        "crowned": "{player} {player:коронован|коронована}!",
        "game_over": "Игра окончена.",
        "reshuffled": "Колода кончилась: сброс перетасован ({cards}).",
        "held": "{player} {player:задержан|задержана}: выпустит бросок от {low} до {high}.",
        "released": "{player} освобождается.",
        "still_held": "{player} всё ещё {player:задержан|задержана}.",
        "friend_died": "Друг погиб: {friend}.",
        "befriended": "{player} обретает друга: {card}.",
        "robbery_fight": "Охранник №{guard}: {you} против {guard_total}.",
        "status_round": "Круг {tour}; банк {bank}, фонд мафии {mafia}; в колоде {deck}.",
        "status_out": " (выбыл)",
        "status_in_kingdom": " (в Королевстве)",
        "status_friend": " (друг)",
        "status_carries": "с собой: ",
        "status_trophies": "трофеи: ",
        "status_misses": "пропускает {skip}",
        "status_rolled": "Выпало {pending_roll}: куда — куда можно, идти ПОЛЕ — пойти.",
        "status_moving_to": "Выбран ход на «{dest}»: выполнить — сделать, что там.",
        "sector_rolled": " (выпало {roll})",
        "sector": "{player}: сектор {number}{roll}.",
        "sector_named": ": {text}",
        "walk_exit": "{player} выходит на поле «{to}».",
        "skipped_field": "{player} не выполняет поле «{field}».",
        "lasting_rounds": " ({tours})",
        "lost_items": "{player} лишается: {items}.",
        "lost_no_items": "{player}: терять нечего — вещей нет.",
        "new_traveller": "{player} начинает заново путником «{traveller}».",
        "peek": "{player} подсматривает верх колоды: {cards}.",
        "used_up": "Израсходовано: {source}.",
        "became": "{player} становится: {traveller}.",
        "bought_life": "{player} покупает {life} ПЖ.",
        "cannot_hunt": "Охотиться на эту карту нельзя: она остаётся на поле.",
        "cannot_pay": "{player} не может заплатить {amount}.",
        "capped": "{player}: пункты срезаны до {to}.",
        "cured": "{player} {player:излечен|излечена} от безумия (ПУ {mind}).",
        "delivered": "{player} {player:доставил|доставила} груз: {item}.",
        "spoiled": "Груз пропал: {item}.",
        "destroyed": "Противник уничтожен: {card}.",
        "dried_up": "Источник иссяк: {card}.",
        "enlisted": "{player} нанимается на {tours} за {pay}.",
        "flew": "{player} прилетает на поле «{to}».",
        "ticket": "{player} покупает билет до «{to}».",
        "friend_left": "Друг уходит: {friend}.",
        "item_unavailable": "Вещей «{item}» больше нет.",
        "loan": "{player} занимает {amount} (проценты {interest}).",
        "repaid": "{player} возвращает долг: {amount}.",
        "loss_cancelled": "Поражение отменено.",
        "lost_all": "{player} теряет все {stat}.",
        "merged": "{player}: всё сложено в {into} = {total}.",
        "named_roll": "{player} называет бросок: {roll}.",
        "quest": "{player} получает задание: {route}.",
        "quest_done": "{player} {player:выполнил|выполнила} задание {card}.",
        "regent": "{player} — регент ({stat}).",
        "restored": "{player}: пункты возвращены к начальным.",
        "road": "{player} идёт по дороге Королевства: выпало {roll}, поле «{to}».",
        "kingdom_exchange": "{player} заходит к меняле.",
        "labyrinth": "{player}: лабиринт, кольцо {ring} (выпало {roll}).",
        "chamber": "{player}: палата дворца {number}.",
        "crown_battle": "Битва за корону; победитель: {winner}.",
        "new_king": "Новый король: {king}.",
        "shut_out": "{player} {player:опоздал|опоздала} ко двору.",
        "waits_in_arena": "{player} ждёт соперников на арене.",
        "robbed": "{player} грабит: добыча {loot}.",
        "robbery_failed": "Ограбление сорвалось (охранников осталось: {guards_left}).",
        "safe_held": "Сейф устоял (выпало {safe}).",
        "roulette": "Рулетка: ставка на {numbers}, выпало {total}.",
        "sent_card": "Карта {card} уходит на поле «{to}».",
        "sold": "{player} продаёт {item} за {price}.",
        "used_pass": "{player} отдаёт пропуск {card}.",
        "traded_nothing": "ничего",
        "traded": "Сделка: {player} отдаёт {give}, {partner} отдаёт {get}.",
        "thrown_back": "{player} {player:отброшен|отброшена} от Провала.",
        "too_deep": "Карта ссылается сама на себя слишком глубоко: решите вручную.",
        "summary_pay": "заплатить {amount}",
        "summary_draw": "вытянуть {arg}",
        "summary_take": "получить {arg}",
        "summary_go_to": "перейти на «{target}»",
        "summary_battle": "бой",
        "summary_skip": "пропустить {arg}",
        "question_unknown": "Вопрос «{question}»:",
        "manual": "Сделайте вручную: {text}",
        "lasting_state": "{player} {state}{span}.",
        "converted": "{player} отдаёт {give}.",
        "converted_get": "{player} отдаёт {give} и получает {get}.",
        "alignment": "{player} теперь {alignment}.",
    },
    "en": {
        "part_own": "own {label} {value}",
        "part_modifier": "modifier {value:+d}",
        "part_doubled": "doubled +{value}",
        "option_decline": "nothing / decline",
        "option_yes": "yes",
        "option_no": "no",
        "option_life": "{option} LIFE",
        "option_trade": "trade: give {give} → {get}",
        "option_buy": "buy for {price}: {get}",
        "option_priced": "{option} — {price}",
        "option_ticket": "to {to} for {price}",
        "option_service": "{tours} for {pay}",
        "plan_step": "  step {k}: you pay {paid}",
        "plan_step_instead": "  step {k}: instead of {owed}: {paid} (compensation)",
        "fight_unknown": "A battle comes now; roll it: fight",
        "roll_on_table": "table: {name}",
        "placed": "By hand: {player}'s piece is moved to {to} (was on {origin}).",
        "given": "By hand: {player} gives {to}: {amount}.",
        "adjusted": "By hand: {player}: {amount} (was {before}, now {after}).",
        "settled": "Step settled ({player}): {step}",
        "by_hand_only": "A game master's correction (no open 'do by hand' step).",
        "status_step": "Waiting to be recorded by hand ({player}): {step} (pay, place, give or adjust).",
        "follower": "{player}: {card} comes back ({state}).",
        "taken_from": "{by} takes from {player}: {amount}.",
        "palace_duel": "Duel in the palace: {winner} wins ({rounds}; rival: {rival}).",
        "event_other": "{player}: a rule of the game applied.",
        "fight_opponent": "the opponent",
        "fight_battle": "Battle ({stat}) against {foe}.",
        "fight_duel": "Duel ({stat}) with {target}.",
        "fight_guard": "Fight with guard #{guard}.",
        "fight_champion": "  fighting in your place: {champion}",
        "fight_you": "  you: {you} = {mine}, plus {dice}",
        "fight_not_counted": "  not counted: {item} (needs EXP {need})",
        "fight_enemy": "  opponent: {enemy} = {theirs}, plus 1d6",
        "fight_odds": "  exact odds: win {win} ({exact_win}), draw {draw} ({exact_draw}), loss {loss} ({exact_loss})",
        "fight_roll_it": "  Roll it: fight (or fight --dice OPPONENT,YOU)",
        "fight_cancel": "  a loss can be cancelled ({sources}): it stands {loss} ({exact_loss}), is cancelled {cancelled} ({exact_cancelled})",
        "fight_cancel_source": "{source}, needs {need}",
        "fight_cancel_always": "always",
        "arrived_route": "{player} goes: {route}.",
        "arrived_in_passing": "Stopping in passing.",
        "arrived_cards": "Cards lie here: {cards}; they are done instead of the field.",
        "arrived_field": "{to}: {text}",
        "arrived_next": "Next: resolve (or move elsewhere).",
        "question_card": "  card: {card}",
        "question_means": "  that means: ",
        "question_answer": "  Answer: choose N (or yes / no / pass where it fits)",
        "moves_from": "{player}: from {origin} with {roll}:",
        "moves_in_passing": "  stop in passing: ",
        "moves_steps": " ({steps})",
        "moves_none": "  no legal move",
        "moves_stay": "stay where you are",
        "odds": "Battle {you} against {enemy} (1d6 each): win {win}, draw {draw}, loss {loss} (exact)",
        "pay_plan": "{player} owes {debt}. The compensation plan:",
        "pay_plan_nothing": "  nothing left to pay with",
        "paid_up": "Applied. Before: {before}; now: {after}.",
        "next": "Next: {player} (round {tour}).",
        "rolled_move": "{player} rolled {roll} to move. Choose a field: move FIELD.",
        "moved": "{player} is on {to}.",
        "moved_to": "{player} is moved to {field}.",
        "field": "Field {field}",
        "cards_on_field": "Cards lying on the field: {cards}.",
        "drew": "Cards drawn: {cards}.",
        "card": "Card {card}",
        "battle_win": "win",
        "battle_draw": "draw",
        "battle_loss": "loss",
        "battle": "Battle: {you}+{you_roll}={you_total} against {enemy}+{enemy_roll}={enemy_total}: {outcome}.",
        "duel_player_wins": "{player} wins",
        "duel_target_wins": "{target} wins",
        "duel_draw": "a draw",
        "duel": "Duel of {player} and {target}: {you} against {them}: {outcome}.",
        "duel_life": "{loser} gives {winner} {life}.",
        "gained": "{player}: {points}.",
        "gained_capped": " Lost above the cap of 14: {capped}.",
        "lost": "{player} loses {owed}:",
        "short_of_thalers": "{player} is {owed} short:",
        "lost_nothing_left": "  nothing left to lose",
        "paid": "{player} pays {amount} {to}.",
        "inflation": "Inflation: {amount}.",
        "died": "{player} dies on {where}.",
        "took_item": "{player} takes {item}.",
        "lost_item": "{player} loses {item}.",
        "healed": "{player} heals {life} LIFE.",
        "skipped_turn": "{player} misses this turn ({left} more to miss).",
        "skips": "{player} will miss {turns}.",
        "no_move": "{player} has no legal move; the turn ends.",
        "handed_in": "{player} hands in {card}.",
        "left_on_field": "Left on the field: {cards}.",
        "trigger": "Takes effect: {source}.",
        "ability_roll": "{source} ({player}), {moment}: needs {need}, rolled {roll} — {outcome}.",
        "ability_roll_ok": "it works",
        "ability_roll_failed": "no luck",
        "ability_need_or": "{faces} or {last}",
        "ability_at_before_move": "before the move",
        "ability_at_after_move_roll": "after the move roll",
        "ability_at_before_fight": "before the fight",
        "ability_at_after_lost_fight": "after a lost fight",
        "ability_at_after_won_fight": "after a won fight",
        "ability_at_on_draw": "on drawing a card",
        "ability_at_meet_traveller": "on meeting a traveller",
        "ability_at_turn_start": "at the start of the turn",
        "ability_at_no_money": "out of money",
        "ability_at_any": "an ability's roll",
        "rolled": "Table roll: {total}.",
        "provaly_roll": "Rift: rolled {total} (threshold {threshold}).",
        "entered_kingdom": "{player} passes the Rift into the Kingdom of Amber!",
        "prince": "{player} turns out to be a prince: {prince} (+{bonus} LIFE).",
        "crowned": "{player} is crowned!",
        "game_over": "The game is over.",
        "reshuffled": "The deck ran out: the discards are shuffled ({cards}).",
        "held": "{player} is held: a roll of {low} to {high} frees him.",
        "released": "{player} is free.",
        "still_held": "{player} is still held.",
        "friend_died": "A friend died: {friend}.",
        "befriended": "{player} gains a friend: {card}.",
        "robbery_fight": "Guard #{guard}: {you} against {guard_total}.",
        "status_round": "Round {tour}; bank {bank}, mafia fund {mafia}; {deck} in the deck.",
        "status_out": " (out)",
        "status_in_kingdom": " (in the Kingdom)",
        "status_friend": " (friend)",
        "status_carries": "carries: ",
        "status_trophies": "trophies: ",
        "status_misses": "misses {skip}",
        "status_rolled": "Rolled {pending_roll}: moves lists where to go, move FIELD goes.",
        "status_moving_to": "Moving to {dest}: resolve does it.",
        "sector_rolled": " (rolled {roll})",
        "sector": "{player}: sector {number}{roll}.",
        "sector_named": ": {text}",
        "walk_exit": "{player} comes out on {to}.",
        "skipped_field": "{player} leaves {field} undone.",
        "lasting_rounds": " ({tours})",
        "lost_items": "{player} loses: {items}.",
        "lost_no_items": "{player}: nothing to lose (no items).",
        "new_traveller": "{player} starts again as {traveller}.",
        "peek": "{player} peeks at the top of the deck: {cards}.",
        "used_up": "Used up: {source}.",
        "became": "{player} becomes {traveller}.",
        "bought_life": "{player} buys {life} LIFE.",
        "cannot_hunt": "You may not hunt this card: it stays on the field.",
        "cannot_pay": "{player} cannot pay {amount}.",
        "capped": "{player}: stats cut down to {to}.",
        "cured": "{player} is cured of madness (MND {mind}).",
        "delivered": "{player} delivers {item}.",
        "spoiled": "The cargo is lost: {item}.",
        "destroyed": "The opponent is destroyed: {card}.",
        "dried_up": "The spring has dried up: {card}.",
        "enlisted": "{player} signs on for {tours} at {pay}.",
        "flew": "{player} flies to {to}.",
        "ticket": "{player} buys a ticket to {to}.",
        "friend_left": "A friend leaves: {friend}.",
        "item_unavailable": "No {item} is left.",
        "loan": "{player} borrows {amount} (interest {interest}).",
        "repaid": "{player} repays {amount}.",
        "loss_cancelled": "The defeat is cancelled.",
        "lost_all": "{player} loses all {stat}.",
        "merged": "{player}: everything merged into {into} = {total}.",
        "named_roll": "{player} names the roll: {roll}.",
        "quest": "{player} takes a quest: {route}.",
        "quest_done": "{player} completes the quest {card}.",
        "regent": "{player} becomes regent ({stat}).",
        "restored": "{player}: stats back to their start values.",
        "road": "{player} walks the Kingdom road: rolled {roll}, now on {to}.",
        "kingdom_exchange": "{player} calls at the money-changer.",
        "labyrinth": "{player}: the Labyrinth, ring {ring} (rolled {roll}).",
        "chamber": "{player}: palace chamber {number}.",
        "crown_battle": "The battle for the crown; winner: {winner}.",
        "new_king": "A new king: {king}.",
        "shut_out": "{player} is shut out of the court.",
        "waits_in_arena": "{player} waits in the arena for challengers.",
        "robbed": "{player} robs: {loot} taken.",
        "robbery_failed": "The robbery fails ({guards_left} guards still stand).",
        "safe_held": "The safe holds (rolled {safe}).",
        "roulette": "Roulette: bet on {numbers}, rolled {total}.",
        "sent_card": "{card} goes to {to}.",
        "sold": "{player} sells {item} for {price}.",
        "used_pass": "{player} gives up the pass {card}.",
        "traded_nothing": "nothing",
        "traded": "A deal: {player} gives {give}, {partner} gives {get}.",
        "thrown_back": "{player} is thrown back from the Rift.",
        "too_deep": "The effects go too deep: settle this by hand.",
        "summary_pay": "pay {amount}",
        "summary_draw": "draw {arg}",
        "summary_take": "take {arg}",
        "summary_go_to": "go to {target}",
        "summary_battle": "a battle",
        "summary_skip": "miss {arg}",
        "question_unknown": "Question '{question}':",
        "manual": "Do by hand: {text}",
        "lasting_state": "{player} {state}{span}.",
        "converted": "{player} gives {give}.",
        "converted_get": "{player} gives {give} and gets {get}.",
        "alignment": "{player} is now {alignment}.",
    },
}


#: a traveller's alignment
ALIGNMENTS: dict[str, dict[str, str]] = {
    "ru": {"good": "добрый", "evil": "злой", "neutral": "нейтральный"},
    "en": {"good": "good", "evil": "evil", "neutral": "neutral"},
}

#: refusals of the Amber referee (keys: the function that refuses, numbered)
REFUSALS: dict[str, dict[str, str]] = {
    "ru": {
        "confirm_spend": "{player} потратит {spent} из {have} — больше половины своих денег",
        "bad_data": "данные игры Amber не читаются: {why}",
        "unknown_preset": "нет набора правил «{preset}» (есть: {presets})",
        "players": "играют от 1 до {max_players} путников",
        "chosen_twice": "путник {traveller} выбран дважды",
        "no_traveller": "нет путника «{text}» (есть: {shown})",
        "game_over": "игра окончена",
        "already_rolled": "кубик уже брошен ({pending_roll}): идти ПОЛЕ",
        "no_duel_here": "вызвать можно путника на том же или соседнем поле, не на лазарете, заготконторе или обменном пункте, и не двух добрых",
        "nothing_to_resolve": "выполнять нечего: сначала идти ПОЛЕ",
        "no_fight": "сейчас боя нет",
        "no_question": "сейчас правила ни о чём не спрашивают",
        "unknown_command": "команды «{command}» в этой игре нет",
        "not_your_turn": "сейчас действует {expected}, а не {actor}",
        "finish_first": "сначала закончи начатое (status покажет, чего ждут правила)",
        "no_player": "нет игрока «{text}» (игроки: {names})",
        "no_field": "нет поля «{text}»{guess}",
        "did_you_mean": " — может быть, {names}?",
        "field_ambiguous": "«{text}» — это несколько полей: {names}; назови одно из них",
        "roll_first": "сначала брось кубик: бросок",
        "move_where": "куда? идти ПОЛЕ (список: куда)",
        "unreachable": "с броском {pending_roll} на это поле не попасть (можно: {reachable})",
        "moves_usage": "куда [ЧИСЛО]",
        "moves_roll_range": "бросок от 0 до 12",
        "moves_no_roll": "кубик ещё не брошен: куда N покажет ходы для броска N",
        "not_yes_no": "это не вопрос «да или нет»: выбрать N",
        "no_decline": "отказаться здесь нельзя: выбери вариант",
        "option_range": "вариант от 1 до {options}",
        "no_such_trade": "такого обмена здесь нет",
        "cannot_buy": "здесь так не купить (или не хватает денег)",
        "trade_usage": "обмен ОТДАЮ ПОЛУЧАЮ, например обмен сила ум",
        "which_option": "какой вариант? выбрать N",
        "no_option": "нет варианта «{text}» (есть: {options})",
        "traveller_out": "этот путник выбыл",
        "deal_usage": "обмен ИГРОК ЧТО… за ЧТО… (вещи, карты, трофеи; число — талеры), "
                      "например обмен Борис кольт за 12",
        "deal_no_thing": "у игрока {name} нет «{word}» (в сделке — вещи, карты и трофеи)",
        "odds_usage": "шансы ТВОЁ_ЗНАЧЕНИЕ ЗНАЧЕНИЕ_ПРОТИВНИКА, например шансы 12 10",
        "odds_no_fight": "боя сейчас нет: шансы ТВОЁ ПРОТИВНИКА посчитает любой бой",
        "unknown_house_rule": "нет домашнего правила «{name}» (есть: {known})",
        "pay_usage": "заплатить ЧТО СКОЛЬКО [ЧТО СКОЛЬКО…], например заплатить талеры 12 или заплатить пс 2",
        "pay_unknown_thing": "не знаю, что такое «{word}»",
        "pay_experience": "ПО не платят: опыт отнять нельзя",
        "pay_not_whole": "«{number}» — не целое число",
        "pay_not_positive": "платят положительное количество",
        "nothing_owed": "{player} ничего не {player:должен|должна} по шагам «сделайте вручную»: платить нечего (долги по правилам игра списывает сама; должны сейчас: {owners})",
        "step_not_paid": "шаг «{step}» не называет, сколько {player} {player:должен|должна} заплатить: его записывает ведущий (поставить, передать, поправить)",
        "pay_what_is_owed": "по шагу «{step}» {player} {player:должен|должна} ровно {owed}, а не {typed}: столько и заплати",
        "paused": "правила ждут ответа ({waiting}): «{command}» — после него; шаг «сделайте вручную» останется открытым до тех пор",
        "paused_question": "выбрать N, да или нет",
        "paused_fight": "бой",
        "paused_arrived": "выполнить",
        "verb_pay": "заплатить",
        "verb_place": "поставить",
        "verb_give": "передать",
        "verb_adjust": "поправить",
        "place_usage": "поставить ИГРОК ПОЛЕ, например поставить Аня Лазарет",
        "place_main_only": "поставить: фишка {player:gen} и поле должны быть на главном поле игры",
        "give_usage": "передать ОТ_КОГО КОМУ ЧТО СКОЛЬКО, например передать Аня Вика талеры 10",
        "give_too_much": "у игрока {player} только {have} ({what})",
        "adjust_usage": "поправить ИГРОК ЧТО ±СКОЛЬКО, например поправить Аня пж -1",
        "adjust_below_zero": "у игрока {player} {have} ({what}): ниже нуля не бывает",
        "hand_unknown_stat": "не знаю «{word}»: ПС, ПУ, ПМ, ПЖ, ПО или талеры",
    },
    "en": {
        "confirm_spend": "{player} would spend {spent} of {have}, more than half of their money",
        "bad_data": "the Amber data cannot be read: {why}",
        "unknown_preset": "no preset '{preset}' (known: {presets})",
        "players": "1 to {max_players} travellers can play",
        "chosen_twice": "traveller {traveller} is chosen twice",
        "no_traveller": "no traveller '{text}' (there are: {shown})",
        "game_over": "the game is over",
        "already_rolled": "already rolled ({pending_roll}): move FIELD",
        "no_duel_here": "you may challenge a traveller on your field or next to it, not on the infirmary, the trophy office or an exchange office, and two good travellers never duel",
        "nothing_to_resolve": "nothing to resolve: move FIELD first",
        "no_fight": "there is no fight to roll now",
        "no_question": "the rules ask nothing now",
        "unknown_command": "this game has no command '{command}'",
        "not_your_turn": "it is {expected}'s move, not {actor}'s",
        "finish_first": "finish what is under way first (status shows what the rules wait for)",
        "no_player": "no player '{text}' (players: {names})",
        "no_field": "no field '{text}'{guess}",
        "did_you_mean": ": did you mean {names}?",
        "field_ambiguous": "'{text}' names several fields: {names}; name one of them",
        "roll_first": "roll the die first: roll",
        "move_where": "where to? move FIELD (see: moves)",
        "unreachable": "a roll of {pending_roll} does not reach that field (reachable: {reachable})",
        "moves_usage": "moves [NUMBER]",
        "moves_roll_range": "a roll is 0 to 12",
        "moves_no_roll": "no roll yet: moves N shows the moves for a roll of N",
        "not_yes_no": "not a yes/no question: choose N",
        "no_decline": "you cannot decline here: pick an option",
        "option_range": "an option from 1 to {options}",
        "no_such_trade": "no such trade here",
        "cannot_buy": "you cannot buy that here (or cannot afford it)",
        "trade_usage": "trade GIVE GET, e.g. trade strength mind",
        "which_option": "which option? choose N",
        "no_option": "no option '{text}' (there are: {options})",
        "traveller_out": "this traveller is out of the game",
        "deal_usage": "trade PLAYER THINGS… for THINGS… (items, cards, trophies; a number for "
                      "thalers), e.g. trade Boris item.colt for 12",
        "deal_no_thing": "{name} has no '{word}' to trade (items, cards and trophies)",
        "odds_usage": "odds YOUR_VALUE THEIR_VALUE, e.g. odds 12 10",
        "odds_no_fight": "no fight now: odds YOURS THEIRS works out any battle",
        "unknown_house_rule": "no house rule '{name}' (known: {known})",
        "pay_usage": "pay WHAT HOW-MANY [WHAT HOW-MANY…], e.g. pay thalers 12 or pay strength 2",
        "pay_unknown_thing": "unknown thing to pay: '{word}'",
        "pay_experience": "experience is never paid",
        "pay_not_whole": "'{number}' is not a whole number",
        "pay_not_positive": "pay a positive amount",
        "nothing_owed": "{player} owes nothing for a 'do by hand' step: there is nothing to pay (the game settles the rules' own debts itself; owing now: {owners})",
        "step_not_paid": "the step '{step}' does not say how much {player} pays: the game master records it (place, give, adjust)",
        "pay_what_is_owed": "for the step '{step}', {player} owes exactly {owed}, not {typed}: pay that",
        "paused": "the rules are waiting for an answer ({waiting}): '{command}' comes after it; the 'do by hand' step stays open until then",
        "paused_question": "choose N, yes or no",
        "paused_fight": "fight",
        "paused_arrived": "resolve",
        "verb_pay": "pay",
        "verb_place": "place",
        "verb_give": "give",
        "verb_adjust": "adjust",
        "place_usage": "place PLAYER FIELD, e.g. place Ann Infirmary",
        "place_main_only": "place: {player}'s piece and the field must be on the main board",
        "give_usage": "give FROM TO WHAT HOW-MANY, e.g. give Ann Vicky thalers 10",
        "give_too_much": "{player} has only {have} ({what})",
        "adjust_usage": "adjust PLAYER WHAT ±HOW-MANY, e.g. adjust Ann life -1",
        "adjust_below_zero": "{player} has {have} ({what}): it cannot go below zero",
        "hand_unknown_stat": "unknown '{word}': strength, mind, magic, life, experience or thalers",
    },
}

#: command help (``pnpkit referee … help``)
COMMANDS: dict[str, dict[str, str]] = {
    "ru": {
        "roll": "бросить кубик хода (бросок 2к6 — бросок вне правил)",
        "move": "пойти на поле (имя или id)",
        "moves": "куда можно пойти",
        "resolve": "выполнить поле или карты на нём",
        "fight": "бросить кубики боя (сначала противник)",
        "choose": "ответить: номер варианта или его имя",
        "yes": "ответить «да»",
        "no": "ответить «нет»",
        "pass": "отказаться / ничего не брать",
        "buy": "купить (вещь в лавке или пункт в обменнике)",
        "sell": "продать вещь на бирже",
        "trade_points": "обменять пункты в обменнике",
        "trade_players": "сделка с путником на твоём или соседнем поле: вещи, трофеи, талеры",
        "duel": "вызвать путника рядом на дуэль (вместо хода)",
        "pay": "заплатить по правилу компенсации (план по шагам)",
        "odds": "точные шансы боя",
        "place": "вручную: поставить фишку игрока на поле",
        "give": "вручную: один игрок передаёт другому пункты или талеры",
        "adjust": "вручную: прибавить или убавить пункты или талеры",
    },
    "en": {
        "roll": "roll the move die (roll 2d6: a roll outside the rules)",
        "move": "go to a field (name or id)",
        "moves": "where you can go",
        "resolve": "do the field, or the cards on it",
        "fight": "roll the battle (the opponent first)",
        "choose": "answer: an option's number or name",
        "yes": "answer yes",
        "no": "answer no",
        "pass": "decline / take nothing",
        "buy": "buy (an item in a shop, a point at an exchange)",
        "sell": "sell an item at the bourse",
        "trade_points": "trade points at an exchange office",
        "trade_players": "a deal with a traveller on your field or next to it: items, trophies, thalers",
        "duel": "challenge a traveller nearby (instead of moving)",
        "pay": "pay by the compensation rule (plan step by step)",
        "odds": "exact odds of a battle",
        "place": "by hand: put a player's piece on a field",
        "give": "by hand: one player gives another points or thalers",
        "adjust": "by hand: add or take away points or thalers",
    },
}


def ask_parts(referee: AmberReferee, ask: Event, locale: str) -> tuple[list[str], list[str]]:
    """A ``question`` event split for a page of buttons: the lines that ask (who, what,
    the card and what it means) and one label per answer, in the answers' order."""
    say = _Say(referee, locale)
    lines = _event_lines(say, ask, referee)
    d = ask.data
    labels = [say.option(d["question"], o, d.get("players", [])) for o in d["options"]]
    # _event_lines ends with the numbered answers and the line saying how to answer
    return lines[:len(lines) - len(labels) - 1], labels


def fight_lines(referee: AmberReferee, fight: Mapping[str, Any], locale: str) -> list[str]:
    """A battle announced (``fight_ready``'s data): who meets whom, the values, the odds."""
    return _fight_lines(_Say(referee, locale), fight)

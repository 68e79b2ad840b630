"""What the Amber referee says, in Russian and English (pure text building).

Every engine event kind has a sentence; an unknown kind falls back to its name and
data, so a new engine event is shown (plainly) before it gets its own sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pnpkit.model.game import Game
from pnpkit.rules.session import Event

if TYPE_CHECKING:
    from pnpkit.rules.amber.referee import AmberReferee, AmberTable

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
FUNDS = {"ru": {"supply": "в банк игры", "bank": "в банк", "mafia": "в фонд мафии"},
         "en": {"supply": "to the supply", "bank": "to the bank", "mafia": "to the mafia fund"}}
QUESTIONS = {
    "may": ("Выполнить это (по желанию)?", "Do this (it is up to you)?"),
    "take-card": ("Взять эту карту (она необязательная)?", "Take this card (it is optional)?"),
    "keep-card": ("Оставить карту себе?", "Keep the card?"),
    "do-field": ("Поле Мира Золота необязательное. Выполнить его?", "A Gold World field is optional. Do it?"),
    "hand-in": ("Сдать карту здесь?", "Hand the card in here?"),
    "provaly": ("Все четыре пункта на пороге Провала. Пробовать пройти?",
                "All four stats reach the Rift's threshold. Try to pass?"),
    "rob": ("Грабить?", "Try the robbery?"),
    "checkup": ("Пройти осмотр?", "Take the check-up?"),
    "repay-loan": ("Вернуть заём с процентами?", "Repay the loan with interest?"),
    "buy": ("Что купить? (pass — ничего)", "What to buy? (pass: nothing)"),
    "sell": ("Что продать? (pass — ничего)", "What to sell? (pass: nothing)"),
    "exchange": ("Обменный пункт: что делаешь? (pass — уйти)", "Exchange office: what will you do? (pass: leave)"),
    "heal": ("Сколько ПЖ лечить?", "How many LIFE to heal?"),
    "loan": ("Сколько занять?", "How much to borrow?"),
    "choose": ("Выбери одно:", "Choose one:"),
    "choose-card": ("Какую карту оставить?", "Which card to keep?"),
    "champion": ("Кто сражается: ты сам или друг вместо тебя?", "Who fights: you, or a friend in your place?"),
    "teleport": ("Куда переместиться?", "Where to go?"),
    "thrown-back": ("Куда отбросило?", "Where are you thrown back to?"),
    "place-card": ("На какое соседнее поле положить карту?", "Which neighbouring field gets the card?"),
    "send-card": ("Куда отправить карту?", "Where to send the card?"),
    "give-card": ("Кому отдать карту?", "Whom to give the card to?"),
    "use-pass": ("Какой пропуск отдать?", "Which pass to give up?"),
    "lose-which": ("Что потерять?", "What do you lose?"),
    "drop-item": ("Больше 4 вещей без лошади или друга не унести. Что оставить на поле?",
                  "You carry too much without a horse or a friend. What stays on the field?"),
    "air-ticket": ("Какой билет купить?", "Which ticket to buy?"),
    "enlist": ("На какой срок наняться?", "How long to sign on for?"),
    "guess-count": ("На сколько чисел ставишь?", "How many numbers do you bet on?"),
    "name-roll": ("Назови бросок хода:", "Name your move roll:"),
    "capital-money": ("Сколько ПЖ купить за талеры?", "How many LIFE to buy with thalers?"),
    "capital-points": ("Сколько ПЖ взять за пункты?", "How many LIFE to take for points?"),
}
RULES = {
    "amber.move": ("Ход: ровно столько шагов, сколько выпало; назад на только что покинутое поле ступать "
                   "нельзя; на заготконторе, лазарете, обменниках и Провалах можно остановиться раньше.",
                   "Move exactly the roll; never step straight back onto the field you just left; you may "
                   "stop early on the trophy office, the infirmary, exchange offices and Rifts."),
    "amber.cards-first": ("Если на поле лежат карты, выполняют их, а не само поле.",
                          "Cards lying on a field are done instead of the field itself."),
    "amber.cards": ("Вытянутые карты выполняют по возрастанию номеров.",
                    "Drawn cards are done in order of their numbers, lowest first."),
    "amber.battle": ("Бой: пункт Мира (Сила, Ум или Магия) плюс 1к6 с каждой стороны; первым за противника "
                     "бросает следующий игрок. Больше — победа, поровну — ничья.",
                     "Battle: the World's stat (Strength, Mind or Magic) plus 1d6 on each side; the next "
                     "player rolls for the opponent first. Higher wins, equal is a draw."),
    "amber.duel": ("Дуэль — обычный бой всеми средствами; проигравший отдаёт победителю 1 ПЖ.",
                   "A duel is an ordinary battle with every means; the loser gives the winner 1 LIFE."),
    "compensation": ("Правило компенсации: нет ПС — платят ПУ или ПМ, нет ПМ — ПС или ПУ, не хватает "
                     "денег — 1 ПУ за каждые 5 талеров, нет ПУ — ПЖ; опыт не отнимают.",
                     "Compensation: missing STR is paid in MND or MAG, missing MAG in STR or MND, missing "
                     "money at 1 MND per 5 thalers, missing MND in LIFE; experience is never taken."),
    "inflation": ("Инфляция забирает долю денег, округляя вверх.",
                  "Inflation takes its share of your money, rounded up."),
    "carry-limit": ("Без лошади или друга больше 4 вещей не унести.",
                    "Without a horse or a friend you carry at most 4 items."),
    "amber.cap": ("До Провала собственные ПС, ПУ, ПМ и ПО не выше 14: лишнее пропадает.",
                  "Before the Rift your own STR, MND, MAG and EXP stay at 14 at most; the rest is lost."),
    "amber.death": ("При 0 ПЖ путник гибнет; что дальше — решает набор правил.",
                    "At 0 LIFE the traveller dies; the preset says what comes next."),
    "provaly": ("Провал: все четыре пункта не ниже порога, мешок пуст, одна попытка за круг.",
                "A Rift: all four stats at its threshold, an empty bag, one try a round."),
    "coronation": ("Кто дошёл до трона, коронуется.", "Whoever reaches the throne is crowned."),
    "amber.skip": ("Пропуск хода: очередь переходит к следующему.", "A skipped turn: play passes on."),
    "amber.trade": ("Путники на одном или соседних полях торгуют трофеями и вещами (кроме именных) по "
                    "договорной цене; друзья и пункты не продаются.",
                    "Travellers on the same or neighbouring fields may trade trophies and items (not an owner's) "
                    "at any agreed price; friends and points are not for sale."),
    "amber.infirmary": ("Лазарет лечит за плату до 4 ПЖ.", "The infirmary heals, for a fee, up to 4 LIFE."),
}
EVENT_RULES = {
    "moved": "amber.move", "cards_on_field": "amber.cards-first", "drew": "amber.cards", "battle": "amber.battle",
    "duel": "amber.duel", "compensated": "compensation", "died": "amber.death", "skipped_turn": "amber.skip",
    "healed": "amber.infirmary", "provaly_roll": "provaly",
}
ROLLS = {
    "move": ("ход", "move"), "opponent": ("за противника", "for the opponent"), "battle": ("твой бой", "your battle"),
    "shuffle": ("тасовка", "shuffle"), "chance": ("шанс", "chance"), "table": ("таблица", "table"),
    "release": ("освобождение", "release"), "contraband": ("контрабанда", "contraband"),
    "provaly": ("Провал", "Rift"), "walk": ("сектор", "sector"), "prince": ("принц", "prince"),
    "roulette": ("рулетка", "roulette"), "bourse": ("биржа", "bourse"), "service": ("служба", "service"),
    "safe": ("сейф", "safe"), "send card": ("куда карта", "where the card goes"),
}


def _ru(locale: str) -> bool:
    return locale != "en"


def names_of(game: Game) -> dict[str, str]:
    """Display names of every id in a (localized) game; cards carry their number."""
    names: dict[str, str] = {}
    for f in game.fields:
        names[f.id] = f.name
    for c in game.cards:
        names[c.id] = f"№{c.number} {c.name}" if c.number else c.name
    for group in (game.items, game.characters, game.regions, game.tables):
        for x in group:
            names[x.id] = x.name
    return names


def thalers(n: int, locale: str) -> str:
    if not _ru(locale):
        return f"{n} thaler" + ("" if n == 1 else "s")
    tail = n % 100
    if 11 <= tail <= 14:
        word = "талеров"
    elif n % 10 == 1:
        word = "талер"
    elif 2 <= n % 10 <= 4:
        word = "талера"
    else:
        word = "талеров"
    return f"{n} {word}"


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
    text = f"{p * 100:.1f}"
    return text.replace(".", ",") + " %" if _ru(locale) else text + "%"


class _Say:
    def __init__(self, referee: AmberReferee, locale: str) -> None:
        self.ru = _ru(locale)
        self.locale = "ru" if self.ru else "en"
        self.names = referee.names(self.locale)
        self.texts = referee.effect_texts(self.locale)
        self.after_move = False

    def t(self, ru: str, en: str) -> str:
        return ru if self.ru else en

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
            return self.t(f"свои {self.stat(label[4:])} {value}", f"own {self.stat(label[4:])} {value}")
        if label == "modifier":
            return self.t(f"модификатор {value:+d}", f"modifier {value:+d}")
        if label == "doubled":
            return self.t(f"удвоение +{value}", f"doubled +{value}")
        if label in STAT_SHORT["en"]:
            return f"{self.stat(label)} {value}"
        return f"{self.name(label)} {value:+d}"

    def option(self, question: str, option: Any, players: Sequence[str]) -> str:
        if option is None:
            return self.t("ничего / отказаться", "nothing / decline")
        if option is True:
            return self.t("да", "yes")
        if option is False:
            return self.t("нет", "no")
        if isinstance(option, int):
            if question == "give-card" and 0 <= option < len(players):
                return players[option]
            if question == "name-roll":
                return str(option)
            if question == "loan":
                return thalers(option, self.locale)
            if question in ("heal", "capital-money", "capital-points"):
                return self.t(f"{option} ПЖ", f"{option} LIFE")
            return str(option)
        if isinstance(option, str):
            return self.name(option)
        if isinstance(option, list) and len(option) == 2 and option[0] in ("trade", "buy"):
            deal = option[1]
            get = points(deal.get("get", {}), self.locale)
            if option[0] == "trade":
                give = points(deal.get("give", {}), self.locale, sign=False)
                return self.t(f"обмен: отдать {give} → {get}", f"trade: give {give} → {get}")
            return self.t(f"купить за {thalers(deal['price'], 'ru')}: {get}",
                          f"buy for {thalers(deal['price'], 'en')}: {get}")
        if isinstance(option, dict):
            if "text" in option:
                return self.texts.get(str(option["text"]), str(option["text"]))
            if "to" in option and "price" in option:
                return self.t(f"в «{self.name(option['to'])}» за {thalers(option['price'], 'ru')}",
                              f"to {self.name(option['to'])} for {thalers(option['price'], 'en')}")
            if "tours" in option and "pay" in option:
                return self.t(f"{option['tours']} кругов за {thalers(option['pay'], 'ru')}",
                              f"{option['tours']} rounds for {thalers(option['pay'], 'en')}")
        return str(option)


def _plan_lines(say: _Say, plan: Sequence[Sequence[Any]]) -> list[str]:
    lines = []
    for k, (stat, amount, instead) in enumerate(plan, start=1):
        paid = points({stat: amount}, say.locale, sign=False)
        if stat == instead:
            lines.append(say.t(f"  шаг {k}: отдаёшь {paid}", f"  step {k}: you pay {paid}"))
        else:
            owed = (THING_NAMES[say.locale].get(instead) or say.stat(instead))
            lines.append(say.t(f"  шаг {k}: вместо «{owed}» — {paid} (компенсация)",
                               f"  step {k}: instead of {owed}: {paid} (compensation)"))
    return lines


def _fight_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    if d.get("kind") == "unknown":
        return [say.t("Сейчас будет бой; бросай: fight", "A battle comes now; roll it: fight")]
    stat = say.stat(d.get("stat", "strength"))
    if d["kind"] == "battle":
        foe = say.name(d["card"]) if d.get("card") else say.t("противник", "the opponent")
        head = say.t(f"Бой ({stat}) с противником: {foe}.", f"Battle ({stat}) against {foe}.")
    elif d["kind"] == "duel":
        head = say.t(f"Дуэль ({stat}) с игроком {d['target']}.", f"Duel ({stat}) with {d['target']}.")
    else:
        head = say.t(f"Бой с охранником №{d['guard']}.", f"Fight with guard #{d['guard']}.")
    mine = " + ".join(say.part(str(label), int(v)) for label, v in d.get("parts", [])) or str(d["you"])
    theirs = " + ".join(say.part(str(label), int(v)) for label, v in d.get("enemy_parts", [])) or str(d["enemy"])
    dice = d.get("you_dice", "1d6").replace("d", "к") if say.ru else d.get("you_dice", "1d6")
    lines = [head]
    if d.get("champion"):
        lines.append(say.t(f"  вместо тебя бьётся: {say.name(d['champion'])}",
                           f"  fighting in your place: {say.name(d['champion'])}"))
    lines += [
        say.t(f"  у тебя {d['you']} = {mine}, плюс {dice}", f"  you: {d['you']} = {mine}, plus {dice}"),
        *[say.t(f"  не в счёт: {say.name(item)} — нужно ПО {need}", f"  not counted: {say.name(item)} (needs EXP {need})")
          for item, need in d.get("unusable", [])],
        say.t(f"  у противника {d['enemy']} = {theirs}, плюс 1к6", f"  opponent: {d['enemy']} = {theirs}, plus 1d6"),
        say.t(f"  точные шансы: победа {percent(d['win'], 'ru')} ({d['exact']['win']}), ничья "
              f"{percent(d['draw'], 'ru')} ({d['exact']['draw']}), поражение {percent(d['loss'], 'ru')} "
              f"({d['exact']['loss']})",
              f"  exact odds: win {percent(d['win'], 'en')} ({d['exact']['win']}), draw "
              f"{percent(d['draw'], 'en')} ({d['exact']['draw']}), loss {percent(d['loss'], 'en')} "
              f"({d['exact']['loss']})"),
        say.t("  Бросайте: fight (или fight --dice ПРОТИВНИК,ТЫ)", "  Roll it: fight (or fight --dice OPPONENT,YOU)"),
    ]
    return lines


def _event_lines(say: _Say, e: Event, referee: AmberReferee) -> list[str]:  # noqa: C901
    d = dict(e.data)
    k = e.kind
    who = d.get("player", "")
    t = say.t
    if k == "arrived":
        route = " → ".join(say.name(f) for f in d["route"]) or say.name(d["to"])
        lines = [t(f"{who} идёт: {route}.", f"{who} goes: {route}.")]
        if d["in_passing"]:
            lines.append(t("Остановка проходом.", "Stopping in passing."))
        if d["cards"]:
            lines.append(t(f"Здесь лежат карты: {say.names_list(d['cards'])} — выполняются они, а не поле.",
                           f"Cards lie here: {say.names_list(d['cards'])}; they are done instead of the field."))
        else:
            text = field_text(referee, d["to"], say.locale)
            if text:
                lines.append(t(f"Поле «{say.name(d['to'])}»: {text}", f"{say.name(d['to'])}: {text}"))
        lines.append(t("Дальше: resolve (или move на другое поле).", "Next: resolve (or move elsewhere)."))
        return lines
    if k == "question":
        q = d["question"]
        ru, en = QUESTIONS.get(q, (f"Вопрос «{q}»:", f"Question '{q}':"))
        lines = [f"{who}: {t(ru, en)}"]
        info = d.get("info") or {}
        if info.get("card"):
            lines.append(t(f"  карта: {say.name(info['card'])}", f"  card: {say.name(info['card'])}"))
        if info.get("effects"):
            lines.append(t("  это значит: ", "  that means: ") + effects_summary(say, info["effects"]))
        for i, option in enumerate(d["options"], start=1):
            lines.append(f"  {i}. {say.option(q, option, d.get('players', []))}")
        lines.append(t("  Ответ: choose N (или yes / no / pass, где подходит)",
                       "  Answer: choose N (or yes / no / pass where it fits)"))
        return lines
    if k == "fight_ready":
        return _fight_lines(say, d)
    if k == "moves":
        head = t(f"{who}: с поля «{say.name(d['from'])}» на {d['roll']}:",
                 f"{who}: from {say.name(d['from'])} with {d['roll']}:")
        lines = [head]
        full = [m for m in d["moves"] if not m["in_passing"]]
        passing = [m for m in d["moves"] if m["in_passing"]]
        for m in full:
            lines.append(f"  {say.name(m['to'])}: " + " → ".join(say.name(f) for f in m["route"]))
        if passing:
            lines.append(t("  остановиться проходом: ", "  stop in passing: ")
                         + ", ".join(say.name(m["to"]) for m in passing))
        if not d["moves"]:
            lines.append(t("  ходов нет", "  no legal move"))
        return lines
    if k == "odds":
        return [t(f"Бой {d['you']} против {d['enemy']} (по 1к6 каждому): победа {percent(d['win'], 'ru')}, "
                  f"ничья {percent(d['draw'], 'ru')}, поражение {percent(d['loss'], 'ru')} (точно)",
                  f"Battle {d['you']} against {d['enemy']} (1d6 each): win {percent(d['win'], 'en')}, "
                  f"draw {percent(d['draw'], 'en')}, loss {percent(d['loss'], 'en')} (exact)")]
    if k == "pay_plan":
        lines = [t(f"{who} должен заплатить: {points(d['debt'], 'ru', sign=False)}. План по правилу компенсации:",
                   f"{who} owes {points(d['debt'], 'en', sign=False)}. The compensation plan:")]
        lines += _plan_lines(say, d["plan"]) or [t("  платить нечем", "  nothing left to pay with")]
        return lines
    if k == "paid_up":
        return [t(f"Применено. Было: {_stats(say, d['before'])}; стало: {_stats(say, d['after'])}.",
                  f"Applied. Before: {_stats(say, d['before'])}; now: {_stats(say, d['after'])}.")]
    if k == "next":
        return [t(f"Ход переходит к игроку {who} (круг {d['tour']}).", f"Next: {who} (round {d['tour']}).")]
    if k == "rolled_move":
        return [t(f"{who}: на кубике хода {d['roll']}. Выбери поле: move ПОЛЕ.",
                  f"{who} rolled {d['roll']} to move. Choose a field: move FIELD.")]
    if k == "moved":
        return [t(f"{who} на поле «{say.name(d['to'])}».", f"{who} is on {say.name(d['to'])}.")]
    if k == "moved_to":
        return [t(f"{who} перенесён на поле «{say.name(d['field'])}».",
                  f"{who} is moved to {say.name(d['field'])}.")]
    if k == "field":
        text = "" if say.after_move else field_text(referee, d["field"], say.locale)
        return [t(f"Поле «{say.name(d['field'])}»", f"Field {say.name(d['field'])}") + (f": {text}" if text else ".")]
    if k == "cards_on_field":
        return [t(f"На поле лежат карты: {say.names_list(d['cards'])}.",
                  f"Cards lying on the field: {say.names_list(d['cards'])}.")]
    if k == "drew":
        return [t(f"Вытянуты карты: {say.names_list(d['cards'])}.", f"Cards drawn: {say.names_list(d['cards'])}.")]
    if k == "card":
        text = card_text(referee, d["card"], say.locale)
        return [t(f"Карта {say.name(d['card'])}", f"Card {say.name(d['card'])}") + (f": {text}" if text else ".")]
    if k == "battle":
        outcome = {"win": t("победа", "win"), "draw": t("ничья", "draw"), "lose": t("поражение", "loss")}
        return [t(f"Бой: {d['you']}+{d['you_roll']}={d['you'] + d['you_roll']} против "
                  f"{d['enemy']}+{d['enemy_roll']}={d['enemy'] + d['enemy_roll']} — {outcome[d['outcome']]}.",
                  f"Battle: {d['you']}+{d['you_roll']}={d['you'] + d['you_roll']} against "
                  f"{d['enemy']}+{d['enemy_roll']}={d['enemy'] + d['enemy_roll']}: {outcome[d['outcome']]}.")]
    if k == "duel":
        outcome = {"win": t(f"победил {who}", f"{who} wins"), "lose": t(f"победил {d['target']}", f"{d['target']} wins"),
                   "draw": t("ничья", "a draw")}[d["outcome"]]
        return [t(f"Дуэль {who} и {d['target']}: {d['you']} против {d['them']} — {outcome}.",
                  f"Duel of {who} and {d['target']}: {d['you']} against {d['them']}: {outcome}.")]
    if k == "gained":
        capped = d.get("capped") or {}
        line = t(f"{who}: {points(d['points'], 'ru')}.", f"{who}: {points(d['points'], 'en')}.")
        if capped:
            line += t(f" Сверх 14 пропало: {points(capped, 'ru', sign=False)}.",
                      f" Lost above the cap of 14: {points(capped, 'en', sign=False)}.")
        return [line]
    if k in ("lost", "compensated"):
        owed = d.get("points") or ({"thalers": d["owed"]} if "owed" in d else {})
        head = t(f"{who} теряет {points(owed, 'ru', sign=False)}:", f"{who} loses {points(owed, 'en', sign=False)}:") \
            if k == "lost" else t(f"{who} не хватает {thalers(d['owed'], 'ru')}:",
                                  f"{who} is {thalers(d['owed'], 'en')} short:")
        plan = d.get("plan", [])
        if k == "lost" and plan and all(stat == instead for stat, _amount, instead in plan):
            return [head.rstrip(":") + "."]
        return [head, *(_plan_lines(say, plan) or [t("  терять уже нечего", "  nothing left to lose")])]
    if k == "paid":
        return [t(f"{who} платит {thalers(d['amount'], 'ru')} {FUNDS['ru'].get(d['to'], d['to'])}.",
                  f"{who} pays {thalers(d['amount'], 'en')} {FUNDS['en'].get(d['to'], d['to'])}.")]
    if k == "inflation":
        return [t(f"Инфляция: {thalers(d['amount'], 'ru')}.", f"Inflation: {thalers(d['amount'], 'en')}.")]
    if k == "died":
        return [t(f"{who} погибает на поле «{say.name(d.get('where'))}».", f"{who} dies on {say.name(d.get('where'))}.")]
    if k == "took_item":
        return [t(f"{who} получает: {say.name(d['item'])}.", f"{who} takes {say.name(d['item'])}.")]
    if k in ("lost_item", "dropped", "confiscated"):
        return [t(f"{who} лишается: {say.name(d['item'])}.", f"{who} loses {say.name(d['item'])}.")]
    if k == "healed":
        return [t(f"{who} лечится: +{d['life']} ПЖ.", f"{who} heals {d['life']} LIFE.")]
    if k == "skipped_turn":
        return [t(f"{who} пропускает ход (осталось пропусков: {d['left']}).",
                  f"{who} misses this turn ({d['left']} more to miss).")]
    if k == "skips":
        return [t(f"{who} пропустит ходов: {d['turns']}.", f"{who} will miss {d['turns']} turn(s).")]
    if k == "no_move":
        return [t(f"{who}: ходить некуда, ход окончен.", f"{who} has no legal move; the turn ends.")]
    if k == "handed_in":
        return [t(f"{who} сдаёт карту {say.name(d['card'])}.", f"{who} hands in {say.name(d['card'])}.")]
    if k == "left_on_field":
        return [t(f"Остаются на поле: {say.names_list(d['cards'])}.", f"Left on the field: {say.names_list(d['cards'])}.")]
    if k == "manual":
        return [t(f"Сделайте вручную: {d['text']}", f"Do by hand: {say.texts.get(str(d['text']), d['text'])}")]
    if k == "trigger":
        return [t(f"Срабатывает: {say.name(d['source'])}.", f"Takes effect: {say.name(d['source'])}.")]
    if k == "rolled":
        return [t(f"Бросок по таблице: {d['total']}.", f"Table roll: {d['total']}.")]
    if k == "provaly_roll":
        return [t(f"Провал: выпало {d['total']} (порог {d['threshold']}).",
                  f"Rift: rolled {d['total']} (threshold {d['threshold']}).")]
    if k == "entered_kingdom":
        return [t(f"{who} проходит Провал в Королевство Эмбер!", f"{who} passes the Rift into the Kingdom of Amber!")]
    if k == "prince":
        return [t(f"{who} узнаёт, что он принц: {say.name(d['prince'])} (+{d['bonus']} ПЖ).",
                  f"{who} turns out to be a prince: {say.name(d['prince'])} (+{d['bonus']} LIFE).")]
    if k == "crowned":
        return [t(f"{who} коронован!", f"{who} is crowned!")]
    if k in ("game_over", "turn_limit"):
        return [t("Игра окончена.", "The game is over.")]
    if k == "reshuffled":
        return [t(f"Колода кончилась: сброс перетасован ({d['cards']} карт).",
                  f"The deck ran out: the discards are shuffled ({d['cards']} cards).")]
    if k == "held":
        return [t(f"{who} задержан: выпустит бросок от {d['release'][0]} до {d['release'][1]}.",
                  f"{who} is held: a roll of {d['release'][0]} to {d['release'][1]} frees him.")]
    if k == "released":
        return [t(f"{who} освобождается.", f"{who} is free.")]
    if k == "still_held":
        return [t(f"{who} всё ещё задержан.", f"{who} is still held.")]
    if k == "friend_died":
        return [t(f"Друг погиб: {say.name(d['friend'])}.", f"A friend died: {say.name(d['friend'])}.")]
    if k == "befriended":
        return [t(f"{who} обретает друга: {say.name(d['card'])}.", f"{who} gains a friend: {say.name(d['card'])}.")]
    if k == "robbery_fight":
        return [t(f"Охранник №{d['guard']}: {d['you']} против {d['guard_total']}.",
                  f"Guard #{d['guard']}: {d['you']} against {d['guard_total']}.")]
    simple = _simple_line(say, k, d)
    if simple is not None:
        return [simple]
    rest = ", ".join(f"{key}={value}" for key, value in d.items() if key != "player")
    return [f"{who + ': ' if who else ''}{k}" + (f" ({rest})" if rest else "")]


def _stats(say: _Say, stats: Mapping[str, int]) -> str:
    order = ("strength", "mind", "magic", "life", "experience", "thalers")
    return ", ".join(f"{say.stat(s)} {stats[s]}" for s in order if s in stats)


def field_text(referee: AmberReferee, field_id: str, locale: str) -> str:
    f = referee.game(locale).index("fields").get(field_id)
    return (f.text or "").strip() if f is not None else ""


def card_text(referee: AmberReferee, card_id: str, locale: str) -> str:
    c = referee.game(locale).index("cards").get(card_id)
    return (c.text or "").strip() if c is not None else ""


def describe_events(referee: AmberReferee, events: Sequence[Event], locale: str) -> list[str]:
    say = _Say(referee, locale)
    lines: list[str] = []
    for e in events:
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
    game = table.game
    t = say.t
    lines = [t(f"Круг {game.tour}; банк {game.bank}, фонд мафии {game.mafia}; в колоде {len(game.deck)} карт.",
               f"Round {game.tour}; bank {game.bank}, mafia fund {game.mafia}; {len(game.deck)} cards in the deck.")]
    for i, p in enumerate(game.players):
        mark = "→ " if i == game.turn and not game.over else "  "
        where = say.name(p.position)
        state = {"out": t(" (выбыл)", " (out)"), "kingdom": t(" (в Королевстве)", " (in the Kingdom)")}.get(p.board, "")
        lines.append(f"{mark}{p.name} — {say.name(p.traveller)}{state}, {where}: {_stats(say, p.stats)}")
        things = [say.name(x) for x in p.items + p.cards] + [say.name(x) + t(" (друг)", " (friend)") for x in p.friends]
        if things:
            lines.append("     " + t("с собой: ", "carries: ") + ", ".join(things))
        if p.trophies:
            lines.append("     " + t("трофеи: ", "trophies: ") + say.names_list(p.trophies))
        if p.skip:
            lines.append("     " + t(f"пропускает ходов: {p.skip}", f"misses {p.skip} turn(s)"))
    pending = table.pending
    if game.phase == "move" and pending is None:
        lines.append(t(f"Выпало {game.pending_roll}: moves — куда можно, move ПОЛЕ — идти.",
                       f"Rolled {game.pending_roll}: moves lists where to go, move FIELD goes."))
    if pending is not None:
        pause = pending.pause
        if pause.kind == "arrived":
            lines.append(t(f"Выбран ход на «{say.name(pending.action.dest)}»: resolve — выполнить.",
                           f"Moving to {say.name(pending.action.dest)}: resolve does it."))
        elif pause.kind == "fight" and pause.fight:
            lines += _fight_lines(say, pause.fight)
        elif pause.kind == "question":
            ask = Event("question", {"player": game.players[pause.who].name, "question": pause.question,
                                     "options": list(pause.options), "info": dict(pause.info),
                                     "players": [p.name for p in game.players]})
            lines += _event_lines(say, ask, referee)
    return lines


def explain_rule(rule: str, locale: str) -> str:
    pair = RULES.get(rule)
    if pair is None:
        return ""
    return pair[0] if _ru(locale) else pair[1]


def roll_label(why: str, locale: str) -> str:
    pair = ROLLS.get(why)
    if pair is None:
        return why
    return pair[0] if _ru(locale) else pair[1]


STATUS_NAMES = {
    "clockwise": ("ходит только по часовой стрелке", "moves clockwise only"),
    "free-moves": ("сам называет бросок хода", "names his own move roll"),
    "named-rolls": ("называет броски", "names his rolls"),
    "pursued": ("преследуется", "is pursued"),
    "tax-follower": ("за ним идёт сборщик налогов", "has a tax collector on his heels"),
    "world-locked": ("не может покинуть свой Мир", "cannot leave his World"),
}


def _simple_line(say: _Say, k: str, d: Mapping[str, Any]) -> str | None:  # noqa: C901
    """One-sentence events."""
    who, t, n = d.get("player", ""), say.t, say.name
    if k == "sector":
        roll = t(f" (выпало {d['roll']})", f" (rolled {d['roll']})") if "roll" in d else ""
        return t(f"{who}: сектор {d['number']}{roll}.", f"{who}: sector {d['number']}{roll}.")
    if k == "walk_exit":
        return t(f"{who} выходит на поле «{n(d['to'])}».", f"{who} comes out on {n(d['to'])}.")
    if k == "skipped_field":
        return t(f"{who} не выполняет поле «{n(d['field'])}».", f"{who} leaves {n(d['field'])} undone.")
    if k == "status":
        ru, en = STATUS_NAMES.get(d["name"], (d["name"], d["name"]))
        tours = d.get("tours") or 0
        span = t(f" (кругов: {tours})", f" ({tours} rounds)") if tours else ""
        return t(f"{who} {ru}{span}.", f"{who} {en}{span}.")
    if k == "converted":
        return t(f"{who} отдаёт {points(d['give'], 'ru', sign=False)}"
                 + (f" и получает {points(d['get'], 'ru')}" if d.get("get") else "") + ".",
                 f"{who} gives {points(d['give'], 'en', sign=False)}"
                 + (f" and gets {points(d['get'], 'en')}" if d.get("get") else "") + ".")
    if k == "lost_items":
        return t(f"{who} лишается: {say.names_list(d['items'])}.", f"{who} loses: {say.names_list(d['items'])}.")
    if k == "new_traveller":
        return t(f"{who} начинает заново путником «{n(d['traveller'])}».",
                 f"{who} starts again as {n(d['traveller'])}.")
    if k == "peek":
        return t(f"{who} подсматривает верх колоды: {say.names_list(d['cards'])}.",
                 f"{who} peeks at the top of the deck: {say.names_list(d['cards'])}.")
    if k == "used_up":
        return t(f"Израсходовано: {n(d['source'])}.", f"Used up: {n(d['source'])}.")
    if k == "alignment":
        word = {"good": ("добрый", "good"), "evil": ("злой", "evil"), "neutral": ("нейтральный", "neutral")}
        ru, en = word.get(d["to"], (d["to"], d["to"]))
        return t(f"{who} теперь {ru}.", f"{who} is now {en}.")
    if k == "became":
        return t(f"{who} становится: {n(d['traveller'])}.", f"{who} becomes {n(d['traveller'])}.")
    if k == "bought_life":
        return t(f"{who} покупает {d['life']} ПЖ.", f"{who} buys {d['life']} LIFE.")
    if k == "cannot_hunt":
        return t("Охотиться на эту карту нельзя: она остаётся на поле.",
                 "You may not hunt this card: it stays on the field.")
    if k == "cannot_pay":
        return t(f"{who} не может заплатить {thalers(d['amount'], 'ru')}.",
                 f"{who} cannot pay {thalers(d['amount'], 'en')}.")
    if k == "capped":
        return t(f"{who}: пункты срезаны до {points(d['to'], 'ru', sign=False)}.",
                 f"{who}: stats cut down to {points(d['to'], 'en', sign=False)}.")
    if k == "cured":
        return t(f"{who} излечен от безумия (ПУ {d['mind']}).", f"{who} is cured of madness (MND {d['mind']}).")
    if k == "delivered":
        return t(f"{who} доставил груз: {n(d['item'])}.", f"{who} delivers {n(d['item'])}.")
    if k == "spoiled":
        return t(f"Груз пропал: {n(d['item'])}.", f"The cargo is lost: {n(d['item'])}.")
    if k == "destroyed":
        return t(f"Противник уничтожен: {n(d['card'])}.", f"The opponent is destroyed: {n(d['card'])}.")
    if k == "dried_up":
        return t(f"Источник иссяк: {n(d['card'])}.", f"The spring has dried up: {n(d['card'])}.")
    if k == "enlisted":
        return t(f"{who} нанимается на {d['tours']} кругов за {thalers(d['pay'], 'ru')}.",
                 f"{who} signs on for {d['tours']} rounds at {thalers(d['pay'], 'en')}.")
    if k == "flew":
        return t(f"{who} прилетает на поле «{n(d['to'])}».", f"{who} flies to {n(d['to'])}.")
    if k == "ticket":
        return t(f"{who} покупает билет до «{n(d['to'])}».", f"{who} buys a ticket to {n(d['to'])}.")
    if k == "friend_left":
        return t(f"Друг уходит: {n(d['friend'])}.", f"A friend leaves: {n(d['friend'])}.")
    if k == "item_unavailable":
        return t(f"Вещей «{n(d['item'])}» больше нет.", f"No {n(d['item'])} is left.")
    if k == "loan":
        return t(f"{who} занимает {thalers(d['amount'], 'ru')} (проценты {d['interest']}).",
                 f"{who} borrows {thalers(d['amount'], 'en')} (interest {d['interest']}).")
    if k == "repaid":
        return t(f"{who} возвращает долг: {thalers(d['amount'], 'ru')}.", f"{who} repays {thalers(d['amount'], 'en')}.")
    if k == "loss_cancelled":
        return t("Поражение отменено.", "The defeat is cancelled.")
    if k == "lost_all":
        return t(f"{who} теряет все {say.stat(d['stat'])}.", f"{who} loses all {say.stat(d['stat'])}.")
    if k == "merged":
        return t(f"{who}: всё сложено в {say.stat(d['into'])} = {d['total']}.",
                 f"{who}: everything merged into {say.stat(d['into'])} = {d['total']}.")
    if k == "named_roll":
        return t(f"{who} называет бросок: {d['roll']}.", f"{who} names the roll: {d['roll']}.")
    if k == "quest":
        return t(f"{who} получает задание: {say.names_list(d['route'])}.",
                 f"{who} takes a quest: {say.names_list(d['route'])}.")
    if k == "quest_done":
        return t(f"{who} выполнил задание {n(d['card'])}.", f"{who} completes the quest {n(d['card'])}.")
    if k == "regent":
        return t(f"{who} — регент ({say.stat(d['stat'])}).", f"{who} becomes regent ({say.stat(d['stat'])}).")
    if k == "restored":
        return t(f"{who}: пункты возвращены к начальным.", f"{who}: stats back to their start values.")
    if k == "road":
        return t(f"{who} идёт по дороге Королевства: выпало {d['roll']}, поле «{n(d['to'])}».",
                 f"{who} walks the Kingdom road: rolled {d['roll']}, now on {n(d['to'])}.")
    if k == "kingdom_exchange":
        return t(f"{who} заходит к меняле.", f"{who} calls at the money-changer.")
    if k == "labyrinth":
        return t(f"{who}: лабиринт, кольцо {d['ring']} (выпало {d['roll']}).",
                 f"{who}: the Labyrinth, ring {d['ring']} (rolled {d['roll']}).")
    if k == "chamber":
        return t(f"{who}: палата дворца {d['number']}.", f"{who}: palace chamber {d['number']}.")
    if k == "crown_battle":
        return t(f"Битва за корону; победитель: {d.get('winner')}.", f"The battle for the crown; winner: {d.get('winner')}.")
    if k == "new_king":
        return t(f"Новый король: {d.get('king')}.", f"A new king: {d.get('king')}.")
    if k == "shut_out":
        return t(f"{who} опоздал ко двору.", f"{who} is shut out of the court.")
    if k == "waits_in_arena":
        return t(f"{who} ждёт соперников на арене.", f"{who} waits in the arena for challengers.")
    if k == "robbed":
        return t(f"{who} грабит: добыча {thalers(d['loot'], 'ru')}.", f"{who} robs: {thalers(d['loot'], 'en')} taken.")
    if k == "robbery_failed":
        return t(f"Ограбление сорвалось (охранников осталось: {d['guards_left']}).",
                 f"The robbery fails ({d['guards_left']} guards still stand).")
    if k == "safe_held":
        return t(f"Сейф устоял (выпало {d['safe']}).", f"The safe holds (rolled {d['safe']}).")
    if k == "roulette":
        return t(f"Рулетка: ставка на {d['numbers']}, выпало {d['total']}.",
                 f"Roulette: bet on {d['numbers']}, rolled {d['total']}.")
    if k == "sent_card":
        return t(f"Карта {n(d['card'])} уходит на поле «{n(d['to'])}».", f"{n(d['card'])} goes to {n(d['to'])}.")
    if k == "sold":
        return t(f"{who} продаёт {n(d['item'])} за {thalers(d['price'], 'ru')}.",
                 f"{who} sells {n(d['item'])} for {thalers(d['price'], 'en')}.")
    if k == "used_pass":
        return t(f"{who} отдаёт пропуск {n(d['card'])}.", f"{who} gives up the pass {n(d['card'])}.")
    if k == "traded":
        def side(items: Sequence[Any]) -> str:
            return ", ".join(thalers(x, say.locale) if isinstance(x, int) else n(x) for x in items) or t("ничего", "nothing")
        return t(f"Сделка: {who} отдаёт {side(d['give'])}, {d['with']} отдаёт {side(d['get'])}.",
                 f"A deal: {who} gives {side(d['give'])}, {d['with']} gives {side(d['get'])}.")
    if k == "thrown_back":
        return t(f"{who} отброшен от Провала.", f"{who} is thrown back from the Rift.")
    if k in ("too_deep", "unknown_field"):
        return t("Карта ссылается сама на себя слишком глубоко: решите вручную.",
                 "The effects go too deep: settle this by hand.")
    return None


def effects_summary(say: _Say, effects: Any) -> str:
    """A short reading of an effects list (what a "may" offers)."""
    t, out = say.t, []
    for entry in effects if isinstance(effects, list) else []:
        if isinstance(entry, str):
            op, arg = entry, None
        elif isinstance(entry, Mapping) and len(entry) == 1:
            ((op, arg),) = entry.items()
        else:
            continue
        if op == "pay":
            amount = arg if isinstance(arg, int) else (arg or {}).get("amount", 0)
            out.append(t(f"заплатить {thalers(int(amount), 'ru')}", f"pay {thalers(int(amount), 'en')}"))
        elif op in ("gain", "lose") and isinstance(arg, Mapping):
            values = {k: (v if op == "gain" else -v) for k, v in arg.items() if isinstance(v, int)}
            out.append(points(values, say.locale))
        elif op == "draw":
            out.append(t(f"вытянуть карт: {arg}", f"draw {arg} card(s)"))
        elif op == "take_item":
            out.append(t(f"получить {say.name(arg)}", f"take {say.name(arg)}"))
        elif op == "go_to":
            target = arg if isinstance(arg, str) else (arg or {}).get("field")
            out.append(t(f"перейти на «{say.name(target)}»", f"go to {say.name(target)}"))
        elif op == "fight":
            out.append(t("бой", "a battle"))
        elif op == "skip_turns":
            out.append(t(f"пропустить ходов: {arg}", f"miss {arg} turn(s)"))
        else:
            ru, en = OP_WORDS.get(op, (op.replace("_", " "), op.replace("_", " ")))
            out.append(t(ru, en))
    return "; ".join(out) or "—"


OP_WORDS = {
    "robbery": ("ограбление", "a robbery"), "exchange": ("обмен пунктов", "an exchange of points"),
    "roll": ("бросок по таблице", "a roll on a table"), "merge": ("слить пункты в один", "merge stats into one"),
    "convert": ("обменять пункты", "trade points"), "status": ("особое состояние", "a lasting state"),
    "shop": ("покупки", "shopping"), "loan": ("заём", "a loan"), "heal": ("лечение", "healing"),
    "become": ("сменить путника", "change traveller"), "keep_card": ("оставить карту", "keep the card"),
    "befriend": ("подружиться", "make a friend"), "air_tickets": ("билет на самолёт", "a plane ticket"),
    "enlist": ("наняться на службу", "sign on for service"), "sell_item": ("продать вещь", "sell an item"),
    "guess": ("рулетка", "roulette"), "lose_item": ("отдать вещь", "give up an item"),
    "lose_items": ("отдать вещи", "give up items"), "use_pass": ("отдать пропуск", "give up a pass"),
    "quest": ("задание", "a quest"), "held": ("задержка", "being held"), "if": ("условие", "a condition"),
    "choose": ("выбор", "a choice"), "may": ("выбор по желанию", "an option"), "repeat": ("повтор", "a repeat"),
    "restore_start": ("вернуть начальные пункты", "restore the start stats"),
    "cap": ("срезать пункты", "cut stats down"), "raise_to": ("поднять пункты", "raise stats"),
    "draw_choose": ("вытянуть и выбрать карту", "draw and choose a card"), "manual": ("сделать вручную", "do by hand"),
}

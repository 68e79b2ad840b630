"""What the Fighting Fantasy referee says, in Russian and English (pure text building).

The words live in message tables (``MESSAGES``, ``RULES``; the refusals and command
help in ``referee.py``) with named placeholders, listed in the kit's ``CODE_TEXTS`` so
that the catalogue holds every sentence with its stable id
(``kit.referee_text.MESSAGES.<key>``).  Code here only picks the message and fills in
numbers and names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pnpkit.rules import numbers
from pnpkit.rules.messages import counted, say, tree
from pnpkit.rules.session import Event

MESSAGES: dict[str, dict[str, Any]] = {
    "ru": {
        "percent_above": "больше {value} %",
        "percent_below": "меньше {value} %",
        "points": "{sign}{value} п.п.",
        # a number of STAMINA points, as the gamebooks write them («1 ВЫНОСЛИВОСТЬ», «2 ВЫНОСЛИВОСТИ»)
        "counts": {"stamina": "{n} ВЫНОСЛИВОСТЬ|{n} ВЫНОСЛИВОСТИ|{n} ВЫНОСЛИВОСТИ"},
        "opponent": "{name} (МАСТЕРСТВО {skill}, ВЫНОСЛИВОСТЬ {stamina})",
        "luck": {
            "blow": "{player:Ты ранил|Ты ранила}: {name}. Испытать удачу?",
            "wound": "Тебя ранит {name}. Испытать удачу?",
            "escape": "Прощальный удар при бегстве ({name}). Испытать удачу?",
            "commands": "удача — испытать, удача нет — не испытывать",
            "escape_odds": "Шанс пережить удар: с испытанием {test}, без — {plain}.",
            "too_big": "Точный расчёт для такого боя слишком велик; решай сам.",
            "same": "Шанс победы одинаков при любом выборе: {win}.",
            "advice": "Шанс победы: если испытаешь — {test}, если нет — {plain}: {verdict} ({gain}).",
            "better_test": "лучше испытать",
            "better_not": "лучше не испытывать",
            "no_gain": "Испытание почти ничего не даёт (победа: {test} с ним, {plain} без): лучше не испытывать — УДАЧА сбережётся.",
            "test": "Испытание удачи: выпало {total} при УДАЧЕ {luck} — {verdict}; УДАЧА теперь {left}.",
            "lucky": "повезло",
            "unlucky": "не повезло",
        },
        "fight": {
            "started": "Бой: {opponents}.",
            "started_escape": "Бой: {opponents}. Бежать можно.",
            "round": "Раунд {n}, цель — {target}: твоя сила удара {hero_attack}; у противников: {others}.",
            "round_one": "Раунд {n}, цель — {target}: твоя сила удара {hero_attack}; у противника: {others}.",
            "attack": "{name} {attack}",
            "double_six": "Две шестёрки: {target} гибнет на месте!",
            "parried": "Удары отбиты, никто не ранен.",
            "hero_hit": "Ты теряешь {lost} (бьёт {by}), остаётся {stamina}.",
            "opponent_hit": "{who} теряет {lost}, остаётся {stamina}.",
            "slain": "Противник повержен: {name}.",
            "hero_dead": "{player:Ты погиб|Ты погибла}. Приключение окончено.",
            "won": "Бой выигран: {opponents}.",
            "escaped": "{player:Ты сбежал|Ты сбежала} из боя.",
            "escape_started": "Ты бежишь; {by} бьёт напоследок.",
        },
        "sheet": {
            "ate": "{player:Ты поел|Ты поела}: ВЫНОСЛИВОСТЬ {before} → {after}; припасов осталось {left}.",
            "taken": "Взято: {thing}",
            "dropped": "Выброшено: {thing}",
            "counter": "{name}: {delta} → {now}",
            "drank": "Зелье выпито: {name} {now}/{initial}",
            "changed": "{name} {delta} → {now}/{initial}",
            "capped": " (выше начального {initial} не поднимается: изменилось на {applied}; сверх — с --beyond)",
            "floored": " (ниже нуля не опускается: изменилось на {applied})",
            "line": "Лист: ВЫНОСЛИВОСТЬ {stamina}/{stamina_initial}, УДАЧА {luck}/{luck_initial}",
        },
        "counters": {"gold": "Золото", "jewels": "Драгоценности", "potions": "Зелья",
                     "provisions": "Припасы"},
        "stats": {"skill": "МАСТЕРСТВО", "stamina": "ВЫНОСЛИВОСТЬ", "luck": "УДАЧА"},
        "presets": {"classic": "классические", "instant-kill": "дубль шестёрок убивает"},
        "odds": {
            "pending": "Сначала реши про удачу; шансы на каждый выбор показаны выше.",
            "too_big": "Бой слишком велик для точного расчёта.",
            "exact": "Шанс победы: без удачи {win}, при лучшей тактике удачи {win_optimal}; "
                     "раундов в среднем ещё {rounds}; лучшая цель — {target}.",
        },
        "status": {
            "hero": "{player:Герой|Героиня} {player}: МАСТЕРСТВО {skill}/{skill_initial}, "
                    "ВЫНОСЛИВОСТЬ {stamina}/{stamina_initial}, УДАЧА {luck}/{luck_initial}",
            "purse": "Золото {gold}, драгоценности {jewels}, зелья {potions}, припасы {provisions}",
            "equipment": "Снаряжение: {things}",
            "rules_instant_kill": "Правила: дубль шестёрок убивает",
            "rules_classic": "Правила: классические",
            "creation": "Кубики героя (МАСТ.; ВЫН.; УДАЧА): {skill}; {stamina_1}+{stamina_2}; {luck}",
            "fight": "Бой, раунд {n}: {opponents}",
            "record": "Бой: {opponents} — {result}",
            "won": "победа",
            "escaped": "бегство",
            "died": "гибель",
        },
    },
    "en": {
        "percent_above": "over {value}%",
        "percent_below": "under {value}%",
        "points": "{sign}{value} pp",
        "counts": {"stamina": "{n} STAMINA|{n} STAMINA"},
        "opponent": "{name} (SKILL {skill}, STAMINA {stamina})",
        "luck": {
            "blow": "You wounded {name}. Test your Luck?",
            "wound": "{name} wounded you. Test your Luck?",
            "escape": "The parting blow as you flee ({name}). Test your Luck?",
            "commands": "Type luck to test it, or luck no not to.",
            "escape_odds": "Chance to survive the blow: testing {test}, not testing {plain}.",
            "too_big": "This fight is too large for exact odds; your call.",
            "same": "The chance to win is the same either way: {win}.",
            "advice": "Chance to win: testing {test}, not testing {plain}: {verdict} ({gain}).",
            "better_test": "test",
            "better_not": "do not test",
            "no_gain": "Testing gains next to nothing (win: {test} with it, {plain} without): do not test, and keep your LUCK.",
            "test": "Test your Luck: rolled {total} against LUCK {luck}: {verdict}; LUCK is now {left}.",
            "lucky": "lucky",
            "unlucky": "unlucky",
        },
        "fight": {
            "started": "Fight: {opponents}.",
            "started_escape": "Fight: {opponents}. Escape is allowed.",
            "round": "Round {n}, target {target}: your attack strength {hero_attack}; theirs: {others}.",
            "round_one": "Round {n}, target {target}: your attack strength {hero_attack}; theirs: {others}.",
            "attack": "{name} {attack}",
            "double_six": "Double six: {target} dies on the spot!",
            "parried": "Blows parried; nobody is hurt.",
            "hero_hit": "You lose {lost} ({by} strikes); {stamina} left.",
            "opponent_hit": "{who} loses {lost}; {stamina} left.",
            "slain": "{name} is slain.",
            "hero_dead": "You are dead. The adventure is over.",
            "won": "You won the fight against {opponents}.",
            "escaped": "You got away.",
            "escape_started": "You flee; {by} strikes as you go.",
        },
        "sheet": {
            "ate": "You eat: STAMINA {before} → {after}; provisions left: {left}.",
            "taken": "Taken: {thing}",
            "dropped": "Dropped: {thing}",
            "counter": "{name}: {delta} → {now}",
            "drank": "Potion drunk: {name} {now}/{initial}",
            "changed": "{name} {delta} → {now}/{initial}",
            "capped": " (capped at the initial {initial}: changed by {applied}; --beyond goes past it)",
            "floored": " (it cannot go below zero: changed by {applied})",
            "line": "Sheet: STAMINA {stamina}/{stamina_initial}, LUCK {luck}/{luck_initial}",
        },
        "counters": {"gold": "Gold", "jewels": "Jewels", "potions": "Potions", "provisions": "Provisions"},
        "stats": {"skill": "SKILL", "stamina": "STAMINA", "luck": "LUCK"},
        "presets": {"classic": "classic", "instant-kill": "double six kills"},
        "odds": {
            "pending": "Decide on luck first; the odds of each choice are shown above.",
            "too_big": "This fight is too large for exact odds.",
            "exact": "Chance to win: without luck {win}, with luck used optimally {win_optimal}; "
                     "about {rounds} more rounds; best target: {target}.",
        },
        "status": {
            "hero": "Hero {player}: SKILL {skill}/{skill_initial}, "
                    "STAMINA {stamina}/{stamina_initial}, LUCK {luck}/{luck_initial}",
            "purse": "Gold {gold}, jewels {jewels}, potions {potions}, provisions {provisions}",
            "equipment": "Equipment: {things}",
            "rules_instant_kill": "Rules: double six kills",
            "rules_classic": "Rules: classic",
            "creation": "Creation dice (SKILL; STAMINA; LUCK): {skill}; {stamina_1}+{stamina_2}; {luck}",
            "fight": "Fight, round {n}: {opponents}",
            "record": "Fight: {opponents} — {result}",
            "won": "won",
            "escaped": "escaped",
            "died": "died",
        },
    },
}

RULES: dict[str, dict[str, str]] = {
    "ru": {
        "ff.round": "Каждый бросает 2 кости и прибавляет МАСТЕРСТВО; больший результат ранит на 2, "
                    "равные — никто.",
        "ff.several": "Бьёшь одного выбранного; каждый другой, у кого сила удара выше твоей, ранит тебя.",
        "ff.luck": "2 кости не больше УДАЧИ — повезло; после каждого испытания УДАЧА −1.",
        "ff.blow_luck": "Твой удар попал: повезло — противник теряет 4, не повезло — только 1.",
        "ff.wound_luck": "Удар по тебе: повезло — теряешь 1, не повезло — 3.",
        "ff.escape": "Бегство стоит одной раны (2 ВЫНОСЛИВОСТИ); удача может её изменить.",
        "ff.instant_kill": "По этому набору правил две шестёрки на твоих костях убивают противника сразу.",
        "ff.eat": "Порция еды возвращает 4 ВЫНОСЛИВОСТИ, не выше начальной; в бою есть нельзя.",
    },
    "en": {
        "ff.round": "Each side rolls 2 dice plus SKILL; the higher wounds for 2, a tie wounds nobody.",
        "ff.several": "You strike the one you chose; every other opponent who beats your attack wounds you.",
        "ff.luck": "2 dice at or under LUCK is lucky; every test costs 1 LUCK.",
        "ff.blow_luck": "Your blow: lucky, it loses 4; unlucky, only 1.",
        "ff.wound_luck": "A wound to you: lucky, you lose 1; unlucky, 3.",
        "ff.escape": "Escaping costs one wound (2 STAMINA); luck may change it.",
        "ff.instant_kill": "Under this preset, a double six on your attack roll kills outright.",
        "ff.eat": "A meal gives back 4 STAMINA, never above the initial value; not during a fight.",
    },
}

REFUSALS: dict[str, dict[str, str]] = {
    "ru": {
        "confirm_spend": "{player} отдаст {spent} из {have} золотых — больше половины своего золота",
        "confirm_wasted_potion": "{stat} и так на начальном уровне ({value}): зелье пропадёт зря",
        "enemy_format": "противник задаётся как ИМЯ:МАСТЕРСТВО:ВЫНОСЛИВОСТЬ, получено «{text}»",
        "enemy_numbers": "МАСТЕРСТВО и ВЫНОСЛИВОСТЬ противника — целые числа: «{text}»",
        "enemy_range": "у «{name}» МАСТЕРСТВО должно быть 1..20, ВЫНОСЛИВОСТЬ 1..99",
        "hero_format": "герой задаётся как МАСТЕРСТВО/ВЫНОСЛИВОСТЬ/УДАЧА, например 10/20/9; получено «{text}»",
        "enemy_missing": "после --enemy нужно ИМЯ:МАСТЕРСТВО:ВЫНОСЛИВОСТЬ",
        "unknown_option": "неизвестный ключ «{option}»",
        "no_target": "нет живого противника «{text}» (есть: {names})",
        "unknown_preset": "нет набора правил «{preset}» (есть: {known})",
        "one_hero": "в «Боевом фэнтези» играет один герой: --player ИМЯ[:МАСТ/ВЫН/УД]",
        "impossible_hero": "такого героя не бывает: {stat} нового героя — от {low} до {high}, а не {value}",
        "hero_dead": "{player} {player:погиб|погибла}: приключение окончено",
        "finish_fight": "сначала закончи бой",
        "unknown_command": "команды «{command}» нет в этой игре",
        "fight_on": "бой уже идёт: сначала закончи его",
        "too_many": "не больше {n} противников сразу",
        "whom": "с кем драться? бой --enemy ИМЯ:МАСТЕРСТВО:ВЫНОСЛИВОСТЬ",
        "escape_late": "--escape задаётся в начале боя",
        "escaping": "ты убегаешь: реши про удачу (удача или удача нет)",
        "luck_usage": "удача или удача нет",
        "nothing_to_decline": "сейчас нечего отклонять",
        "no_luck": "УДАЧИ не осталось",
        "no_fight_to_escape": "бежать не от кого: боя нет",
        "no_escape": "из этого боя бежать нельзя (книга не разрешила: начни бой с --escape)",
        "luck_first": "сначала реши про удачу (удача или удача нет)",
        "sheet_usage": "{command} золото|драгоценности|зелья|припасы N или {command} вещь НАЗВАНИЕ",
        "not_carried": "в снаряжении нет «{thing}» (есть: {have})",
        "unknown_thing": "не знаю, что такое «{thing}»",
        "pay_usage": "заплатить N",
        "drink_usage": "выпить мастерство|выносливость|удача",
        "no_potions": "зелий не осталось",
        "change_usage": "изменить мастерство|выносливость|удача ±N [--beyond]",
        "not_a_number": "«{text}» — не число",
        "no_eating_in_fight": "во время боя есть нельзя",
        "no_provisions": "припасы кончились",
        "meal_wasted": "ВЫНОСЛИВОСТЬ и так на начальном значении: еда пропадёт зря",
        "no_odds": "боя нет: назовите противника — шансы --enemy ИМЯ:МАСТ:ВЫН",
        "not_whole": "«{text}» — не целое число",
        "negative": "количество не бывает отрицательным",
        "not_enough": "не хватает: {what} — {have}",
    },
    "en": {
        "confirm_spend": "{player} would pay {spent} of {have} gold, more than half of it",
        "confirm_wasted_potion": "{stat} is at its initial level already ({value}): the potion would be wasted",
        "enemy_format": "an opponent is NAME:SKILL:STAMINA, got “{text}”",
        "enemy_numbers": "an opponent’s SKILL and STAMINA are whole numbers: “{text}”",
        "enemy_range": "“{name}” needs SKILL 1..20 and STAMINA 1..99",
        "hero_format": "a hero is SKILL/STAMINA/LUCK, e.g. 10/20/9; got “{text}”",
        "enemy_missing": "--enemy needs NAME:SKILL:STAMINA",
        "unknown_option": "unknown option “{option}”",
        "no_target": "no living opponent “{text}” (there are: {names})",
        "unknown_preset": "no preset “{preset}” (known: {known})",
        "one_hero": "Fighting Fantasy has one hero: --player NAME[:SKILL/STAMINA/LUCK]",
        "impossible_hero": "no such hero: a new hero’s {stat} is {low} to {high}, not {value}",
        "hero_dead": "{player} is dead: the adventure is over",
        "finish_fight": "finish the fight first",
        "unknown_command": "this game has no command “{command}”",
        "fight_on": "a fight is on: finish it first",
        "too_many": "at most {n} opponents at once",
        "whom": "whom to fight? fight --enemy NAME:SKILL:STAMINA",
        "escape_late": "--escape is given when a fight starts",
        "escaping": "you are escaping: decide on luck first (luck or luck no)",
        "luck_usage": "luck, or luck no",
        "nothing_to_decline": "there is no luck choice to decline",
        "no_luck": "no LUCK left",
        "no_fight_to_escape": "nothing to escape from: no fight",
        "no_escape": "this fight allows no escape (start it with --escape if the book does)",
        "luck_first": "decide on luck first (luck or luck no)",
        "sheet_usage": "{command} gold|jewels|potions|provisions N, or {command} item THING",
        "not_carried": "no “{thing}” in your equipment (have: {have})",
        "unknown_thing": "unknown thing “{thing}”",
        "pay_usage": "pay N",
        "drink_usage": "drink skill|stamina|luck",
        "no_potions": "no potions left",
        "change_usage": "change skill|stamina|luck ±N [--beyond]",
        "not_a_number": "“{text}” is not a number",
        "no_eating_in_fight": "no eating during a fight",
        "no_provisions": "no provisions left",
        "meal_wasted": "STAMINA is already at its initial value: the meal would be wasted",
        "no_odds": "no fight: name the opponent — odds --enemy NAME:SKILL:STAMINA",
        "not_whole": "“{text}” is not a whole number",
        "negative": "an amount cannot be negative",
        "not_enough": "not enough {what}: you have {have}",
    },
}

#: what a roll was for (the log keeps the English ``why``: ``attack: NAME``, ``luck``)
ROLLS: dict[str, dict[str, str]] = {
    "ru": {"hero_attack": "твоя сила удара", "attack": "сила удара: {name}", "luck": "испытание удачи"},
    "en": {"hero_attack": "your attack strength", "attack": "attack strength: {name}", "luck": "Test your Luck"},
}

COMMANDS: dict[str, dict[str, str]] = {
    "ru": {
        "luck": "испытать удачу (удача нет — отказаться)",
        "odds": "шансы на победу отсюда",
        "odds_before": "шансы боя до его начала (ничего не бросается)",
        "odds_before_usage": "--enemy ИМЯ:МАСТ:ВЫН [--enemy …]",
        "fight_start": "начать бой и сыграть раунд",
        "fight_start_usage": "--enemy ИМЯ:МАСТ:ВЫН [--enemy …] [--escape]",
        "eat": "съесть порцию: +4 ВЫНОСЛИВОСТИ",
        "fight_next": "следующий раунд (можно указать цель)",
        "fight_next_usage": "[ЦЕЛЬ]",
        "escape": "бежать: одна рана напоследок",
        "take": "взять: взять золото|драгоценности|зелья|припасы N, взять вещь НАЗВАНИЕ",
        "drop": "выбросить вещь: выбросить вещь НАЗВАНИЕ (или выбросить золото N …)",
        "pay": "заплатить золотом",
        "drink": "выпить зелье: восстанавливает показатель до начального "
                 "(зелье удачи ещё и поднимает начальную УДАЧУ на 1)",
        "change": "изменить показатель по указанию книги: изменить выносливость -2",
        "verbs": {"take": "взять", "drop": "выбросить"},
        "luck_usage": "[нет]",
        "take_usage": "золото|драгоценности|зелья|припасы N | вещь НАЗВАНИЕ",
        "drop_usage": "вещь НАЗВАНИЕ | золото|драгоценности|зелья|припасы N",
        "drink_usage": "мастерство|выносливость|удача",
        "change_usage": "мастерство|выносливость|удача ±N [--beyond]",
    },
    "en": {
        "luck": "Test your Luck (luck no: decline)",
        "odds": "chance to win from here",
        "odds_before": "the odds of a fight before it starts (nothing is rolled)",
        "odds_before_usage": "--enemy NAME:SKILL:STAMINA [--enemy …]",
        "fight_start": "start a fight and play a round",
        "fight_start_usage": "--enemy NAME:SKILL:STAMINA [--enemy …] [--escape]",
        "eat": "eat a meal: +4 STAMINA",
        "fight_next": "next round (a target may be named)",
        "fight_next_usage": "[TARGET]",
        "escape": "escape: one parting wound",
        "take": "take: take gold|jewels|potions|provisions N, take item THING",
        "drop": "drop a thing: drop item THING (or drop gold N …)",
        "pay": "pay in gold",
        "drink": "drink a potion: restores a stat to its initial value (a luck potion "
                 "also raises initial LUCK by 1)",
        "change": "change a stat as the book says: change stamina -2",
        "verbs": {"take": "take", "drop": "drop"},
        "luck_usage": "[no]",
        "take_usage": "gold|jewels|potions|provisions N | item THING",
        "drop_usage": "item THING | gold|jewels|potions|provisions N",
        "drink_usage": "skill|stamina|luck",
        "change_usage": "skill|stamina|luck ±N [--beyond]",
    },
}


def percent(p: float, locale: str, digits: int | None = None) -> str:
    """One decimal, more near certainty so that 99.96 % does not read as 100 %."""
    digits = numbers.share_digits(p, most=4) if digits is None else digits
    shown = round(p * 100, digits)
    if 0 < p < 1 and shown in (0, 100):  # never «100.0000 %» for what may still fail
        edge = 10 ** -digits
        key, value = ("percent_above", 100 - edge) if shown == 100 else ("percent_below", edge)
        return say(MESSAGES, key, locale, value=numbers.decimal(value, locale, digits))
    # a certainty is whole: «100 %», not «100.0000 %» beside a near-certain «over 99.9999 %»
    return numbers.percent(p, locale, 0 if p in (0, 1) else digits)


def points(delta: float, locale: str) -> str:
    sign = "+" if delta >= 0 else "−"
    size = abs(delta) * 100
    digits = 1 if size >= 0.05 else 3
    return say(MESSAGES, "points", locale, sign=sign, value=numbers.decimal(size, locale, digits))


def _opponents(items: Sequence[dict[str, Any]], locale: str) -> str:
    return ", ".join(
        say(MESSAGES, "opponent", locale, name=o["name"], skill=o["skill"], stamina=o["stamina"])
        for o in items
    )


def _luck_offer(data: dict[str, Any], locale: str) -> list[str]:
    from pnpkit.games.fighting_fantasy.rules.advice import escape_survival, luck_advice

    head = say(MESSAGES, f"luck.{data['kind']}", locale, name=data["name"], player=data.get("player", ""))
    commands = say(MESSAGES, "luck.commands", locale)
    if data["kind"] == "escape":
        test, plain = escape_survival(data["hero_stamina"], data["luck"])
        body = say(MESSAGES, "luck.escape_odds", locale,
                   test=percent(test, locale), plain=percent(plain, locale))
        return [head, body, commands]
    advice = luck_advice(data)
    if advice is None:
        return [head, say(MESSAGES, "luck.too_big", locale), commands]
    test, plain = advice
    assert test is not None
    digits = max(numbers.share_digits(test, most=4), numbers.share_digits(plain, most=4))  # one precision for both numbers
    if abs(test - plain) <= 1e-12:
        return [head, say(MESSAGES, "luck.same", locale, win=percent(plain, locale, digits)), commands]
    if abs(test - plain) < NO_GAIN:  # a test costs a point of LUCK: never worth it for a hair
        return [head, say(MESSAGES, "luck.no_gain", locale, test=percent(test, locale, digits),
                          plain=percent(plain, locale, digits)), commands]
    better = test > plain
    verdict = say(MESSAGES, "luck.better_test" if better else "luck.better_not", locale)
    body = say(MESSAGES, "luck.advice", locale, test=percent(test, locale, digits),
               plain=percent(plain, locale, digits), verdict=verdict, gain=points(test - plain, locale))
    return [head, body, commands]


#: a gain in the chance to win below this (0.1 percentage point) is no reason to spend LUCK
NO_GAIN = 0.001


def _round(data: dict[str, Any], locale: str) -> list[str]:
    others = ", ".join(say(MESSAGES, "fight.attack", locale, name=a["name"], attack=a["attack"])
                       for a in data["attacks"])
    key = "fight.round_one" if len(data["attacks"]) == 1 else "fight.round"  # «у противника»
    lines = [say(MESSAGES, key, locale, n=data["n"], target=data["target"],
                 hero_attack=data["hero_attack"], others=others)]
    if data["blow"] == "kill":
        lines.append(say(MESSAGES, "fight.double_six", locale, target=data["target"]))
    elif data["blow"] == "none" and not data["wounded_by"]:
        lines.append(say(MESSAGES, "fight.parried", locale))
    return lines


def _event_lines(event: Event, locale: str) -> list[str]:  # noqa: C901 - one branch per event
    d = event.data
    kind = event.kind
    if kind == "fight_started":
        key = "fight.started_escape" if d["can_escape"] else "fight.started"
        return [say(MESSAGES, key, locale, opponents=_opponents(d["opponents"], locale))]
    if kind == "round":
        return _round(dict(d), locale)
    if kind == "luck_offer":
        return _luck_offer(dict(d), locale)
    if kind == "luck_test":
        verdict = say(MESSAGES, "luck.lucky" if d["lucky"] else "luck.unlucky", locale)
        return [say(MESSAGES, "luck.test", locale, total=d["total"], luck=d["luck"],
                    verdict=verdict, left=max(0, d["luck"] - 1))]
    if kind == "damage":
        lost = counted(MESSAGES, "counts.stamina", int(d["amount"]), locale)
        if d["hero"]:
            return [say(MESSAGES, "fight.hero_hit", locale, lost=lost, by=d["by"], stamina=d["stamina"])]
        return [say(MESSAGES, "fight.opponent_hit", locale, who=d["who"], lost=lost, stamina=d["stamina"])]
    if kind == "slain":
        return [] if d["instant"] else [say(MESSAGES, "fight.slain", locale, name=d["name"])]
    if kind == "hero_dead":
        return [say(MESSAGES, "fight.hero_dead", locale, player=d.get("player", ""))]
    if kind == "fight_won":
        return [say(MESSAGES, "fight.won", locale, opponents=d["opponents"])]
    if kind == "escaped":
        return [say(MESSAGES, "fight.escaped", locale, player=d.get("player", ""))]
    if kind == "escape_started":
        return [say(MESSAGES, "fight.escape_started", locale, by=d["by"])]
    if kind == "ate":
        return [say(MESSAGES, "sheet.ate", locale, before=d["before"], after=d["after"], left=d["left"],
                    player=d.get("player", ""))]
    if kind == "item":
        return [say(MESSAGES, "sheet.taken" if d["taken"] else "sheet.dropped", locale, thing=d["thing"])]
    if kind == "counter":
        return [say(MESSAGES, "sheet.counter", locale, name=say(MESSAGES, f"counters.{d['what']}", locale),
                    delta=f"{d['delta']:+d}", now=d["now"])]
    if kind in ("drank", "changed"):
        name = say(MESSAGES, f"stats.{d['stat']}", locale)
        if kind == "drank":
            return [say(MESSAGES, "sheet.drank", locale, name=name, now=d["now"], initial=d["initial"])]
        line = say(MESSAGES, "sheet.changed", locale, name=name, delta=f"{d['delta']:+d}",
                   now=d["now"], initial=d["initial"])
        if "applied" in d:  # the book's change did not all fit: say where it stopped
            key = "sheet.capped" if d["delta"] > 0 else "sheet.floored"
            line += say(MESSAGES, key, locale, applied=f"{d['applied']:+d}", initial=d["initial"])
        return [line]
    if kind == "sheet":
        return [_sheet_line(dict(d), locale)]
    if kind == "odds":
        return _odds_lines(dict(d), locale)
    return [f"{kind}: {dict(d)}"]


def _sheet_line(d: dict[str, Any], locale: str) -> str:
    (st, st0), (lk, lk0) = d["stamina"], d["luck"]
    head = say(MESSAGES, "sheet.line", locale, stamina=st, stamina_initial=st0, luck=lk, luck_initial=lk0)
    return " · ".join([head] + [f"{o['name']} {o['stamina']}" for o in d["opponents"]])


def _odds_lines(d: dict[str, Any], locale: str) -> list[str]:
    if d.get("pending"):
        return [say(MESSAGES, "odds.pending", locale)]
    if not d["exact"]:
        return [say(MESSAGES, "odds.too_big", locale)]
    return [say(MESSAGES, "odds.exact", locale, win=percent(d["win"], locale),
                win_optimal=percent(d["win_optimal_luck"], locale),
                rounds=numbers.decimal(d["expected_rounds"], locale, 1), target=d["best_target"])]


def describe_events(events: Sequence[Event], locale: str) -> list[str]:
    lines: list[str] = []
    for event in events:
        lines += _event_lines(event, locale)
    return lines


def status_lines(view: dict[str, Any], locale: str) -> list[str]:
    """The table's state in lines, from its view (FightingFantasyReferee.status_view)."""
    hero = view["hero"]
    (skill, skill_initial), (stamina, stamina_initial), (luck, luck_initial) = (
        hero["skill"], hero["stamina"], hero["luck"])
    lines = [
        say(MESSAGES, "status.hero", locale, player=view["player"],
            skill=skill, skill_initial=skill_initial, stamina=stamina, stamina_initial=stamina_initial,
            luck=luck, luck_initial=luck_initial),
        say(MESSAGES, "status.purse", locale, gold=hero["gold"], jewels=hero["jewels"],
            potions=hero["potions"], provisions=hero["provisions"]),
        say(MESSAGES, "status.equipment", locale, things=", ".join(hero["equipment"]) or "—"),
        say(MESSAGES, "status.rules_instant_kill" if view["instant_kill"] else "status.rules_classic",
            locale),
    ]
    if (c := view["creation"]) is not None:
        lines.append(say(MESSAGES, "status.creation", locale, skill=c["skill"],
                         stamina_1=c["stamina"][0], stamina_2=c["stamina"][1], luck=c["luck"]))
    if (fight := view["fight"]) is not None:
        boxes = ", ".join(f"{i + 1}. {name} {skill}/{stamina}" + ("" if alive else " †")
                          for i, (name, skill, stamina, alive) in enumerate(fight["opponents"]))
        lines.append(say(MESSAGES, "status.fight", locale, n=fight["rounds"], opponents=boxes))
        if fight["offer"] is not None:
            lines += _luck_offer(dict(fight["offer"]), locale)
    for names, result in view["record"]:
        lines.append(say(MESSAGES, "status.record", locale, opponents=names,
                         result=say(MESSAGES, f"status.{result}", locale)))
    return lines


def explain_rule(rule: str, locale: str) -> str:
    return tree(RULES, locale).get(rule, "")


def roll_label(why: str, locale: str) -> str:
    """What a roll was for: ``attack: hero`` (the hero's own), ``attack: NAME``, ``luck``."""
    if why == "attack: hero":
        return say(ROLLS, "hero_attack", locale)
    if why.startswith("attack: "):
        return say(ROLLS, "attack", locale, name=why.removeprefix("attack: "))
    return tree(ROLLS, locale).get(why, why)

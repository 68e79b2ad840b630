"""What the Fighting Fantasy referee says, in Russian and English (pure text building)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pnpkit.rules.session import Event

_RU = "ru"


def _ru(locale: str) -> bool:
    return locale != "en"


def percent(p: float, locale: str) -> str:
    """One decimal, more near certainty so that 99.96 % does not read as 100 %."""
    digits = 1
    while digits < 4 and 0 < p < 1 and round(p * 100, digits) in (0, 100):
        digits += 1
    text = f"{p * 100:.{digits}f}"
    return text.replace(".", ",") + " %" if _ru(locale) else text + "%"


def points(delta: float, locale: str) -> str:
    sign = "+" if delta >= 0 else "−"
    size = abs(delta) * 100
    digits = 1 if size >= 0.05 else 3
    text = f"{size:.{digits}f}"
    return f"{sign}{text.replace('.', ',')} п.п." if _ru(locale) else f"{sign}{text} pp"


def _opponents(items: Sequence[dict[str, Any]], locale: str) -> str:
    if _ru(locale):
        return ", ".join(
            f"{o['name']} (МАСТЕРСТВО {o['skill']}, ВЫНОСЛИВОСТЬ {o['stamina']})" for o in items
        )
    return ", ".join(f"{o['name']} (SKILL {o['skill']}, STAMINA {o['stamina']})" for o in items)


def _luck_offer(data: dict[str, Any], locale: str) -> list[str]:
    from pnpkit.rules.fighting_fantasy.referee import escape_survival, luck_advice

    ru = _ru(locale)
    name = data["name"]
    if data["kind"] == "blow":
        head = (
            f"Ты ранил: {name}. Испытать удачу?" if ru else f"You wounded {name}. Test your Luck?"
        )
    elif data["kind"] == "wound":
        head = (
            f"Тебя ранил: {name}. Испытать удачу?" if ru else f"{name} wounded you. Test your Luck?"
        )
    else:
        head = (
            f"Прощальный удар при бегстве ({name}). Испытать удачу?"
            if ru
            else f"The parting blow as you flee ({name}). Test your Luck?"
        )
    commands = (
        "luck — испытать, luck no — не испытывать" if ru else "luck: test, luck no: do not test"
    )
    if data["kind"] == "escape":
        test, plain = escape_survival(data["hero_stamina"], data["luck"])
        if ru:
            body = f"Шанс пережить удар: с испытанием {percent(test, locale)}, без — {percent(plain, locale)}."
        else:
            body = f"Chance to survive the blow: testing {percent(test, locale)}, not testing {percent(plain, locale)}."
        return [head, body, commands]
    advice = luck_advice(data)
    if advice is None:
        body = (
            "Точный расчёт для такого боя слишком велик; решай сам."
            if ru
            else "This fight is too large for exact odds; your call."
        )
        return [head, body, commands]
    test, plain = advice
    assert test is not None
    better = test > plain + 1e-12
    same = abs(test - plain) <= 1e-12
    if same:
        body = (
            "Шанс победы одинаков при любом выборе: " + percent(plain, locale) + "."
            if ru
            else "The chance to win is the same either way: " + percent(plain, locale) + "."
        )
        return [head, body, commands]
    if ru:
        verdict = "лучше испытать" if better else "лучше не испытывать"
        body = (
            f"Шанс победы: если испытаешь — {percent(test, locale)}, если нет — "
            f"{percent(plain, locale)}: {verdict} ({points(test - plain, locale)})."
        )
    else:
        verdict = "test" if better else "do not test"
        body = (
            f"Chance to win: testing {percent(test, locale)}, not testing "
            f"{percent(plain, locale)}: {verdict} ({points(test - plain, locale)})."
        )
    return [head, body, commands]


def _round(data: dict[str, Any], locale: str) -> list[str]:
    ru = _ru(locale)
    others = ", ".join(f"{a['name']} {a['attack']}" for a in data["attacks"])
    if ru:
        lines = [
            f"Раунд {data['n']}, цель — {data['target']}: твоя сила удара "
            f"{data['hero_attack']}; у противников: {others}."
        ]
    else:
        lines = [
            f"Round {data['n']}, target {data['target']}: your attack strength "
            f"{data['hero_attack']}; theirs: {others}."
        ]
    if data["blow"] == "kill":
        lines.append(
            f"Две шестёрки: {data['target']} гибнет на месте!"
            if ru
            else f"Double six: {data['target']} dies on the spot!"
        )
    elif data["blow"] == "none" and not data["wounded_by"]:
        lines.append("Удары отбиты, никто не ранен." if ru else "Blows parried; nobody is hurt.")
    return lines


def _event_lines(event: Event, locale: str) -> list[str]:
    ru = _ru(locale)
    d = event.data
    kind = event.kind
    if kind == "fight_started":
        text = ("Бой: " if ru else "Fight: ") + _opponents(d["opponents"], locale) + "."
        if d["can_escape"]:
            text += " Бежать можно." if ru else " Escape is allowed."
        return [text]
    if kind == "round":
        return _round(dict(d), locale)
    if kind == "luck_offer":
        return _luck_offer(dict(d), locale)
    if kind == "luck_test":
        verdict = (
            ("повезло" if d["lucky"] else "не повезло")
            if ru
            else ("lucky" if d["lucky"] else "unlucky")
        )
        if ru:
            return [
                f"Испытание удачи: выпало {d['total']} при УДАЧЕ {d['luck']} — {verdict}; "
                f"УДАЧА теперь {max(0, d['luck'] - 1)}."
            ]
        return [
            f"Test your Luck: rolled {d['total']} against LUCK {d['luck']}: {verdict}; "
            f"LUCK is now {max(0, d['luck'] - 1)}."
        ]
    if kind == "damage":
        if d["hero"]:
            if ru:
                return [
                    f"Ты теряешь {d['amount']} ВЫНОСЛИВОСТИ (бьёт {d['by']}), остаётся {d['stamina']}."
                ]
            return [f"You lose {d['amount']} STAMINA ({d['by']} strikes); {d['stamina']} left."]
        if ru:
            return [f"{d['who']} теряет {d['amount']} ВЫНОСЛИВОСТИ, остаётся {d['stamina']}."]
        return [f"{d['who']} loses {d['amount']} STAMINA; {d['stamina']} left."]
    if kind == "slain":
        if d["instant"]:
            return []
        return [f"{d['name']} повержен." if ru else f"{d['name']} is slain."]
    if kind == "hero_dead":
        return ["Ты погиб. Приключение окончено." if ru else "You are dead. The adventure is over."]
    if kind == "fight_won":
        return [f"Победа! ({d['opponents']})" if ru else f"Victory! ({d['opponents']})"]
    if kind == "escaped":
        return ["Ты сбежал из боя." if ru else "You got away."]
    if kind == "escape_started":
        return [
            f"Ты бежишь; {d['by']} бьёт напоследок."
            if ru
            else f"You flee; {d['by']} strikes as you go."
        ]
    if kind == "ate":
        if ru:
            return [
                f"Ты поел: ВЫНОСЛИВОСТЬ {d['before']} → {d['after']}; припасов осталось {d['left']}."
            ]
        return [f"You eat: STAMINA {d['before']} → {d['after']}; {d['left']} provisions left."]
    if kind == "item":
        if ru:
            return [("Взято: " if d["taken"] else "Выброшено: ") + d["thing"]]
        return [("Taken: " if d["taken"] else "Dropped: ") + d["thing"]]
    if kind == "counter":
        names = _COUNTER_NAMES[d["what"]]
        name = names[0] if ru else names[1]
        return [f"{name}: {d['delta']:+d} → {d['now']}"]
    if kind in ("drank", "changed"):
        names = _STAT_NAMES[d["stat"]]
        name = names[0] if ru else names[1]
        if kind == "drank":
            return [
                f"Зелье выпито: {name} {d['now']}/{d['initial']}"
                if ru
                else f"Potion drunk: {name} {d['now']}/{d['initial']}"
            ]
        return [f"{name} {d['delta']:+d} → {d['now']}/{d['initial']}"]
    if kind == "sheet":
        return [_sheet_line(dict(d), locale)]
    if kind == "odds":
        return _odds_lines(dict(d), locale)
    return [f"{kind}: {dict(d)}"]


_COUNTER_NAMES = {
    "gold": ("Золото", "Gold"),
    "jewels": ("Драгоценности", "Jewels"),
    "potions": ("Зелья", "Potions"),
    "provisions": ("Припасы", "Provisions"),
}
_STAT_NAMES = {
    "skill": ("МАСТЕРСТВО", "SKILL"),
    "stamina": ("ВЫНОСЛИВОСТЬ", "STAMINA"),
    "luck": ("УДАЧА", "LUCK"),
}


def _sheet_line(d: dict[str, Any], locale: str) -> str:
    ru = _ru(locale)
    (st, st0), (lk, lk0) = d["stamina"], d["luck"]
    text = (
        f"Лист: ВЫНОСЛИВОСТЬ {st}/{st0}, УДАЧА {lk}/{lk0}"
        if ru
        else f"Sheet: STAMINA {st}/{st0}, LUCK {lk}/{lk0}"
    )
    for o in d["opponents"]:
        text += f" · {o['name']} {o['stamina']}"
    return text


def _odds_lines(d: dict[str, Any], locale: str) -> list[str]:
    ru = _ru(locale)
    if d.get("pending"):
        return [
            "Сначала реши про удачу; шансы на каждый выбор показаны выше."
            if ru
            else "Decide on luck first; the odds of each choice are shown above."
        ]
    if not d["exact"]:
        return [
            "Бой слишком велик для точного расчёта."
            if ru
            else "This fight is too large for exact odds."
        ]
    if ru:
        return [
            f"Шанс победы: без удачи {percent(d['win'], locale)}, при лучшей тактике удачи "
            f"{percent(d['win_optimal_luck'], locale)}; раундов в среднем ещё "
            f"{d['expected_rounds']:.1f}".replace(".", ",")
            + f"; лучшая цель — {d['best_target']}."
        ]
    return [
        f"Chance to win: without luck {percent(d['win'], locale)}, with luck used optimally "
        f"{percent(d['win_optimal_luck'], locale)}; about {d['expected_rounds']:.1f} more "
        f"rounds; best target: {d['best_target']}."
    ]


def describe_events(events: Sequence[Event], locale: str) -> list[str]:
    lines: list[str] = []
    for event in events:
        lines += _event_lines(event, locale)
    return lines


def status_lines(state, locale: str) -> list[str]:
    ru = _ru(locale)
    hero = state.hero
    lines = []
    if ru:
        lines.append(
            f"Герой {state.player}: МАСТЕРСТВО {hero.skill.current}/{hero.skill.initial}, "
            f"ВЫНОСЛИВОСТЬ {hero.stamina.current}/{hero.stamina.initial}, "
            f"УДАЧА {hero.luck.current}/{hero.luck.initial}"
        )
        lines.append(
            f"Золото {hero.gold}, драгоценности {hero.jewels}, зелья {hero.potions}, "
            f"припасы {hero.provisions}"
        )
        lines.append("Снаряжение: " + (", ".join(hero.equipment) or "—"))
        lines.append(
            "Правила: "
            + ("дубль шестёрок убивает" if state.preset.instant_kill else "классические")
        )
    else:
        lines.append(
            f"Hero {state.player}: SKILL {hero.skill.current}/{hero.skill.initial}, "
            f"STAMINA {hero.stamina.current}/{hero.stamina.initial}, "
            f"LUCK {hero.luck.current}/{hero.luck.initial}"
        )
        lines.append(
            f"Gold {hero.gold}, jewels {hero.jewels}, potions {hero.potions}, "
            f"provisions {hero.provisions}"
        )
        lines.append("Equipment: " + (", ".join(hero.equipment) or "—"))
        lines.append("Rules: " + ("double six kills" if state.preset.instant_kill else "classic"))
    if state.creation is not None:
        c = state.creation
        dice = f"{c.skill_die}; {c.stamina_dice[0]}+{c.stamina_dice[1]}; {c.luck_die}"
        lines.append(
            (
                "Кубики героя (МАСТ.; ВЫН.; УДАЧА): "
                if ru
                else "Creation dice (SKILL; STAMINA; LUCK): "
            )
            + dice
        )
    fight = state.fight
    if fight is not None:
        boxes = ", ".join(
            f"{i + 1}. {o.name} {o.skill}/{o.stamina}" + ("" if o.alive else " †")
            for i, o in enumerate(fight.opponents)
        )
        lines.append(
            (f"Бой, раунд {fight.rounds}: " if ru else f"Fight, round {fight.rounds}: ") + boxes
        )
        if fight.pending:
            from pnpkit.rules.fighting_fantasy.referee import REFEREE

            lines += _luck_offer(dict(REFEREE._offer(state).data), locale)
    for names, result in state.record:
        word = {
            "won": ("победа", "won"),
            "escaped": ("бегство", "escaped"),
            "died": ("гибель", "died"),
        }[result][0 if ru else 1]
        lines.append(("Бой: " if ru else "Fight: ") + f"{names} — {word}")
    return lines


_RULES = {
    "ff.round": (
        "Каждый бросает 2 кости и прибавляет МАСТЕРСТВО; больший результат ранит на 2, равные — никто.",
        "Each side rolls 2 dice plus SKILL; the higher wounds for 2, a tie wounds nobody.",
    ),
    "ff.several": (
        "Бьёшь одного выбранного; каждый другой, у кого сила удара выше твоей, ранит тебя.",
        "You strike the one you chose; every other opponent who beats your attack wounds you.",
    ),
    "ff.luck": (
        "2 кости не больше УДАЧИ — повезло; после каждого испытания УДАЧА −1.",
        "2 dice at or under LUCK is lucky; every test costs 1 LUCK.",
    ),
    "ff.blow_luck": (
        "Ты ранил: повезло — противник теряет 4, не повезло — только 1.",
        "Your blow: lucky, it loses 4; unlucky, only 1.",
    ),
    "ff.wound_luck": (
        "Тебя ранили: повезло — теряешь 1, не повезло — 3.",
        "A wound to you: lucky, you lose 1; unlucky, 3.",
    ),
    "ff.escape": (
        "Бегство стоит одной раны (2 ВЫНОСЛИВОСТИ); удача может её изменить.",
        "Escaping costs one wound (2 STAMINA); luck may change it.",
    ),
    "ff.instant_kill": (
        "По этому набору правил две шестёрки на твоих костях убивают противника сразу.",
        "Under this preset, a double six on your attack roll kills outright.",
    ),
    "ff.eat": (
        "Порция еды возвращает 4 ВЫНОСЛИВОСТИ, не выше начальной; в бою есть нельзя.",
        "A meal gives back 4 STAMINA, never above the initial value; not during a fight.",
    ),
}


def explain_rule(rule: str, locale: str) -> str:
    pair = _RULES.get(rule)
    if pair is None:
        return ""
    return pair[0] if _ru(locale) else pair[1]

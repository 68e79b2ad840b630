"""What the Fighting Fantasy referee says, in Russian and English (pure text building).

The words are data in ``referee_text.json`` beside this module, one table per kind,
each ``{locale: nested strings}`` with named ``{placeholders}``: ``MESSAGES`` (what
happens at the table; ``counts.stamina`` is a STAMINA amount the way the gamebooks
write it, «1 ВЫНОСЛИВОСТЬ», «2 ВЫНОСЛИВОСТИ», in plural forms split by ``|``),
``RULES`` (the rule behind a line), ``REFUSALS`` (why a command is refused),
``ROLLS`` (what a roll was for; the log keeps the English ``why``: ``attack: NAME``,
``luck``) and ``COMMANDS`` (command help); ``ANSWERS`` (in ``answers.json``) labels the
luck question's buttons on the live page.  The kit's ``CODE_TEXTS`` lists them so the
catalogue holds every sentence with its stable id (``kit.referee_text.MESSAGES.<key>``).
Code here only picks the message and fills in numbers and names.
"""

from __future__ import annotations

from pnpkit.rules import numbers
from pnpkit.rules.messages import counted, say, tree
from pnpkit.rules.session_records import Event
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from typing import Any

    from pnpkit.rules.commands import Answer

_TABLES = word_file(__file__, "referee_text.json")
MESSAGES = _TABLES["MESSAGES"]
RULES = _TABLES["RULES"]
REFUSALS = _TABLES["REFUSALS"]
ROLLS = _TABLES["ROLLS"]
COMMANDS = _TABLES["COMMANDS"]
ANSWERS = word_file(__file__, "answers.json")["ANSWERS"]
DECLINE = "нет"  # the referee takes it in either language («luck no» too)


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


def _luck_offer(data: dict[str, Any], locale: str) -> list[str]:
    from pnpkit.games.fighting_fantasy.rules.advice import luck_advice

    head = say(MESSAGES, f"luck.{data['kind']}", locale, name=data["name"], player=data.get("player", ""))
    commands = say(MESSAGES, "luck.commands", locale)
    advice = luck_advice(data)
    if data["kind"] == "escape":
        body = say(MESSAGES, "luck.escape_odds", locale,
                   test=percent(advice[0], locale), plain=percent(advice[1], locale))
        return [head, body, commands]
    if advice is None:
        return [head, say(MESSAGES, "luck.too_big", locale), commands]
    test, plain = advice
    assert test is not None
    digits = max(numbers.share_digits(test, most=4), numbers.share_digits(plain, most=4))  # one precision for both numbers
    if abs(test - plain) <= 1e-12:  # a test still costs a LUCK point: keep it, unless all is lost anyway
        same = "luck.same_keep" if plain > 0 else "luck.same"
        return [head, say(MESSAGES, same, locale, win=percent(plain, locale, digits)), commands]
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


#: events said by one message that takes the event's own fields
_SAID_AS_IS = {"hero_dead": "fight.hero_dead", "fight_won": "fight.won", "escaped": "fight.escaped",
               "escape_started": "fight.escape_started", "ate": "sheet.ate", "luck_needless": "luck.needless"}


def _event_lines(event: Event, locale: str) -> list[str]:  # noqa: C901 - one branch per event
    d = event.data
    kind = event.kind
    if kind == "fight_started":
        key = "fight.started_escape" if d["can_escape"] else "fight.started"
        opponents = ", ".join(say(MESSAGES, "opponent", locale, name=o["name"], skill=o["skill"],
                                  stamina=o["stamina"]) for o in d["opponents"])
        return [say(MESSAGES, key, locale, opponents=opponents)]
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
    if kind == "fight_won" and len(d.get("names", ())) > 1:  # «Wolf and Orc», not «Wolf, Orc»
        *rest, last = d["names"]
        both = say(MESSAGES, "fight.and", locale, rest=", ".join(rest), last=last)
        return [say(MESSAGES, "fight.won", locale, opponents=both)]
    if kind in _SAID_AS_IS:  # an older log's event may have no ``player``
        return [say(MESSAGES, _SAID_AS_IS[kind], locale, **{"player": "", **d})]
    if kind == "item":
        return [say(MESSAGES, "sheet.taken" if d["taken"] else "sheet.dropped", locale, thing=d["thing"])]
    if kind == "counter":
        return [say(MESSAGES, "sheet.counter", locale, name=say(MESSAGES, f"counters.{d['what']}", locale),
                    delta=_signed(d["delta"]), now=d["now"])]
    if kind in ("drank", "changed"):
        name = say(MESSAGES, f"stats.{d['stat']}", locale)
        if kind == "drank":
            return [say(MESSAGES, "sheet.drank", locale, name=name, now=d["now"], initial=d["initial"])]
        line = say(MESSAGES, "sheet.changed", locale, name=name, delta=_signed(d["delta"]),
                   now=d["now"], initial=d["initial"])
        if "applied" in d:  # the book's change did not all fit: say where it stopped
            key = "sheet.capped" if d["delta"] > 0 else "sheet.floored"
            line += say(MESSAGES, key, locale, applied=_signed(d["applied"]), initial=d["initial"])
        return [line]
    if kind == "sheet":
        (st, st0), (lk, lk0) = d["stamina"], d["luck"]
        head = say(MESSAGES, "sheet.line", locale, stamina=st, stamina_initial=st0, luck=lk, luck_initial=lk0)
        return [" · ".join([head] + [f"{o['name']} {o['stamina']}" for o in d["opponents"]])]
    if kind == "odds" and not d["exact"]:
        return [say(MESSAGES, "odds.too_big", locale)]
    if kind == "odds":
        return [say(MESSAGES, "odds.exact_before" if d.get("before") else "odds.exact", locale, win=percent(d["win"], locale),
                    win_optimal=percent(d["win_optimal_luck"], locale),
                    rounds=numbers.decimal(d["expected_rounds"], locale, 1), target=d["best_target"])]
    return [f"{kind}: {dict(d)}"]


def luck_answers(offer: dict, locale: str) -> tuple[Answer, Answer]:
    """``luck`` and ``luck нет`` for a ``luck_offer`` event's data, labelled in both
    languages with the chance each choice gives."""
    from pnpkit.games.fighting_fantasy.rules.advice import chance_lucky, luck_advice
    from pnpkit.rules.commands import Answer

    test, plain = luck_advice(offer) or (None, None)
    key = "survive" if offer["kind"] == "escape" else "win"

    def labels(choice: str, value: float | None, lucky: bool) -> tuple[str, str]:
        out = []
        for loc in ("ru", "en"):
            said = say(ANSWERS, choice, loc)
            if value is not None:
                said = say(ANSWERS, key, loc, choice=said, win=percent(value, loc))
            elif lucky:  # too large for exact odds: the chance of the test itself
                said = say(ANSWERS, "lucky", loc, choice=said, chance=percent(float(chance_lucky(offer["luck"])), loc))
            out.append(said)
        return out[0], out[1]

    # the better chance is the highlighted button; none when the two read the same
    better = None if test is None or plain is None or percent(test, "en") == percent(plain, "en") \
        else test > plain
    return (Answer("luck", (), *labels("test", test, True), primary=better is True),
            Answer("luck", (DECLINE,), *labels("skip", plain, False), primary=better is False))


def describe_events(events: Sequence[Event], locale: str) -> list[str]:
    """The lines of an action's events; the last opponent's fall is told by the fight won
    (not «Противник повержен: Орк.» and then «Бой выигран: Орк.»)."""
    won = any(e.kind == "fight_won" for e in events)
    return [line for event in events if not (won and event.kind == "slain")
            for line in _event_lines(event, locale)]


def status_lines(view: dict[str, Any], locale: str) -> list[str]:
    """The table's state in lines, from its view (FightingFantasyReferee.status_view)."""
    hero = view["hero"]
    # skill, skill_initial, stamina … as the message names them
    stats = {f"{stat}{end}": value for stat in ("skill", "stamina", "luck")
             for end, value in zip(("", "_initial"), hero[stat], strict=True)}
    lines = [
        say(MESSAGES, "status.hero", locale, player=view["player"], **stats),
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
    if rule == "ff.eat":  # the meal every preset gives, or words true for any preset
        from pnpkit.games.fighting_fantasy.rules.combat import shared_meal

        gain = shared_meal()
        rules = tree(RULES, locale)  # rule ids hold dots: read as whole keys
        return rules["ff.eat"].format(n=gain) if gain is not None else rules["ff.eat_by_preset"]
    return tree(RULES, locale).get(rule, "")


def roll_label(why: str, locale: str) -> str:
    """What a roll was for: ``attack: hero`` (the hero's own), ``attack: NAME``, ``luck``."""
    if why == "attack: hero":
        return say(ROLLS, "hero_attack", locale)
    if why.startswith("attack: "):
        return say(ROLLS, "attack", locale, name=why.removeprefix("attack: "))
    return tree(ROLLS, locale).get(why, why)


def _signed(n: int) -> str:
    """``+2``, ``−2``: a change with a minus sign, not a hyphen («ВЫНОСЛИВОСТЬ -2»)."""
    return f"+{n}" if n >= 0 else f"−{-n}"

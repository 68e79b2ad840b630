"""What the Amber referee says, in Russian and English (pure text building).

Every engine event kind has a sentence; an unknown kind falls back to its name and
data, so a new engine event is shown (plainly) before it gets its own sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pnpkit.games.amber.rules.referee_messages import MESSAGES
from pnpkit.games.amber.rules.referee_words import (
    ACCUSATIVE,
    ALIGNMENTS,
    COMMANDS,
    COUNTS,
    EVENT_RULES,
    FUNDS,
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
from pnpkit.model.game import Game
from pnpkit.rules import numbers
from pnpkit.rules.messages import Refused, counted, tree
from pnpkit.rules.messages import say as message
from pnpkit.rules.session import Event, RuleError

# rules.referee imports this module: its referee and table are named here, not imported
AmberReferee = AmberTable = Any

#: the word tables live in referee_words / referee_messages; the catalogue and callers
#: still name them here (their catalogue context is ``kit.referee_text.<TABLE>``)
__all__ = [
    "ALIGNMENTS", "COMMANDS", "COUNTS", "EVENT_RULES", "FUNDS", "MESSAGES", "OP_WORDS", "QUESTIONS",
    "REFUSALS", "ROLLS", "RULES", "STATUS_NAMES", "STAT_SHORT", "THING_NAMES",
    "ask_parts", "card_text", "describe_events", "effects_summary", "explain_rule", "field_text",
    "fight_lines", "names_of", "option_labels", "option_numbers", "percent", "points", "roll_label",
    "said_with_names", "status_lines", "thalers",
]


def _ru(locale: str) -> bool:
    return locale != "en"


def names_of(game: Game, locale: str = "ru") -> dict[str, str]:
    """Display names of every id in a (localized) game; cards carry their number, as the
    locale's rulebook writes it (№52 in Russian, No. 52 in English)."""
    sign = "№" if _ru(locale) else "No. "
    names: dict[str, str] = {}
    for f in game.fields:
        names[f.id] = f.name
        if (f.attrs or {}).get("role") == "arena":  # the engine stands princes at the bare "arena"
            names["arena"] = f.name
    for c in game.cards:
        names[c.id] = f"{sign}{c.number} {c.name}" if c.number else c.name
    for group in (game.items, game.characters, game.regions, game.tables):
        for x in group:
            names[x.id] = x.name
    return names


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
        self.referee = referee
        self.after_move = False

    def facts(self, ident: Any) -> str:
        """What a card or an item offered as an answer does, short (a choice shows its
        facts, not only its name)."""
        game = self.referee.game(self.locale)
        for kind in ("cards", "items"):
            found = game.index(kind).get(str(ident))
            if found is not None and (found.text or "").strip():
                return _short(found.text)
        return ""

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

    def acc(self, ident: Any) -> str:
        """A thing's name as the object of «отдаёт», «продаёт» (ACCUSATIVE; English as is)."""
        name = self.name(ident)
        pair = ACCUSATIVE.get(str(ident)) if self.ru else None
        return name.replace(pair[0], pair[1], 1) if pair and pair[0] in name else name

    def names_list(self, ids: Sequence[Any]) -> str:
        return ", ".join(self.name(i) for i in ids) or "—"

    def stat(self, stat: str) -> str:
        return STAT_SHORT[self.locale].get(stat, stat)

    def part(self, label: str, value: int) -> str:
        if label.startswith("own "):
            return self.m("part_own", label=self.stat(label[4:]), value=value)
        if label == "modifier":
            return self.m("part_modifier", value=value)
        if label in ("doubled", "hexed"):  # a hexed card's points doubled (№29, №96)
            return self.m(f"part_{label}", value=value)
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
            if question in ("give-card", "meet", "palace-duel", "full-moon-duel", "grenade-target") \
                    and 0 <= option < len(players):
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


def option_labels(referee: AmberReferee, question: str, options: Sequence[Any], players: Sequence[str],
                  locale: str, info: Mapping[str, Any] | None = None) -> list[str]:
    """The answers of a question as the table is shown them («да», «Кольт», «3 талера»)."""
    say, fee = _Say(referee, locale), (info or {}).get("entry_fee")  # leaving that costs a fee says so (#30, 13)
    return [say.m("option_decline_fee", fee=thalers(fee, locale)) if fee and o is None
            else say.option(question, o, players) for o in options]


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


def _said(say: _Say, how: str, value: Any) -> Any:
    """One value of a PLAIN_EVENTS event as its sentence shows it."""
    if how == "raw":
        return value
    if how == "name":
        return say.name(value)
    if how == "acc":
        return say.acc(value)
    if how == "names":
        return say.names_list(value)
    if how == "thalers":
        return thalers(value, say.locale)
    if how == "stat":
        return say.stat(value)
    if how == "points":
        return points(value, say.locale, sign=False)
    return say.count(how, value)


def _plain_line(say: _Say, k: str, d: Mapping[str, Any]) -> str | None:
    shape = PLAIN_EVENTS.get(k)
    if shape is None:
        return None
    key, *slots = shape
    values: dict[str, Any] = {}
    for slot in slots:
        placeholder, _, rest = slot.partition("=")
        how, _, source = rest.partition(":")
        values[placeholder] = _said(say, how, d.get(source or placeholder))
    values.setdefault("player", d.get("player", ""))
    return say.m(key, **values)


def _arrived_lines(say: _Say, d: Mapping[str, Any], referee: AmberReferee) -> list[str]:
    route = " → ".join(say.name(f) for f in d["route"]) or say.name(d["to"])
    lines = [say.m("arrived_route", player=d.get("player", ""), route=route)]
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


def _question_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    q = d["question"]
    asked = tree(QUESTIONS, say.locale).get(q) or say.m("question_unknown", question=q)
    lines = [f"{d.get('player', '')}: {asked}"]
    info = d.get("info") or {}
    if info.get("card"):
        lines.append(say.m("question_card", card=say.name(info["card"])))
    elif q == "use-ability" and info.get("source"):  # whose ability, and when it fires
        key = f"ability_at_{str(info.get('moment', '')).replace('-', '_')}"
        at = say.m(key) if key in tree(MESSAGES, say.locale) else ""
        lines.append(say.m("question_ability", source=say.name(info["source"]), moment=at).replace(" ()", ""))
    if info.get("effects"):
        lines.append(say.m("question_means") + effects_summary(say, info["effects"]))
    for i, option in zip(option_numbers(info, len(d["options"])), d["options"], strict=True):
        lines.append(f"  {i}. {_option_text(say, d, option)}")
    lines.append(say.m("question_answer"))
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
    fee = (d.get("info") or {}).get("entry_fee") if option is None else None
    text = say.m("option_decline_fee", fee=thalers(fee, say.locale)) if fee else \
        say.option(d["question"], option, d.get("players", []))
    prices = (d.get("info") or {}).get("prices") or {}
    if isinstance(option, str) and option in prices:  # a shop's thing with its price
        text = say.m("option_priced", option=text, price=thalers(prices[option], say.locale))
    each = (d.get("info") or {}).get("each")
    if each and isinstance(option, int) and option > 0 and d["question"] in _PRICED_LIFE:
        text = say.m("option_priced", option=text, price=_life_price(say, d, option * int(each)))
    facts = say.facts(option) if isinstance(option, str) else ""
    return f"{text} · {facts}" if facts else text


#: questions that sell ПЖ by the unit: their ``each`` is the price of one
_PRICED_LIFE = ("heal", "capital-money", "capital-points")


def _life_price(say: _Say, d: Mapping[str, Any], total: int) -> str:
    """What ``n`` ПЖ cost: thalers, or points of the stat the question names."""
    stat = (d.get("info") or {}).get("stat")
    if d["question"] == "capital-points" and stat:
        return points({str(stat): total}, say.locale, sign=False)
    return thalers(total, say.locale)


def _short(text: str, limit: int = 110) -> str:
    """A text's first sentence, or its first words up to ``limit`` characters and «…»."""
    text = " ".join(text.split())
    end = text.find(". ")
    if 0 < end < limit:
        return text[:end + 1]
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:—- ") + "…"


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
        route = " → ".join(say.name(f) for f in m["route"]) or say.m("moves_stay")  # a roll of 0
        lines.append(f"  {say.name(m['to'])}{note}: {route}")
    if passing:
        lines.append(say.m("moves_in_passing") + ", ".join(say.name(m["to"]) for m in passing))
    if not d["moves"]:
        lines.append(say.m("moves_none"))
    return lines


def _crown_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    """The battle for the crown as 000 tells it: each round's sums and who lost what,
    then the winner."""
    lines = [say.m("crown_battle")]
    losses = list(d.get("losses") or ())
    for n, totals in enumerate(d.get("rounds") or (), start=1):
        lost = losses[n - 1] if n - 1 < len(losses) else {}
        lost_text = ", ".join(f"{name} {points({'life': -v}, say.locale)}" for name, v in lost.items() if v)
        lines.append(say.m("crown_round", n=n, totals=", ".join(f"{name} {t}" for name, t in totals.items()),
                           losses=say.m("crown_round_losses", losses=lost_text) if lost_text else ""))
    winner = d.get("winner")
    lines.append(say.m("crown_battle_won", winner=winner) if winner else say.m("crown_battle_none"))
    return lines


def _lost_lines(say: _Say, k: str, d: Mapping[str, Any]) -> list[str]:
    who = d.get("player", "")
    owed = d.get("points") or ({"thalers": d["owed"]} if "owed" in d else {})
    head = say.m("lost", player=who, owed=points(owed, say.locale, sign=False)) \
        if k == "lost" else say.m("short_of_thalers", player=who, owed=thalers(d["owed"], say.locale))
    plan = d.get("plan", [])
    if k == "lost" and plan and all(stat == instead for stat, _amount, instead in plan):
        return [head.rstrip(":") + "."]
    return [head, *(_plan_lines(say, plan) or [say.m("lost_nothing_left")])]


def _battle_line(say: _Say, d: Mapping[str, Any]) -> str:
    outcome = {"win": say.m("battle_win"), "draw": say.m("battle_draw"), "lose": say.m("battle_loss")}
    return say.m("battle", you=d["you"], you_roll=d["you_roll"], you_total=d["you"] + d["you_roll"],
                 enemy=d["enemy"], enemy_roll=d["enemy_roll"], enemy_total=d["enemy"] + d["enemy_roll"],
                 outcome=outcome[d["outcome"]])


def _duel_line(say: _Say, d: Mapping[str, Any]) -> str:
    who = d.get("player", "")
    outcome = {"win": say.m("duel_player_wins", player=who), "lose": say.m("duel_target_wins", target=d["target"]),
               "draw": say.m("duel_draw")}[d["outcome"]]
    line = say.m("duel", player=who, target=d["target"], you=d["you"], them=d["them"], outcome=outcome)
    if d["outcome"] in ("win", "lose"):  # the loser gives the winner 1 LIFE: said, not silent
        winner, loser = (who, d["target"]) if d["outcome"] == "win" else (d["target"], who)
        line += " " + say.m("duel_life", winner=winner, loser=loser, life=points({"life": 1}, say.locale, sign=False))
    return line


def _event_lines(say: _Say, e: Event, referee: AmberReferee) -> list[str]:  # noqa: C901
    d = dict(e.data)
    k = e.kind
    who = d.get("player", "")
    if k == "arrived":
        return _arrived_lines(say, d, referee)
    if k == "question":
        return _question_lines(say, d)
    if k == "fight_ready":
        return _fight_lines(say, d)
    if k == "moves":
        return _moves_lines(say, d)
    if k in ("lost", "compensated"):
        return _lost_lines(say, k, d)
    if k == "crown_battle":
        return _crown_lines(say, d)
    if k == "game_over":
        winner = d.get("winner")
        return [say.m("game_over_king", king=winner) if winner else say.m("game_over")]
    if k == "pay_plan":
        lines = [say.m("pay_plan", player=who, debt=points(d["debt"], say.locale, sign=False))]
        return lines + (_plan_lines(say, d["plan"]) or [say.m("pay_plan_nothing")])
    line = _plain_line(say, k, d) or _composed_line(say, k, d, referee)
    return [line or say.m("event_other", player=who or "—")]  # never the engine's own words and ids


def _composed_line(say: _Say, k: str, d: Mapping[str, Any], referee: AmberReferee) -> str | None:  # noqa: C901
    """One-sentence events whose values need more than a table says."""
    who = d.get("player", "")
    if k == "odds":
        return say.m("odds", you=d["you"], enemy=d["enemy"], win=percent(d["win"], say.locale),
                     draw=percent(d["draw"], say.locale), loss=percent(d["loss"], say.locale))
    if k == "paid_up":
        return say.m("paid_up", before=_stats(say, d["before"]), after=_stats(say, d["after"]))
    if k == "field":
        text = "" if say.after_move else field_text(referee, d["field"], say.locale)
        return say.m("field", field=say.name(d['field'])) + (f": {text}" if text else ".")
    if k == "card":
        text = card_text(referee, d["card"], say.locale)
        return say.m("card", card=say.name(d['card'])) + (f": {text}" if text else ".")
    if k == "battle":
        return _battle_line(say, d)
    if k == "duel":
        return _duel_line(say, d)
    if k == "robbery_fight":  # the outcome said, and a lost fight's 1 ПЖ (seed 000)
        outcome = {"win": say.m("duel_player_wins", player=who), "draw": say.m("duel_draw"),
                   "lose": say.m("robbery_guard_wins", player=who,
                                 life=points({"life": 1}, say.locale, sign=False))}[d["outcome"]]
        return say.m("robbery_fight", guard=d["guard"], you=d["you"], guard_total=d["guard_total"], outcome=outcome)
    if k == "gained":
        line = say.m("gained", player=who, points=points(d["points"], say.locale))
        capped = d.get("capped") or {}
        return line + (say.m("gained_capped", capped=points(capped, say.locale, sign=False)) if capped else "")
    if k == "paid":
        return say.m("paid", player=who, amount=thalers(d["amount"], say.locale),
                     to=FUNDS[say.locale].get(d["to"], d["to"]))
    if k == "manual":
        return say.m("manual", text=d["text"] if say.ru else say.texts.get(str(d["text"]), d["text"]))
    if k == "ability_roll":
        return _ability_roll_line(say, d)
    if k == "held":
        return say.m("held", player=who, low=d["release"][0], high=d["release"][1])
    if k == "provaly_shut":
        return say.m(f"provaly_shut_{d['reason']}")
    if k == "rolled":  # a table roll with the row it lands on, not the number alone
        row = _table_row(referee, d.get("table"), d["total"], say.locale)
        if row:
            return say.m("rolled_row", total=d["total"], text=row.rstrip(" ."))
        return say.m("rolled", total=d["total"])
    return _simple_line(say, k, d)


def _table_row(referee: AmberReferee, table_id: Any, total: int, locale: str) -> str:
    """The text of the row a table roll lands on, in ``locale`` ("" without a table)."""
    if not table_id:
        return ""
    table = next((t for t in referee.game(locale).tables if t.id == table_id), None)
    row = table.row_for(int(total)) if table is not None else None
    return row.text if row is not None and row.text else ""


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
    previous: Event | None = None
    for k, e in enumerate(events):
        if e.kind == "trigger" and after_roll == e.data.get("source"):
            after_roll = None
            continue
        if _said_already(previous, e):
            continue
        previous = e
        after_roll = e.data.get("source") if e.kind == "ability_roll" and e.data.get("success") else None
        lines += _event_lines(say, e, referee)
        if e.kind == "rolled" and _nothing_follows(events[k + 1:]) and \
                not _table_row(referee, e.data.get("table"), e.data["total"], say.locale):  # a row says it
            lines[-1] = lines[-1].rstrip(".") + say.m("rolled_nothing")  # the outcome is said, even "none"
        say.after_move = e.kind == "moved"  # the field's text was shown when the move was chosen
    return lines


def _nothing_follows(rest: Sequence[Event]) -> bool:
    """A table roll whose row did nothing: the next event is another roll, the next
    player's turn, or none (a row's effects come right after its roll)."""
    return not rest or rest[0].kind in ("rolled", "next", "skipped_turn", "game_over")


def _said_already(previous: Event | None, e: Event) -> bool:
    """An event the one before it has told already (one message per event): leaving the
    Temple onto a field, then being put on that field; a conversion's gain, then the
    gain itself."""
    if previous is None or previous.data.get("player") != e.data.get("player"):
        return False
    before, now = previous.data, e.data
    if previous.kind == "walk_exit" and e.kind == "moved_to":
        return before.get("to") == now.get("field")
    if previous.kind == "converted" and e.kind == "gained":
        return not now.get("capped") and dict(before.get("get") or {}) == dict(now.get("points") or {})
    return False


def status_lines(referee: AmberReferee, table: AmberTable, locale: str) -> list[str]:
    say = _Say(referee, locale)
    game = table.shown()  # mid-action: where the players stand and what they have now
    lines = [say.m("status_round", tour=game.tour, bank=game.bank, mafia=game.mafia, deck=say.count("cards", len(game.deck)))]
    for i, p in enumerate(game.players):
        mark = "→ " if i == game.turn and not game.over else "  "
        where = say.name(p.position)
        state = {"out": say.m("status_out", player=p.name), "kingdom": say.m("status_in_kingdom")}.get(p.board, "")
        who = say.name(p.traveller) + (", " + say.m("status_prince", player=p.name, prince=say.name(p.prince))
                                       if p.prince else "")
        lines.append(f"{mark}{p.name} — {who}{state}, {where}: {_stats(say, p.stats)}")
        things = [say.name(x) for x in p.items + p.cards] + [say.name(x) + say.m("status_friend") for x in p.friends]
        if things:
            lines.append("     " + say.m("status_carries") + ", ".join(things))
        if p.trophies:
            lines.append("     " + say.m("status_trophies") + say.names_list(p.trophies))
        if p.skip:
            lines.append("     " + say.m("status_misses", skip=say.count("turns", p.skip)))
        if p.quest:
            card, left = p.quest
            lines.append("     " + say.m("status_quest", card=say.name(card), fields=say.names_list(left)))
    lines += _table_lines(say, game)
    if game.over:  # the end told: who reigns, if anyone
        king = game.players[game.winner].name if game.winner is not None else None
        lines.append(say.m("game_over_king", king=king) if king else say.m("game_over"))
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
    for who, step, *_owes in getattr(table, "steps", ()):
        lines.append(say.m("status_step", player=game.players[who].name, step=say.texts.get(step, step)))
    return lines


def _table_lines(say: _Say, game: Any) -> list[str]:
    """What lies on the table besides the players: cards left on fields, what the
    Sources still hold."""
    lines = []
    lying = "; ".join(say.m("status_on_field", field=say.name(f), cards=say.names_list(cards))
                      for f, cards in sorted(game.on_fields.items()) if cards)
    if lying:
        lines.append(say.m("status_on_fields", cards=lying))
    # ``card_pools`` also keeps №29/96's hexes («CARD:hex» → who laid it + 1) and what lies
    # under a card («CARD:under:THING» → how many): each told in its own words, never as a key
    kept = sorted(game.card_pools.items())
    pools = ", ".join(say.m("status_pool", card=say.name(card), left=left) for card, left in kept if ":" not in card)
    if pools:
        lines.append(say.m("status_pools", pools=pools))
    hexes = ", ".join(say.m("status_hex", card=say.name(key.split(":")[0]), player=game.players[who - 1].name)
                      for key, who in kept if key.endswith(":hex") and 0 < who <= len(game.players))
    if hexes:
        lines.append(say.m("status_hexes", cards=hexes))
    for card in sorted({key.split(":")[0] for key, n in kept if ":under:" in key and n > 0}):
        things = [say.name(key.split(":under:")[1]) + (f" ×{n}" if n > 1 else "")
                  for key, n in kept if key.startswith(f"{card}:under:") and n > 0]
        lines.append(say.m("status_under", card=say.name(card), things=", ".join(things)))
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
    if why.startswith("crown:"):  # crown:NAME, one roll per fighter
        return words["crown"]
    if why.startswith("table."):
        return words["table"]
    return words["roll"]  # not «бросок свойства»: «свойство» is an alignment in the rules


def _simple_line(say: _Say, k: str, d: Mapping[str, Any]) -> str | None:  # noqa: C901
    """The rest of the one-sentence events (values said in their own way)."""
    who = d.get("player", "")
    if k == "given":
        return say.m("given", player=who, to=d["to"], amount=points({d["stat"]: d["amount"]}, say.locale, sign=False))
    if k == "adjusted":
        return say.m("adjusted", player=who, amount=points({d["stat"]: d["amount"]}, say.locale),
                     before=d["before"], after=d["after"])
    if k == "settled":
        return say.m("settled", player=who, step=say.texts.get(d["step"], d["step"]))
    if k == "follower":
        state = tree(STATUS_NAMES, say.locale).get(d.get("status", ""), "")
        return say.m("follower", player=who, card=say.name(d.get("card", "")), state=state)
    if k == "taken_from":
        return say.m("taken_from", player=who, by=d.get("by", ""),
                     amount=points({d.get("stat", "life"): d.get("amount", 0)}, say.locale, sign=False))
    if k == "roulette":  # the numbers named, as words
        return say.m("roulette", numbers=", ".join(str(n) for n in d["numbers"]), total=d["total"])
    if k == "roll_off":  # each roller's die, by name
        return say.m("roll_off", rolls=", ".join(f"{name} {roll}" for name, roll in d["rolls"].items()))
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
    if k == "alignment":
        alignment = tree(ALIGNMENTS, say.locale).get(d["to"], d["to"])
        return say.m("alignment", player=who, alignment=alignment)
    if k == "traded":
        def side(things: Sequence[str], money: int) -> str:
            parts = [say.acc(x) for x in things] + ([thalers(money, say.locale)] if money else [])
            return ", ".join(parts) or say.m("traded_nothing")
        give, get = side(d["give"], d.get("give_thalers", 0)), side(d["get"], d.get("get_thalers", 0))
        nothing = say.m("traded_nothing")
        if give == nothing or get == nothing:  # a gift: never «Борис отдаёт ничего»
            giver, taker, what = (d["with"], who, get) if give == nothing else (who, d["with"], give)
            return say.m("traded_gift", giver=giver, taker=taker, what=what)
        return say.m("traded", player=who, give=give, partner=d["with"], get=get)
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
            if target in ("choose", "choose-world"):  # the traveller picks the field
                out.append(say.m("summary_go_to_" + target.replace("-", "_")))
            else:
                out.append(say.m("summary_go_to", target=say.name(target)))
        elif op == "fight":
            out.append(say.m("summary_battle"))
        elif op == "skip_turns":
            out.append(say.m("summary_skip", arg=say.count("turns", arg) if isinstance(arg, int) else arg))
        else:
            words = tree(OP_WORDS, say.locale)
            out.append(words.get(op) or words["status"])  # never the op's raw name
    return "; ".join(out) or "—"


def ask_parts(referee: AmberReferee, ask: Event, locale: str) -> tuple[list[str], list[str]]:
    """A ``question`` event split for a page of buttons: the lines that ask (who, what,
    the card and what it means) and one label per answer, in the answers' order."""
    say = _Say(referee, locale)
    lines = _event_lines(say, ask, referee)
    d = ask.data
    labels = [_option_text(say, d, o) for o in d["options"]]
    # _event_lines ends with the numbered answers and the line saying how to answer
    return lines[:len(lines) - len(labels) - 1], labels


def fight_lines(referee: AmberReferee, fight: Mapping[str, Any], locale: str) -> list[str]:
    """A battle announced (``fight_ready``'s data): who meets whom, the values, the odds."""
    return _fight_lines(_Say(referee, locale), fight)

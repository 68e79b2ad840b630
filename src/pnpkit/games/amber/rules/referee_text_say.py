"""How the Amber referee names things and numbers: ids as the table knows them, thalers,
points and percents, a card's or a field's text (the base of every sentence)."""

from __future__ import annotations

from _collections_abc import Mapping  # collections.abc's own class (see the package's note)

from pnpkit.games.amber.rules.referee_words import COUNTS, MESSAGES, STAT_SHORT, THING_NAMES
from pnpkit.model.game import Game
from pnpkit.rules import numbers
from pnpkit.rules.messages import CASES, Named, counted, tree
from pnpkit.rules.messages import say as message

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence
    from typing import Any

    # rules.referee imports these modules: its referee is named here, not imported
    AmberReferee = Any


def _ru(locale: str) -> bool:
    return locale != "en"


def names_of(game: Game, locale: str = "ru") -> dict[str, str]:
    """Display names of every id in a (localized) game; cards carry their number, as the
    locale's rulebook writes it (№52 in Russian, No. 52 in English)."""
    sign = "№" if _ru(locale) else "No. "
    names = {f.id: f.name for f in game.fields}
    names.update((c.id, f"{sign}{c.number} {c.name}" if c.number else c.name) for c in game.cards)
    names.update((x.id, x.name) for group in (game.items, game.characters, game.regions, game.tables) for x in group)
    return names


def case_forms(game: Game, locale: str) -> dict[str, dict[str, str]]:
    """The case forms of the names of cards and items, as shown (``{"acc": "№15 Орка"}``),
    from the game's ``cases`` data (content/amber/cases.yaml); only Russian inflects.  A
    thing renamed since its forms were written (``nom`` differs) keeps its plain name."""
    if not _ru(locale):
        return article_forms(game, locale)
    table = game.extra.get("cases")
    if not isinstance(table, Mapping):
        return {}
    out: dict[str, dict[str, str]] = {}
    for group in (game.cards, game.items):
        for x in group:
            forms = table.get(x.id)
            if not isinstance(forms, Mapping) or forms.get("nom") != x.name:
                continue
            lead = f"№{x.number} " if group is game.cards and x.number else ""
            out[x.id] = {case: lead + forms[case] for case in CASES if isinstance(forms.get(case), str)}
    return out


def article_forms(game: Game, locale: str) -> dict[str, dict[str, str]]:
    """The forms with an article of the names of fields, items and travellers in a
    language that has articles (``{"the": "the Inn"}``, ``{"a": "an Elf"}``), by the
    rule of the game's ``articles`` data (content/amber/articles.yaml)."""
    rule = (game.extra.get("articles") or {}).get(locale)
    if not isinstance(rule, Mapping):
        return {}
    bare = set(rule.get("none") or ())
    out: dict[str, dict[str, str]] = {}
    for group in (game.fields, game.items, game.characters):
        for x in group:
            if x.id in bare or not x.name:
                continue
            forms = {}
            if any(x.id.startswith(p) for p in rule.get("the") or ()):
                lead, _, rest = x.name.partition(" ")
                forms["the"] = f"the {rest}" if lead == "The" and rest else f"the {x.name}"
            if any(x.id.startswith(p) for p in rule.get("a") or ()):
                forms["a"] = ("an " if x.name[0].lower() in "aeiou" else "a ") + x.name
            if forms:
                out[x.id] = forms
    return out


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
        self.cases = referee.cases(self.locale)
        self.referee = referee
        self.after_move = False
        # each id said once per referee and language (a long log names ~100 things ~1,000 times)
        kept = getattr(referee, "_kept", None)
        self._said: dict[str, str] = kept(("said", self.locale), dict) if kept is not None else {}

    @property
    def texts(self) -> dict[str, str]:
        """Texts inside effects in this locale, asked only when a step or a choice is told
        (in English they are found by walking both whole games: a status need not)."""
        return self.referee.effect_texts(self.locale)

    def facts(self, ident: Any) -> str:
        """What a card or an item offered as an answer does, short (a choice shows its
        facts, not only its name)."""
        game = self.referee.told(self.locale)
        for kind in ("cards", "items"):
            found = game.index(kind).get(str(ident))
            if found is not None and (found.text or "").strip():
                return _short(found.text)
        found = game.index("characters").get(str(ident))  # a traveller's ability, not his story
        return _short(" ".join(found.abilities)) if found is not None and found.abilities else ""

    def m(self, key: str, **values: Any) -> str:
        """The message ``key`` of MESSAGES in this locale, placeholders filled in."""
        text = message(MESSAGES, key, self.locale, **values)
        return inner_quotes(text) if "«" in text else text

    def moment(self, moment: Any, fallback: str | None = "ability_at_any") -> str:
        """When an ability is offered or rolled for («перед ходом»); for a moment without
        words of its own, the message ``fallback`` (None: nothing)."""
        key = "ability_at_" + str(moment).replace("-", "_")
        return self.m(key) if key in tree(MESSAGES, self.locale) else self.m(fallback) if fallback else ""

    def count(self, noun: str, n: int) -> str:
        """``n`` with its noun of COUNTS in this locale's plural form."""
        return counted(COUNTS, noun, n, self.locale)

    def name(self, ident: Any) -> str:
        """A thing's name; one with case forms knows them (``{card:acc}`` in a message)."""
        if ident is None:
            return "—"
        key = ident if type(ident) is str else str(ident)
        said = self._said.get(key)
        if said is None:
            name = self.names.get(key, key)
            forms = self.cases.get(key)
            said = self._said[key] = Named(name, forms) if forms else name
        return said

    def case(self, ident: Any, case: str) -> str:
        """A thing's name in a case of CASES (its plain name where there is no such form)."""
        name = self.name(ident)
        return format(name, case) if isinstance(name, Named) and case in CASES else str(name)

    def names_list(self, ids: Sequence[Any], case: str = "nom") -> str:
        """Names joined, a thing met twice said once with its count («Заклятие сфинкса ×2»,
        not «Заклятие сфинкса, Заклятие сфинкса»)."""
        counts: dict[str, int] = {}
        for i in ids:
            counts[str(i)] = counts.get(str(i), 0) + 1
        return ", ".join(self.case(i, case) + (f" ×{n}" if n > 1 else "") for i, n in counts.items()) or "—"

    def deal_side(self, things: Sequence[Any], money: int) -> str:
        """One side of a deal between travellers: its things and thalers as one list, or «ничего»."""
        return self.handed(things, *([thalers(money, self.locale)] if money else [])) or self.m("traded_nothing")

    def handed(self, ids: Sequence[Any], *more: str, case: str = "acc") -> str:
        """Things handed over (a deal's side) and ``more`` (thalers), as one list of the
        locale: «№140 Подкову и Кольт», «No. 140 Horseshoe and the Colt» (a Russian name
        in ``case``, an English one with the article the game's data gives it)."""
        form = case if self.ru else "the"
        return self.joined([format(n, form) if isinstance(n := self.name(i), Named) else str(n) for i in ids]
                           + list(more))

    def joined(self, parts: Sequence[str]) -> str:
        """``parts`` as a list is written in the locale, as CLDR (Babel's ``format_list``)
        joins one: «a and b», «a, b, and c»; «a и b», «a, b и c»."""
        if len(parts) < 2:
            return "".join(parts)
        if len(parts) == 2:
            return self.m("list_two", first=parts[0], last=parts[1])
        return self.m("list_end", first=", ".join(parts[:-1]), last=parts[-1])

    def stat(self, stat: str) -> str:
        return STAT_SHORT[self.locale].get(stat, stat)

    def part(self, label: str, value: int) -> str:
        if label.startswith("own "):
            return self.m("part_own", label=self.stat(label[4:]), value=value)
        signed = f"+{value}" if value >= 0 else f"−{-value}"  # a minus sign, not a hyphen («модификатор -1»)
        if label == "modifier":
            return self.m("part_modifier", value=signed)
        if label in ("doubled", "hexed"):  # a hexed card's points doubled (№29, №96)
            return self.m(f"part_{label}", value=value)
        if label in STAT_SHORT["en"]:
            return f"{self.stat(label)} {value}"
        if label == "full-moon":  # a lasting state's bonus (№131), by its words, not its id
            return self.m("part_full_moon", value=signed)
        return f"{self.name(label)} {signed}"

    def option(self, question: str, option: Any, players: Sequence[str], fee: int | None = None) -> str:
        if option is None:  # declining: one that costs an office's entry fee says so (issue #30, 13)
            return self.m("option_decline_fee", fee=thalers(fee, self.locale)) if fee else self.m("option_decline")
        if option is True:
            return self.m("option_yes")
        if option is False:
            return self.m("option_no")
        if isinstance(option, int):
            if question in ("give-card", "meet", "palace-duel", "full-moon-duel", "grenade-target") \
                    and 0 <= option < len(players):
                return players[option]
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


#: the public name, for what composes the referee's words outside its text modules (the
#: live page); those modules keep calling it _Say
Say = _Say


def inner_quotes(text: str) -> str:
    """Quotes inside «ёлочки» as Russian typesetting writes them, „лапки“: a name with
    quotes of its own in a quoted phrase («Пик «Олимп»» reads as two closing quotes)."""
    if text.count("«") < 2:  # one opening quote holds no other (most messages; a long log says ~800)
        return text
    parts = _split_quotes(text)  # the quotes at odd places: the text between is not walked
    depth = 0
    for i in range(1, len(parts), 2):
        if parts[i] == "«":
            parts[i] = "„" if depth else "«"
            depth += 1
        elif depth:
            depth -= 1
            parts[i] = "“" if depth else "»"
    return "".join(parts)


def _split_quotes(text: str) -> list[str]:
    """``text`` split around each «ёлочка», the quotes kept at the odd places (as
    ``re.split("([«»])")`` does; a write path imports no re)."""
    parts: list[str] = []
    start = 0
    while True:
        found = [at for at in (text.find("«", start), text.find("»", start)) if at >= 0]
        if not found:
            parts.append(text[start:])
            return parts
        at = min(found)
        parts += [text[start:at], text[at]]
        start = at + 1


def _short(text: str, limit: int = 110) -> str:
    """A text's first sentence, or its first words up to ``limit`` characters and «…»."""
    text = " ".join(text.split())
    end = text.find(". ")
    if 0 < end < limit:
        return text[:end + 1]
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:—- ") + "…"


def _stats(say: _Say, stats: Mapping[str, int]) -> str:
    order = ("strength", "mind", "magic", "life", "experience", "thalers")
    return ", ".join(f"{say.stat(s)} {stats[s]}" for s in order if s in stats)


def field_text(referee: AmberReferee, ident: str, locale: str, kind: str = "fields",
               told: Mapping[str, Any] | None = None) -> str:
    """The printed text of a field (of a card: ``kind="cards"``) in ``locale``; "" without one.
    ``told`` (the event's data) may carry a house rule's Провал threshold: the text says it."""
    found = referee.told(locale).index(kind).get(ident)
    text = (found.text or "").strip() if found is not None else ""
    if told and "threshold" in told:
        import re  # only under a house threshold: a write path imports no re (nor its enum)

        text = re.sub(rf"(?<!\d){int(told['printed'])}(?!\d)", str(int(told["threshold"])), text)
    return text


def _table_row(referee: AmberReferee, table_id: Any, total: int, locale: str) -> str:
    """The text of the row a table roll lands on, in ``locale`` ("" without a table)."""
    if not table_id:
        return ""
    table = next((t for t in referee.told(locale).tables if t.id == table_id), None)
    row = table.row_for(int(total)) if table is not None else None
    return row.text if row is not None and row.text else ""

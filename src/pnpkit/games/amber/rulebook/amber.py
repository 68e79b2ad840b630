"""What the Amber rulebook templates know: the loaded game, and worked examples that the
rules engine computes from the current data (so a changed datum changes the example).

Every example is a plain dict of numbers and names; the templates word them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pnpkit.model.game import Card, Game
from pnpkit.word_files import word_file

#: printed words, by locale, kept in amber.json beside this module (listed in the plugin's
#: code_texts for the catalogue); ``things`` says what is missing («нет предмета»),
#: ``legend`` is the movement diagrams' legend
WORDS: dict[str, dict[str, Any]] = word_file(__file__, "amber.json")["WORDS"]
RU = WORDS["ru"]

MOVEMENT_EXAMPLES = (("field.mounted-barbarians", 2), ("field.jungle", 3))
ORC = "card.015"
CENTAUR = "card.014"
COLT = "item.colt"
PIRATES = "card.053"
INFLATION = "card.037"
# The seed's orc fighter: own ПС 7, the Colt and the centaur; dice: 4 for the orc, 3 for you.
ORC_FIGHTER = {"strength": 7, "mind": 5, "magic": 3, "life": 3, "experience": 5, "thalers": 0}
ORC_DICE = (4, 3)
CROWN_LIVES = {"king": 9, "first": 7, "second": 6}
CROWN_DICE = (5, 4, 6, 3, 2, 3)


def first_op(effects: Any, name: str) -> Any:
    """The argument of the first ``name`` op of an effects list, nested blocks included
    (walked as the engine walks them)."""
    from pnpkit.games.amber.rules.effects import iter_ops

    return next((arg for op, arg in iter_ops(effects) if op == name), None)


def region_name(game: Game, region_id: str) -> str:
    region = game.index("regions").get(region_id)
    return region.name if region else region_id


# --------------------------------------------------------------------------- movement


def movement_example(game: Game, start: str, roll: int) -> dict:
    from pnpkit.games.amber.rules.board import build_board
    from pnpkit.games.amber.rules.movement import legal_moves

    board = build_board(game)
    moves = legal_moves(board, start, roll)
    fields = game.index("fields")

    def place(fid: str) -> dict:
        f = fields[fid]
        return {"id": fid, "name": f.name, "world": region_name(game, f.region)}

    ends = [dict(place(m.dest), route=[fields[r].name for r in m.route]) for m in moves if not m.in_passing]
    stops = [dict(place(m.dest), route=[fields[r].name for r in m.route]) for m in moves if m.in_passing]
    return {"start": place(start), "roll": roll, "ends": ends, "stops": stops,
            "routes": [(start, *m.route) for m in moves], "dest_ids": [m.dest for m in moves],
            "stop_ids": [m.dest for m in moves if m.in_passing]}


# --------------------------------------------------------------------------- the orc fight


def orc_example(game: Game, words: Mapping[str, Any] = RU) -> dict:
    from pnpkit.games.amber.rules.card_play import resolve_card, resolve_field
    from pnpkit.games.amber.rules.combat import fight_odds
    from pnpkit.games.amber.rules.context import Ctx
    from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules
    from pnpkit.games.amber.rules.state import GameState, PlayerState

    rules = load_rules(game)
    orc: Card = game.card(ORC)
    centaur: Card = game.card(CENTAUR)
    colt = game.index("items")[COLT]

    def fighter() -> tuple[GameState, PlayerState]:
        p = PlayerState(name="A", traveller="traveller.mercenary", position="field.gun-shop",
                        stats=dict(ORC_FIGHTER), start_stats={}, alignment="neutral", items=[COLT],
                        friends=[CENTAUR])
        return GameState(players=[p], deck=[], supply=1000, rules=rules), p

    state, p = fighter()
    before = dict(p.stats)
    events: list = []
    ctx = Ctx(rules, state, ScriptedDice(list(ORC_DICE)), lambda *a: 0, 0, events, field="field.gun-shop")
    resolve_card(ctx, ORC)
    battle = next(e for e in events if e.kind == "battle")
    gained = [{"stat": words["stats"][k], "amount": p.stats[k] - before[k]}
              for k in ("life", "strength", "mind", "magic", "experience") if p.stats[k] != before[k]]
    odds = fight_odds(battle.data["you"], battle.data["enemy"])

    # handing the trophy in at the trophy office (say yes to the hand-in)
    state2, p2 = fighter()
    p2.trophies.append(ORC)
    p2.position = "field.trophy-office"

    def yes(state, who, question, options, info):
        return len(options) - 1 if options and options[0] in (False, None) else 0

    office_before = dict(p2.stats)
    resolve_field(Ctx(rules, state2, ScriptedDice([]), yes, 0, []), "field.trophy-office")
    office = {k: p2.stats[k] - office_before[k] for k in ("thalers", "experience")}

    return {
        "orc": {"name": orc.name, "number": orc.number, "strength": int(orc.stats.get("strength", 0))},
        "own": ORC_FIGHTER["strength"], "experience": ORC_FIGHTER["experience"],
        "colt": {"name": colt.name, "bonus": int(colt.attrs.get("bonus", {}).get("strength", 0)),
                 "experience": int(colt.attrs.get("experience", 0))},
        "centaur": {"name": centaur.name, "strength": int(centaur.stats.get("strength", 0))},
        "you": battle.data["you"], "enemy": battle.data["enemy"],
        "enemy_roll": battle.data["enemy_roll"], "you_roll": battle.data["you_roll"],
        "you_total": battle.data["you"] + battle.data["you_roll"],
        "enemy_total": battle.data["enemy"] + battle.data["enemy_roll"],
        "outcome": battle.data["outcome"], "gained": gained, "trophy": ORC in p.trophies,
        # whole percents: no decimal mark to localise
        "odds": {k: f"{float(getattr(odds, k)) * 100:.0f}" for k in ("win", "draw", "lose")},
        "office": office,
    }


# --------------------------------------------------------------------------- paying


def compensation_example(game: Game, words: Mapping[str, Any] = RU, locale: str = "ru") -> dict:
    from pnpkit.games.amber.plurals import thalers
    from pnpkit.games.amber.rules.points import THING_COST, compensation_plan, inflation

    pirates = game.card(PIRATES)
    owed = int(first_op(pirates.effects, "pay") or 0)
    purse = {"strength": 1, "mind": 4, "magic": 2, "life": 3, "experience": 2, "thalers": 7}
    money = compensation_plan(purse, {"thalers": owed})
    item = compensation_plan(purse, {"item": 1})
    fraction = first_op(game.card(INFLATION).effects, "pay_fraction") or {"fraction": [1, 3]}
    num, den = (int(x) for x in fraction["fraction"])

    def amount(stat: str, n: int) -> str:
        return thalers(n, locale) if stat == "thalers" else f"{n} {words['stats'][stat]}"

    def steps(plan) -> list[dict]:
        return [{"text": amount(s.stat, s.amount), "stat": words["stats"][s.stat], "amount": s.amount,
                 "substitute": s.substitute} for s in plan]

    return {
        "card": {"name": pirates.name, "number": pirates.number}, "owed": owed,
        "purse": [amount(k, v) for k, v in purse.items()],
        "money": steps(money), "item": steps(item),
        "item_cost": {"stat": words["stats"][THING_COST["item"][0]], "amount": THING_COST["item"][1]},
        "costs": [{"thing": words["things"][k], "stat": words["stats"][s], "amount": a}
                  for k, (s, a) in THING_COST.items()],
        "inflation": {"card": game.card(INFLATION).name, "number": game.card(INFLATION).number,
                      "num": num, "den": den,
                      "cases": [{"have": h, "pay": inflation(h, num, den)} for h in (2, 20, 31)]},
    }


# --------------------------------------------------------------------------- the crown


def crown_example(game: Game, preset: str = "original") -> dict:
    from pnpkit.games.amber.rules.kingdom import crown_battle, crown_round_losses
    from pnpkit.games.amber.rules.rules import ScriptedDice, load_rules

    rules = load_rules(game, preset)
    mode = str(rules.value("crown_battle") or "full")
    order = list(CROWN_LIVES)
    _winner, rounds, after = crown_battle(dict(CROWN_LIVES), ScriptedDice(list(CROWN_DICE)), mode, order,
                                          max_rounds=1)
    first = rounds[0]
    faces = {name: CROWN_DICE[2 * i:2 * i + 2] for i, name in enumerate(order)}
    other = "simple" if mode != "simple" else "full"
    top = max(first.totals.values())
    return {
        "top": top, "leaders": [n for n, t in first.totals.items() if t == top],
        "mode": mode, "lives": dict(CROWN_LIVES), "faces": faces, "totals": dict(first.totals),
        "losses": dict(first.losses), "after": after,
        "other_mode": other, "other_losses": crown_round_losses(dict(first.totals), other),
    }


# --------------------------------------------------------------------------- facts for the text


def _provaly_args(game: Game) -> list[tuple[Any, dict]]:
    """Each Провал's field and the argument of its ``provaly`` op."""
    return [(f, first_op(f.effects, "provaly") or {}) for f in game.fields if f.attrs.get("role") == "provaly"]


def provaly(game: Game, words: Mapping[str, Any] = RU) -> list[dict]:
    return [{"name": f.name, "threshold": arg.get("threshold"),
             "refuse": ", ".join(f"{v} {words['stats'][k]}" for k, v in (arg.get("refuse") or {}).items())}
            for f, arg in _provaly_args(game)]


def _on(value: Any) -> str:
    if isinstance(value, list | tuple):
        return f"{value[0]}–{value[-1]}" if len(value) == 2 else ", ".join(str(v) for v in value)
    return str(value)


def provaly_rows(game: Game) -> list[dict]:
    """The die table of the first Провал (they share it on the shipped board)."""
    return [{"on": _on(r.get("on")), "text": r.get("text", "")}
            for _f, arg in _provaly_args(game)[:1] for r in arg.get("rows", ())]


def kingdom_track(game: Game) -> dict:
    from pnpkit.games.amber.rules.rules import load_rules

    track = load_rules(game).kingdom
    fields = game.index("fields")

    def name(fid: str) -> str:
        for key in (fid, f"field.kingdom-{fid}"):
            if key in fields:
                return fields[key].name.split(":")[-1].strip()
        return fid

    road = sorted((f for f in game.fields_of("kingdom") if f.attrs.get("role") == "road"),
                  key=lambda f: f.number or 0)
    return {"road": road,
            "rings": [{"name": name(f), "gain": g, "lose": ls} for f, g, ls in track.rings],
            "chambers": [{"name": name(f), "gain": g} for f, g in track.chambers]}


def preset_rows(game: Game, words: Mapping[str, Any] = RU) -> list[dict]:
    """The two presets side by side: one row per setting."""
    presets = list(game.presets)
    keys = dict.fromkeys(k for p in presets for k in p.values)
    return [{"key": k, "label": words["preset_labels"].get(k, k),
             "values": [_show(k, p.values.get(k), words) for p in presets]} for k in keys]


def _show(key: str, value: Any, words: Mapping[str, Any] = RU) -> str:
    if isinstance(value, Mapping):
        return ", ".join(f"{words['stats'].get(k, k)} {v}" for k, v in value.items())
    if value is None:
        return words["none"].get(key, "—")
    return words["values"].get(str(value), str(value))


CATALOGUE_ORDER = ("item", "magic-item", "amulet", "horse", "friend", "contraband", "crown", "owner-item", "badge")


def catalogue(game: Game) -> list:
    """Priced things grouped by kind, each group in the data's order."""
    rank = {k: i for i, k in enumerate(CATALOGUE_ORDER)}
    priced = [i for i in game.items if i.price is not None]
    return sorted(priced, key=lambda i: rank.get(i.kind, len(rank)))


def words_for(locale: str, text_for=None) -> Mapping[str, Any]:
    from pnpkit.i18n.code_texts import code_words

    return code_words("pnpkit.games.amber.rulebook.amber:WORDS", locale, text_for)


def context(game: Game, locale: str = "ru", text_for=None) -> dict:
    """Everything the Amber templates use."""
    from pnpkit.games.amber.kit.amber_kit import traits_line
    from pnpkit.games.amber.kit.amber_kit import words_for as kit_words
    from pnpkit.games.amber.plurals import thalers

    fields = game.index("fields")
    words = words_for(locale, text_for)
    ctx = {
        "game": game,
        "field": fields.__getitem__,
        "fields_of": game.fields_of,
        "region_name": lambda rid: region_name(game, rid),
        "stat": words["stats"],
        "kind_name": lambda k: words["kinds"].get(k, k),
        # 'добрая, честная, нетерпеливая': in the character's gender (the card kit's words)
        "traits": lambda c: traits_line(c, kit_words(locale, text_for)).replace(" · ", ", ").lower(),
        "thalers": lambda n: thalers(n, locale),
        # a name in the locale's quotation marks, for a line with no words of its own to translate
        "quoted": lambda name: f"«{name}»" if locale.split("_")[0] in ("ru", "uk", "pseudo") else f"“{name}”",
        "moves": [movement_example(game, s, r) for s, r in MOVEMENT_EXAMPLES],
        "orc": orc_example(game, words),
        "pay": compensation_example(game, words, locale),
        "crown": crown_example(game),
        "provaly": provaly(game, words),
        "presets": list(game.presets),
        "preset_rows": preset_rows(game, words),
        "catalogue": catalogue(game),
        "lyceum": game.index("tables").get("table.lyceum"),
        "travellers": [c for c in game.characters if c.kind == "traveller"],
        "princes": [c for c in game.characters if c.kind == "prince"],
        "cards": sorted(game.cards, key=lambda c: c.number),
        "original": game.index("presets").get("original"),
        "provaly_rows": provaly_rows(game),
        "unpriced": [i for i in game.items if i.price is None],
        "item_names": lambda ids: ", ".join(game.index("items")[i].name if i in game.index("items") else i
                                            for i in ids),
        **kingdom_track(game),
    }
    ctx["crown_mode_name"] = words["crown_modes"].get(ctx["crown"]["mode"], ctx["crown"]["mode"])
    ctx["legend"] = words["legend"]
    return ctx


def figures(game: Game, ctx: Mapping[str, Any]) -> dict:
    from pnpkit.games.amber.rulebook.diagram import board_miniature, movement_figure

    legend = ctx.get("legend")
    out = {f"moves-{i + 1}": (lambda width, ex=ex: movement_figure(game, ex, width, legend))
           for i, ex in enumerate(ctx["moves"])}
    # the cover's picture: the main board in miniature
    out["cover"] = lambda width: board_miniature(game, width * 0.85)
    return out

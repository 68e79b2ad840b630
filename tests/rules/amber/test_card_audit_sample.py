"""Issue #30's audit repeated (round two): a seeded sample of 30 adventure cards, 10 items and
10 travellers/princes (random.Random(3030) over the ones no test_issue30_* test names; the two
travellers no such test names plus the five princes plus three more), each resolved on a set-up
position and compared with what its printed text (cards/*.yaml, items.yaml, travellers.yaml,
princes.yaml; English in locales/en.po) promises. One row per audited card: the text's promise,
asserted."""

from __future__ import annotations

import pytest
from amber_play import ctx_for, game
from deciders import scripted

from pnpkit.games.amber.rules.card_play import resolve_card
from pnpkit.games.amber.rules.rules import load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def play(rules, card, *, traveller="traveller.gladiator", dice=(3,) * 20, answers=None, stats=None,
         setup=None, field=None):
    """Resolve `card` for P1 (alone but for a second player): the player, the state, the
    events' kinds and the questions asked."""
    state = game(rules, traveller, "traveller.monk")
    p = state.players[0]
    if field:
        p.position = field
    p.stats.update(stats or {})
    if setup:
        setup(state, p)
    asked = []
    ctx = ctx_for(rules, state, dice=list(dice), decide=scripted(answers, asked), field=field)
    resolve_card(ctx, card)
    return p, state, [e.kind for e in ctx.events], asked


WIN = {"strength": 40, "mind": 40, "magic": 40}
LOSE = {"strength": 0, "mind": 0, "magic": 0}
WIN = {"strength": 12, "mind": 12, "magic": 12}
LOSE = {"strength": 3, "mind": 3, "magic": 3}


def _lose(rules, card, **kw):
    return play(rules, card, stats={**LOSE, **kw.pop("stats", {})}, dice=kw.pop("dice", (6, 1) * 10), **kw)


def _win(rules, card, **kw):
    return play(rules, card, stats={**WIN, **kw.pop("stats", {})}, dice=kw.pop("dice", (1, 6) * 10), **kw)


def _fight_loss(card, **loss):
    """«Проиграешь — теряешь …»: exactly these points go, the card stays on the field;
    «Победишь — …»: the card is your trophy."""
    def check(rules):
        p, state, _, _ = _lose(rules, card)
        for stat, n in loss.items():
            assert p.stats[stat] == {**p.start_stats, **LOSE}[stat] - n, (card, stat)
        assert card in state.on_fields.get(p.position, []) or card in sum(state.on_fields.values(), [])
        p, _, _, _ = _win(rules, card)
        assert card in p.trophies
    return check


def c007(rules):  # «1–4 — птица удрала на соседнее поле … 5–6 — страус добыт: получи 1 ПО»
    p, state, _, _ = play(rules, "card.007", field="field.desert-north", dice=(5,))
    assert p.stats["experience"] == 1 and "card.007" in p.trophies
    p, state, _, _ = play(rules, "card.007", field="field.desert-north", dice=(2,))
    where = [f for f, cs in state.on_fields.items() if "card.007" in cs]
    assert where and where[0] != "field.desert-north" and p.stats["experience"] == 0
    _, state, kinds, _ = play(rules, "card.007")  # drawn elsewhere: «положи его карту туда»
    assert state.on_fields.get("field.desert-north") == ["card.007"] and "battle" not in kinds


def c012(rules):  # «два ближайших хода ты … сам называешь число от 1 до 10 … у тебя есть огонь»
    p, _, _, _ = play(rules, "card.012")
    assert p.statuses.get("free-moves") == 2 and p.statuses.get("free-moves:max") == 10
    assert "card.012" in p.cards


def c026(rules):  # «Если у тебя есть огонь … разгоняешь рой без боя … Проиграешь — 1 ПЖ»
    p, state, kinds, _ = _lose(rules, "card.026", setup=lambda s, p: p.cards.append("card.012"))
    assert "battle" not in kinds and "card.026" in state.discard and p.stats["life"] == p.start_stats["life"]
    _fight_loss("card.026", life=1)(rules)


def c031(rules):  # «отдай 20 талеров — и ты свободен … Проиграешь — теряешь 2 ПЖ»
    p, _, kinds, asked = _lose(rules, "card.031", answers={"choose": 0})
    assert "choose" in asked and "battle" not in kinds and p.stats["thalers"] == p.start_stats["thalers"] - 20
    assert p.stats["life"] == p.start_stats["life"]
    p, _, kinds, _ = _lose(rules, "card.031", stats={"thalers": 10})  # «нечем — бейся»
    assert "battle" in kinds and p.stats["life"] == p.start_stats["life"] - 2


def c053(rules):  # «Проиграешь — отдай 15 талеров»
    p, _, _, _ = _lose(rules, "card.053", stats={"thalers": 20})
    assert p.stats["thalers"] == 5


def c077(rules):  # «заплатив 5 талеров: получи 2 ПУ. Если ты добрый, ответ он даёт даром»
    p, _, _, _ = play(rules, "card.077", answers={"may": True})
    assert p.stats["thalers"] == p.start_stats["thalers"] - 5 and p.stats["mind"] == p.start_stats["mind"] + 2
    p, _, _, _ = play(rules, "card.077", setup=lambda s, p: setattr(p, "alignment", "good"))
    assert p.stats["thalers"] == p.start_stats["thalers"] and p.stats["mind"] == p.start_stats["mind"] + 2


def c087(rules):  # «купить один за 2 талера и бросить кубик: 6 — выигрыш 25 талеров»
    p, state, _, _ = play(rules, "card.087", answers={"may": True}, dice=(6,))
    assert p.stats["thalers"] == p.start_stats["thalers"] - 2 + 25 and "card.087" in state.discard


def c092(rules):  # «Проиграешь — их карта остаётся здесь, а тебя уносят на перевал»
    p, state, kinds, _ = _lose(rules, "card.092", dice=(6, 1) + (3,) * 30)
    assert "card.092" in state.on_fields.get("field.provaly-strength", [])
    assert "moved_to" in kinds and p.position != "field.provaly-strength"


def c095(rules):  # «становится другом доброго или нейтрального … Злому … бейся … Проиграешь — 1 ПЖ»
    p, _, _, asked = play(rules, "card.095", answers={"befriend": True})
    assert "card.095" in p.friends
    p, state, _, _ = _lose(rules, "card.095", setup=lambda s, p: setattr(p, "alignment", "evil"))
    assert "card.095" not in p.friends and p.stats["life"] == p.start_stats["life"] - 1
    assert "card.095" in state.on_fields.get(p.position, [])


def c099(rules):  # «Храни карту»
    p, _, _, _ = play(rules, "card.099")
    assert "card.099" in p.cards


def c101(rules):  # «утаскивают один твой предмет (на твой выбор; нет предметов — теряешь 2 ПС)»
    p, _, _, asked = _lose(rules, "card.101", setup=lambda s, p: p.items.extend(["item.waterskin"]))
    assert len(p.items) == 1 and asked  # two items: one goes, the player chose which
    p, _, _, _ = _lose(rules, "card.101", setup=lambda s, p: p.items.clear())
    assert p.stats["strength"] == LOSE["strength"] - 2


def c102(rules):  # «нужно 5 ПО. Перед любой битвой можешь бросить кубик: 1–3 — противник … не нападает»
    def with_cloak(s, p):
        p.cards.append("card.102")
        p.stats["experience"] = 5
    p, state, kinds, _ = _lose(rules, "card.063", setup=with_cloak, answers={"may": True}, dice=(2,) + (6, 1) * 5)
    assert "battle" not in kinds and p.stats["life"] == p.start_stats["life"]
    assert "card.063" in state.on_fields.get(p.position, [])

    def cloak_no_xp(s, p):
        p.cards.append("card.102")
        p.stats["experience"] = 4
    p, _, kinds, _ = _lose(rules, "card.063", setup=cloak_no_xp, answers={"may": True}, dice=(6, 1) * 5)
    assert "battle" in kinds


def c103(rules):  # «дар — 2 ПЖ, 2 ПМ и 1 ПО. Злого путника маг … отправляет на перевал»
    p, _, _, _ = play(rules, "card.103", answers={"choose": 1})
    assert (p.stats["life"], p.stats["magic"], p.stats["experience"]) == (
        p.start_stats["life"] + 2, p.start_stats["magic"] + 2, 1)
    p, _, kinds, _ = play(rules, "card.103", answers={"choose": 0}, setup=lambda s, p: setattr(p, "alignment", "evil"))
    assert "moved_to" in kinds and p.position != "field.provaly-strength"


def c105(rules):  # «1–2 — … теряешь 1 ПЖ; 3–4 — … 1 ПУ; 5–6 — … получи 5 талеров»
    for face, stat, delta in ((1, "life", -1), (4, "mind", -1), (6, "thalers", 5)):
        p, _, _, _ = play(rules, "card.105", dice=(face,))
        assert p.stats[stat] == p.start_stats[stat] + delta


def c107(rules):  # «просится в оруженосцы к любому путнику … ты несёшь на 2 вещи больше»
    from pnpkit.games.amber.rules.carrying import carry_limit
    p, state, _, _ = play(rules, "card.107", answers={"befriend": True})
    assert "card.107" in p.friends
    before = carry_limit(rules, game(rules, "traveller.gladiator").players[0])
    assert carry_limit(rules, p) == before + 2


def c121(rules):  # «нужно 2 ПО. В битве с нечистью он добавляет тебе 2 пункта»
    def dagger(s, p):
        p.cards.append("card.121")
        p.stats["experience"] = 2
    _, _, _, _ = play(rules, "card.121")
    p1, _, _, _ = _win(rules, "card.109", setup=dagger)
    assert "card.109" in p1.trophies
    from pnpkit.games.amber.rules import combat
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    base, _ = combat.traveller_value(rules, state, p, "strength", p.position, "undead", {})
    dagger(state, p)
    armed, _ = combat.traveller_value(rules, state, p, "strength", p.position, "undead", {})
    assert armed == base + 2


def c123(rules):  # «Победишь — деньги твои (10 талеров) … Проиграешь — кошелёк остаётся на этом поле»
    p, state, _, _ = _win(rules, "card.123")
    assert p.stats["thalers"] == p.start_stats["thalers"] + 10 and "card.123" in state.discard
    p, state, _, _ = _lose(rules, "card.123")
    assert "card.123" in state.on_fields.get(p.position, [])


def c142(rules):  # «Проиграешь — теряешь 1 ПЖ и лошадь (нет лошади — 1 ПС)»
    p, _, _, _ = _lose(rules, "card.142", setup=lambda s, p: p.items.append("item.horse"))
    assert "item.horse" not in p.items and p.stats["life"] == p.start_stats["life"] - 1
    assert p.stats["strength"] == LOSE["strength"]
    _fight_loss("card.142", life=1, strength=1)(rules)


def c143(rules):  # «теряешь 1 ПУ, а огоньки перебираются на соседнее поле»
    p, state, _, _ = _lose(rules, "card.143")
    assert p.stats["mind"] == LOSE["mind"] - 1
    where = [f for f, cs in state.on_fields.items() if "card.143" in cs]
    assert where and where[0] != p.position


def c171(rules):  # «идёт за любым путником … если ты проиграл битву, брось кубик: на 6 … проигрыш не считается»
    p, _, _, _ = play(rules, "card.171", answers={"befriend": True})
    assert "card.171" in p.friends
    p, _, _, _ = _lose(rules, "card.063", setup=lambda s, p: p.friends.append("card.171"), dice=(6, 1, 3, 6))
    assert p.stats["life"] == p.start_stats["life"]


def c175(rules):  # «служит тому, кто его освободил … Он бьётся вместо тебя, но не рядом»
    from pnpkit.games.amber.rules import combat
    p, _, _, _ = play(rules, "card.175", answers={"befriend": True}, setup=lambda s, p: setattr(p, "alignment", "evil"))
    assert "card.175" in p.friends and combat.friend_fights(rules, "card.175") == "instead"
    # «Погибнет — карта уходит в сброс»: set on the bear, he loses
    p, state, _, _ = _lose(rules, "card.063", setup=lambda s, p: p.friends.append("card.175"),
                           answers={"champion": 1}, stats={"life": 4})
    assert "card.175" not in p.friends and "card.175" in state.discard and p.stats["life"] == 4


def c189(rules):  # «Теряешь 1 ПЖ и стоишь на этом поле, пока на ход не выбросишь 4–6»
    p, _, _, _ = play(rules, "card.189")
    assert p.stats["life"] == p.start_stats["life"] - 1 and p.held == ("d6", 4, 6)


def c193(rules):  # «два тура ты не покидаешь Мира … Если ты безумен, верни карту в середину колоды»
    p, state, _, _ = play(rules, "card.193")
    assert p.statuses.get("world-locked") == 2 and "card.193" in state.discard
    p, state, _, _ = play(rules, "card.193", stats={"mind": 0})
    assert "world-locked" not in p.statuses and "card.193" not in state.discard


CARDS = {
    "card.007": c007, "card.012": c012, "card.026": c026, "card.028": _fight_loss("card.028", mind=2),
    "card.031": c031, "card.053": c053, "card.063": _fight_loss("card.063", life=2),
    "card.076": _fight_loss("card.076", mind=2), "card.077": c077, "card.087": c087, "card.092": c092,
    "card.095": c095, "card.099": c099, "card.101": c101, "card.102": c102, "card.103": c103,
    "card.105": c105, "card.107": c107, "card.109": _fight_loss("card.109", life=1, strength=1),
    "card.110": _fight_loss("card.110", life=1), "card.121": c121, "card.123": c123, "card.142": c142,
    "card.143": c143, "card.146": _fight_loss("card.146", life=2, magic=1), "card.171": c171,
    "card.175": c175, "card.183": _fight_loss("card.183", life=2), "card.189": c189, "card.193": c193,
}


@pytest.mark.parametrize("card", sorted(CARDS))
def test_adventure_card_does_what_it_prints(rules, card):
    CARDS[card](rules)


# --------------------------------------------------------------------------- items

def _holding(item, xp=None):
    def setup(state, p):
        p.items.append(item)
        state.item_field[item] = 0
        if xp is not None:
            p.stats["experience"] = xp
    return setup


def _turn(rules, traveller, setup, dice, answers=None):
    """One own turn from the roll on (the engine's RollMove): the player, the events' kinds, the questions."""
    from pnpkit.games.amber.rules.engine import RollMove, apply
    from pnpkit.games.amber.rules.rules import ScriptedDice

    state = game(rules, traveller, "traveller.monk")
    p = state.players[0]
    setup(state, p)
    asked = []
    s, events = apply(state, RollMove(), ScriptedDice(list(dice)), scripted(answers, asked))
    return s.players[0], s, [e.kind for e in events], asked


def i_amulet5(rules):  # «Взяв карту … можешь переложить её на соседнее поле; … не действует. Нужно 5 ПО»
    p, state, kinds, _ = _lose(rules, "card.063", setup=_holding("item.amulet-5", 5), answers={"may": True})
    assert "battle" not in kinds and p.stats["life"] == p.start_stats["life"]
    where = [f for f, cs in state.on_fields.items() if "card.063" in cs]
    assert where and where[0] != p.position
    _, _, kinds, _ = _lose(rules, "card.063", setup=_holding("item.amulet-5", 4), answers={"may": True})
    assert "battle" in kinds


def i_body_armour(rules):  # «Проиграв битву, брось кубик: на 1–2 … условия карты … не выполняешь (карта остаётся)»
    p, state, _, _ = _lose(rules, "card.063", setup=_holding("item.body-armour", 2), dice=(6, 1, 1, 1))
    assert p.stats["life"] == p.start_stats["life"] and "card.063" in state.on_fields.get(p.position, [])
    p, _, _, _ = _lose(rules, "card.063", setup=_holding("item.body-armour", 2), dice=(6, 1, 3, 3))
    assert p.stats["life"] == p.start_stats["life"] - 2


def i_contraband_inn(rules):  # «опыт не меньше 5 ПО; залог в 4 талера … мафии … 1–5 — … 22 талера; 6 — … пропал»
    from pnpkit.games.amber.rules.card_play import resolve_field

    for xp, taken in ((4, False), (5, True)):
        state = game(rules, "traveller.gladiator")
        p = state.players[0]
        p.stats["experience"], p.position = xp, "field.smugglers"
        mafia = state.mafia
        resolve_field(ctx_for(rules, state, decide=lambda st, w, q, o, i: (2 if q == "choose" else o.index(True)
                                                                            if True in o else 0)), "field.smugglers")
        assert ("item.contraband-inn" in p.items) is taken and state.mafia == mafia + 4 * taken
    for face, paid in ((5, 22), (6, 0)):  # «выполни условия поля и брось кубик»: the inn's die first
        p, state, kinds = _arrive(rules, "field.inn", [2, face], setup=lambda s, p: p.items.append("item.contraband-inn"))
        assert "item.contraband-inn" not in p.items
        assert kinds.index("rolled") < kinds.index("delivered" if paid else "spoiled")
        assert p.stats["thalers"] - p.start_stats["thalers"] == paid


def test_a_placed_traveller_delivers_his_cargo_too(rules):
    """`place` is the arrival half of a move (#30.2): the cargo for that field is rolled as well."""
    from pnpkit.games.amber.rules.engine import Placed, apply
    from pnpkit.games.amber.rules.rules import ScriptedDice

    state = game(rules, "traveller.gladiator", "traveller.monk")
    state.players[0].items.append("item.contraband-inn")
    s, events = apply(state, Placed(0, "field.inn"), ScriptedDice([2, 1] + [3] * 10), lambda st, w, q, o, i: 0)
    assert "delivered" in [e.kind for e in events] and "item.contraband-inn" not in s.players[0].items


def _arrive(rules, dest, dice, setup=None):
    """P1 moves onto ``dest`` with a roll of 1 (from a field next to it): the whole arrival."""
    from pnpkit.games.amber.rules.engine import MoveTo, apply
    from pnpkit.games.amber.rules.movement import legal_moves
    from pnpkit.games.amber.rules.rules import ScriptedDice

    start = next(f for f in rules.board.ids if any(m.dest == dest and not m.in_passing
                                                    for m in legal_moves(rules.board, f, 1)))
    state = game(rules, "traveller.gladiator", "traveller.monk")
    p = state.players[0]
    p.position, state.phase, state.pending_roll = start, "move", 1
    if setup:
        setup(state, p)
    s, events = apply(state, MoveTo(dest), ScriptedDice(list(dice) + [3] * 10),
                      lambda st, w, q, o, i: 0)
    return s.players[0], s, [e.kind for e in events]


def i_crystal_ball(rules):  # «Перед своим ходом можешь заглянуть в шар и посмотреть верхнюю карту»
    def setup(state, p):
        _holding("item.crystal-ball", 5)(state, p)
        state.deck = ["card.063"]
    _, _, kinds, asked = _turn(rules, "traveller.gladiator", setup, (3,) * 10, answers={"may": True})
    assert "peek" in kinds and kinds.index("peek") < kinds.index("rolled") if "rolled" in kinds else "peek" in kinds


def i_magic_wand(rules):  # «+2 ПМ в битве» (нужно 4 ПО)
    from pnpkit.games.amber.rules import combat
    for xp, plus in ((4, 2), (3, 0)):
        state = game(rules, "traveller.gladiator")
        p = state.players[0]
        base, _ = combat.traveller_value(rules, state, p, "magic", p.position, "enemy", {})
        _holding("item.magic-wand", xp)(state, p)
        armed, _ = combat.traveller_value(rules, state, p, "magic", p.position, "enemy", {})
        assert armed == base + plus


def i_regent_crown_mind(rules):  # «не меньше 10 ПО … ПУ больше не ограничены … Потеряв корону, сбрось лишнее до 14»
    from pnpkit.games.amber.rules.carrying import remove_thing
    from pnpkit.games.amber.rules.points import cap_limit
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    p.items.append("item.regent-crown-mind")
    p.regent = ["mind"]
    p.stats["experience"] = 10
    assert cap_limit(p, "mind", 14) is None
    p.stats["mind"] = 17
    remove_thing(ctx_for(rules, state), "item.regent-crown-mind")
    assert p.stats["mind"] == 14


def i_riddle_book(rules):  # «+2 ПУ в битве с существами, которые загадывают загадки (сфинкс …)»
    from pnpkit.games.amber.rules import combat
    assert rules.cards["card.134"].kind == "creature"  # the Sphinx
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    base, _ = combat.traveller_value(rules, state, p, "mind", p.position, "creature", {})
    _holding("item.riddle-book", 1)(state, p)
    armed, _ = combat.traveller_value(rules, state, p, "mind", p.position, "creature", {})
    beast, _ = combat.traveller_value(rules, state, p, "mind", p.position, "beast", {})
    assert armed == base + 2 and beast == base


def i_sealed_bottle(rules):  # «Откупорь её когда угодно, только не в битве … 1–2 — … 2 ПС, 2 ПУ или 2 ПМ на твой
    # выбор; 3–4 — бутылка пуста; 5–6 — злой джинн отнимает 1 ПЖ. Затем бутылка уходит в сброс.»
    for face, answers, stat, delta in ((2, {"may": True, "choose": 1}, "mind", 2), (4, {"may": True}, "life", 0),
                                       (5, {"may": True}, "life", -1)):
        p, state, _, asked = _turn(rules, "traveller.gladiator", _holding("item.sealed-bottle"), (face,) + (3,) * 10,
                                   answers)
        assert p.stats[stat] == p.start_stats[stat] + delta, face
        assert "item.sealed-bottle" not in p.items and state.item_field["item.sealed-bottle"] == 1
    p, _, _, asked = _turn(rules, "traveller.gladiator", _holding("item.sealed-bottle"), (3,) * 10, {"may": False})
    assert "item.sealed-bottle" in p.items and "may" in asked  # offered, kept when declined


def i_sphinx_charm(rules):  # «можешь истратить заклятие: карта на тебя не действует и остаётся на поле»
    p, state, kinds, _ = _lose(rules, "card.063", setup=_holding("item.sphinx-charm", 3), answers={"may": True})
    assert "battle" not in kinds and "item.sphinx-charm" not in p.items
    assert "card.063" in state.on_fields.get(p.position, [])


def i_waterskin(rules):  # «На привале на Перевале даёт 1 ПС»
    from pnpkit.games.amber.rules.conditions import holds
    board = rules.game.index("fields")["field.mountain-pass"] if hasattr(rules.game, "index") else None
    text = str(board.attrs if board is not None else "") + str(board.effects if board is not None else "")
    assert "item.waterskin" in text
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    cond = {"any_of": [{"has_item": "item.food-pack"}, {"has_item": "item.waterskin"}]}
    assert not holds(rules, state, p, cond)
    p.items.append("item.waterskin")
    assert holds(rules, state, p, cond)


ITEMS = {
    "item.amulet-5": i_amulet5, "item.body-armour": i_body_armour, "item.contraband-inn": i_contraband_inn,
    "item.crystal-ball": i_crystal_ball, "item.magic-wand": i_magic_wand,
    "item.regent-crown-mind": i_regent_crown_mind, "item.riddle-book": i_riddle_book,
    "item.sealed-bottle": i_sealed_bottle, "item.sphinx-charm": i_sphinx_charm, "item.waterskin": i_waterskin,
}


@pytest.mark.parametrize("item", sorted(ITEMS))
def test_item_does_what_it_prints(rules, item):
    ITEMS[item](rules)


@pytest.mark.parametrize(("card", "face"), [("card.055", 4), ("card.179", 2)])
def test_a_card_that_cancels_a_fight_is_spent_too(rules, card, face):
    """Found with the sphinx charm: effects after `cancel_card` in a trigger were skipped, so
    №55 («В обоих случаях карта уходит в сброс») and №179 («Прочитан заговор — карта в
    сброс») stayed in the hand after they had worked."""
    def setup(state, p):
        p.cards.append(card)
        p.stats["experience"] = 5
    p, state, kinds, _ = _lose(rules, "card.063", setup=setup, answers={"may": True}, dice=(face,) + (6, 1) * 5)
    assert "battle" not in kinds and card not in p.cards and p.stats["life"] == p.start_stats["life"]


# --------------------------------------------------------------------------- travellers and princes

def _meet(rules, traveller, other, dice, answers=None, setup=None):
    """`traveller` lands where `other` stands: his meet-traveller abilities."""
    from pnpkit.games.amber.rules.card_play import meet_travellers
    state = game(rules, traveller, other)
    p, q = state.players
    q.position = p.position
    if setup:
        setup(state, p, q)

    meet_travellers(ctx_for(rules, state, dice=list(dice), decide=scripted(answers)))
    return p, q


def t_witch_queen(rules):  # «Может прибавить 1 к броску на ход. Взяв карту … на 6 карта улетает на 6 полей»
    from pnpkit.games.amber.rules.engine import moves_for
    assert rules.move_modifiers("traveller.witch-queen") == (0, 1)
    _, s, _, _ = _turn(rules, "traveller.witch-queen", lambda st, p: None, (2,) + (3,) * 10)
    from pnpkit.games.amber.rules.movement import legal_moves
    p = s.players[0]
    two = {m.dest for m in legal_moves(rules.board, p.position, 2)}
    three = {m.dest for m in legal_moves(rules.board, p.position, 3)}
    assert {m.dest for m in moves_for(s)} == two | three
    p, state, kinds, asked = play(rules, "card.063", traveller="traveller.witch-queen",
                                  answers={"use-ability": True}, dice=(6,) + (3,) * 10)
    assert "battle" not in kinds and "send-card" in asked
    where = [f for f, cs in state.on_fields.items() if "card.063" in cs]
    assert where and where[0] != p.position


def t_mutant(rules):  # «Если на ход выпало 6, до следующего своего хода … на 1 ПС и на 1 ПУ больше … на 1 путник
    # теряет 1 ПУ, а мутант его забирает»
    from pnpkit.games.amber.rules import combat
    p, s, _, _ = _turn(rules, "traveller.mutant", lambda st, p: None, (6,) + (3,) * 10)
    assert "six-rolled" in p.statuses
    plain = combat.traveller_value(rules, s, p, "strength", p.position, "enemy", {})[0]
    assert plain == p.stats["strength"] + 1
    assert combat.traveller_value(rules, s, p, "mind", p.position, "enemy", {})[0] == p.stats["mind"] + 1
    p, q = _meet(rules, "traveller.mutant", "traveller.monk", (1,), {"use-ability": True})
    assert p.stats["mind"] == p.start_stats["mind"] + 1 and q.stats["mind"] == q.start_stats["mind"] - 1


def t_gypsy(rules):  # «со змеями и драконами … на 1–2 они не нападают и остаются на поле … 10 талеров или 1
    # предмет … доброго … на 1, нейтрального — на 1–2, злого — на 1–3»
    p, state, kinds, _ = play(rules, "card.110", traveller="traveller.gypsy", answers={"use-ability": True},
                              dice=(2,) + (3,) * 10)
    assert "battle" not in kinds and "card.110" in state.on_fields.get(p.position, [])
    _, _, kinds, asked = play(rules, "card.063", traveller="traveller.gypsy", answers={"use-ability": True})
    assert "use-ability" not in asked  # a bear is no snake
    for other, face, taken in (("traveller.monk", 2, False), ("traveller.witch-queen", 3, True)):
        p, q = _meet(rules, "traveller.gypsy", other, (face,), {"use-ability": True},
                     setup=lambda s, p, q: q.items.clear())
        assert (p.stats["thalers"] - p.start_stats["thalers"]) == 10 * taken
    p, q = _meet(rules, "traveller.gypsy", "traveller.witch-queen", (1,), {"use-ability": True, "con": 1},
                 setup=lambda s, p, q: q.items.append("item.waterskin"))
    assert "item.waterskin" in p.items and "item.waterskin" not in q.items


def t_hussar(rules):  # «может носить два кольта сразу … на 1 противник уходит на соседнее поле … на 1–4 путник
    # теряет 1 ПЖ, а гусар его забирает»
    from pnpkit.games.amber.rules import combat
    for who, plus in (("traveller.hussar", 4), ("traveller.gladiator", 2)):  # two colts: both count for him only
        state = game(rules, who)
        p = state.players[0]
        p.stats["experience"] = 2
        p.items[:] = [i for i in p.items if i != "item.colt"]
        base = combat.traveller_value(rules, state, p, "strength", p.position, "enemy", {})[0]
        p.items += ["item.colt", "item.colt"]
        assert combat.traveller_value(rules, state, p, "strength", p.position, "enemy", {})[0] == base + plus, who
    p, state, kinds, _ = play(rules, "card.063", traveller="traveller.hussar", answers={"use-ability": True},
                              dice=(1,) + (3,) * 10)
    where = [f for f, cs in state.on_fields.items() if "card.063" in cs]
    assert "battle" not in kinds and where and where[0] != p.position
    for face, won in ((4, True), (5, False)):
        p, q = _meet(rules, "traveller.hussar", "traveller.monk", (face,), {"may": True})
        assert p.stats["life"] == p.start_stats["life"] + won and q.stats["life"] == q.start_stats["life"] - won


def t_monk(rules):  # «Нечисть бьётся с ним с вычетом 1 ПМ. Взяв карту … на 6 карта на него не действует»
    from pnpkit.games.amber.rules import combat
    state = game(rules, "traveller.monk")
    p = state.players[0]
    ghoul = rules.cards["card.109"]
    undead = combat.creature_value(rules, state, p, ghoul, "magic", p.position)[0]
    assert undead == max(int(ghoul.stats.get("magic", max(ghoul.stats.values()))) - 1, 0)
    p, state, kinds, _ = play(rules, "card.063", traveller="traveller.monk", answers={"use-ability": True},
                              dice=(6,) + (3,) * 10)
    assert "battle" not in kinds and "card.063" in state.on_fields.get(p.position, [])


def _prince(rules, prince, step, *, king=False):
    from pnpkit.games.amber.rules.state import IN_KINGDOM
    state = game(rules, "traveller.gladiator", "traveller.monk")
    p, q = state.players
    p.board, p.prince, p.kingdom_step, p.stats["life"] = IN_KINGDOM, prince, step, 10
    exchange = next((f.id for f in rules.game.fields_of("kingdom") for o, _ in _kingdom_ops(f) if o == "exchange"),
                    None)
    p.position = exchange or p.position
    if king:
        q.board, q.prince, q.crowned, q.position, q.stats["life"] = IN_KINGDOM, "prince.eric", True, rules.kingdom.arena, 10
        state.king = state.palace = 1
        p.kingdom_step = 99
    return state, p, q


def _kingdom_ops(field):
    from pnpkit.games.amber.rules.effects import iter_ops
    return list(iter_ops(field.effects))


def _kingdom_turn(rules, state, dice, answers=None):
    from pnpkit.games.amber.rules.kingdom import kingdom_turn
    events = []
    ctx = ctx_for(rules, state, dice=list(dice), decide=lambda st, w, q, o, i: o.index(True) if True in o else 0)
    ctx.events = events
    kingdom_turn(ctx)
    return [e for e in ctx.events]


def pr_corwin(rules):  # «один раз за весь путь через лабиринт может перебросить кубик»
    state, p, _ = _prince(rules, "prince.corwin", 0)
    _kingdom_turn(rules, state, (2, 5))
    up = rules.kingdom.rings[0][1]
    assert p.stats["life"] == 10 + up and p.statuses.get("rerolls:used") == 1
    _kingdom_turn(rules, state, (2, 5))  # the one reroll is spent: the 2 stands
    assert p.stats["life"] == 10 + up - rules.kingdom.rings[1][2]


def pr_gerard(rules):  # «на неудачном броске в лабиринте теряет на 1 ПЖ меньше»
    state, p, _ = _prince(rules, "prince.gerard", 0)
    _kingdom_turn(rules, state, (2,))
    assert p.stats["life"] == 10 - (rules.kingdom.rings[0][2] - 1)


def pr_eric(rules):  # «в первом дворцовом покое получает на 1 ПЖ больше»
    state, p, _ = _prince(rules, "prince.eric", len(rules.kingdom.rings))
    state.palace = state.king = None
    _kingdom_turn(rules, state, ())
    assert p.stats["life"] == 10 + rules.kingdom.chambers[0][1] + 1


def _crown_first_round(rules, prince, dice):
    state, p, q = _prince(rules, prince, 99, king=True)
    events = _kingdom_turn(rules, state, dice)
    battle = next(e for e in events if e.kind == "crown_battle")
    return battle.data["losses"][0], p.name, q.name


def pr_benedict(rules):  # «в поединке за корону прибавляет 1 к сумме своих двух кубиков»
    losses, me, king = _crown_first_round(rules, "prince.benedict", (3, 3, 3, 2) + (6, 6, 1, 1) * 12)
    assert losses.get(me, 0) == 1 and losses.get(king, 0) == 1  # 5 + 1 ties the King's 6


def pr_random(rules):  # «при ничьей в поединке за корону не теряет ПЖ»
    losses, me, king = _crown_first_round(rules, "prince.random", (3, 3, 3, 3) + (6, 6, 1, 1) * 12)
    assert losses.get(me, 0) == 0 and losses.get(king, 0) == 1


TRAVELLERS = {
    "traveller.witch-queen": t_witch_queen, "traveller.mutant": t_mutant, "traveller.gypsy": t_gypsy,
    "traveller.hussar": t_hussar, "traveller.monk": t_monk, "prince.corwin": pr_corwin,
    "prince.gerard": pr_gerard, "prince.eric": pr_eric, "prince.benedict": pr_benedict, "prince.random": pr_random,
}


@pytest.mark.parametrize("who", sorted(TRAVELLERS))
def test_traveller_does_what_it_prints(rules, who):
    TRAVELLERS[who](rules)


@pytest.mark.parametrize(("card", "where", "field", "thalers"), [
    ("card.007", "trophies", "field.inn", 20),            # «на постоялом дворе за 20»
    ("card.012", "cards", "field.trophy-office", 5),      # «сдать его в заготконтору за 5 талеров»
    ("card.099", "cards", "field.mounted-barbarians", 12),  # «получи от него 12 талеров; карта уходит в сброс»
])
def test_a_sampled_card_is_handed_in_where_it_says(rules, card, where, field, thalers):
    from pnpkit.games.amber.rules.ops_cards import hand_in_here
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    getattr(p, where).append(card)
    p.position = field
    hand_in_here(ctx_for(rules, state, decide=lambda st, w, q, o, i: o.index(True) if True in o else 0))
    assert p.stats["thalers"] == p.start_stats["thalers"] + thalers and card not in getattr(p, where)


def test_the_referee_offers_the_sealed_bottle_before_the_roll():
    """The same bottle at the table: `roll` first asks whether to uncork it (the bottle named),
    `yes` rolls its die (a 6 here: «злой джинн отнимает 1 ПЖ») and the bottle is gone."""
    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Player, SessionHeader, perform

    header = SessionHeader("amber", 5, (Player("Аня"), Player("Вика")))
    table = REFEREE.new(header)
    me = table.game.turn
    p = table.game.players[me]
    p.items.append("item.sealed-bottle")
    table.game.item_field["item.sealed-bottle"] = 0
    life = p.stats["life"]
    asked, events, _ = perform(REFEREE, header, table, 1, "roll", (), None)
    assert asked.pending.pause.question == "may"
    assert "Запечатанная бутылка" in "\n".join(REFEREE.describe(events, "ru"))
    done, events, _ = perform(REFEREE, header, asked, 1, "yes", (), None)
    q = done.game.players[me]
    assert "item.sealed-bottle" not in q.items and q.stats["life"] == life - 1


# --------------------------------------------------------------------------- the audit table
#: every sampled card as found before this round's fixes: "exact" (does what it prints),
#: "partial" (part of it), "wrong" (nothing or the wrong thing), with what differed.
#: Score before: cards 29/0/1, items 7/2/1, travellers and princes 9/1/0 — 45/3/2 of 50.
#: After the fixes every row's test passes: 50/0/0.
AUDIT = {
    **{c: ("exact", "") for c in (
        "card.007", "card.012", "card.026", "card.028", "card.031", "card.053", "card.063", "card.076",
        "card.077", "card.087", "card.092", "card.095", "card.099", "card.101", "card.102", "card.103",
        "card.105", "card.107", "card.109", "card.110", "card.123", "card.142", "card.143", "card.146",
        "card.171", "card.175", "card.183", "card.189", "card.193")},
    "card.121": ("wrong", "a kept card's fight_bonus was never read: no +2 against the undead"),
    **{i: ("exact", "") for i in (
        "item.amulet-5", "item.body-armour", "item.crystal-ball", "item.magic-wand", "item.regent-crown-mind",
        "item.riddle-book", "item.waterskin")},
    "item.sphinx-charm": ("partial", "the card was cancelled but the charm stayed (effects after cancel_card skipped)"),
    "item.contraband-inn": ("partial", "the cargo was rolled before the field's conditions, not after them"),
    "item.sealed-bottle": ("wrong", "nothing ever uncorked it: an item's own effects were never run"),
    **{t: ("exact", "") for t in (
        "traveller.witch-queen", "traveller.mutant", "traveller.gypsy", "traveller.monk", "prince.corwin",
        "prince.gerard", "prince.eric", "prince.benedict", "prince.random")},
    "traveller.hussar": ("partial", "«может носить два кольта сразу» did nothing: two colts counted for anyone"),
}


def test_the_audit_table_is_the_sample():
    assert set(AUDIT) == set(CARDS) | set(ITEMS) | set(TRAVELLERS)
    assert (len(CARDS), len(ITEMS), len(TRAVELLERS)) == (30, 10, 10)
    score = [sum(1 for v, _ in AUDIT.values() if v == kind) for kind in ("exact", "partial", "wrong")]
    assert score == [45, 3, 2]


@pytest.mark.parametrize(("field", "stat", "where"), [("field.magic-tower", "magic", "discard"),
                                                       ("field.mind-palace", "mind", "deck")])
def test_a_regent_at_home_sends_the_card_where_the_field_says(rules, field, stat, where):
    """The same cause as the sphinx charm: board.yaml «может не исполнять карту … и отложить её в
    сброс» / «… и вернуть её в середину колоды» — the card stayed on the field instead."""
    from pnpkit.games.amber.rules.card_play import resolve_field
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    p.regent, p.position, state.deck = [stat], field, ["card.063", "card.110", "card.183"]
    ctx = ctx_for(rules, state, dice=[3] * 10, decide=lambda st, w, q, o, i: o.index(True) if True in o else 0)
    resolve_field(ctx, field)
    assert "battle" not in [e.kind for e in ctx.events] and "card.063" not in state.on_fields.get(field, [])
    assert "card.063" in getattr(state, where)


def test_the_sinister_forest_and_the_strength_castle_offer_their_privilege(rules):
    """board.yaml: «Злые в этом лесу … могут отвести от себя любую карту» and «Регент Мира Силы
    у себя в замке может вручить карту … любому другому игроку» — a field's on-draw trigger
    never fired (fields were no trigger sources)."""
    from pnpkit.games.amber.rules.card_play import resolve_field
    yes = lambda st, w, q, o, i: o.index(True) if True in o else 0  # noqa: E731
    state = game(rules, "traveller.witch-queen", "traveller.monk")  # she is evil
    p = state.players[0]
    p.position, state.deck = "field.sinister-forest", ["card.063"]
    ctx = ctx_for(rules, state, dice=[3] * 10, decide=yes)
    resolve_field(ctx, "field.sinister-forest")
    assert "sent_card" in [e.kind for e in ctx.events] and "battle" not in [e.kind for e in ctx.events]
    state = game(rules, "traveller.gladiator", "traveller.monk")
    p, q = state.players
    p.regent, p.position, state.deck = ["strength"], "field.strength-castle", ["card.110"]
    ctx = ctx_for(rules, state, dice=[6, 1] * 5, decide=yes)
    resolve_field(ctx, "field.strength-castle")
    assert any(e.kind == "card" and e.data.get("player") == q.name for e in ctx.events)  # the monk does it
    assert p.stats["life"] == p.start_stats["life"] and "card.110" not in p.trophies

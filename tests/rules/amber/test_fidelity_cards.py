"""Issue 16, point 8: cards and rules whose words must do something.

Seed 000 (000_62aca085f94afda4): №59/60 ТРИФФИД — the paralysed traveller is freed by a
move roll of two dice of 9–12, and that roll is his move; contraband is taken on only
with the experience its card names; the lasso (our item) lets you hunt like a firearm;
№112 БРОДЯЧИЙ ЛЕКАРЬ stays on the field when nobody needs him; a dead traveller's player
takes another traveller card (drawn at random); the game starts with the lady, and
without one (or with several) the first player is drawn by lot.
"""

import pytest
from amber_play import answer, ctx_for, game

from pnpkit.games.amber.rules.card_play import resolve_card, resolve_field
from pnpkit.games.amber.rules.conditions import can_hunt
from pnpkit.games.amber.rules.engine import RollMove, apply, new_game
from pnpkit.games.amber.rules.points import kill
from pnpkit.games.amber.rules.rules import RandomDice, ScriptedDice, load_rules


@pytest.fixture(scope="module")
def rules(amber_game):
    return load_rules(amber_game, "original")


def test_the_triffids_releasing_roll_is_the_move(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position, p.held = "field.jungle", ("2d6", 9, 12)
    state.phase = "roll"
    after, events = apply(state, RollMove(), ScriptedDice([5, 5]))
    assert [e.kind for e in events][:2] == ["released", "rolled_move"]
    assert after.pending_roll == 10 and after.phase == "move" and after.players[0].held is None
    still, events = apply(state, RollMove(), ScriptedDice([1, 2]))
    assert "still_held" in [e.kind for e in events] and still.players[0].held == ("2d6", 9, 12)


def test_contraband_needs_its_experience(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.stats["thalers"], p.stats["experience"] = [], 20, 2
    choose_village = answer(may=True, **{"do-field": True})  # the first load: the Enchanted Village, 3 ПО
    resolve_field(ctx_for(rules, state, decide=choose_village, field="field.smugglers"), "field.smugglers")
    assert p.items == [] and p.stats["thalers"] == 20
    p.stats["experience"] = 3
    resolve_field(ctx_for(rules, state, decide=choose_village, field="field.smugglers"), "field.smugglers")
    assert p.items == ["item.contraband-enchanted-village"] and p.stats["thalers"] == 15


def test_the_lasso_lets_you_hunt(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.stats["experience"] = [], [], 1
    assert not can_hunt(rules, p)
    p.items = ["item.lasso"]
    assert can_hunt(rules, p)


def test_the_wandering_healer_stays_when_nobody_needs_him(rules):
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.stats.update(life=6, strength=5, mind=5, magic=5)
    resolve_card(ctx_for(rules, state, decide=answer(**{"take-card": True}), field="field.savanna"), "card.112")
    assert state.on_fields.get("field.savanna") == ["card.112"]
    p.stats["life"] = 3
    resolve_card(ctx_for(rules, state, decide=answer(**{"take-card": True}), field="field.oasis"), "card.112")
    assert p.stats["life"] == 6 and "card.112" in state.discard


def test_a_new_traveller_is_drawn_at_random(rules):
    drawn = set()
    for face in (1, 5, 9):
        state = game(rules, "traveller.mercenary")
        kill(rules, state, 0, [], ScriptedDice([face]))
        drawn.add(state.players[0].traveller)
    assert len(drawn) == 3 and "traveller.mercenary" not in drawn


def test_the_lady_starts_and_otherwise_a_lot_decides(rules):
    lady = new_game(rules, [("A", "traveller.mercenary"), ("B", "traveller.amazon")], RandomDice(1))
    assert lady.turn == 1
    firsts = {new_game(rules, [("A", "traveller.mercenary"), ("B", "traveller.hussar"), ("C", "traveller.goblin")],
                       RandomDice(seed)).turn for seed in range(30)}
    assert firsts == {0, 1, 2}


def test_the_aliens_hold_you_in_the_epicentre_and_it_strikes_each_turn(rules):
    """Seed 000, №188 ПРИШЕЛЬЦЫ: lost to them, you are taken to the epicentre and, until
    freed, do the ЭПИЦЕНТР's conditions (our card: until a move roll of 5–6)."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.position, p.items, p.friends, p.stats["strength"] = "field.savanna", [], [], 1
    ctx = ctx_for(rules, state, dice=[6, 1, 6], field="field.savanna")  # ПС 8+6 against 1+1; the epicentre a 6
    resolve_card(ctx, "card.188")
    assert p.position == "field.epicentre" and p.held == ("d6", 5, 6, True)
    assert state.on_fields.get("field.savanna") == ["card.188"]
    p.stats.update(strength=5, mind=5, magic=5)
    state.phase = "roll"
    still, events = apply(state, RollMove(), ScriptedDice([4, 6]))  # 4: still held; the epicentre's 6: −2 ПС
    kinds = [e.kind for e in events]
    assert "still_held" in kinds and "rolled_move" not in kinds
    q = still.players[0]
    assert q.position == "field.epicentre" and q.held is not None and q.stats["strength"] == 3
    free, events = apply(still, RollMove(), ScriptedDice([5]))
    assert free.players[0].held is None and free.pending_roll == 5  # the freeing roll is the move


@pytest.mark.parametrize("helmet,mind_after", [(True, 5), (False, 3)])
def test_a_helmet_keeps_the_impath_from_your_mind(rules, helmet, mind_after):
    """Seed 000, №124 ИМПАТ: you roll twice whether or not you wear a helmet; the
    Gladiator's card (reference data): his helmet makes the impath no danger — so a
    helmet keeps your ПУ when you lose (our reading, rulebook §readings)."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.items, p.friends, p.stats["mind"], p.stats["experience"] = (["item.helmet"] if helmet else []), [], 5, 1
    ctx = ctx_for(rules, state, dice=[6, 1, 1], field="field.savanna")  # 10+6 against 5+1+1: lost
    resolve_card(ctx, "card.124")
    battle = next(e for e in ctx.events if e.kind == "battle")
    assert battle.data["outcome"] == "lose" and battle.data["you_roll"] == 2  # two dice, helmet or not
    assert p.stats["mind"] == mind_after


def test_the_gladiator_is_safe_from_the_impath(rules):
    state = game(rules, "traveller.gladiator")
    p = state.players[0]
    assert "item.helmet" in p.items
    mind = p.stats["mind"]
    p.stats["strength"] = p.stats["magic"] = 0
    ctx = ctx_for(rules, state, dice=[6, 1, 1, 1], field="field.savanna")  # lost; the pardon roll a 1: not pardoned
    resolve_card(ctx, "card.124")
    assert any(e.kind == "battle" and e.data["outcome"] == "lose" for e in ctx.events)
    assert p.stats["mind"] == mind


@pytest.mark.parametrize("card", ["card.028", "card.076", "card.122", "card.152"])
def test_the_witch_sends_a_female_opponent_to_the_inn(rules, card):
    """Seed 000, №3 ВЛЮБЛЕННАЯ ВЕДЬМА: any woman who meets her — an opponent or a
    traveller — goes to the ПОСТОЯЛЫЙ ДВОР.  With the witch as your friend a female
    opponent (Кикимора, Банши, Баба-яга, Гарпии) goes there: no fight, her card lies on the inn."""
    state = game(rules, "traveller.mercenary")
    p = state.players[0]
    p.friends, life = ["card.003"], p.stats["life"]
    ctx = ctx_for(rules, state, dice=[6, 1], field="field.savanna")
    resolve_card(ctx, card)
    assert not any(e.kind == "battle" for e in ctx.events)
    assert state.on_fields.get("field.inn") == [card] and p.stats["life"] == life and p.friends == ["card.003"]
    alone = game(rules, "traveller.mercenary")
    alone.players[0].friends = []
    ctx = ctx_for(rules, alone, dice=[6, 1], field="field.savanna")
    resolve_card(ctx, card)
    assert any(e.kind == "battle" for e in ctx.events)  # without the witch: a fight


def test_a_male_opponent_is_fought_even_with_the_witch(rules):
    state = game(rules, "traveller.mercenary")
    state.players[0].friends = ["card.003"]
    ctx = ctx_for(rules, state, dice=[6, 1], field="field.savanna")
    resolve_card(ctx, "card.015")  # the orc
    assert any(e.kind == "battle" for e in ctx.events) and "field.inn" not in state.on_fields


def _named(rules, named):
    """A decider that records who is asked what and names ``named`` for every roll."""
    asked = []

    def decide(state, who, question, options, info):
        asked.append((who, question, info.get("roll")))
        return options.index(named) if question in ("name-roll", "name-die") and named in options else 0
    return asked, decide


def test_bad_luck_lets_the_next_player_name_your_rolls(rules):
    """Seed 000, №5 НЕВЕЗЕНИЕ (our card text): for two tours every roll of yours, in
    battles too, is named by the player after you; the opponent's die stays a die."""
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    state.turn, state.phase = 0, "roll"
    p = state.players[0]
    p.position, p.statuses = "field.savanna", {"named-rolls": 2}
    asked, decide = _named(rules, 2)
    after, events = apply(state, RollMove(), ScriptedDice([6] * 10), decide)
    assert after.pending_roll == 2 and asked[0] == (1, "name-roll", "move")
    assert any(e.kind == "named_roll" and e.data["player"] == "P2" and e.data["roll"] == 2 for e in events)
    # in a battle: the opponent's die is rolled (6), yours is named (1)
    asked, decide = _named(rules, 1)
    p.stats["strength"] = 9
    ctx = ctx_for(rules, state, dice=[6, 6, 6], decide=decide, field="field.savanna")
    resolve_card(ctx, "card.015")  # the orc, ПС 10
    battle = next(e for e in ctx.events if e.kind == "battle")
    assert (battle.data["enemy_roll"], battle.data["you_roll"]) == (6, 1)
    assert (1, "name-die", "battle") in asked


def test_bad_luck_is_card_5s_effect_and_wears_off(rules):
    """Our card №5: after the two tours («по окончании») the traveller gets 1 ПО.  The
    two tours are the two after the card's (reference/amber-data.md, №5: «в течение 2-х
    туров»): the end of the turn the card was drawn in does not count (issue #30, 1)."""
    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p = state.players[0]
    p.stats["experience"] = 0
    state.turn = 0  # drawn in his own turn
    resolve_card(ctx_for(rules, state, field=p.position), "card.005")
    assert p.statuses.get("named-rolls") == 2 and p.stats["experience"] == 0
    from pnpkit.games.amber.rules.play import _end_turn

    for turn in (0, 1, 2):  # the card's own turn, then his next two
        state.turn = 0
        assert "named-rolls" in p.statuses and "world-locked" in p.statuses, turn
        _end_turn(ctx_for(rules, state))
        assert p.stats["experience"] == (1 if turn == 2 else 0)
    assert "named-rolls" not in p.statuses and "world-locked" not in p.statuses
    alone = game(rules, "traveller.mercenary")  # nobody to name them: the dice roll
    alone.players[0].statuses = {"named-rolls": 2}
    alone.phase = "roll"
    asked, decide = _named(rules, 2)
    after, _ = apply(alone, RollMove(), ScriptedDice([4]), decide)
    assert after.pending_roll == 4 and not [a for a in asked if a[1] in ("name-roll", "name-die")]


def test_the_witch_sends_a_female_traveller_to_the_inn_and_befriends_a_man(rules):
    """Seed 000, №3: a woman traveller who meets the witch goes to the ПОСТОЯЛЫЙ ДВОР and
    does that field; the witch's card stays where it happened.  A man takes her as a friend."""
    state = game(rules, "traveller.amazon", "traveller.mercenary")
    amazon, man = state.players
    assert amazon.sex == "female" and man.sex == "male"
    amazon.position, amazon.friends = "field.savanna", []
    resolve_card(ctx_for(rules, state, who=0, dice=[1] * 6, field="field.savanna"), "card.003")
    assert amazon.position == "field.inn" and state.on_fields.get("field.savanna") == ["card.003"]
    man.friends = []
    resolve_card(ctx_for(rules, state, who=1, decide=answer(**{"take-card": True, "befriend": True}), field=man.position),
                 "card.003")
    assert man.friends == ["card.003"]


def test_at_the_table_the_referee_asks_the_next_player_to_name_the_roll():
    """№5 through a referee session: A's move roll is not rolled (no die is used), B is
    asked to name it, and the number B chooses is A's move."""
    from dataclasses import replace

    from pnpkit.games.amber.referee import REFEREE
    from pnpkit.rules.session import Player, SessionHeader, perform

    header = SessionHeader("amber", 3, (Player("A", "mercenary"), Player("B", "hussar")))
    table = REFEREE.new(header)
    state = table.game.clone()
    state.turn, state.players[0].statuses, state.players[0].position = 0, {"named-rolls": 2}, "field.savanna"
    table = replace(table, game=state)
    table, events, _ = perform(REFEREE, header, table, 1, "roll", (), None, None)
    (question,) = [e for e in events if e.kind == "question"]
    assert (question.data["player"], question.data["question"]) == ("B", "name-roll")
    assert REFEREE.current_player(table) == "B"
    table, events, _ = perform(REFEREE, header, table, 2, "choose", ("2",), None, None)
    assert table.game.pending_roll == 2 and REFEREE.current_player(table) == "A"
    assert any(e.kind == "named_roll" and e.data["player"] == "B" for e in events)


def test_the_referee_words_the_bad_luck_questions_in_both_languages():
    from pnpkit.games.amber.rules.referee_text import QUESTIONS

    for locale in ("ru", "en"):
        assert {"name-roll", "name-die"} <= set(QUESTIONS[locale])
    assert "№5" in QUESTIONS["ru"]["name-die"] and "No. 5" in QUESTIONS["en"]["name-die"]


@pytest.mark.parametrize(("card", "status"), [("card.012", "free-moves"), ("card.193", "world-locked"),
                                           ("card.039", "clockwise"), ("card.039", "world-locked")])
def test_a_status_for_two_turns_lasts_the_two_turns_after_the_card(rules, card, status):
    """Issue #30, 1: reference/amber-data.md, №12 «два ближайших хода» (our card: «два
    ближайших хода ты не бросаешь кубик»), №193's world lock for 2 tours: set during the
    traveller's own turn, the status is still on for his next two turns, then gone."""
    from pnpkit.games.amber.rules.play import _end_turn

    state = game(rules, "traveller.mercenary", "traveller.hussar")
    p = state.players[0]
    state.turn = 0
    resolve_card(ctx_for(rules, state, field=p.position, decide=lambda s, w, q, o, i: len(o) - 1), card)
    if status not in p.statuses:
        pytest.skip(f"{card} did not set {status} from {p.position}")
    for turn in range(3):
        state.turn = 0
        assert status in p.statuses, turn
        if turn == 1 and status == "free-moves":  # his next turn: he names the move
            state.phase = "roll"
            after, events = apply(state, RollMove(), ScriptedDice([1]), lambda *a: 7)
            assert after.pending_roll == 8 and not any(e.kind == "rolled" for e in events)
        _end_turn(ctx_for(rules, state))
    assert status not in p.statuses

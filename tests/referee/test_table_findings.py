"""What a table met reading whole scripted games (issue #31, "done when"), each fixed
with its own test: an English word in a Russian fight line, a Russian choice in an
English game."""

from __future__ import annotations

from pnpkit.games.amber.referee import REFEREE


def test_a_fight_line_names_who_gave_a_bonus():
    # «у тебя 2 = свои ПС 0 + ability +2»: the Destroyer's +2 named in English
    from pnpkit.games.amber.rules.referee_text_fights import fight_lines

    fight = {"kind": "battle", "card": "card.030", "stat": "strength", "you": 2, "enemy": 11,
             "parts": [["own strength", 0], ["traveller.destroyer", 2]], "enemy_parts": [["strength", 11]],
             "win": 0.0, "draw": 0.0, "loss": 1.0, "exact": {"win": "0", "draw": "0", "loss": "1"}}
    ru = "\n".join(fight_lines(REFEREE, fight, "ru"))
    assert "свои ПС 0 + Разрушитель +2" in ru and "ability" not in ru
    assert "own STR 0 + Destroyer +2" in "\n".join(fight_lines(REFEREE, fight, "en"))


def test_a_table_rows_choice_is_told_in_english():
    # the Cactus Thicket's roll of 5 asked «1. починить за 2 талера» in an English game
    from pnpkit.games.amber.rules.referee_names import option_texts

    texts = option_texts(REFEREE.game("ru"), REFEREE.game("en"))
    assert texts["починить за 2 талера"] == "repair it for 2 thalers"
    assert texts["расстаться с предметом"] == "part with the item"


def test_the_status_tells_hexes_and_things_under_cards_in_words(tmp_path):
    # «Источники: card.192:hex — осталось 4.»: a hex (№29/96) shown as a Source's key
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    players = (Player("Аня", None, "f"), Player("Борис", None, "m"))
    table = Table.new(tmp_path / "game.pnp", SessionHeader("amber", 1, players))
    table.state.game.card_pools.update({"card.192:hex": 1, "card.025:under:card.140": 1})
    ru = REFEREE.status(table.state, "ru")
    assert "Колдовство лежит на картах: №192 Мутант-громила (от Ани)." in ru
    assert "Под картой №25 " in "\n".join(ru) and ": №140 Подкова." in "\n".join(ru)
    assert not any(":hex" in line or "card." in line or "Источники" in line for line in ru)
    assert "Hexed cards: No. 192 " in "\n".join(REFEREE.status(table.state, "en"))


def test_a_hexed_card_a_chosen_field_and_the_arena_are_told_in_words():
    # «у противника 7 = ПМ 2 + hexed +2 …», «это значит: …; перейти на «choose»»,
    # «Аня погибает на поле «arena».» — each met in a scripted four-player game
    from pnpkit.games.amber.rules.referee_text_fights import fight_lines
    from pnpkit.games.amber.rules.referee_text_questions import effects_summary
    from pnpkit.games.amber.rules.referee_text_say import _Say, names_of

    fight = {"kind": "battle", "card": "card.192", "stat": "magic", "you": 5, "enemy": 7,
             "parts": [["own magic", 5]], "enemy_parts": [["magic", 2], ["hexed", 2], ["modifier", 3]],
             "win": 0.5, "draw": 0.1, "loss": 0.4, "exact": {"win": "1/2", "draw": "1/10", "loss": "2/5"}}
    assert "ПМ 2 + колдовство +2 + модификатор +3" in "\n".join(fight_lines(REFEREE, fight, "ru"))
    assert "MAG 2 + hex +2 + modifier +3" in "\n".join(fight_lines(REFEREE, fight, "en"))
    said = effects_summary(_Say(REFEREE, "ru"), ["discard", {"go_to": "choose"}])
    assert "choose" not in said and "перейти на любое поле" in said
    assert "any field of your World" in effects_summary(_Say(REFEREE, "en"), [{"go_to": "choose-world"}])
    assert names_of(REFEREE.game("ru"))["field.kingdom-arena"] == "Арена"
    assert names_of(REFEREE.game("en"))["field.kingdom-arena"] == "The Arena"


def test_the_live_board_draws_a_chosen_move_on_its_field(tmp_path):
    # a click on a lit field logged «Борис идёт: … → Золотой прииск», but the piece stayed on
    # the field it left until «resolve»
    from pnpkit.games.amber.amber_live import LIVE
    from pnpkit.games.amber.rules import engine
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    players = (Player("Аня", None, "f"), Player("Борис", None, "m"))
    table = Table.new(tmp_path / "game.pnp", SessionHeader("amber", 5, players))
    table.act("roll", [])
    if table.state.game.phase != "move":
        return
    mover = table.state.game.current.name
    dest = sorted({m.dest for m in engine.moves_for(table.state.game)})[0]
    table.act("move", [dest])
    view = LIVE.view(table.state, "ru")
    panel = next(p for p in view.panels if p.name == mover)
    assert panel.place == dest and dest in {t.field for t in view.targets}  # still free to change


def test_an_offered_ability_names_whose_it_is_and_when():
    # «Воспользоваться способностью с карты путника или вещи (по желанию)?» alone: which one?
    from pnpkit.rules.session import Event

    ask = Event("question", {"player": "Гоша", "question": "use-ability", "options": [False, True],
                             "info": {"source": "traveller.elf", "moment": "before-move"}, "players": ["Гоша"]})
    lines = REFEREE.describe([ask], "ru")
    assert lines[1].strip() == "способность: Эльф (перед ходом)", lines
    assert REFEREE.describe([ask], "en")[1].strip() == "ability: Elf (before the move)"


def test_a_queen_who_wins_the_crown_battle_is_a_queen():
    # «A new king: Vicky.» after Vicky beat the King in the arena
    from pnpkit.rules.messages import speaking_of
    from pnpkit.rules.session import Event

    speaking_of({"Вика": "f", "Vicky": "f", "Борис": "m"})
    try:
        assert REFEREE.describe([Event("new_king", {"king": "Вика"})], "ru") == ["Новая королева: Вика."]
        assert REFEREE.describe([Event("new_king", {"king": "Vicky"})], "en") == ["A new queen: Vicky."]
        assert REFEREE.describe([Event("new_king", {"king": "Борис"})], "ru") == ["Новый король: Борис."]
    finally:
        speaking_of({})


def test_an_overtaken_racer_is_named_in_the_accusative():
    # «Вика обогнали — можно идти дальше.» for «Вику обогнали»
    from pnpkit.games.race.referee import REFEREE as RACE
    from pnpkit.rules.messages import speaking_of
    from pnpkit.rules.session import Event

    speaking_of({"Вика": "f", "Борис": "m"})
    try:
        said = RACE.describe([Event("overtaken", {"name": "Вика"})], "ru")
        assert said == ["Вику обогнали — можно идти дальше."], said
        assert RACE.describe([Event("overtaken", {"name": "Борис"})], "ru") == ["Бориса обогнали — можно идти дальше."]
    finally:
        speaking_of({})

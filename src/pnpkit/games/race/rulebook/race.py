"""Template context for the race rulebook: the rule texts and switches the race data
carries (``extra.rulebook``), the presets, and every square with an obstacle."""

from __future__ import annotations

from pnpkit.model.game import Game

EXAMPLE_REROLLS = (2, 5)   # the obstacle's own roll in the two runs of the example


def first_obstacle_example(game: Game, locale: str = "ru", text_for=None) -> dict:
    """A pawn on the start rolls exactly onto the first obstacle square, twice, with two
    different follow-up rolls: what the engine says happens, sentence by sentence."""
    from pnpkit.games.race.rules import Options, ScriptedDice, new_state, play_turn
    from pnpkit.games.race.rules.from_game import race_from_game
    from pnpkit.games.race.rules.place_words import place_names
    from pnpkit.games.race.rules.referee_text import sentence
    from pnpkit.i18n.code_texts import code_words

    data = race_from_game(game)
    names = place_names(game)  # the game is localized: its squares' names are the locale's
    first = min((f for f in game.fields_of("track") if f.text and f.number), key=lambda f: f.number)
    # the example's one player: the kit's word for a player and a 1 («Игрок 1», "Player 1")
    name = f"{code_words('pnpkit.games.race.kit.race_print:WORDS', locale, text_for)['player']} 1"
    runs = []
    for reroll in EXAMPLE_REROLLS:
        faces = [first.number, reroll, reroll, reroll, reroll]
        state, events = play_turn(new_state(2), data.track, Options(), ScriptedDice(faces))
        said = [sentence(e.kind, {**dict(e.args), "name": name}, locale, names) for e in events]
        runs.append({"reroll": reroll, "lines": [t for t in said if t], "end": state.pawns[0].pos})
    return {"cell": first.number, "name": first.name, "text": first.text, "runs": runs}


def context(game: Game, locale: str = "ru", text_for=None) -> dict:
    from pnpkit.games.race.rules.place_words import switch_words

    obstacles = [f for f in game.fields if f.text]
    return {
        "game": game,
        "book": dict(game.extra.get("rulebook", {})),
        "presets": list(game.presets),
        "shown": switch_words(game).value,  # a switch's value in the rules sheet's words
        "track": [f for f in obstacles if f.board == "track"],
        "paths": [f for f in obstacles if f.board != "track"],
        "boards": {b.id: b.name for b in game.boards},
        "example": first_obstacle_example(game, locale, text_for),
        "last_cell": max((f.number or 0) for f in game.fields if f.board == "track"),
    }

"""Template context for the Fighting Fantasy rulebook: the rules summary the kit keeps
in code, the monsters and presets from the data, and a combat round and the odds of a
whole fight worked out by the rules engine."""

from __future__ import annotations

from pnpkit.model.game import Game
from pnpkit.rules.numbers import decimal, share_digits

HERO = {"skill": 9, "stamina": 18, "luck": 9}
EXAMPLE_MONSTER = "monster.orc"
HERO_DICE = (4, 3)
MONSTER_DICE = (2, 5)


def combat_example(game: Game, locale: str = "ru") -> dict:
    from pnpkit.games.fighting_fantasy.rules.combat import Blow, Opponent, resolve_round
    from pnpkit.games.fighting_fantasy.rules.damage import BLOW_DAMAGE
    from pnpkit.games.fighting_fantasy.rules.odds import fight_odds

    monster = game.index("characters")[EXAMPLE_MONSTER]
    skill, stamina = int(monster.stats["skill"]), int(monster.stats["stamina"])
    result = resolve_round(HERO["skill"], [Opponent(monster.name, skill, stamina)], 0, HERO_DICE,
                           [MONSTER_DICE], instant_kill=False)
    damage = BLOW_DAMAGE[None] if result.blow is Blow.WOUND else 0
    odds = fight_odds(HERO["skill"], HERO["stamina"], [(skill, stamina)])
    return {
        "hero": HERO, "monster": {"name": monster.name, "skill": skill, "stamina": stamina},
        "hero_dice": HERO_DICE, "monster_dice": MONSTER_DICE,
        "hero_attack": result.hero_attack, "monster_attack": result.opponent_attacks[0],
        "outcome": "wound" if result.blow is Blow.WOUND else ("hurt" if result.wounded_by else "parry"),
        "damage": damage, "monster_after": stamina - damage,
        # a near-certain win is written 99,9995, not 100,0 (the example's hero all but always wins)
        "win": decimal(float(odds.win) * 100, locale, share_digits(float(odds.win))),
        "rounds": decimal(float(odds.expected_rounds), locale, 1),
    }


def context(game: Game, locale: str = "ru", text_for=None) -> dict:
    from pnpkit.i18n.code_texts import code_words

    return {
        "game": game,
        "rules": code_words("pnpkit.games.fighting_fantasy.kit.ff_texts:RULES", locale, text_for),
        "stats": game.extra.get("stats", []),
        "monsters": [c for c in game.characters if c.kind == "monster"],
        "presets": list(game.presets),
        "fight": combat_example(game, locale),
    }

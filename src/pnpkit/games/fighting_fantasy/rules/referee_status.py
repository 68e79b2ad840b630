"""What ``referee status`` says of a Fighting Fantasy table, composed from its view (plain
data: :meth:`FightingFantasyReferee.status_view`) without the engine: the same words
whether the view was kept beside the session or taken from a replay
(pnpkit.rules.session_state)."""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules.referee_text import MESSAGES, describe_events, status_lines
from pnpkit.rules.messages import say
from pnpkit.rules.session_records import Event  # not rules.session: a status replays nothing

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from typing import Any

#: the referee's rules version (a kept view from other rules is not used; a test holds them equal);
#: 2: a blow whose plain 2 fells the last opponent asks no luck question (session 14)
RULES_VERSION = 2
#: the presets the referee knows (combat.PRESETS; a test holds them equal)
PRESET_IDS = ("classic", "instant-kill")


def status(view: dict[str, Any], locale: str) -> list[str]:
    """The table's lines, and the end of the adventure when the hero is dead."""
    lines = status_lines(view, locale)
    return lines + [over_line(view, locale)] if view["dead"] else lines


def over_line(view: dict[str, Any], locale: str) -> str:
    if not view["dead"]:
        return ""
    return describe_events([Event("hero_dead", {"name": view["player"], "player": view["player"]})], locale)[0]


def preset_name(preset: str, locale: str) -> str:
    return say(MESSAGES, f"presets.{preset}", locale) if preset in PRESET_IDS else preset


GAME_ID = "fighting-fantasy"


def describe(events, locale: str) -> list[str]:
    return describe_events(events, locale)


def first_rolled(events) -> int:
    """The index of the first event an action's dice made (a round, a luck test): a new
    round first settles the luck choices left waiting, then rolls (narrate.told_lines)."""
    return next((i for i, e in enumerate(events) if e.kind in ("round", "luck_test")), 0)


def arg_words(command: str, args, locale: str) -> list[str]:
    """An action's words for its title in ``locale`` (as the referee's arg_words)."""
    from pnpkit.games.fighting_fantasy.rules.arg_words import arg_words as told

    return told(command, args, locale)


def roll_label(why: str, locale: str) -> str:
    from pnpkit.games.fighting_fantasy.rules.referee_text import roll_label as label

    return label(why, locale)


#: the questions answered from a kept view
QUESTIONS = ("odds",)


def ask(view: dict[str, Any], command: str, args: list[str]) -> list:
    """``odds`` of the fight under way, or before one against the opponents ``args`` name
    as ``fight`` names them, as the referee gives them (rules.fight_odds)."""
    from pnpkit.games.fighting_fantasy.rules.fight_odds import fight_odds_event

    fight, hero = view["fight"], view["hero"]
    if command != "odds" or view["dead"]:
        raise LookupError(command)
    if fight is None:
        opponents, begun = _named_opponents(args), False
    else:
        if fight["offer"] is not None:  # a luck question due: the odds of each answer
            from pnpkit.rules.session_records import Event

            return [Event("luck_offer", fight["offer"])]
        opponents = [(name, skill, stamina) for name, skill, stamina, _alive in fight["opponents"]]
        begun = fight["rounds"] > 0
    return [fight_odds_event(hero["skill"][0], hero["stamina"][0], hero["luck"][0], opponents,
                             view["instant_kill"], begun)]


def _named_opponents(args: list[str]) -> list[tuple[str, int, int]]:
    """The opponents ``odds --enemy NAME:SKILL:STAMINA …`` names before a fight, refused
    as the referee refuses them (rules.fight_words reads them for both, without
    the fight's state and its dataclasses)."""
    from pnpkit.games.fighting_fantasy.rules.referee_text import REFUSALS
    from pnpkit.rules.messages import refusal

    if not args:
        raise refusal(REFUSALS, "no_odds")
    from pnpkit.games.fighting_fantasy.rules.fight_words import fight_words

    enemies, _escape, _target = fight_words(args)
    if not enemies:
        raise refusal(REFUSALS, "no_odds")
    return enemies

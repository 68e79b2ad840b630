"""The Fighting Fantasy table's state (hero, fight, luck choices waiting), the parsing
of what a table types (enemies, a hero, a target), the sheet's small arithmetic and the
exact advice (odds, luck choices, escape), used by :mod:`.referee`."""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules.character import Character, CreationRolls
from pnpkit.games.fighting_fantasy.rules.combat import Opponent, Preset
from pnpkit.games.fighting_fantasy.rules.fight_odds import fight_odds_event
from pnpkit.games.fighting_fantasy.rules.fight_words import enemy_values, fight_words
from pnpkit.games.fighting_fantasy.rules.referee_text import MESSAGES, REFUSALS
from pnpkit.rules.messages import refusal
from pnpkit.rules.messages import say as message
from pnpkit.rules.session import Event
from pnpkit.value_class import replace, value_class
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: collections.abc loads the collections package (~1 ms of a write)
    from collections.abc import Sequence

GAME_ID = "fighting-fantasy"


#: kept in fight_state.json: the stats (``STAT_WORDS``) and the things of the sheet
#: (``THING_WORDS``) as a table names them, in either language
_TABLES = word_file(__file__, "fight_state.json")
STAT_WORDS: dict[str, str] = _TABLES["STAT_WORDS"]
THING_WORDS: dict[str, str] = _TABLES["THING_WORDS"]


@value_class(frozen=True)
class Pending:
    """A luck choice waiting: your ``blow`` on an opponent, or a ``wound`` it dealt you."""

    kind: str  # "blow" | "wound" | "escape"
    opponent: int


@value_class(frozen=True)
class Fight:
    opponents: tuple[Opponent, ...]
    can_escape: bool = False
    rounds: int = 0
    pending: tuple[Pending, ...] = ()
    escaping: bool = False


@value_class(frozen=True)
class FFState:
    player: str
    preset: Preset
    hero: Character
    creation: CreationRolls | None = None
    fight: Fight | None = None
    record: tuple[tuple[str, str], ...] = ()  # (opponents, "won" | "escaped" | "died")

    @property
    def dead(self) -> bool:
        return self.hero.stamina.current <= 0 and not (self.fight and self.fight.pending)


# --------------------------------------------------------------------------- parsing


def parse_enemy(text: str) -> Opponent:
    """``NAME:SKILL:STAMINA`` (the name may itself contain colons)."""
    return Opponent(*enemy_values(text))


def parse_character(text: str) -> tuple[int, int, int]:
    """``SKILL/STAMINA/LUCK`` as typed after the player's name (``Аня:10/20/9``)."""
    parts = text.replace(",", "/").replace(":", "/").split("/")
    try:
        skill, stamina, luck = (int(p) for p in parts)
    except ValueError:
        raise refusal(REFUSALS, "hero_format", text=text) from None
    return skill, stamina, luck


def split_fight_args(args: Sequence[str]) -> tuple[list[Opponent], bool, str | None]:
    enemies, can_escape, target = fight_words(args)
    return [Opponent(*enemy) for enemy in enemies], can_escape, target


def find_target(fight: Fight, text: str | None) -> int:
    living = [i for i, o in enumerate(fight.opponents) if o.alive]
    if text is None:
        return living[0]
    if text.isdigit():
        index = int(text) - 1
        if index in living:
            return index
    else:
        for i in living:
            if fight.opponents[i].name.casefold() == text.casefold():
                return i
    names = ", ".join(f"{i + 1}. {fight.opponents[i].name}" for i in living)
    raise refusal(REFUSALS, "no_target", text=text, names=names)


COUNTERS = ("gold", "jewels", "potions", "provisions")


def whole(text: str) -> int:
    """A count of gold, jewels, potions or provisions to take, drop or pay: 0 is refused
    (taking nothing is no action for the log)."""
    try:
        value = int(text)
    except ValueError:
        raise refusal(REFUSALS, "not_whole", text=text) from None
    if value < 0:
        raise refusal(REFUSALS, "negative")
    if value == 0:
        raise refusal(REFUSALS, "zero_amount")
    return value


def add_counter(hero: Character, what: str, delta: int) -> Character:
    now = getattr(hero, what) + delta
    if now < 0:
        raise refusal(REFUSALS, "not_enough", have=getattr(hero, what),
                      what=lambda locale: message(MESSAGES, f"counters.{what}", locale).lower())
    return replace(hero, **{what: now})


def set_opponent(fight: Fight, index: int, opponent: Opponent) -> Fight:
    opponents = list(fight.opponents)
    opponents[index] = opponent
    return replace(fight, opponents=tuple(opponents))


def opponent_json(o: Opponent) -> dict[str, str | int]:
    return {"name": o.name, "skill": o.skill, "stamina": o.stamina}


def sheet_event(state: FFState) -> Event:
    hero, fight = state.hero, state.fight
    opponents = [opponent_json(o) for o in fight.opponents] if fight else []
    return Event("sheet", {"stamina": [hero.stamina.current, hero.stamina.initial],
                           "luck": [hero.luck.current, hero.luck.initial], "opponents": opponents})


def odds_event(state: FFState) -> Event:
    fight = state.fight
    assert fight is not None
    hero = state.hero
    return fight_odds_event(hero.skill.current, hero.stamina.current, hero.luck.current,
                            [(o.name, o.skill, o.stamina) for o in fight.opponents],
                            state.preset.instant_kill, begun=fight.rounds > 0)

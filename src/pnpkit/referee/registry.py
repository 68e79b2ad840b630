"""Which module referees each game (imported only when a session of that game is used).

HOW TO PLUG IN A GAME (one plugin field, nothing else to touch)
=============================================================

1. Write a pure module (in the game's package: stdlib only, no I/O, no printing)
   with a subclass of :class:`pnpkit.rules.session.GameReferee` and a module-level
   instance named ``REFEREE``::

       from pnpkit.rules.session import CommandSpec, Event, GameReferee, RuleError

       class RaceReferee(GameReferee):
           game_id = "race"

           def new(self, header):            # header: SessionHeader (players, seed,
               return RaceState(...)          # preset, options); validate it here or in
                                              # validate_header() and raise RuleError
           def commands(self, state):        # what may be typed NOW
               return [CommandSpec("roll", "бросить кубик и пойти", "roll and move"),
                       CommandSpec("moves", "куда можно пойти", "where you can go",
                                   logged=False)]        # a question: no dice, no log
           def apply(self, state, action, dice):
               # action.command, action.args (raw strings), action.actor (or None)
               if action.command == "roll":
                   r = dice.roll("1d6", why="move")    # RollRecord: .faces, .total
                   ...                                   # never use random yourself
                   return new_state, [Event("moved", {"player": p, "to": cell},
                                            rule="race.move")]
               raise RuleError("так сейчас нельзя", "not allowed now")
           def describe(self, events, locale):  # -> list of plain-text lines, ru or en
               ...
           def to_json(self, state):             # JSON-friendly snapshot (also hashed
               ...                               # into the log to detect edits)
           # optional: status(state, locale), current_player(state), is_over(state),
           #           validate_header(header), explain(rule_id, locale) -> sentence,
           #           roll_label(why, locale) -> how a roll's purpose reads

       REFEREE = RaceReferee()

2. Give the game's plugin (pnpkit.plugins.GamePlugin) a ``referee=RefereeSpec(module,
   commands)``: the module's dotted path and the command names the game uses (the CLI
   registers ``pnpkit referee <name>`` for each name without importing your module, so
   start-up stays fast).  Names already in ``BASE_COMMANDS`` need not be repeated.
   (Tests and embedding programs may also :func:`register` a GameEntry at run time.)

Then ``pnpkit referee new race --player Аня --player Борис`` and
``pnpkit referee <command> ARGS... [--dice 4,3] [--player NAME] [--json]`` work, as do
``status``, ``log``, ``undo``, ``replay --verify`` and ``play`` (which prompts
``current_player(state)`` and prints ``describe(events)``; name the rule an event
applies in ``Event.rule`` and explain it in ``describe``).  Rolls are shown by the
framework, so ``describe`` need not repeat the faces.  ``pnpkit referee do NAME ARGS``
reaches any command, listed or not.

A live board (optional, ``pnpkit referee serve`` and ``referee board``): a module with
``LIVE``, an object with ``pictures(locale)`` (the kit's board drawings and where each
field lies) and ``view(state, locale)`` (panels, reachable fields, answers, a fight's
odds), see :class:`pnpkit.referee.live.LiveBoard`; name the module in the entry's
``live``.  Without one the page shows the game's status as text.

Rolls while setting up (``new``): draw them from ``action_rng(header.seed, 0)``
(``pnpkit.rules.session``; action 0 is the set-up), e.g. ``roll("2d6+12", rng)`` from
``pnpkit.rules.dice``: the start then follows from the seed alone and replays.

Rules for ``apply``: it gets the state and must not mutate it (return a new one); it
may raise RuleError before or after rolling (then nothing is logged, and the same
action number rolls the same dice next time); for a ``logged=False`` command it must
not roll.  Replays call it again with the recorded rolls, so it must be deterministic.
"""

from __future__ import annotations

import importlib

from pnpkit.value_class import value_class
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # the CLI reads command_names() at start-up: keep this import light
    from pnpkit.referee.live import LiveBoard
    from pnpkit.rules.session import GameReferee

# Commands every game may use; the CLI offers these names for all sessions and refuses
# one the session's game does not have, with the list of commands it does have.
BASE_COMMANDS: tuple[str, ...] = (
    "move", "moves", "resolve", "fight", "pay", "buy", "sell", "trade", "duel",
    "luck", "eat", "drink", "escape", "draw", "pass", "end-turn", "take", "drop",
    "place", "give", "adjust",  # the game master records a step done by hand
)

#: kept in registry.json: ``BASE_ALIASES``, the Russian names of those commands (a table
#: says them aloud; the log keeps the English name, so a session replays whatever was
#: typed), and ``FRAMEWORK_ALIASES``, of the referee's own (pnpkit referee статус …)
_TABLES = word_file(__file__, "registry.json")
BASE_ALIASES: dict[str, str] = _TABLES["BASE_ALIASES"]
FRAMEWORK_ALIASES: dict[str, str] = _TABLES["FRAMEWORK_ALIASES"]


@value_class(frozen=True)
class GameEntry:
    game_id: str
    module: str                      # dotted path of the module defining REFEREE
    commands: tuple[str, ...] = ()   # extra command names beyond BASE_COMMANDS
    attribute: str = "REFEREE"
    live: str = ""                   # dotted path of the module defining LIVE (its live board)
    aliases: tuple[tuple[str, str], ...] = ()  # Russian names of the extra commands
    status: str = ""                 # dotted path of the module composing a kept status


#: games added at run time (tests, embedding programs); the others come from the plugins
GAMES: dict[str, GameEntry] = {}


def _entry(name: str, plugin) -> GameEntry:
    spec = plugin.referee
    return GameEntry(name, spec.module, spec.commands, spec.attribute, live=spec.live, aliases=spec.aliases,
                     status=spec.status)


def refereed_games() -> dict[str, GameEntry]:
    """Every refereed game by id: the game plugins' referees, then run-time additions."""
    from pnpkit.plugins import plugins

    found = {name: _entry(name, p) for name, p in plugins().items() if p.referee is not None}
    return {**found, **GAMES}


def refereed_game(game_id: str) -> GameEntry | None:
    """The one game's entry (refereed_games().get(game_id), without listing every game
    when it is a shipped one: see pnpkit.plugins.plugin_for)."""
    from pnpkit.plugins import plugin_for

    if game_id in GAMES:
        return GAMES[game_id]
    plugin = plugin_for(game_id)
    return _entry(game_id, plugin) if plugin is not None and plugin.referee is not None else None


class UnknownGame(LookupError):
    def __init__(self, game_id: str, reason: str = "") -> None:
        self.game_id = game_id
        self.reason = reason
        known = ", ".join(sorted(refereed_games())) or "none yet"
        text = f"no referee for game '{game_id}' (refereed games: {known})"
        super().__init__(f"{text}: {reason}" if reason else text)


def register(entry: GameEntry) -> None:
    """Add a game at run time (tests, embedding programs); games with a package give
    their referee in their plugin."""
    GAMES[entry.game_id] = entry


def command_names() -> list[str]:
    names = list(BASE_COMMANDS)
    for entry in refereed_games().values():
        names.extend(n for n in entry.commands if n not in names)
    return names


def alias_names() -> list[str]:
    """Every Russian name of a game command (the CLI registers each, hidden)."""
    names = list(BASE_ALIASES)
    for entry in refereed_games().values():
        names.extend(a for a, _ in entry.aliases if a not in names)
    return names


def aliases_of(game_id: str, command: str) -> list[str]:
    """The Russian names of ``command`` in a game (for help listings)."""
    entry = refereed_game(game_id)
    own = dict(entry.aliases) if entry is not None else {}
    return [a for a, c in {**BASE_ALIASES, **own}.items() if c == command]


def canonical_command(game_id: str, name: str) -> str:
    """The command a typed name means in a game: its Russian name, any letter case,
    becomes the English one the rules and the log know; other names stay as typed."""
    folded = name.casefold()
    entry = refereed_game(game_id)
    own = dict(entry.aliases) if entry is not None else {}
    return own.get(folded) or BASE_ALIASES.get(folded) or name


def load_referee(game_id: str) -> GameReferee:
    from pnpkit.rules.session import GameReferee

    entry = refereed_game(game_id)
    if entry is None:
        raise UnknownGame(game_id)
    try:
        module = importlib.import_module(entry.module)
    except ImportError as exc:
        raise UnknownGame(game_id, f"its module {entry.module} cannot be imported ({exc})") from None
    referee = getattr(module, entry.attribute, None)
    if not isinstance(referee, GameReferee):
        raise UnknownGame(game_id, f"{entry.module}.{entry.attribute} is not a GameReferee")
    return referee


def load_live_board(game_id: str) -> LiveBoard | None:
    """The game's live board (``pnpkit referee serve``), or None when it has none."""
    entry = refereed_game(game_id)
    if entry is None or not entry.live:
        return None
    return importlib.import_module(entry.live).LIVE

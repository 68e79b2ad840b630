"""Which module referees each game (imported only when a session of that game is used).

HOW TO PLUG IN A GAME (one plugin field, nothing else to touch)
=============================================================

1. Write a pure module (in the game's package: stdlib only, no I/O, no printing) with a
   subclass of :class:`pnpkit.rules.session.GameReferee` (its docstrings are the
   contract: ``new``, ``commands``, ``apply``, ``describe``, ``to_json`` and the
   optional ``status``, ``current_player``, ``is_over``, ``explain``, ``roll_label`` …)
   and a module-level instance named ``REFEREE``.  Dice come from ``apply``'s dice
   source (``dice.roll("1d6", why="move")``), never from ``random``.

2. Give the game's plugin (pnpkit.plugins.GamePlugin) a ``referee=RefereeSpec(module,
   commands)``: the module's dotted path and the command names the game uses (the CLI
   registers ``pnpkit referee <name>`` for each name without importing your module, so
   start-up stays fast).  Names already in ``BASE_COMMANDS`` need not be repeated.
   (Tests and embedding programs may also :func:`register` a spec at run time.)

Then ``new``, every command, ``status``, ``log``, ``undo``, ``replay --verify`` and
``play`` work (``play`` prompts ``current_player(state)`` and prints
``describe(events)``; name the rule an event applies in ``Event.rule`` and explain it in
``explain``).  Rolls are shown by the framework, so ``describe`` need not repeat the
faces.  ``pnpkit referee do NAME ARGS`` reaches any command, listed or not.

A live board (optional, ``pnpkit referee serve`` and ``referee board``): a module with
``LIVE``, a :class:`pnpkit.referee.live.LiveBoard`; name the module in the spec's
``live``.  Without one the page shows the game's status as text.

Rolls while setting up (``new``): draw them from ``action_rng(header.seed, 0)``
(``pnpkit.rules.session``; action 0 is the set-up), e.g. ``roll("2d6+12", rng)`` from
``pnpkit.rules.dice``: the start then follows from the seed alone and replays.

Beyond ``apply``'s contract (pure, deterministic, RuleError before or after rolling):
a refused action leaves its dice to the next action of the same number, and a
``logged=False`` command must not roll.
"""

from __future__ import annotations

import sys

from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # the CLI reads command_names() at start-up: keep this import light
    from pnpkit.referee.live import LiveBoard
    from pnpkit.referee_spec import RefereeSpec
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


#: games added at run time (tests, embedding programs); the others come from the plugins
GAMES: dict[str, RefereeSpec] = {}


def refereed_games() -> dict[str, RefereeSpec]:
    """Every refereed game by id: the game plugins' referees, then run-time additions."""
    from pnpkit.plugins import plugins

    found = {name: p.referee for name, p in plugins().items() if p.referee is not None}
    return {**found, **GAMES}


def refereed_game(game_id: str) -> RefereeSpec | None:
    """The one game's entry (refereed_games().get(game_id), without listing every game
    when it is a shipped one: see pnpkit.plugins.plugin_for).  While pnpkit.plugins is
    not even imported, no plugin was scanned or registered at run time, so plugin_for
    would answer with a shipped game's own plugin, whose ``referee`` is the one in the
    game's ``referee_spec`` module: that is read alone (a one-shot write builds no
    plugin; tests/test_plugins_shipped.py)."""
    if game_id in GAMES:
        return GAMES[game_id]
    if "pnpkit.plugins" not in sys.modules:
        shipped = shipped_referee(game_id)
        if shipped is not None:
            return shipped
    from pnpkit.plugins import plugin_for

    plugin = plugin_for(game_id)
    return plugin.referee if plugin is not None else None


#: where a shipped game's referee is named (its plugin's ``referee`` is that very object)
def shipped_referee(game_id: str) -> RefereeSpec | None:
    """The ``REFEREE`` of ``pnpkit.games.<game_id>.referee_spec`` (``-`` read as ``_``)
    when that package ships one for exactly this rules name; else None."""
    from pnpkit.referee_spec import shipped_module  # what a shipped game's record imports anyway

    module = shipped_module(game_id, "referee_spec")
    return module.REFEREE if getattr(module, "RULES", None) == game_id else None


class UnknownGame(LookupError):
    def __init__(self, game_id: str, reason: str = "") -> None:
        self.game_id, self.reason = game_id, reason
        known = ", ".join(sorted(refereed_games())) or "none yet"
        text = f"no referee for game '{game_id}' (refereed games: {known})"
        super().__init__(f"{text}: {reason}" if reason else text)


def register(game_id: str, spec: RefereeSpec) -> None:
    """Add a game at run time (tests, embedding programs); games with a package give
    their referee in their plugin."""
    GAMES[game_id] = spec


def command_names() -> list[str]:
    games = refereed_games().values()
    return list(dict.fromkeys([*BASE_COMMANDS, *(n for entry in games for n in entry.commands)]))


def alias_names() -> list[str]:
    """Every Russian name of a game command (the CLI registers each, hidden)."""
    games = refereed_games().values()
    return list(dict.fromkeys([*BASE_ALIASES, *(a for entry in games for a, _ in entry.aliases)]))


def _aliases(game_id: str) -> dict[str, str]:
    """The Russian names of the commands in a game (its own before the common ones)."""
    entry = refereed_game(game_id)
    return {**BASE_ALIASES, **dict(entry.aliases if entry is not None else ())}


def aliases_of(game_id: str, command: str) -> list[str]:
    """The Russian names of ``command`` in a game (for help listings)."""
    return [a for a, c in _aliases(game_id).items() if c == command]


def canonical_command(game_id: str, name: str) -> str:
    """The command a typed name means in a game: its Russian name, any letter case,
    becomes the English one the rules and the log know; other names stay as typed."""
    return _aliases(game_id).get(name.casefold()) or name


def load_referee(game_id: str) -> GameReferee:
    from pnpkit.rules.session import GameReferee

    entry = refereed_game(game_id)
    if entry is None:
        raise UnknownGame(game_id)
    try:
        # __import__, not importlib: a one-shot action imports neither it nor its warnings
        module = __import__(entry.module, fromlist=["__name__"])
    except ImportError as exc:
        raise UnknownGame(game_id, f"its module {entry.module} cannot be imported ({exc})") from None
    referee = getattr(module, entry.attribute, None)
    if not isinstance(referee, GameReferee):
        raise UnknownGame(game_id, f"{entry.module}.{entry.attribute} is not a GameReferee")
    return referee


def load_live_board(game_id: str) -> LiveBoard | None:
    """The game's live board (``pnpkit referee serve``), or None when it has none."""
    import importlib

    entry = refereed_game(game_id)
    return importlib.import_module(entry.live).LIVE if entry is not None and entry.live else None

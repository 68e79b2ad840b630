"""The race at the table: `pnpkit referee new race --player Аня --player Борис`, then
`pnpkit referee turn` for each turn (with `--dice 4` for a physical die).

Every obstacle is applied by the engine; when one asks the mover to pick a player and
more than one could be picked, the turn is refused with the list of names and taken
again as `turn NAME` — the same action number rolls the same dice, so nothing is lost.
Pure: the track and presets come from a loader handed to the referee (pnpkit.games.race.referee
reads content/race), and so do the names of squares and paths in each language (the game
localized from its catalogue); nothing here reads files.
"""

from __future__ import annotations

from pnpkit.games.race.rules.place_words import PlaceNames
from pnpkit.games.race.rules.referee_status import (
    FEW_PLAYERS,
    RaceNames,
    over_line,
    status_lines,
)
from pnpkit.games.race.rules.referee_text import (
    COMMANDS,
    REFUSALS,
    ROLLS,
    STATUS,
    place_text,
    rolls_told,
    sentence,
    told,
)
from pnpkit.games.race.rules.state import Event as RaceEvent
from pnpkit.games.race.rules.state import RaceState, Waiting, new_state
from pnpkit.games.race.rules.track import Options
from pnpkit.memo import cached_property
from pnpkit.model.game import Game
from pnpkit.rules.commands import Answer, NeedsAnswer
from pnpkit.rules.messages import command, refusal, say, tree
from pnpkit.rules.session import (
    Action,
    CommandSpec,
    DiceSource,
    Event,
    GameReferee,
    SessionHeader,
)
from pnpkit.value_class import value_class
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from pnpkit.games.race.rules.engine import Table
    from pnpkit.games.race.rules.from_game import RaceData

ANSWERS = word_file(__file__, "answers.json")["ANSWERS"]
MAX_PLAYERS = 12
MIN_PLAYERS = 3  # seed 004: «от 3-х человек»
SEAT_KEYS = ("victim", "other", "target", "loser", "lander")


@value_class(frozen=True)
class RefereeState:
    race: RaceState
    names: tuple[str, ...]
    options: Options


class _NeedChoice(Exception):
    """An obstacle's pick the turn did not name: ``args[0]``, the seats it may pick."""


def options_from_header(header: SessionHeader, data: RaceData) -> Options:
    # here, not at the top: a turn restored from its kept state reads no house rules
    from pnpkit.games.race.rules.house_rules import house_rules

    return Options.from_values(house_rules(header.preset, header.options, data.presets))


def _where_line(event: Event, locale: str, names: PlaceNames) -> str:
    """A line of ``where``'s answer: its head, why the pawn cannot move, or where a face
    takes it (and that square's name)."""
    d = event.data
    if event.kind == "where_head":
        return say(STATUS, "where_head", locale, name=d["name"])
    if event.kind == "where_blocked":
        return say(STATUS, f"where_{d['why']}", locale, name=d["name"],
                   faces="/".join(str(f) for f in d["faces"]))
    cell, lane, _ = d["to"]
    title = names.cells.get(cell) if not lane else None
    return say(STATUS, "where_named" if title else "where", locale, face=d["face"],
               to=place_text(d["to"], locale, names), title=title)


class TurnRolls:
    """The engine's dice for the asked turn as the session's rolls ("1d6", "4d6" …, each
    recorded in the log), each roll's faces kept in order: a pick's outcomes replay them."""

    def __init__(self, dice: Any) -> None:
        self.dice, self.rolls = dice, []

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        faces = tuple(self.dice.roll(f"{count}d6", why=why).faces)
        self.rolls.append(faces)
        return faces


def outcome_events(race: RaceState, track: Any, options: Options, rolls: TurnRolls, seat: int
                   ) -> tuple[list[RaceEvent], bool]:
    """``seat``'s own events after the pick when the mover picks ``seat`` (a table picks by
    where the player would go), and whether the turn was foreseen to its end.  The turn is
    played again on a table of its own with the rolls the asked turn made; a roll it needs
    after them (a meeting on a square) is drawn from the same dice, the ones `turn NAME`
    rolls again, and kept for the next candidate.  Dice typed in (no more known) or a
    second pick end the look ahead: the outcome is what comes before."""
    from pnpkit.games.race.rules.dice import ReplayedDice, Unforeseen
    from pnpkit.games.race.rules.engine import Table

    picks: list[int] = []

    def chooser(_table: Table, _mover: int, candidates: Sequence[int], _purpose: str) -> int:
        if picks or seat not in candidates:
            raise Unforeseen(0)
        picks.append(seat)
        return seat

    log: list[RaceEvent] = []
    try:
        Table(race, track, options, ReplayedDice(rolls.rolls, rolls), chooser, log).play_turn()
    except Unforeseen:
        whole = False
    else:
        whole = True
    start = next((i + 1 for i, e in enumerate(log) if e.kind == "choice"), len(log))
    return [e for e in log[start:] if e.seat == seat], whole


class RaceReferee(RaceNames, GameReferee):
    game_id = "race"
    tells_turns = True  # «Ходит Аня (круг 3).» opens each turn

    def __init__(self, load: Callable[[], RaceData], localized: Callable[[str], Game] | None = None) -> None:
        """``load``: the race data (track and presets), asked for on first use;
        ``localized(locale)``: the race game in a language of the referee, for the names of
        squares and paths (without it every language reads the data's own names)."""
        super().__init__(localized if localized is not None else lambda locale: self.data.game)
        self._load = load

    @cached_property
    def data(self) -> RaceData:
        return self._load()

    def validate_header(self, header: SessionHeader) -> None:
        names = header.player_names()
        if not 1 <= len(names) <= MAX_PLAYERS:
            raise refusal(REFUSALS, "players", n=MAX_PLAYERS)
        if len(set(names)) != len(names) or any(not n for n in names):
            raise refusal(REFUSALS, "names")
        options_from_header(header, self.data)

    def validate_start(self, header: SessionHeader) -> None:
        from pnpkit.games.race.rules.house_rules import few_players

        if len(header.players) < MIN_PLAYERS and not few_players(header.options):
            raise refusal(REFUSALS, "too_few", n=MIN_PLAYERS, switch=FEW_PLAYERS)

    def new(self, header: SessionHeader) -> RefereeState:
        self.validate_header(header)
        return RefereeState(new_state(len(header.players)), tuple(header.player_names()),
                            options_from_header(header, self.data))

    def commands(self, state: RefereeState) -> list[CommandSpec]:
        return self.all_commands()[1:] if state.race.over else self.all_commands()  # over: only `where`

    def all_commands(self) -> list[CommandSpec]:
        """Every command this game may offer, with its arguments (``--help`` shows them)."""
        return [command("turn", COMMANDS, "turn", usage_key="turn_usage"),
                command("where", COMMANDS, "where", logged=False, usage_key="where_usage")]

    def current_player(self, state: RefereeState) -> str | None:
        return None if state.race.over else state.names[state.race.to_move]

    def answers(self, state: RefereeState, locale: str) -> tuple[Answer, ...]:
        """The page's one button: the turn, named for whose it is (the command's help
        tells how to type a name, which the page asks with buttons of its own)."""
        if state.race.over:
            return ()
        player = state.names[state.race.to_move]
        return (Answer("turn", (), say(ANSWERS, "turn", "ru", player=player), say(ANSWERS, "turn", "en", player=player),
                       primary=True),)

    def is_over(self, state: RefereeState) -> bool:
        return state.race.over

    def over_line(self, state: RefereeState, locale: str) -> str:
        return over_line(self, self.status_view(state), locale)

    # --- actions ----------------------------------------------------------------------------

    def apply(self, state: RefereeState, action: Action, dice: DiceSource):
        if action.command == "where":
            return state, self._where(state, action)
        if action.command != "turn":
            raise refusal(REFUSALS, "unknown_command", command=action.command)
        if state.race.over:
            raise refusal(REFUSALS, "over")
        mover = state.race.to_move
        if action.actor is not None and action.actor != state.names[mover]:
            raise refusal(REFUSALS, "not_your_turn", player=state.names[mover])
        picked = self._seat(state, " ".join(action.args)) if action.args else None  # «ход Вика Петрова»
        from pnpkit.games.race.rules.engine import Table  # an undo or a status plays no turn

        def chooser(table: Table, who: int, candidates: Sequence[int], purpose: str) -> int:
            if picked in candidates:
                return picked
            if len(candidates) == 1:
                return candidates[0]
            raise _NeedChoice(tuple(candidates))

        log: list[RaceEvent] = []
        rolled = TurnRolls(dice)  # a pick's outcomes replay these rolls
        table = Table(state.race, self.data.track, state.options, rolled, chooser, log)
        try:
            table.play_turn()
        except _NeedChoice as need:
            so_far = [self._event(e, state.names) for e in log]  # the roll and the obstacle, said first

            def what(locale: str) -> str:
                told = " ".join(line.strip() for line in self.describe(so_far, locale))
                return f"{told} " if told else ""

            raise self._pick(state, need.args[0], what, rolled) from None
        new = RefereeState(table.freeze(), state.names, state.options)
        return new, [self._event(e, state.names) for e in log]

    def _pick(self, state: RefereeState, seats: Sequence[int], what: Callable[[str], str],
              rolls: TurnRolls) -> NeedsAnswer:
        """The obstacle's question as answers: ``turn NAME`` for each player it may pick,
        labelled with what the pick does to that player (where they would go); a terminal
        is told the same outcomes beside how to type the answer."""
        answers = []
        for s in seats:
            events, whole = outcome_events(state.race, self.data.track, state.options, rolls, s)
            outcome = [self._event(e, state.names) for e in events]
            answers.append(Answer("turn", (state.names[s],), *(self._pick_label(state, s, outcome, loc, whole)
                                                                for loc in ("ru", "en"))))
        told = refusal(REFUSALS, "pick_player", what=what,
                       players=lambda locale: "; ".join(a.label(locale) for a in answers))
        return NeedsAnswer(told.ru, told.en, say(REFUSALS, "pick_player_page", "ru", what=what),
                           say(REFUSALS, "pick_player_page", "en", what=what), tuple(answers))

    def _pick_label(self, state: RefereeState, seat: int, outcome: Sequence[Event], locale: str,
                    whole: bool = True) -> str:
        """«Вика: клетка 48 → клетка 38 «Погоня»»: where the pick takes the player (and
        what that square is), then what else it does; where they stand if nothing moves;
        said so when dice typed in leave the rest unknown."""
        names, pawn = self.names(locale), state.race.pawns[seat]
        moves = [e.data for e in outcome if e.kind == "move"]
        if not moves:
            where = place_text([pawn.pos, pawn.lane, pawn.step], locale, names)
        else:
            cell, lane, _ = moves[-1]["to"]
            title = names.cells.get(cell) if not lane else None
            where = say(STATUS, "pick_move_named" if title else "pick_move", locale, title=title,
                        frm=place_text(moves[0]["frm"], locale, names),
                        to=place_text(moves[-1]["to"], locale, names))
        prefix = f"{state.names[seat]}: "
        more = [line.removeprefix(prefix).rstrip(".") for line in
                self.describe([e for e in outcome if e.kind not in ("move", "finish")], locale)]
        return prefix + ", ".join([where, *more, *([] if whole else [say(STATUS, "pick_unforeseen", locale)])])

    def _event(self, e: RaceEvent, names: tuple[str, ...]) -> Event:
        data: dict[str, Any] = {"name": names[e.seat] if e.seat >= 0 else ""}
        for key, value in e.args:
            if key in SEAT_KEYS and isinstance(value, int):
                value = names[value] if value >= 0 else None
            elif key == "winners":
                value = [names[s] for s in value]
            data[key] = list(value) if isinstance(value, tuple) else value  # the engine's are flat
        rule = f"race.cell.{e.get('cell')}" if e.kind == "obstacle" and not e.get("lane") else ""
        return Event(e.kind, data, rule)

    def _seat(self, state: RefereeState, name: str) -> int:
        if name not in state.names:
            raise refusal(REFUSALS, "no_player", target=name, players=", ".join(state.names))
        return state.names.index(name)

    def _where(self, state: RefereeState, action: Action) -> list[Event]:
        """Where each face takes a pawn: the name given, else ``--player``'s, else whose
        turn it is; an unknown name is refused (never answered for someone else)."""
        asked = " ".join(action.args) if action.args else action.actor  # «где Вика Петрова»
        seat = state.race.to_move if asked is None else self._seat(state, asked)
        pawn = state.race.pawns[seat]
        name = state.names[seat]
        blocked = ("finished" if pawn.finished else "skip" if pawn.skip
                   else "waits" if isinstance(pawn.stand, Waiting)
                   else "stands" if pawn.stand is not None else "gives" if pawn.give else "")
        if blocked:
            faces = list(pawn.stand.faces) if blocked == "stands" else []
            return [Event("where_blocked", {"name": name, "why": blocked, "faces": faces})]
        from pnpkit.games.race.rules.engine import Table

        events = [Event("where_head", {"name": name})]
        for face in range(1, 7):  # where each face takes the pawn: no die is rolled
            table = Table(state.race, self.data.track, state.options, TurnRolls(None))
            p = table.pawns[seat]
            table._shift(seat, p.modified(face))  # a table of its own for each face
            events.append(Event("where", {"name": state.names[seat], "face": face,
                                          "to": [p.pos if not p.finished else 149, p.lane, p.step]}))
        return events

    # --- text -----------------------------------------------------------------------------------

    def describe(self, events: Sequence[Event], locale: str) -> list[str]:
        names = self.names(locale)
        if not any(e.kind.startswith("where") for e in events):
            return told(events, locale, names)  # a tied meeting looks at the event after it
        said = (_where_line(e, locale, names) if e.kind.startswith("where")
                else sentence(e.kind, e.data, locale, names) for e in events)
        return [line for line in said if line]

    def roll_label(self, why: str, locale: str) -> str:
        return tree(ROLLS, locale).get(why, why)

    @staticmethod
    def rolls_told(events: Sequence[Event]) -> frozenset[str]:
        return rolls_told(events)

    def to_json(self, state: RefereeState) -> Any:
        race, names = state.race, state.names
        return {
            "round": race.round, "to_move": names[race.to_move], "over": race.over,
            "winners": [names[s] for s in race.winners],
            "rules": {"collisions": race.collisions, "exact_finish": race.exact_all,
                      "curse_five": [names[s] for s in race.curse_five],
                      "curse_five_everyone": race.curse_five_all,
                      "curse_six": [names[s] for s in race.curse_six]},
            "switches": state.options.as_dict(),
            "pawns": [
                {"name": name, "square": p.pos, "path": p.lane, "step": p.step, "skip": p.skip,
                 "stand": (list(p.stand.faces) if p.stand is not None and not isinstance(p.stand, Waiting)
                           else ("overtaken" if p.stand is not None else None)),
                 "ignore": p.ignore, "mods": [list(m) for m in p.mods], "give": p.give,
                 "exact": p.exact, "visits": dict(p.visits), "finished": p.finished}
                for name, p in zip(names, race.pawns, strict=True)
            ],
        }

    def status_view(self, state: RefereeState) -> dict[str, Any]:
        """What the status says, as plain data (referee_status composes it)."""
        race = state.race
        return {"round": race.round, "to_move": race.to_move, "over": race.over,
                "winners": [state.names[s] for s in race.winners],
                "pawns": [{"name": name, "pos": p.pos, "lane": p.lane, "step": p.step, "skip": p.skip,
                           "stand": ("waits" if isinstance(p.stand, Waiting)
                                     else list(p.stand.faces) if p.stand is not None else None),
                           "mods": [list(m) for m in p.mods], "ignore": p.ignore, "give": p.give}
                          for name, p in zip(state.names, race.pawns, strict=True)]}

    def status(self, state: RefereeState, locale: str) -> list[str]:
        return status_lines(self, self.status_view(state), locale)

"""The race at the table: `pnpkit referee new race --player Аня --player Борис`, then
`pnpkit referee turn` for each turn (with `--dice 4` for a physical die).

Every obstacle is applied by the engine; when one asks the mover to pick a player and
more than one could be picked, the turn is refused with the list of names and taken
again as `turn NAME` — the same action number rolls the same dice, so nothing is lost.
Pure: the track is the engine's built-in copy of content/race (kept equal by a test).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pnpkit.rules.race.engine import Table
from pnpkit.rules.race.events import Event as RaceEvent
from pnpkit.rules.race.from_game import RaceData, default_race
from pnpkit.rules.race.names import CELL_NAMES
from pnpkit.rules.race.referee_text import place_text, sentence
from pnpkit.rules.race.state import RaceState, Waiting, new_state
from pnpkit.rules.race.track import SWITCHES, Options
from pnpkit.rules.session import (
    Action,
    CommandSpec,
    DiceSource,
    Event,
    GameReferee,
    RuleError,
    SessionHeader,
)

MAX_PLAYERS = 12
SEAT_KEYS = ("victim", "other", "target", "loser", "lander")
TRUE_WORDS = {"true", "yes", "1", "да", "on"}
FALSE_WORDS = {"false", "no", "0", "нет", "off"}


@lru_cache(maxsize=1)
def race_data() -> RaceData:
    return default_race()


@dataclass(frozen=True)
class RefereeState:
    race: RaceState
    names: tuple[str, ...]
    options: Options


class _NeedChoice(Exception):
    def __init__(self, candidates: Sequence[int], purpose: str) -> None:
        self.candidates = tuple(candidates)
        self.purpose = purpose


class _SessionDice:
    """The engine's dice request as session rolls ("1d6", "4d6" …), recorded in the log."""

    def __init__(self, dice: DiceSource) -> None:
        self.dice = dice

    def roll(self, count: int, why: str = "") -> tuple[int, ...]:
        return tuple(self.dice.roll(f"{count}d6", why=why).faces)


def options_from_header(header: SessionHeader) -> Options:
    data = race_data()
    values: dict[str, Any] = {}
    if header.preset:
        if header.preset not in data.presets:
            known = ", ".join(sorted(data.presets))
            raise RuleError(f"нет такого набора правил: {header.preset} (есть: {known})",
                            f"no preset '{header.preset}' (presets: {known})")
        values.update(data.presets[header.preset])
    for name, raw in header.options:
        if name not in SWITCHES:
            known = ", ".join(SWITCHES)
            raise RuleError(f"нет такого переключателя: {name} (есть: {known})",
                            f"no switch '{name}' (switches: {known})")
        allowed = SWITCHES[name]
        value: Any = raw
        if isinstance(allowed[0], bool):
            if raw.lower() not in TRUE_WORDS | FALSE_WORDS:
                raise RuleError(f"{name}: ожидается да или нет, а не «{raw}»",
                                f"{name}: expected true or false, not '{raw}'")
            value = raw.lower() in TRUE_WORDS
        if value not in allowed:
            choices = ", ".join(str(a) for a in allowed)
            raise RuleError(f"{name}: «{raw}» — не из {choices}", f"{name}: '{raw}' is not one of {choices}")
        values[name] = value
    return Options.from_values(values)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


class RaceReferee(GameReferee):
    game_id = "race"

    def validate_header(self, header: SessionHeader) -> None:
        names = header.player_names()
        if not 1 <= len(names) <= MAX_PLAYERS:
            raise RuleError(f"в гонке от 1 до {MAX_PLAYERS} игроков", f"the race takes 1 to {MAX_PLAYERS} players")
        if len(set(names)) != len(names) or any(not n for n in names):
            raise RuleError("имена игроков должны быть разными и непустыми",
                            "player names must be different and not empty")
        options_from_header(header)

    def new(self, header: SessionHeader) -> RefereeState:
        self.validate_header(header)
        return RefereeState(new_state(len(header.players)), tuple(header.player_names()),
                            options_from_header(header))

    def commands(self, state: RefereeState) -> list[CommandSpec]:
        if state.race.over:
            return [CommandSpec("where", "куда ведёт каждый бросок", "where each roll leads", logged=False)]
        return [
            CommandSpec("turn", "бросить кубик и сыграть ход (ИМЯ — кого выбрать, если спросят)",
                        "roll and play the turn (NAME: whom to pick if asked)", usage="[NAME]"),
            CommandSpec("where", "куда ведёт каждый бросок", "where each roll leads", logged=False),
        ]

    def current_player(self, state: RefereeState) -> str | None:
        return None if state.race.over else state.names[state.race.to_move]

    def is_over(self, state: RefereeState) -> bool:
        return state.race.over

    # --- actions ----------------------------------------------------------------------------

    def apply(self, state: RefereeState, action: Action, dice: DiceSource):
        if action.command == "where":
            return state, self._where(state)
        if action.command != "turn":
            raise RuleError(f"в гонке нет команды «{action.command}»: ходят командой turn",
                            f"the race has no command '{action.command}': play with turn")
        if state.race.over:
            raise RuleError("игра уже окончена", "the game is over")
        mover = state.race.to_move
        if action.actor is not None and action.actor != state.names[mover]:
            raise RuleError(f"сейчас ходит {state.names[mover]}", f"it is {state.names[mover]}'s turn")
        if len(action.args) > 1:
            raise RuleError("после turn можно назвать только одного игрока",
                            "name at most one player after turn")
        target = action.args[0] if action.args else None
        if target is not None and target not in state.names:
            raise RuleError(f"нет игрока «{target}» (игроки: {', '.join(state.names)})",
                            f"no player '{target}' (players: {', '.join(state.names)})")

        def chooser(table: Table, who: int, candidates: Sequence[int], purpose: str) -> int:
            if target is not None:
                seat = state.names.index(target)
                if seat in candidates:
                    return seat
            if len(candidates) == 1:
                return candidates[0]
            raise _NeedChoice(candidates, purpose)

        log: list[RaceEvent] = []
        table = Table(state.race, race_data().track, state.options, _SessionDice(dice), chooser, log)
        try:
            table.play_turn()
        except _NeedChoice as need:
            names = ", ".join(state.names[s] for s in need.candidates)
            raise RuleError(
                f"препятствие просит выбрать игрока: повторите ход как «turn ИМЯ» ({names}); "
                "кубики будут те же",
                f"an obstacle asks you to pick a player: take the turn again as 'turn NAME' "
                f"({names}); the dice will be the same") from None
        new = RefereeState(table.freeze(), state.names, state.options)
        return new, [self._event(e, state.names) for e in log]

    def _event(self, e: RaceEvent, names: tuple[str, ...]) -> Event:
        data: dict[str, Any] = {"name": names[e.seat] if e.seat >= 0 else ""}
        for key, value in e.args:
            if key in SEAT_KEYS and isinstance(value, int):
                value = names[value] if value >= 0 else None
            elif key == "winners":
                value = [names[s] for s in value]
            data[key] = _plain(value)
        rule = f"race.cell.{e.get('cell')}" if e.kind == "obstacle" and not e.get("lane") else ""
        return Event(e.kind, data, rule)

    def _where(self, state: RefereeState) -> list[Event]:
        seat = state.race.to_move
        pawn = state.race.pawns[seat]
        events = []
        for face in range(1, 7):
            table = Table(state.race, race_data().track, state.options, _SessionDice(None))
            p = table.pawns[seat]
            value = face
            if p.mods:
                add, times = p.mods[0]
                value = max(0, face * times + add)
            if pawn.skip or pawn.stand is not None or pawn.give or pawn.finished:
                break
            table._shift(seat, value)
            events.append(Event("where", {"name": state.names[seat], "face": face,
                                          "to": [p.pos if not p.finished else 149, p.lane, p.step]}))
        return events

    # --- text -----------------------------------------------------------------------------------

    def describe(self, events: Sequence[Event], locale: str) -> list[str]:
        lines = []
        for event in events:
            if event.kind == "where":
                to = place_text(event.data["to"], locale)
                cell, lane, _ = event.data["to"]
                name = CELL_NAMES.get(cell) if not lane else None
                title = f" «{name[0]}»" if name and locale != "en" else f" '{name[1]}'" if name else ""
                lines.append(f"{event.data['face']} → {to}{title}")
                continue
            text = sentence(event.kind, event.data, locale)
            if text:
                lines.append(text)
        return lines

    def roll_label(self, why: str, locale: str) -> str:
        labels = {"turn": ("ход", "turn"), "obstacle": ("препятствие", "obstacle"),
                  "roll_off": ("все бросают", "everyone rolls"), "collision": ("встреча", "meeting")}
        pair = labels.get(why)
        return pair[1 if locale == "en" else 0] if pair else why

    def explain(self, rule: str, locale: str) -> str:
        return ""

    def to_json(self, state: RefereeState) -> Any:
        race = state.race
        return {
            "round": race.round,
            "to_move": state.names[race.to_move],
            "over": race.over,
            "winners": [state.names[s] for s in race.winners],
            "rules": {"collisions": race.collisions, "exact_finish": race.exact_all,
                      "curse_five": [state.names[s] for s in race.curse_five],
                      "curse_five_everyone": race.curse_five_all,
                      "curse_six": [state.names[s] for s in race.curse_six]},
            "switches": state.options.as_dict(),
            "pawns": [
                {"name": name, "square": p.pos, "path": p.lane, "step": p.step, "skip": p.skip,
                 "stand": (list(p.stand.faces) if p.stand is not None and not isinstance(p.stand, Waiting)
                           else ("overtaken" if p.stand is not None else None)),
                 "ignore": p.ignore, "mods": [list(m) for m in p.mods], "give": p.give,
                 "exact": p.exact, "visits": dict(p.visits), "finished": p.finished}
                for name, p in zip(state.names, race.pawns, strict=True)
            ],
        }

    def status(self, state: RefereeState, locale: str) -> list[str]:
        en = locale == "en"
        race = state.race
        lines = []
        for seat, (name, p) in enumerate(zip(state.names, race.pawns, strict=True)):
            where = place_text([p.pos, p.lane, p.step], locale)
            notes = []
            if p.skip:
                notes.append(f"misses {p.skip}" if en else f"пропуск {p.skip}")
            if isinstance(p.stand, Waiting):
                notes.append("waits to be overtaken" if en else "ждёт, пока обгонят")
            elif p.stand is not None:
                faces = ("/".join(str(f) for f in p.stand.faces))
                notes.append(f"stays until {faces}" if en else f"стоит до {faces}")
            if p.mods:
                notes.append(("next rolls " if en else "следующие броски ")
                             + " ".join(f"×{t}{a:+d}" if t != 1 else f"{a:+d}" for a, t in p.mods))
            if p.ignore:
                notes.append(f"ignores {p.ignore}" if en else f"не замечает {p.ignore}")
            if p.give:
                notes.append(f"gives {p.give} roll(s)" if en else f"отдаёт бросков: {p.give}")
            mark = "→ " if seat == race.to_move and not race.over else "  "
            lines.append(f"{mark}{name}: {where}" + (f" ({'; '.join(notes)})" if notes else ""))
        if race.over:
            lines.append(sentence("game_over", {"winners": [state.names[s] for s in race.winners]}, locale) or "")
        else:
            lines.append(f"Round {race.round}" if en else f"Круг {race.round}")
        return lines


REFEREE = RaceReferee()

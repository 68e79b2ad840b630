"""One turn of the race, with every obstacle applied and every step explained.

A turn is a sequence of *steps*: the regular one and then any extra turns an obstacle
grants.  Each step either spends a turn to miss, or rolls the turn die and resolves
the move: side paths, the finish line, the obstacle of the cell reached, and the
rules that cells 61, 66, 71 and 129 switch on for the rest of the game.

The engine works on a mutable :class:`Table` (fast enough for simulation) and
returns frozen :class:`~pnpkit.games.race.rules.state.RaceState` snapshots to callers.
"""

from __future__ import annotations

from pnpkit.games.race.rules.effects import (
    Activate,
    Arrow,
    EnterLane,
    ExtraTurns,
    Finish,
    ForPlayers,
    GiveRolls,
    GoTo,
    IgnoreObstacles,
    Move,
    MoveRolled,
    Roll,
    RollModifier,
    RollOff,
    Skip,
    StandUntil,
    Switch,
    ToLastPlayer,
    ToObstacleNearLeader,
    Visits,
    WaitToBeOvertaken,
)
from pnpkit.games.race.rules.state import Event, RaceState, Waiting, WorkPawn
from pnpkit.games.race.rules.track import Options, Track
from pnpkit.value_class import replace

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from pnpkit.games.race.rules.dice import DiceSource

    #: (table, mover, candidate seats, "harm" | "help") -> the chosen seat, one of the candidates
    #: (policy_chooser and the referee's choosers all pick among them)
    Chooser = Callable[["Table", int, Sequence[int], str], int]


MAX_CHAIN = 12  # obstacle leading to obstacle: a safety stop, never reached in play

# the effects that only add to (or set) one counter of the pawn and say so:
# effect -> (the pawn's attribute, the effect's field, the event, whether it adds)
_COUNTERS = {Skip: ("skip", "turns", "skip_set", True), ExtraTurns: ("extra", "turns", "extra_set", True),
             IgnoreObstacles: ("ignore", "count", "ignore_set", False),
             GiveRolls: ("give", "rolls", "give_set", False)}


def policy_chooser(table: Table, mover: int, candidates: Sequence[int], purpose: str) -> int:
    """Harm the leader, help the last (lowest seat on ties): the simulation's players."""
    ahead = 1 if purpose == "help" else -1  # the last to help, the leader to harm
    return min(candidates, key=lambda s: (ahead * table.progress(s), s))


class Table:
    """The mutable game during a turn."""

    def __init__(self, state: RaceState, track: Track, options: Options, dice: DiceSource,
                 chooser: Chooser = policy_chooser, log: list[Event] | None = None) -> None:
        self.track = track
        self.options = options
        self.dice = dice
        self.chooser = chooser
        self.log = log
        self.pawns = [WorkPawn(p) for p in state.pawns]
        self.to_move = state.to_move
        self.round = state.round
        self.collisions = state.collisions
        self.exact_all = state.exact_all
        self.curse_five = set(state.curse_five)
        self.curse_five_all = state.curse_five_all
        self.curse_six = set(state.curse_six)
        self.winners = state.winners
        self.over = state.over
        self.finish = track.finish
        # where everyone stood when the obstacle being played began: a cell's groups
        # ("the last", "the first", "within 15 ahead") are all measured from there
        self._snapshots: list[dict[int, float]] = []

    def freeze(self) -> RaceState:
        return RaceState(
            pawns=tuple(p.freeze() for p in self.pawns), to_move=self.to_move, round=self.round,
            collisions=self.collisions, exact_all=self.exact_all,
            curse_five=tuple(sorted(self.curse_five)), curse_five_all=self.curse_five_all,
            curse_six=tuple(sorted(self.curse_six)), winners=self.winners, over=self.over,
        )

    # --- events and measures -------------------------------------------------------

    def _ev(self, kind: str, seat: int, **args: Any) -> None:
        if self.log is not None:
            self.log.append(Event(kind, seat, tuple(args.items())))

    def progress(self, seat: int) -> float:
        """How far a pawn has come, side paths counted proportionally."""
        p = self.pawns[seat]
        if p.finished:
            return float(self.finish)
        if p.lane:
            lane = self.track.lanes[p.lane]
            return lane.entry + (lane.rejoin - lane.entry) * p.step / (lane.length + 1)
        return float(p.pos)

    def active(self) -> list[int]:
        return [s for s, p in enumerate(self.pawns) if not p.finished]

    # --- the turn ----------------------------------------------------------------

    def play_turn(self) -> None:
        """The player to move takes a whole turn (extra turns included)."""
        if self.over:
            return
        seat = self.to_move
        p = self.pawns[seat]
        if not p.finished:
            self._ev("turn", seat, round=self.round)
            self.play_step(seat)
            while p.extra > 0 and not p.finished:
                p.extra -= 1
                self._ev("extra_turn", seat, left=p.extra)
                self.play_step(seat)
            p.extra = 0
        # the next player: the last seat ends the round, and the game if anyone finished
        self.to_move += 1
        if self.to_move >= len(self.pawns):
            self.to_move = 0
            finished = tuple(s for s, q in enumerate(self.pawns) if q.finished)
            if finished:
                self.over = True
                self.winners = finished
                self._ev("game_over", -1, winners=finished)
            else:
                self.round += 1

    def play_step(self, seat: int) -> None:
        """One roll of the turn die (or a missed turn) for ``seat``."""
        p = self.pawns[seat]
        if p.skip > 0:
            p.skip -= 1
            self._ev("skip_turn", seat, left=p.skip)
            return
        if isinstance(p.stand, Waiting):
            mine = self.progress(seat)
            if not any(self.pawns[s].finished or self.progress(s) > mine for s in p.stand.behind):
                self._ev("waiting", seat)
                return
            p.stand = None
            self._ev("overtaken", seat)
        face = self.dice.roll(1, "turn")[0]
        value = p.modified(face)
        self._ev("roll", seat, face=face, value=value)
        if isinstance(p.stand, StandUntil):
            if face not in p.stand.faces:
                self._ev("standing", seat, face=face, need=p.stand.faces)
                return
            advance = p.stand.advance
            p.stand = None
            self._ev("released", seat, face=face)
            if not self.options.release_moves:
                return
            if advance is not None:
                value = advance
        if p.give > 0:
            p.give -= 1
            self._ev("gave_roll", seat, value=value, left=p.give)
            self._shift_others(seat, value)
            if self.options.cell148 != "shared":
                return
        if face == 5 and (self.curse_five_all or seat in self.curse_five):
            self._ev("curse_five", seat, lander=seat)
            self._shift_others(seat, 5)
            self._move(seat, -5, depth=1)
            p.skip += 1
            self._ev("skip_set", seat, turns=1)
            return
        self._shift(seat, value)
        self._arrive(seat, depth=0)
        if face == 6:
            for victim in sorted(self.curse_six):
                if victim != seat and not self.pawns[victim].finished:
                    self._ev("curse_six", seat, victim=victim)
                    self._shift(victim, -6)
        if self.collisions:
            self._collide(seat)

    # --- movement ---------------------------------------------------------------------

    def _shift(self, seat: int, delta: int) -> None:
        """Move a pawn along the path it is on; no obstacle is played here."""
        p = self.pawns[seat]
        if p.finished or delta == 0:
            return
        frm = (p.pos, p.lane, p.step)
        if p.lane:
            lane = self.track.lanes[p.lane]
            t = p.step + delta
            if 0 <= t <= lane.length:
                p.step = t
                self._ev("move", seat, frm=frm, to=(p.pos, p.lane, p.step), lane=p.lane)
                return
            p.lane, p.step = "", 0
            if t < 0:
                self._put(seat, lane.entry + t, frm)
                return
            self._put(seat, lane.rejoin + t - lane.length - 1, frm)
            self._ev("lane_exit", seat, lane=lane.id, cell=p.pos)
            self._apply(seat, seat, lane.on_exit, None, depth=MAX_CHAIN)
            return
        self._put(seat, p.pos + delta, frm)

    def _shift_others(self, seat: int, delta: int) -> None:
        for other in self.active():
            if other != seat:
                self._shift(other, delta)

    def _put(self, seat: int, target: int, frm: tuple) -> None:
        p = self.pawns[seat]
        finish = self.finish
        if target > finish and (self.exact_all or p.exact) and target - p.pos > 0:
            bounced = finish - (target - finish)
            self._ev("bounce", seat, over=target - finish, to=max(0, bounced))
            target = bounced
        if target >= finish:
            p.pos = finish
            p.finished = True
            p.stand = None
            p.skip = 0
            self._ev("move", seat, frm=frm, to=(finish, "", 0), lane="")
            self._ev("finish", seat)
            return
        p.pos = max(0, target)
        self._ev("move", seat, frm=frm, to=(p.pos, "", 0), lane="")

    def _move(self, seat: int, delta: int, depth: int, own: bool = True) -> None:
        """An obstacle moves a pawn; the pawn whose obstacle it is (``own``) may chain
        on to the next one (the ``chain`` switch)."""
        self._shift(seat, delta)
        if own and self.options.chain:
            self._arrive(seat, depth)

    def _place(self, seat: int, cell: int, arrive_depth: int | None = None) -> None:
        """With ``arrive_depth``, the cell's obstacle is played if obstacles chain."""
        p = self.pawns[seat]
        if p.finished:
            return
        frm = (p.pos, p.lane, p.step)
        p.lane, p.step = "", 0
        p.pos = min(max(0, cell), self.track.last_cell)
        self._ev("move", seat, frm=frm, to=(p.pos, "", 0), lane="")
        if arrive_depth is not None and self.options.chain:
            self._arrive(seat, arrive_depth)

    def _arrive(self, seat: int, depth: int) -> None:
        """Play the obstacle of the cell (or side-path mark) the pawn now stands on."""
        p = self.pawns[seat]
        if p.finished or depth >= MAX_CHAIN:
            return
        if p.lane:
            effects = self.track.lanes[p.lane].marks.get(p.step, ())
            cell = p.step
        else:
            effects = self.track.effects_at(p.pos)
            cell = p.pos
        if not effects:
            return
        if p.ignore > 0:
            p.ignore -= 1
            self._ev("ignored", seat, cell=cell, left=p.ignore)
            return
        self._ev("obstacle", seat, cell=cell, lane=p.lane)
        self._snapshots.append({s: self.progress(s) for s in range(len(self.pawns))})
        try:
            self._apply(seat, seat, effects, None, depth + 1)
        finally:
            self._snapshots.pop()

    def _measured(self, seat: int) -> float:
        return self._snapshots[-1][seat] if self._snapshots else self.progress(seat)

    # --- effects -------------------------------------------------------------------------

    def _apply(self, mover: int, target: int, effects, rolled: int | None, depth: int,
               last_pos: int | None = None) -> None:
        for effect in effects:
            self._apply_one(mover, target, effect, rolled, depth, last_pos)

    def _apply_one(self, mover: int, target: int, e, rolled: int | None, depth: int,
                   last_pos: int | None) -> None:
        p = self.pawns[target]
        if p.finished and not isinstance(e, (ForPlayers, RollOff, Activate)):
            return
        own = target == mover
        counter = _COUNTERS.get(type(e))
        if counter is not None:
            attr, field, event, adds = counter
            value = getattr(e, field)
            setattr(p, attr, getattr(p, attr) + value if adds else value)
            self._ev(event, target, **{field: value})
        elif isinstance(e, Move):
            self._move(target, e.steps, depth, own)
        elif isinstance(e, MoveRolled):
            self._move(target, e.sign * (rolled or 0), depth)
        elif isinstance(e, Roll):
            self._roll_table(mover, target, e, depth)
        elif isinstance(e, GoTo):
            self._place(target, e.cell)
            if e.cell and own and (e.resolve or self.options.chain):
                self._arrive(target, depth)
        elif isinstance(e, Arrow):
            self._place(target, e.to, depth if own else None)
        elif isinstance(e, StandUntil):
            p.stand = e
            self._ev("stand_set", target, faces=e.faces)
        elif isinstance(e, Visits):
            visits = dict(p.visits)
            count = visits.get(e.counter, 0) + 1
            visits[e.counter] = min(count, len(e.nth))
            p.visits = tuple(sorted(visits.items()))
            self._ev("visit", target, counter=e.counter, count=count)
            self._apply(mover, target, e.nth[min(count, len(e.nth)) - 1], rolled, depth)
        elif isinstance(e, EnterLane):
            lane = self.track.lanes[e.lane]
            p.pos, p.lane, p.step = lane.entry, lane.id, 0
            self._ev("lane_enter", target, lane=lane.id)
        elif isinstance(e, ForPlayers):
            self._for_players(mover, e, rolled, depth)
        elif isinstance(e, ToLastPlayer):
            if last_pos is not None and not (p.pos == last_pos and not p.lane):
                self._place(target, last_pos, depth if own else None)
        elif isinstance(e, RollModifier):
            # the next e.rolls rolls each get this change on top of any they have
            padded = [*p.mods, *[(0, 1)] * (e.rolls - len(p.mods))]  # (0, 1): no change yet
            p.mods = tuple((add + e.add, times * e.times) if i < e.rolls else (add, times)
                           for i, (add, times) in enumerate(padded))
            self._ev("modifier", target, add=e.add, times=e.times, rolls=e.rolls)
        elif isinstance(e, Activate):
            self._activate(target, e.rule)
        elif isinstance(e, ToObstacleNearLeader):
            self._to_leader_obstacle(target, e.if_first, depth)
        elif isinstance(e, Finish):
            self._put(target, self.finish, (p.pos, p.lane, p.step))
            p.lane, p.step = "", 0
        elif isinstance(e, RollOff):
            self._roll_off(mover, depth)
        elif isinstance(e, WaitToBeOvertaken):
            mine = self.progress(target)
            behind = tuple(s for s in self.active() if s != target and self.progress(s) < mine)
            if behind:
                p.stand = Waiting(behind)
                self._ev("wait_set", target)
            else:
                self._apply(mover, target, e.if_last, rolled, depth)
        elif isinstance(e, Switch):  # the vocabulary is closed: parse_effect made every effect
            self._apply(mover, target, e.effects_for(getattr(self.options, e.option)), rolled, depth)

    def _roll_table(self, mover: int, target: int, e: Roll, depth: int) -> None:
        faces = self.dice.roll(e.dice, "obstacle")
        total = sum(faces)
        self._ev("obstacle_roll", target, faces=faces, total=total)
        if e.double is not None and len(faces) > 1 and len(set(faces)) == 1:
            self._apply(mover, target, e.double, total, depth)
            return
        for row in e.rows:
            if total in row.values:
                self._apply(mover, target, row.effects, total, depth)
                return

    def _activate(self, seat: int, rule: str) -> None:
        """A rule «до конца игры» comes into force, told once: landing on its square again
        changes nothing and tells nothing (a race of six heard «До конца игры: …» thrice)."""
        opts = self.options
        if rule == "collisions":
            if self.collisions:
                return
            self.collisions = True
        elif rule == "curse_five":
            everyone = opts.curse_five == "everyone"
            if self.curse_five_all or not everyone and seat in self.curse_five:
                return
            if everyone:
                self.curse_five_all = True
            else:
                self.curse_five.add(seat)
        elif rule == "curse_six":
            if seat in self.curse_six:
                return
            self.curse_six.add(seat)
        elif rule == "exact_finish":
            if opts.exact_finish == "everyone" and not self.exact_all:
                self.exact_all = True
            elif opts.exact_finish == "lander" and not self.exact_all and not self.pawns[seat].exact:
                self.pawns[seat].exact = True
            else:
                return
        self._ev("rule_on", seat, rule=rule)

    def _targets(self, mover: int, e: ForPlayers) -> list[int]:
        active = self.active()
        others = [s for s in active if s != mover]
        mine = self._measured(mover)
        who = e.who
        if who == "all":
            return active
        if who == "others":
            return others
        if who in ("chosen", "self_and_chosen"):
            chosen = []
            if others:
                pick = self.chooser(self, mover, others, e.choice)
                self._ev("choice", mover, target=pick, purpose=e.choice)
                chosen = [pick]
            return ([mover] if who == "self_and_chosen" else []) + chosen
        if who == "ahead_within":
            return [s for s in others if 0 < self._measured(s) - mine <= e.distance]
        if who == "farther_than":
            return [s for s in others if abs(self._measured(s) - mine) > e.distance]
        if who == "nearest":
            if not others:
                return []
            best = min(abs(self._measured(s) - mine) for s in others)
            return [s for s in others if abs(self._measured(s) - mine) == best]
        if not active:  # "last" or "first": the schema knows no other group
            return []
        values = [self._measured(s) for s in active]
        edge = min(values) if who == "last" else max(values)
        return [s for s in active if self._measured(s) == edge]

    def _for_players(self, mover: int, e: ForPlayers, rolled: int | None, depth: int) -> None:
        targets = self._targets(mover, e)
        active = self.active()
        last_seat = min(active, key=lambda s: (self._measured(s), s)) if active else mover
        last = self.pawns[last_seat]
        last_pos = last.pos if not last.lane else self.track.lanes[last.lane].entry
        for target in targets:
            self._apply(mover, target, e.effects, rolled, depth, last_pos)

    def _to_leader_obstacle(self, seat: int, if_first: int, depth: int) -> None:
        p = self.pawns[seat]
        here = p.pos
        mine = self.progress(seat)
        others = [s for s in self.active() if s != seat]
        leader = max(others, key=lambda s: (self.progress(s), -s)) if others else None
        if leader is None or self.progress(leader) <= mine:
            target = if_first
        else:
            where = self.progress(leader)
            cells = [c for c in self.track.obstacles if c != here]
            target = min(cells, key=lambda c: (abs(c - where), c))
        self._place(seat, target)
        self._arrive(seat, depth)

    def _roll_off(self, mover: int, depth: int) -> None:
        rolls = {s: self.dice.roll(1, "roll_off")[0] for s in self.active()}
        if not rolls:
            return
        top = max(rolls.values())
        for seat, face in rolls.items():
            self._ev("roll_off", seat, face=face)
        for seat, face in rolls.items():
            if face == top:
                self._move(seat, face, depth, seat == mover)

    def _collide(self, seat: int) -> None:
        p = self.pawns[seat]
        if p.finished or p.lane or p.pos == 0:
            return
        for other in self.active():
            q = self.pawns[other]
            if other == seat or q.lane or q.pos != p.pos:
                continue
            while True:
                mine, theirs = self.dice.roll(1, "collision")[0], self.dice.roll(1, "collision")[0]
                if mine != theirs or self.options.collision_ties == "nobody":
                    break
                self._ev("collision", seat, other=other, mine=mine, theirs=theirs, loser=-1)
            loser = -1 if mine == theirs else (seat if mine < theirs else other)
            self._ev("collision", seat, other=other, mine=mine, theirs=theirs, loser=loser)
            if loser >= 0:
                self._shift(loser, -1)
            if loser == seat:
                return


def play_turn(state: RaceState, track: Track, options: Options, dice: DiceSource,
              chooser: Chooser = policy_chooser) -> tuple[RaceState, list[Event]]:
    """The player to move takes one turn; returns the new state and what happened."""
    log: list[Event] = []
    table = Table(state, track, options, dice, chooser, log)
    table.play_turn()
    return table.freeze(), log


def place(state: RaceState, seat: int, cell: int, **changes: Any) -> RaceState:
    """A state with one pawn moved (tests and 'what if' questions)."""
    pawns = list(state.pawns)
    pawns[seat] = replace(pawns[seat], pos=cell, **changes)
    return replace(state, pawns=tuple(pawns), to_move=seat)

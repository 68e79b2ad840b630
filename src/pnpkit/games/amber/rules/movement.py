"""Where a traveller may go with a move roll.

Rules: move exactly N steps along the board's edges (worlds meet only at the arrows,
which are the only edges between worlds); within a move never step straight back onto
the field just left — not even out of a dead end, so an exchange office (a dead end)
can only end a move or be a stop in passing (seed 002); each move starts afresh, in any
direction (seed 000).  You may stop early ("in passing") only on the fields the data
marks ``stop_in_passing`` (the infirmary, the trophy office, the exchange offices and
the Провалы, seed 000) and on fields a card names; a horse adds 1 at will, except when
leaving the Burnt Ground; the Cliffs and the Stream take 1 off the roll of the move
that leaves them; a world-locked traveller stays in his world (neutral fields between
worlds are allowed); a mad one walks clockwise round his own world towards the
infirmary and stops there.
"""

from __future__ import annotations

from pnpkit.games.amber.rules.board import BoardGraph
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Iterable


@value_class(frozen=True)
class Move:
    """A legal move: ``route`` lists the fields stepped on (the last is ``dest``);
    ``stops`` are the fields on the way where one may stop in passing; ``in_passing``
    says this move ends early on such a field; ``steps`` is the count used (after the
    horse, ability or leaving modifiers)."""

    dest: str
    route: tuple[str, ...]
    stops: tuple[str, ...] = ()
    in_passing: bool = False
    steps: int = 0


def step_options(board: BoardGraph, start: str, roll: int, *, horse: bool = False,
                 modifiers: Iterable[int] = ()) -> list[int]:
    """The step counts a roll allows: leaving penalties applied, then the horse (+1 at
    will) and ability modifiers (e.g. the goblin's −1) as alternatives."""
    leave, no_horse = board.leaving(board.index[start])
    base = roll + leave
    options = {base, *(base + m for m in modifiers)}
    if horse and not no_horse:
        options.add(base + 1)
    return sorted(o for o in options if o >= 0)


def legal_moves(board: BoardGraph, start: str, roll: int, *, came_from: str | None = None,
                horse: bool = False, modifiers: Iterable[int] = (), world_lock: str | None = None,
                mad: bool = False, extra_stops: Iterable[str] = (), closed: Iterable[str] = (),
                clockwise: bool = False) -> list[Move]:
    """Every legal destination for a move roll, each with one route (the first found in
    neighbour order, fewest modifier steps first), sorted by destination id.

    ``world_lock``: a region the traveller may not leave (neutral fields stay open);
    also the world whose loop a ``clockwise`` or ``mad`` walk follows between worlds;
    ``mad``: the madman's walk to the infirmary; ``clockwise``: the one walk round the
    world clockwise; ``came_from``: the field a walk going on has just left; ``extra_stops``: fields a card lets you
    stop on in passing; ``closed``: fields you may not stop on (e.g. the infirmary
    without money)."""
    modifiers = tuple(modifiers)
    extra = tuple(extra_stops)
    if extra:
        extra = _within_reach(board, start, roll, horse, modifiers, extra)
    closed = tuple(closed)
    key = ("moves", start, roll, came_from, horse, tuple(sorted(set(modifiers))), world_lock, mad,
           frozenset(extra), clockwise)
    cached = board.memo.get(key)
    if cached is None:
        cached = _legal_moves(board, start, roll, came_from, horse, modifiers, world_lock, mad, extra, clockwise)
        board.memo[key] = cached
    if not closed:
        return list(cached)
    shut = frozenset(closed)  # not an end, nor a stop on the way
    return [m if shut.isdisjoint(m.stops) else Move(m.dest, m.route, tuple(f for f in m.stops if f not in shut),
                                                     m.in_passing, m.steps)
            for m in cached if m.dest not in shut]


def _new_move(dest: str, route: tuple[str, ...], stops: tuple[str, ...], in_passing: bool, steps: int) -> Move:
    """``Move(...)`` without the call to ``__init__`` (the same object; building moves
    is the cold path of every legal-moves query)."""
    m = object.__new__(Move)
    m.__dict__.update(dest=dest, route=route, stops=stops, in_passing=in_passing, steps=steps)
    return m


def _passing_fields(board: BoardGraph) -> frozenset[int]:
    cached = board.memo.get("passing-set")
    if cached is None:
        cached = board.memo["passing-set"] = frozenset(i for i, ok in enumerate(board.passing) if ok)
    return cached


def _within_reach(board: BoardGraph, start: str, roll: int, horse: bool, modifiers: Iterable[int],
                  extra: tuple[str, ...]) -> tuple[str, ...]:
    """The extra stops a move could pass at all (no farther than its longest walk):
    the others cannot change the answer, and leaving them out of the memo key lets
    travellers with different cards share it."""
    s = board.index.get(start)
    if s is None:
        return extra
    bound = roll + max(0, board.leaving(s)[0]) + (1 if horse else 0) + max(0, max(modifiers, default=0))
    return tuple(f for f in extra
                 if (j := board.index.get(f)) is not None and board.distances_to(j)[s] <= bound)


def _legal_moves(board, start, roll, came_from, horse, modifiers, world_lock, mad, extra_stops, clockwise) -> tuple:
    steps = step_options(board, start, roll, horse=horse, modifiers=modifiers)
    if not steps:
        return ()
    if mad:
        return tuple(_mad_moves(board, start, steps, world_lock))
    extra = frozenset(board.index[f] for f in extra_stops if f in board.index)
    allowed = _allowed(board, world_lock)
    full: dict[int, Move] = {}
    passing: dict[int, Move] = {}
    s = board.index[start]
    back = board.index.get(came_from, -1) if came_from else -1
    ids = board.ids
    stoppable = _passing_fields(board) | extra  # where one may stop in passing (closed fields: by the caller)
    name = ids.__getitem__

    for n in steps:
        if n == 0:
            full.setdefault(s, Move(start, (), (), False, 0))
            continue
        if clockwise:
            routes = _clockwise_walk(board, s, n, world_lock)
            shorter = tuple(r[:k] for r in routes for k in range(1, n))
        else:
            routes, shorter = _walks(board, s, back, n, allowed)
        for route in routes:
            dest = route[-1]
            if dest not in full:
                full[dest] = _new_move(ids[dest], tuple(map(name, route)),
                                       tuple(ids[j] for j in route[:-1] if j in stoppable), False, n)
        for part in shorter:
            j = part[-1]
            if j not in passing and j in stoppable:
                passing[j] = _new_move(ids[j], tuple(map(name, part)),
                                       tuple(ids[x] for x in part[:-1] if x in stoppable), True, len(part))
    # a field reachable both fully and in passing is listed once, as a full move
    moves = list(full.values()) + [m for j, m in passing.items() if j not in full]
    return tuple(sorted(moves, key=lambda m: (m.dest, m.in_passing)))


def destinations(board: BoardGraph, start: str, roll: int, **kwargs) -> set[str]:
    """The fields a full move (not stopping in passing) can end on."""
    return {m.dest for m in legal_moves(board, start, roll, **kwargs) if not m.in_passing}


def _allowed(board: BoardGraph, world_lock: str | None) -> frozenset[int] | None:
    if not world_lock or world_lock == "neutral":
        return None
    key = ("allowed", world_lock)
    if key not in board.memo:
        board.memo[key] = frozenset(i for i, r in enumerate(board.regions) if r in (world_lock, "neutral"))
    return board.memo[key]


def _walks(board: BoardGraph, start: int, back: int, n: int, allowed: frozenset[int] | None):
    """``(full, partial)``: every route of exactly ``n`` steps that never steps straight
    back, and every shorter such route (the candidates for a stop in passing, including
    walks that die in a dead end), both in depth-first order (memoised)."""
    key = (start, back, n, allowed)
    cached = board.memo.get(key)
    if cached is not None:
        return cached
    full: list[tuple[int, ...]] = []
    partial: list[tuple[int, ...]] = []
    nbs = board.neighbours

    def walk(here: int, prev: int, route: tuple[int, ...], left: int) -> None:
        for nxt in nbs[here]:
            if nxt == prev or (allowed is not None and nxt not in allowed):
                continue
            path = route + (nxt,)
            if left == 1:
                full.append(path)
            else:
                partial.append(path)
                walk(nxt, here, path, left - 1)

    walk(start, back, (), n)
    result = (tuple(full), tuple(partial))
    board.memo[key] = result
    return result


def clockwise_next(board: BoardGraph, here: int, world: str) -> int:
    """The next field clockwise round ``world`` (-1 when unknown).  A world field says
    it (``attrs.clockwise``); a neutral field on the loops (the infirmary, the trophy
    office, a Провал, an exchange office) serves several worlds, so there the loop of
    ``world`` goes on to the neighbour of that world which is not the one leading in."""
    if board.regions[here] != "neutral":
        return board.clockwise[here]
    key = ("clockwise-in", here, world)
    cached = board.memo.get(key)
    if cached is None:
        ahead = [j for j in board.neighbours[here] if board.regions[j] == world and board.clockwise[j] != here]
        cached = board.memo[key] = ahead[0] if len(ahead) == 1 else -1
    return cached


def _world_of(board: BoardGraph, here: int, world: str | None) -> str:
    region = board.regions[here]
    return region if region != "neutral" else (world or region)


def _clockwise_walk(board: BoardGraph, start: int, n: int, world: str | None) -> tuple[tuple[int, ...], ...]:
    """The one route of ``n`` steps clockwise round the traveller's world (none if the
    board does not say the way)."""
    route, here = [], start
    world = _world_of(board, start, world)
    for _ in range(n):
        here = clockwise_next(board, here, world)
        if here < 0:
            return ()
        route.append(here)
    return (tuple(route),)


def mad_step(board: BoardGraph, here: int, world: str | None) -> int:
    """The madman's next field: clockwise round his world, on between worlds too (seed
    000: he may not leave his world).  The World of Gold has no road of its own to the
    infirmary: from there he takes the shortest way to it (our reading, §readings)."""
    infirmary = board.first_with_role("infirmary")
    if infirmary is None:
        return -1
    cw = clockwise_next(board, here, _world_of(board, here, world))
    if cw >= 0:
        return cw
    dist = board.distances_to(board.index[infirmary])
    options = [j for j in board.neighbours[here] if dist[j] < dist[here]]
    return min(options, key=lambda j: (dist[j], j)) if options else -1


def _mad_moves(board: BoardGraph, start: str, steps: list[int], world: str | None) -> list[Move]:
    here = board.index[start]
    route: list[int] = []
    n = min(steps)  # the madman takes no horse or ability bonus
    for _ in range(n):
        nxt = mad_step(board, here, world)
        if nxt < 0:
            break
        route.append(nxt)
        world, here = _world_of(board, nxt, world), nxt
        if board.roles[nxt] == "infirmary":
            break
    if not route:
        return [Move(start, (), (), False, 0)]
    return [Move(board.ids[route[-1]], tuple(board.ids[j] for j in route), (), False, len(route))]

"""The Amber boards as compact graphs, built once from the Game model.

Fields are numbered internally (ints, for speed); the public API speaks field ids.
Everything special about a field is declared in its data, never guessed from its id:
``attrs.role`` (what the engine keys its special rules on; "ordinary" when absent),
``attrs.stop_in_passing`` (a move may end there early) and ``attrs.no_duels``.
The main board's own check lives here too, apart from the whole game's
(pnpkit.games.amber.rules.checks): `pnpkit moves amber` reads only the board and runs only
this check, without the effects tables the other checks import.
"""

from __future__ import annotations

from pnpkit.games.amber.rules.effect_walk import iter_ops
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # the model is loaded only to build or check a board, not to use one
    from pnpkit.model.diagnostics import Diagnostic
    from pnpkit.model.game import Game

FIGHT_STAT_OF_WORLD = {"world.strength": "strength", "world.mind": "mind", "world.magic": "magic"}

_INF = float("inf")  # math.inf, without importing math at start-up


@value_class(frozen=True)
class BoardGraph:
    """One board: ids, neighbours (out-edges), regions and the movement flags of fields.

    ``passing``: may stop there in passing; ``no_duels``: no duel may be fought
    there; ``clockwise``: next field clockwise (-1 when unknown); ``memo``: answers
    worked out from the board and ``effects``, each field's effects (attributes, not
    fields: neither compared nor shown).  What the fields' effects say of moving on
    (:meth:`leaving`, :attr:`forks`) is read from them when first asked: a write asks
    of the one field its mover stands on, not of the ~76 fields' effects (a walk of them
    all was ~0.2 ms of a one-shot command's set-up)."""

    id: str
    ids: tuple[str, ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]
    regions: tuple[str, ...]
    roles: tuple[str, ...]
    passing: tuple[bool, ...]
    no_duels: tuple[bool, ...]
    clockwise: tuple[int, ...]

    def __init__(self, effects: tuple = (), **fields) -> None:
        """The fields above by keyword, as :func:`build_board` gives them, and each
        field's effects (``memo`` starts empty)."""
        self.__dict__.update(fields, effects=effects, memo={})

    def __hash__(self) -> int:
        return hash((self.id, self.ids))

    def leaving(self, i: int) -> tuple[int, bool]:
        """What leaving field ``i`` does to a move: the steps it adds to the roll and
        whether a horse's step is barred (``leaving`` in its effects)."""
        key = ("leaving", i)
        found = self.memo.get(key)
        if found is None:
            move, no_horse = 0, False
            for op, arg in iter_ops(self.effects[i]):
                if op == "leaving" and isinstance(arg, dict):
                    move += int(arg.get("move", 0) or 0)
                    no_horse = no_horse or bool(arg.get("no_horse"))
            found = self.memo[key] = (move, no_horse)
        return found

    @property
    def forks(self) -> dict[int, tuple[int, int]]:
        """field -> (the even way on, the odd one): the kingdom's road (``fork`` in a
        field's effects, the first of a field's)."""
        found = self.memo.get("forks")
        if found is None:
            found = self.memo["forks"] = {i: fork for i, effects in enumerate(self.effects)
                                          if (fork := _fork(effects, self.index)) is not None}
        return found

    def region(self, field_id: str) -> str:
        return self.regions[self.index[field_id]]

    def role(self, field_id: str) -> str:
        return self.roles[self.index[field_id]]

    def neighbours_of(self, field_id: str) -> tuple[str, ...]:
        return tuple(self.ids[j] for j in self.neighbours[self.index[field_id]])

    def first_with_role(self, role: str) -> str | None:
        found = self.with_role(role)
        return found[0] if found else None

    def with_role(self, role: str) -> tuple[str, ...]:
        key = ("role", role)
        if key not in self.memo:
            self.memo[key] = tuple(fid for fid, r in zip(self.ids, self.roles, strict=True) if r == role)
        return self.memo[key]

    def distances_to(self, target: int) -> list[int]:
        """Steps from every field to ``target`` (inf = unreachable)."""
        key = ("dist", target)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        n = len(self.ids)
        reverse: list[list[int]] = [[] for _ in range(n)]
        for a, nbs in enumerate(self.neighbours):
            for b in nbs:
                reverse[b].append(a)
        dist = [_INF] * n
        dist[target] = 0
        queue = [target]
        for b in queue:  # breadth first: the list is walked as it grows (no deque to import)
            for a in reverse[b]:
                if dist[a] == _INF:
                    dist[a] = dist[b] + 1
                    queue.append(a)
        self.memo[key] = dist
        return dist


def _fork(effects, index: dict[str, int]) -> tuple[int, int] | None:
    """The even and odd ways on of a field's first ``fork`` naming two fields of the board."""
    for op, arg in iter_ops(effects):
        if op == "fork" and isinstance(arg, dict) and arg.get("even") in index and arg.get("odd") in index:
            return index[arg["even"]], index[arg["odd"]]
    return None


def build_board(game: Game, board_id: str = "main") -> BoardGraph:
    fields = game.fields_of(board_id)
    ids = tuple(f.id for f in fields)
    index = {fid: i for i, fid in enumerate(ids)}
    adjacency: list[list[int]] = [[] for _ in ids]
    for edge in game.edges:
        if edge.a in index and edge.b in index:
            a, b = index[edge.a], index[edge.b]
            if b not in adjacency[a]:
                adjacency[a].append(b)
            if not edge.oneway and a not in adjacency[b]:
                adjacency[b].append(a)
    roles = tuple((f.attrs or {}).get("role") or "ordinary" for f in fields)  # as the data declares
    passing = tuple(bool((f.attrs or {}).get("stop_in_passing")) for f in fields)
    no_duels = tuple(bool((f.attrs or {}).get("no_duels")) for f in fields)
    clockwise = tuple(index.get(f.attrs.get("clockwise", ""), -1) for f in fields)  # declared, never guessed
    return BoardGraph(
        id=board_id, ids=ids, index=index,
        neighbours=tuple(tuple(a) for a in adjacency),
        regions=tuple(f.region for f in fields), roles=roles, passing=passing, no_duels=no_duels,
        clockwise=clockwise, effects=tuple(f.effects for f in fields),
    )


MAIN = "main"


def error(code, message, source, hint="") -> Diagnostic:
    from pnpkit.model.diagnostics import Diagnostic, Severity

    return Diagnostic(code, message, source, Severity.ERROR, hint)


def warning(code, message, source, hint="") -> Diagnostic:
    from pnpkit.model.diagnostics import Diagnostic, Severity

    return Diagnostic(code, message, source, Severity.WARNING, hint)


def check_main_board(game: Game) -> list[Diagnostic]:
    """The main board is one connected graph with no loops or repeated edges; edges
    between two worlds are marked as crossings (the arrows)."""
    out: list[Diagnostic] = []
    fields = {f.id: f for f in game.fields_of(MAIN)}
    if not fields:
        return out
    seen: set[frozenset[str]] = set()
    adjacency: dict[str, set[str]] = {fid: set() for fid in fields}
    for edge in game.edges:
        if edge.a not in fields and edge.b not in fields:
            continue
        if (edge.a in fields) != (edge.b in fields):
            out.append(error("E301", f"edge {edge.a} – {edge.b} joins the main board to another board",
                              edge.source))
            continue
        if edge.a == edge.b:
            out.append(error("E301", f"edge from {edge.a} to itself", edge.source))
            continue
        key = frozenset((edge.a, edge.b))
        if key in seen:
            out.append(error("E301", f"edge {edge.a} – {edge.b} is listed twice", edge.source))
        seen.add(key)
        if edge.oneway:
            out.append(error("E301", f"edge {edge.a} – {edge.b}: main-board edges go both ways", edge.source,
                              "remove 'oneway'"))
        adjacency[edge.a].add(edge.b)
        adjacency[edge.b].add(edge.a)
        ra, rb = fields[edge.a].region, fields[edge.b].region
        worlds = {r for r in (ra, rb) if r.startswith("world.")}
        if len(worlds) == 2 and ra != rb and not edge.crossing:
            out.append(warning("W301", f"edge {edge.a} – {edge.b} joins two worlds but is not a crossing",
                                edge.source, "add 'crossing: true' where the board has an arrow"))
    start = next(iter(fields))
    reached = {start}
    queue = [start]
    for here in queue:  # breadth first, as BoardGraph.distances_to
        for nxt in adjacency[here]:
            if nxt not in reached:
                reached.add(nxt)
                queue.append(nxt)
    for fid, fld in fields.items():
        if fid not in reached:
            out.append(error("E302", f"field {fid} cannot be reached from {start} on the main board", fld.source))
    return out

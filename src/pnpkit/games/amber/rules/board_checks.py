"""The Amber main board's own check, apart from the whole game's (pnpkit.games.amber.rules.checks):
`pnpkit moves amber` reads only the board and runs only this check, without the effects
tables the other checks import.
"""

from __future__ import annotations

from collections import defaultdict, deque

from pnpkit.model.diagnostics import Diagnostic, Severity

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from pnpkit.model.game import Game

MAIN = "main"


def error(code, message, source, hint="") -> Diagnostic:
    return Diagnostic(code, message, source, Severity.ERROR, hint)


def warning(code, message, source, hint="") -> Diagnostic:
    return Diagnostic(code, message, source, Severity.WARNING, hint)


def check_main_board(game: Game) -> list[Diagnostic]:
    """The main board is one connected graph with no loops or repeated edges; edges
    between two worlds are marked as crossings (the arrows)."""
    out: list[Diagnostic] = []
    fields = {f.id: f for f in game.fields_of(MAIN)}
    if not fields:
        return out
    seen: set[frozenset[str]] = set()
    adjacency: dict[str, set[str]] = defaultdict(set)
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
    queue = deque([start])
    while queue:
        for nxt in adjacency[queue.popleft()]:
            if nxt not in reached:
                reached.add(nxt)
                queue.append(nxt)
    for fid, fld in fields.items():
        if fid not in reached:
            out.append(error("E302", f"field {fid} cannot be reached from {start} on the main board", fld.source))
    return out

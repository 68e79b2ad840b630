"""The Amber kingdom: the road with even/odd forks, the capital, the labyrinth, the
palace chambers, the throne, and the battle for the crown.

After the Провал only ПЖ matter.  One move per turn: on the road a die roll walks the
arrows (at a fork an even roll takes one branch, an odd roll the other) up to the
capital, where the traveller learns which prince he is and may change money and points
into ПЖ; then one labyrinth ring per turn (4–6 gain, 1–3 lose); the first prince climbs
the chambers one per turn to the throne; later princes go to the arena and fight the
King for the crown.
"""

from __future__ import annotations

from _collections_abc import Mapping  # collections.abc's own class (see the package's note)
from contextlib import suppress

from pnpkit.games.amber.rules.conditions import ability
from pnpkit.games.amber.rules.context import Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import run
from pnpkit.games.amber.rules.effect_walk import iter_ops
from pnpkit.games.amber.rules.points import gain, kill, lose
from pnpkit.games.amber.rules.state import IN_KINGDOM, ON_MAIN, OUT
from pnpkit.rules.session import Event
from pnpkit.value_class import value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Sequence

# --------------------------------------------------------------------------- crown battle


def crown_round_losses(totals: Mapping[str, int], mode: str = "full") -> dict[str, int]:
    """ПЖ each fighter loses in one round of the battle for the crown (two dice each).

    ``full`` (the original rules): with one top score every other fighter loses 1; when
    two or more share the top score they lose 1 each and everyone below them loses 2;
    when all scores are equal every fighter loses 1.
    ``simple`` (the web version): the lower sum loses 1; equal sums, nobody."""
    top = max(totals.values())
    leaders = sum(t == top for t in totals.values())
    if mode == "simple" or leaders == 1 < len(totals):
        return {n: int(t < top) for n, t in totals.items()}
    return {n: 1 if t == top or leaders == len(totals) else 2 for n, t in totals.items()}


@value_class(frozen=True)
class CrownRound:
    totals: Mapping[str, int]
    losses: Mapping[str, int]
    replayed: bool = False
    faces: Mapping[str, tuple[int, ...]] | None = None  # each fighter's dice, told in the round's line


def crown_battle(lives: Mapping[str, int], dice, mode: str = "full", order: Sequence[str] | None = None,
                 max_rounds: int = 500, bonus: Mapping[str, int] | None = None,
                 draw_safe: frozenset[str] = frozenset(), why: str = "crown",
                 ) -> tuple[str | None, list[CrownRound], dict[str, int]]:
    """Fight until one is left alive: returns (winner, rounds, lives after).

    The King rolls first, then the challengers clockwise (``order``).  A round that would
    leave nobody alive is rolled again (the rules are silent; nobody may win by
    everybody dying)."""
    alive = {n: int(v) for n, v in lives.items() if v > 0}
    order = [n for n in (order or list(lives)) if n in alive]
    rounds: list[CrownRound] = []
    for _ in range(max_rounds):
        if len(alive) <= 1:
            break
        faces = {n: dice.roll("2d6", f"{why}:{n}").faces for n in order if n in alive}
        totals = {n: sum(f) + (bonus or {}).get(n, 0) for n, f in faces.items()}
        losses = crown_round_losses(totals, mode)
        top = max(totals.values())
        if sum(1 for t in totals.values() if t == top) > 1:  # Random: a shared top score costs him nothing
            losses = {n: (0 if n in draw_safe and totals[n] == top else v) for n, v in losses.items()}
        after = {n: alive[n] - losses[n] for n in alive}
        replayed = all(v <= 0 for v in after.values())
        rounds.append(CrownRound(totals, losses, replayed, faces))
        if not replayed:
            alive = {n: v for n, v in after.items() if v > 0}
    final = {n: max(0, alive.get(n, 0)) for n in lives}
    winner = next(iter(alive)) if len(alive) == 1 else None
    return winner, rounds, final


# --------------------------------------------------------------------------- kingdom turns


def kingdom_turn(ctx: Ctx) -> None:
    """One turn of a traveller in the kingdom (he is ``ctx.player``)."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    rings, chambers = rules.kingdom.rings, rules.kingdom.chambers
    with suppress(PlayerOut):  # a traveller who falls: his turn is over
        if p.prince is None:
            _road(ctx)
            return
        exchange = _kingdom_exchange(rules)
        if exchange and p.kingdom_step == 0 and p.position != exchange:
            p.position = exchange  # the last stop before the labyrinth: change everything into ПЖ
            ctx.emit("kingdom_exchange", field=exchange)
            run(ctx, rules.effects_of(exchange))
            return
        if p.kingdom_step < len(rings):
            field_id, up, down = rings[p.kingdom_step]
            roll = _labyrinth_roll(ctx)
            p.kingdom_step += 1
            p.position = field_id
            ctx.emit("labyrinth", ring=p.kingdom_step, roll=roll)
            if roll >= 4:
                gain(ctx, {"life": up})
            else:  # Gerard, «несокрушим»: a bad ring costs him less
                less = int(ability(rules, p, "labyrinth_loss_less") or 0)
                if down - less > 0:
                    lose(ctx, {"life": down - less})
            return
        simple = rules.value("crown_battle") == "simple"
        if _palace_duel(ctx):  # both presets: our rulebook and seed 002 allow the challenge
            return
        if state.palace is None and state.king is None:
            state.palace = ctx.who
        if (simple or state.palace == ctx.who) and not p.crowned:
            step = p.kingdom_step - len(rings)
            if step < len(chambers):
                field_id, up = chambers[step]
                p.position = field_id
                p.kingdom_step += 1
                ctx.emit("chamber", number=step + 1)
                if step == 0:  # Eric knows the palace: more in its first chamber
                    up += int(ability(rules, p, "first_chamber_life") or 0)
                gain(ctx, {"life": up})
                return
            crown(ctx)
            return
        _arena(ctx)


def _labyrinth_roll(ctx: Ctx) -> int:
    """A labyrinth ring's die; Corwin remembers the way: a bad roll may be rolled again,
    as many times in the whole labyrinth as his card says (once)."""
    p = ctx.player
    roll = ctx.roll("1d6", "labyrinth")
    allowed = int(ability(ctx.rules, p, "labyrinth_rerolls") or 0)
    used = p.statuses.get("rerolls:used", 0)
    if roll < 4 and used < allowed and ctx.yes("reroll", roll=roll):
        p.statuses["rerolls:used"] = used + 1
        roll = ctx.roll("1d6", "labyrinth")
        ctx.emit("rerolled", roll=roll)
    return roll


def _palace_duel(ctx: Ctx) -> bool:
    """Out of the labyrinth, a prince may challenge a prince already in the chambers
    (seed 002; our rulebook for both presets): two dice each, the lower loses 1 ПЖ, to
    the last; the loser goes back to the capital, and a beaten prince of the chambers
    leaves them free for the next prince out of the labyrinth."""
    state, p, rules = ctx.state, ctx.player, ctx.rules
    rings = len(rules.kingdom.rings)
    if p.kingdom_step != rings:
        return False
    rivals = [i for i, q in enumerate(state.players)
              if i != ctx.who and q.board == IN_KINGDOM and q.kingdom_step > rings and not q.crowned]
    if not rivals:
        return False
    options = [None] + rivals
    target = options[ctx.ask("palace-duel", options)]
    if target is None:
        return False
    q = state.players[target]
    winner, rounds, after = crown_battle({p.name: p.stats["life"], q.name: q.stats["life"]}, ctx.dice, "simple",
                                         order=[p.name, q.name], why="palace")  # its own dice label
    ctx.emit("palace_duel", rival=q.name, winner=winner, rounds=len(rounds))
    p.stats["life"], q.stats["life"] = after[p.name], after[q.name]
    loser = q if winner == p.name else p
    loser.stats["life"] = max(loser.stats["life"], 1)  # beaten, not dead: back to the capital
    loser.position = rules.kingdom.capital or "capital"
    loser.kingdom_step = 0
    if state.palace is not None and state.players[state.palace] is loser:
        state.palace = None
    return loser is p


def _road(ctx: Ctx) -> None:
    rules, p = ctx.rules, ctx.player
    track = rules.kingdom
    board = track.board
    if board is None or p.position == track.capital or p.position not in board.index:
        arrive_capital(ctx)
        return
    roll = ctx.roll("1d6", "road")
    here = board.index[p.position]
    for _ in range(roll):
        outs = board.neighbours[here]
        if not outs:
            break
        if len(outs) > 1:  # a fork: (even, odd), the roll's parity picks
            outs = board.forks.get(here, outs)
        here = outs[roll % 2 if len(outs) > 1 else 0]
        if board.roles[here] == "capital":
            break
    p.position = board.ids[here]
    ctx.emit("road", roll=roll, to=p.position)
    if board.roles[here] == "capital":
        arrive_capital(ctx)
        return
    effects = rules.effects_of(p.position)
    if effects:
        run(ctx, road_effects(rules, effects))


def road_effects(rules, effects):
    """A road cell's effects under the preset: a stat the traveller lacks costs 1 ПЖ in
    the data (seed 002, ``simplified``); in ``original`` the shortfall is paid by the
    compensation rule instead (seed 000: «помните о правиле компенсации»)."""
    if rules.value("kingdom_shortfall") != "compensation":
        return effects
    out = []
    for entry in effects:
        arg = entry.get("convert") if isinstance(entry, Mapping) else None
        if isinstance(arg, Mapping) and arg.get("otherwise") and not arg.get("to"):
            out.append({"lose": dict(arg["from"])})
        else:
            out.append(entry)
    return out


def arrive_capital(ctx: Ctx) -> None:
    """Become a prince: draw a prince card, ПЖ + the prince's bonus, then change money
    (20 thalers) and points (5 ПС, ПУ or ПМ) into ПЖ."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    p.position = rules.kingdom.capital or "capital"
    taken = {q.prince for q in state.players if q.prince}
    free = [c for c in rules.princes if c not in taken] or list(rules.princes)
    p.prince = free[ctx.roll(f"1d{len(free)}", "prince") - 1] if free else f"prince.{ctx.who + 1}"
    capital = next((a or {} for f in rules.game.fields_of("kingdom") for o, a in iter_ops(f.effects) if o == "capital"), {})
    bonus = int(capital.get("prince_bonus", rules.value("prince_bonus")))
    per_life_money = int(capital.get("life_for_thalers", 20))
    per_life_points = int(capital.get("life_for_points", 5))
    p.stats["life"] += bonus
    ctx.emit("prince", prince=p.prince, bonus=bonus)
    if _kingdom_exchange(rules):
        return  # the money changer's shop is the next stop
    for stat in ("thalers", "strength", "mind", "magic"):
        money = stat == "thalers"
        each = per_life_money if money else per_life_points
        can = p.stats[stat] // each
        # how many ПЖ to buy: the answer is the index of 0 … can
        n = ctx.ask("capital-money", list(range(can + 1)), each=each) if money and can else \
            ctx.ask("capital-points", list(range(can + 1)), stat=stat, each=each) if can else 0
        if n:
            p.stats[stat] -= n * each
            state.supply += n * each if money else 0
            p.stats["life"] += n
            ctx.emit("bought_life", life=n, **({"thalers": n * each} if money else {"stat": stat}))


def _kingdom_exchange(rules) -> str | None:
    board = rules.kingdom.board
    return board.first_with_role("exchange") if board is not None else None


def crown(ctx: Ctx) -> None:
    """Coronation: the Провалы close; under the original rules whoever is still out in the
    worlds has lost; under the simplified rules the first to be crowned wins."""
    rules, state, p = ctx.rules, ctx.state, ctx.player
    p.crowned = True
    p.position = rules.kingdom.throne or "throne"
    state.king = ctx.who
    state.provaly_closed = True
    ctx.emit("crowned", prince=p.prince, rule="coronation")
    if rules.value("crown_battle") == "simple":
        state.winner = ctx.who
        state.phase = "over"
        return
    for q in state.players:
        if q.board == ON_MAIN:
            q.board = OUT
            ctx.events.append(Event("shut_out", {"player": q.name}))
    settle_if_alone(state, ctx.events)


def _arena(ctx: Ctx) -> None:
    state, p = ctx.state, ctx.player
    arena = ctx.rules.kingdom.arena  # the board's Arena field (seed 000: princes wait and fight there)
    came, p.position = p.position != arena, arena
    king = state.king
    if king is None or state.players[king].board == OUT or king == ctx.who:
        # a prince before any coronation waits for the King (seed 000); the King for challengers
        ctx.emit("waits_in_arena" if king == ctx.who else "waits_for_king")
        return
    if came:  # from the last ring or chamber: the table hears where the battle is fought
        ctx.emit("to_arena", king=state.players[king].name)
    # the King rolls first, then the challengers: this one, then those waiting at the arena
    seats = [king, ctx.who] + [i for i, q in enumerate(state.players)
                               if i not in (ctx.who, king) and q.board == IN_KINGDOM and q.position == arena]
    fighters = [state.players[i] for i in seats]
    bonus = {q.name: int(ability(ctx.rules, q, "crown_bonus") or 0) for q in fighters}
    safe = frozenset(q.name for q in fighters if ability(ctx.rules, q, "crown_draw_safe"))
    winner, rounds, after = crown_battle({q.name: q.stats["life"] for q in fighters}, ctx.dice,
                                         ctx.rules.value("crown_battle"), order=[q.name for q in fighters],
                                         bonus=bonus, draw_safe=safe)
    # the princes whose cards change the battle (a bonus, a draw that costs nothing): the
    # rounds' «+1» and a draw lost by one side alone are told with their reason
    edges = [[q.name, q.prince] for q in fighters if q.prince and (bonus.get(q.name) or q.name in safe)]
    ctx.emit("crown_battle", rounds=[dict(r.totals) for r in rounds], losses=[dict(r.losses) for r in rounds],
             winner=winner, dice=[{n: list(f) for n, f in (r.faces or {}).items()} for r in rounds],
             **({"edges": edges} if edges else {}))
    for i, q in zip(seats, fighters, strict=True):
        q.stats["life"] = after[q.name]
        if q.stats["life"] <= 0:
            kill(ctx.rules, state, i, ctx.events, ctx.dice)
    if winner is not None and winner != state.players[king].name:
        new_king = next(i for i in seats[1:] if state.players[i].name == winner)
        state.players[king].crowned = False
        state.players[new_king].crowned = True
        state.king = new_king
        ctx.emit("new_king", king=winner)
    settle_if_alone(state, ctx.events)


def settle_if_alone(state, events) -> None:
    """The game ends when the King is the only one left who could still challenge him."""
    if state.king is None:
        return
    if not any(i != state.king and q.board == IN_KINGDOM for i, q in enumerate(state.players)):
        state.winner = state.king
        state.phase = "over"
        events.append(Event("game_over", {"winner": state.players[state.king].name}))

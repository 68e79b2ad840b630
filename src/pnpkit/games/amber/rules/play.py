"""The Amber engine's play (re-exported by :mod:`pnpkit.games.amber.rules.engine`, whose
docstring tells a turn): ``new_game`` deals a game, ``legal_actions(state)`` lists what
the current player may do and ``apply(state, action, dice, decide)`` plays one action.

The rarer parts of a turn are imported when the turn meets them, so that a roll or an
answer loads only what it plays (issue #31: a one-shot referee command is mostly
imports): a kingdom turn (kingdom), a duel (combat), a friend set on someone (friends),
a deal (trade), a quest finished (ops_status), a trophy's deadline (ops_cards), and a
card handed in on arriving (ops_cards, loaded when a card the traveller carries names
the field he arrives on: rules.hand_in_place).
"""

from __future__ import annotations

from pnpkit.games.amber.rules.card_play import followers, meet_travellers, resolve_field
from pnpkit.games.amber.rules.carrying import stow
from pnpkit.games.amber.rules.context import Ctx, PlayerOut, first_option
from pnpkit.games.amber.rules.dispatch import run, run_triggers
from pnpkit.games.amber.rules.engine import (
    Duel,
    MoveTo,
    Placed,
    RollMove,
    duel_targets,
    moved_by,
    moves_for,
    must_duel,
)
from pnpkit.games.amber.rules.points import check_alive, gain, kill
from pnpkit.games.amber.rules.refusals import IllegalAction
from pnpkit.games.amber.rules.rules import shuffle
from pnpkit.games.amber.rules.state import IN_KINGDOM, ON_MAIN, OUT, STATS, GameState, PlayerState
from pnpkit.rules.session import Event

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Sequence

    from pnpkit.games.amber.rules.context import Decider
    from pnpkit.games.amber.rules.friends import SetFriend
    from pnpkit.games.amber.rules.rules import AmberRules
    from pnpkit.games.amber.rules.trade import Trade

    Action = RollMove | MoveTo | Duel | Trade | SetFriend | Placed

SUPPLY = 100_000


# --------------------------------------------------------------------------- new game


def new_game(rules: AmberRules, players: Sequence[tuple[str, str]] | int, dice, *, seed: int | None = None
             ) -> GameState:
    """A new game: ``players`` are (name, traveller id) pairs, or a count (travellers
    dealt at random).  The deck is shuffled with ``dice``.  A lady starts (if exactly
    one lady plays), otherwise the first player is drawn by lot with ``dice``."""
    if isinstance(players, int):
        pool = list(rules.travellers)
        shuffle(pool, dice)
        players = [(f"P{i + 1}", pool[i % len(pool)]) for i in range(players)]
    characters = rules.game.index("characters")
    item_field = {i: info.count for i, info in rules.items.items()}
    state = GameState(players=[], deck=sorted(rules.cards, key=lambda c: (rules.cards[c].number, c)),
                      item_field=item_field, supply=SUPPLY, seed=seed, rules=rules)
    shuffle(state.deck, dice)
    for name, traveller in players:
        ch = characters[traveller]
        stats = {s: int(ch.stats.get(s, 0)) for s in STATS}
        stats.update({k: int(v) for k, v in (rules.value("start_stats") or {}).items()})  # a preset's, if any
        state.supply -= stats["thalers"]
        start = ch.attrs.get("start")
        if start not in rules.board.index:
            start = rules.board.ids[0]
        p = PlayerState(
            name=name, traveller=traveller, position=start, stats=stats, start_stats=dict(stats),
            alignment=ch.attrs.get("alignment", "neutral"), honest=ch.attrs.get("honest", True),
            patient=ch.attrs.get("patient", False), sex=ch.attrs.get("sex", "male"),
            world=rules.board.region(start),
        )
        for item_id in ch.items:
            if item_field.get(item_id, 0) > 0:
                item_field[item_id] -= 1
            stow(rules, p, item_id)
        state.players.append(p)
    ladies = [i for i, p in enumerate(state.players) if p.sex == "female"]
    if len(ladies) == 1:
        state.turn = ladies[0]
    elif len(state.players) > 1:  # no lady, or several: the first player is drawn by lot (seed 000)
        state.turn = dice.roll(f"1d{len(state.players)}", "first-player").total - 1
    return state


# --------------------------------------------------------------------------- questions


def legal_actions(state: GameState) -> list[Action]:
    from pnpkit.games.amber.rules.friends import set_friend_actions
    from pnpkit.games.amber.rules.trade import trade_offers

    if state.over:
        return []
    if state.phase == "move":
        return [MoveTo(m.dest, m.in_passing) for m in moves_for(state)]
    actions: list[Action] = [RollMove()]
    if state.current.board == ON_MAIN and not state.current.skip and not state.current.held:
        actions += [Duel(i) for i in duel_targets(state)]
        actions += set_friend_actions(state)  # a friend set on a traveller here; the turn goes on
    actions += trade_offers(state)  # gifts between travellers on one field; the turn goes on
    return actions


# --------------------------------------------------------------------------- apply


def apply(state: GameState, action: Action, dice, decide: Decider | None = None, *, copy: bool = True,
          events: list[Event] | None = None) -> tuple[GameState, list[Event]]:
    """Play one action; returns the new state and what happened.  ``copy=False`` changes
    ``state`` in place (simulations that do not keep old states).  ``events``: a list
    to append to, so a caller whose decider stops the action midway (the referee asking
    a player) still sees what happened up to that point."""
    if state.phase == "over":
        raise IllegalAction("game_over")
    if copy:
        s = state.clone()
        if isinstance(action, MoveTo) and "_moves" in state.__dict__:
            s.__dict__["_moves"] = state.__dict__["_moves"]  # same position and roll: still valid
    else:
        s = state
        if not isinstance(action, MoveTo):
            s.__dict__.pop("_moves", None)  # the moves cache lives from the roll to the move only
    s.actions += 1
    events = [] if events is None else events
    ctx = Ctx(s.rules, s, dice, decide or first_option, s.turn, events)
    if isinstance(action, RollMove):
        if s.phase != "roll":
            raise IllegalAction("choose_move_first")
        if not must_duel(s):
            if not _start_turn(ctx):
                _end_turn(ctx)
            return s, events
        # №131 НОЧЬ ПОЛНОЛУНИЯ: instead of rolling, the wolf challenges a traveller on his or a
        # neighbouring field (he picks which): the duel below
        targets = duel_targets(s)
        action = Duel(targets[ctx.ask("full-moon-duel", targets)])
        ctx.emit("full_moon", target=s.players[action.target].name)
    if isinstance(action, MoveTo):
        if s.phase != "move":
            raise IllegalAction("roll_first")
        _move(ctx, action)
        _end_turn(ctx)
        s.__dict__.pop("_moves", None)
    elif isinstance(action, Placed):
        _placed(Ctx(s.rules, s, dice, decide or first_option, action.who, events), action.dest)
    elif isinstance(action, Duel):
        if s.phase != "roll" or action.target not in duel_targets(s):
            raise IllegalAction("no_duel")
        _duel(ctx, action.target)
        _back_to_lair(ctx, action.target)
        _end_turn(ctx)
    else:
        _between_travellers(ctx, action)
    return s, events


def _between_travellers(ctx: Ctx, action: Action) -> None:
    """A deal (``Trade``) or a friend set on someone (``SetFriend``): the turn goes on
    after either.  Their modules are imported here: an action of theirs was made by
    someone who imported them already, and no other action needs them."""
    from pnpkit.games.amber.rules.friend_fight import set_friend
    from pnpkit.games.amber.rules.friends import SetFriend, set_friend_actions
    from pnpkit.games.amber.rules.trade import Trade, make_trade

    s = ctx.state
    if isinstance(action, Trade):  # between two travellers; the turn goes on as it was
        make_trade(s, action, ctx.events)  # a refused deal raises TradeRefused, an IllegalAction
    elif isinstance(action, SetFriend):  # seed 000, «Друзья»: the turn goes on after it
        if action not in set_friend_actions(s):
            raise IllegalAction("no_friend_set")
        set_friend(ctx, action.target, action.friend)
    else:
        raise IllegalAction("unknown_action", action=repr(action))


def _start_turn(ctx: Ctx) -> bool:
    """Roll for the move (or serve a skip, a hold, a ticket, a kingdom turn); False when
    the turn is over without a move to choose."""
    s, p = ctx.state, ctx.player
    if p.board == OUT:
        return False
    if p.skip > 0:
        p.skip -= 1
        ctx.emit("skipped_turn", left=p.skip)
        return False
    if p.board == IN_KINGDOM:
        from pnpkit.games.amber.rules.kingdom import kingdom_turn

        kingdom_turn(ctx)
        return False
    try:
        run_triggers(ctx, "turn-start")
        run_triggers(ctx, "before-move")
        followers(ctx, "tax-follower")  # the inspector asks every turn, a flown one too
        if ctx.moved or p.board != ON_MAIN:  # carried «вместо хода» (№65, №57): no move, no roll for one
            return False
        roll = _move_roll(ctx)
    except PlayerOut:
        return False
    if roll is None:
        return False
    s.pending_roll = roll
    s.phase = "move"
    ctx.emit("rolled_move", roll=roll)
    mover = moved_by(s)
    if mover is not None:
        ctx.emit("moved_by", by=s.players[mover].name)
    try:
        run_triggers(ctx, "after-move-roll")
    except PlayerOut:
        return False
    if ctx.moved:
        return False
    moves = moves_for(s)
    if not moves or all(m.steps == 0 for m in moves):
        ctx.emit("no_move")
        return False
    return True


def _move_roll(ctx: Ctx) -> int | None:
    """The move roll: None when the turn ends without one (a ticket flown, still held);
    the releasing roll, a named one (free moves) or the dice's."""
    s, p = ctx.state, ctx.player
    if p.ticket:
        dest, p.ticket = p.ticket, None
        ctx.emit("flew", to=dest)
        p.position = dest
        p.world = s.rules.board.region(dest)
        resolve_field(ctx, dest)
        return None
    if p.held:
        dice, low, high, *each_turn = p.held
        total = ctx.roll("1d6" if dice == "d6" else dice, "release")
        if not low <= total <= high:
            ctx.emit("still_held", roll=total)
            if each_turn:  # seed 000, №188: held in the epicentre, you do its conditions each turn
                resolve_field(ctx, p.position)
            return None
        p.held = None
        ctx.emit("released", roll=total)
        return total  # the releasing roll is the move roll (seed 000, №59: «во время … броска на ход»)
    # №11 («любые два хода»: uses) is asked each turn; №12 («два ближайших»: tours) is not
    uses = p.statuses.get("free-moves:uses")
    if not p.statuses.get("free-moves") or (uses is not None and not ctx.yes("use-free-move")):
        return ctx.roll("1d6", "move")
    roll = ctx.ask("name-roll", list(range(1, p.statuses.get("free-moves:max", 6) + 1))) + 1
    ctx.emit("named_roll", roll=roll)
    if uses is not None and uses <= 1:
        for key in ("free-moves", "free-moves:uses", "free-moves:max"):
            p.statuses.pop(key, None)
    elif uses is not None:
        p.statuses["free-moves:uses"] = uses - 1
    return roll


def _move(ctx: Ctx, action: MoveTo) -> None:
    """Play the chosen move; the caller ends the turn."""
    s, p, rules = ctx.state, ctx.player, ctx.rules
    for key in [k for k in p.statuses if k.startswith("moved-by:")]:
        del p.statuses[key]  # the charm's one move is made
    moves = moves_for(s)
    # the move asked for, or the other way of reaching that field (in passing or not)
    move = min((m for m in moves if m.dest == action.dest), key=lambda m: m.in_passing != action.in_passing,
               default=None)
    if move is None:
        raise IllegalAction("unreachable", pending_roll=s.pending_roll, dest=action.dest)
    start = p.position
    try:  # a traveller out of the game goes no further (no contextlib.suppress: one import less)
        ctx.field = start
        for arg in rules.static_ops(start, "leaving"):
            if arg.get("effects"):
                run(ctx, arg["effects"])
        if ctx.moved:
            return
        _stand_on(ctx, move.dest)
        ctx.emit("moved", to=move.dest, route=list(move.route), in_passing=move.in_passing, roll=s.pending_roll)
        followers(ctx, "pursued")
        if ctx.moved or p.board == OUT:
            return
        # a quest's step is done by reaching its field and doing it, even when the field
        # itself moves you on (the Temple of Baal always does; issue #30, 11)
        quest = p.quest if p.quest and p.quest[1] and move.dest == p.quest[1][0] else None
        _arrive(ctx, move.dest)
        if quest is not None and p.board == ON_MAIN and p.quest == quest:
            p.quest = (quest[0], quest[1][1:])
            ctx.emit("quest_step", field=move.dest, left=len(p.quest[1]))
            if not p.quest[1]:
                from pnpkit.games.amber.rules.ops_status import finish_quest

                finish_quest(ctx)
        check_alive(ctx)
    except PlayerOut:
        pass


def _placed(ctx: Ctx, dest: str) -> None:
    """:class:`Placed`: the arrival half of a move (the field or the cards on it, a trophy
    handed in here, the travellers met), for the placed traveller only."""
    p, rules = ctx.player, ctx.rules
    if p.board != ON_MAIN or dest not in rules.board.index:
        raise IllegalAction("unreachable", pending_roll="—", dest=dest)
    _stand_on(ctx, dest)
    try:
        _arrive(ctx, dest)
        check_alive(ctx)
    except PlayerOut:
        pass


def _stand_on(ctx: Ctx, dest: str) -> None:
    """The traveller's figure set on ``dest``; a neutral field keeps the world he was in."""
    ctx.player.position = ctx.field = dest
    region = ctx.rules.board.region(dest)
    if region != "neutral":
        ctx.player.world = region


def _arrive(ctx: Ctx, dest: str) -> None:
    """The field (or the cards on it), then a cargo delivered and a trophy handed in here
    even if the field moved him on, then the travellers met where he ends."""
    p = ctx.player
    resolve_field(ctx, dest)
    if p.board == ON_MAIN:
        _deliver_contraband(ctx, dest)
        if any(ctx.rules.hand_in_place(c, p.position) is not None for c in (*p.cards, *p.trophies, *p.friends)):
            from pnpkit.games.amber.rules.ops_cards import hand_in_here  # a card to hand in here

            hand_in_here(ctx)
    if p.board == ON_MAIN and not ctx.moved:
        meet_travellers(ctx)


def _deliver_contraband(ctx: Ctx, field_id: str) -> None:
    """A cargo for ``field_id``: «Когда окажешься на поле … выполни условия поля и брось
    кубик» (amber-data B8) — rolled once the field is done, wherever it sent you."""
    rules, p = ctx.rules, ctx.player
    for item_id in list(p.items):
        delivery = rules.delivery(item_id)
        if not delivery or delivery["field"] != field_id:
            continue
        roll = ctx.roll("1d6", "contraband")
        low, high = delivery["success"]
        p.items.remove(item_id)
        ctx.state.item_field[item_id] = ctx.state.item_field.get(item_id, 0) + 1
        if low <= roll <= high:
            ctx.emit("delivered", item=item_id, roll=roll)
            gain(ctx, {"thalers": int(delivery["payout"])})
        else:
            ctx.emit("spoiled", item=item_id, roll=roll)


def _back_to_lair(ctx: Ctx, target: int) -> None:
    """№131: having fought a good or neutral traveller, the wolf goes back to his lair."""
    p, s = ctx.player, ctx.state
    lair = p.statuses.get("full-moon:lair")
    if lair is None or p.board != ON_MAIN or s.players[target].alignment == "evil":
        return
    field_id = s.rules.board.ids[lair]
    if field_id != p.position:
        p.position = field_id
        ctx.emit("moved_to", field=field_id, rule="full-moon")


def _duel(ctx: Ctx, target: int) -> None:
    """A duel is fought like any battle, every means allowed; 1 ПЖ passes from loser to winner."""
    from pnpkit.games.amber.rules import combat

    s, rules = ctx.state, ctx.rules
    p, q = ctx.player, s.players[target]
    stat = combat.world_stat(rules, p.position)
    you, _ = combat.traveller_value(rules, s, p, stat, p.position, "traveller")
    them, _ = combat.traveller_value(rules, s, q, stat, q.position, "traveller")
    rnd = combat.battle_round(you, them, ctx.own_dice())
    ctx.emit("duel", target=q.name, you=rnd.you_total, them=rnd.enemy_total, outcome=rnd.outcome)
    if rnd.outcome == combat.DRAW:
        return
    winner, loser = (p, q) if rnd.outcome == combat.WIN else (q, p)
    loser.stats["life"] -= 1
    winner.stats["life"] += 1
    if loser.stats["life"] <= 0:
        kill(rules, s, s.players.index(loser), ctx.events, ctx.dice)


def _end_turn(ctx: Ctx) -> None:
    s = ctx.state
    p = s.players[s.turn]
    for name, left in list(p.statuses.items()):
        if ":" in name:
            continue
        if p.statuses.pop(f"{name}:fresh", 0):  # set during this very turn: counts from the next
            continue
        if left > 1:
            p.statuses[name] = left - 1
        elif left == 1:  # its last tour: the status and its details go
            if name == "trophy-deadline":  # №24: the skin not handed in comes back to life
                from pnpkit.games.amber.rules.ops_cards import trophy_deadline_over

                trophy_deadline_over(ctx)
            reward = p.statuses.get(f"{name}:experience_after", 0)
            for key in [k for k in p.statuses if k == name or k.startswith(f"{name}:")]:
                del p.statuses[key]
            if reward and p.board != OUT and ctx.player is p:  # №5 НЕВЕЗЕНИЕ: «по окончании получи 1 ПО»
                gain(ctx, {"experience": reward})
    s.pending_roll = None
    if all(q.board == OUT for q in s.players):
        s.phase = "over"
        ctx.events.append(Event("game_over", {"winner": None}))
        return
    if s.phase == "over":
        return
    s.phase = "roll"
    for _ in s.players:  # the next seat still in the game; passing seat 0 starts a new tour
        s.turn = (s.turn + 1) % len(s.players)
        s.tour += s.turn == 0
        if s.players[s.turn].board != OUT:
            break
    if s.tour > s.rules.turn_limit:
        s.phase = "over"
        ctx.events.append(Event("turn_limit", {"tour": s.tour}))

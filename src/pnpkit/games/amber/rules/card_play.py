"""Drawing and resolving adventure cards and fields, and where each card ends up."""

from __future__ import annotations

from pnpkit.games.amber.rules.carrying import enforce_carry_limit, pick_up
from pnpkit.games.amber.rules.conditions import ability, traits_of
from pnpkit.games.amber.rules.context import KEEPABLE_CARD_KINDS, Ctx, PlayerOut
from pnpkit.games.amber.rules.dispatch import run, run_triggers
from pnpkit.games.amber.rules.effect_walk import iter_ops
from pnpkit.games.amber.rules.points import _drop_everything
from pnpkit.games.amber.rules.rules import AmberRules, shuffle
from pnpkit.games.amber.rules.state import OUT, PlayerState


def followers(ctx: Ctx, status: str) -> None:
    """Carried cards that keep coming back while their status lasts: the black double
    attacks after every move (``pursued``), the tax inspector asks again (``tax-follower``)."""
    p = ctx.player
    if status not in p.statuses:
        return
    for card_id in list(p.cards):
        if not _sets_status(ctx.rules, card_id, status):
            continue
        p.cards.remove(card_id)
        p.statuses.pop(status, None)
        ctx.emit("follower", card=card_id, status=status)
        # he comes back where the traveller stands, and is not a card drawn (the Monk's
        # «взяв карту» prayer once left the inspector on a field with no name)
        resolve_card(ctx, card_id, field_id=p.position, drawn=False)
        if p.board == OUT or ctx.moved:
            return


def _sets_status(rules: AmberRules, card_id: str, status: str) -> bool:
    """Whether a card's effects set ``status`` (memoised: asked after every move)."""
    card = rules.cards.get(card_id)
    return card is not None and rules.memoised(("sets-status", card_id, status), lambda: any(
        op == "status" and (arg or {}).get("name") == status for op, arg in iter_ops(card.effects)))


def meet_travellers(ctx: Ctx) -> None:
    """Landing where other travellers stand: 'meet-traveller' abilities (roulette, hypnosis…)."""
    p = ctx.player
    others = [i for i, q in enumerate(ctx.state.players) if i != ctx.who and q.board != OUT and q.board == p.board
              and q.position == p.position and not ability(ctx.rules, q, "untouchable")]
    if not others:
        return
    ctx.other = others[ctx.ask("meet", others)]
    try:
        run_triggers(ctx, "meet-traveller")
    finally:
        ctx.other = None


def op_draw(ctx: Ctx, n) -> None:
    n = int(n)
    keep = n
    if ctx.player.statuses.get("lucky-draw") or "lucky-draw" in traits_of(ctx.rules, ctx.player):
        n *= 2
    drawn = draw_cards(ctx, n)
    if keep < len(drawn):
        drawn = choose_cards(ctx, drawn, keep)
    resolve_cards(ctx, drawn)


def op_draw_choose(ctx: Ctx, arg) -> None:
    resolve_cards(ctx, choose_cards(ctx, draw_cards(ctx, int(arg["draw"])), int(arg["keep"])))


def draw_cards(ctx: Ctx, n: int) -> list[str]:
    state = ctx.state
    out = []
    for _ in range(n):
        if not state.deck and state.discard:
            state.deck, state.discard = state.discard, []
            shuffle(state.deck, ctx.dice)
            ctx.emit("reshuffled", cards=len(state.deck))
        if not state.deck:
            break
        out.append(state.deck.pop(0))
    ctx.emit("drew", cards=out)
    return out


def choose_cards(ctx: Ctx, drawn: list[str], keep: int) -> list[str]:
    chosen: list[str] = []
    rest = list(drawn)
    while len(chosen) < keep and rest:
        pick = rest[ctx.ask("choose-card", rest)]
        rest.remove(pick)
        chosen.append(pick)
    for card in rest:  # back into the middle of the deck
        ctx.state.deck.insert(len(ctx.state.deck) // 2, card)
    return chosen


def resolve_cards(ctx: Ctx, cards: list[str]) -> None:
    """Resolve in ascending number order; once a card moves the traveller, the rest
    stay on the field where they were taken."""
    cards_of = ctx.rules.cards  # a shop's item left lying there counts as number 0
    ordered = sorted(cards, key=lambda c: (cards_of[c].number if c in cards_of else 0, c))
    for k, card_id in enumerate(ordered):
        if ctx.moved or ctx.player.board == OUT:
            _leave_on_field(ctx, ordered[k:])
            return
        try:
            resolve_card(ctx, card_id)
        except PlayerOut:  # the traveller fell: the cards not yet done stay where they were
            _leave_on_field(ctx, ordered[k + 1:])
            raise


def _leave_on_field(ctx: Ctx, left: list[str]) -> None:
    if left:
        ctx.state.on_fields.setdefault(ctx.field, []).extend(left)
        ctx.emit("left_on_field", cards=left, field=ctx.field)


def resolve_card(ctx: Ctx, card_id: str, *, field_id: str | None = None, drawn: bool = True) -> None:
    rules = ctx.rules
    card = rules.cards.get(card_id)
    if card is None:  # a shop's item left on the field by a traveller who carried too much
        pick_up(ctx, card_id)
        return
    sub = Ctx(rules, ctx.state, ctx.dice, ctx.decide, ctx.who, ctx.events, field=field_id or ctx.field,
              card=card_id, depth=ctx.depth + 1, no_items=ctx.no_items)
    sub.emit("card", card=card_id, number=card.number, name=card.name)
    told = len(sub.events)
    try:
        if (card.attrs.get("moves_traveller") and sub.player.mad) or (
                card.attrs.get("ignored_when_busy") and _busy(sub.player)):
            sub.fate = "deck"
        elif card.attrs.get("may") and not sub.yes("take-card", card=card_id):
            sub.fate = "field"
        else:
            if drawn:
                run_triggers(sub, "on-draw")
            if not sub.cancelled:
                before = len(sub.events)
                run(sub, card.effects)
                if card.attrs.get("pool"):
                    _drain_pool(sub, card, before)
                if sub.fate is None and card.kind in KEEPABLE_CARD_KINDS and not card.effects:
                    sub.fate = "keep" if sub.yes("keep-card", card=card_id) else "field"
    except PlayerOut:
        _settle(sub, card)
        ctx.moved = True
        raise
    _settle(sub, card)
    _tell_quiet_fate(sub, card_id, told)
    if sub.moved:
        ctx.moved = True


def _tell_quiet_fate(ctx: Ctx, card_id: str, told: int) -> None:
    """Where a card went when nothing else was said after it (the table read its text and
    then the turn passed): kept, back in the deck, left lying on the field, or discarded
    without effect."""
    if ctx.fate == "keep":
        ctx.emit("card_kept", card=card_id)
    elif ctx.fate == "deck":  # a busy or mad traveller puts it back (№11, a card that moves him)
        ctx.emit("card_to_deck", card=card_id)
    elif len(ctx.events) == told and ctx.fate in (None, "discard", "field"):
        if ctx.fate == "field":
            ctx.emit("left_on_field", cards=[card_id], field=ctx.field)
        else:
            ctx.emit("card_no_effect", card=card_id)


def _busy(p: PlayerState) -> bool:
    """Doing another card: a quest, or a walk in a fixed direction."""
    return bool(p.quest) or any(k in p.statuses for k in ("clockwise", "world-locked", "named-rolls"))


def _drain_pool(ctx: Ctx, card, before: int) -> None:
    """A spring: each traveller who takes from it lowers its pool by 1; dry, it is discarded."""
    if not any(e.kind == "gained" for e in ctx.events[before:]):
        return
    pools = ctx.state.card_pools
    left = pools.get(card.id, int(card.attrs["pool"])) - 1
    if left <= 0:
        pools.pop(card.id, None)
        ctx.fate = "discard"
        ctx.emit("dried_up", card=card.id)
    else:
        pools[card.id] = left


def _settle(ctx: Ctx, card) -> None:
    """Put the card where its resolution says (discard by default)."""
    state, p, card_id = ctx.state, ctx.player, card.id
    fate = ctx.fate or ("field" if ctx.cancelled else "discard")
    if fate == "keep":
        if card.kind == "friend":
            p.friends.append(card_id)
        else:
            p.cards.append(card_id)
            if p.board != OUT:
                enforce_carry_limit(ctx)
    elif fate == "trophy":
        p.trophies.append(card_id)
        ctx.emit("trophy", card=card_id)  # the table is told what it won, not only the battle's sums
    elif fate == "friend":
        p.friends.append(card_id)
    elif fate == "field":
        state.on_fields.setdefault(ctx.field, []).append(card_id)
    elif fate == "placed" and ctx.fate_target:
        state.on_fields.setdefault(ctx.fate_target, []).append(card_id)
    elif fate == "deck":
        state.deck.insert(len(state.deck) // 2, card_id)
    elif fate != "held":  # held: another traveller's resolution settles it
        state.discard.append(card_id)
    if p.board == OUT and fate in ("keep", "trophy", "friend"):
        _drop_everything(ctx.rules, state, p)


def resolve_field(ctx: Ctx, field_id: str) -> None:
    """Landing on a field: cards lying there are resolved instead of the field."""
    rules, state = ctx.rules, ctx.state
    ctx.field = field_id
    lying = state.on_fields.pop(field_id, [])
    if lying:
        ctx.emit("cards_on_field", field=field_id, cards=lying)
        resolve_cards(ctx, lying)
        # a Провал is still a Провал with a card on it (issue #30, 12): done after the card
        if ctx.moved or ctx.player.board == OUT or field_id not in rules.board.index or \
                rules.board.role(field_id) != "provaly":
            return
    effects = rules.effects_of(field_id)
    if not effects:
        return
    if not _compulsory(rules, field_id) and not ctx.yes("do-field", field=field_id):
        ctx.emit("skipped_field", field=field_id)
        return
    ctx.emit("field", field=field_id, **rules.threshold_told(field_id))
    run(ctx, effects)


def _compulsory(rules: AmberRules, field_id: str) -> bool:
    """Whether a field must be done: as its data says (the World of Gold's are offered, its
    police station is not: ``compulsory``), else yes."""
    f = rules.game.index("fields").get(field_id)
    return f is None or bool(f.attrs.get("compulsory", True))

"""Conditions of ``if`` blocks, triggers and fight modifiers."""

from __future__ import annotations

from pnpkit.games.amber.rules.rules import AmberRules
from pnpkit.games.amber.rules.state import GameState, PlayerState

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Callable, Mapping


def usable(rules: AmberRules, player: PlayerState, item_id: str) -> bool:
    """Whether ``player`` has the experience a carried item or card needs (seed 000: «Для
    того чтобы пользоваться любым предметом … нужен опыт»; a card says it in ``experience``),
    and the item is not broken (№88, until mended)."""
    info = rules.item(item_id)
    if info is not None:
        if player.statuses and f"broken:{item_id}" in player.statuses:
            return False
        return player.stats["experience"] >= info.experience
    card = rules.cards.get(item_id)
    if card is None:
        return True
    need = (card.attrs or {}).get("experience")
    return not need or player.stats["experience"] >= int(need)


def traits_of(rules: AmberRules, player: PlayerState) -> set[str]:
    """Traits of carried items (usable or not: a horse is a horse) and ``gives`` of carried cards."""
    cards = rules.cards
    return {t for info in map(rules.item, player.items) if info is not None for t in info.traits} | \
        {t for c in (*player.cards, *player.friends) if c in cards for t in cards[c].attrs.get("gives", ())}


def has_pass(rules: AmberRules, player: PlayerState) -> bool:
    return any(rules.cards[c].attrs.get("treasure_pass") for c in player.trophies if c in rules.cards)


#: item traits that let a traveller hunt (a firearm; the lasso's ``hunting``)
HUNTING_TRAITS = frozenset({"firearm", "hunting"})


def can_hunt(rules: AmberRules, player: PlayerState) -> bool:
    return any(HUNTING_TRAITS.intersection(rules.item(i).traits if rules.item(i) else ()) and usable(rules, player, i)
               for i in player.items) \
        or any(friend_rules(rules, f).get("hunts") for f in player.friends) or bool(ability(rules, player, "can_hunt"))


def friend_rules(rules: AmberRules, friend_id: str) -> Mapping:
    """What a friend's card (or a hired friend's catalogue entry) says of him: ``fights``,
    ``hunts``, ``thief``, ``for_alignments``, ``sends_women_to``."""
    card = rules.cards.get(friend_id)
    if card is not None:
        return card.attrs.get("friend") or {}
    info = rules.item(friend_id)
    return (info.friend or {}) if info else {}


def friend_fights(rules: AmberRules, friend_id: str) -> str:
    """How a friend fights: ``both`` (the default), ``with`` you, ``instead`` of you, ``none``."""
    return friend_rules(rules, friend_id).get("fights", "both")


def travellers_near(rules: AmberRules, state: GameState, player: PlayerState) -> list[int]:
    """Seats of the travellers on the player's field or a neighbouring one (on the main
    board; never the Stargazer, whom nobody acts on)."""
    if player.position not in rules.board.index:
        return []
    near = {player.position, *rules.board.neighbours_of(player.position)}
    return [i for i, q in enumerate(state.players) if q is not player and q.board == "main" and q.position in near
            and not ability(rules, q, "untouchable")]


def ability(rules: AmberRules, player: PlayerState, key: str):
    """A flag or number of the traveller's (or, in the kingdom, the prince's) card."""
    for who in (player.prince, player.traveller):
        character = rules.characters.get(who) if who else None
        if character is not None and key in (character.attrs or {}):
            return character.attrs[key]
    return None


def holds(rules: AmberRules, state: GameState, player: PlayerState, cond: Mapping | None,
          fight: Mapping | None = None) -> bool:
    """All keys of the condition hold (an empty condition always holds, an unknown key
    never); ``fight`` is the battle being fought, if any (for ``opponent_fixed``)."""
    return not cond or all(key in _TESTS and _TESTS[key](rules, state, player, want, fight)
                           for key, want in cond.items())


#: each key of a condition: whether it holds for (rules, state, player, its value, the fight)
_TESTS: dict[str, Callable[..., bool]] = {
    "alignment": lambda r, s, p, want, f: p.alignment in ([want] if isinstance(want, str) else want),
    "honest": lambda r, s, p, want, f: p.honest == bool(want),
    "patient": lambda r, s, p, want, f: p.patient == bool(want),
    "sex": lambda r, s, p, want, f: p.sex == want,
    "has_item": lambda r, s, p, want, f: want in p.items or want in p.cards or want in p.friends,
    "has_kind": lambda r, s, p, want, f: any(i is not None and i.kind == want for i in map(r.item, p.items))
    or (want == "friend" and bool(p.friends)) or any(r.cards[c].kind == want for c in p.cards if c in r.cards),
    "at_least": lambda r, s, p, want, f: all(p.stats.get(k, 0) >= v for k, v in want.items()),
    "below": lambda r, s, p, want, f: all(p.stats.get(k, 0) < v for k, v in want.items()),
    "world": lambda r, s, p, want, f: p.position in r.board.index
    and r.board.regions[r.board.index[p.position]] == want,
    "mad": lambda r, s, p, want, f: p.mad == bool(want),
    "regent": lambda r, s, p, want, f: want in p.regent,
    "traveller": lambda r, s, p, want, f: p.traveller == want,
    "can_hunt": lambda r, s, p, want, f: can_hunt(r, p) == bool(want),
    "has_trait": lambda r, s, p, want, f: want in traits_of(r, p),
    "has_pass": lambda r, s, p, want, f: has_pass(r, p) == bool(want),
    "at": lambda r, s, p, want, f: p.position in want,
    "opponent_fixed": lambda r, s, p, want, f: bool(f and f.get("with")) == bool(want),
    "opponent": lambda r, s, p, want, f: bool(f) and f.get("opponent_kind") in want,
    "lost_by": lambda r, s, p, want, f: bool(f) and 0 < int(f.get("margin", 0) or 0) <= int(want),
    "move_roll": lambda r, s, p, want, f: s.pending_roll in want,
    "status": lambda r, s, p, want, f: want in p.statuses,
    "none_left": lambda r, s, p, want, f: all(s.item_field.get(i, 0) <= 0 for i in want),
    "traveller_near": lambda r, s, p, want, f: bool(travellers_near(r, s, p)) == bool(want),
    "any_of": lambda r, s, p, want, f: any(holds(r, s, p, c, f) for c in want),
    "not": lambda r, s, p, want, f: not holds(r, s, p, want, f),
}

"""Conditions of ``if`` blocks, triggers and fight modifiers."""

from __future__ import annotations

from collections.abc import Mapping

from pnpkit.games.amber.rules.rules import AmberRules
from pnpkit.games.amber.rules.state import GameState, PlayerState


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
    out: set[str] = set()
    for item_id in player.items:
        info = rules.item(item_id)
        if info is not None:
            out |= info.traits
    for card_id in list(player.cards) + list(player.friends):
        card = rules.cards.get(card_id)
        if card is not None:
            out |= set(card.attrs.get("gives", ()))
    return out


def has_pass(rules: AmberRules, player: PlayerState) -> bool:
    return any(rules.cards[c].attrs.get("treasure_pass") for c in player.trophies if c in rules.cards)


#: item traits that let a traveller hunt (a firearm; the lasso's ``hunting``)
HUNTING_TRAITS = frozenset({"firearm", "hunting"})


def can_hunt(rules: AmberRules, player: PlayerState) -> bool:
    if any(HUNTING_TRAITS.intersection(rules.item(i).traits if rules.item(i) else ()) and usable(rules, player, i)
           for i in player.items):
        return True
    if any(_friend_rules(rules, f).get("hunts") for f in player.friends):
        return True
    return _ability_says(rules, player, "can_hunt")


def _friend_rules(rules: AmberRules, friend_id: str) -> Mapping:
    card = rules.cards.get(friend_id)
    if card is not None:
        return card.attrs.get("friend") or {}
    info = rules.item(friend_id)
    return (info.friend or {}) if info else {}


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


def _ability_says(rules: AmberRules, player: PlayerState, key: str) -> bool:
    character = next((c for c in rules.game.characters if c.id == player.traveller), None)
    return bool(character and character.attrs.get(key))


def holds(rules: AmberRules, state: GameState, player: PlayerState, cond: Mapping | None,
          fight: Mapping | None = None) -> bool:
    """All keys of the condition hold (an empty condition always holds); ``fight`` is
    the battle being fought, if any (for ``opponent_fixed``)."""
    if not cond:
        return True
    for key, want in cond.items():
        if key == "alignment":
            wanted = [want] if isinstance(want, str) else list(want)
            ok = player.alignment in wanted
        elif key in ("honest", "patient"):
            ok = getattr(player, key) == bool(want)
        elif key == "sex":
            ok = player.sex == want
        elif key == "has_item":
            ok = want in player.items or want in player.cards or want in player.friends
        elif key == "has_kind":
            ok = _has_kind(rules, player, want)
        elif key == "at_least":
            ok = all(player.stats.get(s, 0) >= v for s, v in want.items())
        elif key == "below":
            ok = all(player.stats.get(s, 0) < v for s, v in want.items())
        elif key == "world":
            ok = rules.board.regions[rules.board.index[player.position]] == want \
                if player.position in rules.board.index else False
        elif key == "mad":
            ok = player.mad == bool(want)
        elif key == "regent":
            ok = want in player.regent
        elif key == "traveller":
            ok = player.traveller == want
        elif key == "can_hunt":
            ok = can_hunt(rules, player) == bool(want)
        elif key == "has_trait":
            ok = want in traits_of(rules, player)
        elif key == "has_pass":
            ok = has_pass(rules, player) == bool(want)
        elif key == "at":
            ok = player.position in want
        elif key == "opponent_fixed":
            ok = bool(fight and fight.get("with")) == bool(want)
        elif key == "opponent":
            ok = bool(fight) and fight.get("opponent_kind") in want
        elif key == "lost_by":
            ok = bool(fight) and 0 < int(fight.get("margin", 0) or 0) <= int(want)
        elif key == "move_roll":
            ok = state.pending_roll in want
        elif key == "status":
            ok = want in player.statuses
        elif key == "none_left":
            ok = all(state.item_field.get(i, 0) <= 0 for i in want)
        elif key == "traveller_near":
            ok = bool(travellers_near(rules, state, player)) == bool(want)
        elif key == "any_of":
            ok = any(holds(rules, state, player, c, fight) for c in want)
        elif key == "not":
            ok = not holds(rules, state, player, want, fight)
        else:
            ok = False
        if not ok:
            return False
    return True


def _has_kind(rules: AmberRules, player: PlayerState, kind: str) -> bool:
    for item_id in player.items:
        info = rules.item(item_id)
        if info is not None and info.kind == kind:
            return True
    if kind == "friend" and player.friends:
        return True
    return any(rules.cards[c].kind == kind for c in player.cards if c in rules.cards)

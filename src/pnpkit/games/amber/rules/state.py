"""The state of an Amber game: players, cards, funds, the turn.

State objects are plain mutable value classes (pnpkit.value_class: as dataclasses,
without importing dataclasses) with a cheap ``clone()``; the public
``apply`` of :mod:`pnpkit.games.amber.rules.engine` clones before changing anything, so from
the outside every state is a value that is never changed.
"""

from __future__ import annotations

from pnpkit.value_class import Factory, field_names, value_class

STATS = ("strength", "mind", "magic", "life", "experience", "thalers")
CAPPED = ("strength", "mind", "magic", "experience")

ON_MAIN, IN_KINGDOM, OUT = "main", "kingdom", "out"


@value_class
class PlayerState:
    name: str
    traveller: str
    position: str
    stats: dict[str, int]
    start_stats: dict[str, int]
    alignment: str = "neutral"
    honest: bool = True
    patient: bool = False
    sex: str = "male"
    board: str = ON_MAIN                 # main | kingdom | out
    items: list[str] = Factory(list)       # item ids (horse, amulets, crowns, …)
    cards: list[str] = Factory(list)       # carried adventure cards (items, notes, pursuers)
    friends: list[str] = Factory(list)     # card or item ids of friends
    trophies: list[str] = Factory(list)    # beaten opponents' cards
    regent: list[str] = Factory(list)      # stats whose regent crown you hold
    skip: int = 0
    statuses: dict[str, int] = Factory(dict)  # name -> tours left (-1 = until removed)
    held: tuple[str, int, int] | None = None             # dice, release low, release high
    debts: list[tuple[int, int]] = Factory(list)  # (principal, interest)
    quest: tuple[str, tuple[str, ...]] | None = None     # (card id, fields still to visit)
    ticket: str | None = None                            # air ticket destination
    provaly_tour: int = -1                               # the tour of the last Провал attempt
    experience_aside: int = 0
    prince: str | None = None
    kingdom_step: int = 0                                # rings / chambers done
    crowned: bool = False
    deaths: int = 0
    world: str = ""                                      # the world last stood in

    def clone(self) -> PlayerState:
        # a plain attribute copy (dataclasses.replace re-runs __init__: several times slower);
        # a copied __dict__ handed to the new object and .copy()/[:] beat update + dict()/list()
        new = object.__new__(PlayerState)
        d = self.__dict__.copy()
        d["stats"], d["start_stats"], d["statuses"] = self.stats.copy(), self.start_stats.copy(), self.statuses.copy()
        d["items"], d["cards"], d["friends"] = self.items[:], self.cards[:], self.friends[:]
        d["trophies"], d["regent"], d["debts"] = self.trophies[:], self.regent[:], self.debts[:]
        new.__dict__ = d
        return new

    @property
    def mad(self) -> bool:
        return self.board == ON_MAIN and self.stats["mind"] <= 0


@value_class
class GameState:
    players: list[PlayerState]
    deck: list[str]                       # top first
    discard: list[str] = Factory(list)
    on_fields: dict[str, list[str]] = Factory(dict)   # field -> cards lying there
    item_field: dict[str, int] = Factory(dict)        # item id -> copies left
    bank: int = 0
    mafia: int = 0
    supply: int = 0
    turn: int = 0                         # index of the player whose turn it is
    tour: int = 1
    phase: str = "roll"                   # roll | move | over
    pending_roll: int | None = None
    king: int | None = None               # index of the crowned player
    provaly_closed: bool = False
    winner: int | None = None
    card_pools: dict[str, int] = Factory(dict)         # springs' pools
    palace: int | None = None             # the first prince, who walks the chambers
    seed: int | None = None
    actions: int = 0
    rules: object = None  # the AmberRules (not cloned; neither compared nor shown: __eq__, __repr__)

    def clone(self) -> GameState:
        """A copy sharing nothing mutable with ``self`` (the rules are shared).  The
        cached legal moves are not copied: the copy may be changed before it moves."""
        new = object.__new__(GameState)
        d = self.__dict__.copy()
        d.pop("_moves", None)
        d["players"] = [p.clone() for p in self.players]
        d["deck"], d["discard"] = self.deck[:], self.discard[:]
        d["on_fields"] = {k: v[:] for k, v in self.on_fields.items() if v}
        d["item_field"], d["card_pools"] = self.item_field.copy(), self.card_pools.copy()
        new.__dict__ = d
        return new

    def _compared(self) -> tuple:
        return tuple([self.__dict__[name] for name in _GAME_FIELDS])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not GameState:
            return NotImplemented
        return self._compared() == other._compared()

    def __repr__(self) -> str:
        return "GameState(" + ", ".join(f"{name}={self.__dict__[name]!r}" for name in _GAME_FIELDS) + ")"

    @property
    def current(self) -> PlayerState:
        return self.players[self.turn]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def money_total(self) -> int:
        """Every thaler in the game: players, bank, mafia fund and the supply."""
        return sum(p.stats["thalers"] for p in self.players) + self.bank + self.mafia + self.supply

    def to_json(self) -> dict:
        """Every field but the rules, in order; the players as mappings of theirs."""
        out = {name: getattr(self, name) for name in _GAME_FIELDS}
        out["players"] = [{name: getattr(p, name) for name in _PLAYER_FIELDS} for p in self.players]
        return out


_PLAYER_FIELDS = field_names(PlayerState)
_GAME_FIELDS = tuple(name for name in field_names(GameState) if name != "rules")  # compared, shown, digested

"""Many games of «Корона Эмбера» played by the engine's simple policy: how often someone
is crowned and when, how a game ends, falls and their causes, where travellers go,
which fights decide games, and who wins (pure; the CLI prints it, the report draws it).

Game ``g`` of seed ``S`` is ``play_game(rules, S + g, players)``, so any one game can be
replayed on its own, and games can be played anywhere (worker processes, a cluster):
:func:`summarize` sorts the outcomes by seed, so the result does not depend on the order
they come back in.  What the final state does not keep (the tour of the coronation,
arrivals on fields, the causes of falls, the fights) is read from each action's events
by :class:`_Tally`, which also wraps the policy to note the tour of each action.

Variants of the rules for side-by-side simulations (``pnpkit sim amber --vary``):
another preset, a card's or a traveller's points, every traveller's start value, or a
number of the preset (pure: the game data is copied, never changed).  Keys::

    preset=original,simplified          the preset itself
    card.072.strength=5,7               a card's points (strength, mind, magic); card.072 or 072
    traveller.amazon.life=3,5           a traveller's printed points
    start.thalers=10,20                 a start value of every traveller
    stat_cap=12,14                      a number of the preset (see NUMBERS)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from pnpkit.games.amber.rules.effects import FIGHT_STATS
from pnpkit.games.amber.rules.rules import AmberRules, load_rules
from pnpkit.games.amber.rules.state import OUT, STATS
from pnpkit.model.game import Game
from pnpkit.rules.stats import (
    Interval,
    MeanSummary,
    mean_difference,
    newcombe,
    quantile,
    summarize_mean,
    wilson,
)

#: how a game ended: a winner; the rules' tour limit; everyone out and no king;
#: play_game's cap on actions; anything else the engine may add
ENDS = ("won", "turn_limit", "all_out", "action_limit", "other")
#: what a fall (a death) came from: a lost fight with a card's creature; a duel between
#: travellers; the guards of a robbery; the kingdom (labyrinth, palace, crown battle);
#: points taken by another traveller; another effect of a card; a field's effect; the rest
CAUSES = ("fight", "duel", "robbery", "kingdom", "traveller", "card", "field", "other")
#: a card counts among the decisive ones when at least this many travellers met it in each arm
MIN_ARM = 10
DECISIVE_CARDS = 12


@dataclass(frozen=True)
class Fall:
    seat: int
    cause: str                    # one of CAUSES
    source: str | None            # the card or field behind it, when there is one


@dataclass(frozen=True)
class GameOutcome:
    seed: int
    travellers: tuple[str, ...]   # by seat, at the end (a traveller who falls may restart as another)
    winner: int | None            # seat
    crowned_tour: int | None      # the tour of the first coronation
    tours: int                    # the tour the game stopped in
    falls: int                    # deaths of all players
    end: str                      # one of ENDS
    visits: tuple[tuple[str, int], ...] = ()      # (field, arrivals), by field id
    fall_causes: tuple[Fall, ...] = ()            # in the order they happened
    fights: tuple[tuple[int, str, bool], ...] = ()  # (seat, card, lost to it at least once), sorted
    dealt: tuple[str, ...] = ()   # by seat, as dealt at the start (empty: as at the end)
    restarts: int = 0             # falls after which the player went on as a new traveller


#: events that name the field a traveller arrives on, and the key holding it
_ARRIVALS = {"moved": "to", "moved_to": "field", "flew": "to"}
_KINGDOM = frozenset({"crown_battle", "palace_duel", "labyrinth"})


def _cause(events: list, at: int, name: str) -> tuple[str, str | None]:
    """What the fall of ``name`` announced by ``events[at]`` came from: the nearest
    earlier event of the action that can take a life."""
    for ev in reversed(events[:at]):
        kind, data = ev.kind, ev.data
        if kind == "battle" and data.get("player") == name and data.get("outcome") != "win":
            return "fight", data.get("card")
        if kind == "duel":
            return "duel", None
        if kind == "robbery_fight" and data.get("player") == name:
            return "robbery", None
        if kind in _KINGDOM:
            return "kingdom", None
        if kind == "taken_from" and data.get("player") == name:
            return "traveller", None
        if kind == "card" and data.get("player") == name:
            return "card", data.get("card")
        if kind == "field" and data.get("player") == name:
            return "field", data.get("field")
    return "other", None


class _Tally:
    """The simple policy unchanged, noting the tour of every action (for the tour of
    the coronation), and an observer of play_game reading each action's events:
    arrivals on fields, falls and their causes, fights against cards."""

    def __init__(self, policy, names: list[str]) -> None:
        self.policy = policy
        self.decide = policy.decide
        self.seat_of = {name: seat for seat, name in enumerate(names)}
        self.tour = 0
        self.crowned_tour: int | None = None
        self.visits: dict[str, int] = {}
        self.falls: list[Fall] = []
        self.fights: dict[tuple[int, str], bool] = {}
        self.dealt: tuple[str, ...] | None = None
        self.restarts = 0

    def choose_action(self, state):
        self.tour = state.tour
        if self.dealt is None:
            self.dealt = tuple(p.traveller for p in state.players)
        return self.policy.choose_action(state)

    def __call__(self, state, events) -> None:
        for at, ev in enumerate(events):
            kind = ev.kind
            key = _ARRIVALS.get(kind)
            if key is not None:
                where = ev.data.get(key)
                self.visits[where] = self.visits.get(where, 0) + 1
            elif kind == "battle":
                card = ev.data.get("card")
                seat = self.seat_of.get(ev.data.get("player"))
                if card and seat is not None:
                    unit = (seat, card)
                    self.fights[unit] = self.fights.get(unit, False) or ev.data.get("outcome") == "lose"
            elif kind == "died":
                name = ev.data.get("player")
                cause, source = _cause(events, at, name)
                self.falls.append(Fall(self.seat_of.get(name, -1), cause, source))
            elif kind == "crowned" and self.crowned_tour is None:
                self.crowned_tour = self.tour
            elif kind == "new_traveller":
                self.restarts += 1


def _end(state, turn_limit: float) -> str:
    if state.phase != "over":
        return "action_limit"
    if state.winner is not None:
        return "won"
    if state.tour > turn_limit:
        return "turn_limit"
    if state.king is None and all(p.board == OUT for p in state.players):
        return "all_out"
    return "other"


def play_one(rules, seed: int, players: int) -> GameOutcome:
    """One game by the engine's simple policy (exactly ``play_game(rules, seed, players)``)."""
    from pnpkit.games.amber.rules.policy import SimplePolicy, play_game

    tally = _Tally(SimplePolicy.seeded(seed), [f"P{i + 1}" for i in range(players)])
    state = play_game(rules, seed, players, policy=tally, copy=False, observe=tally)
    return GameOutcome(seed=seed, travellers=tuple(p.traveller for p in state.players),
                       winner=state.winner, crowned_tour=tally.crowned_tour, tours=state.tour,
                       falls=sum(p.deaths for p in state.players), end=_end(state, rules.turn_limit),
                       visits=tuple(sorted(tally.visits.items())), fall_causes=tuple(tally.falls),
                       fights=tuple(sorted((seat, card, lost) for (seat, card), lost in tally.fights.items())),
                       dealt=tally.dealt or (), restarts=tally.restarts)


@dataclass(frozen=True)
class Share:
    count: int
    of: int
    share: float
    interval: Interval   # Wilson 95 %


def _share(count: int, of: int) -> Share:
    return Share(count, of, count / of if of else math.nan, wilson(count, of))


@dataclass(frozen=True)
class TravellerWins:
    traveller: str
    played: int
    wins: Share          # of the games this traveller played


@dataclass(frozen=True)
class CardSwing:
    """How much a fight against one card decides a game: the game-win share of the
    travellers who never lost to it minus that of those who lost to it at least once."""

    card: str
    met: int                 # (game, traveller) pairs that fought it
    never_lost: Share        # game wins of those who never lost to it
    lost: Share              # game wins of those who lost to it at least once
    swing: float
    interval: Interval       # Newcombe 95 % of the swing
    impact: float            # swing × the share of all (game, traveller) pairs that met it


@dataclass(frozen=True)
class AmberSimResult:
    preset: str
    players: int
    games: int
    seed: int
    turn_limit: float
    crowned: Share
    coronation: MeanSummary       # tour of the coronation, over crowned games
    coronation_median: float
    coronation_p10: float
    coronation_p90: float
    ends: Mapping[str, int]       # ENDS -> games
    falls: MeanSummary            # per game
    falls_total: int
    seats: tuple[Share, ...]
    no_winner: int
    travellers: tuple[TravellerWins, ...]   # as dealt at the start; most winning first
    length: MeanSummary = summarize_mean([])   # tours a game lasted
    game_tours: tuple[int, ...] = ()        # by seed: the histogram's data
    fall_causes: Mapping[str, int] = field(default_factory=dict)   # CAUSES -> falls
    fall_sources: tuple[tuple[str, str, int], ...] = ()   # (cause, card or field, falls), most first
    visits: Mapping[str, int] = field(default_factory=dict)        # field -> arrivals, all games
    decisive: tuple[CardSwing, ...] = ()    # most decisive first
    card_losses: Mapping[str, tuple[int, int]] = field(default_factory=dict)  # card -> (met, lost to it)
    restarts: int = 0                       # falls after which a player went on as a new traveller

    def as_dict(self) -> dict:
        num = json_number

        def share(s: Share) -> dict:
            return {"count": s.count, "of": s.of, "share": num(s.share),
                    "ci95": [s.interval.low, s.interval.high]}

        def mean(m: MeanSummary) -> dict:
            return {"mean": num(m.mean), "sd": num(m.sd), "se": num(m.se),
                    "ci95": [num(m.interval.low), num(m.interval.high)]}

        return {
            "preset": self.preset, "players": self.players, "games": self.games,
            "seeds": [self.seed, self.seed + self.games - 1],
            "turn_limit": None if math.isinf(self.turn_limit) else int(self.turn_limit),
            "crowned": share(self.crowned),
            "coronation_tour": {"games": self.coronation.n, **mean(self.coronation),
                                "median": num(self.coronation_median), "p10": num(self.coronation_p10),
                                "p90": num(self.coronation_p90)},
            "ends": dict(self.ends),
            "falls": {"total": self.falls_total, "per_game": mean(self.falls), "restarts": self.restarts},
            "seats": [{"seat": i, "player": f"P{i + 1}", "wins": s.count, "share": num(s.share),
                       "ci95": [s.interval.low, s.interval.high]} for i, s in enumerate(self.seats)],
            "no_winner": self.no_winner,
            "travellers": [{"id": t.traveller, "played": t.played, "wins": t.wins.count,
                            "share": num(t.wins.share), "ci95": [t.wins.interval.low, t.wins.interval.high]}
                           for t in self.travellers],
            "length_tours": {**mean(self.length), "median": num(quantile(sorted(self.game_tours), 0.5)),
                             "longest": max(self.game_tours, default=0)},
            "fall_causes": dict(self.fall_causes),
            "fall_sources": [{"cause": c, "source": src, "falls": n} for c, src, n in self.fall_sources],
            "visits": dict(self.visits),
            "decisive_cards": [
                {"card": c.card, "met": c.met, "impact": c.impact, "swing": c.swing,
                 "ci95": [c.interval.low, c.interval.high],
                 "never_lost": {"count": c.never_lost.count, "of": c.never_lost.of},
                 "lost": {"count": c.lost.count, "of": c.lost.of}} for c in self.decisive],
        }


def json_number(x: float) -> float | None:
    """``x`` for JSON, which has no NaN (None)."""
    return None if isinstance(x, float) and math.isnan(x) else x


def _decisive(outcomes: list[GameOutcome], players: int) -> tuple[CardSwing, ...]:
    met, won = Counter(), Counter()   # (card, lost to it) -> travellers, of them won the game
    for o in outcomes:
        for seat, card, lost in o.fights:
            met[card, lost] += 1
            won[card, lost] += o.winner == seat
    pairs = len(outcomes) * players
    out = []
    for card in {card for card, _lost in met}:  # sorted below
        n_kept, w_kept, n_lost, w_lost = met[card, False], won[card, False], met[card, True], won[card, True]
        if n_kept < MIN_ARM or n_lost < MIN_ARM:
            continue
        kept, lost = _share(w_kept, n_kept), _share(w_lost, n_lost)
        swing = kept.share - lost.share
        out.append(CardSwing(card, n_kept + n_lost, kept, lost, swing,
                             newcombe(w_kept, n_kept, w_lost, n_lost), swing * (n_kept + n_lost) / pairs))
    out.sort(key=lambda c: (-abs(c.impact), c.card))
    return tuple(out[:DECISIVE_CARDS])


def summarize(outcomes: list[GameOutcome], *, preset: str, players: int, seed: int,
              turn_limit: float) -> AmberSimResult:
    """The summary of games played anywhere, in any order: sorted by seed first, so the
    same games always give the same result (float sums included)."""
    outcomes = sorted(outcomes, key=lambda o: o.seed)
    games = len(outcomes)
    tours = sorted(o.crowned_tour for o in outcomes if o.crowned_tour is not None)
    ends = dict.fromkeys(ENDS, 0) | Counter(o.end for o in outcomes)
    seat_wins = Counter(o.winner for o in outcomes if o.winner is not None)
    # a seat's traveller as dealt: dealt at random, so comparable; under the original
    # rules one who falls restarts as the first free traveller, which is no choice
    played = Counter(t for o in outcomes for t in o.dealt or o.travellers)
    won = Counter((o.dealt or o.travellers)[o.winner] for o in outcomes if o.winner is not None)
    travellers = [TravellerWins(t, n, _share(won[t], n)) for t, n in played.items()]
    falls = [f for o in outcomes for f in o.fall_causes]
    causes = dict.fromkeys(CAUSES, 0) | Counter(f.cause for f in falls)
    sources = Counter((f.cause, f.source) for f in falls if f.source)
    visits: Counter[str] = Counter()
    for o in outcomes:
        visits.update(dict(o.visits))
    fights = [(card, lost) for o in outcomes for _seat, card, lost in o.fights]  # card -> (met, lost to it)
    met, lost = Counter(card for card, _ in fights), Counter(card for card, lost in fights if lost)
    # surest first: by the low end of the 95 % interval, so one win in one game does not top the list
    travellers.sort(key=lambda t: (-t.wins.interval.low, -t.wins.share, -t.played, t.traveller))
    return AmberSimResult(
        preset=preset, players=players, games=games, seed=seed, turn_limit=turn_limit,
        crowned=_share(len(tours), games), coronation=summarize_mean(tours),
        coronation_median=quantile(tours, 0.5), coronation_p10=quantile(tours, 0.1),
        coronation_p90=quantile(tours, 0.9), ends=ends,
        falls=summarize_mean([o.falls for o in outcomes]), falls_total=sum(o.falls for o in outcomes),
        seats=tuple(_share(seat_wins[seat], games) for seat in range(players)),
        no_winner=games - sum(seat_wins.values()), travellers=tuple(travellers),
        length=summarize_mean([o.tours for o in outcomes]), game_tours=tuple(o.tours for o in outcomes),
        fall_causes=causes,
        fall_sources=tuple(sorted(((c, src, n) for (c, src), n in sources.items()),
                                  key=lambda x: (-x[2], x[0], x[1]))[:DECISIVE_CARDS]),
        visits=dict(sorted(visits.items())), decisive=_decisive(outcomes, players),
        card_losses={card: (met[card], lost[card]) for card in sorted(met)}, restarts=sum(o.restarts for o in outcomes),
    )


@dataclass(frozen=True)
class Difference:
    """One line of a side-by-side comparison: ``other - base`` with its 95 % interval
    (Newcombe for shares, Welch for means); ``share`` tells which."""

    metric: str          # crowned, coronation, length, falls, seat1, lost_to_card, traveller
    base: float
    other: float
    diff: float
    interval: Interval
    share: bool


def compare(base: AmberSimResult, other: AmberSimResult, *, card: str | None = None,
            traveller: str | None = None) -> tuple[Difference, ...]:
    """How ``other`` differs from ``base``: the crowned share, the tours to the
    coronation, the game length, falls a game, the first seat's wins; with a card
    varied, the share of travellers who lost to it; with a traveller varied, his wins."""
    def shares(metric: str, a: tuple[int, int], b: tuple[int, int]) -> Difference:
        pa = a[0] / a[1] if a[1] else math.nan
        pb = b[0] / b[1] if b[1] else math.nan
        return Difference(metric, pa, pb, pb - pa, newcombe(b[0], b[1], a[0], a[1]), True)

    def means(metric: str, a: MeanSummary, b: MeanSummary) -> Difference:
        return Difference(metric, a.mean, b.mean, b.mean - a.mean, mean_difference(b, a), False)

    rows = [shares("crowned", (base.crowned.count, base.games), (other.crowned.count, other.games)),
            means("coronation", base.coronation, other.coronation),
            means("length", base.length, other.length),
            means("falls", base.falls, other.falls),
            shares("seat1", (base.seats[0].count, base.games), (other.seats[0].count, other.games))]
    if card is not None:
        a, b = base.card_losses.get(card, (0, 0)), other.card_losses.get(card, (0, 0))
        rows.append(shares("lost_to_card", (a[1], a[0]), (b[1], b[0])))
    if traveller is not None:
        def wins(r: AmberSimResult) -> tuple[int, int]:
            t = next((t for t in r.travellers if t.traveller == traveller), None)
            return (t.wins.count, t.played) if t else (0, 0)
        rows.append(shares("traveller", wins(base), wins(other)))
    return tuple(rows)


def simulate(rules, games: int, players: int, seed: int) -> AmberSimResult:
    """``games`` games with seeds ``seed`` … ``seed + games - 1``."""
    if players < 1 or games < 1:
        raise ValueError("players and games must be at least 1")
    outcomes = [play_one(rules, seed + g, players) for g in range(games)]
    return summarize(outcomes, preset=rules.preset, players=players, seed=seed,
                     turn_limit=rules.turn_limit)


#: the preset's numbers a variant may set (the rest are switches: vary them through a preset)
NUMBERS = ("stat_cap", "life_cap", "loan_interest", "max_items", "turn_limit", "prince_bonus",
           "provaly_threshold")
MAX_VALUE = 999
MAX_VALUES = 8


class VaryError(ValueError):
    """A --vary that cannot be run: ``code`` names the problem, ``details`` fill its message."""

    def __init__(self, code: str, **details: object) -> None:
        super().__init__(code)
        self.code, self.details = code, details


@dataclass(frozen=True)
class Variant:
    """One column of a comparison: ``key`` set to ``value`` (both as typed) on ``preset``."""

    preset: str
    key: str = ""
    value: str = ""

    @property
    def label(self) -> str:
        return f"{self.key}={self.value}" if self.key else self.preset


def parse_vary(text: str, game: Game, presets: tuple[str, ...], base_preset: str) -> tuple[Variant, ...]:
    """``KEY=V1,V2,…`` checked against the game: the variants in the order given."""
    key, sep, raw = text.partition("=")
    key = key.strip()
    values = tuple(v.strip() for v in raw.split(",")) if sep else ()
    if not key or not values or any(not v for v in values):
        raise VaryError("form", got=text)
    if len(values) < 2 or len(values) > MAX_VALUES:
        raise VaryError("count", got=len(values), max=MAX_VALUES)
    if len(set(values)) != len(values):
        raise VaryError("repeated", got=text)
    if key == "preset":
        for value in values:
            if value not in presets:
                raise VaryError("preset", got=value, known=", ".join(presets))
        return tuple(Variant(value) for value in values)
    target(game, key)  # raises on an unknown key
    for value in values:
        if not value.isdigit() or int(value) > MAX_VALUE:
            raise VaryError("number", key=key, got=value, max=MAX_VALUE)
    return tuple(Variant(base_preset, key, value) for value in values)


def target(game: Game, key: str) -> tuple[str, str, str]:
    """(kind, id, stat) of a key: ("card", "card.072", "strength"), ("traveller", …),
    ("start", "", "thalers") or ("number", "", "stat_cap")."""
    if key in NUMBERS:
        return "number", "", key
    head, _, stat = key.rpartition(".")
    if head == "start":
        kind, thing, stats = "start", "", STATS
    elif head.startswith("card."):
        number = head[5:]
        kind, thing, stats = "card", f"card.{int(number):03d}" if number.isdigit() else head, FIGHT_STATS
        if thing not in game.index("cards"):  # card.72 is card.072
            raise VaryError("card", got=head)
    elif head.startswith("traveller."):
        kind, thing, stats = "traveller", head, STATS
        characters = game.index("characters")
        if head not in characters or characters[head].kind != "traveller":
            raise VaryError("traveller", got=head)
    else:
        raise VaryError("key", got=key, numbers=", ".join(NUMBERS))
    if stat not in stats:
        raise VaryError("stat", key=key, known=", ".join(stats))
    return kind, thing, stat


def variant_rules(game: Game, variant: Variant) -> AmberRules:
    """The rules of one variant (the game copied where a card or a traveller changes)."""
    if not variant.key:
        return load_rules(game, variant.preset)
    kind, thing, stat = target(game, variant.key)
    value = int(variant.value)
    if kind == "number":
        return load_rules(game, variant.preset, {stat: value})
    if kind == "start":
        base = load_rules(game, variant.preset).value("start_stats") or {}
        return load_rules(game, variant.preset, {"start_stats": {**base, stat: value}})
    if kind == "card":
        cards = [replace(c, stats={**c.stats, stat: value}) if c.id == thing else c for c in game.cards]
        return load_rules(replace(game, cards=cards), variant.preset)
    characters = [replace(c, stats={**c.stats, stat: value}) if c.id == thing else c for c in game.characters]
    return load_rules(replace(game, characters=characters), variant.preset)

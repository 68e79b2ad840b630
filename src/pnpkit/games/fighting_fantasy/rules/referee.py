"""The Fighting Fantasy referee: a pure state machine driven by `pnpkit referee`.

Commands (all but ``odds`` are logged actions):

* ``fight --enemy NAME:SKILL:STAMINA [...] [--escape] [TARGET]`` starts a fight and plays
  its first round; ``fight [TARGET]`` plays the next round (TARGET: a name or 1-based
  number; default the first living opponent).
* After a round, every luck choice waits in order (your blow first, then each wound you
  took): ``luck`` tests your luck for the first of them, ``luck no`` declines it, and a
  new ``fight`` declines all that remain.  Each choice is offered with the exact chance
  of winning if you test and if you do not (further choices played optimally); a blow
  whose plain 2 fells the last opponent is not asked about (nothing to decide).
* ``luck`` with nothing waiting is a plain Test your Luck, as a book asks for.
* ``escape`` (only in a fight started with ``--escape``): one free wound, luck may soften it.
* ``eat``: one provision, the preset's STAMINA (4) up to the initial value, never in a fight.
* ``odds``: a question, not logged: the chance of winning from here and the best target.

Damage waits until its luck choice is made, so the numbers the referee shows are always
those of the rules' own order: blow, then each wound; death and victory are settled when
no choice is left.
"""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules import referee_status, referee_text
from pnpkit.games.fighting_fantasy.rules.advice import is_lucky
from pnpkit.games.fighting_fantasy.rules.arg_words import DECLINE_WORDS, arg_words
from pnpkit.games.fighting_fantasy.rules.character import (
    STAT_RANGES,
    Character,
    CreationRolls,
    Stat,
    make_character,
    roll_character,
)
from pnpkit.games.fighting_fantasy.rules.combat import PRESETS, Blow, resolve_round, shared_meal
from pnpkit.games.fighting_fantasy.rules.damage import BLOW_DAMAGE, WOUND_DAMAGE
from pnpkit.games.fighting_fantasy.rules.fight_state import (
    COUNTERS,
    GAME_ID,
    STAT_WORDS,
    THING_WORDS,
    FFState,
    Fight,
    Pending,
    add_counter,
    find_target,
    odds_event,
    opponent_json,
    parse_character,
    set_opponent,
    sheet_event,
    split_fight_args,
    whole,
)
from pnpkit.games.fighting_fantasy.rules.referee_text import COMMANDS, REFUSALS, luck_answers
from pnpkit.rules.messages import command, refusal, say
from pnpkit.rules.session import (
    Action,
    CommandSpec,
    DiceSource,
    Event,
    GameReferee,
    RuleError,
    SessionHeader,
    action_rng,
)
from pnpkit.value_class import replace

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: collections.abc loads the collections package (~1 ms of a write)
    from collections.abc import Sequence

# --------------------------------------------------------------------------- the referee


#: the refusal (the rule) for a command kept off the list while a fight is on
_OFF_IN_FIGHT = {"eat": "no_eating_in_fight", "drink": "no_drinking_in_fight", "take": "finish_fight",
                 "drop": "finish_fight", "pay": "finish_fight"}


def _specs() -> dict[str, object]:
    """The game's commands (help in both languages) by what they are for; "sheet": the
    adventure sheet's own, in their order."""
    return {
        "fight_start": command("fight", COMMANDS, "fight_start", usage_key="fight_start_usage"),
        "fight_next": command("fight", COMMANDS, "fight_next", usage_key="fight_next_usage"),
        "odds_before": command("odds", COMMANDS, "odds_before", logged=False, usage_key="odds_before_usage"),
        "odds": command("odds", COMMANDS, "odds", logged=False),
        "luck": command("luck", COMMANDS, "luck", usage_key="luck_usage"),
        "eat": _meal_spec(shared_meal()),
        "escape": command("escape", COMMANDS, "escape"),
        "sheet": [command("take", COMMANDS, "take", usage_key="take_usage"),
                  command("drop", COMMANDS, "drop", usage_key="drop_usage"),
                  command("pay", COMMANDS, "pay", "N"),
                  command("drink", COMMANDS, "drink", usage_key="drink_usage"),
                  command("change", COMMANDS, "change", usage_key="change_usage")],
    }


def _meal_spec(gain: int | None):
    """``eat`` saying what this meal gives back: at 16/17 a meal restores 1, not the
    preset's 4 (the page's button reads the help); None: the presets differ and no
    session is known (``--help``), so the help names no number."""
    from pnpkit.rules.commands import CommandSpec

    if gain is None:
        return CommandSpec("eat", say(COMMANDS, "eat_by_preset", "ru"), say(COMMANDS, "eat_by_preset", "en"))
    return CommandSpec("eat", say(COMMANDS, "eat", "ru", n=gain), say(COMMANDS, "eat", "en", n=gain))


def _meal_refusal(hero) -> str | None:
    """Why a meal is refused out of a fight (no provisions; STAMINA at its initial value,
    where it would be wasted), or None."""
    if hero.provisions < 1:
        return "no_provisions"
    return "meal_wasted" if hero.stamina.current >= hero.stamina.initial else None


def _blow_ends_fight(fight) -> bool:
    """Whether the first luck choice is a blow whose plain damage (2) fells the last
    opponent standing: declining wins the fight now, a test can only cost LUCK and, unlucky
    (1), the win (seed 003: luck in a fight is tested at will, so nothing is asked)."""
    choice = fight.pending[0]
    if choice.kind != "blow" or fight.opponents[choice.opponent].stamina > BLOW_DAMAGE[None]:
        return False
    return not any(o.alive for i, o in enumerate(fight.opponents) if i != choice.opponent)


def _test_luck(hero, dice: DiceSource, kind: str, rule: str) -> tuple[Character, bool, Event]:
    """Test your Luck (refused with no LUCK left): the hero one LUCK poorer whatever the
    dice say, whether the test held, and the event that tells it."""
    luck = hero.luck.current
    if luck < 1:
        raise refusal(REFUSALS, "no_luck")
    total = dice.roll("2d6", why="luck").total
    lucky = is_lucky(luck, total)
    event = Event("luck_test", {"kind": kind, "total": total, "luck": luck, "lucky": lucky}, rule=rule)
    return replace(hero, luck=hero.luck.add(-1)), lucky, event


def _hero_json(hero) -> dict[str, object]:
    """The adventure sheet as plain data: each stat [current, initial], then the pack."""
    stats = {k: [getattr(hero, k).current, getattr(hero, k).initial]
             for k in ("skill", "stamina", "luck")}
    return {**stats, **{k: getattr(hero, k) for k in COUNTERS}, "equipment": list(hero.equipment)}


def _creation_json(c: CreationRolls) -> dict[str, object]:
    return {"skill": c.skill_die, "stamina": list(c.stamina_dice), "luck": c.luck_die}


class FightingFantasyReferee(GameReferee):
    game_id = GAME_ID
    default_preset = "instant-kill"  # seed 003: a double six when striking kills outright
    rules_version = referee_status.RULES_VERSION  # 2: no luck question where a plain blow wins
    # another game's word a table may type for this game's command (Amber's «поправить»,
    # ``adjust``, is FF's «изменить»): the refusal asks «может быть, «изменить»?»
    meant = {"adjust": "change"}

    # -- starting -----------------------------------------------------------------------
    def validate_header(self, header: SessionHeader) -> None:
        if header.preset is not None and header.preset not in PRESETS:
            known = ", ".join(PRESETS)
            raise refusal(REFUSALS, "unknown_preset", preset=header.preset, known=known)
        if len(header.players) != 1:
            raise refusal(REFUSALS, "one_hero")
        character = header.players[0].character
        if character:
            values = parse_character(character)
            for (stat, (low, high)), value in zip(STAT_RANGES.items(), values, strict=True):
                if not low <= value <= high:  # said here, in the session's words, not make_character's
                    raise refusal(REFUSALS, "impossible_hero", low=low, high=high, value=value,
                                  stat=lambda locale, stat=stat: say(referee_text.MESSAGES, f"stats.{stat}", locale))

    def new(self, header: SessionHeader) -> FFState:
        self.validate_header(header)
        preset = PRESETS[header.preset or "classic"]
        player = header.players[0]
        if player.character:
            hero = make_character(*parse_character(player.character), provisions=preset.provisions)
            return FFState(player.name, preset, hero)
        # Action 0's generator: the character follows from the seed alone and replays.
        hero, rolls = roll_character(action_rng(header.seed, 0), provisions=preset.provisions)
        return FFState(player.name, preset, hero, creation=rolls)

    # -- what may be typed --------------------------------------------------------------
    def commands(self, state: FFState) -> list[CommandSpec]:
        if state.dead:
            return []
        specs, fight = _specs(), state.fight
        if fight is None:  # a meal only where it helps: the page's button is never refused
            hero = state.hero
            gain = min(state.preset.provision_stamina, hero.stamina.initial - hero.stamina.current)
            meal = [_meal_spec(gain)] if _meal_refusal(hero) is None else []
            return [specs["fight_start"], specs["odds_before"], specs["luck"], *meal, *specs["sheet"]]
        if fight.escaping:
            return [specs["luck"]]
        # a book may change a stat mid-fight
        out = [specs["fight_next"], specs["luck"], specs["odds"], specs["sheet"][-1]]
        if fight.can_escape and not fight.pending:
            out.append(specs["escape"])
        return out

    def all_commands(self) -> list[CommandSpec]:
        """Every command this game may offer, with its arguments (``--help`` shows them)."""
        specs = _specs()
        return [specs[k] for k in ("fight_start", "fight_next", "odds_before", "luck", "eat", "escape")
                ] + specs["sheet"]

    def is_over(self, state: FFState) -> bool:
        return state.dead

    def over_line(self, state: FFState, locale: str) -> str:
        return referee_status.over_line({"dead": state.dead, "player": state.player}, locale)

    def current_player(self, state: FFState) -> str | None:
        return None if state.dead else state.player

    def answers(self, state: FFState, locale: str) -> tuple:
        """A fight's luck question as two buttons, each with the chance it gives."""
        fight = state.fight
        if state.dead or fight is None or not fight.pending or state.hero.luck.current < 1:
            return ()
        return luck_answers(dict(self._offer(state).data), locale)

    # -- acting -------------------------------------------------------------------------
    def apply(self, state: FFState, action: Action, dice: DiceSource) -> tuple[FFState, list[Event]]:
        if state.dead:
            raise refusal(REFUSALS, "hero_dead", player=state.player)
        command, args = action.command, list(action.args)
        if command == "fight":
            return self._fight(state, args, dice)
        if command == "luck":
            return self._luck(state, args, dice)
        if command == "escape":
            return self._escape(state)
        if command == "eat":
            return self._eat(state)
        if command == "odds":
            return state, self._odds(state, action.args)
        if command in ("take", "drop", "pay", "drink", "change"):
            if state.fight is not None and command != "change":
                raise refusal(REFUSALS, _OFF_IN_FIGHT[command])
            return self._sheet(state, command, args)
        raise refusal(REFUSALS, "unknown_command", command=command)

    def _fight(self, state: FFState, args: list[str], dice: DiceSource):
        enemies, can_escape, target_text = split_fight_args(args)
        events: list[Event] = []
        if enemies:
            if state.fight is not None:
                raise refusal(REFUSALS, "fight_on")
            state = replace(state, fight=Fight(tuple(enemies), can_escape))
            events.append(Event("fight_started", {"opponents": [opponent_json(o) for o in enemies],
                                                   "can_escape": can_escape},
                                rule="ff.round" if len(enemies) == 1 else "ff.several"))
            events.append(odds_event(state))  # the odds said before the first round is rolled
        elif state.fight is None:
            raise refusal(REFUSALS, "whom")
        elif can_escape:
            raise refusal(REFUSALS, "escape_late")
        if state.fight.escaping:
            raise refusal(REFUSALS, "escaping")
        # A new round declines every luck choice still waiting.
        while state.fight is not None and state.fight.pending:
            state, more = self._resolve_first(state, None)
            events += more
            state, more = self._settle(state, offer=False)
            events += more
        if state.fight is None or state.dead:
            return state, events + [sheet_event(state)]
        fight = state.fight
        target = find_target(fight, target_text)
        opponent_dice = [tuple(dice.roll("2d6", why=f"attack: {o.name}").faces) if o.alive else None
                         for o in fight.opponents]
        hero_dice = tuple(dice.roll("2d6", why="attack: hero").faces)
        result = resolve_round(state.hero.skill.current, fight.opponents, target, hero_dice,
                               opponent_dice, instant_kill=state.preset.instant_kill)
        fight = replace(fight, rounds=fight.rounds + 1)
        opponents = fight.opponents
        attacks = [{"name": o.name, "attack": a} for o, a in
                   zip(opponents, result.opponent_attacks, strict=True) if a is not None]
        events.append(Event("round", {"n": fight.rounds, "target": opponents[target].name,
                                      "hero_attack": result.hero_attack, "attacks": attacks,
                                      "blow": result.blow,
                                      "wounded_by": [opponents[i].name for i in result.wounded_by]},
                            rule="ff.instant_kill" if result.blow is Blow.KILL else "ff.round"))
        pending: list[Pending] = []
        if result.blow is Blow.KILL:
            killed = fight.opponents[target]
            fight = set_opponent(fight, target, killed.wounded(killed.stamina))
            events.append(Event("slain", {"name": killed.name, "instant": True}))
        elif result.blow is Blow.WOUND:
            pending.append(Pending("blow", target))
        pending += [Pending("wound", i) for i in result.wounded_by]
        state = replace(state, fight=replace(fight, pending=tuple(pending)))
        state, more = self._settle(state)
        return state, events + more + [sheet_event(state)]

    def _luck(self, state: FFState, args: list[str], dice: DiceSource):
        decline = bool(args) and args[0].casefold() in DECLINE_WORDS
        if len(args) > 1 or (args and not decline):
            raise refusal(REFUSALS, "luck_usage")
        fight = state.fight
        if fight is not None and fight.pending:
            state, events = self._resolve_first(state, None if decline else dice)
            state, more = self._settle(state)
            return state, events + more + [sheet_event(state)]
        if decline:
            raise refusal(REFUSALS, "nothing_to_decline")
        hero, _lucky, tested = _test_luck(state.hero, dice, "plain", "ff.luck")
        state = replace(state, hero=hero)
        return state, [tested, sheet_event(state)]

    def _resolve_first(self, state: FFState, dice: DiceSource | None):
        """Settle the first waiting luck choice: tested when ``dice`` is given."""
        fight = state.fight
        assert fight is not None and fight.pending
        choice, rest = fight.pending[0], fight.pending[1:]
        events: list[Event] = []
        lucky: bool | None = None
        hero = state.hero
        if dice is not None:
            rule = "ff.blow_luck" if choice.kind == "blow" else "ff.wound_luck"
            hero, lucky, tested = _test_luck(hero, dice, choice.kind, rule)
            events.append(tested)
        opponent = fight.opponents[choice.opponent]
        if choice.kind == "blow":
            damage = BLOW_DAMAGE[lucky]
            hit = opponent.wounded(damage)
            fight = set_opponent(fight, choice.opponent, hit)
            events.append(Event("damage", {"who": opponent.name, "amount": damage,
                                           "stamina": hit.stamina, "hero": False}))
            if not hit.alive:
                events.append(Event("slain", {"name": opponent.name, "instant": False}))
        else:
            damage = WOUND_DAMAGE[lucky]
            hero = replace(hero, stamina=hero.stamina.add(-damage))
            events.append(Event("damage", {"who": state.player, "by": opponent.name,
                                           "amount": damage, "stamina": hero.stamina.current,
                                           "hero": True,
                                           "escape": choice.kind == "escape"}))
        state = replace(state, hero=hero, fight=replace(fight, pending=rest))
        return state, events

    def _settle(self, state: FFState, offer: bool = True) -> tuple[FFState, list[Event]]:
        """Offer the next luck choice, or end the fight when none is left."""
        events: list[Event] = []
        while True:
            fight = state.fight
            if fight is None:
                return state, events
            if fight.pending and state.hero.stamina.current > 0:
                if not offer:
                    return state, events
                if _blow_ends_fight(fight):  # nothing to decide: the plain blow wins, a test only risks it
                    events.append(Event("luck_needless", {"name": fight.opponents[fight.pending[0].opponent].name,
                                                          "player": state.player}, rule="ff.blow_luck"))
                elif state.hero.luck.current >= 1:
                    return state, events + [self._offer(state)]
                state, more = self._resolve_first(state, None)  # no LUCK: nothing to choose
                events += more
                continue
            names = ", ".join(o.name for o in fight.opponents)
            if state.hero.stamina.current <= 0:  # the hero is down; wounds still waiting no longer matter
                how, end = "died", Event("hero_dead", {"name": state.player, "player": state.player})
            elif fight.escaping:
                how, end = "escaped", Event("escaped", {"opponents": names, "player": state.player})
            elif not any(o.alive for o in fight.opponents):
                how, end = "won", Event("fight_won", {"opponents": names,  # "names": each, for «A and B»
                                                      "names": [o.name for o in fight.opponents]})
            else:
                return state, events
            return replace(state, fight=None, record=state.record + ((names, how),)), events + [end]

    def _offer(self, state: FFState) -> Event:
        fight = state.fight
        assert fight is not None
        choice = fight.pending[0]
        wounds = sum(1 for p in fight.pending if p.kind in ("wound", "escape"))
        hero = state.hero
        return Event("luck_offer", {
            "player": state.player, "kind": choice.kind, "opponent": choice.opponent,
            "name": fight.opponents[choice.opponent].name, "hero_skill": hero.skill.current,
            "hero_stamina": hero.stamina.current, "luck": hero.luck.current,
            "skills": [o.skill for o in fight.opponents],
            "staminas": [o.stamina for o in fight.opponents],
            "wounds_after": wounds, "instant_kill": state.preset.instant_kill})

    def why_not(self, state: FFState, command: str) -> RuleError | None:
        """The rule that keeps a command off the list now (else the framework's bare «no
        such command now»): ``escape`` with no fight, from a fight the book gives no escape
        from, or with a luck test due; a meal, a potion or the sheet's goods during a fight;
        a meal with no provisions or at full STAMINA."""
        fight = state.fight
        if state.dead:
            return None
        if fight is not None and command in _OFF_IN_FIGHT:
            return refusal(REFUSALS, _OFF_IN_FIGHT[command])
        if command == "eat":
            key = _meal_refusal(state.hero)
            return refusal(REFUSALS, key) if key else None
        if command != "escape":
            return None
        key = "no_fight_to_escape" if fight is None else "no_escape" if not fight.can_escape else \
            "luck_first" if fight.pending else None
        return refusal(REFUSALS, key) if key else None

    def _escape(self, state: FFState):
        fight = state.fight
        if fight is None:
            raise refusal(REFUSALS, "no_fight_to_escape")
        if not fight.can_escape:
            raise refusal(REFUSALS, "no_escape")
        if fight.pending:
            raise refusal(REFUSALS, "luck_first")
        first = next(i for i, o in enumerate(fight.opponents) if o.alive)
        escaping = replace(fight, escaping=True, pending=(Pending("escape", first),))
        state = replace(state, fight=escaping)
        events = [Event("escape_started", {"by": fight.opponents[first].name}, rule="ff.escape")]
        state, more = self._settle(state)
        return state, events + more + [sheet_event(state)]

    def _sheet(self, state: FFState, command: str, args: list[str]):
        hero = state.hero
        if command == "pay":
            if len(args) != 1:
                raise refusal(REFUSALS, "pay_usage")
            command, args = "drop", ["gold", args[0]]  # pay N: N gold dropped
        if command in ("take", "drop"):
            if len(args) < 2:
                raise refusal(REFUSALS, "sheet_usage",  # the command as the session's language types it
                              command=lambda locale: say(COMMANDS, f"verbs.{command}", locale))
            what, rest = THING_WORDS.get(args[0].casefold(), ""), args[1:]
            if what == "item":
                thing = " ".join(rest).strip()
                if command == "take":
                    hero = replace(hero, equipment=hero.equipment + (thing,))
                elif thing in hero.equipment:
                    items = list(hero.equipment)
                    items.remove(thing)
                    hero = replace(hero, equipment=tuple(items))
                else:
                    have = ", ".join(hero.equipment) or "—"
                    raise refusal(REFUSALS, "not_carried", thing=thing, have=have)
                event = Event("item", {"taken": command == "take", "thing": thing})
            elif what in COUNTERS:
                amount = whole(rest[0])
                delta = amount if command == "take" else -amount
                hero = add_counter(hero, what, delta)
                event = Event("counter", {"what": what, "delta": delta, "now": getattr(hero, what)})
            else:
                raise refusal(REFUSALS, "unknown_thing", thing=args[0])
        elif command == "drink":
            stat = STAT_WORDS.get(args[0].casefold(), "") if len(args) == 1 else ""
            if not stat:
                raise refusal(REFUSALS, "drink_usage")
            if hero.potions < 1:
                raise refusal(REFUSALS, "no_potions")
            top = getattr(hero, stat).initial + (stat == "luck")  # Fortune: initial LUCK + 1
            value = Stat(top, top)
            hero = replace(hero, potions=hero.potions - 1, **{stat: value})
            event = Event("drank", {"stat": stat, "now": value.current, "initial": value.initial})
        else:  # change
            beyond = "--beyond" in args
            words = [a for a in args if a != "--beyond"]
            stat = STAT_WORDS.get(words[0].casefold()) if len(words) == 2 else None
            if stat is None:
                raise refusal(REFUSALS, "change_usage")
            try:
                delta = int(words[1])
            except ValueError:
                raise refusal(REFUSALS, "not_a_number", text=words[1]) from None
            if delta == 0:  # nothing for the log
                raise refusal(REFUSALS, "zero_change")
            before = getattr(hero, stat).current
            value = getattr(hero, stat).add(delta, may_exceed_initial=beyond)
            hero = replace(hero, **{stat: value})
            data = {"stat": stat, "delta": delta, "now": value.current, "initial": value.initial}
            if value.current - before != delta:  # SKILL +3 at 12/12: held at the initial value (or 0)
                data["applied"] = value.current - before
            event = Event("changed", data)
        state = replace(state, hero=hero)
        if hero.stamina.current > 0:
            return state, [event, sheet_event(state)]
        if state.fight is None:
            return state, [event, Event("hero_dead", {"name": state.player, "player": state.player})]
        state, more = self._settle(state)  # down in a fight: the fight ends with the hero
        return state, [event, *more, sheet_event(state)]

    def _eat(self, state: FFState):
        if state.fight is not None:
            raise refusal(REFUSALS, "no_eating_in_fight")
        hero = state.hero
        if key := _meal_refusal(hero):
            raise refusal(REFUSALS, key)
        before = hero.stamina.current
        hero = replace(hero, stamina=hero.stamina.add(state.preset.provision_stamina),
                       provisions=hero.provisions - 1)
        state = replace(state, hero=hero)
        ate = Event("ate", {"before": before, "after": hero.stamina.current,
                            "left": hero.provisions, "player": state.player}, rule="ff.eat")
        return state, [ate, sheet_event(state)]

    def _odds(self, state: FFState, args: Sequence[str] = ()) -> list[Event]:
        """The chance to win from here; before a fight, against the opponents named as
        ``fight`` would name them (nothing is rolled or logged).  With a luck question
        due, its offer: the chance each answer leaves, and the two commands."""
        if state.fight is not None and state.fight.pending:
            return [self._offer(state)]
        if state.fight is None:
            enemies, _escape, _target = split_fight_args(args)
            if not enemies:
                raise refusal(REFUSALS, "no_odds")
            state = replace(state, fight=Fight(tuple(enemies)))
        return [odds_event(state)]

    # -- showing ------------------------------------------------------------------------
    def to_json(self, state: FFState) -> dict[str, object]:
        out: dict[str, object] = {"player": state.player, "preset": state.preset.id,
                               "hero": _hero_json(state.hero), "dead": state.dead, "fight": None,
                               "record": [list(r) for r in state.record]}
        if state.creation is not None:
            out["creation"] = _creation_json(state.creation)
        if (f := state.fight) is not None:
            out["fight"] = {"opponents": [opponent_json(o) for o in f.opponents],
                            "can_escape": f.can_escape, "rounds": f.rounds, "escaping": f.escaping,
                            "pending": [{"kind": p.kind, "opponent": p.opponent}
                                        for p in f.pending]}
        return out

    def status_view(self, state: FFState) -> dict[str, object]:
        """What the status says, as plain data (referee_status composes it)."""
        fight, c = state.fight, state.creation
        return {
            "player": state.player, "dead": state.dead, "instant_kill": state.preset.instant_kill,
            "hero": _hero_json(state.hero), "creation": None if c is None else _creation_json(c),
            "fight": None if fight is None else {
                "rounds": fight.rounds,
                "opponents": [[o.name, o.skill, o.stamina, o.alive] for o in fight.opponents],
                "offer": dict(self._offer(state).data) if fight.pending else None},
            "record": [list(r) for r in state.record],
        }

    def status(self, state: FFState, locale: str) -> list[str]:
        return referee_status.status(self.status_view(state), locale)

    def arg_words(self, command: str, args: Sequence[str], locale: str) -> list[str]:
        """The action's words for its title in ``locale`` (``take potions 1`` in English)."""
        return arg_words(command, args, locale)

    def describe(self, events: Sequence[Event], locale: str) -> list[str]:
        return referee_text.describe_events(events, locale)

    def confirm(self, before: FFState, after: FFState, action: Action, events: Sequence[Event]
                ) -> RuleError | None:
        """``pay`` of more than half of the hero's gold waits for a yes (dropping gold is
        not a spend, and never asks), and so does a potion that would restore nothing,
        and a fight more likely lost than won even with luck used at its best."""
        if action.command == "fight":
            odds = next((e.data for e in events if e.kind == "odds" and e.data.get("exact")), None)
            if odds is None or odds["win_optimal_luck"] >= 0.5:
                return None
            return refusal(REFUSALS, "confirm_risky_fight", player=before.player,
                           win=lambda locale: referee_text.percent(odds["win_optimal_luck"], locale))
        if action.command == "drink":
            drank = next((e for e in events if e.kind == "drank"), None)
            stat = drank.data["stat"] if drank is not None else ""
            if stat in ("skill", "stamina") and getattr(before.hero, stat).current >= getattr(before.hero, stat).initial:
                return refusal(REFUSALS, "confirm_wasted_potion", player=before.player,
                               stat=lambda locale: say(referee_text.MESSAGES, f"stats.{stat}", locale), value=getattr(before.hero, stat).current)
            return None
        have, spent = before.hero.gold, before.hero.gold - after.hero.gold
        if action.command != "pay" or spent <= 0 or 2 * spent <= have:
            return None
        return refusal(REFUSALS, "confirm_spend", player=before.player, spent=spent, have=have)

    def first_rolled(self, events: Sequence[Event]) -> int:
        return referee_status.first_rolled(events)

    def explain(self, rule: str, locale: str) -> str:
        return referee_text.explain_rule(rule, locale)

    def preset_name(self, preset: str, locale: str) -> str:
        return referee_status.preset_name(preset, locale)

    def roll_label(self, why: str, locale: str) -> str:
        return referee_text.roll_label(why, locale)


REFEREE = FightingFantasyReferee()

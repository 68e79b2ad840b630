"""The Amber table referee: the Amber engine driven by `pnpkit referee` commands (a turn:
``roll``, ``move FIELD``, ``resolve``, ``fight``, answers; each command's help is in
referee_words.json's COMMANDS).

How an engine action is paused: the engine runs a whole action at once and asks its
questions through a *decider*.  The referee runs it with the answers given so far and
the rolls already made; at the first question without an answer (or the first battle
roll not yet announced) it stops, keeps the partial run's rolls in the state and shows
what happened.  The answer (``choose``/``fight``) runs the action again from its start
with the same rolls and one more answer, so a paused action is a value in the state and
replays exactly.  The game data comes from an injected loader: this module does no I/O.

A command loads what it runs (issue #31: a one-shot command is mostly imports): the
engine's play (rules.play, with the resolution of fields, cards and effects) is loaded
by the first ``engine.apply`` or ``engine.new_game`` (a roll, an answer, a fight, a
field resolved, a new game), so a move declared, a status and an undo do not load it;
the battle's look-ahead and odds (rules.referee_fight) only when a battle is
announced, the sentences of events
(referee_text) when events are told (not for an undo), the status's only for a status,
the questions' (the numbers and labels of the answers) only for an answer,
a friend's fight (rules.friend_fight) only when a friend is set on someone.
"""

from __future__ import annotations

from _collections_abc import Mapping  # collections.abc's own class (see the package's note)

from pnpkit.games.amber.rules import engine
from pnpkit.games.amber.rules.engine import fighting_friends, friend_targets
from pnpkit.games.amber.rules.friends import SetFriend  # light: a kept state may name it
from pnpkit.games.amber.rules.referee_asked import mover_view, moves_event, odds_event
from pnpkit.games.amber.rules.referee_hand import DECLINE, STAT_WORDS, ByHand, _names, _noted
from pnpkit.games.amber.rules.referee_names import AmberNames
from pnpkit.games.amber.rules.referee_state import (
    AmberTable,
    Pause,
    Pending,
    _NeedAnswer,
    _NeedFight,
    _Runner,
    jsonable,
    option_numbers,
    status_view,
)
from pnpkit.games.amber.rules.referee_text_say import _Say
from pnpkit.games.amber.rules.referee_words import COMMANDS, EVENT_RULES, REFUSALS
from pnpkit.games.amber.rules.rules import AmberRules, RandomDice, house_rules, load_rules
from pnpkit.model.game import Game
from pnpkit.rules.messages import command, refusal
from pnpkit.rules.messages import say as message
from pnpkit.rules.session import (
    Action,
    CommandSpec,
    DiceSource,
    Event,
    GameReferee,
    RuleError,
    SessionHeader,
    action_rng,
    free_roll_events,
)
from pnpkit.value_class import replace

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot referee command does not import typing
    from collections.abc import Callable, Sequence
    from typing import Any

    Loader = Callable[[str], Game]


__all__ = ["AmberReferee", "AmberTable", "Pause", "Pending", "house_rules", "jsonable"]

GAME_ID = "amber"
PRESETS = ("original", "simplified")
MAX_PLAYERS = 8

# --------------------------------------------------------------------------- the referee



class AmberReferee(ByHand, AmberNames, GameReferee):
    game_id = GAME_ID
    #: 2: princes wait for the crown battle on the Arena field, not at a place off the board;
    #: 3: a traveller carried «вместо хода» rolls no move (№65, №57), fight parts name their source;
    #: 4: a fired trigger's «по желанию» offer names its source (a pending question's info)
    #: 5: … and so does one fired during a card (№102's cloak before the card's fight)
    rules_version = 5
    tells_turns = True  # «Ход переходит к …» ends each turn

    def __init__(self, load: Loader, named: Loader | None = None) -> None:
        super().__init__(load, named)
        self._rules: dict[tuple, AmberRules] = {}

    def options_text(self, options: Sequence[tuple[str, str]], locale: str) -> str:
        """The house rules in words («предел очков: 16»), not ``stat_cap=16``."""
        from pnpkit.games.amber.rules.option_words import options_text  # their words: a status's

        return options_text(house_rules(options), options, locale)

    def rules(self, preset: str, options: tuple[tuple[str, str], ...] = ()) -> AmberRules:
        key = (preset, options)
        if key not in self._rules:
            self._rules[key] = load_rules(self.game("ru"), preset, house_rules(options))
        return self._rules[key]

    def kept_objects(self, header: SessionHeader) -> dict[str, Any]:  # the states' rules
        return {"rules": self.rules(header.preset or "original", header.options)}

    # -- starting -----------------------------------------------------------------------
    def validate_header(self, header: SessionHeader) -> None:
        preset = header.preset or "original"
        if preset not in PRESETS:
            raise refusal(REFUSALS, "unknown_preset", preset=preset, presets=', '.join(PRESETS))
        if not 1 <= len(header.players) <= MAX_PLAYERS:
            raise refusal(REFUSALS, "players", max_players=MAX_PLAYERS)
        house_rules(header.options)
        chosen = [self.find_traveller(p.character) for p in header.players if p.character]
        for t in chosen:
            if chosen.count(t) > 1:
                raise refusal(REFUSALS, "chosen_twice", traveller=self._named([t]))

    def find_traveller(self, text: str) -> str:
        """A traveller by id (``traveller.amazon`` or ``amazon``) or name, any case, ru or en."""
        found = self.traveller_of(text)
        if found is None:
            shown = ", ".join(t.removeprefix("traveller.") for t in self.travellers())
            raise refusal(REFUSALS, "no_traveller", text=text, shown=shown)
        return found

    def new(self, header: SessionHeader) -> AmberTable:
        self.validate_header(header)
        preset = header.preset or "original"
        rules = self.rules(preset, header.options)
        rng = action_rng(header.seed, 0)
        chosen = {p.name: self.find_traveller(p.character) for p in header.players if p.character}
        free = [t for t in rules.travellers if t not in chosen.values()]  # the others dealt at random
        pairs = [(p.name, chosen.get(p.name) or free.pop(rng.randrange(len(free)))) for p in header.players]
        state = engine.new_game(rules, pairs, RandomDice(rng.random()), seed=header.seed)
        return AmberTable(state, preset)

    # -- who and what -------------------------------------------------------------------
    def current_player(self, table: AmberTable) -> str | None:
        if table.game.over:
            return None
        if table.pending is not None:
            return table.game.players[table.pending.pause.who].name
        mover = engine.moved_by(table.game) if table.game.phase == "move" else None
        return table.game.players[mover].name if mover is not None else table.game.current.name

    def is_over(self, table: AmberTable) -> bool:
        return table.game.over

    def over_line(self, table: AmberTable, locale: str) -> str:
        from pnpkit.games.amber.rules.referee_text_status import over_line

        game = table.game
        return over_line(_Say(self, locale), game.players[game.winner].name if game.winner is not None else None
                         ) if game.over else ""

    def commands(self, table: AmberTable) -> list[CommandSpec]:
        return [_spec(key) for key in self._command_keys(table)]

    @staticmethod
    def _command_keys(table: AmberTable) -> list[str]:
        """The commands offered now, by their help's key (:data:`_SPEC_ARGS`)."""
        if table.game.over:
            return ["odds"]
        pending = table.pending
        if pending is not None:
            pause = pending.pause
            if pause.kind == "arrived":
                return ["resolve", "move", "moves", "odds"]
            if pause.kind == "fight":
                return ["fight", "odds"]
            values = list(pause.options)
            return ["choose", *(("yes", "no") if values[:2] == [False, True] else ()),
                    *(("pass",) if values and values[0] in DECLINE else ()),
                    *{"buy": ("buy",), "exchange": ("buy", "trade_points"), "sell": ("sell",)}.get(pause.question, ()),
                    "odds"]
        pay = ["pay"] if table.steps else []  # only a step left to the table is paid by hand
        if table.game.phase == "move":
            return ["move", "moves", "roll", *pay, "trade_players", "odds", *GM_COMMANDS]
        keys = ["roll"]
        if engine.duel_targets(table.game) and not table.game.current.skip and not table.game.current.held \
                and table.game.current.board == "main":
            keys.append("duel")
        if friend_targets(table.game):
            keys.append("friend")
        return keys + ["moves", *pay, "trade_players", "odds", *GM_COMMANDS]

    # -- acting -------------------------------------------------------------------------
    def apply(self, table: AmberTable, action: Action, dice: DiceSource) -> tuple[AmberTable, list[Event]]:
        if table.game.over and action.command not in ("odds",):
            raise refusal(REFUSALS, "game_over")
        command, args = action.command, list(action.args)
        if command == "moves":
            return table, [self._moves_event(table, args)]
        if command == "odds":
            return table, [self._odds_event(table, args)]
        self._check_actor(table, action.actor, command)
        if command == "pay":
            return self._pay(table, args, action.actor)
        if command in GM_COMMANDS:
            table, events = self._by_hand(table, command, args)
            if command != "place":
                return table, events
            # the placed traveller does the field as on arrival, asked its optional parts (#30.2)
            who = next(i for i, p in enumerate(table.game.players) if p.name == events[0].data["player"])
            placed = Pending(engine.Placed(who, events[0].data["to"]), Pause("run", table.game.turn))
            table, more = self._run(table, placed, dice)
            return table, events + more
        pending = table.pending
        if command == "roll" and args:  # ``roll 2d6``: a roll outside the rules, as in every game
            return table, free_roll_events(dice, args)
        if command in ("roll", "duel", "friend"):  # an engine action started from nothing pending
            self._no_pending(pending)
            if command == "roll":
                if table.game.phase == "move":
                    raise refusal(REFUSALS, "already_rolled", pending_roll=table.game.pending_roll)
                start: engine.Action = engine.RollMove()
            elif command == "duel":
                target = self._find_player(table, " ".join(args))
                if target not in engine.duel_targets(table.game):
                    raise self.duel_refusal(table, target)
                start = engine.Duel(target)
            else:  # seed 000, «Друзья»: the friend set on a traveller here
                start = SetFriend(*self._friend_args(table, args))
            return self._run(table, Pending(start, Pause("run", table.game.turn)), dice)
        if command == "move":
            return self._declare_move(table, args)
        if command == "resolve":
            if pending is None or pending.pause.kind != "arrived":
                raise refusal(REFUSALS, "nothing_to_resolve")
            return self._run(table, pending, dice)
        if command == "fight":
            if pending is None or pending.pause.kind != "fight":
                raise refusal(REFUSALS, "no_fight")
            return self._run(table, replace(pending, fights=pending.fights + 1), dice)
        if command == "trade" and (pending is None or pending.pause.question != "exchange"):
            return self._player_trade(table, args, action.actor, dice)
        if command in ("choose", "yes", "no", "pass", "buy", "sell", "trade"):
            if pending is None or pending.pause.kind != "question":
                raise refusal(REFUSALS, "no_question")
            index = self._answer_index(pending.pause, command, args, _names(table))
            table_after, events = self._run(table, replace(pending, answers=pending.answers + (index,)), dice)
            if command != "choose":  # «да», «нет», «купить Кольт» name the answer themselves
                return table_after, events
            # «выбрать 1» names the option it picked: a declined loan says so, not nothing
            pause, option = pending.pause, pending.pause.options[index]
            declined = option in DECLINE and not (option == 0 and type(option) is int and pause.question == "give-card")
            return table_after, [Event("chosen", {"declined": declined,
                "player": table.game.players[pause.who].name, "question": pause.question,
                "option": jsonable(pause.options[index]), "info": jsonable(pause.info),
                "players": _names(table)}), *events]
        raise refusal(REFUSALS, "unknown_command", command=command)

    def all_commands(self) -> list[CommandSpec]:
        """Every command this game may offer, with its arguments (``--help`` shows them)."""
        return [_spec(key) for key in ("roll", "move", "moves", "resolve", "fight", "choose", "yes", "no", "pass",
                                       "buy", "sell", "trade_points", "trade_players", "duel", "pay", "odds",
                                       *GM_COMMANDS)]

    def why_not(self, table: AmberTable, command: str) -> RuleError | None:
        """The rule that keeps a command off the list now, when a table would ask for it:
        ``duel`` between two good travellers (else the framework's «no such command now»)."""
        if command != "duel" or table.game.over or table.game.phase != "roll":
            return None
        return self.duel_refusal(table, None, only_good=True)

    def duel_refusal(self, table: AmberTable, target: int | None, only_good: bool = False
                     ) -> RuleError | None:
        """Why no duel with ``target`` (None: with anyone near): two good travellers never
        duel (seed 000), said with both names; otherwise where duels may be fought."""
        game = table.game
        me = game.current
        near = {me.position, *game.rules.board.neighbours_of(me.position)}
        others = [target] if target is not None else [
            i for i, q in enumerate(game.players)
            if i != game.turn and q.board == "main" and q.position in near]
        good = [game.players[i].name for i in others if game.players[i].alignment == "good"]
        if me.alignment == "good" and me.board == "main" and good:
            return refusal(REFUSALS, "no_duel_good", player=me.name, target=good[0])
        return None if only_good else refusal(REFUSALS, "no_duel_here")

    def _check_actor(self, table: AmberTable, actor: str | None, command: str) -> None:
        if actor is None or command == "pay" or command in GM_COMMANDS:
            return
        expected = self.current_player(table)
        if expected is not None and actor != expected:
            raise refusal(REFUSALS, "not_your_turn", expected=expected, actor=actor)

    @staticmethod
    def _no_pending(pending: Pending | None) -> None:
        if pending is not None:
            raise refusal(REFUSALS, "finish_first")

    def _find_player(self, table: AmberTable, text: str) -> int:
        wanted = text.strip().casefold()
        for i, p in enumerate(table.game.players):
            if p.name.casefold() == wanted or same_name(text, p.name):
                return i
        names = ", ".join(p.name for p in table.game.players)
        raise refusal(REFUSALS, "no_player", text=text, names=names)

    def _friend_args(self, table: AmberTable, args: list[str]) -> tuple[int, str]:
        """``friend PLAYER [FRIEND]``: the player, then the friend's name (or number),
        which may be left out when only one friend of yours fights."""
        game = table.game
        friends = fighting_friends(game, game.turn)
        for cut in range(len(args), 0, -1):
            try:
                target = self._find_player(table, " ".join(args[:cut]))
            except RuleError:
                continue
            text = " ".join(args[cut:])
            found = [f for f in friends if not text or text == f or text == str(friends.index(f) + 1)
                     or any(same_name(text, self.names(loc).get(f, f)) for loc in ("ru", "en"))]
            if len(found) == 1 or (found and not text):
                return target, found[0]  # the engine refuses what the rules do not allow
            raise refusal(REFUSALS, "no_such_friend", text=text, names=self._named(friends))
        return self._find_player(table, " ".join(args)), ""

    # -- moves --------------------------------------------------------------------------
    def find_field(self, text: str) -> str:
        wanted = text.strip().casefold()
        fields = self.game("ru").fields
        for f in fields:
            if f.id.casefold() in (wanted, f"field.{wanted}"):
                return f.id
        for locale in ("ru", "en"):
            named = [f.id for f in self.told(locale).fields if same_name(text, f.name)]
            if named:
                return named[0]
        for locale in ("ru", "en"):
            # «Пустыня» for «Пустыня (север)» and «Пустыня (юг)»: one field is enough, two are a question
            fields = self.told(locale).fields
            named = [f for f in fields if fold(f.name).split(" (", 1)[0] == fold(text)]
            if len(named) == 1:
                return named[0].id
            if named:
                raise refusal(REFUSALS, "field_ambiguous", text=text, names=", ".join(f.name for f in named))
        raise self._no_field(text)

    def _no_field(self, text: str) -> RuleError:
        """No such field: with the closest names in each language ("did you mean")."""
        import difflib

        def guess(locale: str) -> str:
            names = sorted({f.name for f in self.told(locale).fields})
            folded = {n.casefold(): n for n in names}
            close = difflib.get_close_matches(text.strip().casefold(), list(folded), n=3, cutoff=0.6)
            if not close:
                return ""
            quoted = (f"'{folded[c]}'" if locale == "en" else f"«{folded[c]}»" for c in close)
            return message(REFUSALS, "did_you_mean", locale, names=", ".join(quoted))

        return refusal(REFUSALS, "no_field", text=text, guess=guess)

    def _declare_move(self, table: AmberTable, args: list[str]) -> tuple[AmberTable, list[Event]]:
        pending = table.pending
        if pending is not None and pending.pause.kind != "arrived":
            self._no_pending(pending)
        if table.game.phase != "move":
            raise refusal(REFUSALS, "roll_first")
        if not args:
            raise refusal(REFUSALS, "move_where")
        dest = self.find_field(" ".join(args))
        moves = engine.moves_for(table.game)
        move = next((m for m in moves if m.dest == dest), None)
        if move is None:
            reachable = self._named(sorted({m.dest for m in moves}))
            raise refusal(REFUSALS, "unreachable", pending_roll=table.game.pending_roll, reachable=reachable)
        who = table.game.turn
        new = Pending(engine.MoveTo(move.dest, move.in_passing), Pause("arrived", who))
        lying = list(table.game.on_fields.get(move.dest, ()))
        event = Event("arrived", {"player": table.game.current.name, "to": move.dest, "route": list(move.route),
                                  "in_passing": move.in_passing, "cards": lying,
                                  **table.game.rules.threshold_told(move.dest)}, rule="amber.move")
        return replace(table, pending=new), [event]

    def _moves_event(self, table: AmberTable, args: list[str]) -> Event:
        return moves_event(table.game.rules.board, mover_view(table.game), args)

    # -- the paused engine run ----------------------------------------------------------
    def _run(self, table: AmberTable, pending: Pending, dice: DiceSource) -> tuple[AmberTable, list[Event]]:
        runner = _Runner(pending, dice, pending.fights)
        state = table.game.clone()
        events: list[Event] = []

        def paused(pause: Pause, asked: Event) -> tuple[AmberTable, list[Event]]:
            """The action waits at ``pause``: the events so far, then what it asks."""
            new = replace(pending, pause=pause, rolls=tuple(runner.used), shown=len(events))
            shown = _with_rules(events[pending.shown:])
            return _noted(replace(table, paused=state, pending=new), shown, table.game.turn), shown + [asked]

        try:
            engine.apply(state, pending.action, runner, runner.decide, copy=False, events=events)
        except engine.IllegalAction as exc:
            from pnpkit.games.amber.rules.referee_text import said_with_names

            raise said_with_names(self, exc) from None
        except _NeedAnswer as q:
            pause = Pause("question", q.who, q.question, tuple(q.options), q.info)
            if _implied_yes(pending, pause):  # asked once: the field's «do it?» already said yes
                implied = replace(pending, pause=pause, answers=pending.answers + (1,), rolls=tuple(runner.used))
                return self._run(table, implied, dice)
            return paused(pause, Event("question", {
                "player": table.game.players[q.who].name, "question": q.question,
                "options": [jsonable(o) for o in q.options], "info": jsonable(q.info),
                "players": [p.name for p in table.game.players]}))
        except _NeedFight:
            from pnpkit.games.amber.rules.referee_fight import look_ahead  # a battle announced

            fight = look_ahead(table, pending, runner, len(events))
            return paused(Pause("fight", table.game.turn, fight=fight),
                          Event("fight_ready", {"player": table.game.current.name, **fight}, rule="amber.battle"))
        done = _with_rules(events[pending.shown:])
        new_table = _noted(AmberTable(state, table.preset, None, table.steps), done, table.game.turn)
        if not state.over and state.phase == "roll":
            done.append(Event("next", {"player": state.current.name, "tour": state.tour}))
        elif state.phase == "move":
            done.append(self._moves_event(new_table, []))  # the choice to make next
        return new_table, done

    # -- answers ------------------------------------------------------------------------
    def _answer_index(self, pause: Pause, command: str, args: list[str],
                      players: Sequence[str] = ()) -> int:
        options = list(pause.options)
        text = " ".join(args).strip()
        if command == "yes":
            if options[:2] != [False, True]:
                raise refusal(REFUSALS, "not_yes_no")
            return 1
        if command in ("no", "pass"):
            for i, o in enumerate(options):
                if o in DECLINE and not (o == 0 and isinstance(o, int) and pause.question == "give-card"):
                    return i
            raise refusal(REFUSALS, "no_decline")
        if command == "choose":
            if text.isdigit() or (text.startswith("-") and text[1:].isdigit()):
                n = int(text)
                numbers = option_numbers(pause.info, len(options))
                if n in numbers:
                    return numbers.index(n)
                if numbers[-1] != len(options) and 1 <= n <= max(numbers):
                    raise refusal(REFUSALS, "option_gone", n=n)  # a deal out of reach now
                raise refusal(REFUSALS, "option_range", options=max(numbers))
            return self._match_option(pause, text, players, by_number=True)
        if command == "trade":  # ``trade GIVE GET`` (an arrow between them allowed)
            words = [STAT_WORDS.get(a.casefold()) for a in args if a not in ("->", "→")]
            if len(words) != 2 or None in words:
                raise refusal(REFUSALS, "trade_usage")
            give, get = words
            for i, o in enumerate(options):
                if isinstance(o, (tuple, list)) and o[0] == "trade" and give in o[1]["give"] and get in o[1]["get"]:
                    return i
            raise refusal(REFUSALS, "no_such_trade")
        if command == "buy" and pause.question == "exchange":
            stat = STAT_WORDS.get(text.casefold())
            for i, o in enumerate(options):
                if isinstance(o, (tuple, list)) and o[0] == "buy" and stat in o[1]["get"]:
                    return i
            raise refusal(REFUSALS, "cannot_buy")
        return self._match_option(pause, text, players)

    def _match_option(self, pause: Pause, text: str, players: Sequence[str] = (),
                      by_number: bool = False) -> int:
        """The answer named by ``text``: an id, a thing's name, or the label the answer
        is shown with (``выбрать да`` when the answers read «1. нет, 2. да»)."""
        from pnpkit.games.amber.rules.referee_text_questions import option_labels

        wanted = text.casefold()
        if not wanted:
            raise refusal(REFUSALS, "which_option")
        named = [o for o in pause.options if o is not None]
        numbers = option_numbers(pause.info, len(pause.options))  # as the question shows them
        if text.strip().isdigit() and named and all(isinstance(o, str) for o in named) and int(text) in numbers:
            return numbers.index(int(text))  # a shop's things by their number in the list shown (buy 3)
        for locale in ("ru", "en"):
            names = self.names(locale)
            found = [i for i, o in enumerate(pause.options)
                     if isinstance(o, str) and (o.casefold() == wanted or same_name(text, names.get(o, ""))
                                                or o.casefold().split(".", 1)[-1] == wanted)]
            if len(found) == 1:
                return found[0]
        labels = {locale: option_labels(self, pause.question, pause.options, players, locale, pause.info)
                  for locale in ("ru", "en")}
        for said in labels.values():
            found = [i for i, label in enumerate(said) if same_name(text, label)]
            if len(found) == 1:
                return found[0]
        from pnpkit.rules.names import number as number_of  # only a name matching nothing reads it

        # a number in words («купить три», ``choose two``) once no answer is called so:
        # the number it is shown with, as digits are taken (a shop's, or any ``choose``)
        spoken = number_of(text)
        if spoken in numbers and (by_number or (named and all(isinstance(o, str) for o in named))):
            return numbers.index(spoken)
        shown = lambda locale: ", ".join(f"{n}. {label}" for n, label in  # noqa: E731
                                         zip(numbers, labels[locale], strict=True))
        raise refusal(REFUSALS, "no_option", text=text, options=shown)

    def completions(self, table: AmberTable, command: str, locale: str) -> list[str]:
        """What ``play`` completes after a command: field names after ``move`` (the
        reachable ones once rolled), the players after ``duel`` and the game master's
        commands, the names of the things offered after ``choose``/``buy``/``sell``."""
        names = self.names(locale)
        if command == "move":  # only where the roll reaches: never a field the move would refuse
            moves = engine.moves_for(table.game) if table.game.phase == "move" else []
            return sorted({names.get(m.dest, m.dest) for m in moves})
        if command in ("duel", "place", "give", "adjust", "trade", "friend"):
            return [p.name for p in table.game.players]
        pause = table.pending.pause if table.pending is not None else None
        if command in ("choose", "buy", "sell") and pause is not None and pause.kind == "question":
            return [names[o] for o in pause.options if isinstance(o, str) and o in names]
        return []

    # -- questions ----------------------------------------------------------------------
    def _odds_event(self, table: AmberTable, args: list[str]) -> Event:
        pause = table.pending.pause if table.pending is not None else None
        return odds_event(args, pause.fight if pause is not None and pause.kind == "fight" else None,
                          table.game.current.name)

    # -- showing ------------------------------------------------------------------------
    def _named(self, ids: Sequence[str]) -> Callable[[str], str]:
        """The names of ``ids`` (fields, travellers…) as a refusal's value: a function of
        the locale, so each language lists its own names (rules.messages.say)."""
        return lambda locale: ", ".join(sorted(self.names(locale).get(i, i) for i in ids)) or "—"

    def to_json(self, table: AmberTable) -> dict[str, Any]:
        data = table.game.to_json()  # plain lists, dicts, tuples and scalars already
        data["preset"] = table.preset
        data["pending"] = table.pending.to_json() if table.pending else None
        return data

    status_view = staticmethod(status_view)

    def status(self, table: AmberTable, locale: str) -> list[str]:
        from pnpkit.games.amber.rules.referee_text_status import status_lines

        return status_lines(self, status_view(table), locale)

    def describe(self, events: Sequence[Event], locale: str) -> list[str]:
        from pnpkit.games.amber.rules.referee_text import describe_events

        return describe_events(self, events, locale)

    def explain(self, rule: str, locale: str) -> str:
        from pnpkit.games.amber.rules.referee_text import explain_rule

        return explain_rule(rule, locale)

    def roll_label(self, why: str, locale: str) -> str:
        from pnpkit.games.amber.rules.referee_text import roll_label

        return roll_label(why, locale, self.names(locale))

    @staticmethod
    def rolls_told(events: Sequence[Event]) -> frozenset[str]:
        if all(e.kind != "crown_battle" for e in events):  # only its round lines tell rolls:
            return frozenset()  # the fights' sentences are not loaded for nothing
        from pnpkit.games.amber.rules.referee_text_fights import rolls_told

        return rolls_told(events)

    @staticmethod
    def roll_whys(events: Sequence[Event]) -> dict[str, str]:
        if all(e.kind != "palace_duel" for e in events):  # only an old palace duel's dice are renamed
            return {}
        from pnpkit.games.amber.rules.referee_text_fights import roll_whys

        return roll_whys(events)


GM_COMMANDS = ("place", "give", "adjust")


def same_name(text: str, name: str) -> bool:
    """pnpkit.rules.names.same_name, imported when a name is typed (its patterns are
    compiled on import: a roll, an answer by number or an undo matches no name)."""
    from pnpkit.rules.names import same_name as matches

    return matches(text, name)


def fold(text: str) -> str:
    """pnpkit.rules.names.fold, imported as :func:`same_name` is."""
    from pnpkit.rules.names import fold as folded

    return folded(text)


def _with_rules(events: Sequence[Event]) -> list[Event]:
    """Engine events with the rule they apply named, so ``play`` can explain it."""
    return [e if e.rule or e.kind not in EVENT_RULES else Event(e.kind, e.data, EVENT_RULES[e.kind])
            for e in events]


#: the commands' specs by their help's key in COMMANDS: (command, usage[, logged]); each spec
#: is made when first listed (its help is two messages formatted: a write lists 2-7 of the 20)
_SPEC_ARGS = {"roll": ("roll", "[EXPR]"), "move": ("move", "FIELD"), "moves": ("moves", "[N]", False),
              "resolve": ("resolve", ""), "fight": ("fight", ""), "choose": ("choose", "N"), "yes": ("yes", ""),
              "no": ("no", ""), "pass": ("pass", ""), "buy": ("buy", "ITEM|STAT"), "sell": ("sell", "ITEM"),
              "trade_points": ("trade", "GIVE GET"), "trade_players": ("trade", "PLAYER THINGS… for THINGS…"),
              "duel": ("duel", "PLAYER"), "friend": ("friend", "PLAYER [FRIEND]"), "pay": ("pay", "WHAT N …"),
              "odds": ("odds", "[YOU ENEMY]", False), "place": ("place", "PLAYER FIELD"),
              "give": ("give", "FROM TO WHAT N"), "adjust": ("adjust", "PLAYER WHAT ±N")}
_SPECS: dict[str, CommandSpec] = {}


def _spec(key: str) -> CommandSpec:
    spec = _SPECS.get(key)
    if spec is None:
        name, usage, *logged = _SPEC_ARGS[key]
        spec = _SPECS[key] = command(name, COMMANDS, key, usage, *logged)
    return spec


def _implied_yes(pending: Pending, asked: Pause) -> bool:
    """An optional Gold-world field asks once: after «do this field?» answered yes, its
    own «may» (the whole field is optional) is yes, and so is the robbery's «rob?» of a
    field that is nothing but the robbery."""
    before = pending.pause
    if before.kind != "question" or not pending.answers or pending.answers[-1] != 1 \
            or asked.options[:2] != (False, True) or before.options[:2] != (False, True):
        return False
    if asked.question == "may":
        return before.question == "do-field" and asked.info.get("card") is None \
            and asked.info.get("field") == before.info.get("field")
    if asked.question == "rob" and before.question == "may":
        effects = before.info.get("effects") or []
        return len(effects) == 1 and isinstance(effects[0], Mapping) and set(effects[0]) == {"robbery"}
    return False

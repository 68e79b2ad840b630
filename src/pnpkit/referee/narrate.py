"""What happened in an action, as lines of text: shared by the CLI (``referee log``,
the output of each command) and the live board page, so both tell the same story."""

from __future__ import annotations

from pnpkit.rules.messages import say
from pnpkit.rules.session_records import FREE_ROLL
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Sequence

    from pnpkit.rules.session import Action, Event, GameReferee, Player

#: the framework's words around a game's own sentences, kept in narrate.json (listed in CODE_TEXTS)
MESSAGES: dict[str, dict[str, str]] = word_file(__file__, "narrate.json")["MESSAGES"]


def command_word(game_id: str, name: str, locale: str) -> str:
    """A command as the session's language names it: its first Russian name in a Russian
    session (``идти`` for ``move``), the English one otherwise."""
    if locale == "en":
        return name
    from pnpkit.referee.registry import aliases_of

    return next(iter(aliases_of(game_id, name)), name)


def action_title(index: int, action: Action, referee: GameReferee, locale: str,
                 players: Sequence[Player | str] = ()) -> str:
    """``#3 Аня: идти Лес`` — the action in the session's language: the command's name in
    that language, every argument the game knows by id (``field.forest``) by its name, the
    words it reads in that language (its ``arg_words``), a player of the session
    (``players``) typed in another case or with «е» for «ё» by their name; anything else as
    it was typed."""
    return action_titles([action], referee, locale, index, players)[0]


def action_titles(actions: Sequence[Action], referee: GameReferee, locale: str, first: int = 1,
                  players: Sequence[Player | str] = ()) -> list[str]:
    """:func:`action_title` of each action, numbered from ``first``: the game's names and
    each command's word looked up once for a whole log, not once an action."""
    names_of = getattr(referee, "names", None)
    names = names_of(locale) if callable(names_of) else {}
    names = names if callable(getattr(names, "get", None)) else {}  # a dict, or a game's lazy mapping
    # the game's words kept as typed («зелья», «нет») told in the session's language
    typed = getattr(referee, "arg_words", None)
    # «duel аня»: a player by the name the session keeps (no other word is a player's)
    spelled = {_folded(name): name for name in (getattr(p, "name", p) for p in players)}
    words: dict[str, str] = {}
    titles = []
    for index, action in enumerate(actions, start=first):
        word = words.get(action.command)
        if word is None:
            word = words[action.command] = command_word(referee.game_id, action.command, locale)
        who = f"{action.actor}: " if action.actor else ""
        args = typed(action.command, action.args, locale) if callable(typed) else action.args
        if spelled:
            args = [spelled.get(_folded(a), a) for a in args]
        titles.append(f"#{index} {who}{' '.join([word, *(names.get(a, a) for a in args)])}")
    return titles


def _folded(name: str) -> str:
    return name.casefold().replace("ё", "е")


def roll_lines(referee: GameReferee, action: Action | None, locale: str,
               events: Sequence[Event] = ()) -> list[str]:
    """One line per die roll of the action: the faces, the total and what it was for (as
    the game's ``roll_whys`` of ``events`` reads it, where it does); not the rolls a game's
    own sentence of ``events`` already tells with their dice (``rolls_told``: a crown
    battle's round lines, not 34 roll lines before them)."""
    if action is None or not action.rolls:  # a question's answer: no dice module to import
        return []
    told = getattr(referee, "rolls_told", None)
    told = told(events) if told is not None and events else ()
    # what a roll was for as the events tell it where an older log named it otherwise
    whys = getattr(referee, "roll_whys", None)
    whys = whys(events) if whys is not None and events else {}
    lines = []
    for record in action.rolls:
        if record.why in told:
            continue
        text = say(MESSAGES, "roll", locale, shown=rolled(record.expr, record.faces), total=record.total)
        # what it was for and that it was typed in share one bracket: «(ход; введено)»
        notes = [referee.roll_label(whys.get(record.why, record.why), locale)] if record.why else []
        if record.entered:
            notes.append(say(MESSAGES, "entered", locale))
        if notes:
            text += f" ({'; '.join(notes)})"
        lines.append(text)
    return lines


def rolled(expr: str, faces: Sequence[int]) -> str:
    """``rules.dice.breakdown(expr, faces)``: ``2d6[3,5]``.  A plain ``NdS`` (nearly every
    roll a table makes) is written here, so a log imports no dice parser (~1 ms)."""
    plain = _PLAIN_DICE.get(expr, _plain_dice) if type(expr) is str else None
    if plain is _plain_dice:  # each expression read once (a long log rolls 1d6 ~75 times)
        plain = _PLAIN_DICE[expr] = _plain_dice(expr)
    if plain is not None and plain[0] == len(faces):
        return f"{plain[0]}d{plain[1]}[{','.join(map(str, faces))}]"
    from pnpkit.rules.dice import breakdown

    return breakdown(expr, faces)


#: what _plain_dice found of each expression
_PLAIN_DICE: dict[str, tuple[int, int] | None] = {}


def _plain_dice(expr: str) -> tuple[int, int] | None:
    """(count, sides) of a plain ``NdS`` the dice module writes as ``NdS[faces]``, else None."""
    count, d, sides = expr.partition("d")
    if d and sides.isascii() and sides.isdigit() and (not count or count.isascii() and count.isdigit()) and \
            len(count) < 5 and len(sides) < 5 and int(sides) not in (0, 66) and 0 < int(count or 1):
        return int(count or 1), int(sides)
    return None


def event_lines(referee: GameReferee, action: Action | None, events: Sequence[Event],
                locale: str, explain: bool = False) -> list[str]:
    """The game's sentences for the events (a free roll's own event is left to the roll
    line); with ``explain`` each rule applied is explained once."""
    free_roll = action is not None and action.command == FREE_ROLL
    shown = [e for e in events if e.kind != "roll"] if free_roll else list(events)
    lines = list(referee.describe(shown, locale)) if shown else []
    if explain:
        lines += [line for _rule, line in rule_lines(referee, events, locale)]
    return lines


def explained_rule(referee: GameReferee, rule: str, locale: str) -> str:
    """``правило: …`` for a rule id, or "" when the game does not explain it."""
    text = referee.explain(rule, locale)
    return say(MESSAGES, "rule", locale, text=text) if text else ""


def rule_lines(referee: GameReferee, events: Sequence[Event], locale: str) -> list[tuple[str, str]]:
    """(rule id, its explanation line) for each rule the events apply, once each, in order."""
    rules = dict.fromkeys(event.rule for event in events if event.rule)
    return [(rule, line) for rule in rules if (line := explained_rule(referee, rule, locale))]


#: event kinds that are a win or a loss of the player they name, in any game (an event's
#: ``outcome`` of win / lose says it too: battles, duels)
WIN_KINDS = frozenset({"won", "fight_won", "crowned", "slain", "finished"})
LOSS_KINDS = frozenset({"lost", "lost_all", "hero_dead", "died", "fell", "friend_died"})


def tone_of(event: Event) -> str:
    """"win", "loss" or "" (how ``play`` colours the event's line)."""
    outcome = event.data.get("outcome")
    if event.kind in WIN_KINDS or outcome == "win":
        return "win"
    if event.kind in LOSS_KINDS or outcome in ("lose", "loss"):
        return "loss"
    return ""


def event_tones(referee: GameReferee, events: Sequence[Event], locale: str) -> dict[str, str]:
    """The lines of the wins and losses among the events, each with its tone (a line the
    game says for that event alone, found again among the action's lines)."""
    tones: dict[str, str] = {}
    for event in events:
        tone = tone_of(event)
        if tone:
            for line in referee.describe([event], locale):
                tones.setdefault(line, tone)
    return tones


def action_lines(referee: GameReferee, action: Action | None, events: Sequence[Event],
                 locale: str, explain: bool = False) -> list[str]:
    """The rolls, then what came of them (see :func:`told_lines`)."""
    return told_lines(referee, action, events, locale, explain)[0]


def told_lines(referee: GameReferee, action: Action | None, events: Sequence[Event],
               locale: str, explain: bool = False) -> tuple[list[str], int, int]:
    """An action's lines in the order things happened, where its rolls start among them and
    how many they are: the rolls first, unless the game says that events came before its
    first roll (``first_rolled``, optional: FF's new round first settles the last round's
    wound, then rolls; its dice read above that wound otherwise)."""
    rolls = roll_lines(referee, action, locale, events)
    first_rolled = getattr(referee, "first_rolled", None) if rolls else None
    k = first_rolled(events) if first_rolled is not None else 0
    if not k:
        return rolls + event_lines(referee, action, events, locale, explain), 0, len(rolls)
    before = event_lines(referee, action, events[:k], locale)
    lines = before + rolls + event_lines(referee, action, events[k:], locale)
    if explain:
        lines += [line for _rule, line in rule_lines(referee, events, locale)]
    return lines, len(before), len(rolls)

"""Whole games played as a table plays them (issue #31, "done when"): a policy picks each
command from what the referee offers, the commands go through the CLI (the one-shot
commands first, then ``referee play`` fed line by line, which keeps the session open so a
game of a thousand actions does not replay its log a thousand times), and everything the
table is told is kept for the log checks in :func:`log_problems`.

Test helper: no pytest here, so the browser tests can use the same policies."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

from test_one_message_per_event import problems as echo_problems
from words_check import leaks

from pnpkit.rules.session import Player

AMBER_PLAYERS = {"ru": (("Аня", "f"), ("Вика", "f"), ("Борис", "m"), ("Гоша", "m")),
                 "en": (("Ann", "f"), ("Vicky", "f"), ("Bob", "m"), ("Greg", "m"))}
RACE_PLAYERS = {"ru": (("Аня", "f"), ("Борис", "m"), ("Вика", "f")),
                "en": (("Ann", "f"), ("Bob", "m"), ("Vicky", "f"))}


def player_args(players) -> list[str]:
    out: list[str] = []
    for name, gender in players:
        out += ["-p", f"{name}::{gender}"]
    return out


# --------------------------------------------------------------------------- policies


class AmberPolicy:
    """The simulator's simple policy (it reaches a coronation) answering through the
    referee's words: ``resolve``/``fight`` at a pause, ``yes``/``no`` or ``choose N`` for a
    question (an office's deals keep their numbers), ``move FIELD`` after a roll."""

    def __init__(self, seed: int) -> None:
        from pnpkit.games.amber.rules.policy import SimplePolicy

        self.policy = SimplePolicy.seeded(seed)

    def words(self, state) -> list[str]:
        from pnpkit.games.amber.rules import engine

        pending = state.pending
        if pending is not None:
            pause = pending.pause
            if pause.kind == "arrived":
                return ["resolve"]
            if pause.kind == "fight":
                return ["fight"]
            i = self.policy.decide(state.shown(), pause.who, pause.question, list(pause.options), pause.info)
            if [o is True for o in pause.options] == [False, True] and pause.options[0] is False:
                return ["yes" if i else "no"]
            keys = (pause.info or {}).get("keys")
            number = keys[i] + 1 if keys and len(keys) == len(pause.options) else i + 1
            return ["choose", str(number)]
        if state.game.phase == "move":
            action = self.policy.choose_action(state.game)
            if isinstance(action, engine.MoveTo):
                return ["move", action.dest]
        return ["roll"]


class RacePolicy:
    """``turn``, naming a rival at random when the turn asks whom to pick."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def words(self, state) -> list[str]:
        return ["turn"]


# --------------------------------------------------------------------------- through `play`


class Heard:
    """A ``play`` Voice that keeps every line it prints (and prints nothing)."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def line(self, text: str, tone: str = "", err: bool = False) -> None:
        self.lines.append(("! " if err else "") + str(text))


def play_through(path: Path, locale: str, next_words: Callable[[object], list[str] | None],
                 *, limit: int) -> tuple[list[str], list[list[str]]]:
    """``referee play`` on the session at ``path``, each line typed by ``next_words(state)``
    (None: quit) until the game is over or ``limit`` lines were typed; a confirmation is
    agreed to.  Returns what ``play`` said and the typed lines."""
    from pnpkit.cli.referee_play import Play, loop
    from pnpkit.referee.table import Table

    heard = Heard()
    typed: list[list[str]] = []
    session: Play

    def read(prompt: str) -> str:
        if prompt.startswith(("Ответ (", "Answer (")):  # a question's answers: the first one
            heard.lines.append(prompt + "1")
            return "1"
        if not prompt.endswith("> "):  # a confirmation: the policy always agrees
            answer = "да" if locale == "ru" else "yes"
            heard.lines.append(prompt + answer)
            return answer
        if len(typed) >= limit:
            return "quit"
        words = next_words(session.table.state)
        if words is None:
            return "quit"
        typed.append(words)
        heard.lines.append(prompt + " ".join(words))
        return " ".join(_quoted(w) for w in words)

    session = Play(Table.open(path), path, locale, False, read, heard)
    loop(session)
    return heard.lines, typed


def _quoted(word: str) -> str:
    import shlex

    return shlex.quote(word)


# --------------------------------------------------------------------------- the log checks

PLACEHOLDER = re.compile(r"\{[a-z_:]*\}|\bNone\b(?! of)|\bTrue\b|\bFalse\b|\[['\"(]|\(['\"]|<[a-z_.]+ object|"
                         r"\b[a-z_]+\.[a-z_]+\(|%\(|%s\b")
#: a roll or a table row told without what it gave: the line ends at the number
BARE_ROLL = re.compile(r"^(Бросок по таблице( «.+»)?|Table roll|Roll on the “.+” table)( \(.+\))?: \d+\.?$")
#: a count of nothing said as a count: «идёт на 0», «ещё пропустить: 0», «осталось отдать: 0», "moves 0", "0 more"
ZERO_COUNT = re.compile(r"(идёт на|moves|пропустить:|пропусков:|не замечать ещё:|отдать:) 0\b|(?<![\d.,])0 more\b")
#: nothing paid told as a payment («Инфляция: 0 талеров.»), outside an answer's list («1. 0 талеров · не занимать»)
ZERO_THALERS = re.compile(r"^(?!\d+\. ).*(?<![\d.,])0 (талеров|thalers)\b")
#: the turn passing on: nothing of the action comes after it
NEXT_TURN = re.compile(r"^(Ход переходит|The turn passes|Turn passes)")
#: words that stand in for what a table needs to hear (session 12's readings of whole
#: games): an op read as «особое состояние» or «условие», a bonus as «модификатор», the
#: thaler's abbreviation as a thing («вместо «тал.»»), a debt's creditor as «другому
#: путнику», a reader addressed as a man where a woman may read («самому», «самого путника»)
# «(сила удара: Орк) (введено)»: two remarks on one roll belong in one bracket (a field's
# own name may hold one: «Desert (north) (4 steps …)» is right)
TWO_BRACKETS = re.compile(r"^(?:кубики|dice) .*\) \(")
VAGUE = re.compile(r"особое состояние|a lasting state;|\bусловие(?:;|$)|\bмодификатор\b|\bmodifier [+−]|"
                   r"вместо «тал\.»|другому путнику|to another traveller|\bсамому\b|самого путника|"
                   r"a friend of his|«»|“”")  # «»: a field with no name (a card left on field '')
#: a trigger told («Срабатывает: Мутант.»), and what may follow it without being its work:
#: its own offer (it has not worked yet: it may be declined), the move roll, the turn passing
TRIGGER = re.compile(r"^(Срабатывает|Takes effect): (?P<source>.+)\.$")
NOT_ITS_WORK = re.compile(r"^(\S+: на кубике хода \d|\S+ rolled \d+ to move|Ход переходит|Next: |\S+: с поля |"
                          r"\S+: from the )")
#: an FF fight's end: the last opponent's fall is the fight won, not a line of its own before it
FF_SLAIN = re.compile(r"^(Противник повержен: |\S.* is slain\.$)")
FF_WON = re.compile(r"^(Бой выигран: |You won the fight against )")
#: one traveller taking from another («Вика забирает у Бориса: 3 талера.»): its gain is not told again
TAKEN = re.compile(r"^(?P<by>\S+) (забирает у|takes from) \S+: (?P<what>.+)\.$")
#: session 13, round 2: a sure or impossible chance with its fraction («победа 0,0 % (0)»),
#: a stat quoted as if it were a name («вместо «ПМ»»)
PUZZLES = re.compile(r"% \((0|1)\)|вместо «(ПС|ПУ|ПМ|ПЖ|ПО)»")
#: session 14: «95,1 %» with a plain space, where a terminal may wrap between the number and «%»
LOOSE_PERCENT = re.compile(r"\d %")
#: what an offer means, and the «да» that says it again in full
MEANS = re.compile(r"^(это значит|that means): (?P<what>.+)$")
YES_SAYS = re.compile(r"^\d+\. (да|yes) · (?P<what>.+)$")
#: ``play``'s own lines and the prompts (not the referee's words)
PROMPT = re.compile(r"^\S+> ")
#: a sentence that tells a roll with its dice, and the roll line that then says it twice: a
#: crown battle's rounds (each fighter's 2d6), a race's roll-off («Аня бросает 3.») and meeting
#: («Встреча на клетке: Аня — 5, Вика — 4 …»)
ROLLS_TOLD = (
    ("a crown battle's roll told again before its rounds",
     re.compile(r"^(Битва за корону, по раундам|The battle for the crown, round by round)"),
     re.compile(r"\((битва за корону|battle for the crown)\)$")),
    ("a race's roll-off told twice", re.compile(r"^\S.* (бросает|rolls) \d+\.$"),
     re.compile(r"\((все бросают|everyone rolls)\)$")),
    ("a race's meeting roll told twice", re.compile(r"^(Встреча на клетке|A meeting)\b"),
     re.compile(r"\((встреча|meeting)\)$")),
)
#: ``play``'s own line for the turn, and a game's own words for a turn beginning or passing
PLAY_TURN = re.compile(r"^(Ходит|Turn): (?P<p>.+)$")
GAME_TURN = re.compile(r"^(Ход переходит к |Next: |Ходит (?!:)|\S+ to move \()")


def by_action(lines: list[str]) -> list[list[str]]:
    """The lines of each action (an action's title is ``#N …``), prompts left out."""
    groups: list[list[str]] = [[]]
    for line in lines:
        if PROMPT.match(line):
            continue
        if re.match(r"^#\d+ ", line):
            groups.append([])
        groups[-1].append(line.strip())
    return [g for g in groups if g]


def question_without_options(lines: list[str]) -> list[str]:
    """A question asked (``Ответ: …`` / ``Answer: …`` closes its options) with no numbered
    option or yes/no before it."""
    found = []
    for i, line in enumerate(lines):
        if re.match(r"^\s*(Ответ|Answer): ", line):
            before = lines[max(0, i - 12):i]
            if not any(re.match(r"^\s*\d+\. \S", b) for b in before):
                found.append("a question without options: " + " / ".join(lines[max(0, i - 3):i + 1]))
    return found


def turn_told_twice(lines: list[str]) -> list[str]:
    """``play``'s «Ходит: Аня» next to the game's own words for the same turn («Ход
    переходит к Ане» just before it, «Ходит Аня (круг 3).» opening the next action)."""
    said = [line.strip() for line in lines if not PROMPT.match(line)]
    found = []
    for i, line in enumerate(said):
        if not PLAY_TURN.match(line):
            continue
        near = said[max(0, i - 1):i] + [s for s in said[i + 1:i + 4] if not s.startswith(("#", "кубики", "dice"))][:1]
        found += [f"a turn told twice: {line} / {other}" for other in near if GAME_TURN.match(other)]
    return found


def log_problems(lines: list[str], locale: str, names: list[str]) -> list[str]:
    """What a table reading this log must never meet: an event told twice, an empty or
    bare outcome, a placeholder or a Python value, an id or a word of the other language."""
    actions = by_action(lines)
    found = echo_problems(actions)
    for group in actions:
        for what, sentence, roll in ROLLS_TOLD:
            if any(sentence.match(line.strip()) for line in group):
                found += [f"{what}: {line.strip()}" for line in group if roll.search(line)]
        if any(FF_WON.match(line) for line in group):
            found += [f"a fall told twice (the fight won tells it): {line}" for line in group if FF_SLAIN.match(line)]
        for k, (line, after) in enumerate(zip(group, [*group[1:], ""], strict=True)):
            if BARE_ROLL.match(line) and (not after or NEXT_TURN.match(after) or BARE_ROLL.match(after)):
                found.append(f"a roll without its result: {line} / {after}")
            fired = TRIGGER.match(line)
            if fired and (not after or NOT_ITS_WORK.match(after) or after.split(": ")[1:2] == [fired["source"]]
                          or (after.startswith(fired["source"] + " (") and after.endswith(("не помогло.", "no luck.")))):
                found.append(f"a trigger told without its work, or before its own offer or failed roll: {line} / {after}")
            means = MEANS.match(line)
            if means:
                found += [f"a yes that says again what the offer means: {yes}" for yes in group[k + 1:k + 5]
                          if (m := YES_SAYS.match(yes)) and m["what"] == means["what"]]
            taken = TAKEN.match(line)
            if taken and after == f"{taken['by']}: +{taken['what']}.":
                found.append(f"a taking told twice: {line} / {after}")
    for line in lines:
        text = line.strip()
        if PROMPT.match(text) or text.startswith("! "):
            continue
        if PLACEHOLDER.search(text):
            found.append(f"a placeholder or a Python value: {text}")
        if TWO_BRACKETS.search(text):
            found.append(f"two brackets in a row on a roll: {text}")
        if VAGUE.search(text):
            found.append(f"a word that tells the table nothing or takes a gender for granted: {text}")
        if PUZZLES.search(text):
            found.append(f"a line a table has to puzzle out: {text}")
        if LOOSE_PERCENT.search(text):
            found.append(f"a percent sign a line may break away from its number: {text}")
        if ZERO_COUNT.search(text) or ZERO_THALERS.search(text):
            found.append(f"a count of nothing: {text}")
        cleaned = text
        for name in sorted(names, key=len, reverse=True):
            cleaned = cleaned.replace(name, "")
        if leaks([cleaned], locale):
            found.append(f"an id or a word of the other language: {text}")
    return found + question_without_options(lines) + turn_told_twice(lines)


def header_players(players) -> tuple[Player, ...]:
    return tuple(Player(name, None, gender) for name, gender in players)


def finished_race(path, players: tuple[Player, ...], locale: str = "ru"):
    """A race of ``players`` (seed 5) played to its winner through ``perform`` and written
    at once (a turn each, naming a rival where an obstacle asks for one): the Table a table
    opens afterwards."""
    from pnpkit.referee.store import rewrite_session_file, session_lock
    from pnpkit.referee.table import Table
    from pnpkit.rules.commands import NeedsAnswer
    from pnpkit.rules.session import RuleError, SessionHeader, perform

    table = Table.new(path, SessionHeader("race", 5, players, locale=locale))
    header, state, actions = table.header, table.state, []
    names = [player.name for player in reversed(players)]
    while not table.referee.is_over(state):
        assert len(actions) < 500, "no winner"
        for args in ([], *([name] for name in names)):  # an obstacle may ask for a rival
            try:
                state, _, action = perform(table.referee, header, state, len(actions) + 1, "turn", args)
                break
            except (NeedsAnswer, RuleError):
                continue
        actions.append(action)
    with session_lock(path) as lock:
        rewrite_session_file(table.file, tuple(actions), lock)
    return Table.open(path)


def amber_played(path, seed: int, actions: int, locale: str = "ru"):
    """An Amber game of the four players (AMBER_PLAYERS) with ``seed``, ``actions`` actions
    played by the simulator's policy (AmberPolicy) under one lock: the Table a table opens
    afterwards."""
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import SessionHeader

    Table.new(path, SessionHeader("amber", seed, header_players(AMBER_PLAYERS[locale]), locale=locale))
    policy = AmberPolicy(seed)
    with Table.locked(path) as table:
        for _ in range(actions):
            words = policy.words(table.state)
            table.act(words[0], words[1:], confirmed=True)
    return Table.open(path)

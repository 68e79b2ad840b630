"""`pnpkit referee play`: the session at the table, one typed command after another.

What a table needs beyond the one-shot commands: the players' genders asked once (and
kept in the session header), a spend of more than half of a player's money confirmed
with a yes, each rule explained the first time it applies (``why`` says the last ones
again), colour for names, wins and losses on a terminal that shows it, and tab
completion of the commands and field names in the session's language.

Input is read by :func:`input`; on a terminal GNU readline edits the line and completes
(see :class:`Completer`).  Everything printed goes through one :class:`Voice`, plain
text unless stdout is a terminal and ``NO_COLOR`` is not set.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pnpkit.cli.referee import (
    DEFAULT_FILE,
    FileOption,
    JsonOption,
    LocaleOption,
    _echo,
    _guard,
    _open,
    _print_json,
    _status_lines,
    _t,
    game_title,
    session_locale,
    user_error_of,
    visible,
)
from pnpkit.cli.referee_act import outcome_json, parse_dice
from pnpkit.cli.referee_status import end_line
from pnpkit.referee.narrate import action_title

if TYPE_CHECKING:
    from pnpkit.referee.table import Outcome, Table

QUIT = {"quit", "exit", "q", "выход"}
HELP = {"help", "?", "помощь"}
WHY = {"why", "почему"}
STATUS = {"status", "статус"}
UNDO = {"undo", "отмена"}
LOG = {"log", "журнал"}
YES_WORDS = {"y", "yes", "д", "да"}
MAX_PLAY_LINE = 4096  # characters of one typed command
#: how a name reads in colour, by seat (never green or red: those are wins and losses)
NAME_STYLES = ("bold cyan", "bold magenta", "bold yellow", "bold blue", "bold bright_cyan",
               "bold bright_magenta", "bold bright_yellow", "bold bright_blue")
TONE_STYLES = {"win": "bold green", "loss": "bold red"}


Reader = Callable[[str], str]


# --------------------------------------------------------------------------- printing


def wants_colour(stream: Any = None, environ: Any = None) -> bool:
    """Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org)
    or the terminal says it is dumb."""
    stream = sys.stdout if stream is None else stream
    environ = os.environ if environ is None else environ
    if environ.get("NO_COLOR", "") != "" or environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Voice:
    """Prints lines for the table: plain (exactly as the one-shot commands print them),
    or with the players' names, wins and losses in colour through rich."""

    def __init__(self, names: Sequence[str], colour: bool) -> None:
        self.colour = colour
        self._console = None
        self._names = [(re.compile(rf"(?<!\w){re.escape(n)}(?!\w)"), NAME_STYLES[i % len(NAME_STYLES)])
                       for i, n in enumerate(names) if n]
        if colour:
            from rich.console import Console

            self._console = Console(highlight=False, markup=False, emoji=False, soft_wrap=True,
                                    force_terminal=True)

    def line(self, text: str, tone: str = "", err: bool = False) -> None:
        if self._console is None or err:
            _echo(text, err=err)
            return
        from rich.text import Text

        shown = Text(visible(str(text)), style=TONE_STYLES.get(tone, ""))
        for pattern, style in self._names:
            shown.highlight_regex(pattern, style)
        self._console.print(shown)


# --------------------------------------------------------------------------- completion


class Completer:
    """Tab completion for readline: the command words of the session's language first,
    then, after a command, what the game offers for it (``move`` → field names).  The
    completer sees the whole line (no word delimiters), so a name with spaces completes."""

    def __init__(self, table_of: Callable[[], Table], locale: str) -> None:
        self.table_of = table_of
        self.locale = locale
        self._matches: list[str] = []

    def words(self) -> list[str]:
        from pnpkit.referee.narrate import command_word

        table = self.table_of()
        own = ["status", "log", "undo", "why", "help", "quit"]
        if self.locale == "ru":
            own = ["статус", "журнал", "отмена", "почему", "помощь", "выход"]
        game = [command_word(table.header.game, s.name, self.locale) for s in table.commands()]
        return list(dict.fromkeys(game + own))

    def candidates(self, line: str) -> list[str]:
        from pnpkit.referee.registry import canonical_command

        head, space, rest = line.partition(" ")
        if not space:
            return sorted(w + " " for w in self.words() if w.startswith(head))
        table = self.table_of()
        command = canonical_command(table.header.game, head)
        offered = table.referee.completions(table.state, command, self.locale)
        wanted = rest.casefold()
        return sorted(f"{head} {o}" for o in offered if o.casefold().startswith(wanted))

    def complete(self, text: str, state: int) -> str | None:
        if state == 0:
            try:
                self._matches = self.candidates(text)
            except Exception:  # noqa: BLE001 - a completion never breaks the prompt
                self._matches = []
        return self._matches[state] if state < len(self._matches) else None


def install_completion(completer: Completer) -> bool:
    """Tab completion through GNU readline when both ends are a terminal; False when
    there is none (libedit, Windows, a pipe): the prompt then reads plain lines."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return False
    try:
        import readline
    except ImportError:
        return False
    if "libedit" in (readline.__doc__ or ""):
        return False  # its bindings differ; plain input is safer than a half-working tab
    readline.set_completer_delims("")
    readline.set_completer(completer.complete)
    readline.parse_and_bind("tab: complete")
    return True


# --------------------------------------------------------------------------- the loop


class Play:
    """One ``play`` session: the table, how it reads and prints, what it explained."""

    def __init__(self, table: Table, file: Path, locale: str, as_json: bool, read: Reader,
                 voice: Voice) -> None:
        self.table = table
        self.file = file
        self.locale = locale
        self.as_json = as_json
        self.read = read
        self.voice = voice
        self.explained: set[str] = set()   # rules explained in this session
        self.last_rules: list[str] = []    # the rules of the last action (``why``)
        self.told: set[str] = set()        # the last action's lines (an end said once)

    def say(self, text: str, tone: str = "") -> None:
        self.voice.line(text, tone)

    def warn(self, text: str) -> None:
        self.voice.line(f"pnpkit: {text}", err=True)

    # -- asked once --------------------------------------------------------------------
    def ask_genders(self) -> None:
        """Each player without a gender is asked once; the answers go into the header."""
        from pnpkit.rules.messages import gender_of

        found: dict[str, str] = {}
        for p in self.table.header.players:
            while p.gender is None:
                try:
                    said = self.read(_t("gender_ask", self.locale, player=visible(p.name))).strip()
                except EOFError:
                    return
                if not said:
                    break
                gender = gender_of(said)
                if gender is None:
                    self.warn(_t("gender_bad", self.locale, said=visible(said)))
                    continue
                found[p.name] = gender
                break
        if found:
            self.table.set_genders(found)
            words = {"m": "м", "f": "ж"} if self.locale == "ru" else {"m": "m", "f": "f"}
            self.say(_t("gender_kept", self.locale, players=", ".join(
                f"{name} ({words[g]})" for name, g in found.items())))

    # -- one command -------------------------------------------------------------------
    def run(self, name: str, args: list[str]) -> None:
        from pnpkit.referee.table import NeedsConfirmation
        from pnpkit.referee.typed import split_flags
        from pnpkit.rules.commands import NeedsAnswer

        table, locale = self.table, self.locale
        if name in HELP:
            for line in play_help(table, locale):
                self.say(line)
            return
        if name in STATUS:
            for line in _status_lines(table, locale):
                self.say(line)
            return
        if name in UNDO:
            n = len(table.actions)
            action = table.undo()
            self.say(_t("undone", locale, n=n, what=action_title(n, action, table.referee, locale,
                                                                    table.header.players)))
            return
        if name in LOG:
            for i, action in enumerate(table.actions, start=1):
                self.say(action_title(i, action, table.referee, locale, table.header.players))
            return
        if name in WHY:
            self.why()
            return
        slip = self.own_word_meant(name)
        if slip is not None:
            self.warn(_t("play_slip", locale, command=visible(name), word=slip))
            return
        rest, dice, player, yes = split_flags(args)
        entered = parse_dice(dice, locale)
        before = table.referee.current_player(table.state)
        try:
            outcome = table.act(name, rest, player, entered, confirmed=yes)
        except NeedsConfirmation as asked:
            if not self.confirmed(asked.text(locale)):
                self.say(_t("confirm_no", locale))
                return
            outcome = table.act(name, rest, player, entered, confirmed=True)
        except NeedsAnswer as asked:  # the race's «whom to pick?»: asked here, not refused
            if self.as_json or not asked.answers:
                raise
            answer = self.answered(asked)
            if answer is None:
                return
            outcome = table.act(answer.command, list(answer.args), player, entered, confirmed=yes)
        self.show(outcome)
        # the turn passing, told once: not when the same player goes on (the prompt names
        # them) nor when the game's own events say it («Ход переходит к Ане»)
        if not self.as_json and outcome.action is not None and not table.referee.tells_turns:
            nxt = table.referee.current_player(table.state)
            if nxt and nxt != before and not table.referee.is_over(table.state):
                self.say(_t("turn", locale, player=nxt))

    def own_word_meant(self, name: str) -> str | None:
        """The word of play itself (``статус``, ``журнал`` …) a slip like ``статсу`` meant,
        when ``name`` is no command of the game at all: the game's refusal guesses among
        its own commands only."""
        from pnpkit.cli.referee_typo import closest
        from pnpkit.referee.registry import canonical_command

        own = [word for words in (STATUS, LOG, UNDO, WHY, HELP, QUIT) for word in sorted(words) if len(word) > 2]
        guess = closest(name, own)
        every = getattr(self.table.referee, "all_commands", None)  # optional: else those of now
        known = {spec.name for spec in (every() if every else self.table.commands())}
        if guess is None or canonical_command(self.table.header.game, name) in known | {"roll"}:
            return None
        return guess

    def answered(self, asked: Any) -> Any:
        """A question the rules ask by refusing (the race's «whom to pick?»): what came of
        the turn so far, each answer numbered with what it does, one read by its number or
        its name; anything else does nothing (the command may be typed again)."""
        locale, answers = self.locale, asked.answers
        self.say(asked.question(locale))
        for i, answer in enumerate(answers, start=1):
            self.say(f"  {i}. {answer.label(locale)}")
        try:
            said = self.read(_t("answer_ask", locale, n=len(answers))).strip().casefold()
        except EOFError:
            said = ""
        for i, answer in enumerate(answers, start=1):
            if said in (str(i), " ".join(answer.args).casefold()):
                return answer
        self.say(_t("answer_none", locale))
        return None

    def confirmed(self, question: str) -> bool:
        try:
            answer = self.read(_t("confirm_ask", self.locale, question=visible(question)))
        except EOFError:
            return False
        return answer.strip().casefold() in YES_WORDS

    # -- what happened ------------------------------------------------------------------
    def show(self, outcome: Outcome) -> None:
        from pnpkit.referee.narrate import action_lines, event_tones, rule_lines

        table, locale = self.table, self.locale
        if self.as_json:
            _print_json(outcome_json(table, outcome))
            return
        if outcome.action is not None:
            self.say(action_title(outcome.index, outcome.action, table.referee, locale, table.header.players))
        tones = event_tones(table.referee, outcome.events, locale)
        lines = action_lines(table.referee, outcome.action, outcome.events, locale)
        self.told = set(lines)
        for line in lines:
            self.say(f"  {line}", tones.get(line, ""))
        rules = rule_lines(table.referee, outcome.events, locale)
        if rules:
            self.last_rules = [rule for rule, _line in rules]
        for rule, line in rules:
            if rule not in self.explained:
                self.explained.add(rule)
                self.say(f"  {line}")

    def why(self) -> None:
        from pnpkit.referee.narrate import explained_rule

        lines = [explained_rule(self.table.referee, rule, self.locale) for rule in self.last_rules]
        lines = [line for line in lines if line]
        if not lines:
            self.say(_t("why_none", self.locale))
        for line in lines:
            self.say(f"  {line}")


def play_help(table: Table, locale: str) -> list[str]:
    from pnpkit.referee.registry import aliases_of

    lines = []
    for spec in table.commands():
        usage = f" {spec.usage_for(locale)}" if spec.usage else ""
        also = aliases_of(table.header.game, spec.name) if locale == "ru" else []
        named = f"{spec.name} ({', '.join(also)})" if also else spec.name
        lines.append(f"  {named}{usage} — {spec.help(locale)}")
    lines.append(_t("play_help", locale))
    return lines


def at_a_terminal() -> bool:
    """Someone types at a terminal (a pipe or a script is never asked questions of its own)."""
    return sys.stdin.isatty()


def play(file: FileOption = DEFAULT_FILE, as_json: JsonOption = False,
         locale: LocaleOption = None) -> None:
    """Play interactively, each player prompted in turn.

    Explains each rule once (why repeats it) and asks before a big spend.

    On a terminal it asks each player's gender once."""
    locale = session_locale(file, locale)
    table = _guard(locale, _open, file, locale)
    voice = Voice([p.name for p in table.header.players], not as_json and wants_colour())
    session = Play(table, file, locale, as_json, input, voice)
    interactive = at_a_terminal() and not as_json
    if interactive:
        install_completion(Completer(lambda: session.table, locale))
    if not as_json:
        session.say(_t("play_intro", locale, game=game_title(table.header.game, locale)))
    try:
        # the genders before the first status, so that it already agrees («Героиня Вика»)
        if interactive and not table.referee.is_over(table.state):  # a finished game asks nothing
            try:
                session.ask_genders()
            except Exception as exc:  # a read-only session, say: the game goes on without them
                handled = user_error_of(exc, locale)
                if handled is None:
                    raise
                session.warn(handled.message)
        if not as_json:
            shown = _status_lines(session.table, locale)
            session.told = set(shown)  # a finished game's status already told its end
            for line in shown:
                session.say(line)
        loop(session)
    except KeyboardInterrupt:  # Ctrl-C at the prompt: a word on its own line, not a bare exit
        _echo("")
        _echo(_t("interrupted", locale, file=file), err=True)
        raise SystemExit(130) from None
    if not as_json:
        session.say(_t("bye", locale, file=file))


def loop(session: Play) -> None:
    locale = session.locale
    while True:
        table = session.table
        if table.referee.is_over(table.state):
            end = end_line(table, locale)
            if not session.as_json and end not in session.told:  # the game's own line said it
                session.say(end)
            return
        player = table.referee.current_player(table.state)
        try:
            line = session.read(f"{visible(player)}> " if player else "> ")
        except EOFError:
            _echo("")
            return
        if len(line) > MAX_PLAY_LINE:  # shlex on a megabyte line takes seconds
            session.warn(_t("long_line", locale, limit=MAX_PLAY_LINE, n=len(line)))
            continue
        try:
            words = shlex.split(line)
        except ValueError:  # shlex's own words are English and name no fix
            session.warn(_t("bad_quotes", locale))
            continue
        if not words:
            continue
        name, args = words[0], words[1:]
        if name in QUIT:
            return
        try:
            session.run(name, args)
        except Exception as exc:
            handled = user_error_of(exc, locale)
            if handled is None:
                raise
            session.warn(handled.message)
            if getattr(exc, "key", "") == "changed":  # another process wrote: catch up with it
                session.table = _guard(locale, _open, session.file, locale)


def register(app: Any) -> None:
    from pnpkit.cli.app import referee_app
    from pnpkit.cli.help_style import PlainCommand

    referee_app.command("play", cls=PlainCommand)(play)
    referee_app.command("играть", hidden=True, cls=PlainCommand)(play)

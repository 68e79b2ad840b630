"""`pnpkit referee …`: run a game session at the table.

The session lives in one file (``--file``, default ./game.pnp): a header and an
append-only log of actions and rolls, written durably after every action.  Game rules
come from the game's referee module (see pnpkit/referee/registry.py); this module only
parses arguments, prints and sets exit codes.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

if TYPE_CHECKING:
    from pnpkit.referee.table import Outcome, Table

FileOption = Annotated[Path, typer.Option("--file", "-f", help="Session file.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
LocaleOption = Annotated[str | None, typer.Option(
    "--locale", help="Language of the output: ru or en (default: the session's own; a new "
                     "session's: the system's, from LC_ALL, LC_MESSAGES or LANG, else ru).")]
LOCALES = ("ru", "en")
DiceOption = Annotated[str | None, typer.Option(
    "--dice", help="Physical dice typed in instead of rolling, e.g. 4,3.")]
PlayerOption = Annotated[str | None, typer.Option(
    "--player", "-p", help="Who acts (default: whose turn it is).")]
YesOption = Annotated[bool, typer.Option(
    "--yes", "-y", help="Confirm a spend of more than half of what the player has.")]
#: the exit code of an action that waits for --yes (nothing was done)
NEEDS_YES = 3
ArgsArgument = Annotated[list[str] | None, typer.Argument(help="Arguments of the command.")]

DEFAULT_FILE = Path("game.pnp")
GAME_COMMAND = {"ignore_unknown_options": True}

#: the framework's own texts (games describe their own events), listed in CODE_TEXTS
CLI_MESSAGES: dict[str, dict[str, str]] = {
    "ru": {
        "created": "Новая партия {game} записана в {file}; зерно {seed}.",
        "players": "Игроки: {players}",
        "preset": "Набор правил: {preset}",
        "options": "Домашние правила: {options}",
        "turn": "Ходит: {player}",
        "over": "Партия окончена.",
        "actions": "Действий в журнале: {n}",
        "commands": "Команды: {names}",
        "undone": "Отменено действие №{n}: {what}",
        "empty_log": "Журнал пуст.",
        "verify_ok": "Проверено действий: {n}; бросков по зерну {seed}: {rolls}, все совпадают.",
        "verify_by_hand": "Бросков, введённых с руки: {count} (действия {actions}); их нельзя "
                          "сверить с зерном — проверено лишь, что они допустимы по правилам.",
        "replay_ok": "Журнал воспроизводится; действий: {n}.",
        "accepted": "Отпечатки состояния переписаны по правилам этой версии pnpkit (броски те же, "
                    "все сверены): состояние изменилось с действия №{first}, таких действий {count}. "
                    "Прежний файл сохранён в {copy}.",
        "accepted_none": "Журнал и так совпадает с правилами этой версии; файл не менялся.",
        "diverge": "{file}:{line}: расхождение в действии №{n}: {why}",
        "torn": "{file}: последняя строка была записана не до конца (сбой во время записи) и пропущена",
        "bad_option": "--option: нужно ИМЯ=ЗНАЧЕНИЕ, получено «{text}»",
        "no_players": "нужен хотя бы один игрок: --player ИМЯ[:ПЕРСОНАЖ[:ПОЛ]]",
        "same_player": "два игрока с именем «{name}»",
        "no_name": "--player «{text}»: у игрока нет имени; пишите ИМЯ[:ПЕРСОНАЖ[:ПОЛ]], "
                   "например --player Аня или --player Аня::ж",
        "control_chars": "в «{text}» есть управляющие символы; уберите их",
        "long_line": "строка длиннее {limit} символов ({n}); команды короче — строка пропущена",
        "play_intro": "Партия {game}. Введите команду; help — список, quit — выход.",
        "play_help": "Всегда доступны: статус, журнал, отмена, почему, бросок ВЫРАЖЕНИЕ, "
                     "помощь, выход (или status, log, undo, why, roll, help, quit). "
                     "Кубики с руки: --dice 4,3; подтвердить трату заранее: --yes",
        "bad_quotes": "строку не разобрать: не закрыта кавычка или в конце стоит \\; "
                      "допишите или уберите их (имя с пробелами — в кавычках: \"Вика Петрова\")",
        "bye": "Партия сохранена в {file}.",
        "interrupted": "Прервано (Ctrl+C). Партия сохранена в {file}: продолжить — pnpkit referee play.",
        "confirm_cli": "{question}; ничего не сделано — чтобы подтвердить, повторите команду с --yes",
        "confirm_ask": "{question}. Подтвердить? (да/нет) ",
        "confirm_no": "Не подтверждено: ничего не сделано.",
        "gender_ask": "Пол игрока {player} (ж или м; Enter — пропустить): ",
        "gender_bad": "пол «{said}» не понятен: ж или м (f или m), пустая строка — пропустить",
        "gender_kept": "Записано в сессию: {players}.",
        "why_none": "Пока нечего объяснять: ни одно правило ещё не применялось.",
        "bad_locale": "--locale: языка «{code}» судья не знает; есть: {locales}",
        "data_missing": "нет данных игры «{game}»: не найден {file}; переустановите pnpkit "
                        "или укажите в PNPKIT_CONTENT папку, где есть {game}/",
        "data_errors": "в данных игры «{game}» ошибка: {problem}; исправьте {file} "
                       "(все ошибки покажет `pnpkit check {game}`)",
    },
    "en": {
        "created": "A new session of {game} is written to {file}; seed {seed}.",
        "players": "Players: {players}",
        "preset": "Preset: {preset}",
        "options": "House rules: {options}",
        "turn": "Turn: {player}",
        "over": "The game is over.",
        "actions": "Actions in the log: {n}",
        "commands": "Commands: {names}",
        "undone": "Undid action #{n}: {what}",
        "empty_log": "The log is empty.",
        "verify_ok": "Verified: {n} actions; {rolls} rolls regenerated from seed {seed}, all match.",
        "verify_by_hand": "Rolls entered by hand: {count} (actions {actions}); they cannot be "
                          "checked against the seed, only against the rules.",
        "replay_ok": "The log replays: {n} actions.",
        "accepted": "The state digests were re-recorded under this pnpkit's rules (the same rolls, "
                    "all checked): the state changes from action #{first} on, in {count} action(s). "
                    "The old file is kept as {copy}.",
        "accepted_none": "The log already agrees with this version's rules; the file was not changed.",
        "diverge": "{file}:{line}: divergence at action #{n}: {why}",
        "torn": "{file}: the last line was cut short (a crash while writing) and was skipped",
        "bad_option": "--option: NAME=VALUE expected, got '{text}'",
        "no_players": "at least one player is needed: --player NAME[:CHARACTER[:GENDER]]",
        "same_player": "two players named '{name}'",
        "no_name": "--player '{text}': the player has no name; write NAME[:CHARACTER[:GENDER]], "
                   "e.g. --player Anna or --player Anna::f",
        "control_chars": "'{text}' holds control characters; remove them",
        "long_line": "a line longer than {limit} characters ({n}); commands are shorter, it was skipped",
        "play_intro": "Game: {game}. Type a command; help lists them, quit leaves.",
        "bad_quotes": "the line does not read: a quotation mark is not closed or it ends in \\; "
                      "close or remove it (a name with spaces goes in quotes: \"Anna Lee\")",
        "play_help": "Always available: status, log, undo, why, roll EXPR, help, quit. "
                     "Physical dice: --dice 4,3; confirm a spend in advance: --yes",
        "bye": "The session is saved in {file}.",
        "interrupted": "Interrupted (Ctrl+C). The session is saved in {file}: go on with pnpkit referee play.",
        "confirm_cli": "{question}; nothing was done: to confirm, run the command again with --yes",
        "confirm_ask": "{question}. Confirm? (yes/no) ",
        "confirm_no": "Not confirmed: nothing was done.",
        "gender_ask": "Gender of {player} (f or m; Enter to skip): ",
        "gender_bad": "gender '{said}' is not understood: f or m (ж or м), an empty line to skip",
        "gender_kept": "Kept in the session: {players}.",
        "why_none": "Nothing to explain yet: no rule has been applied.",
        "bad_locale": "--locale: the referee does not speak '{code}'; it speaks: {locales}",
        "data_missing": "no '{game}' game data: {file} is missing; reinstall pnpkit "
                        "or point PNPKIT_CONTENT at a folder with {game}/",
        "data_errors": "the '{game}' game data has an error: {problem}; fix {file} "
                       "(`pnpkit check {game}` lists every error)",
    },
}


def _t(key: str, locale: str, **params: Any) -> str:
    from pnpkit.rules.messages import say

    return say(CLI_MESSAGES, key, locale, **params)


def _checked_locale(given: str | None, speak: str) -> str | None:
    """``given`` if the referee speaks it (None stays None); else one line in ``speak``."""
    if given is not None and given not in LOCALES:
        _fail(_t("bad_locale", speak if speak in LOCALES else "ru", code=given,
                 locales=", ".join(LOCALES)))
    return given


def _user_language() -> str:
    """The referee's language when neither ``--locale`` nor a session names one."""
    from pnpkit.cli.language import command_language

    return command_language(None, LOCALES)


def session_locale(file: Path, given: str | None) -> str:
    """The language to speak: ``--locale`` when given, else the one the session was
    started with (``new --locale``), else the user's (pnpkit.cli.language)."""
    from pnpkit.referee.store import peek_locale

    kept = peek_locale(file)
    kept = kept if kept in LOCALES else None
    return _checked_locale(given, kept or _user_language()) or kept or _user_language()


#: control characters (C0 but tab and newline, DEL, C1): a name or an argument read from
#: a session file could otherwise recolour or rewrite the terminal
#: control characters, line breaks and tabs included: a name is printed on one line
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def _visible(text: str) -> str:
    """``text`` with each control character written as an escape (never printed raw)."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}" if ord(m.group(0)) < 256
                        else f"\\u{ord(m.group(0)):04x}", text)


def visible(text: str) -> str:
    """``text`` with every control character shown as an escape (``\\x1b``), never raw."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m[0]):02x}", text)


def _echo(message: str = "", err: bool = False) -> None:
    typer.echo(visible(str(message)), err=err)


def _fail(message: str, code: int = 2) -> NoReturn:
    _echo(f"pnpkit: error: {message}", err=True)
    raise typer.Exit(code)


def _print_json(data: Any) -> None:
    # json escapes C0 itself; DEL and C1 it keeps raw, so escape them the JSON way
    text = json.dumps(data, ensure_ascii=False, indent=2)
    sys.stdout.write(re.sub("[\x7f-\x9f]", lambda m: f"\\u{ord(m[0]):04x}", text) + "\n")


class _Handled(Exception):
    """A user error already turned into text and an exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def _user_error(exc: Exception, locale: str) -> _Handled | None:
    """The message and exit code of an error a user can cause, or None."""
    from pnpkit.model.diagnostics import GameDataError
    from pnpkit.referee.store import SessionFileError
    from pnpkit.referee.table import NeedsConfirmation
    from pnpkit.rules.dice import DiceError
    from pnpkit.rules.session import ReplayDivergence, RuleError

    if isinstance(exc, NeedsConfirmation):  # a one-shot command cannot ask: --yes says it
        return _Handled(_t("confirm_cli", locale, question=exc.text(locale)), NEEDS_YES)
    if isinstance(exc, RuleError):
        return _Handled(exc.text(locale), 1)
    if isinstance(exc, DiceError):
        return _Handled(exc.text(locale), 2)
    if isinstance(exc, SessionFileError):
        return _Handled(exc.text(locale), 2)
    if isinstance(exc, ReplayDivergence):
        return _Handled(exc.text(locale), 1)
    if isinstance(exc, GameDataError):  # the game's own files are broken: not a bug of pnpkit
        return _Handled(_t(f"data_{exc.kind}", locale, game=exc.game, file=exc.file, problem=exc.problem), 1)
    return None


def _guard(locale: str, work, *args, **kwargs):
    """Run ``work``; a user's error becomes a one-line message and an exit code."""
    try:
        return work(*args, **kwargs)
    except Exception as exc:
        handled = _user_error(exc, locale)
        if handled is None:
            raise
        _fail(handled.message, handled.code)


def _parse_dice(text: str | None, locale: str) -> list[int] | None:
    from pnpkit.referee.typed import parse_dice
    from pnpkit.rules.session import RuleError

    try:
        faces = parse_dice(text)
    except RuleError as exc:
        raise _Handled(exc.text(locale), 2) from None
    return None if faces is None else list(faces)


def _open(file: Path, locale: str) -> Table:
    from pnpkit.referee.table import Table

    return _warn_torn(Table.open(file), locale)


def _warn_torn(table: Table, locale: str) -> Table:
    if table.file.torn_tail:
        _echo(_t("torn", locale, file=table.file.path), err=True)
    return table


@contextmanager
def _locked(file: Path, locale: str) -> Iterator[Table]:
    """The table with the session locked from reading to the last write: commands queue."""
    from pnpkit.referee.table import Table

    with Table.locked(file) as table:
        yield _warn_torn(table, locale)


# --------------------------------------------------------------------------- rendering


def _roll_lines(table: Table, outcome: Outcome, locale: str) -> list[str]:
    from pnpkit.referee.narrate import roll_lines

    return roll_lines(table.referee, outcome.action, locale)


def _event_lines(table: Table, outcome: Outcome, locale: str, explain: bool = False) -> list[str]:
    from pnpkit.referee.narrate import event_lines

    return event_lines(table.referee, outcome.action, outcome.events, locale, explain)


def _action_title(index: int, action, locale: str, table: Table | None = None) -> str:
    from pnpkit.referee.narrate import action_title

    return action_title(index, action, table.referee if table is not None else None, locale)


def _outcome_json(table: Table, outcome: Outcome) -> dict[str, Any]:
    from pnpkit.rules.session import action_to_json

    return {
        "n": outcome.index or None,
        "action": action_to_json(outcome.action, outcome.index) if outcome.action else None,
        "events": [e.to_json() for e in outcome.events],
        "state": table.referee.to_json(table.state),
        "current_player": table.referee.current_player(table.state),
        "over": table.referee.is_over(table.state),
    }


def _print_outcome(table: Table, outcome: Outcome, locale: str, as_json: bool,
                   explain: bool = False) -> None:
    if as_json:
        _print_json(_outcome_json(table, outcome))
        return
    if outcome.action is not None:
        _echo(_action_title(outcome.index, outcome.action, locale, table))
    for line in _roll_lines(table, outcome, locale) + _event_lines(table, outcome, locale, explain):
        _echo(f"  {line}")


def game_title(game_id: str, locale: str) -> str:
    """The game's title from its data in ``locale`` («Корона Эмбера», Race), in Russian
    in quotes; its id when the game has no readable data (a game added at run time)."""
    from pnpkit.referee.titles import plain_title

    title = plain_title(game_id, locale)
    if title == game_id:
        return game_id
    return title if title.startswith("«") or locale == "en" else f"«{title}»"


def _status_lines(table: Table, locale: str) -> list[str]:
    from pnpkit.referee.narrate import command_word

    header = table.header
    # the characters dealt at the start; once the game runs, its own status says who each
    # player is now (a traveller dies, another is dealt)
    dealt = not table.actions
    players = ", ".join(
        p.name + (f" ({table.referee.character_name(p.character, locale)})" if p.character and dealt else "")
        for p in header.players)
    lines = [f"{game_title(header.game, locale)} — {table.file.path}", _t("players", locale, players=players)]
    if header.preset:
        lines.append(_t("preset", locale, preset=table.referee.preset_name(header.preset, locale)))
    if header.options:
        lines.append(_t("options", locale, options=table.referee.options_text(header.options, locale)))
    lines.append(_t("actions", locale, n=len(table.actions)))
    lines += list(table.referee.status(table.state, locale))
    if table.referee.is_over(table.state):
        lines.append(_t("over", locale))
    else:
        player = table.referee.current_player(table.state)
        if player:
            lines.append(_t("turn", locale, player=player))
        lines.append(_t("commands", locale, names=", ".join(
            command_word(header.game, s.name, locale) for s in table.commands())))
    return lines


def _status_json(table: Table) -> dict[str, Any]:
    from pnpkit.rules.session import header_to_json

    return {
        "file": str(table.file.path),
        "header": header_to_json(table.header),
        "actions": len(table.actions),
        "current_player": table.referee.current_player(table.state),
        "over": table.referee.is_over(table.state),
        "commands": [{"name": s.name, "usage": s.usage, "logged": s.logged,
                      "help_ru": s.help_ru, "help_en": s.help_en or s.help_ru}
                     for s in table.commands()],
        "state": table.referee.to_json(table.state),
    }


# --------------------------------------------------------------------------- commands


def new(
    game: Annotated[str, typer.Argument(help="Game id, e.g. amber, fighting-fantasy, race.")],
    player: Annotated[list[str] | None, typer.Option(
        "--player", "-p", help="NAME, NAME:CHARACTER or NAME:CHARACTER:GENDER (ж/м, f/m; "
        "NAME::ж without a character); repeat for each player.")] = None,
    seed: Annotated[int | None, typer.Option(
        help="Seed of the dice (default: random).", min=-10**18, max=10**18)] = None,
    preset: Annotated[str | None, typer.Option(help="Rules preset of the game.")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", help="House rule NAME=VALUE; repeatable.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace an existing file.")] = False,
    file: FileOption = DEFAULT_FILE,
    as_json: JsonOption = False,
    locale: LocaleOption = None,
) -> None:
    """Start a session: write its header to the session file (it keeps the --locale)."""
    import random

    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    locale = _checked_locale(locale, _user_language()) or _user_language()
    for text in [*(player or []), *(option or []), preset or ""]:
        if _CONTROL.search(text):  # never stored, so never printed raw later
            _fail(_t("control_chars", locale, text=_visible(text)))
    from pnpkit.rules.commands import RuleError

    try:
        players = [Player.parse(text) for text in player or []]
    except RuleError as exc:
        _fail(exc.text(locale))
    if not players:
        _fail(_t("no_players", locale))
    for text, p in zip(player or [], players, strict=True):
        if not p.name:
            _fail(_t("no_name", locale, text=text))
    folded = [p.name.casefold() for p in players]  # commands find a player in any letter case
    for p in players:
        if folded.count(p.name.casefold()) > 1:
            _fail(_t("same_player", locale, name=p.name))
    options = []
    for text in option or []:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            _fail(_t("bad_option", locale, text=text))
        options.append((key.strip(), value.strip()))
    if seed is None:
        seed = random.SystemRandom().randrange(10**9)
    header = SessionHeader(game, seed, tuple(players), preset, tuple(sorted(options)), locale=locale)
    table = _guard(locale, Table.new, file, header, force)
    if as_json:
        _print_json(_status_json(table))
        return
    _echo(_t("created", locale, game=game_title(game, locale), file=file, seed=seed))
    for line in _status_lines(table, locale)[1:]:
        _echo(line)


def status(file: FileOption = DEFAULT_FILE, as_json: JsonOption = False,
           locale: LocaleOption = None) -> None:
    """Show the players, the state of the game and whose turn it is."""
    locale = session_locale(file, locale)
    table = _guard(locale, _open, file, locale)
    if as_json:
        _print_json(_status_json(table))
        return
    for line in _status_lines(table, locale):
        _echo(line)


def _act(name: str, args: list[str], file: Path, as_json: bool, locale: str | None,
         dice: str | None, player: str | None, yes: bool = False) -> None:
    locale = session_locale(file, locale)

    def work() -> None:
        entered = _parse_dice(dice, locale)
        with _locked(file, locale) as table:
            outcome = table.act(name, args, player, entered, confirmed=yes)
        _print_outcome(table, outcome, locale, as_json)

    try:
        _guard(locale, work)
    except _Handled as exc:
        _fail(exc.message, exc.code)


def _game_command(name: str, doc: str):
    def run(args: ArgsArgument = None, file: FileOption = DEFAULT_FILE,
            as_json: JsonOption = False, locale: LocaleOption = None,
            dice: DiceOption = None, player: PlayerOption = None, yes: YesOption = False) -> None:
        _act(name, list(args or []), file, as_json, locale, dice, player, yes)

    run.__doc__ = doc
    run.__name__ = f"referee_{name.replace('-', '_')}"
    return run


def do(
    name: Annotated[str, typer.Argument(help="Any command of the session's game.")],
    args: ArgsArgument = None,
    file: FileOption = DEFAULT_FILE,
    as_json: JsonOption = False,
    locale: LocaleOption = None,
    dice: DiceOption = None,
    player: PlayerOption = None,
    yes: YesOption = False,
) -> None:
    """Run any command of the session's game by name."""
    _act(name, list(args or []), file, as_json, locale, dice, player, yes)


def undo(file: FileOption = DEFAULT_FILE, as_json: JsonOption = False,
         locale: LocaleOption = None) -> None:
    """Take back the last action (the dice of that action stay what they were)."""
    locale = session_locale(file, locale)
    from pnpkit.rules.session import action_to_json

    def work():
        with _locked(file, locale) as table:
            n = len(table.actions)
            return table, n, table.undo()

    table, n, action = _guard(locale, work)
    if as_json:
        _print_json({"undone": action_to_json(action, n), "actions": len(table.actions),
                     "state": table.referee.to_json(table.state)})
        return
    _echo(_t("undone", locale, n=n, what=_action_title(n, action, locale, table)))
    for line in table.referee.status(table.state, locale):
        _echo(line)


def log(file: FileOption = DEFAULT_FILE, as_json: JsonOption = False,
        locale: LocaleOption = None) -> None:
    """Print every action with its dice and what happened."""
    locale = session_locale(file, locale)
    from pnpkit.referee.table import Outcome
    from pnpkit.rules.session import action_to_json, header_to_json

    table = _guard(locale, _open, file, locale)
    if as_json:
        _print_json({"header": header_to_json(table.header), "actions": [
            {**action_to_json(a, i), "events": [e.to_json() for e in table.history[i - 1]]}
            for i, a in enumerate(table.actions, start=1)]})
        return
    if not table.actions:
        _echo(_t("empty_log", locale))
    for i, action in enumerate(table.actions, start=1):
        outcome = Outcome(action, table.history[i - 1], i)
        _echo(_action_title(i, action, locale, table))
        for line in _roll_lines(table, outcome, locale) + _event_lines(table, outcome, locale):
            _echo(f"  {line}")


def replay_command(
    verify: Annotated[bool, typer.Option(
        "--verify", help="Regenerate every roll from the seed and compare.")] = False,
    accept_rules: Annotated[bool, typer.Option(
        "--accept-rules", help="After an update corrected a rule: re-record the state digests under "
        "this version's rules (every roll must still check; the old file is kept as FILE.bak).")] = False,
    file: FileOption = DEFAULT_FILE,
    as_json: JsonOption = False,
    locale: LocaleOption = None,
) -> None:
    """Recompute the whole game from the log (and, with --verify, from the seed)."""
    locale = session_locale(file, locale)
    from pnpkit.referee.store import SessionFileError
    from pnpkit.rules.session import ReplayDivergence

    result: dict[str, Any] = {"file": str(file), "verified": verify or accept_rules}
    try:
        if accept_rules:
            from pnpkit.referee.table import Table

            table, changed, copy = Table.accept_rules(file)
            _warn_torn(table, locale)
            result.update(changed_actions=list(changed), backup=str(copy) if copy else None)
        elif verify:
            from pnpkit.referee.table import Table

            table, checked = Table.open_verified(file)
            _warn_torn(table, locale)
            result.update(seed_checked_rolls=checked.seed_checked,
                          entered_by_hand_rolls=len(checked.entered_by_hand),
                          entered_by_hand_actions=sorted(set(checked.entered_by_hand)))
        else:
            table = _open(file, locale)
    except SessionFileError as exc:
        if not exc.line or exc.line == 1:
            _fail(exc.text(locale))
        why = exc.en if locale == "en" else exc.ru
        result.update(ok=False, line=exc.line, index=exc.line - 1,
                      message=_t("diverge", locale, file=file, line=exc.line, n=exc.line - 1, why=why))
    except ReplayDivergence as exc:
        line = table.file.line_of(exc.index)
        result.update(ok=False, line=line, index=exc.index,
                      message=_t("diverge", locale, file=file, line=line, n=exc.index,
                                 why=exc.text(locale)))
    else:
        result.update(ok=True, actions=len(table.actions))
    if as_json:
        _print_json(result)
    elif result["ok"] and accept_rules:
        changed = result["changed_actions"]
        _echo(_t("accepted", locale, first=changed[0], count=len(changed), copy=result["backup"])
              if changed else _t("accepted_none", locale))
    elif result["ok"] and not verify:
        _echo(_t("replay_ok", locale, n=result["actions"]))
    elif result["ok"]:
        _echo(_t("verify_ok", locale, n=result["actions"], seed=table.header.seed,
                      rolls=result["seed_checked_rolls"]))
        if result["entered_by_hand_rolls"]:
            actions = ", ".join(f"#{n}" for n in result["entered_by_hand_actions"])
            _echo(_t("verify_by_hand", locale, count=result["entered_by_hand_rolls"],
                          actions=actions))
    else:
        _echo(result["message"], err=True)
    if not result["ok"]:
        raise typer.Exit(1)


# --------------------------------------------------------------------------- registration


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import referee_app
    from pnpkit.referee.registry import FRAMEWORK_ALIASES, alias_names, command_names

    # `play` lives in cli/referee_play.py, which registers it itself
    own = {"new": new, "status": status, "undo": undo, "log": log, "replay": replay_command}
    for name, function in own.items():
        referee_app.command(name)(function)
    referee_app.command("roll", context_settings=GAME_COMMAND)(_game_command(
        "roll", "Roll dice outside the rules (roll 2d6+3), or the game's own roll."))
    referee_app.command("do", context_settings=GAME_COMMAND)(do)
    from pnpkit.cli.referee_help import GameCommand

    for name in command_names():
        referee_app.command(name, cls=GameCommand, context_settings=GAME_COMMAND)(_game_command(
            name, f"The game's '{name}' command (refused if this game has none)."))
    # the Russian names: the same commands, not listed twice in --help
    for alias, name in FRAMEWORK_ALIASES.items():
        if name in own:
            referee_app.command(alias, hidden=True)(own[name])
        elif name == "do":
            referee_app.command(alias, hidden=True, context_settings=GAME_COMMAND)(do)
    for alias in alias_names():
        referee_app.command(alias, cls=GameCommand, hidden=True, context_settings=GAME_COMMAND)(_game_command(
            alias, f"'{alias}': a Russian name of a game command."))

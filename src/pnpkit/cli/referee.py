"""`pnpkit referee …`: run a game session at the table.

The session lives in one file (``--file``, default ./game.pnp): a header and an
append-only log of actions and rolls, written durably after every action.  Game rules
come from the game's referee module (see pnpkit/referee/registry.py); this module only
parses arguments, prints and sets exit codes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

from pnpkit.cli.help_style import PlainCommand
from pnpkit.cli.referee_status import NEEDS_YES, game_title  # noqa: F401 (the tests and play import NEEDS_YES here)
from pnpkit.cli.referee_status import status_json as _status_json
from pnpkit.cli.referee_status import status_lines as _status_lines
from pnpkit.cli.referee_words import (  # noqa: F401 (CODE_TEXTS names CLI_MESSAGES here)
    CLI_MESSAGES,
    LOCALE_HELP,
    LOCALES,
    has_control,
    option_pair,
    say_cli,
    visible,
)

if TYPE_CHECKING:
    from pnpkit.referee.table import Table

FileOption = Annotated[Path, typer.Option("--file", "-f", metavar="PATH", help="Session file.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
LocaleOption = Annotated[str | None, typer.Option("--locale", metavar="LOCALE", help=LOCALE_HELP)]

DEFAULT_FILE = Path("game.pnp")
GAME_COMMAND = {"ignore_unknown_options": True}


_t = say_cli


def _plain(work, *args, **kwargs):
    """``work`` of pnpkit.cli.referee_status, its CommandError printed as Typer's."""
    from pnpkit.cli.plain import CommandError

    try:
        return work(*args, **kwargs)
    except CommandError as exc:
        _fail(exc.message, exc.code)


def session_locale(file: Path, given: str | None) -> str:
    """The language to speak (pnpkit.cli.referee_status.session_locale)."""
    from pnpkit.cli.referee_status import session_locale as spoken

    return _plain(spoken, file, given)


def _echo(message: str = "", err: bool = False) -> None:
    typer.echo(visible(str(message)), err=err)


def _fail(message: str, code: int = 2) -> NoReturn:
    _echo(f"pnpkit: error: {message}", err=True)
    raise typer.Exit(code)


def _print_json(data: Any) -> None:
    from pnpkit.cli.referee_status import json_text

    sys.stdout.write(json_text(data))


def user_error_of(exc: Exception, locale: str):
    """The CommandError a user's error becomes (pnpkit.cli.referee_status.user_error), or None."""
    from pnpkit.cli.plain import CommandError
    from pnpkit.cli.referee_status import user_error

    return exc if isinstance(exc, CommandError) else user_error(exc, locale)


def _guard(locale: str, work, *args, **kwargs):
    """Run ``work``; a user's error becomes a one-line message and an exit code."""
    try:
        return work(*args, **kwargs)
    except Exception as exc:
        error = user_error_of(exc, locale)
        if error is None:
            raise
        _fail(error.message, error.code)


def _open(file: Path, locale: str) -> Table:
    from pnpkit.cli.referee_act import warn_torn
    from pnpkit.referee.table import Table

    return warn_torn(Table.open(file), locale)


# --------------------------------------------------------------------------- commands


def new(
    game: Annotated[str, typer.Argument(metavar="GAME", help="Game id, e.g. amber, fighting-fantasy, race.")],
    player: Annotated[list[str] | None, typer.Option(
        "--player", "-p", metavar="PLAYER", help="NAME, NAME:CHARACTER or NAME:CHARACTER:GENDER (ж/м, f/m; "
        "NAME::ж without a character); repeat for each player.")] = None,
    seed: Annotated[int | None, typer.Option(
        metavar="SEED", help="Seed of the dice (default: random).", min=-10**18, max=10**18)] = None,
    preset: Annotated[str | None, typer.Option(metavar="PRESET", help="Rules preset of the game.")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", metavar="NAME=VALUE", help="A house rule; repeatable.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace an existing file.")] = False,
    file: FileOption = DEFAULT_FILE,
    as_json: JsonOption = False,
    locale: LocaleOption = None,
) -> None:
    """Start a session: write its header to the session file (it keeps the --locale)."""
    import random

    from pnpkit.cli.referee_status import checked_locale, user_language
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import Player, SessionHeader

    # --locale if the referee speaks it, else one line in the user's language
    locale = _plain(checked_locale, locale, user_language()) or user_language()
    for text in [*(player or []), *(option or []), preset or ""]:
        if has_control(text):  # never stored, so never printed raw later
            _fail(_t("control_chars", locale, text=visible(text)))
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
        pair = option_pair(text)
        if pair is None:
            _fail(_t("bad_option", locale, text=text))
        options.append(pair)
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
    from pnpkit.cli.referee_act import warn_torn
    from pnpkit.referee.store import SessionFileError
    from pnpkit.referee.table import Table
    from pnpkit.rules.session import ReplayDivergence

    result: dict[str, Any] = {"file": str(file), "verified": verify or accept_rules}
    try:
        if accept_rules:
            table, changed, copy = Table.accept_rules(file)
            result.update(changed_actions=list(changed), backup=str(copy) if copy else None)
        elif verify:
            table, checked = Table.open_verified(file)
            result.update(seed_checked_rolls=checked.seed_checked,
                          entered_by_hand_rolls=len(checked.entered_by_hand),
                          entered_by_hand_actions=sorted(set(checked.entered_by_hand)))
        else:
            table = Table.open(file)
        warn_torn(table, locale)
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


# --------------------------------------------------------------------------- game commands' help
# The command names are registered once for every game, so their help cannot be written
# when the CLI is built; each game's usage lines are read from its referee
# (``all_commands``, optional) only when ``--help`` is asked for.


def game_usages(name: str) -> list[str]:
    """«amber: duel PLAYER — challenge a traveller nearby (instead of moving)», one line
    per game that has the command ``name`` (a Russian name counts as its command)."""
    from pnpkit.referee.registry import canonical_command, load_referee, refereed_games

    lines = []
    for game_id in refereed_games():
        wanted = canonical_command(game_id, name)
        try:
            specs = getattr(load_referee(game_id), "all_commands", lambda: [])()
        except Exception:  # noqa: BLE001 — a game that does not load shows no line in help
            continue
        for spec in specs:
            if spec.name == wanted:
                usage = f" {spec.usage_for('en')}" if spec.usage else ""
                lines.append(f"{game_id}: {spec.name}{usage} — {spec.help('en')}")
    return lines


class GameCommand(PlainCommand):
    """A game command whose help ends with each game's arguments for it."""

    @property  # type: ignore[override]
    def epilog(self) -> str | None:
        lines = game_usages(self.name or "")
        # \b keeps click from re-wrapping the lines into one paragraph
        return "\b\nIn each game:\n" + "\n".join(lines) if lines else None

    @epilog.setter
    def epilog(self, value: str | None) -> None:
        pass  # computed when asked for


# --------------------------------------------------------------------------- registration


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import referee_app

    # `play` lives in cli/referee_play.py, which registers it itself
    from pnpkit.cli.options import typer_command
    from pnpkit.cli.referee_act import DO, UNDO, game_action
    from pnpkit.cli.referee_status import LOG, STATUS
    from pnpkit.referee.registry import FRAMEWORK_ALIASES, alias_names, command_names

    # status, log, undo, do and the game's commands declared once (cli/referee_status,
    # cli/referee_act), read by the fast dispatch too
    own = {"new": new, "status": typer_command(STATUS, "status"), "undo": typer_command(UNDO, "undo"),
           "log": typer_command(LOG, "log"), "replay": replay_command}
    for name, function in own.items():
        referee_app.command(name, cls=PlainCommand)(function)

    def game_command(name: str, help: str):
        return typer_command(game_action(name, help), f"referee_{name}")

    do = typer_command(DO, "do")
    referee_app.command("roll", context_settings=GAME_COMMAND, cls=PlainCommand)(game_command(
        "roll", "Roll dice outside the rules (roll 2d6+3), or the game's own roll."))
    referee_app.command("do", context_settings=GAME_COMMAND, cls=PlainCommand)(do)
    for name in command_names():
        referee_app.command(name, cls=GameCommand, context_settings=GAME_COMMAND)(game_command(
            name, f"The game's '{name}' command (refused if this game has none)."))
    # the Russian names: the same commands, not listed twice in --help
    for alias, name in FRAMEWORK_ALIASES.items():
        if name in own:
            referee_app.command(alias, hidden=True, cls=PlainCommand)(own[name])
        elif name == "do":
            referee_app.command(alias, hidden=True, context_settings=GAME_COMMAND, cls=PlainCommand)(do)
    for alias in alias_names():
        referee_app.command(alias, cls=GameCommand, hidden=True, context_settings=GAME_COMMAND)(game_command(
            alias, f"'{alias}': a Russian name of a game command."))

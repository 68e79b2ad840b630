"""Session records, the data side of pnpkit.rules.session: the header, an action and its
rolls, an event, and each as the one JSON line a session file holds.

A one-shot ``referee status`` reads a session's header (and, from its kept state, no
action at all) with this module alone: the dice sources, the game protocol and the
replay (pnpkit.rules.session, which re-exports all of this) are not imported for it.
"""

from __future__ import annotations

from pnpkit import quick_json
from pnpkit.rules.messages import gender_of, refusal, say
from pnpkit.value_class import Factory, value_class
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Mapping
    from typing import Any

FORMAT_VERSION = 1
HEADER_TAG = "pnpkit_session"
FREE_ROLL = "roll"  # the framework's own command: a roll outside the game's rules


# --------------------------------------------------------------------------- records


@value_class(frozen=True)
class Player:
    name: str
    character: str | None = None
    gender: str | None = None  # "m"/"f": what the Russian messages agree with (None: masculine)

    @classmethod
    def parse(cls, text: str) -> Player:
        """``NAME``, ``NAME:CHARACTER`` or ``NAME:CHARACTER:GENDER`` (``NAME::ж`` or ``NAME:ж``
        without a character) as typed on the command line; GENDER is ж/м, f/m (жен/муж, female/male).
        Raises RuleError for a gender that is not one of them."""
        name, _, rest = text.partition(":")
        character, sep, said = rest.partition(":")
        if not sep and gender_of(character) is not None:  # «Аня:ж»: no character is named ж or f
            character, said = "", character
        gender = gender_of(said) if said.strip() else None
        if said.strip() and gender is None:
            raise refusal(session_tables()["MESSAGES"], "bad_gender", text=text, said=said.strip())
        return cls(name.strip(), character.strip() or None, gender)


@value_class(frozen=True)
class SessionHeader:
    game: str
    seed: int
    players: tuple[Player, ...]
    preset: str | None = None
    options: tuple[tuple[str, str], ...] = ()  # house rules, as agreed at the table
    version: int = FORMAT_VERSION
    locale: str | None = None  # the language the session speaks unless told otherwise
    #: the game's rules version the log was recorded under (GameReferee.rules_version);
    #: None in a file from before versions were written
    rules: int | None = None

    def option(self, name: str, default: str | None = None) -> str | None:
        return dict(self.options).get(name, default)

    def player_names(self) -> list[str]:
        return [p.name for p in self.players]


@value_class(frozen=True)
class RollRecord:
    expr: str                 # canonical notation, e.g. "2d6"
    faces: tuple[int, ...]    # every physical die
    total: int
    entered: bool = False     # typed in from physical dice rather than generated
    why: str = ""             # what the roll was for ("attack", "move")


@value_class(frozen=True)
class Action:
    command: str
    args: tuple[str, ...] = ()
    actor: str | None = None
    rolls: tuple[RollRecord, ...] = ()
    digest: str = ""          # state digest after the action; empty until recorded


@value_class(frozen=True)
class Event:
    """Something that happened; ``describe`` turns events into sentences.

    ``kind`` is a short id ("moved", "battle_won"); ``data`` must be JSON-friendly;
    ``rule`` optionally names the rule applied, so ``play`` can explain it."""

    kind: str
    data: Mapping[str, Any] = Factory(dict)
    rule: str = ""

    def to_json(self) -> dict[str, Any]:
        out = {"kind": self.kind, **self.data}
        if self.rule:
            out["rule"] = self.rule
        return out


def session_tables() -> dict:
    """session.json: ``MESSAGES``, the framework's own refusals and replay messages (games
    keep theirs beside their modules); ``FORMAT_MESSAGES``, what is wrong with a record (a
    valid JSON line that is not a valid header or action).  Read at the first said (the
    module attributes too: :func:`__getattr__`): a write that goes well reads no file for them."""
    return word_file(__file__, "session.json")


def __getattr__(name: str):
    if name in ("MESSAGES", "FORMAT_MESSAGES"):
        return session_tables()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# --------------------------------------------------------------------------- JSON lines


class FormatError(ValueError):
    """A log line that is valid JSON but not a valid record; the store adds file:line.
    ``text(locale)`` says what is wrong in Russian or English (``str()`` is English)."""

    def __init__(self, problem: str, /, **values: Any) -> None:
        self.key = problem
        self.values = values
        super().__init__(self.text("en"))

    def text(self, locale: str = "ru") -> str:
        lang = "en" if locale == "en" else "ru"
        values = dict(self.values)
        if "what" in values:
            values["what"] = session_tables()["FORMAT_MESSAGES"][lang]["records"].get(values["what"], values["what"])
        return say(session_tables()["FORMAT_MESSAGES"], self.key, lang, **values)


def header_to_json(header: SessionHeader) -> dict[str, Any]:
    return {
        HEADER_TAG: header.version,
        "game": header.game,
        "seed": header.seed,
        "preset": header.preset,
        "players": [{"name": p.name, "character": p.character, **({"gender": p.gender} if p.gender else {})}
                    for p in header.players],
        "options": dict(header.options),
        **({"locale": header.locale} if header.locale else {}),
        **({"rules": header.rules} if header.rules is not None else {}),
    }


def _need(obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str,
          optional: bool = False) -> Any:
    """``obj[key]`` of ``kind`` (a bool is no int here); ``optional``: None when it is
    missing or null."""
    value = obj.get(key)
    if value is None and (optional or key not in obj):
        if optional:
            return None
        raise FormatError("missing", what=what, key=key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise FormatError("wrong_type", what=what, key=key)
    return value


#: what a terminal or str.splitlines takes for the end of a line (other control
#: characters a hand edit leaves are printed escaped); a set, not a pattern: a status
#: reads a header without compiling one
_LINE_BREAKS = frozenset("\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")


def header_from_json(obj: Any) -> SessionHeader:
    if not isinstance(obj, dict) or HEADER_TAG not in obj:
        raise FormatError("not_header")
    version = _need(obj, HEADER_TAG, int, "header")
    if version != FORMAT_VERSION:
        raise FormatError("version", version=version, supported=FORMAT_VERSION)
    players = []
    for entry in _need(obj, "players", list, "header"):
        if not isinstance(entry, dict):
            raise FormatError("player_not_object")
        name = _need(entry, "name", str, "header player")
        if not _LINE_BREAKS.isdisjoint(name):  # every message prints a name on one line
            raise FormatError("line_break", what="header player", key="name")
        character = _need(entry, "character", str, "header player", optional=True)
        gender = entry.get("gender")
        if gender is not None and gender not in ("m", "f"):
            raise FormatError("wrong_type", what="header player", key="gender")
        players.append(Player(name, character, gender))
    preset = _need(obj, "preset", str, "header", optional=True)
    options = obj.get("options", {})
    if not isinstance(options, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in options.items()):
        raise FormatError("options")
    locale = _need(obj, "locale", str, "header", optional=True)
    rules = _need(obj, "rules", int, "header", optional=True)
    return SessionHeader(
        rules=rules,
        game=_need(obj, "game", str, "header"),
        seed=_need(obj, "seed", int, "header"),
        players=tuple(players),
        preset=preset,
        options=tuple(sorted(options.items())),
        version=version,
        locale=locale,
    )


def action_to_json(action: Action, index: int) -> dict[str, Any]:
    out: dict[str, Any] = {"n": index, "cmd": action.command, "args": list(action.args)}
    if action.actor is not None:
        out["actor"] = action.actor
    out["rolls"] = [_roll_to_json(r) for r in action.rolls]
    out["digest"] = action.digest
    return out


def _roll_to_json(record: RollRecord) -> dict[str, Any]:
    out: dict[str, Any] = {"expr": record.expr, "faces": list(record.faces),
                           "total": record.total}
    if record.entered:
        out["entered"] = True
    if record.why:
        out["why"] = record.why
    return out


def action_from_json(obj: Any, index: int) -> Action:
    if not isinstance(obj, dict):
        raise FormatError("not_object")
    n = _need(obj, "n", int, "action")
    if n != index:
        raise FormatError("number", n=n, index=index)
    args = _need(obj, "args", list, "action")
    if not all(isinstance(a, str) for a in args):
        raise FormatError("args")
    actor = _need(obj, "actor", str, "action", optional=True)
    rolls = []
    for raw in _need(obj, "rolls", list, "action"):
        if not isinstance(raw, dict):
            raise FormatError("roll_not_object")
        faces = _need(raw, "faces", list, "roll")
        if not all(isinstance(f, int) and not isinstance(f, bool) for f in faces):
            raise FormatError("faces")
        entered = raw.get("entered", False)
        why = raw.get("why", "")
        if not isinstance(entered, bool) or not isinstance(why, str):
            raise FormatError("wrong_type", what="roll", key="entered" if not isinstance(entered, bool) else "why")
        rolls.append(RollRecord(_need(raw, "expr", str, "roll"), tuple(faces),
                                _need(raw, "total", int, "roll"), entered, why))
    return Action(
        command=_need(obj, "cmd", str, "action"),
        args=tuple(args),
        actor=actor,
        rolls=tuple(rolls),
        digest=obj.get("digest", "") if isinstance(obj.get("digest", ""), str) else "",
    )


def to_line(obj: Mapping[str, Any]) -> str:
    """One compact JSON line (no newline inside, non-ASCII kept readable)."""
    return quick_json.dumps(obj, ensure_ascii=False, separators=(",", ":"))

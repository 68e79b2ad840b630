"""A command typed as one line (``referee play``, the live page's command box):
``move Лес --player Аня --dice 4,3`` split into the command, its arguments, who acts,
the physical dice typed in and ``--yes`` (a big spend confirmed in advance)."""

from __future__ import annotations

from pnpkit.rules.messages import refusal
from pnpkit.value_class import value_class
from pnpkit.word_files import word_file

#: what is wrong with a typed line, kept in typed.json (listed in CODE_TEXTS)
MESSAGES: dict[str, dict[str, str]] = word_file(__file__, "typed.json")["MESSAGES"]


@value_class(frozen=True)
class TypedCommand:
    command: str
    args: tuple[str, ...]
    player: str | None = None
    dice: tuple[int, ...] | None = None
    yes: bool = False  # ``--yes``: a spend that asks for confirmation is confirmed already


#: the flags that take a value, and which part of the command each gives
VALUE_FLAGS = {"--dice": "dice", "--player": "player", "-p": "player"}


def split_flags(words: list[str]) -> tuple[list[str], str | None, str | None, bool]:
    """Take ``--dice X`` (``--dice=X``), ``--player X`` (``-p X``) and ``--yes`` (``-y``)
    out of the words: (the rest, the dice as typed, the player, whether ``--yes`` was
    there).  A flag with nothing after it stays a word."""
    rest, found, yes = [], {"dice": None, "player": None}, False
    remaining = iter(words)
    for word in remaining:
        if word in VALUE_FLAGS and (value := next(remaining, None)) is not None:
            found[VALUE_FLAGS[word]] = value
        elif word.startswith("--dice="):
            found["dice"] = word.split("=", 1)[1]
        elif word in ("--yes", "-y"):
            yes = True
        else:
            rest.append(word)
    return rest, found["dice"], found["player"], yes


def parse_dice(text: str | None) -> tuple[int, ...] | None:
    """``4,3`` (or ``4 3``) → (4, 3); raises RuleError for anything else."""
    if text is None:
        return None
    try:
        faces = tuple(int(part) for part in text.replace(" ", ",").split(",") if part)
    except ValueError:
        faces = ()
    if not faces:
        raise refusal(MESSAGES, "bad_dice")
    return faces


def parse_line(line: str) -> TypedCommand | None:
    """The typed line as a command (None for an empty line); raises RuleError."""
    import shlex  # a typed line's: not an action given as words

    try:
        words = shlex.split(line)
    except ValueError:
        raise refusal(MESSAGES, "bad_quotes") from None
    rest, dice, player, yes = split_flags(words)
    if not rest:
        return None
    return TypedCommand(rest[0], tuple(rest[1:]), player, parse_dice(dice), yes)

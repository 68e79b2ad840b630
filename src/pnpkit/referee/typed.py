"""A command typed as one line (``referee play``, the live page's command box):
``move Лес --player Аня --dice 4,3`` split into the command, its arguments, who acts,
the physical dice typed in and ``--yes`` (a big spend confirmed in advance)."""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from pnpkit.rules.messages import refusal
from pnpkit.word_files import word_file

#: what is wrong with a typed line, kept in typed.json (listed in CODE_TEXTS)
MESSAGES: dict[str, dict[str, str]] = word_file(__file__, "typed.json")["MESSAGES"]


@dataclass(frozen=True)
class TypedCommand:
    command: str
    args: tuple[str, ...]
    player: str | None = None
    dice: tuple[int, ...] | None = None
    yes: bool = False  # ``--yes``: a spend that asks for confirmation is confirmed already


def split_flags(words: list[str]) -> tuple[list[str], str | None, str | None]:
    """Take ``--dice X`` and ``--player X`` (or ``-p X``) out of the words."""
    rest, dice, player = [], None, None
    i = 0
    while i < len(words):
        word = words[i]
        if word in ("--dice", "--player", "-p") and i + 1 < len(words):
            if word == "--dice":
                dice = words[i + 1]
            else:
                player = words[i + 1]
            i += 2
            continue
        if word.startswith("--dice="):
            dice = word.split("=", 1)[1]
        else:
            rest.append(word)
        i += 1
    return rest, dice, player


YES_FLAGS = ("--yes", "-y")


def take_yes(words: list[str]) -> tuple[list[str], bool]:
    """The words without ``--yes`` (``-y``), and whether it was there."""
    rest = [w for w in words if w not in YES_FLAGS]
    return rest, len(rest) != len(words)


def parse_dice(text: str | None) -> tuple[int, ...] | None:
    """``4,3`` (or ``4 3``) → (4, 3); raises RuleError for anything else."""
    if text is None:
        return None
    try:
        faces = tuple(int(part) for part in text.replace(" ", ",").split(",") if part)
    except ValueError:
        raise refusal(MESSAGES, "bad_dice") from None
    if not faces:
        raise refusal(MESSAGES, "bad_dice")
    return faces


def parse_line(line: str) -> TypedCommand | None:
    """The typed line as a command (None for an empty line); raises RuleError."""
    try:
        words = shlex.split(line)
    except ValueError:
        raise refusal(MESSAGES, "bad_quotes") from None
    rest, dice, player = split_flags(words)
    rest, yes = take_yes(rest)
    if not rest:
        return None
    return TypedCommand(rest[0], tuple(rest[1:]), player, parse_dice(dice), yes)

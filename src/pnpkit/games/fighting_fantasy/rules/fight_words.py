"""The opponents a table types after ``fight`` or ``odds`` (``--enemy NAME:SKILL:STAMINA``,
``--escape``, a target) read into plain values, refused as the referee refuses them.
Apart from the fight's state (fight_state, with its state classes) so that a one-shot
``referee odds --enemy …`` before a fight imports neither (issue #31: ≤ 4x a bare start)."""

from __future__ import annotations

from pnpkit.games.fighting_fantasy.rules.referee_text import REFUSALS
from pnpkit.rules.messages import refusal

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot `referee odds` does not import typing
    from collections.abc import Sequence

MAX_OPPONENTS = 6


def enemy_values(text: str) -> tuple[str, int, int]:
    """(name, skill, stamina) of ``NAME:SKILL:STAMINA`` (the name may itself hold colons)."""
    name, sep1, rest = text.rpartition(":")
    name2, sep2, skill_text = name.rpartition(":")
    if not sep1 or not sep2 or not name2.strip():
        raise refusal(REFUSALS, "enemy_format", text=text)
    try:
        skill, stamina = int(skill_text), int(rest)
    except ValueError:
        raise refusal(REFUSALS, "enemy_numbers", text=text) from None
    if not 1 <= skill <= 20 or not 1 <= stamina <= 99:
        raise refusal(REFUSALS, "enemy_range", name=name2)
    return name2.strip(), skill, stamina


def fight_words(args: Sequence[str]) -> tuple[list[tuple[str, int, int]], bool, str | None]:
    """(the opponents as :func:`enemy_values`, whether escape is allowed, the target typed)."""
    enemies: list[tuple[str, int, int]] = []
    can_escape = False
    target: str | None = None
    words = iter(args)
    for word in words:
        if word in ("--enemy", "-e"):
            if (text := next(words, None)) is None:
                raise refusal(REFUSALS, "enemy_missing")
            enemies.append(enemy_values(text))
        elif word.startswith("--enemy="):
            enemies.append(enemy_values(word.split("=", 1)[1]))
        elif word in ("--escape", "--can-escape"):
            can_escape = True
        elif word in ("--target", "-t") and (text := next(words, None)) is not None:
            target = text
        elif word.startswith("-"):  # a --target with nothing after it too
            raise refusal(REFUSALS, "unknown_option", option=word)
        else:
            target = word
    if len(enemies) > MAX_OPPONENTS:
        raise refusal(REFUSALS, "too_many", n=MAX_OPPONENTS)
    return enemies, can_escape, target

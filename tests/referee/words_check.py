"""What a referee's text must never show (shared by the 300-action language tests of
every game): an id (``card.072``, ``field.x``, ``key=value``), an English word in a
Russian session, a Russian word in an English one.  Dice notation (``2к6``, ``d66``) and
option names (``--escape``) are syntax, the same in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterable

ID = re.compile(r"\b(?:card|field|table|traveller|item|prince|token|amulet|friend|rule|kingdom|"
                r"region|deck|ff|race|switch)\.[\w-]+|\b[a-z_]+=|\b[a-z]+_[a-z_]+\b|[{}]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
SYNTAX = re.compile(r"\d*[dк]\d+[^\s,;)]*|--[a-z-]+")


def leaks(lines: Iterable[str], locale: str) -> list[str]:
    """The lines that show an id or a word of the other language."""
    out = []
    for line in lines:
        if ID.search(SYNTAX.sub("", line)):
            out.append(line)
        elif locale == "ru" and LATIN_WORD.search(SYNTAX.sub("", line)):
            out.append(line)
        elif locale != "ru" and CYRILLIC.search(line):
            out.append(line)
    return out


def assert_one_language(lines: list[str], locale: str, allowed: Iterable[str] = ()) -> None:
    """Fails listing the first leaks; ``allowed``: words of the players themselves
    (their names), taken out before the check."""
    names = sorted(allowed, key=len, reverse=True)
    cleaned = []
    for line in lines:
        for name in names:
            line = line.replace(name, "")
        cleaned.append(line)
    bad = [line for line, clean in zip(lines, cleaned, strict=True) if leaks([clean], locale)]
    assert not bad, f"{len(bad)} lines leak an id or a word of the other language:\n" + "\n".join(bad[:25])


def sessions_spoken(start, step, locale: str, *, actions: int, every: int = 20,
                    questions=lambda table: []) -> tuple[list[str], int]:
    """Everything a referee says over ``actions`` actions, starting a new session when
    one is over: ``start(n)`` makes the n-th session's Table (its status is said), and
    ``step(table, out)`` acts once, returning the outcome, or None when the rules refused
    (what they said already in ``out``); every ``every`` actions the status, the commands
    and ``questions(table)`` are said too.  Returns the lines and how many sessions ran."""
    from pnpkit.cli.referee import _status_lines
    from pnpkit.referee.narrate import action_lines, action_title

    out: list[str] = []
    done, sessions, table = 0, 0, None
    while done < actions:
        if table is None or table.referee.is_over(table.state):
            if table is not None:
                out += _status_lines(table, locale)[1:]  # the first line names the file
            sessions += 1
            table = start(sessions)
            out += _status_lines(table, locale)[1:]
        outcome = step(table, out)
        if outcome is None:
            continue
        done += 1
        out.append(action_title(outcome.index, outcome.action, table.referee, locale))
        out += action_lines(table.referee, outcome.action, outcome.events, locale, explain=True)
        if done % every == 0:
            out += _status_lines(table, locale)[1:]
            out += [f"{s.usage_for(locale)} — {s.help(locale)}" for s in table.referee.commands(table.state)]
            out += questions(table)
    return out, sessions

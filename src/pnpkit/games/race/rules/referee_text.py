"""Sentences for the race referee, Russian and English: one per engine event kind.

The words are data in ``referee_text.json`` beside this module, tables of
``{locale: {key: template}}`` with named placeholders: ``TEXT`` (one sentence per event
kind), ``COUNTS`` (numbers with their words, the locale's plural forms separated by
``|``, see :func:`pnpkit.rules.messages.counted`), ``REFUSALS`` (why a command is
refused), ``COMMANDS`` (command help), ``ROLLS`` (what the dice were rolled for) and
``STATUS`` (the status notes).  The kit's ``CODE_TEXTS`` lists them so that the
catalogue holds each with its stable id (``kit.referee_text.TEXT.<key>``).

Each event's data carries player names (``name``, ``victim``, ``other``, ``target``);
positions are ``[square, path, step]``.  The names of squares and paths are not words of
the referee but the game's data: callers pass them (``PlaceNames`` of the race Game in
the locale, see :func:`pnpkit.games.race.rules.place_words.place_names`).
"""

from __future__ import annotations

from pnpkit.games.race.rules.place_words import PlaceNames, SwitchWords
from pnpkit.rules.messages import counted, person, say, tree
from pnpkit.word_files import word_file

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Mapping, Sequence
    from typing import Any

FINISH = 149

_TABLES = word_file(__file__, "referee_text.json")
TEXT = _TABLES["TEXT"]
COUNTS = _TABLES["COUNTS"]
REFUSALS = _TABLES["REFUSALS"]
COMMANDS = _TABLES["COMMANDS"]
ROLLS = _TABLES["ROLLS"]
STATUS = _TABLES["STATUS"]

#: which number of an event is said with its words: kind -> (data key, COUNTS key)
COUNTED = {"skip_set": ("turns", "turns"), "extra_set": ("turns", "extra_turns"),
           "ignore_set": ("count", "obstacles"), "modifier": ("rolls", "next_rolls"),
           "give_set": ("rolls", "given_rolls")}

SILENT = {"roll", "obstacle_roll"}  # the framework prints every roll itself


def _words(locale: str) -> Mapping[str, str]:
    return tree(TEXT, locale)


def place_text(pos: Any, locale: str, names: PlaceNames) -> str:
    """Where a pawn stands (``[square, path, step]``); ``names`` in the locale."""
    w = _words(locale)
    cell, lane, step = pos
    if lane:
        return w["lane_pos"].format(lane=names.lanes.get(lane, lane), step=step)
    if cell == 0:
        return w["start"]
    if cell >= FINISH:
        return w["finish_word"]
    return w["square"].format(n=cell)


def sentence(kind: str, data: Mapping[str, Any], locale: str, names: PlaceNames) -> str | None:
    """The sentence for one event, or None for events that need none; ``names``: the
    places of the race in the locale."""
    if kind in SILENT:
        if kind == "roll" and data.get("value") != data.get("face"):  # «идёт на 0» said as standing still
            return _words(locale)["roll_mod" if data.get("value", 0) > 0 else "roll_mod_none"].format(**data)
        return None
    w = _words(locale)
    d = dict(data)
    if kind in COUNTED:
        key, noun = COUNTED[kind]
        if isinstance(d.get(key), int):
            d[key] = counted(COUNTS, noun, d[key], locale)
    if kind == "move":
        d["frm"], d["to"] = place_text(d["frm"], locale, names), place_text(d["to"], locale, names)
        if d["frm"] == d["to"]:  # sent back while at the start: «старт → старт» tells nothing
            kind = "move_none"
    elif kind == "obstacle":  # its name, then what it says (the rules sheet's text)
        where = (d["lane"], d["cell"]) if d.get("lane") else d["cell"]
        text = names.texts.get(where, "")
        if d.get("lane"):
            line = w["mark"].format(title=names.marks.get(where, "?"))
        else:
            line = w["obstacle"].format(cell=d["cell"], title=names.cells.get(d["cell"], ""))
        return f"{line} {text}" if text else line
    elif kind in ("standing", "stand_set"):
        key = "need" if kind == "standing" else "faces"
        d[key] = any_of(d[key], locale)
    elif kind == "visit" and d.get("count") == 2:  # «во 2-й раз», as «во второй»
        kind = "visit_second"
    elif kind == "lane_enter":
        d["lane"] = names.lanes.get(d["lane"], d["lane"])
    elif kind == "rule_on":
        kind = f"rule_on.{d['rule']}"
    elif kind == "modifier":
        kind = "modifier.times" if d.get("times", 1) != 1 else "modifier.add"
        d["add"] = f"+{d['add']}" if d["add"] >= 0 else f"−{-d['add']}"  # a minus sign, not a hyphen
    elif kind == "collision" and d.get("loser") is None:
        kind = ("collision_reroll_twice" if d.get("twice") else "collision_reroll") if d.get("again") else "collision_tie"
    elif kind in ("skip_turn", "ignored", "gave_roll") and d.get("left") == 0:  # «ещё пропустить: 0»: the last one
        kind = {"skip_turn": "skip_last", "ignored": "ignored_last", "gave_roll": "gave_last"}[kind]
    elif kind == "game_over":
        d["winners"] = ", ".join(d["winners"])
    template = w.get(kind)
    # names as persons: «у {name:gen}» is «у Ани» (pnpkit.rules.messages.Person)
    return template.format(**{k: person(v) if type(v) is str else v for k, v in d.items()}) if template else None


def any_of(faces: Sequence[int], locale: str) -> str:
    """Faces a pawn waits for: «2, 3 или 6», not «2 или 3 или 6» (nor «2/3/6»)."""
    shown = [str(f) for f in faces]
    return tree(TEXT, locale)["or"].join([", ".join(shown[:-1]), shown[-1]]) if len(shown) > 1 else "".join(shown)


#: rules for everyone whose square's text, just told, already says all their line would
#: (61: «… до конца игры для всех действует правило: встав на клетку …»); a rule that
#: lands on one player (66, 71) names them, so its line stays
_SHEET_SAYS_IT = frozenset({"collisions", "exact_finish"})


def told(events: Sequence[Any], locale: str, names: PlaceNames) -> list[str]:
    """The sentences of a turn's events: a tied meeting says whether the two roll again
    (the next event is the same meeting) or nobody steps back, and a tie after a tie says
    «снова» (two ties on 3 read as one sentence told twice); a rule for everyone is not said
    again right under its square's text."""
    said, tied = [], False
    for i, e in enumerate(events):
        data = e.data
        if e.kind == "rule_on" and data.get("rule") in _SHEET_SAYS_IT and i and events[i - 1].kind == "obstacle" \
                and not events[i - 1].data.get("lane") and events[i - 1].data.get("cell") in names.texts:
            continue
        if e.kind == "collision" and data.get("loser") is None and i + 1 < len(events) and \
                events[i + 1].kind == "collision" and events[i + 1].data.get("other") == data.get("other"):
            data = {**data, "again": True, "twice": tied}
        tied = data.get("again", False)
        line = sentence(e.kind, data, locale, names)
        if line:
            said.append(line)
    return said


#: the rolls whose faces an event's sentence tells («Аня бросает 3.», «Встреча на клетке:
#: Аня — 5, Вика — 4 …»): each such roll has its event, so no roll line repeats them
_TOLD_ROLLS = {"roll_off": "roll_off", "collision": "collision"}


def rolls_told(events: Sequence[Any]) -> frozenset[str]:
    """The ``why`` of the rolls the sentences of ``events`` already tell with their faces
    (pnpkit.referee.narrate.roll_lines leaves them out: a roll-off of six players read
    «кубики 1d6[3] = 3 (все бросают)» six times before «Аня бросает 3.» and the rest)."""
    return frozenset(_TOLD_ROLLS[e.kind] for e in events if e.kind in _TOLD_ROLLS)


def switches_text(values: Mapping[str, Any], words: SwitchWords, locale: str) -> str:
    """House-rule switches as the rules sheet names them («Цепочка: да; Клетка 148:
    общие»), never as their ids; ``words`` in the locale."""
    return "; ".join(say(STATUS, "switch", locale, name=words.headings.get(name, name), value=words.value(value))
                     for name, value in values.items())

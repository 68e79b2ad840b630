"""Sentences for the race referee, Russian and English: one per engine event kind.

The words are message tables (``TEXT``, ``REFUSALS``, ``COMMANDS``, ``ROLLS``,
``STATUS``) with named placeholders, listed in the kit's ``CODE_TEXTS`` so that the
catalogue holds each with its stable id (``kit.referee_text.TEXT.<key>``).

Each event's data carries player names (``name``, ``victim``, ``other``, ``target``);
positions are ``[square, path, step]``.  The names of squares and paths are not words of
the referee but the game's data: callers pass them (``PlaceNames`` of the race Game in
the locale, see :func:`pnpkit.games.race.rules.from_game.place_names`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pnpkit.games.race.rules.from_game import PlaceNames, SwitchWords
from pnpkit.rules.messages import counted, person, say, tree

FINISH = 149

TEXT: dict[str, dict[str, str]] = {
    "ru": {
        "turn": "Ходит {name} (круг {round}).",
        "extra_turn": "{name} ходит ещё раз.",
        "skip_turn": "{name} пропускает ход (ещё пропустить: {left}).",
        "waiting": "{name} стоит и ждёт, пока кто-нибудь из отставших обгонит.",
        "overtaken": "{name:acc} обогнали — можно идти дальше.",
        "roll_mod": "С учётом прибавок {name} идёт на {value} (на кубике {face}).",
        "standing": "{name} стоит: нужно {need}, выпало {face}.",
        "released": "{name} выбрасывает {face} и освобождается.",
        "gave_roll": "Бросок {name:gen} ({value}) достаётся соперникам (осталось отдать: {left}).",
        "curse_five": "Пятёрка у {name:gen}: остальные идут на 5 вперёд, {name} — на 5 назад и пропускает ход.",
        "curse_six": "Шестёрка у {name:gen}: фишка {victim:gen} отступает на 6.",
        "move": "{name}: {frm} → {to}.",
        "finish": "{name} на финише!",
        "bounce": "{name} перебирает {over} — и отступает от финиша.",
        "obstacle": "Препятствие: клетка {cell} «{title}».",
        "mark": "Отметка на тропе: «{title}».",
        "ignored": "{name} проходит мимо препятствия клетки {cell} (не замечать ещё: {left}).",
        "skip_set": "{name} пропустит {turns}.",
        "extra_set": "{name} получает {turns}.",
        "stand_set": "{name} стоит, пока не выпадет {faces}.",
        "wait_set": "{name} стоит, пока кто-нибудь из отставших не обгонит.",
        "lane_enter": "{name} сворачивает с дороги: {lane}.",
        "lane_exit": "{name} возвращается на дорогу: клетка {cell}.",
        "visit": "Сюжет Рокки: {name} здесь в {count}-й раз.",
        "ignore_set": "{name} не будет замечать {count}.",
        "rule_on.collisions": "До конца игры: встав на клетку с чужой фишкой, оба бросают кубик, меньший — на клетку назад.",
        "rule_on.curse_five": "До конца игры пятёрка у {name:gen} толкает всех остальных вперёд, а {name} — назад.",
        "rule_on.curse_six": "До конца игры каждая чужая шестёрка отбрасывает фишку {name:gen} на 6 клеток.",
        "rule_on.exact_finish": "До конца игры финиш только точным броском.",
        "modifier.add": "{name}: к {rolls} {add}.",
        "modifier.times": "{name}: следующий бросок удваивается.",
        "give_set": "{name} отдаст соперникам {rolls}.",
        "roll_off": "{name} бросает {face}.",
        "collision": "Встреча на клетке: {name} — {mine}, {other} — {theirs}; {loser} отступает на клетку.",
        "collision_tie": "Встреча на клетке: у {name:gen} и {other:gen} поровну ({mine}).",
        "choice": "{name} выбирает: {target}.",
        "game_over": "Игра окончена. Победа: {winners}. Круг доигран до конца: кто дошёл до финиша в этом круге, побеждает вместе с остальными дошедшими.",
        "start": "старт", "finish_word": "финиш", "square": "клетка {n}",
        "lane_pos": "{lane}, клетка {step}", "or": " или ",
    },
    "en": {
        "turn": "{name} to move (round {round}).",
        "extra_turn": "{name} takes another turn.",
        "skip_turn": "{name} misses this turn ({left} more to miss).",
        "waiting": "{name} stays put until someone from behind overtakes.",
        "overtaken": "{name} has been overtaken and may go on.",
        "roll_mod": "With bonuses {name} moves {value} (the die shows {face}).",
        "standing": "{name} stays: needs {need}, rolled {face}.",
        "released": "{name} rolls {face} and is free.",
        "gave_roll": "{name}’s roll ({value}) goes to the rivals ({left} more to give).",
        "curse_five": "A five for {name}: the others move 5 forward, {name} goes 5 back and misses a turn.",
        "curse_six": "A six for {name}: {victim}’s counter goes 6 back.",
        "move": "{name}: {frm} → {to}.",
        "finish": "{name} reaches the Finish!",
        "bounce": "{name} overshoots by {over} and comes back from the Finish.",
        "obstacle": "Obstacle: square {cell}, “{title}”.",
        "mark": "A mark on the path: “{title}”.",
        "ignored": "{name} passes the obstacle of square {cell} by ({left} more to ignore).",
        "skip_set": "{name} will miss {turns}.",
        "extra_set": "{name} gets {turns}.",
        "stand_set": "{name} stays until rolling {faces}.",
        "wait_set": "{name} stays until someone from behind overtakes.",
        "lane_enter": "{name} leaves the track: {lane}.",
        "lane_exit": "{name} is back on the track: square {cell}.",
        "visit": "Rocky’s story: {name} lands here, visit {count}.",
        "ignore_set": "{name} will ignore {count}.",
        "rule_on.collisions": "For the rest of the game: stop on a square with another counter and both roll; the lower goes one square back.",
        "rule_on.curse_five": "For the rest of the game a five for {name} pushes everyone else forward and {name} back.",
        "rule_on.curse_six": "For the rest of the game every other player’s six throws {name}’s counter 6 squares back.",
        "rule_on.exact_finish": "For the rest of the game the Finish needs an exact roll.",
        "modifier.add": "{name}: {add} to {rolls}.",
        "modifier.times": "{name}: the next roll counts double.",
        "give_set": "{name}’s {rolls} will go to the rivals.",
        "roll_off": "{name} rolls {face}.",
        "collision": "A meeting: {name} {mine}, {other} {theirs}; {loser} steps one square back.",
        "collision_tie": "A meeting: {name} and {other} tie on {mine}.",
        "choice": "{name} picks {target}.",
        "game_over": "Game over. Won by: {winners}. The round was played to its end: everyone who reached the finish in it wins together.",
        "start": "Start", "finish_word": "Finish", "square": "square {n}",
        "lane_pos": "{lane}, square {step}", "or": " or ",
    },
}

#: numbers with their words, the locale's plural forms separated by "|" (see rules.messages.counted)
COUNTS: dict[str, dict[str, str]] = {
    "ru": {
        "turns": "{n} ход|{n} хода|{n} ходов",
        "extra_turns": "{n} дополнительный ход|{n} дополнительных хода|{n} дополнительных ходов",
        "obstacles": "{n} следующее препятствие|{n} следующих препятствия|{n} следующих препятствий",
        "next_rolls": "{n} следующему броску|{n} следующим броскам|{n} следующим броскам",
        "given_rolls": "{n} следующий бросок|{n} следующих броска|{n} следующих бросков",
        "rolls": "{n} бросок|{n} броска|{n} бросков",
    },
    "en": {
        "turns": "{n} turn|{n} turns",
        "extra_turns": "{n} extra turn|{n} extra turns",
        "obstacles": "the next obstacle|the next {n} obstacles",
        "next_rolls": "the next roll|the next {n} rolls",
        "given_rolls": "next roll|next {n} rolls",
        "rolls": "{n} roll|{n} rolls",
    },
}
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
        if kind == "roll" and data.get("value") != data.get("face"):
            return _words(locale)["roll_mod"].format(**data)
        return None
    w = _words(locale)
    d = dict(data)
    if kind in COUNTED:
        key, noun = COUNTED[kind]
        if isinstance(d.get(key), int):
            d[key] = counted(COUNTS, noun, d[key], locale)
    if kind == "move":
        d["frm"], d["to"] = place_text(d["frm"], locale, names), place_text(d["to"], locale, names)
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
        d[key] = w["or"].join(str(f) for f in d[key])
    elif kind == "lane_enter":
        d["lane"] = names.lanes.get(d["lane"], d["lane"])
    elif kind == "rule_on":
        kind = f"rule_on.{d['rule']}"
    elif kind == "modifier":
        kind = "modifier.times" if d.get("times", 1) != 1 else "modifier.add"
        d["add"] = f"{d['add']:+d}"
    elif kind == "collision" and d.get("loser") is None:
        kind = "collision_tie"
    elif kind == "game_over":
        d["winners"] = ", ".join(d["winners"])
    template = w.get(kind)
    # names as persons: «у {name:gen}» is «у Ани» (pnpkit.rules.messages.Person)
    return template.format(**{k: person(v) if type(v) is str else v for k, v in d.items()}) if template else None


#: refusals of the race referee (RuleError, Russian and English)
REFUSALS: dict[str, dict[str, str]] = {
    "ru": {
        "unknown_preset": "нет такого набора правил: {preset} (есть: {known})",
        "unknown_switch": "нет такого переключателя: {name} (есть: {known})",
        "yes_or_no": "{name}: ожидается да или нет, а не «{raw}»",
        "not_allowed": "{name}: «{raw}» — не из {choices}",
        "players": "в гонке от 1 до {n} игроков",
        "too_few": "в гонку играют от {n} человек — так в правилах; меньше — только по домашнему "
                   "правилу: --option {switch}=да",
        "names": "имена игроков должны быть разными и непустыми",
        "unknown_command": "в гонке нет команды «{command}»: ходят командой «ход»",
        "over": "игра уже окончена",
        "not_your_turn": "сейчас ходит {player}",
        "no_player": "нет игрока «{target}» (игроки: {players})",
        "pick_player": "{what}Препятствие просит выбрать игрока: повторите ход как «ход ИМЯ» ({players}); "
                       "кубики будут те же",
        "pick_player_page": "{what}Препятствие просит выбрать игрока — кого?",
    },
    "en": {
        "unknown_preset": "no preset “{preset}” (presets: {known})",
        "unknown_switch": "no switch “{name}” (switches: {known})",
        "yes_or_no": "{name}: expected true or false, not “{raw}”",
        "not_allowed": "{name}: “{raw}” is not one of {choices}",
        "players": "the race takes 1 to {n} players",
        "too_few": "the race is for {n} players or more, as its rules say; fewer only by a house "
                   "rule: --option {switch}=yes",
        "names": "player names must be different and not empty",
        "unknown_command": "the race has no command “{command}”: play with turn",
        "over": "the game is over",
        "not_your_turn": "it is {player}’s turn",
        "no_player": "no player “{target}” (players: {players})",
        "pick_player": "{what}The obstacle asks you to pick a player: take the turn again as ‘turn NAME’ "
                       "({players}); the dice will be the same",
        "pick_player_page": "{what}The obstacle asks you to pick a player: whom?",
    },
}

#: command help, what the dice were rolled for, and the status notes
COMMANDS: dict[str, dict[str, str]] = {
    "ru": {
        "turn": "бросить кубик и сыграть ход (ИМЯ — кого выбрать, если спросят)",
        "where": "куда ведёт каждый бросок (ИМЯ — чья фишка; без него — того, кто ходит)",
        "turn_usage": "[ИМЯ]",
        "where_usage": "[ИМЯ]",
    },
    "en": {
        "turn": "roll and play the turn (NAME: whom to pick if asked)",
        "where": "where each roll leads (NAME: whose pawn; without it, the one to move)",
        "turn_usage": "[NAME]",
        "where_usage": "[NAME]",
    },
}
ROLLS: dict[str, dict[str, str]] = {
    "ru": {"turn": "ход", "obstacle": "препятствие", "roll_off": "все бросают", "collision": "встреча"},
    "en": {"turn": "turn", "obstacle": "obstacle", "roll_off": "everyone rolls", "collision": "meeting"},
}
STATUS: dict[str, dict[str, str]] = {
    "ru": {
        "skip": "пропуск {turns}",
        "waits": "ждёт, пока обгонят",
        "stands": "стоит до {faces}",
        "mods": "следующие броски {mods}",
        "ignores": "не замечает {count}",
        "gives": "отдаёт {rolls}",
        "round": "Круг {round}",
        "switch": "{name}: {value}",
        "few_players": "Меньше трёх игроков",
        "where": "{face} → {to}",
        "where_named": "{face} → {to} «{title}»",
        "where_head": "{name}, куда ведёт бросок:",
        "where_finished": "{name} уже на финише: бросать больше не нужно",
        "where_skip": "{name} пропускает ход: этот бросок фишку не сдвинет",
        "where_waits": "{name} стоит, пока не обгонят: бросок фишку не сдвинет",
        "where_stands": "{name} стоит, пока не выпадет {faces}",
        "where_gives": "{name} отдаёт свой бросок: фишка не пойдёт",
    },
    "en": {
        "skip": "misses {turns}",
        "waits": "waits to be overtaken",
        "stands": "stays until {faces}",
        "mods": "next rolls {mods}",
        "ignores": "ignores {count}",
        "gives": "gives {rolls}",
        "round": "Round {round}",
        "switch": "{name}: {value}",
        "few_players": "Fewer than three players",
        "where": "{face} → {to}",
        "where_named": "{face} → {to} “{title}”",
        "where_head": "{name}, where each roll leads:",
        "where_finished": "{name} has finished: no more rolls needed",
        "where_skip": "{name} misses this turn: a roll will not move the pawn",
        "where_waits": "{name} stays until overtaken: a roll will not move the pawn",
        "where_stands": "{name} stays until a roll of {faces}",
        "where_gives": "{name} gives this roll away: the pawn will not move",
    },
}


def switches_text(values: Mapping[str, Any], words: SwitchWords, locale: str) -> str:
    """House-rule switches as the rules sheet names them («Цепочка: да; Клетка 148:
    общие»), never as their ids; ``words`` in the locale."""
    return "; ".join(say(STATUS, "switch", locale, name=words.headings.get(name, name), value=words.value(value))
                     for name, value in values.items())

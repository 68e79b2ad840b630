"""The referee CLI's own words (games describe their own events), and how a text from a
session is shown: no Typer here, so the Typer commands and the fast dispatch of the
read-only ones (pnpkit.cli.referee_status) print the same bytes."""

from __future__ import annotations

import re
from typing import Any

LOCALES = ("ru", "en")
#: the help of every session command's --locale
LOCALE_HELP = ("Language of the output: ru or en (default: the session's own; a new session's: the "
               "system's, from LC_ALL, LC_MESSAGES or LANG, else ru).")

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
        "accepted": "The state digests were re-recorded under this pnpkit’s rules (the same rolls, "
                    "all checked): the state changes from action #{first} on, in {count} action(s). "
                    "The old file is kept as {copy}.",
        "accepted_none": "The log already agrees with this version’s rules; the file was not changed.",
        "diverge": "{file}:{line}: divergence at action #{n}: {why}",
        "torn": "{file}: the last line was cut short (a crash while writing) and was skipped",
        "bad_option": "--option: NAME=VALUE expected, got “{text}”",
        "no_players": "at least one player is needed: --player NAME[:CHARACTER[:GENDER]]",
        "same_player": "two players named “{name}”",
        "no_name": "--player “{text}”: the player has no name; write NAME[:CHARACTER[:GENDER]], "
                   "e.g. --player Anna or --player Anna::f",
        "control_chars": "“{text}” holds control characters; remove them",
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
        "gender_bad": "gender “{said}” is not understood: f or m (ж or м), an empty line to skip",
        "gender_kept": "Kept in the session: {players}.",
        "why_none": "Nothing to explain yet: no rule has been applied.",
        "bad_locale": "--locale: the referee does not speak “{code}”; it speaks: {locales}",
        "data_missing": "no “{game}” game data: {file} is missing; reinstall pnpkit "
                        "or point PNPKIT_CONTENT at a folder with {game}/",
        "data_errors": "the “{game}” game data has an error: {problem}; fix {file} "
                       "(`pnpkit check {game}` lists every error)",
    },
}


def say_cli(key: str, locale: str, **params: Any) -> str:
    from pnpkit.rules.messages import say

    return say(CLI_MESSAGES, key, locale, **params)


#: control characters (C0 but tab and newline, DEL, C1): a name or an argument read from
#: a session file could otherwise recolour or rewrite the terminal
#: control characters, line breaks and tabs included: a name is printed on one line
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def visible(text: str) -> str:
    """``text`` with every control character shown as an escape (``\\x1b``), never raw."""
    return CONTROL.sub(lambda m: f"\\x{ord(m[0]):02x}", text)

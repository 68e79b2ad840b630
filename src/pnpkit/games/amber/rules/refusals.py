"""Why the Amber engine refuses an action: one exception family for every refusal.

Each refusal keeps its message key and raw values (:class:`pnpkit.rules.messages.Refused`),
so the referee can say it again with the names of the fields and things it mentions;
a refused trade (:class:`pnpkit.games.amber.rules.trade.TradeRefused`) is one kind of it.
"""

from __future__ import annotations

from pnpkit.rules.messages import Refused

#: why an action is refused (the referee shows it); listed in CODE_TEXTS
REFUSALS: dict[str, dict[str, str]] = {
    "ru": {
        "game_over": "игра окончена",
        "choose_move_first": "сначала выбери ход",
        "roll_first": "сначала брось кубик",
        "no_duel": "вызвать на дуэль этого путника нельзя",
        "no_friend_set": "натравить этого друга на этого путника нельзя: друг должен уметь биться, путник — стоять на твоём поле (не в Лазарете, Заготконторе или обменном пункте), и только раз за ход, до броска",
        "unreachable": "с броском {pending_roll} сюда не попасть: {dest}",
        "unknown_action": "неизвестное действие: {action}",
    },
    "en": {
        "game_over": "the game is over",
        "choose_move_first": "choose your move first",
        "roll_first": "roll the die first",
        "no_duel": "you cannot challenge that traveller",
        "no_friend_set": "you cannot set that friend on that traveller: the friend must be one who fights, the traveller must stand on your field (not the Infirmary, the Trophy Office or an exchange office), once a turn, before you roll",
        "unreachable": "{dest} is not reachable with a roll of {pending_roll}",
        "unknown_action": "unknown action {action}",
    },
}


class IllegalAction(Refused):
    """The action is not legal in this state (``ru``/``en``: the plain texts)."""

    TABLE = REFUSALS
    IDS = frozenset({"dest"})


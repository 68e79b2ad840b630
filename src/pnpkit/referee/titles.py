"""A refereed game's title as its data gives it, in the language spoken at the table."""

from __future__ import annotations

from functools import cache


def plain_title(game_id: str, locale: str) -> str:
    """The game's title from its data in ``locale`` (Корона Эмбера, Race), without
    quotes; its id when the game has no readable data (a game added at run time)."""
    from pnpkit.paths import content_root

    return _title(str(content_root() / game_id), game_id, locale)


@cache  # the live page asks on every poll; a game's title does not change while it runs
def _title(where: str, game_id: str, locale: str) -> str:
    from pathlib import Path

    from pnpkit.i18n.translator import localize
    from pnpkit.readers.game_cache import load_game_cached

    folder = Path(where)
    try:
        game = load_game_cached(folder).game if folder.is_dir() else None
        if game is not None and locale != "ru":
            game, _translator = localize(game, folder, locale)
    except Exception:  # noqa: BLE001 - a title is a courtesy: never fail a command for it
        game = None
    title = (game.title or "").strip() if game is not None else ""
    return title or game_id

"""A refereed game's title as its data gives it, in the language spoken at the table."""

from __future__ import annotations


def plain_title(game_id: str, locale: str) -> str:
    """The game's title from its data in ``locale`` (Корона Эмбера, Race), without
    quotes; its id when the game has no readable data (a game added at run time)."""
    from pnpkit.i18n.translator import localize
    from pnpkit.paths import content_root
    from pnpkit.readers.game_cache import load_game_cached

    folder = content_root() / game_id
    try:
        game = load_game_cached(folder).game if folder.is_dir() else None
        if game is not None and locale != "ru":
            game, _translator = localize(game, folder, locale)
    except Exception:  # noqa: BLE001 - a title is a courtesy: never fail a command for it
        game = None
    title = (game.title or "").strip() if game is not None else ""
    return title or game_id

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

    from pnpkit.readers.game_cache import load_game_part_cached

    # game.yaml alone (checked as the whole read checks it), through the parsed-game
    # cache's part entries (no PyYAML when it is warm): a title is all a status names of
    # the game's data, and whether the cards or the kit read cleanly does not change it
    # (the referee reads what it plays with, and refuses broken data itself)
    folder = Path(where)
    try:
        head = load_game_part_cached(folder, ()).game if folder.is_dir() else None
        title = str(head.title) if head is not None else ""
        if head is not None and locale != "ru":
            from pnpkit.i18n.translator import load_translator

            translator = load_translator(folder, locale, own_locale=head.default_locale)
            title = title if translator.is_source else translator.text("game.title", title)
    except Exception:  # noqa: BLE001 - a title is a courtesy: never fail a command for it
        title = ""
    return title.strip() or game_id

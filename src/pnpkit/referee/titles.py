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

    from pnpkit.readers.game_head import read_head

    # game.yaml alone (checked as the whole read checks it): a title is all a status
    # names of the game's data, and whether the cards or the kit read cleanly does not
    # change it (the referee reads what it plays with, and refuses broken data itself)
    folder = Path(where)
    try:
        info = read_head(folder).info if (folder / "game.yaml").is_file() else None
        title = str(info["title"]) if info is not None else ""
        if info is not None and locale != "ru":
            from pnpkit.i18n.translator import load_translator

            translator = load_translator(folder, locale, own_locale=info["default_locale"])
            title = title if translator.is_source else translator.text("game.title", title)
    except Exception:  # noqa: BLE001 - a title is a courtesy: never fail a command for it
        title = ""
    return title.strip() or game_id

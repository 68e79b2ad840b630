"""`pnpkit referee serve` (the live board page) and `pnpkit referee board` (a still picture).

The page itself lives in pnpkit/referee/server.py; this module only checks the
arguments, prints the address (and the token) and starts uvicorn."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from pnpkit.cli.referee import DEFAULT_FILE, FileOption, _fail, _guard, session_locale

LocaleOption = Annotated[str | None, typer.Option(
    "--locale", metavar="LOCALE", help="Language of the page: ru or en (default: the session's).")]


def _word(key: str, locale: str, **values) -> str:
    from pnpkit.referee.server import words

    return words(locale)[key].format(**values)


def _open_table(file: Path, locale: str | None):
    """The session and the language to speak (the one asked for, else the session's)."""
    from pnpkit.referee.table import Table

    locale = session_locale(file, locale)
    return _guard(locale, Table.open, file), locale


def serve(
    file: FileOption = DEFAULT_FILE,
    port: Annotated[int, typer.Option("--port", metavar="PORT", help="Port to listen on.")] = 8765,
    host: Annotated[str, typer.Option(
        "--host", metavar="HOST", help="Address to listen on; beyond 127.0.0.1 only the token holder may act.")
    ] = "127.0.0.1",
    locale: LocaleOption = None,
) -> None:
    """Serve the live board page of a session: the board, the players, the log; act by clicking."""
    import socket

    table, locale = _open_table(file, locale)
    try:
        import starlette  # noqa: F401
        import uvicorn
    except ImportError:
        _fail(_word("missing", locale))
    from pnpkit.referee.registry import load_live_board
    from pnpkit.referee.server import ServeConfig, make_app, page_url

    try:  # a taken port is one clear line, not uvicorn's traceback
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as exc:
        _fail(_word("port_busy", locale, port=port, host=host, why=exc.strerror or exc))
    config = ServeConfig.for_host(file, host, locale)
    live = load_live_board(table.header.game)
    if live is not None:
        live.pictures(locale)  # drawn once, before anyone waits for them
    app = make_app(config, live)
    typer.echo(_word("serving", locale, file=file, url=page_url(host, port, config)))
    if config.need_token:
        typer.echo(_word("token_line", locale, token=config.token))
    typer.echo(_word("stop", locale))
    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            config.stopping.set()  # an open page's event stream ends, not cancelled
            super().handle_exit(sig, frame)

    Server(uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False,
                          timeout_graceful_shutdown=1)).run()


def board(
    file: FileOption = DEFAULT_FILE,
    output: Annotated[Path, typer.Option("--output", "-o", metavar="PATH", help="The SVG file to write.")] = Path(
        "board.svg"),
    which: Annotated[str | None, typer.Option(
        "--board", metavar="BOARD", help="Which board (default: the one the player to move stands on).")] = None,
    locale: LocaleOption = None,
) -> None:
    """Write a still picture of the game: the board with every piece on its field (SVG)."""
    from pnpkit.referee.live import picture_of_turn, still_svg
    from pnpkit.referee.registry import load_live_board
    from pnpkit.writer import write_text_atomic

    table, locale = _open_table(file, locale)
    live = load_live_board(table.header.game)
    if live is None:
        _fail(_word("no_live", locale, game=table.header.game))
    pictures = list(live.pictures(locale))
    view = live.view(table.state, locale)
    picture = picture_of_turn(pictures, view) if which is None else next((p for p in pictures if p.id == which), None)
    if picture is None:
        _fail(_word("no_such_board", locale, board=which, boards=", ".join(p.id for p in pictures)))
    write_text_atomic(output, still_svg(picture, view))
    typer.echo(_word("written", locale, file=output))


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import referee_app
    from pnpkit.cli.help_style import PlainCommand

    referee_app.command("serve", cls=PlainCommand)(serve)
    referee_app.command("board", cls=PlainCommand)(board)
    referee_app.command("сервер", hidden=True, cls=PlainCommand)(serve)
    referee_app.command("доска", hidden=True, cls=PlainCommand)(board)

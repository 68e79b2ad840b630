"""`pnpkit preview GAME`: the kit's faces on a page at http://127.0.0.1:PORT/, redrawn
as the game's files are saved (pnpkit.preview).  This module checks the arguments,
draws the first locale, prints the address and runs uvicorn."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from pnpkit.cli.common import EXIT_ERRORS, fail, resolve_game_folder
from pnpkit.cli.plain import echo


def preview(
    game: Annotated[str, typer.Argument(metavar="GAME", help="The game's folder (or a shipped game's id).")] = ".",
    port: Annotated[int, typer.Option("--port", metavar="PORT", help="Port on 127.0.0.1 to listen on.")] = 8766,
    locale: Annotated[str | None, typer.Option(
        "--locale", metavar="LOCALE", help="The language shown first (default: the system's, from LC_ALL, "
                         "LC_MESSAGES or LANG, if the game has it; else the game's own); the "
                         "page switches.")
    ] = None,
) -> None:
    """Show every face of the kit on a page that redraws what a save changes."""
    import socket

    try:
        import starlette  # noqa: F401
        import uvicorn
        import watchfiles  # noqa: F401
    except ImportError:
        fail("the preview needs Starlette, uvicorn and watchfiles: pip install 'pnpkit[serve]'")
    if not 0 < port < 65536:
        fail(f"--port must be between 1 and 65535 (got {port})")
    folder = resolve_game_folder(game)
    from pnpkit.preview.app import Preview, make_app

    try:  # a taken port is one clear line, not uvicorn's traceback
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(("127.0.0.1", port))
    except OSError as exc:
        fail(f"port {port} on 127.0.0.1 is taken or unavailable ({exc.strerror or exc}); "
             "pick another: --port N", EXIT_ERRORS)
    from pnpkit.cli.language import command_language, head_languages
    from pnpkit.readers.game_reader import read_game_head

    languages = head_languages(read_game_head(folder))
    if locale is None and languages:
        locale = command_language(None, languages)
    state = Preview(folder, locale or "")
    echo(f"Reading {folder} (each face is drawn when the page first shows it)…")
    first = state.start()
    if first.shown and first.locales and first.shown not in (*first.locales, "pseudo"):
        fail(f"'{folder}' has no locale '{first.shown}'",
             hint="available: " + ", ".join(first.locales) + ", pseudo")
    for problem in first.problems:
        echo(problem.text, err=True)
    shown = len(first.pictures)
    echo(f"Preview of {first.title or folder}: http://127.0.0.1:{port}/ "
         f"({shown} pictures, drawn as the page shows them; redrawn as you save; Ctrl+C stops)")
    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            state.stopping.set()  # an open page's event stream ends, not cancelled
            super().handle_exit(sig, frame)

    Server(uvicorn.Config(make_app(state), host="127.0.0.1", port=port, log_level="warning",
                          access_log=False, timeout_graceful_shutdown=1)).run()


def register(app: typer.Typer) -> None:
    from pnpkit.cli.help_style import PlainCommand
    app.command("preview", cls=PlainCommand)(preview)

"""The browser tests' server in a thread stops as `referee serve` does at Ctrl+C: a page's
open event stream ends by itself, and uvicorn logs nothing (it logged «Cancel 1 running
task(s)» and a CancelledError traceback into every browser test's output when its grace
ran out)."""

from __future__ import annotations

import logging

from browser_page import LiveServer
from page_stream import open_stream

from pnpkit.referee.server import ServeConfig, make_app
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


class Kept(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def test_the_server_in_a_thread_stops_with_a_page_open_without_a_word(tmp_path):
    session = tmp_path / "game.pnp"
    Table.new(session, SessionHeader("race", 3, (Player("A"), Player("B"), Player("C"))))
    server = LiveServer(make_app(ServeConfig(session, "ru")))  # sets up uvicorn's loggers
    kept, log = Kept(), logging.getLogger("uvicorn.error")
    log.addHandler(kept)
    try:
        server.__enter__()
        try:
            page = open_stream(server.port, b"event: change", wait=10)
        except BaseException:
            server.__exit__(None, None, None)
            raise
        with page:
            server.__exit__(None, None, None)  # stopped with the page still open
            assert not server.thread.is_alive()
    finally:
        log.removeHandler(kept)
    assert not [r.getMessage() for r in kept.records]

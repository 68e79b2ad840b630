"""`pnpkit referee serve` stopped with Ctrl+C while a page is open: the page's event
stream ends by itself and the server exits without a word on stderr (it printed uvicorn's
«Cancel 1 running task(s)» and a CancelledError traceback under «Остановить: Ctrl+C.»)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time

import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("starlette")

from pnpkit.referee.table import Table  # noqa: E402
from pnpkit.rules.session import Player, SessionHeader  # noqa: E402


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _connect(port: int, deadline: float) -> socket.socket:
    while True:
        try:
            return socket.create_connection(("127.0.0.1", port), timeout=5)
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def test_ctrl_c_with_a_page_open_stops_without_a_traceback(tmp_path):
    session = tmp_path / "game.pnp"
    Table.new(session, SessionHeader("race", 3, (Player("A"), Player("B"), Player("C"))))
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    server = subprocess.Popen([sys.executable, "-m", "pnpkit", "referee", "serve", "--file", str(session),
                               "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=env)
    try:
        page = _connect(port, time.monotonic() + 60)
        with page:
            page.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            heard = b""
            while b"event: change" not in heard:  # the stream is open
                chunk = page.recv(4096)
                assert chunk, heard
                heard += chunk
            server.send_signal(signal.SIGINT)
            out, err = server.communicate(timeout=30)
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()
    assert server.returncode in (0, 130), err  # 130: the shell's code for a Ctrl+C
    assert err == "", err
    assert out.splitlines()[-1] in ("Остановить: Ctrl+C.", "Stop: Ctrl+C."), out

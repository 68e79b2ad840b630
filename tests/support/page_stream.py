"""A page's event stream held open against a server, and a server stopped with Ctrl+C
while it is: the pattern of the tests that a stop with a page open ends the stream by
itself and says nothing (`referee serve`, `preview`, the browser tests' thread server)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time


def free_port() -> int:
    """A port of 127.0.0.1 free now (the server binds it a moment later)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def open_stream(port: int, heard_when: bytes, wait: float = 60) -> socket.socket:
    """A connection to ``/events`` of the server on ``port`` (tried again until it
    listens, for ``wait`` seconds), read until ``heard_when`` came: the stream is open.
    The caller closes it."""
    deadline = time.monotonic() + wait
    while True:
        try:
            page = socket.create_connection(("127.0.0.1", port), timeout=5)
            break
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)
    try:
        page.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        heard = b""
        while heard_when not in heard:
            chunk = page.recv(4096)
            assert chunk, heard
            heard += chunk
    except BaseException:
        page.close()
        raise
    return page


def ctrl_c_with_a_page_open(args: list[str], port: int, heard_when: bytes) -> tuple[int, str, str]:
    """``python -m pnpkit ARGS`` serving on ``port``, stopped with Ctrl+C while a page's
    event stream is open: (its exit code, stdout, stderr)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    server = subprocess.Popen([sys.executable, "-m", "pnpkit", *args], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env)
    try:
        with open_stream(port, heard_when):
            server.send_signal(signal.SIGINT)
            out, err = server.communicate(timeout=30)
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()
    return server.returncode, out, err

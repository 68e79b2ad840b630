"""`pnpkit preview`: the address printed before serving, one line for a taken port or a
missing game, never a traceback."""

from __future__ import annotations

import socket

import pytest
from page_stream import ctrl_c_with_a_page_open, free_port
from preview_game import new_game
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

pytest.importorskip("uvicorn")
runner = CliRunner()


def test_the_address_is_printed_and_only_127_0_0_1_is_served(tmp_path, monkeypatch):
    import uvicorn

    served = {}
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: served.update(
        host=self.config.host, port=self.config.port))
    game = new_game(tmp_path / "mygame")
    result = runner.invoke(get_app(), ["preview", str(game), "--port", "8799"])
    assert result.exit_code == 0, result.output
    assert "http://127.0.0.1:8799/" in result.output and "pictures" in result.output
    assert served["host"] == "127.0.0.1" and served["port"] == 8799


def test_a_taken_port_is_one_line(tmp_path):
    game = new_game(tmp_path / "mygame")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(get_app(), ["preview", str(game), "--port", str(port)])
    assert result.exit_code == 1 and f"port {port} on 127.0.0.1 is taken" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(("args", "said"), [
    (["./no-such-game"], "no game folder at './no-such-game'"),
    (["--port", "0"], "--port must be between 1 and 65535"),
])
def test_bad_arguments_are_one_line(tmp_path, monkeypatch, args, said):
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(get_app(), ["preview", *args])
    assert result.exit_code == 2 and said in result.output, result.output


def test_ctrl_c_with_a_page_open_stops_without_a_traceback(tmp_path):
    """The page's event stream ends by itself at Ctrl+C: no «Cancel 1 running task(s)» and
    CancelledError traceback from uvicorn when its grace runs out."""
    game = new_game(tmp_path / "mygame")
    port = free_port()
    code, _, err = ctrl_c_with_a_page_open(["preview", str(game), "--port", str(port)], port, b"event: update")
    assert code in (0, 130), err
    assert err == "", err

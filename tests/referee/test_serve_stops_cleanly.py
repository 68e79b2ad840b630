"""`pnpkit referee serve` stopped with Ctrl+C while a page is open: the page's event
stream ends by itself and the server exits without a word on stderr (it printed uvicorn's
«Cancel 1 running task(s)» and a CancelledError traceback under «Остановить: Ctrl+C.»)."""

from __future__ import annotations

import pytest
from page_stream import ctrl_c_with_a_page_open, free_port

pytest.importorskip("uvicorn")
pytest.importorskip("starlette")

from pnpkit.referee.table import Table  # noqa: E402
from pnpkit.rules.session import Player, SessionHeader  # noqa: E402


def test_ctrl_c_with_a_page_open_stops_without_a_traceback(tmp_path):
    session = tmp_path / "game.pnp"
    Table.new(session, SessionHeader("race", 3, (Player("A"), Player("B"), Player("C"))))
    port = free_port()
    code, out, err = ctrl_c_with_a_page_open(["referee", "serve", "--file", str(session), "--port", str(port)],
                                             port, b"event: change")
    assert code in (0, 130), err  # 130: the shell's code for a Ctrl+C
    assert err == "", err
    assert out.splitlines()[-1] in ("Остановить: Ctrl+C.", "Stop: Ctrl+C."), out

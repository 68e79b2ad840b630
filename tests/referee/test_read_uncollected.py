"""The read-only referee commands run with the cycle collector held off
(cli.referee_status.uncollected: ~2 ms of a long log were its walks over the kept events
and the sentences' values), and put it back as they found it."""

from __future__ import annotations

import gc

import pytest

from pnpkit.cli import referee_status
from pnpkit.cli.options import Refused


@pytest.mark.parametrize("enabled", [True, False])
def test_a_read_command_holds_the_collector_off_and_puts_it_back(enabled):
    seen = []
    run = referee_status.uncollected(lambda args: seen.append(gc.isenabled()) or "x\n")
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        assert run({}) == "x\n"
        assert seen == [False] and gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_the_collector_comes_back_after_a_refusal():
    def refused(args):
        raise Refused

    was = gc.isenabled()
    gc.enable()
    try:
        with pytest.raises(Refused):
            referee_status.uncollected(refused)({})
        assert gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()


def test_the_read_commands_are_run_uncollected():
    seen = []
    for command in {id(c): c for c in referee_status.READ_COMMANDS.values()}.values():
        seen.append(command.run.__qualname__)
    assert set(seen) == {"uncollected.<locals>.run"}

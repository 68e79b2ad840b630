"""The cycle collector is held off while a rulebook is made, and left as it was found."""

from __future__ import annotations

import gc
import threading

import pytest

from pnpkit.render.collector import collection_held
from pnpkit.render.rulebook import build


@pytest.fixture(autouse=True)
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_held_inside_and_back_on_after_even_on_error():
    with collection_held():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collection_held():
        raise RuntimeError("a template error")
    assert gc.isenabled()


def test_a_caller_that_turned_it_off_keeps_it_off():
    gc.disable()
    with collection_held():
        pass
    assert not gc.isenabled()


def test_back_on_only_when_the_last_holder_leaves():
    entered, leave = threading.Event(), threading.Event()

    def other():
        with collection_held():
            entered.set()
            leave.wait(10)

    thread = threading.Thread(target=other)
    thread.start()
    assert entered.wait(10)
    with collection_held():
        assert not gc.isenabled()
    assert not gc.isenabled()  # the other thread is still typesetting
    leave.set()
    thread.join(10)
    assert gc.isenabled()


def test_the_rulebook_is_made_with_the_collector_held(monkeypatch):
    seen = []

    def markup(*args, **kwargs):
        seen.append(gc.isenabled())
        raise LookupError("stop here")

    monkeypatch.setattr(build, "render_markup", markup)
    with pytest.raises(LookupError):
        build.typeset_rulebook(object(), "ru")
    assert seen == [False] and gc.isenabled()  # held while typesetting, given back after


def test_the_same_bytes_with_the_collector_running(monkeypatch):
    from contextlib import nullcontext
    from pathlib import Path

    from pnpkit.readers.game_reader import load_game
    from pnpkit.render import collector

    game = load_game(Path(__file__).parents[2] / "content" / "race").game
    held = build.typeset_rulebook(game, "ru")
    monkeypatch.setattr(collector, "collection_held", nullcontext)
    running = build.typeset_rulebook(game, "ru")
    assert held.data == running.data and held.text == running.text

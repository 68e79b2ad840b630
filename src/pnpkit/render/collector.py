"""Python's cycle collector held off while a burst of small containers is made.

Typesetting a rulebook (reportlab's fragments, lines, table cells) and building the font
faces (thousands of small maps and lists) allocate so many containers that the collector
runs over and over, and each full collection walks every object the process holds: in a
kit build, the game, its pictures and the other parts' data.  In a whole Amber kit that
was a fifth of the rulebook's CPU and of the faces' time.  Nothing made there depends on
when cycles are freed (the PDF is the same bytes); the garbage is a few megabytes, and the
collector takes it at its next run once it is back on.

Held off while any thread is inside :func:`collection_held`, and turned back on only if it
was on before the first one came in: a caller that turned it off keeps it off.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_holders = 0
_was_enabled = False


@contextmanager
def collection_held() -> Iterator[None]:
    global _holders, _was_enabled
    with _lock:
        if _holders == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _holders += 1
    try:
        yield
    finally:
        with _lock:
            _holders -= 1
            if _holders == 0 and _was_enabled:
                gc.enable()

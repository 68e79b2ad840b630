"""Why the Ctrl-C tests' children once had to install Python's SIGINT handler: a suite
started as a background job of a shell without job control inherits SIGINT ignored, and
so would every process it starts.  tests/conftest.py gives the suite's processes the
handler back; this runs the suite's probe below in such a job, with xdist's workers."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__)


def test_this_process_and_its_children_take_ctrl_c():
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    child = subprocess.run([sys.executable, "-c", "import signal; print(signal.getsignal(signal.SIGINT).__name__)"],
                           capture_output=True, text=True, timeout=120, check=True)
    assert child.stdout.strip() == "default_int_handler"


@pytest.mark.skipif(not Path("/bin/sh").exists() or os.name == "nt", reason="a POSIX shell's background job")
@pytest.mark.parametrize("workers", [["-p", "no:xdist"], ["-n", "1"]], ids=["one process", "xdist worker"])
def test_a_suite_started_in_the_background_still_gives_ctrl_c_to_its_children(workers):
    probe = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *workers,
             f"{HERE}::test_this_process_and_its_children_take_ctrl_c"]
    # `&` without job control: the job starts with SIGINT ignored (the shell's doing)
    script = f"{shlex.join(probe)} & wait $!"
    result = subprocess.run(["/bin/sh", "-c", script], cwd=HERE.parent.parent, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr

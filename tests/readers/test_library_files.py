"""An installed library's files are found without importing it."""

import subprocess
import sys
from pathlib import Path

from pnpkit.readers.library_files import library_file


def test_finds_a_librarys_files_without_importing_it():
    found = library_file("pyphen")
    assert found is not None and Path(found).name == "__init__.py" and Path(found).is_file()
    probe = ("import sys; from pnpkit.readers.library_files import library_file; "
             "assert library_file('pyphen') and 'pyphen' not in sys.modules")
    subprocess.run([sys.executable, "-c", probe], check=True)
    assert Path(library_file("babel", "messages/pofile.py")).is_file()


def test_none_for_what_is_not_there():
    assert library_file("no_such_library_here") is None
    assert library_file("babel", "no/such/file.py") is None
    assert library_file("") is None

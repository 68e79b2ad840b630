"""Where an installed library's source files are, found without importing it.

Caches key their entries by the code that made them; for a library that code is best
named by its files' bytes (``__init__.py`` holds its version), and finding them must not
cost the import the cache is there to save.  Pure lookups, stdlib only."""

from __future__ import annotations

import os


def library_file(package: str, name: str = "__init__.py") -> str | None:
    """The path of ``name`` inside the installed ``package``, or None when it has none."""
    from importlib.util import find_spec

    try:
        spec = find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    path = os.path.join(os.path.dirname(spec.origin), name)
    return path if os.path.isfile(path) else None

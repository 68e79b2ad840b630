"""The schema language is imported by every game's rules (their effects declare their
schemas), and so by a referee's one-shot action: it brings neither dataclasses (with
inspect and ast), nor typing, nor pathlib (issue #31)."""

from __future__ import annotations

import subprocess
import sys

UNWANTED = ("dataclasses", "inspect", "ast", "typing", "pathlib")


def test_the_schema_module_imports_no_dataclasses_typing_pathlib():
    probe = ("import sys; before = set(sys.modules); import pnpkit.model.schema; "
             f"print(' '.join(sorted((set(sys.modules) - before) & set({UNWANTED!r}))))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.split() == []


def test_a_context_makes_fresh_collections_each_time():
    from pnpkit.model.schema import Context

    first, second = Context(), Context()
    first.refs.append(("card", "x", None))
    assert second.refs == [] and first.diags is not second.diags and first.ids is not second.ids

"""The package's public names import exactly as before its imports were made lazy."""

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import pnpkit.games.amber.rules as amber

SRC = Path(__file__).resolve().parents[3] / "src"


@pytest.mark.parametrize("name", amber.__all__)
def test_every_public_name_imports(name):
    value = getattr(amber, name)
    exec(f"from pnpkit.games.amber.rules import {name} as imported", namespace := {})
    assert namespace["imported"] is value
    assert name in dir(amber)


def test_star_import_and_the_defining_modules():
    namespace: dict = {}
    exec("from pnpkit.games.amber.rules import *", namespace)
    assert set(amber.__all__) <= set(namespace)
    assert amber.legal_moves is importlib.import_module("pnpkit.games.amber.rules.movement").legal_moves
    assert amber.load_rules is importlib.import_module("pnpkit.games.amber.rules.rules").load_rules


def test_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError):
        amber.no_such_name  # noqa: B018
    with pytest.raises(ImportError):
        exec("from pnpkit.games.amber.rules import no_such_name", {})


def test_the_board_alone_does_not_load_the_engine():
    probe = ("import sys\nimport pnpkit.games.amber.rules.board, pnpkit.games.amber.rules.movement\n"
             "print(sorted(m for m in sys.modules if m.startswith(('pnpkit.games.amber.rules.', 'pnpkit.model'))))")
    out = subprocess.run([sys.executable, "-c", probe], env={"PYTHONPATH": str(SRC)},
                         capture_output=True, text=True, check=True).stdout
    assert "engine" not in out and "effects" not in out and "pnpkit.model" not in out, out

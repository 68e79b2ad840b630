"""model.diagnostics.Severity is a plain string class, not an enum (an Amber write imports
no enum, issue #31), and answers as the StrEnum it was."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from pnpkit.model.diagnostics import Diagnostic, Severity, Source
from pnpkit.readers.game_codec import _decode, _encode


@pytest.mark.parametrize(("member", "value", "name"), [(Severity.ERROR, "error", "ERROR"),
                                                       (Severity.WARNING, "warning", "WARNING")])
def test_a_severity_is_its_value(member, value, name):
    assert member == value and str(member) == value and f"{member}" == value and json.dumps(member) == f'"{value}"'
    assert member.value == value and type(member.value) is str and member.name == name
    assert repr(member) == f"<Severity.{name}: '{value}'>"
    assert Severity(value) is member and Severity(member) is member
    assert pickle.loads(pickle.dumps(member, protocol=5)) is member and copy.deepcopy(member) is member
    assert _decode(_encode(member)) is member


@pytest.mark.parametrize("value", ["fatal", "", None, 1])
def test_an_unknown_severity_is_refused_as_an_enum_refuses_it(value):
    with pytest.raises(ValueError, match="is not a valid Severity"):
        Severity(value)


def test_a_diagnostic_says_its_severity():
    warning = Diagnostic("W1", "odd", Source("a.yaml", 3, 4), Severity.WARNING)
    assert warning.format() == "a.yaml:3:4: warning[W1]: odd"
    assert warning.to_json()["severity"] == "warning" and Diagnostic("E1", "x", Source("b")).severity is Severity.ERROR

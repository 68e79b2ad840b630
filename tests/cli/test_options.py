"""The one declaration of a table command (pnpkit.cli.options): what the fast path reads
from a command line, what it leaves to Typer (Refused), and the Typer command made of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from pnpkit.cli.options import Command, Param, Refused, read, typer_command

SAMPLE = Command("A sample.", (
    Param("file", "path", "A file.", "game.pnp", ("--file", "-f")),
    Param("count", int, "How many.", min=1, max=9),
    Param("horse", bool, "A horse.", False),
    Param("as_json", bool, "JSON.", False, ("--json",)),
    Param("locale", str, "ru or en.", None, ("--locale",), optional=True)), lambda args: RAN.append(args) or "")
RAN: list[dict] = []


@pytest.mark.parametrize(("tokens", "values"), [
    (["--count", "3"], {"file": "game.pnp", "count": 3, "horse": False, "as_json": False, "locale": None}),
    (["-f", "x.pnp", "--count=2", "--horse", "--no-horse", "--json", "--locale", "en"],
     {"file": "x.pnp", "count": 2, "horse": False, "as_json": True, "locale": "en"}),
    (["--count", "4", "--count", "5"], {"file": "game.pnp", "count": 5, "horse": False, "as_json": False,
                                        "locale": None}),
])
def test_a_plain_line_is_read(tokens, values):
    assert read(SAMPLE, tokens) == values


@pytest.mark.parametrize("tokens", [
    [],                                 # --count is required
    ["--count", "0"],                   # below the range: Click says so
    ["--count", "x"],                   # not a number
    ["--count"],                        # no value
    ["--count", "3", "--json=1"],       # a flag with a value
    ["--count", "3", "-fx.pnp"],        # a short option with its value attached
    ["--count", "3", "extra"],          # no argument taken
    ["--count", "3", "--help"],
    ["--count", "3", "--"],
    ["--file", "--json", "--count", "3"],
])
def test_anything_unusual_is_left_to_typer(tokens):
    with pytest.raises(Refused):
        read(SAMPLE, tokens)


def test_the_typer_command_has_the_declared_options():
    import typer
    import typer.main

    app = typer.Typer()
    app.command("sample")(typer_command(SAMPLE, "sample"))
    app.command("other")(lambda: None)
    group = typer.main.get_command(app)
    command = group.get_command(None, "sample")
    options = {opt: param for param in command.params for opt in (*param.opts, *param.secondary_opts)}
    assert set(options) == {"--file", "-f", "--count", "--horse", "--no-horse", "--json", "--locale"}
    assert [p.name for p in command.params if p.required] == ["count"]
    assert command.help == "A sample."
    from typer.testing import CliRunner

    result = CliRunner().invoke(app, ["sample", "--count", "3", "-f", "y.pnp"])
    assert result.exit_code == 0, result.output
    assert RAN[-1] == {"file": Path("y.pnp"), "count": 3, "horse": False, "as_json": False, "locale": None}

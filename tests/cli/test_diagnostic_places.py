"""Diagnostics point at the very place to edit, file:line:col: a card kind without a
colour (W308) at its ``kind`` cell or value, not the row's start; a rulebook markup
mistake (an unknown ``::directive``) at the template line that prints it, in `pnpkit
check` and in `pnpkit build`.  The check's report is a golden file."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

GOLDEN = Path(__file__).parent.parent / "golden" / "check-diagnostic-places.txt"
MORE_CARDS = """\
cards:
  - {id: card.main.9, deck: main, number: 9, name: Ghost, kind: ghost}
"""


def _run(*args: str):
    return CliRunner().invoke(get_app(), list(args))


@pytest.fixture
def game(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    assert _run("new", "g", "--locale", "en").exit_code == 0
    folder = tmp_path / "g"
    cards = folder / "cards.csv"
    cards.write_text(cards.read_text(encoding="utf-8").replace("Thunderstorm,event",
                                                               "Thunderstorm,weather"),
                     encoding="utf-8")
    (folder / "more.yaml").write_text(MORE_CARDS, encoding="utf-8")
    template = folder / "templates" / "rulebook" / "rulebook.md.j2"
    lines = template.read_text(encoding="utf-8").splitlines()
    lines.insert(12, "  ::pagebrek")  # line 13, the directive at column 3
    template.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def test_check_names_the_kind_cell_and_the_template_line(game):
    result = _run("check", "g")
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if "[W308]" in line or "[E301]" in line]
    assert "\n".join(lines) + "\n" == GOLDEN.read_text(encoding="utf-8")


def test_build_names_the_template_line_of_an_unknown_directive(game, tmp_path):
    result = _run("build", "g", "--only", "rulebook", "--out", str(tmp_path / "out"))
    assert result.exit_code != 0
    assert ("g/templates/rulebook/rulebook.md.j2:13:3: unknown directive ::pagebrek "
            "(did you mean 'pagebreak'?)") in result.output
    assert "Traceback" not in result.output


def test_a_markup_mistake_printed_by_data_falls_back_to_the_rendered_line():
    from pnpkit.readers.game_reader import load_game
    from pnpkit.render.rulebook import markup
    from pnpkit.render.rulebook.build import markup_problem

    demo = load_game(Path(__file__).parent.parent / "fixtures" / "demo").game
    with pytest.raises(markup.MarkupError) as caught:
        markup.parse("# T\n\n::nothing-like-it at all\n")
    assert caught.value.line == 3
    assert markup_problem(caught.value, "# T\n\n::nothing-like-it at all\n", demo).startswith(
        "the rulebook's markup, line 3: unknown directive ::nothing-like-it (directives: ")

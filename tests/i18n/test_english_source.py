"""A game written in English (`pnpkit new --locale en`) translated into Russian: the
Russian catalogue is what is measured and printed for ru, the English data for en."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.i18n.translator import localize
from pnpkit.readers.game_reader import load_game

runner = CliRunner()


@pytest.fixture
def game(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(get_app(), ["new", "Lost Valley", "--locale", "en"]).exit_code == 0
    return tmp_path / "Lost Valley"


def test_each_locale_prints_its_own_text(game):
    source = load_game(game).game
    english, en = localize(source, game, "en")
    russian, ru = localize(source, game, "ru")
    assert english.card("main.2").name == "Troll under the bridge" and not en.fallbacks
    assert russian.card("main.2").name == "Тролль под мостом" and not ru.fallbacks


def test_a_russian_translation_too_long_for_its_box_is_the_translators(game):
    po = game / "locales" / "ru.po"
    text = po.read_text(encoding="utf-8")
    long = " ".join(["Тролль под мостом"] * 8)
    assert 'msgstr "Тролль под мостом"' in text
    po.write_text(text.replace('msgstr "Тролль под мостом"', f'msgstr "{long}"'), encoding="utf-8")
    result = runner.invoke(get_app(), ["i18n", "status", str(game)])
    rows = {line.split()[0]: line.split() for line in result.output.splitlines() if line[:3] in ("ru ", "en*")}
    assert rows["ru"][-1] == "1" and rows["en*"][-1] == "0", result.output

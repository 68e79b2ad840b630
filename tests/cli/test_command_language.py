"""One language rule for every command (pnpkit.cli.language): ``--locale`` if given, else
the user's locale (LC_ALL, LC_MESSAGES, LANG) when the game has it, else the game's first
language. Each command is run with LANG=ru/en/C, through Typer and through the fast path."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.cli.language import command_language, head_languages, user_locale

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
LANGS = {"ru": "ru_RU.UTF-8", "en": "en_GB.UTF-8", "C": "C.UTF-8"}
#: what the user sees with each LANG in a game written in Russian with an English catalogue
EXPECTED = {"ru": "ru", "en": "en", "C": "ru"}


@pytest.mark.parametrize(("environ", "locale"), [
    ({"LANG": "ru_RU.UTF-8"}, "ru_RU"), ({"LANG": "en_GB"}, "en_GB"), ({"LANG": "C.UTF-8"}, None),
    ({"LANG": "POSIX"}, None), ({}, None), ({"LANG": "de_DE.UTF-8@euro"}, "de_DE"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, "ru_RU"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "ru_RU", "LC_ALL": "C"}, None),
    ({"LANG": "ru_RU.UTF-8", "LC_ALL": ""}, "ru_RU"),  # an empty variable is not set
])
def test_the_user_locale_is_read_in_gettext_order(environ, locale):
    assert user_locale(environ) == locale


@pytest.mark.parametrize(("given", "environ", "languages", "language"), [
    (None, {"LANG": "en_GB.UTF-8"}, ("ru", "en"), "en"),
    (None, {"LANG": "ru_RU.UTF-8"}, ("ru", "en"), "ru"),
    (None, {"LANG": "C.UTF-8"}, ("ru", "en"), "ru"),
    (None, {"LANG": "de_DE.UTF-8"}, ("ru", "en"), "ru"),
    (None, {"LANG": "de_DE.UTF-8"}, ("en", "ru"), "en"),
    (None, {"LANG": "pt_BR.UTF-8"}, ("en", "pt", "pt_BR"), "pt_BR"),
    (None, {"LANG": "pt_PT.UTF-8"}, ("en", "pt", "pt_BR"), "pt"),
    ("ru", {"LANG": "en_GB.UTF-8"}, ("ru", "en"), "ru"),
    ("de", {"LANG": "en_GB.UTF-8"}, ("ru", "en"), "de"),  # the command refuses it in its words
])
def test_one_rule_for_the_language(given, environ, languages, language):
    assert command_language(given, languages, environ) == language


def test_the_game_head_names_its_languages_own_first():
    assert head_languages({"default_locale": "en", "locales": ["ru", "en"]}) == ("en", "ru")
    assert head_languages({"locales": "ru"}) == ()


def _env(lang: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    return {**env, "LANG": LANGS[lang], "NO_COLOR": "1", "COLUMNS": "120"}


def _fast(args: list[str], lang: str) -> str:
    """The console script's run (the fast path where the command has one)."""
    run = subprocess.run([sys.executable, "-m", "pnpkit", *args], capture_output=True, text=True,
                         env=_env(lang), timeout=300)
    assert run.returncode == 0, run.stderr
    return run.stdout


def _typer(args: list[str], lang: str, cwd: Path | None = None) -> str:
    env = {"LANG": LANGS[lang], "LC_ALL": None, "LC_MESSAGES": None, "COLUMNS": "120"}
    result = CliRunner().invoke(get_app(), args, env=env)
    assert result.exit_code == 0, result.output
    return result.output


#: a command, and what its output holds in each language
SHOWN = {
    "odds amber": (["odds", "amber", "--you", "5", "--enemy", "4"],
                   {"ru": "Бой: у тебя 5", "en": "Battle: you 5"}),
    "moves amber": (["moves", "amber", "--from", "jungle", "--roll", "2"],
                    {"ru": "Джунгли", "en": "Jungle"}),
    "odds fighting-fantasy": (["odds", "fighting-fantasy", "--skill", "8", "--stamina", "10",
                               "--enemy-skill", "7", "--enemy-stamina", "8"],
                              {"ru": "МАСТЕРСТВО 8", "en": "SKILL 8"}),
    "dice": (["dice", "2d6", "--exact"], {"ru": "исход", "en": "outcomes"}),
    "games": (["games"], {"ru": "«Корона Эмбера»", "en": "Crown of Amber"}),
    "sim race": (["sim", "race", "--games", "20", "--players", "3"], {"ru": "игр", "en": "games"}),
    "sim amber": (["sim", "amber", "--games", "2", "--players", "2", "--jobs", "1"],
                  {"ru": "«Корона Эмбера»", "en": "Crown of Amber"}),
}
#: the commands Typer alone answers (no fast path)
TYPER_ONLY = ("sim race", "sim amber")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("command", SHOWN)
def test_each_command_speaks_the_users_language(command, lang):
    args, words = SHOWN[command]
    expected, other = words[EXPECTED[lang]], words["en" if EXPECTED[lang] == "ru" else "ru"]
    for out in (_typer(args, lang), *((_fast(args, lang),) if command not in TYPER_ONLY else ())):
        assert expected in out and other not in out, out


@pytest.mark.parametrize("command", ["odds amber", "games"])
def test_the_locale_option_wins_over_the_environment(command):
    args, words = SHOWN[command]
    assert words["ru"] in _typer([*args, "--locale", "ru"], "en")
    assert words["en"] in _typer([*args, "--locale", "en"], "ru")
    assert words["ru"] in _fast([*args, "--locale", "ru"], "en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_session_keeps_the_users_language(tmp_path, lang):
    file = tmp_path / "game.pnp"
    out = _typer(["referee", "new", "race", "-p", "A", "-p", "B", "-p", "C", "--seed", "1",
                  "--file", str(file)], lang)
    assert ("A new session of" in out) == (EXPECTED[lang] == "en"), out
    # the session speaks its own language after, whatever the environment says then
    status = _typer(["referee", "status", "--file", str(file)], "C" if lang != "C" else "en")
    assert ("Players" in status) == (EXPECTED[lang] == "en"), status


@pytest.mark.parametrize("lang", LANGS)
def test_build_makes_the_kit_in_the_users_language(tmp_path, lang):
    _typer(["build", str(DEMO), "--out", str(tmp_path), "--only", "calibration"], lang)
    assert [p.name for p in (tmp_path / "demo").iterdir()] == [EXPECTED[lang]]


@pytest.mark.parametrize("lang", LANGS)
def test_export_writes_the_users_language(tmp_path, lang):
    _typer(["export", str(DEMO), "--to", "png", "--limit", "1", "--out", str(tmp_path)], lang)
    assert [p.name for p in (tmp_path / "demo").iterdir()] == [EXPECTED[lang]]


def test_preview_shows_the_users_language_first(monkeypatch):
    import uvicorn

    from pnpkit.preview import app as preview_app

    made: list[str] = []

    class Stop(Exception):
        pass

    def start(state):
        made.append(state.first.locale)
        raise Stop

    monkeypatch.setattr(preview_app.Preview, "start", start)
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    for lang in LANGS:
        monkeypatch.setenv("LANG", LANGS[lang])
        monkeypatch.delenv("LC_ALL", raising=False)
        monkeypatch.delenv("LC_MESSAGES", raising=False)
        with pytest.raises(Stop):
            from pnpkit.cli.preview import preview

            preview(str(DEMO), port=18766, locale=None)
    assert made == [EXPECTED[lang] for lang in LANGS]

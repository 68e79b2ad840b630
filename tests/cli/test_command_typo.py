"""#31 leftover: `pnpkit refere`, `pnpkit i18n updat`, `pnpkit build --outt` got Typer's
English («No such command 'refere'. Did you mean 'referee'?») whatever the user speaks.
Refused in the user's language (LC_ALL, LC_MESSAGES, LANG, else Russian: as every message
said outside a session) with the closest name, exit code 2, one line, no traceback; a
referee line's option in its session's language."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pnpkit.cli.app import main


def _refusal(argv, capsys) -> str:
    with pytest.raises(SystemExit) as done:
        main(argv)
    err = capsys.readouterr().err
    assert done.value.code == 2 and err.count("\n") == 1, err
    return err.removeprefix("pnpkit: error: ").rstrip("\n")


SAID = {
    "ru": {
        ("refere",): "нет команды «refere» — может быть, «referee»? (все команды: pnpkit --help)",
        ("biuld", "amber"): "нет команды «biuld» — может быть, «build»? (все команды: pnpkit --help)",
        ("щщщ",): "нет команды «щщщ» (все команды: pnpkit --help)",
        ("i18n", "updat"): "нет команды «updat» — может быть, «update»? (все команды: pnpkit i18n --help)",
        ("odds", "ambre"): "нет команды «ambre» — может быть, «amber»? (все команды: pnpkit odds --help)",
        ("build", "amber", "--outt", "x"): "у команды «pnpkit build» нет параметра «--outt» — может быть, «--out»? "
                                          "(все её параметры: pnpkit build --help)",
        ("build", "--bogus"): "у команды «pnpkit build» нет параметра «--bogus» (все её параметры: pnpkit build --help)",
        ("check", "--hepl"): "у команды «pnpkit check» нет параметра «--hepl» — может быть, «--help»? "
                             "(все её параметры: pnpkit check --help)",
    },
    "en": {
        ("refere",): "no command “refere” — did you mean “referee”? (every command: pnpkit --help)",
        ("biuld", "amber"): "no command “biuld” — did you mean “build”? (every command: pnpkit --help)",
        ("щщщ",): "no command “щщщ” (every command: pnpkit --help)",
        ("i18n", "updat"): "no command “updat” — did you mean “update”? (every command: pnpkit i18n --help)",
        ("odds", "ambre"): "no command “ambre” — did you mean “amber”? (every command: pnpkit odds --help)",
        ("build", "amber", "--outt", "x"): "“pnpkit build” has no option “--outt” — did you mean “--out”? "
                                          "(every option it has: pnpkit build --help)",
        ("build", "--bogus"): "“pnpkit build” has no option “--bogus” (every option it has: pnpkit build --help)",
        ("check", "--hepl"): "“pnpkit check” has no option “--hepl” — did you mean “--help”? "
                             "(every option it has: pnpkit check --help)",
    },
}


@pytest.mark.parametrize(("env", "locale"), [("ru_RU.UTF-8", "ru"), ("en_GB.UTF-8", "en"), ("C", "ru")])
def test_an_unknown_command_or_option_in_the_user_s_language(env, locale, capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LC_ALL", env)
    for argv, words in SAID[locale].items():
        assert _refusal(list(argv), capsys) == words, argv


def test_a_referee_option_speaks_the_session_s_language(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    with pytest.raises(SystemExit):
        main(["referee", "new", "fighting-fantasy", "-p", "Ann", "--seed", "3", "--locale", "en"])
    capsys.readouterr()
    assert _refusal(["referee", "status", "--fiel", "game.pnp"], capsys) == (
        "“pnpkit referee status” has no option “--fiel” — did you mean “--file”? "
        "(every option it has: pnpkit referee status --help)")


def test_a_top_level_typo_is_answered_without_typer():
    """The table of commands answers it: no Typer, no command module imported (a typo
    once imported every command's module to let Typer refuse it)."""
    probe = ("import sys\nfrom pnpkit.cli.app import main\ntry:\n    main(['biuld'])\nexcept SystemExit as e:\n"
             "    print(e.code, sorted(m for m in sys.modules if m == 'typer' or m.startswith('pnpkit.cli.build')))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                          env={"LC_ALL": "en_GB.UTF-8", "PATH": ""})
    assert done.stdout == "2 []\n", done.stdout + done.stderr
    assert done.stderr == "pnpkit: error: no command “biuld” — did you mean “build”? (every command: pnpkit --help)\n"

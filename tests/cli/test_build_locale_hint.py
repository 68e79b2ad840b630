"""A locale the game does not list: build says what to do, and i18n update says that the
catalogue it just made is not built until game.yaml names the locale."""

from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()


def test_a_locale_with_a_catalogue_but_not_listed_says_where_to_add_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = get_app()
    assert runner.invoke(app, ["new", "Lost Valley", "--locale", "ru"]).exit_code == 0
    fresh = runner.invoke(app, ["build", "Lost Valley", "--locale", "de", "--out", "out"])
    assert fresh.exit_code != 0
    assert "i18n update" in fresh.output and "--locale de" in fresh.output and "locales:" in fresh.output
    made = runner.invoke(app, ["i18n", "update", "Lost Valley", "--locale", "de"])
    assert made.exit_code == 0 and "note: 'de' is not among the game's locales" in made.output
    listed = runner.invoke(app, ["build", "Lost Valley", "--locale", "de", "--out", "out"])
    assert listed.exit_code != 0
    assert "locales/de.po is there: add 'de' to `locales:` in game.yaml" in listed.output
    game_yaml = tmp_path / "Lost Valley" / "game.yaml"
    game_yaml.write_text(game_yaml.read_text("utf-8").replace("locales: [ru, en]", "locales: [ru, en, de]"),
                         "utf-8")
    built = runner.invoke(app, ["build", "Lost Valley", "--locale", "de", "--out", "out", "--only", "main-deck"])
    assert built.exit_code == 0, built.output
    assert "printed in Russian" in built.output
    again = runner.invoke(app, ["i18n", "update", "Lost Valley", "--locale", "de"])
    assert "note:" not in again.output

"""Round 4 audit: an action's title repeated its words as typed, so an English log of a
session typed in Russian read «#7 luck нет», «take зелья 1». The words the referee knows
are told in the log's language (their canonical spelling); names and numbers as typed."""

from __future__ import annotations

from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.referee.narrate import action_titles
from pnpkit.referee.table import Table
from pnpkit.rules.session import Player, SessionHeader


def _ff_typed_in(path, words: dict[str, tuple[str, list[str]]]) -> Table:
    table = Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", "10/18/9", "f"),)))
    for key, (command, args) in words.items():
        if key != "luck":  # asked once the fight waits for it
            table.act(command, args)
    table.act("fight", ["--enemy", "Орк:9:12"], confirmed=True)
    while not table.state.fight.pending:
        table.act("fight")
    table.act(*words["luck"])
    return table


RU = {"take": ("взять", ["Зелья", "1"]), "change": ("изменить", ["--beyond", "удача", "1"]),
      "drop": ("выбросить", ["припасы", "1"]), "luck": ("удача", ["нет"])}
EN = {"take": ("take", ["potions", "1"]), "change": ("change", ["--beyond", "LUCK", "1"]),
      "drop": ("drop", ["provisions", "1"]), "luck": ("luck", ["no"])}


def test_ff_titles_read_in_the_logs_language_whatever_was_typed(tmp_path):
    for n, typed in enumerate((RU, EN)):
        table = _ff_typed_in(tmp_path / f"g{n}.pnp", typed)
        en = action_titles(table.actions, table.referee, "en")
        ru = action_titles(table.actions, table.referee, "ru")
        assert en[:3] == ["#1 take potions 1", "#2 change --beyond luck 1", "#3 drop provisions 1"], en
        assert ru[:3] == ["#1 взять зелья 1", "#2 изменить --beyond удача 1", "#3 выбросить припасы 1"], ru
        assert en[3] == "#4 fight --enemy Орк:9:12" and ru[3] == "#4 бой --enemy Орк:9:12"  # a name as typed
        assert en[-1].endswith(" luck no") and ru[-1].endswith(" удача нет"), (en[-1], ru[-1])
    said = CliRunner().invoke(get_app(), ["referee", "log", "--file", str(tmp_path / "g0.pnp"), "--locale", "en"])
    assert said.exit_code == 0, said.output
    assert "take potions 1" in said.output and " luck no" in said.output, said.output
    assert not any(word in said.output for word in ("зелья", "удача нет", "нет\n")), said.output


def test_amber_move_titles_name_the_field_in_the_logs_language(tmp_path):
    """«идти Чёрная дорога» was told «#2 move Чёрная дорога» in an English log."""
    from live_game import header

    from pnpkit.games.amber.rules import engine

    table = path = None
    for seed in range(1, 60):
        path = tmp_path / f"a{seed}.pnp"
        table = Table.new(path, header(seed))
        table.act("roll")
        if table.state.pending is None and table.state.game.phase == "move":
            break
    dest = sorted({m.dest for m in engine.moves_for(table.state.game)})[0]
    names = {locale: table.referee.names(locale)[dest] for locale in ("ru", "en")}
    typed = names["ru"].replace("ё", "е").upper().split()  # as a table types it: no ё, any case
    table.act("идти", typed)
    assert action_titles(table.actions, table.referee, "en")[-1].endswith(f"move {names['en']}")
    assert action_titles(table.actions, table.referee, "ru")[-1].endswith(f" {names['ru']}")
    said = CliRunner().invoke(get_app(), ["referee", "log", "--file", str(path), "--locale", "en"])
    assert said.exit_code == 0 and f"move {names['en']}\n" in said.output, said.output

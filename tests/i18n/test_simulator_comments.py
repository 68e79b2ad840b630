"""Translator notes of code tables: a simulator's report is not what the referee says."""

from pathlib import Path

import pytest

from pnpkit.i18n.code_texts import code_entries, simulator_prefixes, specs_of
from pnpkit.readers.po_reader import read_catalog

CONTENT = Path(__file__).parent.parent.parent / "content"
SIMULATOR = "what the simulator prints (pnpkit sim)"
REFEREE = "what the referee says at the table"


def test_every_simulator_table_is_listed():
    listed = {spec for game in ("amber", "fighting-fantasy", "race") for spec in specs_of(game)}
    assert {"pnpkit.games.amber.cli.amber_sim:WORDS", "pnpkit.games.race.cli.race_sim:WORDS"} <= listed
    assert all(spec.startswith(simulator_prefixes())
               for spec in listed if spec.startswith(("pnpkit.games.amber.cli.amber_sim", "pnpkit.games.race.cli.race_sim")))


@pytest.mark.parametrize("game,prefix", [("amber", "kit.amber_sim."), ("race", "kit.race_sim.")])
def test_simulator_entries_say_so_in_code_and_in_the_committed_catalogues(game, prefix):
    entries = code_entries(game)
    simulator = [e for e in entries if e.context.startswith(prefix)]
    assert simulator and all(e.where.startswith(SIMULATOR) for e in simulator)
    referee = [e for e in entries if e.context.startswith("kit.referee_text.")]
    assert referee and all(e.where.startswith(REFEREE) for e in referee)
    folder = CONTENT / game / "locales"
    for catalog in (read_catalog(folder / "messages.pot"), read_catalog(folder / "en.po", "en")):
        held = {m.context for m in catalog if m.id and m.context and m.context.startswith(prefix)}
        assert held == {e.context for e in simulator}, f"{game}: run pnpkit i18n update {game}"
        for message in catalog:
            if not (message.id and message.context):
                continue
            note = " ".join(message.auto_comments)
            if message.context.startswith(prefix):
                assert note.startswith(SIMULATOR) and REFEREE not in note, message.context
            elif message.context.startswith("kit.referee_text."):
                assert note.startswith(REFEREE), message.context

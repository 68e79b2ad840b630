"""#31: the «use the ability?» question reads out the ability's own text (what it does),
not only whose it is and when — for every ability a traveller may choose to use."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pnpkit.games.amber.referee import REFEREE
from pnpkit.rules.session import Event

TRAVELLERS = Path(__file__).resolve().parents[2] / "content" / "amber" / "travellers.yaml"


def asked_abilities() -> list[tuple[str, str]]:
    """(traveller, moment) of every ability the rules offer before using it (``ask``)."""
    data = yaml.safe_load(TRAVELLERS.read_text(encoding="utf-8"))
    found = []
    for traveller in data if isinstance(data, list) else next(iter(data.values())):
        for ability in (traveller.get("attrs") or {}).get("abilities") or ():
            trigger = ability.get("trigger") if isinstance(ability, dict) else None
            if trigger and trigger.get("ask"):
                found.append((traveller["id"], trigger["when"]))
    return found


def test_some_abilities_are_offered():
    assert len(asked_abilities()) >= 10


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize(("source", "moment"), asked_abilities())
def test_the_offer_reads_out_the_ability_it_is_about(source, moment, locale):
    asked = Event("question", {"player": "Аня", "question": "use-ability", "options": [False, True],
                               "info": {"source": source, "moment": moment}, "players": ["Аня"]})
    yes = next(line for line in REFEREE.describe([asked], locale) if line.startswith("  2. "))
    texts = [" ".join(t.split()) for t in REFEREE.game(locale).index("characters")[source].abilities]
    own = [t for t in texts if t in yes]
    assert len(own) == 1, yes  # one ability, read out whole
    assert yes.startswith(f"  2. {'да' if locale == 'ru' else 'yes'} · {REFEREE.names(locale)[source]}: ")

"""Every choice shows the facts to choose by (issue #31.4): the cards a player picks
from are offered with what they do, on the command line and as the page's buttons."""

from __future__ import annotations

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_text_questions import ask_parts
from pnpkit.rules.session import Event


def test_cards_to_choose_from_come_with_their_texts():
    cards = [c for c in REFEREE.game("ru").cards if (c.text or "").strip()][:2]
    ask = Event("question", {"player": "Аня", "question": "choose-card", "options": [c.id for c in cards],
                             "info": {}, "players": ["Аня", "Борис"]})
    lines = REFEREE.describe([ask], "ru")
    for n, card in enumerate(cards, start=1):
        line = next(x for x in lines if x.startswith(f"  {n}. "))
        first_words = " ".join(card.text.split()[:3])
        assert f"№{card.number}" in line and " · " + first_words in line, line
        assert len(line) < 160
    asking, labels = ask_parts(REFEREE, ask, "en")
    assert len(labels) == 2 and all(" · " in label for label in labels)
    assert not any(x.startswith("  1. ") for x in asking)

"""The opponent a Fighting Fantasy table types after ``--enemy`` is spelled one way in
every hint of a language (round 2 audit: «бой --enemy ИМЯ:МАСТЕРСТВО:ВЫНОСЛИВОСТЬ» in one
refusal, «шансы --enemy ИМЯ:МАСТ:ВЫН» in another and in the commands' usage)."""

from __future__ import annotations

import json
import re
from importlib import resources

from text_trees import strings

SPELLING = re.compile(r"[A-ZА-ЯЁ]+:[A-ZА-ЯЁ]+:[A-ZА-ЯЁ]+")


def test_each_language_spells_the_opponent_one_way():
    path = resources.files("pnpkit.games.fighting_fantasy.rules") / "referee_text.json"
    found = {text for text in strings(json.loads(path.read_text(encoding="utf-8")))
             for text in SPELLING.findall(text)}
    russian = {spelling for spelling in found if re.search("[А-ЯЁ]", spelling)}
    english = found - russian
    assert russian == {"ИМЯ:МАСТЕРСТВО:ВЫНОСЛИВОСТЬ"}
    assert english == {"NAME:SKILL:STAMINA"}

"""Amber's texts speak to whoever reads them, a woman as well as a man (the project's bar:
«ты нашёл», «ты сам», «готов» to a woman are wrong forms).  Every Russian string of the
game's data is scanned for the reader addressed in a gendered form: «ты» with a past-tense
verb or a short adjective, and the short adjectives that stand for «ты … » after «или»."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from text_trees import strings

CONTENT = Path(__file__).parents[2] / "content" / "amber"

#: «ты» (or «Ты») then a past-tense verb (…л, …лся) or a gendered short form
ADDRESSED = re.compile(
    r"\b[Тт]ы\s+(?:(?:сейчас|уже|не|и|ещё)\s+)?"
    r"(?P<word>[а-яё]{2,}(?:л|лся)|сам|одна|один|готов|должен|обязан|свободен|безумен|рад|уверен|"
    r"способен|ранен|болен|согласен|вынужден|жив|пьян)\b")
#: «… или безумен»: the short adjective with «ты» understood
UNDERSTOOD = re.compile(r"\bили\s+(безумен|безумна|свободен|обязан|должен)\b")


def gendered(text: str) -> list[str]:
    return [m.group(0) for m in ADDRESSED.finditer(text)] + [m.group(0) for m in UNDERSTOOD.finditer(text)]


def test_the_scan_finds_the_reader_addressed_as_a_man():
    assert gendered("Ты изловил крошечного дракона.") == ["Ты изловил"]
    assert gendered("5–6 — ты заметил засаду вовремя") == ["ты заметил"]
    assert gendered("ты сейчас выполняешь другую карту или безумен") == ["или безумен"]
    assert gendered("и ты свободен, больше ты ничего не теряешь") == ["ты свободен"]
    assert gendered("ты не бросаешь кубик, а называешь число") == []
    assert gendered("Ты — юбилейный покупатель") == [] and gendered("ты ей по душе") == []


def test_no_amber_text_addresses_the_reader_as_a_man():
    found = []
    for path in sorted([*CONTENT.glob("*.yaml"), *CONTENT.glob("cards/*.yaml")]):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        found += [f"{path.relative_to(CONTENT)}: {hit} — {text[:90]}" for text in strings(data) for hit in gendered(text)]
    assert not found, "\n".join(found)

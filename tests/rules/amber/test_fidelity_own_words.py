"""Issue 16, point 11: our texts are our own words — no run of 8 words repeats the seeds.

Facts and numbers carry over from seeds 000 (000_62aca085f94afda4) and 002
(002_0caa8c0beabe6b97); sentences do not.  ``seed_runs.txt`` holds a short hash of every
run of 8 words of the two seeds (not the words themselves); the Russian rulebook as
rendered and every printed text of the data (cards, fields, items, characters, die
tables, board panels — every string of every data file), every entry of the catalogue
(its Russian and its English) and the English rulebook as rendered must share none of
them.  Remake the hashes with
``python tests/rules/amber/test_fidelity_own_words.py SEED_FILE…`` when the seeds change.
"""

import re
import sys
from hashlib import blake2b
from pathlib import Path

import pytest

RUNS = Path(__file__).with_name("seed_runs.txt")
WORD = re.compile(r"[0-9a-zа-я]+")
N = 8


def run_hashes(text: str) -> set[str]:
    """The 12-hex-digit hashes of every run of ``N`` words (letter case, ё/е and
    punctuation ignored)."""
    words = WORD.findall(text.casefold().replace("ё", "е"))
    return {blake2b(" ".join(words[i:i + N]).encode(), digest_size=6).hexdigest()
            for i in range(len(words) - N + 1)}


def _printed_texts(game):
    for group in (game.cards, game.fields, game.items, game.characters):
        for thing in group:
            yield thing.id, f"{thing.name or ''}. {thing.text or ''}"
    for table in game.tables:
        yield table.id, " ".join([table.name or ""] + [row.text or "" for row in table.rows])
    for panel in (game.extra or {}).get("board_panels", ()):
        yield f"panel {panel.get('id')}", f"{panel.get('title', '')}. {panel.get('text', '')}"


@pytest.fixture(scope="module")
def seed_runs():
    return set(RUNS.read_text(encoding="utf-8").split()[1:])  # the first word is the header


def test_the_hash_list_is_there(seed_runs):
    assert len(seed_runs) > 5000


def test_no_printed_text_of_the_data_repeats_the_seeds(amber_game, seed_runs):
    copied = [fid for fid, text in _printed_texts(amber_game) if run_hashes(text) & seed_runs]
    assert copied == []


def test_the_rulebook_repeats_no_run_of_the_seeds(amber_game, seed_runs):
    from pnpkit.render.rulebook.build import render_markup

    text, _figures = render_markup(amber_game)
    paragraphs = [p for p in text.split("\n\n") if run_hashes(p) & seed_runs]
    assert paragraphs == []


def test_no_string_of_any_data_file_repeats_the_seeds(seed_runs):
    """Every string of every data file, whatever its key: cards, characters' abilities,
    options a card offers, the board's short wordings, die tables, presets, the kingdom."""
    import yaml

    # tests/support: imported here, as it is not on the path when this file runs as a script
    from text_trees import strings_at

    content = Path(__file__).parents[3] / "content" / "amber"
    files = sorted(content.rglob("*.yaml"))
    assert any(f.parent.name == "cards" for f in files) and len(files) > 10
    copied = [(f.name, where) for f in files
              for where, text in strings_at(yaml.safe_load(f.read_text(encoding="utf-8")))
              if run_hashes(text) & seed_runs]
    assert copied == []


def test_no_catalogue_entry_repeats_the_seeds(seed_runs):
    """The catalogues both ways: the Russian source of every entry (rulebook, cards, kit,
    referee) and its English translation."""
    from babel.messages.pofile import read_po

    catalogue = Path(__file__).parents[3] / "content" / "amber" / "locales" / "en.po"
    with catalogue.open("rb") as f:
        entries = list(read_po(f))
    assert len(entries) > 1000
    texts = ((m.context, t) for m in entries
             for t in ((m.id,) if isinstance(m.id, str) else m.id) + ((m.string,) if isinstance(m.string, str)
                                                                       else m.string))
    assert [where for where, text in texts if text and run_hashes(text) & seed_runs] == []


def test_the_english_rulebook_repeats_no_run_and_keeps_no_russian(amber_game, seed_runs):
    """The English rulebook as rendered: no seed run (a Russian fallback would carry one)
    and no paragraph left in Russian."""
    from pnpkit.i18n.translator import localize
    from pnpkit.render.rulebook.build import render_markup

    english, translator = localize(amber_game, Path(__file__).parents[3] / "content" / "amber", "en")
    text, _figures = render_markup(english, text_for=translator.text, locale="en")
    paragraphs = text.split("\n\n")
    assert [p for p in paragraphs if run_hashes(p) & seed_runs] == []
    assert [p[:80] for p in paragraphs if re.search("[А-Яа-яЁё]", p)] == []


if __name__ == "__main__":
    from pnpkit.writer import write_text_atomic

    hashes = set()
    for name in sys.argv[1:]:
        hashes |= run_hashes(Path(name).read_text(encoding="utf-8"))
    write_text_atomic(RUNS, "blake2b-48-of-8-word-runs\n" + "\n".join(sorted(hashes)) + "\n")

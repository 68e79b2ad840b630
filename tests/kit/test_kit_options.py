"""The options a generic kit component takes (model.kit.GENERIC_OPTIONS): checked on
reading with a located line each, shown by ``pnpkit schema``, and printed as asked;
left out (or given their defaults) the kit prints byte for byte as before."""

import json
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

runner = CliRunner()
DEMO = Path(__file__).parent.parent / "fixtures" / "demo"


def _run(*args: str):
    return runner.invoke(get_app(), list(args))


def _demo(folder: Path, kit: str) -> Path:
    shutil.copytree(DEMO, folder)
    game_yaml = folder / "game.yaml"
    game_yaml.write_text(game_yaml.read_text(encoding="utf-8") + "kit:\n" + kit, encoding="utf-8")
    return folder


def test_wrong_options_are_one_located_line_each(tmp_path):
    folder = _demo(tmp_path / "bad", (
        "  - {kind: deck, deck: adventure, options: {copies: 0, spacng: tight}}\n"
        "  - {kind: board, board: main, options: {paper: a5}}\n"
        "  - {kind: tokens, options: {copies: '2'}}\n"
        "  - {kind: items, options: {copies: 2}}\n"))
    first = len((DEMO / "game.yaml").read_text(encoding="utf-8").splitlines()) + 2
    result = _run("check", str(folder), "--json")
    assert result.exit_code == 1
    errors = [(e["line"], e["message"], e["hint"]) for e in json.loads(result.output)["errors"]]
    assert errors == [
        (first, "kit: 'deck' option 'copies': 0 is out of range [1..20]", ""),
        (first, "kit: a 'deck' component takes no option 'spacng'", "did you mean 'spacing'?"),
        (first + 1, "kit: 'board' option 'paper': 'a5' is not one of 'a4', 'a3', 'letter', 'poster'", ""),
        (first + 2, "kit: 'tokens' option 'copies': expected an integer, got text", ""),
        (first + 3, "kit: an 'items' component takes no options (got copies)",
         "options are for the kinds a game's rules plugin adds"),
    ]
    plain = _run("check", str(folder))
    assert f"game.yaml:{first}:5: error[E301]" in plain.output and "Traceback" not in plain.output


def test_the_options_are_printed_as_asked(tmp_path):
    folder = _demo(tmp_path / "opts", (
        "  - {kind: board, board: main, options: {paper: a3, poster: false}}\n"
        "  - {kind: deck, deck: adventure, options: {copies: 3, spacing: tight}}\n"
        "  - {kind: tokens, options: {copies: 2}}\n"))
    plain = _demo(tmp_path / "plain", (
        "  - {kind: board, board: main}\n  - {kind: deck, deck: adventure}\n  - {kind: tokens}\n"))
    for game in (folder, plain):
        result = _run("build", str(game), "--out", str(tmp_path / game.name))
        assert result.exit_code == 0, result.output
    got, was = (tmp_path / "opts" / "demo" / "ru"), (tmp_path / "plain" / "demo" / "ru")
    # the board tiled on A3, no poster
    assert not (got / "board-poster.pdf").exists() and (was / "board-poster.pdf").is_file()
    width, height = (float(v) for v in PdfReader(got / "board.pdf").pages[0].mediabox[2:])
    assert (round(width), round(height)) == (842, 1191)
    # the deck three times over
    def fronts(pdf: Path) -> str:
        return " ".join(p.extract_text() or "" for p in PdfReader(pdf).pages[::2])

    assert fronts(got / "adventure-deck.pdf").count("Ливень") == 3
    assert fronts(was / "adventure-deck.pdf").count("Ливень") == 1
    # tight: no bleed (the sheet differs from the bleed one); the tokens twice over
    assert (got / "adventure-deck.pdf").read_bytes() != (was / "adventure-deck.pdf").read_bytes()
    tokens = len((got / "tokens.pdf").read_bytes()), len((was / "tokens.pdf").read_bytes())
    assert tokens[0] > tokens[1]


def test_options_given_their_defaults_print_the_same_bytes(tmp_path):
    defaults = _demo(tmp_path / "defaults", (
        "  - {kind: board, board: main, options: {paper: a4, poster: true}}\n"
        "  - {kind: deck, deck: adventure, options: {copies: 1, spacing: bleed}}\n"
        "  - {kind: tokens, options: {copies: 1}}\n"))
    plain = _demo(tmp_path / "plain", (
        "  - {kind: board, board: main}\n  - {kind: deck, deck: adventure}\n  - {kind: tokens}\n"))
    for game in (defaults, plain):
        assert _run("build", str(game), "--out", str(tmp_path / game.name)).exit_code == 0
    a, b = (tmp_path / "defaults" / "demo" / "ru"), (tmp_path / "plain" / "demo" / "ru")
    names = sorted(p.name for p in b.iterdir() if p.name != "manifest.json")
    assert names == sorted(p.name for p in a.iterdir() if p.name != "manifest.json")
    assert all((a / n).read_bytes() == (b / n).read_bytes() for n in names)


@pytest.mark.parametrize(("component", "valid"), [
    ({"kind": "deck", "deck": "d", "options": {"copies": 2, "spacing": "tight"}}, True),
    ({"kind": "deck", "deck": "d", "options": {"copies": 0}}, False),
    ({"kind": "deck", "deck": "d", "options": {"spacng": "tight"}}, False),
    ({"kind": "board", "board": "b", "options": {"paper": "a3", "poster": False}}, True),
    ({"kind": "board", "board": "b", "options": {"paper": "a5"}}, False),
    ({"kind": "tokens", "options": {"copies": 3}}, True),
    ({"kind": "items", "options": {"copies": 3}}, False),
])
def test_the_schema_shows_the_options(component, valid):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(_run("schema").output)
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors({"kit": [component]}))
    assert (not errors) is valid, errors
    deck = next(rule["then"]["properties"]["options"] for rule in schema["properties"]["kit"][
        "items"]["allOf"] if rule["if"]["properties"]["kind"]["const"] == "deck")
    assert set(deck["properties"]) == {"copies", "spacing"}
    assert all(p["description"] for p in deck["properties"].values())


def test_the_readme_documents_every_option():
    from pnpkit.model.kit import GENERIC_OPTIONS

    readme = (Path(__file__).parent.parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Make your own game"):]
    missing = [(kind, name) for kind, takes in GENERIC_OPTIONS.items() for name in takes
               if f"| `{kind}` | `{name}`" not in section]
    assert not missing

"""`pnpkit new NAME`: a new game folder that checks clean and builds a kit at once.

The folder holds a deck read from ``cards.csv`` (number, name, kind, text, a stat), a
small board, a character, a card layout built on the poker one, a rulebook template
and ``schema.json`` (the JSON Schema of the data, named by every YAML file's
language-server modeline so editors complete and check as one types).
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Annotated

import typer

from pnpkit.cli.common import EXIT_ERRORS, fail
from pnpkit.model.diagnostics import Diagnostics, Source
from pnpkit.paths import templates_root

#: Russian letters in latin (the common passport-style spelling): a Russian name gives an
#: id of its own ("Затерянная долина" -> "zateryannaya-dolina"), not "my-game" for all
_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєў", (
    "a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya i yi ye u"
).replace("_", "").split(" "), strict=True))


def _game_id(name: str) -> str:
    """The id a name gives: latin letters and digits (Cyrillic spelt in latin, accents
    dropped), every other run of characters one '-'; "my-game" when nothing is left."""
    import unicodedata

    spelt = "".join(_CYRILLIC.get(ch, ch) for ch in name.lower())
    plain = unicodedata.normalize("NFKD", spelt).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")
    return slug if slug and slug[0].isalnum() else "my-game"


#: the languages a new game can be written in (templates/scaffold/<locale>/)
SCAFFOLD_LOCALES = ("en", "ru")


def scaffold_files(locale: str = "ru") -> dict[str, str]:
    """Relative path -> text of every file of the scaffold (templates/scaffold/) written in
    ``locale``, in a stable order."""
    root = templates_root() / "scaffold" / locale
    return {p.relative_to(root).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(root.rglob("*")) if p.is_file()}


def scaffold_translations(locale: str, own: str = "ru") -> dict[str, str]:
    """The scaffold's text in ``own`` -> its text in ``locale`` ({} when none ship): the
    shipped table pairs the Russian scaffold's strings with the English one's."""
    if own == locale:
        return {}
    if own != "ru":
        return {v: k for k, v in scaffold_translations(own, "ru").items()} if locale == "ru" else {}
    from pnpkit.readers.yaml_source import read_yaml

    path = templates_root() / f"scaffold.{locale}.yaml"
    table = read_yaml(path, path.name, Diagnostics()) if path.is_file() else None
    return {str(k): str(v) for k, v in table.items() if isinstance(v, str)} if isinstance(table, dict) else {}


def _yaml_text(value: str) -> str:
    """``value`` as YAML reads it back as that text: bare when it would ('my-game'),
    quoted when YAML would take it for something else (``1``, ``yes``, ``null``)."""
    import yaml

    try:
        bare = yaml.safe_load(value) == value
    except yaml.YAMLError:
        bare = False
    return value if bare else json.dumps(value)


def new(
    name: Annotated[str, typer.Argument(metavar="NAME", help="The folder to create (its name is the game's title).")],
    game_id: Annotated[str | None, typer.Option("--id", metavar="ID", help="The game's id (default: from NAME).")] = None,
    title: Annotated[str | None, typer.Option(metavar="TITLE", help="The game's title (default: NAME).")] = None,
    locale: Annotated[str | None, typer.Option(
        "--locale", metavar="LOCALE", help="The language the game is written in: en or ru (default: the "
                         "system's, from LC_ALL, LC_MESSAGES or LANG; else English).")] = None,
) -> None:
    """Create a new game folder: a deck from cards.csv, a board, a character, tokens, a rulebook."""
    from pnpkit.cli.language import command_language
    from pnpkit.model.extension import extension_for
    from pnpkit.model.json_schema import game_data_json_schema
    from pnpkit.writer import write_new_folder

    locale = command_language(locale, SCAFFOLD_LOCALES)  # English first: the fallback
    if locale not in SCAFFOLD_LOCALES:
        fail(f"--locale must be one of {', '.join(SCAFFOLD_LOCALES)} (got '{locale}')",
             hint="write the game in one of them; `pnpkit i18n update` adds any other language")
    if not name.strip():
        fail("the new game needs a name", hint="pnpkit new \"Lost Valley\"")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        fail(f"{name!r}: a game's name cannot hold control characters (a line break, a tab)")
    folder = Path(name)
    if folder.exists():
        fail(f"'{name}' already exists; pnpkit new makes a new folder and never writes into one")
    the_id = game_id or _game_id(folder.name)
    if not re.match(r"^[a-z0-9][a-z0-9-]*$", the_id):
        fail(f"'{the_id}' is not a game id", hint="use lower-case latin letters, digits and '-'")
    the_title = title or folder.name
    from pnpkit.render.printable import unprintable

    for problem in unprintable([(the_title, Source(""))]):  # check would refuse the game
        fail(f"the title {the_title!r}: {problem.message.split(' (in ', 1)[0]}",
             hint="give the game a title without it: --title \"Lost Valley\"")
    values = {"@ID@": the_id, "@ID_YAML@": _yaml_text(the_id),
              "@TITLE_YAML@": json.dumps(the_title, ensure_ascii=False),
              "@TITLE@": the_title, "@FOLDER@": shlex.quote(name)}
    files: dict[str, bytes] = {}
    for rel, text in scaffold_files(locale).items():
        for key, value in values.items():
            text = text.replace(key, value)
        files[rel] = text.encode("utf-8")
    schema = game_data_json_schema(extension_for("generic"), "generic")
    files["schema.json"] = (json.dumps(schema, ensure_ascii=False, indent=1) + "\n").encode()
    other = next(lang for lang in SCAFFOLD_LOCALES if lang != locale)
    files[f"locales/{other}.po"] = _catalogue(files, the_title, locale, other)
    try:
        write_new_folder(folder, files)
    except OSError as exc:
        fail(f"cannot create '{name}': {exc.strerror or exc}", EXIT_ERRORS)
    typer.echo(f"Created {name}/ ({the_id}): " + ", ".join(sorted(files)))
    shown = shlex.quote(name)
    typer.echo(f"Next: pnpkit check {shown}  ·  pnpkit preview {shown} (every card, redrawn "
               f"as you save)  ·  pnpkit build {shown}")


def _catalogue(files: dict[str, bytes], title: str, own: str, locale: str) -> bytes:
    """locales/<locale>.po of the new game written in ``own``, every string translated:
    the scaffold is read from a scratch copy, its catalogue built as `pnpkit i18n update`
    does, and filled in from the scaffold's table (the title stays as given; the code's
    own words, written in Russian, are their own Russian)."""
    import tempfile

    from pnpkit.i18n.catalogue import build_template, catalog_bytes, merge
    from pnpkit.i18n.code_texts import code_translations
    from pnpkit.i18n.translator import CODE_CONTEXTS, SOURCE_LOCALE
    from pnpkit.readers.game_reader import load_game
    from pnpkit.writer import write_new_folder

    table = scaffold_translations(locale, own)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "game"
        write_new_folder(folder, files)
        result = load_game(folder)
        game = result.game
        if game is None:  # the scaffold is checked by the tests; never a half-made game
            first = next((d.format() for d in result.diagnostics.errors), "")
            fail("the new game's files do not read back; nothing was written"
                 + (f" ({first})" if first else ""), EXIT_ERRORS,
                 hint="try another name or --id / --title, and please report it")
        catalogue, _ = merge(build_template(game), None, locale,
                             code_translations(game.id, locale))
    for message in catalogue:
        if message.id and not message.string:
            code = str(message.context or "").startswith(CODE_CONTEXTS)
            message.string = (title if message.context == "game.title"
                              else message.id if code and locale == SOURCE_LOCALE
                              else table.get(str(message.id), ""))
    return catalog_bytes(catalogue)


def register(app: typer.Typer) -> None:
    from pnpkit.cli.help_style import PlainCommand
    app.command("new", cls=PlainCommand)(new)

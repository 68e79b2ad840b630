"""Read a game folder into a :class:`~pnpkit.model.game.Game`, collecting every diagnostic.

Order of work: ``game.yaml`` first (it names the rules extension), then every other
YAML file in the folder, each validated against the common schema completed by the
extension; then duplicate ids, references and file paths across files; then the
model is built and the game's own checks run.  Nothing stops at the first problem.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path, PurePosixPath

from pnpkit.model.diagnostics import Diagnostics, Source, did_you_mean
from pnpkit.model.game import (
    NO_SOURCE,
    Board,
    Card,
    Character,
    Deck,
    DieTable,
    Edge,
    Field,
    Game,
    Item,
    KitComponent,
    Preset,
    Region,
    TableRow,
    Token,
)
from pnpkit.model.kit import default_part, first_board
from pnpkit.model.located import key_source
from pnpkit.model.schema import INVALID, Context, SourcedDict
from pnpkit.paths import display_path
from pnpkit.readers.game_yaml import GameHead, folder_problem, read_head
from pnpkit.readers.load_result import LoadResult
from pnpkit.value_class import field_names

MAX_FILES = 500
YAML_SUFFIXES = (".yaml", ".yml")


def path_problem(path: Path, root: Path) -> tuple[str, str] | None:
    """Why ``path`` may not be read as part of the game in ``root`` (message, hint), or
    None: a NUL byte, a link in a loop or to nothing, a place outside the folder, or
    something that is not a regular file (a pipe would block the reader)."""
    import stat

    try:
        real = Path(os.path.realpath(path))
        inside = real.is_relative_to(os.path.realpath(root))
        info = os.stat(path)
    except ValueError:
        return "the path holds a NUL byte", "remove the control character from the path"
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "this link leads round in a loop", "replace the link by the file itself"
        if os.path.islink(path):
            return "this link points to nothing", "replace the link by the file itself"
        return "the file does not exist", "add the file or fix the path"
    if not inside:
        return "this file links to a place outside the game folder", "copy the file into the game folder"
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file", "a game folder holds plain files"
    return None


def _game_files(folder: Path, diags: Diagnostics) -> list[Path]:
    files: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "locales")
        for name in sorted(filenames):
            if name.startswith(".") or not name.endswith(YAML_SUFFIXES):
                continue
            path = Path(dirpath) / name
            if _readable(path, folder, diags):
                files.append(path)
    if len(files) > MAX_FILES:
        diags.error("E004", f"{len(files)} YAML files; a game may have at most {MAX_FILES}",
                    Source(display_path(folder)))
        return files[:MAX_FILES]
    return files


def _readable(path: Path, folder: Path, diags: Diagnostics) -> bool:
    """Whether ``path`` may be read as a file of the game in ``folder`` (else an error says why)."""
    problem = path_problem(path, folder)
    if problem is not None:
        diags.error("E203" if "outside" in problem[0] else "E001", problem[0],
                    Source(display_path(path)), problem[1])
    return problem is None


def read_document(path: Path, head: GameHead, ctx: Context, budget):
    """One file of the game read and validated against the game's schema (None after a
    diagnostic): what the whole read and a partial read do with each file."""
    from pnpkit.readers.yaml_source import read_yaml

    shown = display_path(path)
    document = head.document if path == head.path else read_yaml(path, shown, ctx.diags, budget)
    if document is None:
        return None
    if path != head.path and isinstance(document, dict) and "kit" in document:
        ctx.error("E105", "the 'kit:' section belongs in game.yaml",
                  key_source(document, "kit", Source(shown, 1, 1)))
    if path != head.path and isinstance(document, dict) and "game" in document:
        ctx.error("E106", "a second 'game:' section; only game.yaml holds it",
                  getattr(document, "key_sources", {}).get("game", Source(shown, 1, 1)),
                  "move what it says into game.yaml")
        return None
    validated = head.schema.validate(document, Source(shown, 1, 1), ctx, "")
    return None if validated is INVALID else validated


def load_game(folder: Path | str) -> LoadResult:
    return read_game(folder, _game_files, lambda head, game: (
        _check_kit(game, head.rules if isinstance(head.rules, str) else ""),
        *(check(game) for check in head.extension.checks)))


def load_game_part(folder: Path | str, files: tuple[str, ...], checks: tuple = ()) -> LoadResult:
    """The game of ``folder`` holding only what game.yaml and ``files`` (paths relative to
    the folder) define, for a command that uses only that part (``moves amber`` the board,
    ``referee status`` the title), read through the very steps of the whole read: game.yaml
    first, then each file named, with the same reader and schema.  References between
    entities are left to the whole read (``pnpkit check``): the field an edge of the part
    names may be defined in a file not read.  ``checks`` (functions of a game, as a rules
    extension's: those about the part) run on it when it reads cleanly."""
    return read_game(folder, lambda folder, diags: (
        path for path in (folder / "game.yaml", *(folder / name for name in files))
        if _readable(path, folder, diags)), lambda _head, game: (check(game) for check in checks), whole=False)


def read_game(folder: Path | str, files, checks, whole: bool = True) -> LoadResult:
    """The steps of every read of a game: the folder checked, game.yaml read, then each
    of ``files(folder, diags)`` against its schema.  ``whole`` adds the cards of CSV
    tables and checks references between files (a part read cannot tell a broken one
    from one into a file it skipped); ``checks(head, game)`` gives the diagnostics of a
    game that reads cleanly."""
    from pnpkit.readers.yaml_source import ReadBudget  # YAML only when a game is read

    folder = Path(folder)
    diags = Diagnostics()
    if folder_problem(folder, diags):
        return LoadResult(None, diags)
    ctx = Context(diags=diags)
    budget = ReadBudget()
    head = read_head(folder / "game.yaml", ctx, budget)
    documents: list[tuple[Path, dict]] = []
    for path in files(folder, diags):
        validated = read_document(path, head, ctx, budget)
        if validated is not None:
            documents.append((path, validated))
    if whole:
        documents += _card_tables(folder, documents, head.schema, ctx)
        _check_references(ctx)
    _check_paths(ctx, folder)
    if not head.info or not diags.ok:
        return LoadResult(None, diags)
    game = _build_game(head.info, documents, Source(display_path(head.path), 1, 1), diags)
    if not diags.ok:
        return LoadResult(None, diags)
    for found in checks(head, game):
        diags.extend(found)
    # A game the checks refuse is not handed on: nothing may build from it.
    return LoadResult(game if diags.ok else None, diags)


def _card_tables(folder: Path, documents: list[tuple[Path, dict]], schema, ctx: Context):
    """The cards of every deck that reads them from a CSV file (``cards: cards.csv``),
    as extra documents of the game."""
    from pnpkit.readers.csv_cards import read_card_table

    card_schema = schema.fields["cards"].item
    out = []
    for _path, document in documents:
        for deck in document.get("decks") or []:
            rel = deck.get("cards") if isinstance(deck, dict) else None
            if not isinstance(rel, str) or not isinstance(deck.get("id"), str):
                continue
            path = folder / rel
            if path_problem(path, folder) is not None:
                continue  # reported by _check_paths with the deck's position
            if path.suffix.lower() != ".csv":
                named = str(PurePosixPath(rel.replace("\\", "/")))
                where = next((w for r, w in ctx.paths if r == named),  # at the path itself
                             getattr(deck, "source", NO_SOURCE))
                ctx.error("E104", f"decks[{deck['id']}].cards: '{rel}' is not a card table", where,
                          "name a CSV file saved from a spreadsheet (cards.csv); cards written "
                          "in YAML go in a 'cards:' section instead")
                continue
            cards = read_card_table(path, display_path(path), deck["id"], card_schema, ctx)
            out.append((path, {"cards": cards}))
    return out


def _check_kit(game: Game, rules: str):
    """The kit and the card layouts: kinds (the generic ones and the rules plugin's),
    part names, layouts that resolve, card templates that compile."""
    from pnpkit.card_template import template_error
    from pnpkit.layout.card_layout import BUILTIN_LAYOUTS, LayoutError, card_layout
    from pnpkit.model.kit import check_kit

    diags = Diagnostics()
    diags.extend(check_kit(game, plugin_kit_kinds(rules), BUILTIN_LAYOUTS))
    for name, data in game.layouts.items():
        where = getattr(data, "source", game.source)
        try:
            layout = card_layout(name, game.layouts)
        except LayoutError as exc:
            diags.error("E303", str(exc), where)
            continue
        for box in layout.front.boxes + layout.back.boxes:
            if box.shows in ("template", "image"):
                problem = template_error(box.what)
                if problem:
                    diags.error("E304", f"layout '{name}' box '{box.name}': {problem}", where)
    return diags.items


def plugin_kit_kinds(rules: str) -> tuple[str, ...]:
    """The kit component kinds a rules plugin adds (none for a data-only game)."""
    from pnpkit.plugins import plugin_for

    plugin = plugin_for(rules) if rules else None
    return tuple(plugin.kit_builders) if plugin is not None else ()


def _check_references(ctx: Context) -> None:
    for kind, ref, where in ctx.refs:
        known = ctx.ids.get(kind, {})
        if ref not in known:
            ctx.error("E202", f"unknown {kind} '{ref}'", where, did_you_mean(ref, known))


def _check_paths(ctx: Context, folder: Path) -> None:
    for rel, where in ctx.paths:
        if "\0" in rel:
            ctx.error("E203", "the path holds a NUL byte", where, "remove the control character from the path")
            continue
        problem = path_problem(folder / rel, folder)  # RelPath refused an absolute path and '..'
        if problem is None:
            continue
        message, hint = problem
        if "exist" in message:
            ctx.error("E204", f"file '{rel}' does not exist", where, "add the file or fix the path")
        else:
            ctx.error("E203", f"'{rel}': {message}", where, hint)


def _merged(documents: list[tuple[Path, dict]], source: Source, diags: Diagnostics):
    """The game's files as one: each section's rows in file order, ``extra`` merged, and
    ``layouts``/``kinds`` by name (a name defined twice is an error; the first stays)."""
    sections: dict[str, list] = {}
    extra: dict = {}
    layouts: dict = {}
    kinds = SourcedDict()  # its source: the file naming the kinds, for the catalogue's comments
    for _path, document in documents:
        for name, value in document.items():
            if name == "game":
                continue
            if name == "extra":
                extra.update(value)
            elif name == "layouts":
                for layout_name, layout in value.items():
                    if layout_name in layouts:
                        diags.error("E201", f"duplicate layout '{layout_name}'", layout.source,
                                    f"first defined at {layouts[layout_name].source}")
                    layouts.setdefault(layout_name, layout)
            elif name == "kinds":
                where = getattr(document, "source", source)
                for kind, label in value.items():
                    if kind in kinds:
                        diags.error("E201", f"duplicate kind name '{kind}'", where,
                                    f"name each kind once in 'kinds:' (first in {kinds.source.path})")
                    if not kinds:
                        kinds.source = where
                    kinds.setdefault(kind, label)
            else:
                sections.setdefault(name, []).extend(value)
    return sections, extra, layouts, kinds


#: the sections whose rows become records field by field (each YAML key is the field's name)
_RECORDS = {"regions": Region, "boards": Board, "fields": Field, "decks": Deck, "characters": Character,
            "items": Item, "presets": Preset, "tokens": Token}
#: the YAML lists a record keeps as tuples
_TUPLES = frozenset({"size_mm", "rect", "tags", "abilities", "items"})


def _record(cls, row: dict, **given):
    """A record from a validated row: the row's keys that name fields (a key left out
    takes the field's default), its source, then ``given``."""
    names = field_names(cls)
    values = {key: tuple(value) if key in _TUPLES else value for key, value in row.items()
              if key in names}
    return cls(**{**values, "source": row.source, **given})


def _build_game(info: dict, documents: list[tuple[Path, dict]], source: Source, diags: Diagnostics) -> Game:
    sections, extra, layouts, kinds = _merged(documents, source, diags)

    def rows(name):
        return sections.get(name, [])

    def table_row(row: dict) -> TableRow:
        on = row["on"]
        low, high = (on, on) if isinstance(on, int) else (on[0], on[1])
        return TableRow(low, high, row.get("text", ""), row.get("effects"), row.source)

    first = first_board(rows("kit"))
    return Game(
        id=info["id"],
        title=info["title"],
        rules=info["rules"],
        locales=tuple(info["locales"]),
        default_locale=info["default_locale"],
        description=info.get("description", ""),
        **{name: tuple(_record(cls, row) for row in rows(name)) for name, cls in _RECORDS.items()},
        edges=tuple(_record(Edge, e, a=e["between"][0], b=e["between"][1]) for e in rows("edges")),
        cards=tuple(_record(Card, c, kind_source=getattr(c, "value_sources", {}).get("kind", c.source))
                    for c in rows("cards")),
        tables=tuple(_record(DieTable, t, rows=tuple(table_row(r) for r in t["rows"]))
                     for t in rows("tables")),
        extra=extra,
        source=source,
        kit=tuple(_component(c, first) for c in rows("kit")),
        layouts=layouts,
        kinds=kinds,
    )


def _component(c: dict, first: str) -> KitComponent:
    kind = c["kind"]
    refs = {"board": c.get("board", ""), "deck": c.get("deck", ""), "of": c.get("of", "")}
    part = c.get("part") or default_part(kind, first, **refs)
    return KitComponent(kind, part, layout=c.get("layout", ""), options=c.get("options", {}),
                        source=c.source, image=c.get("image", ""), **refs)


def read_game_head(folder: Path | str) -> dict:
    """The ``game:`` section of a folder's game.yaml as plain data ({} when unusable):
    a cheap look at a game's id and default locale without reading the whole game."""
    path = Path(folder) / "game.yaml"
    return read_head(path, rules_too=False).raw if path.is_file() else {}

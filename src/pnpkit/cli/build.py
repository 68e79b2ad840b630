"""`pnpkit build [GAME]`: check a game's data, then lay out and write its print kit."""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

import typer

from pnpkit.cli.common import EXIT_ERRORS, default_game_id, fail, resolve_game_folder

# The parts of each game's kit, in build order, and the function that builds them
# ("module:function"); a part whose builder has not landed is reported, never faked.
KITS: dict[str, tuple[tuple[str, ...], str]] = {
    "amber": (
        ("board", "kingdom-board", "adventure-deck", "travellers", "princes", "items",
         "catalogue", "tokens", "rulebook"),
        "pnpkit.render.amber_kit:build_kit",
    ),
    "fighting-fantasy": (
        ("adventure-sheet", "rules-summary", "odds-table"),
        "pnpkit.render.ff_sheets:build_kit",
    ),
    "race": (
        ("board", "rules", "pawns"),
        "pnpkit.render.race_print:build_kit",
    ),
}


@dataclass(frozen=True)
class BuildOptions:
    locale: str
    paper: str
    out: Path
    only: tuple[str, ...]
    ink: str
    duplex: str
    back_offset: tuple[float, float]
    strict: bool = False
    booklet: bool = False


@dataclass
class PartResult:
    name: str
    files: list[Path] = field(default_factory=list)
    pages: int = 0
    seconds: float = 0.0
    skipped: bool = False


def _load_builder(spec: str):
    module_name, _, function = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return None
        raise
    return getattr(module, function, None)


def _parse_offset(text: str) -> tuple[float, float]:
    try:
        x, y = (float(v.strip()) for v in text.split(","))
    except ValueError:
        fail(f"--back-offset must be two numbers in mm, like 0.5,-0.3 (got '{text}')")
    if abs(x) > 20 or abs(y) > 20:
        fail("--back-offset is limited to ±20 mm")
    return x, y


def build(
    game: Annotated[str | None, typer.Argument(help="Game id or folder (default: the Amber kit).")] = None,
    locale: Annotated[str | None, typer.Option(help="Locale of the kit: ru, en, …")] = None,
    paper: Annotated[str, typer.Option(help="Paper for home printing: a4 or letter.")] = "a4",
    out: Annotated[Path, typer.Option(help="Output folder.")] = Path("output"),
    only: Annotated[str | None, typer.Option(help="Comma-separated parts to build.")] = None,
    ink: Annotated[str, typer.Option(help="color, or mono for low-ink grey-scale.")] = "color",
    duplex: Annotated[str, typer.Option(help="Duplex flip: long, short, or none (gutter fold).")] = "long",
    back_offset: Annotated[str, typer.Option(help="Shift of card backs in mm: X,Y.")] = "0,0",
    strict: Annotated[bool, typer.Option(help="Missing translations are errors.")] = False,
    booklet: Annotated[bool, typer.Option(help="Rulebook as an A5 saddle-stitch booklet.")] = False,
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
) -> None:
    """Build a print-and-play kit into OUT/<game>/<locale>/."""
    from pnpkit.readers.game_reader import load_game

    if paper not in {"a4", "letter"}:
        fail(f"--paper must be a4 or letter (got '{paper}')")
    if ink not in {"color", "mono"}:
        fail(f"--ink must be color or mono (got '{ink}')")
    if duplex not in {"long", "short", "none"}:
        fail(f"--duplex must be long, short or none (got '{duplex}')")
    offset = _parse_offset(back_offset)

    folder = resolve_game_folder(game or default_game_id())
    result = load_game(folder)
    for diagnostic in result.diagnostics.sorted():
        typer.echo(diagnostic.format(), err=True)
    if result.game is None or not result.diagnostics.ok:
        fail("the game data has errors; nothing was built", EXIT_ERRORS,
             hint=f"run `pnpkit check {folder}` for the full report")
    the_game = result.game
    chosen_locale = locale or the_game.default_locale
    if chosen_locale not in the_game.locales and chosen_locale != "pseudo":
        fail(f"'{the_game.id}' has no locale '{chosen_locale}'", hint="available: " + ", ".join(the_game.locales))

    parts, spec = KITS.get(the_game.id, ((), ""))
    wanted = tuple(p.strip() for p in only.split(",")) if only else parts
    unknown = [p for p in wanted if p not in parts]
    if unknown:
        fail(f"unknown part(s): {', '.join(unknown)}", hint="parts of this kit: " + ", ".join(parts))
    options = BuildOptions(chosen_locale, paper, out, wanted, ink, duplex, offset, strict, booklet)

    builder = _load_builder(spec) if spec else None
    started = time.perf_counter()
    results: list[PartResult] = builder(the_game, options, _progress_printer()) if builder else []
    built = {r.name for r in results}
    missing = [p for p in wanted if p not in built]
    _summary(results, time.perf_counter() - started)
    if missing:
        typer.echo(f"Not built yet: {', '.join(missing)} — the layout for "
                   f"{'this part' if len(missing) == 1 else 'these parts'} of '{the_game.id}' "
                   "has not been written; no file was made for it.")


def _progress_printer():
    def progress(part: str, done: int, total: int) -> None:
        if done == total:
            typer.echo(f"  {part}: {total}/{total}")
    return progress


def _summary(results: list[PartResult], seconds: float) -> None:
    if not results:
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"Built in {seconds:.1f} s", title_justify="left")
    for column in ("part", "files", "pages", "seconds"):
        table.add_column(column, justify="left" if column in {"part", "files"} else "right")
    for r in results:
        files = ", ".join(str(f) for f in r.files)
        table.add_row(r.name, files + (" (unchanged)" if r.skipped else ""), str(r.pages), f"{r.seconds:.2f}")
    Console().print(table)


def register(app: typer.Typer) -> None:
    app.command("build")(build)

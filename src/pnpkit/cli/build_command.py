"""The `pnpkit build` command as Typer sees it: its options' help and types.

The work is :func:`pnpkit.cli.build.build`, which neither imports Typer nor needs it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pnpkit.cli.build import build


def build_command(
    game: Annotated[str | None, typer.Argument(help="Game id or folder (default: the Amber kit).")] = None,
    locale: Annotated[str | None, typer.Option(help="Locale of the kit: ru, en, or pseudo (overflow test); default: the system's (LC_ALL, LC_MESSAGES, LANG) if the game has it, else the game's own.")] = None,
    paper: Annotated[str, typer.Option(help="Paper for home printing: a4 or letter.")] = "a4",
    out: Annotated[Path, typer.Option(help="Output folder.")] = Path("output"),
    only: Annotated[str | None, typer.Option(help="Comma-separated parts to build.")] = None,
    ink: Annotated[str, typer.Option(help="color, or mono for low-ink grey-scale.")] = "color",
    duplex: Annotated[str, typer.Option(help="Duplex flip: long, short, or none (gutter fold).")] = "long",
    back_offset: Annotated[str, typer.Option(help="Shift of card backs in mm, X,Y, as seen from the front (x right, y up): the opposite of what calibration.pdf reads.")] = "0,0",
    strict: Annotated[bool, typer.Option(help="A missing or fuzzy translation is an error.")] = False,
    booklet: Annotated[bool, typer.Option(help="Rulebook as an A5 saddle-stitch booklet.")] = False,
    cards: Annotated[str, typer.Option(
        help="Card sheets: bleed (each card with a 3 mm bleed in a gutter with cut marks) "
             "or tight (9 cards edge to edge, no bleed).")] = "bleed",
    force: Annotated[bool, typer.Option(help="Rebuild every part even when unchanged.")] = False,
    jobs: Annotated[int | None, typer.Option(
        help="Parts built at once, in worker processes (default: PNPKIT_JOBS, else the "
             "usable cores); 1 builds them one after another in this process.")] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
) -> None:
    """Build a print-and-play kit into OUT/<game>/<locale>/.

    Letter paper and low ink get folders of their own (<locale>-letter/, <locale>-mono/),
    so the A4 colour kit beside them stays."""
    build(game=game, locale=locale, paper=paper, out=out, only=only, ink=ink, duplex=duplex, back_offset=back_offset, strict=strict, booklet=booklet, cards=cards, force=force, jobs=jobs, debug=debug)


def register(app: typer.Typer) -> None:
    app.command("build")(build_command)

"""`pnpkit export GAME --to TARGET`: the kit's cards and boards for a print-on-demand
shop (tgc, dtc), a virtual tabletop (tts) or plain per-card PNGs (png).
A part of the kit (``--only``, ``--limit``: a proof) goes to OUT/<game>/<locale>/<target>-proof/.

The game is read, checked and localised as for a build; its faces come from the kit's
own drawing code (export package); every file is made in memory first and the target
folder OUT/<game>/<locale>/<target>/ is replaced at once, so a failure leaves the
previous export as it was.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from pnpkit.cli.common import EXIT_ERRORS, default_game_id, fail, resolve_game_folder

TARGET_HELP = ("tts (Tabletop Simulator), tgc (The Game Crafter), dtc (DriveThruCards "
               "PDF/X-1a:2003), mpc (MakePlayingCards) or png (a PNG a card)")
MIN_DPI, MAX_DPI = 36, 1200


def export_folder(to: str, only: tuple[str, ...], limit: int | None) -> str:
    """``<target>`` for the whole kit; ``<target>-proof`` for a part of it (``--only``,
    ``--limit``), so a quick proof never replaces the full export beside it."""
    return f"{to}-proof" if only or limit is not None else to


def _writable(out: Path) -> None:
    """Fail now, before any drawing, when OUT cannot be written."""
    probe = out
    while not probe.exists():
        if probe.parent == probe:
            break
        probe = probe.parent
    if not probe.is_dir() or not os.access(probe, os.W_OK | os.X_OK):
        fail(f"cannot write to '{out}': '{probe}' is not a writable folder",
             hint="choose another folder with --out")


def _checked_arguments(game: str | None, to: str | None, out: Path, dpi: int, bleed: bool,
                       base_url: str | None, limit: int | None,
                       jobs: int | None) -> tuple[str, str | None]:
    """Fail on an option that cannot work, before the game is read; the target and the
    tts base URL as the export writes it."""
    from pnpkit.export.targets import TARGETS

    if to is None:
        fail("say where to export with --to", hint="targets: " + ", ".join(TARGETS))
    if to not in TARGETS:
        fail(f"unknown target '{to}'", hint="targets: " + ", ".join(TARGETS))
    if to == "png" and not MIN_DPI <= dpi <= MAX_DPI:
        fail(f"--dpi must be between {MIN_DPI} and {MAX_DPI} (got {dpi})")
    if to != "png" and (dpi != 300 or not bleed):
        fail(f"--dpi and --no-bleed are for --to png; --to {to} has its shop's own size")
    if base_url is not None and to != "tts":
        fail("--base-url is for --to tts")
    if base_url is not None:
        from pnpkit.export.tts import folder_url

        try:
            base_url = folder_url(base_url)
        except ValueError as error:
            fail(f"--base-url {base_url!r}: {error}",
                 hint="give the folder the images are uploaded to, like "
                      "https://your.host/folder/")
    if jobs is not None and jobs < 1:
        fail(f"--jobs must be 1 or more (got {jobs})")
    if limit is not None and limit < 1:
        fail(f"--limit must be 1 or more (got {limit})")
    if "\0" in str(out) or (game is not None and "\0" in game):
        fail("a path holds a NUL byte", hint="remove the control character from the path")
    if to == "dtc":
        from pnpkit.export.pdfx import PdfxError, find_ghostscript

        try:
            find_ghostscript()
        except PdfxError as exc:
            fail(str(exc), EXIT_ERRORS)
    _writable(out)
    return to, base_url


def export(
    game: Annotated[str | None, typer.Argument(metavar="GAME", help="Game id or folder (default: the Amber kit).")] = None,
    to: Annotated[str | None, typer.Option("--to", metavar="TARGET", help=TARGET_HELP)] = None,
    locale: Annotated[str | None, typer.Option(metavar="LOCALE", help="Locale of the kit (default: the system's if the game has it, else the game's).")] = None,
    out: Annotated[Path, typer.Option(metavar="PATH", help="Output folder (the kit's; the export goes in "
                                           "OUT/<game>/<locale>/<target>/).")] = Path("output"),
    dpi: Annotated[int, typer.Option(metavar="DPI", help="Resolution of --to png.")] = 300,
    bleed: Annotated[bool, typer.Option("--bleed/--no-bleed",
                                        help="--to png: with the 1/8\" bleed or cut to the card.")] = True,
    base_url: Annotated[str | None, typer.Option(metavar="URL", help="--to tts: the web address the images "
                                                      "will be uploaded to (default: file:/// paths).")] = None,
    only: Annotated[str | None, typer.Option(metavar="NAMES", help="Comma-separated decks or boards to export.")] = None,
    limit: Annotated[int | None, typer.Option(metavar="N", help="At most this many cards of each deck (a proof).")] = None,
    jobs: Annotated[int | None, typer.Option(metavar="N", help="Processes drawing the faces (default: one per "
                                                  "usable core, or PNPKIT_JOBS).")] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
) -> None:
    """Export a kit's cards and boards for a shop or a virtual tabletop."""
    to, base_url = _checked_arguments(game, to, out, dpi, bleed, base_url, limit, jobs)

    from pnpkit.cli.build import BuildOptions, _checked_game

    folder = resolve_game_folder(game or default_game_id())
    options = BuildOptions(locale or "", out=out)
    the_game, options, translator = _checked_game(folder, options)
    if options.locale == "pseudo":
        fail("the pseudo-locale is for overflow checks; export a real locale")

    from pnpkit.export.pdfx import PdfxError
    from pnpkit.export.targets import ExportNameClash, ExportRequest, NothingToExport, export_files
    from pnpkit.render.kit_faces import kit_faces, names, subset
    from pnpkit.render.pipeline import kit_folder
    from pnpkit.writer import replace_folder

    faces = kit_faces(the_game, options, folder, translator.text)
    wanted = tuple(p.strip() for p in only.split(",") if p.strip()) if only else ()
    unknown = [p for p in wanted if p not in names(faces)]
    if unknown:
        fail(f"unknown deck or board: {', '.join(unknown)}",
             hint="this kit has: " + (", ".join(names(faces)) or "no cards or boards"))
    faces = subset(faces, wanted, limit)
    target_folder = kit_folder(out, the_game.id, options.locale) / export_folder(to, wanted, limit)
    from pnpkit.render.part_workers import default_jobs

    _refuse_linked(target_folder)
    request = ExportRequest(to, the_game.id, the_game.title, options.locale, target_folder,
                            dpi=dpi, bleed=bleed, base_url=base_url,
                            jobs=jobs if jobs is not None else default_jobs(),
                            proof=bool(wanted) or limit is not None)
    try:
        files = export_files(faces, request, progress=typer.echo)
        replace_folder(target_folder, files)
    except (NothingToExport, ExportNameClash) as exc:
        fail(str(exc), EXIT_ERRORS)
    except PdfxError as exc:
        fail(str(exc), EXIT_ERRORS, hint="nothing was written")
    except OSError as exc:
        fail(f"cannot write '{target_folder}': {exc.strerror or exc}", EXIT_ERRORS,
             hint="nothing was written; the previous export is as it was")
    typer.echo(f"{target_folder}: {len(files)} file" + ("" if len(files) == 1 else "s"))
    if to == "tts":
        typer.echo(f"Copy {request.set_name}.json and {request.set_name}.png into Tabletop Simulator's "
                   "Saves/Saved Objects folder" + ("" if base_url else
                                                   "; keep this folder where it is "
                                                   "(the images are read from it)"))


def register(app: typer.Typer) -> None:
    from pnpkit.cli.help_style import PlainCommand
    app.command("export", cls=PlainCommand)(export)


def _refuse_linked(target_folder: Path) -> None:
    """One error when ``<game>/<locale>/<target>`` of the kit is a link (a game folder may
    ship its output folder linked elsewhere: nothing is exported there)."""
    from pnpkit.render.pipeline import linked_kit_folder

    linked = linked_kit_folder(target_folder, 3)
    if linked is not None:
        fail(f"cannot write '{linked}': this folder of the kit is a link", EXIT_ERRORS,
             hint="remove the link; pnpkit makes the folder")

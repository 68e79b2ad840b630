"""`pnpkit build [GAME]`: check a game's data, then lay out and write its print kit.

Order of work: an unchanged kit is recognised from its manifest before anything is
read; otherwise the data is read and checked (nothing is written when it has errors),
localised, laid out, and written all at once (a failed build leaves the old kit).
The read and checked game comes from the per-user game cache while nothing it depends
on changed (pnpkit.readers.game_cache).
The parts are drawn in worker processes, one per usable core (--jobs, PNPKIT_JOBS).
"""

from __future__ import annotations

import contextlib
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated

import typer

from pnpkit.cli.common import EXIT_ERRORS, default_game_id, fail, resolve_game_folder
from pnpkit.cli.plain import echo
from pnpkit.render.kit_plan import BuildOptions, KitBuild, kit_parts


def build(
    game: Annotated[str | None, typer.Argument(metavar="GAME", help="Game id or folder (default: the Amber kit).")] = None,
    locale: Annotated[str | None, typer.Option(metavar="LOCALE", help="Locale of the kit: ru, en, or pseudo (overflow test); default: the system's (LC_ALL, LC_MESSAGES, LANG) if the game has it, else the game's own.")] = None,
    paper: Annotated[str, typer.Option(metavar="PAPER", help="Paper for home printing: a4 or letter.")] = "a4",
    out: Annotated[Path, typer.Option(metavar="PATH", help="Output folder.")] = Path("output"),
    only: Annotated[str | None, typer.Option(metavar="PARTS", help="Comma-separated parts to build.")] = None,
    ink: Annotated[str, typer.Option(metavar="INK", help="color, or mono for low-ink grey-scale.")] = "color",
    duplex: Annotated[str, typer.Option(metavar="DUPLEX", help="Duplex flip: long, short, or none (gutter fold).")] = "long",
    back_offset: Annotated[str, typer.Option(metavar="X,Y", help="Shift of card backs in mm, X,Y, as seen from the front (x right, y up): the opposite of what calibration.pdf reads.")] = "0,0",
    strict: Annotated[bool, typer.Option(help="A missing or fuzzy translation is an error.")] = False,
    booklet: Annotated[bool, typer.Option(help="Rulebook as an A5 saddle-stitch booklet.")] = False,
    cards: Annotated[str, typer.Option(
        metavar="CARDS", help="Card sheets: bleed (each card with a 3 mm bleed in a gutter with cut marks) "
             "or tight (9 cards edge to edge, no bleed).")] = "bleed",
    force: Annotated[bool, typer.Option(help="Rebuild every part even when unchanged.")] = False,
    jobs: Annotated[int | None, typer.Option(
        metavar="N", help="Parts built at once, in worker processes (default: PNPKIT_JOBS, else the "
             "usable cores); 1 builds them one after another in this process.")] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
) -> None:
    """Build a print-and-play kit into OUT/<game>/<locale>/.

    Letter paper and low ink get folders of their own (<locale>-letter/, <locale>-mono/),
    so the A4 colour kit beside them stays."""
    _check_choices(paper=paper, ink=ink, duplex=duplex, cards=cards)
    offset = _checked_arguments(game, out, jobs, back_offset)
    folder = resolve_game_folder(game or default_game_id())
    from pnpkit.cli.language import command_language, head_languages
    from pnpkit.readers.game_reader import read_game_head

    head = read_game_head(folder)
    languages = head_languages(head)
    locale = command_language(locale, languages) if languages else locale
    # a game is its id in game.yaml, never its folder's name (a copy may sit anywhere)
    game_id = str(head.get("id") or "")
    rules = str(head.get("rules") or "")
    requested = tuple(p.strip() for p in only.split(",") if p.strip()) if only else ()
    options = BuildOptions(locale or "", paper, out, requested, ink, duplex, offset, strict, booklet,
                           cards)

    from pnpkit.cli.build_progress import BuildProgress, print_summary
    from pnpkit.plugins import plugin_for
    from pnpkit.readers.kit_state import kit_key
    from pnpkit.render.pipeline import content_files, current_kit, kit_folder, manifest_name
    from pnpkit.render.rulebook.templates import TemplateError

    # kits whose low-ink files are named apart (board-a4-mono.pdf): their colour and mono
    # sets share the folder, each with its own manifest (pipeline.manifest_name)
    ink_apart = getattr(plugin_for(rules), "ink_apart", False)
    manifest_file = manifest_name("mono" if ink_apart and ink == "mono" else "")
    # a low-ink kit has a folder of its own, unless it names its mono files apart
    folder_ink = "color" if ink_apart else ink
    inputs = content_files(folder)
    # --force is how a kit is built, not what it is built from: a forced build's kit is
    # "unchanged" to the next plain build
    key = kit_key(folder, {**options.__dict__, "out": None})
    planned_locale = locale or str(head.get("default_locale", ""))
    force = force or planned_locale == "pseudo"  # the overflow report needs every box laid out
    if game_id and planned_locale and not force:
        report = current_kit(out, game_id, planned_locale, key, manifest_file, paper, folder_ink)
        if report is not None:  # listed in build order (the manifest keeps them sorted)
            from pnpkit.cli.build_progress import print_unchanged

            print_unchanged(report, folder)
            return

    the_game, options, translator = _checked_game(folder, options)
    game_id = the_game.id
    try:
        kit_parts = _kit(the_game, folder, options, inputs, translator)
    except TemplateError as exc:
        fail(f"the rulebook cannot be made: {exc}", EXIT_ERRORS)
    names = [p.name for p in kit_parts]
    if not kit_parts:
        fail(f"'{game_id}' has nothing to print: its data has no board with field rects, no "
             "deck with cards, no characters, items or tokens, and game.yaml lists no kit:",
             EXIT_ERRORS, hint="add a kit: section (see `pnpkit new`) or the components to print")
    unknown = [p for p in requested if p not in names]
    if unknown:
        fail(f"unknown part(s): {', '.join(unknown)}", hint="parts of this kit: " + ", ".join(names))
    if RULEBOOK_PART in (requested or names):
        _rulebook_fallbacks(the_game, folder, options, translator)
    with _told_failures():
        with BuildProgress(only=requested) as progress, _frozen_heap():
            from pnpkit.render.pipeline import run_kit

            report = run_kit(kit_parts, out=out, game_id=game_id, locale=options.locale,
                             paper=paper, ink=folder_ink, only=requested or tuple(names), progress=progress,
                             force=force, kit_inputs=key, manifest_file=manifest_file,
                             jobs=_jobs(jobs, options.locale))
    print_summary(list(report.parts), report.seconds)
    _after_build(report, game_id, kit_folder(out, game_id, options.locale, paper, folder_ink),
                 options.locale == "pseudo")


def register(app) -> None:
    from pnpkit.cli.help_style import PlainCommand
    app.command("build", cls=PlainCommand)(build)


def _checked_arguments(game: str | None, out: Path, jobs: int | None, back_offset: str
                       ) -> tuple[float, float]:
    """--jobs, the paths and --back-offset checked before anything is read: the offset."""
    if jobs is not None and jobs < 1:
        fail(f"--jobs must be 1 or more (got {jobs})")
    try:
        x, y = (float(v.strip()) for v in back_offset.split(","))
    except ValueError:
        fail(f"--back-offset must be two numbers in mm, like 0.5,-0.3 (got '{back_offset}')")
    if not (abs(x) <= 20 and abs(y) <= 20):  # nan and inf too: they would be written into the PDF
        fail("--back-offset is limited to ±20 mm")
    if "\0" in str(out) or (game is not None and "\0" in game):
        fail("a path holds a NUL byte", hint="remove the control character from the path")
    return x, y


def _after_build(report, game_id: str, kit_folder: Path, pseudo: bool) -> None:
    """What a build says after its summary: a repair, the overflow report, where the kit is."""
    if report.repaired:
        echo("The previous build was cut short: every part of the kit was rebuilt.")
    if pseudo:
        _overflow_report()
    if not any(r.files for r in report.parts):
        fail(f"nothing was written for '{game_id}': no part made a file", EXIT_ERRORS)
    _closing_lines(list(report.parts), kit_folder)


def _check_choices(**given: str) -> None:
    """Each option with a fixed set of values, checked before anything is read."""
    for option, value in given.items():
        allowed = _CHOICES[option]
        if value not in allowed:
            fail(f"--{option} must be {', '.join(allowed[:-1])} or {allowed[-1]} (got '{value}')")


_CHOICES = {"paper": ("a4", "letter"), "ink": ("color", "mono"), "duplex": ("long", "short", "none"),
            "cards": ("bleed", "tight")}


@contextlib.contextmanager
def _told_failures() -> Iterator[None]:
    """A build that fails while drawing or writing, said in one line with what to do."""
    from pnpkit.render.pipeline import BuildFailed, KitBusy, KitWriteError
    from pnpkit.render.rulebook.templates import TemplateError

    try:
        yield
    except BuildFailed as exc:
        fail(f"the build failed in part '{exc.part}': {_reason(exc.cause)}", EXIT_ERRORS,
             hint="the previous output was left as it was")
    except TemplateError as exc:
        fail(f"the rulebook cannot be made: {exc}", EXIT_ERRORS, hint="the previous output was left as it was")
    except KitBusy as exc:
        fail(f"another build is writing {exc.out_dir}", EXIT_ERRORS, hint="wait for it to finish, then build again")
    except KitWriteError as exc:
        hint = ("the kit is incomplete; the next build rebuilds it whole" if exc.committed
                else "the previous output was left as it was; free some space or choose a writable --out")
        blocker = _file_in_the_way(exc.path)
        if blocker is not None and not exc.committed:
            fail(f"cannot write the kit: {blocker} is a file, not a folder", EXIT_ERRORS,
                 hint="choose another --out, or move that file away")
        fail(f"cannot write the kit: {exc.path}: {exc.reason}", EXIT_ERRORS, hint=hint)


@contextlib.contextmanager
def _frozen_heap() -> Iterator[None]:
    """The objects alive before drawing (modules, the game, its translation) kept out of
    the garbage collector's full passes while the kit is drawn: each pass walked them
    all again, ~0.06 s a pass, ~0.12 s a cold Amber build.  Unfrozen after, so a process
    that builds again (the tests) still collects them."""
    import gc

    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


RULEBOOK_PART = "rulebook"


def _rulebook_fallbacks(game, folder: Path, options: BuildOptions, translator) -> None:
    """The rulebook's strings that would print in Russian, said before the build as the
    data's are (the rulebook translates its templates while it renders, in a worker
    process, where nobody would hear of them); with --strict they stop the build."""
    from pnpkit.i18n.rulebook_strings import rulebook_entries
    from pnpkit.i18n.translator import MissingTranslation

    if translator is None or translator.is_source or options.locale == "pseudo":
        return
    before = len(translator.fallbacks)
    for entry in rulebook_entries(game, folder):
        translator.text(entry.context, entry.source)
    added = translator.warnings()[before:]
    try:
        translator.raise_if_strict()
    except MissingTranslation as exc:
        fail(str(exc), EXIT_ERRORS, hint=STRICT_HINT)
    _say_untranslated(added, max(0, 20 - before), "rulebook strings", game.id)


STRICT_HINT = "translate them (pnpkit i18n status) or build without --strict"


def _say_untranslated(lines: list[str], room: int, what: str, game_id: str) -> None:
    """The first ``room`` texts printed untranslated, a warning each, then how many more."""
    for line in lines[:room]:
        echo(f"warning: {line}", err=True)
    if len(lines) > room:
        echo(f"warning: … and {len(lines) - room} more {what} printed untranslated; "
             f"see `pnpkit i18n status {game_id}`", err=True)


def _locale_hint(game, folder: Path, locale: str) -> str:
    """What to do about a locale the game does not list: its catalogue may be there
    already (made by `i18n update --locale`), waiting to be named in game.yaml."""
    from pnpkit.i18n.catalogue import po_path

    available = "available: " + ", ".join(game.locales) + ", pseudo"
    catalogue = po_path(folder, locale)
    if catalogue.is_file():
        return (f"{available}; {catalogue.relative_to(folder).as_posix()} is there: add '{locale}' "
                "to `locales:` in game.yaml's game: section to build it")
    return (f"{available}; a new one: `pnpkit i18n update {shlex.quote(str(folder))} --locale {locale}`, "
            f"translate locales/{locale}.po, then add '{locale}' to `locales:` in game.yaml")


def _jobs(requested: int | None, locale: str) -> int:
    """Worker processes for the parts: the pseudo-locale's overflow report is gathered
    in this process, so that build stays here."""
    if locale == "pseudo":
        return 1
    if requested is not None:
        return requested
    import os

    from pnpkit.render.part_workers import JOBS_ENV, default_jobs

    jobs = default_jobs()
    text = os.environ.get(JOBS_ENV, "").strip()
    if text and not (text.isdigit() and int(text) >= 1):
        echo(f"warning: {JOBS_ENV}={text!r} is not a whole number of 1 or more; the parts are "
                   f"built by {jobs} worker(s), one per usable core", err=True)
    return jobs


def _reason(cause: BaseException) -> str:
    """A part's failure in words: never empty (a bare MemoryError or ZeroDivisionError
    says nothing), never more than its first line."""
    if isinstance(cause, MemoryError):
        return "it asked for more memory than this machine gives it (a picture or text too large)"
    text = str(cause).strip().splitlines()
    return text[0] if text else f"{cause.__class__.__name__} with no message"


def _file_in_the_way(path: Path) -> Path | None:
    """The first of ``path`` and its parents that exists and is not a folder (a file
    where the kit folder goes), if any."""
    for place in (*reversed(path.parents), path):
        if place.exists() and not place.is_dir():
            return place
    return None


def _closing_lines(results, folder: Path) -> None:
    """The summary ends with what to read and print first and where the kit is: the
    print guide to read when the kit has one (it says what every file is and how to
    print it), the calibration sheet to print first when there is one (it checks the
    printer's scale and duplex before any card sheet is spent), else the first file."""
    files = [str(f) for r in results for f in r.files]
    guide = next((f for f in files if f.startswith("print-guide")), "")
    if guide:
        echo(f"Read first: {guide} — what each file is, on which paper and how to "
                   "print, cut and assemble it.")
    first = next((f for f in files if f.startswith("calibration")),
                 next((f for f in files if f != guide), ""))
    if first.startswith("calibration"):
        echo(f"Print first: {first} — check the printer's scale and duplex on it, "
                   "then the rest.")
    elif first:
        echo(f"Print first: {first}")
    echo(f"Kit folder: {folder}")


def _kit(game, folder: Path, options: BuildOptions, inputs, translator) -> list:
    """The kit's pipeline parts: the components game.yaml lists (or the default kit of
    its data) built by the generic builders and the rules plugin's."""
    from pnpkit.model.kit import kit_of
    from pnpkit.render.rulebook.templates import MAIN, search_path

    has_rulebook = any((p / MAIN).is_file() for p in search_path(game.id, folder))
    components = kit_of(game, rulebook=has_rulebook)
    build = KitBuild(game, options, inputs, folder, translator.text)
    from pnpkit.plugins import plugin_for

    return kit_parts(build, components, dict(getattr(plugin_for(game.rules), "kit_builders", {})))


def _overflow_report() -> None:
    """What the pseudo-locale found: boxes a ~40 % longer translation would overflow."""
    from pnpkit.render.text import PROBE_OVERFLOWS

    if not PROBE_OVERFLOWS:
        echo("Overflow report: every box holds text 40 % longer than the original.")
        return
    echo(f"Overflow report: {len(PROBE_OVERFLOWS)} box(es) would overflow with text "
               "40 % longer (printed cut short with …):")
    for error in PROBE_OVERFLOWS:
        echo(f"  {error.message}")


def _checked_game(folder: Path, options: BuildOptions):
    """The game read, checked and localised; exits with the diagnostics when it is bad."""
    from dataclasses import replace

    from pnpkit.readers.game_cache import load_game_cached

    # kept from the last read while nothing it depends on changed (PNPKIT_NO_CACHE=1 reads
    # afresh); its warnings are kept with it and printed the same
    result = load_game_cached(folder)
    for diagnostic in result.diagnostics.sorted():
        echo(diagnostic.format(), err=True)
    if result.game is None or not result.diagnostics.ok:
        fail("the game data has errors; nothing was built", EXIT_ERRORS,
             hint=f"run `pnpkit check {shlex.quote(str(folder))}` for the full report")
    game = result.game
    from pnpkit.cli.language import command_language, game_languages

    locale = command_language(options.locale or None, game_languages(game))
    if locale not in game.locales and locale != "pseudo":
        fail(f"'{game.id}' has no locale '{locale}'", hint=_locale_hint(game, folder, locale))
    options = replace(options, locale=locale)

    from pnpkit.i18n.translator import MissingTranslation, localize
    from pnpkit.readers.po_reader import PoReadError

    try:
        # a print file carries the source text where a translation is missing or stale,
        # never a marker: the warnings below say which strings (markers are for `pseudo`
        # and `i18n status`)
        localized, translator = localize(game, folder, locale, strict=options.strict, marker="")
    except MissingTranslation as exc:
        fail(str(exc), EXIT_ERRORS, hint=STRICT_HINT)
    except PoReadError as exc:
        fail(str(exc), EXIT_ERRORS)
    _say_untranslated(translator.warnings(), 20, "strings", game.id)
    return localized, options, translator

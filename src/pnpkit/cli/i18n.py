"""`pnpkit i18n extract|update|status GAME`: the game's gettext catalogues.

extract  writes locales/messages.pot (every player-facing string, msgctxt = stable id)
update   refreshes the template and merges it into every locale's PO: translations
         kept, changed sources marked fuzzy, vanished strings kept as obsolete
status   per locale: total, translated, fuzzy, missing, overflowing (--json too)
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pnpkit.cli.common import EXIT_ERRORS, fail, print_json, resolve_game_folder

GameArg = Annotated[str, typer.Argument(metavar="GAME", help="Game id or folder.")]


def _load(game: str):
    from pnpkit.readers.game_reader import load_game

    folder = resolve_game_folder(game)
    result = load_game(folder)
    if result.game is None or not result.diagnostics.ok:
        for diagnostic in result.diagnostics.sorted():
            typer.echo(diagnostic.format(), err=True)
        fail("the game data has errors; fix them first", EXIT_ERRORS,
             hint=f"run `pnpkit check {game}` for the full report")
    return folder, result.game


def _inside(folder: Path, path: Path) -> Path:
    """``path`` (a catalogue of the game in ``folder``) when it and its folder stay inside
    the game folder; else one error: a ``locales/`` or a catalogue linked to elsewhere is
    never read, nor written through."""
    import os

    root = os.path.join(os.path.realpath(folder), "")
    for place in (path.parent, path):
        if (place.exists() or place.is_symlink()) and not os.path.realpath(place).startswith(root):
            fail(f"{_shown(place, follow=False)} links to a place outside the game folder; pnpkit writes the "
                 "catalogues only inside it", EXIT_ERRORS,
                 hint="replace the link by the folder or file itself")
    return path


def _read(path: Path, locale: str | None):
    from pnpkit.readers.po_reader import PoReadError, read_catalog

    if not path.is_file():
        return None
    try:
        return read_catalog(path, locale)
    except PoReadError as exc:
        fail(str(exc), EXIT_ERRORS, hint="fix the PO file (a PO editor shows the problem too)")


def _shown(path: Path, follow: bool = True) -> str:
    """``path`` relative to the working folder when under it (links followed, or not)."""
    try:
        return (path.resolve() if follow else path.absolute()).relative_to(Path.cwd()).as_posix()
    except ValueError:
        return path.as_posix()


def _refresh_template(folder: Path, game) -> tuple[object, int, bool]:
    """Build the template; write it only when its messages changed.  -> (catalog, count, written)"""
    from pnpkit.i18n.catalogue import build_template, catalog_bytes, same_messages, template_path
    from pnpkit.writer import write_bytes_atomic

    path = _inside(folder, template_path(folder))
    old = _read(path, None)
    template = build_template(game)
    count = sum(1 for m in template if m.id)
    if old is not None and same_messages(template, old):
        return old, count, False
    write_bytes_atomic(path, catalog_bytes(template))
    return template, count, True


def extract(game: GameArg) -> None:
    """Create or refresh the catalogue template (locales/messages.pot)."""
    from pnpkit.i18n.catalogue import template_path

    folder, the_game = _load(game)
    _template, count, written = _refresh_template(folder, the_game)
    state = "written" if written else "unchanged"
    typer.echo(f"{_shown(template_path(folder))}: {count} strings ({state})")


def _target_locales(folder: Path, game, extra: list[str]) -> list[str]:
    from pnpkit.i18n.catalogue import locales_dir
    from pnpkit.readers.po_reader import catalogue_locales

    wanted = [loc for loc in game.locales if loc != game.default_locale]
    wanted += [loc for loc in catalogue_locales(locales_dir(folder)) if loc not in wanted]
    wanted += [loc for loc in extra if loc not in wanted]
    return wanted


def update(
    game: GameArg,
    locale: Annotated[list[str] | None, typer.Option(
        "--locale", metavar="LOCALE", help="Also create/update this locale (repeatable).")] = None,
) -> None:
    """Refresh the template and merge it into every locale's PO file."""
    from babel.core import Locale, UnknownLocaleError

    from pnpkit.i18n.catalogue import catalog_bytes, merge, po_path, same_messages
    from pnpkit.i18n.code_texts import code_translations
    from pnpkit.writer import write_bytes_atomic

    folder, the_game = _load(game)
    for name in locale or []:
        try:
            Locale.parse(name)
        except (ValueError, UnknownLocaleError):
            fail(f"unknown locale '{name}'", hint="use a language code such as en, de or pt_BR")
    template, count, _written = _refresh_template(folder, the_game)
    for name in _target_locales(folder, the_game, list(locale or [])):
        path = _inside(folder, po_path(folder, name))
        old = _read(path, name)
        merged, report = merge(template, old, name, code_translations(the_game.rules, name))
        if old is not None and same_messages(merged, old):
            typer.echo(f"{_shown(path)}: unchanged")
            continue
        write_bytes_atomic(path, catalog_bytes(merged))
        moved = f", {len(report.renamed)} under a new id" if report.renamed else ""
        typer.echo(f"{_shown(path)}: {len(report.added)} new, {len(report.changed)} changed "
                   f"(marked fuzzy), {len(report.obsolete)} obsolete{moved}")
    for name in _target_locales(folder, the_game, list(locale or [])):
        if name not in the_game.locales:
            typer.echo(f"note: '{name}' is not among the game's locales: add it to `locales:` in "
                       f"game.yaml's game: section to build it (pnpkit build {game} --locale {name})")


def status(
    game: GameArg,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    pseudo: Annotated[bool, typer.Option("--pseudo", help="Add the pseudo-locale's overflow report.")] = False,
    details: Annotated[bool, typer.Option("--details", help="List fuzzy, missing and overflowing ids.")] = False,
    check: Annotated[bool, typer.Option(
        "--check", help="Exit 1 unless every locale is complete: nothing fuzzy, missing, overflowing "
        "or with a wrong placeholder.")] = False,
) -> None:
    """Per locale: total, translated, fuzzy, missing and overflowing strings."""
    from pnpkit.i18n.catalogue import po_path
    from pnpkit.i18n.status import locale_status, pseudo_status, source_status

    folder, the_game = _load(game)
    rows = [source_status(the_game, the_game.default_locale)]
    for name in _target_locales(folder, the_game, []):
        rows.append(locale_status(the_game, _read(po_path(folder, name), name), name))
    if pseudo:
        rows.append(pseudo_status(the_game))
    incomplete = [r.locale for r in rows[1:] if r.locale != "pseudo"
                  and (r.fuzzy or r.missing or r.overflowing or r.placeholder_slips)]
    if as_json:
        print_json({"game": the_game.id, "source_locale": the_game.default_locale,
                    "locales": [r.to_json() for r in rows]})
        if check and incomplete:
            raise typer.Exit(EXIT_ERRORS)
        return
    typer.echo(f"{'locale':<8}{'total':>7}{'translated':>12}{'%':>7}{'fuzzy':>7}{'missing':>9}"
               f"{'overflowing':>13}")
    for r in rows:
        name = f"{r.locale}*" if r is rows[0] else r.locale
        typer.echo(f"{name:<8}{r.total:>7}{r.translated:>12}{r.percent:>6.1f}%{r.fuzzy:>7}"
                   f"{r.missing:>9}{r.overflowing:>13}")
    typer.echo(f"* {the_game.default_locale} is the source language: its overflows are the data's "
               "or the layout's to fix, not a translator's; a translation is counted as "
               "overflowing only where the original fits")
    for r in rows:
        found = [f"overflow: {o.context} ({o.kind}): {o.reason}"
                 + (" [the original overflows too]" if o.inherited else "") for o in r.overflows]
        found += [f"plural: {context}: {slip}" for context, slip in r.plural_slips]
        found += [f"placeholder: {context}: {slip}" for context, slip in r.placeholder_slips]
        if details:
            found += [f"fuzzy: {c}" for c in r.fuzzy_ids] + [f"missing: {c}" for c in r.missing_ids]
        for line in found:
            typer.echo(f"  {r.locale}: {line}")
    if check and incomplete:
        fail(f"incomplete translations: {', '.join(incomplete)}", EXIT_ERRORS,
             hint=f"run `pnpkit i18n status {game} --details` to list them")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import i18n_app
    from pnpkit.cli.help_style import PlainCommand

    for command in (extract, update, status):
        i18n_app.command(command.__name__, cls=PlainCommand)(command)

"""`pnpkit check [GAME|PATH] [--json]`: every problem in a game's data, then a summary."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import EXIT_ERRORS, EXIT_OK, installed_games, print_json, resolve_game_folder

# loaded with cli.common already: the checks' diagnostics and paths need no import of their own
from pnpkit.model.diagnostics import Diagnostic, Severity, Source
from pnpkit.paths import display_path


def check(
    target: Annotated[str | None, typer.Argument(metavar="GAME", help="A game id (see `pnpkit games`) or a game folder; all shipped games when omitted.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print a JSON report instead of lines.")] = False,
    debug: Annotated[bool, typer.Option("--debug", help="Show a traceback on internal errors.")] = False,
    coverage: Annotated[bool, typer.Option("--coverage", help="Also print what the rules engine does with every printed card, item and character effect.")] = False,
) -> None:
    """Check game data: schema, ids, references, files and the game's own rules."""
    from pnpkit.readers.game_reader import load_game

    targets = [target] if target is not None else [str(p) for p in installed_games().values()]
    reports = {}
    lines: list[str] = []
    ok = True
    for name in targets:
        folder = resolve_game_folder(name)
        result = load_game(folder)
        diags = result.diagnostics
        if result.game is not None:
            diags.extend(_what_build_would_refuse(folder, result.game))
        ok = ok and diags.ok
        ordered = diags.sorted()
        counts = result.game.counts() if result.game else {}
        reports[result.game.id if result.game else display_path(folder)] = {
            "ok": diags.ok,
            "errors": [d.to_json() for d in ordered if d in diags.errors],
            "warnings": [d.to_json() for d in ordered if d in diags.warnings],
            "counts": counts,
        }
        lines.extend(d.format() for d in ordered)
        if coverage and result.game is not None:
            rows = _coverage_rows(result.game)
            reports[result.game.id]["coverage"] = rows
            lines.extend(_coverage_lines(result.game, rows))
        lines.append(_summary(result.game, display_path(folder), diags))
    if as_json:
        if target is not None:
            print_json(next(iter(reports.values())))
        else:
            print_json({"ok": ok, "games": reports})
    else:
        for line in lines:
            typer.echo(line)
    raise typer.Exit(EXIT_OK if ok else EXIT_ERRORS)


def _what_build_would_refuse(folder, game) -> list:
    """Diagnostics for what `build` checks beyond the reader: texts its fonts cannot
    print, and the game's translation catalogues (each one read once, as build reads it)."""
    from pnpkit.i18n.catalogue import po_path
    from pnpkit.readers.po_reader import PoReadError, catalogue_locales, read_catalog
    from pnpkit.render.printable import unprintable, unprintable_texts

    catalogs = {}  # locale -> its catalogue, None when it does not read (an error below)
    read_found = []
    for locale in catalogue_locales(folder / "locales"):
        path = po_path(folder, locale)
        try:
            catalog = catalogs[locale] = read_catalog(path, locale, root=folder)
        except PoReadError as exc:
            catalogs[locale] = None
            read_found.append(Diagnostic("E301", exc.reason, exc.source, Severity.ERROR,
                                         "fix the PO file (a PO editor shows the problem too)"))
            continue
        shown = display_path(path)
        read_found += unprintable((text, Source(shown, message.lineno or 0, 1)) for message in catalog
                                  for text in (message.string if isinstance(message.string, (list, tuple))
                                               else [message.string]) if text)
        read_found += _placeholder_warnings(catalog, shown)
    found = unprintable_texts(game)
    found += _deck_overflows(folder, game, catalogs)
    found += _kit_overflows(folder, game, catalogs)
    found += _picture_problems(folder, game)
    found += _kinds_without_colour(game)
    found += read_found
    if (folder / "templates").is_dir():
        found += _template_problems(folder, game)
    return found


def _kinds_without_colour(game) -> list:
    """A card kind its deck's layout gives no colour while it colours others (a typo, or
    a kind added later): its cards get a stand-in colour from a fixed palette, told once
    per kind at its first card."""
    from pnpkit.layout.card_layout import LayoutError, card_layout, kind_colours
    from pnpkit.model.kit import kit_of
    from pnpkit.readers.game_reader import plugin_kit_kinds

    found = []
    for c in kit_of(game):
        if c.kind != "deck" or not c.deck or c.kind in plugin_kit_kinds(game.rules):
            continue
        try:
            layout = card_layout(c.layout or "poker", game.layouts)
        except LayoutError:  # the reader reports it
            continue
        if not set(layout.colours) - {"back", "default"}:
            continue  # a layout naming no kind's colour: every kind from the palette, by design
        stand_in = kind_colours(layout, [card.kind for card in game.cards if card.deck == c.deck])
        seen: set[str] = set()
        for card in game.cards:
            if card.deck != c.deck or not card.kind or card.kind in layout.colours or card.kind in seen:
                continue
            seen.add(card.kind)
            found.append(Diagnostic(
                "W308", f"card kind '{card.kind}' has no colour in layout '{layout.name}'; its "
                        "cards print in a stand-in colour", card.kind_source, Severity.WARNING,
                f"add {card.kind}: \"{stand_in[card.kind]}\", the stand-in, under the layout's colours:"))
    return found


def _deck_overflows(folder, game, catalogs: dict) -> list:
    """The kit's decks drawn from a card layout, fitted box by box in every locale the
    game declares as build fits them (render.layout_face.deck_overflows: the same boxes
    and the same fit as the drawing): a text that does not fit is an error at its card."""
    from pnpkit.i18n import PSEUDO_LOCALE
    from pnpkit.i18n.translator import Translator, localize_game
    from pnpkit.layout.card_layout import LayoutError, card_layout
    from pnpkit.model.kit import kit_of
    from pnpkit.readers.game_reader import plugin_kit_kinds
    from pnpkit.render.cell_board import board_overflows
    from pnpkit.render.character_face import character_overflows
    from pnpkit.render.layout_face import deck_overflows, deck_template_failures

    plugin_kinds = plugin_kit_kinds(game.rules)
    decks = [c for c in kit_of(game) if c.kind == "deck" and c.kind not in plugin_kinds and c.deck]
    boards = [c for c in kit_of(game) if c.kind == "board" and c.kind not in plugin_kinds and c.board]
    characters = [c for c in kit_of(game) if c.kind == "characters" and c.kind not in plugin_kinds]
    if not decks and not boards and not characters:
        return []
    found = []
    seen: set[str] = set()

    def add(code: str, message: str, source, hint: str) -> None:  # each message once
        if message not in seen:
            seen.add(message)
            found.append(Diagnostic(code, message, source, Severity.ERROR, hint))

    for locale in dict.fromkeys(game.locales or (game.default_locale,)):
        if locale == PSEUDO_LOCALE:
            continue
        translator = Translator(locale, catalogs.get(locale), marker="", own_locale=game.default_locale)
        if locale in catalogs and catalogs[locale] is None and not translator.is_source:
            continue  # a catalogue that does not read: reported with its line
        localised = localize_game(game, translator)  # as the build prints it
        for component in characters:
            for character, error in character_overflows(localised, component.of, locale):
                add("E109", error.message, character.source, f"shorten the text in {locale}")
        for component in boards:
            for source, error in board_overflows(localised, component.board, locale=locale,
                                                 folder=folder):
                add("E109", error.with_context(locale=locale).message, source,
                    f"shorten the text in {locale}, or make the field larger (its rect)")
        for component in decks:
            try:
                layout = card_layout(component.layout or "poker", localised.layouts)
                overflows = deck_overflows(localised, component.deck, layout, locale)
                failures = deck_template_failures(localised, component.deck, layout, folder)
            except (LayoutError, KeyError):  # the reader reports an unknown layout or deck
                continue
            for source, message in failures:
                add("E304", message, source,
                    "fix the layout's template, the card's value it reads, or the picture")
            for source, error in overflows:
                if error.message in seen:  # before the PO is read for its line
                    continue
                where = _translation_line(folder, locale, None if locale == game.default_locale
                                          else catalogs.get(locale), error)
                text = f"shorten the translation of the message at {where}" if where else f"shorten the text in {locale}"
                add("E109", error.message, source,
                    f"{text}, or give box '{error.context.get('box', '')}' "
                    "more room or a smaller minimum size in the layout")
    return found


def _placeholder_warnings(catalog, shown: str) -> list:
    """A translation that rewrites a rulebook expression, leaves out a placeholder or
    adds one (pnpkit.i18n.placeholder_check), at its PO line: printed, it would show
    template code or lose a number."""
    from pnpkit.i18n.placeholder_check import placeholder_slips

    found = []
    for message in catalog:
        if not message.id or not message.context or message.fuzzy:
            continue
        sources = message.id if isinstance(message.id, (list, tuple)) else [message.id]
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        for text in dict.fromkeys(t for t in strings if t):
            for slip in placeholder_slips(message.context, sources[0], text):
                found.append(Diagnostic("W302", f"{message.context}: {slip}", Source(shown, message.lineno or 0, 1),
                                        Severity.WARNING, "fix the translation at this line"))
    return found


def _kit_overflows(folder, game, catalogs: dict) -> list:
    """A kit that lists its boxed texts (cards, fields, sheets drawn by its own code) is
    fitted box by box in every locale the game declares, as `i18n status` and the build
    fit it: a text that does not fit is an error, at the PO message of its translation
    (or at the data, in the source language), as build would stop on it."""
    from pnpkit.i18n import PSEUDO_LOCALE
    from pnpkit.i18n.catalogue import po_path
    from pnpkit.i18n.code_texts import all_entries
    from pnpkit.i18n.status import kit_overflows
    from pnpkit.render.kit_texts import kit_texts_known

    if not kit_texts_known(game):
        return []
    from pnpkit.render.rulebook.templates import TemplateError

    try:
        where = {e.context: e.location for e in all_entries(game)}
    except TemplateError:  # a broken rulebook template: the rulebook's own check names it
        where = {}
    found = []
    for locale in dict.fromkeys(game.locales or (game.default_locale,)):
        if locale == PSEUDO_LOCALE:
            continue
        catalog = catalogs.get(locale) if locale != game.default_locale else None
        if locale != game.default_locale and catalog is None:
            continue  # no catalogue, or one that does not read (reported with its line)
        path = po_path(folder, locale)
        lines = {m.context: m.lineno for m in catalog if m.id and m.context} if catalog is not None else {}
        for overflow in kit_overflows(game, locale, catalog) or []:
            if overflow.context in lines:
                source, fix = (Source(display_path(path), lines[overflow.context], 1),
                               f"shorten the translation in {locale}")
            else:
                source, fix = where.get(overflow.context, game.source), f"shorten the text ({locale})"
            preview = overflow.text if len(overflow.text) <= 40 else overflow.text[:37] + "..."
            note = "; the original overflows this box too" if overflow.inherited else ""
            found.append(Diagnostic(
                "E109", f"{overflow.context} locale={locale}: text does not fit its box: {overflow.reason}: "
                f"{preview!r}{note}", source, Severity.ERROR,
                f"{fix}, or give the box more room in the kit's layout"))
    return found


def _translation_line(folder, locale: str, catalog, error) -> str:
    """``path:line`` of the PO message in ``catalog`` (the locale's) whose translation is
    the text that overflows (a translator fixes it there, not in the card's data file);
    "" when there is none."""
    from pnpkit.i18n.catalogue import po_path

    if catalog is None:
        return ""
    path = po_path(folder, locale)
    card = f"card.{error.context.get('card', '')}."
    matches = [m for m in catalog if m.id and isinstance(m.string, str) and m.string.strip() == error.text.strip()
               and m.lineno]
    best = [m for m in matches if (m.context or "").startswith(card)] or matches
    return f"{display_path(path)}:{best[0].lineno}" if best else ""


def _picture_problems(folder, game) -> list:
    """The pictures the kit draws outside card layouts (a field's ``image`` on a board, a
    ``sheet`` component's picture, the ``picture`` of a card, item, character or token:
    a game-icons name the bundled set lacks too), each read and checked as the drawing reads it: a
    damaged, oversized or unreadable picture is an error at the line that names it.  A
    missing file is the reader's error already (E204)."""
    from pnpkit.model.kit import kit_of
    from pnpkit.readers.images import ImageRefused
    from pnpkit.render.game_icons import ICON_PREFIX, picture_file
    from pnpkit.render.surface import drawable_picture

    named = [(f.image, f.id, f.source) for f in game.fields if f.image]
    named += [(c.image, f"kit: '{c.part}'", c.source) for c in kit_of(game)
              if c.kind == "sheet" and c.image]
    named += [(t.picture, t.id, t.source) for group in (game.cards, game.items,
              game.characters, game.tokens) for t in group if t.picture]
    found = []
    for rel, what, source in named:
        if not rel.startswith(ICON_PREFIX) and not (folder / rel).exists():
            continue
        try:
            if rel.startswith(ICON_PREFIX):
                picture_file(folder, rel, (0.0, 0.0, 0.0))
            else:
                drawable_picture(folder, rel)
        except ImageRefused as exc:
            found.append(Diagnostic("E304", f"{what}: {exc}", source, Severity.ERROR,
                                    "replace the picture, or fix the path to it"))
    return found


def _template_problems(folder, game) -> list:
    """A game folder's own rulebook templates rendered (in the sandbox, no PDF) as build
    renders them: a template build refuses is an error here too."""
    import re

    from pnpkit.render.rulebook import markup
    from pnpkit.render.rulebook.build import markup_problem, render_markup
    from pnpkit.render.rulebook.templates import TemplateError

    try:
        text, _figures = render_markup(game, game_folder=folder)
        try:  # the markup as build reads it (no PDF): an unknown ::directive, a box left open
            markup.parse(text)
        except markup.MarkupError as exc:
            raise TemplateError(markup_problem(exc, text, game, folder)) from None
    except TemplateError as exc:
        place = re.match(r"(.+?):(\d+):(?:(\d+):)? (.*)", str(exc))
        source = (Source(place[1], int(place[2]), int(place[3] or 1)) if place
                  else Source(display_path(folder / "templates"), 0, 0))
        reason = place[4] if place else str(exc)
        return [Diagnostic("E301", f"rulebook template: {reason}", source, Severity.ERROR,
                           "fix the template: it may use the game's data and the rulebook's filters, nothing else")]
    return []


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


#: what the summary counts, each word in the singular
_COUNTED = (("fields", "field"), ("edges", "edge"), ("cards", "card"), ("characters", "character"),
            ("items", "item"))


def _coverage_rows(game) -> list[dict] | None:
    """The game engine's coverage table as plain rows, or None for a game without one."""
    from pnpkit.plugins import load, plugin_for

    plugin = plugin_for(game.rules or "")
    if plugin is None or not plugin.coverage:
        return None
    return [{"id": r.id, "kind": r.kind, "name": r.name, "verdict": r.verdict, "applies": list(r.applies),
             "asks": list(r.asks), "by_hand": list(r.by_hand)} for r in load(plugin.coverage)(game)]


def _coverage_lines(game, rows: list[dict] | None) -> list[str]:
    """One line per card, item and character: applies / asks / table / none, and what."""
    if rows is None:
        return [f"{game.id}: no coverage table (its rules have no engine of their own)"]
    lines = []
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["verdict"]] = counts.get(row["verdict"], 0) + 1
        what = "; ".join(row["by_hand"]) if row["by_hand"] else ", ".join(row["asks"] or row["applies"])
        lines.append(f"{row['verdict']:8} {row['id']:28} {row['name'][:34]:34} {what[:110]}".rstrip())
    lines.append(f"{game.id} coverage: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return lines


def _summary(game, shown: str, diags) -> str:
    """'Lost Valley (games/lost-valley): 0 errors, 1 warning (8 fields, …, 22 tokens)':
    the game by its title (its folder may be '.'), every count in its plural form."""
    name = shown
    if game is not None and game.title and game.title != shown:
        name = f"{game.title} ({shown})"
    summary = f"{name}: {_plural(len(diags.errors), 'error')}, {_plural(len(diags.warnings), 'warning')}"
    if game is None:
        return summary
    counts = game.counts()
    parts = [_plural(counts[k], word) for k, word in _COUNTED if counts.get(k)]
    tokens = sum(t.count for t in game.tokens)
    if tokens:
        parts.append(_plural(tokens, "token"))
    return summary + (" (" + ", ".join(parts) + ")" if parts else "")


def register(app: typer.Typer) -> None:
    from pnpkit.cli.help_style import PlainCommand
    app.command("check", cls=PlainCommand)(check)

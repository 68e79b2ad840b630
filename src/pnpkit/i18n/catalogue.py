"""gettext catalogues of a game (Babel): the template, per-locale merge, PO bytes.

One catalogue per game and locale lives in ``content/<game>/locales/``: the template
``messages.pot`` (sources only) and ``<locale>.po``.  Every message has the string's
stable id as ``msgctxt``, the Russian original as ``msgid``, an extracted comment
saying where it is printed and how much room it has, and the YAML line as location.

Merging is keyed by the context, not by Babel's ``Catalog.update``: that one falls back
to difflib guesses over every source text, which on a deck of two hundred similar cards
can hand one card's translation to another; here the stable id decides.  A changed
source keeps its translation, marked fuzzy, with the old source as ``#| msgid`` so the
translator sees what changed.  Strings gone from the game become obsolete (``#~``),
so a translation is never lost.

Rulebook template strings are the exception whose id can change: it is a hash of the
source (``render.rulebook.templates.unit_id``).  A new rulebook id that the old
catalogue lacks takes over an unused old message of the same template with the same
source (an id scheme that changed), or else the unused old message between the same
two unchanged neighbours (its text was edited there: kept as fuzzy).

Writing goes through pnpkit.writer (atomic); reading through readers.po_reader.
"""

from __future__ import annotations

import datetime as dt
import io
import posixpath
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import normalize, write_po

from pnpkit.i18n.plurals import noun_forms
from pnpkit.i18n.strings import Entry
from pnpkit.model.game import Game

TEMPLATE_NAME = "messages.pot"
LOCALES_DIR = "locales"
NOUN_PREFIX = "noun."
PO_WIDTH = 76
HEADER = (
    "# {title}: player-facing strings of the game '{game}'.\n"
    "# msgctxt is the string's stable id; msgid is the Russian original.\n"
    "# Extracted comments say where the string is printed and how much room it has.\n"
    "{glossary}#"
)
#: the shipped games' glossary of terms, beside their folders in content/
GLOSSARY = "GLOSSARY.md"


def locales_dir(game_folder: Path) -> Path:
    return Path(game_folder) / LOCALES_DIR


def template_path(game_folder: Path) -> Path:
    return locales_dir(game_folder) / TEMPLATE_NAME


def po_path(game_folder: Path, locale: str) -> Path:
    return locales_dir(game_folder) / f"{locale}.po"


def _location(entry: Entry, base: str) -> list[tuple[str, int | None]]:
    """The YAML file and line of a string, relative to the game folder (so the template
    does not depend on where pnpkit was run from)."""
    path = entry.location.path
    if not path or path.startswith("<"):
        return []
    if base and path.startswith(base + "/"):
        path = path[len(base) + 1:]
    return [(path, entry.location.line or None)]


def noun_messages(rules: str) -> Iterable[Message]:
    """The number phrases that the game's kit composes ('5 карт'), as plural messages,
    so that a new locale can supply them in its PO (``rules``: the game's rules name,
    whose plugin gives its own nouns)."""
    for noun, forms in noun_forms(rules).items():
        ru = forms["ru"]
        yield Message(
            (ru[0], ru[-1]),
            context=f"{NOUN_PREFIX}{noun}",
            auto_comments=[
                "a number with its noun, composed by code; {n} is the number and must stay",
                "Russian forms: " + " / ".join(f.format(n=n) for f, n in zip(ru, (1, 2, 5), strict=True)),
                "one line, max ~20 chars",
            ],
        )


def build_template(game: Game, created: dt.datetime | None = None) -> Catalog:
    """The catalogue template (no translations) of every player-facing string of ``game``."""
    catalog = Catalog(
        locale=None,
        domain=game.id,
        header_comment=HEADER.format(title=game.title, game=game.id, glossary=_glossary_line(game)),
        project=f"pnpkit {game.id}",
        version="1",
        creation_date=created or dt.datetime.now(dt.UTC).replace(microsecond=0),
        charset="utf-8",
        fuzzy=False,
    )
    from pnpkit.i18n.code_texts import all_entries
    from pnpkit.i18n.room import comment, kit_room_hints, layout_room_hints

    base = posixpath.dirname(game.source.path)
    hints = kit_room_hints(game)
    layout_hints = layout_room_hints(game) if hints is None else None
    for entry in all_entries(game):
        catalog.add(entry.source, context=entry.context,
                    auto_comments=[comment(entry, hints, layout_hints)],
                    locations=_location(entry, base))
    for message in noun_messages(game.rules):
        catalog[message.id] = message
    return catalog


def _glossary_line(game: Game) -> str:
    """The header's pointer to the glossary of game terms, when there is one beside the
    game's folder (the shipped games' content/GLOSSARY.md); a game of one's own has none,
    and its catalogue points at nothing."""
    folder = Path(game.source.path).parent if game.source.path else None
    if folder is None or not (folder.parent / GLOSSARY).is_file():
        return ""
    return f"# Game terms: see {folder.parent.name}/{GLOSSARY}.\n"


@dataclass
class MergeReport:
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)  # source changed: translation kept, fuzzy
    obsolete: list[str] = field(default_factory=list)
    renamed: list[str] = field(default_factory=list)  # new id, translation of an old one taken over


def _by_context(catalog: Catalog | None) -> dict[str, Message]:
    if catalog is None:
        return {}
    found = {m.context: m for m in catalog if m.id and m.context}
    for message in catalog.obsolete.values():  # an obsolete translation comes back with its id
        if message.context and message.context not in found:
            found[message.context] = message
    return found


def _has_text(string) -> bool:
    if isinstance(string, list | tuple):
        return any(s for s in string)
    return bool(string)


#: contexts whose last part is derived from the source text and so may change
RENAMEABLE = "rulebook."


def _namespace(context: str) -> str:
    return context.rsplit(".", 1)[0]


def _renamed(template: Catalog, previous: Mapping[str, Message]) -> dict[str, tuple[str, Message]]:
    """new context -> (old context, its message) for the rulebook strings whose id is
    new.  First an unused old message of the same template with the same source (taken
    in catalogue order, so a text repeated in a template keeps each place's
    translation); then, for edited texts, the unused old messages that sit between the
    same two kept neighbours, paired in order when there are as many old as new."""
    current = {m.context for m in template if m.id}
    new = [m for m in template if m.id and m.context and m.context.startswith(RENAMEABLE)
           and m.context not in previous]
    unused = [(c, m) for c, m in previous.items() if c.startswith(RENAMEABLE) and c not in current
              and _has_text(m.string)]
    found: dict[str, tuple[str, Message]] = {}
    taken: set[str] = set()
    for tmpl in new:
        same = [(c, m) for c, m in unused if c not in taken and _namespace(c) == _namespace(tmpl.context)
                and m.id == tmpl.id]
        if same:
            taken.add(same[0][0])
            found[tmpl.context] = same[0]
    for namespace in dict.fromkeys(_namespace(t.context) for t in new if t.context not in found):
        old_order = {c: i for i, c in enumerate(c for c in previous if _namespace(c) == namespace)}
        free = {c: m for c, m in unused if c not in taken and c in old_order}
        gap: list[Message] = []
        low = -1
        for tmpl in [m for m in template if m.id and m.context and _namespace(m.context) == namespace] + [None]:
            kept = None if tmpl is None else (tmpl.context if tmpl.context in previous
                                              else found.get(tmpl.context, (None,))[0])
            if tmpl is not None and kept is None:
                gap.append(tmpl)
                continue
            high = old_order.get(kept, len(old_order)) if kept else len(old_order)
            olds = sorted((c for c in free if low < old_order[c] < high), key=old_order.get)
            if gap and len(olds) == len(gap):
                for tmpl_in_gap, old_context in zip(gap, olds, strict=True):
                    found[tmpl_in_gap.context] = (old_context, free[old_context])
            gap, low = [], high
    return found


def merge(template: Catalog, old: Catalog | None, locale: str,
          authoritative: Mapping[str, str] | None = None) -> tuple[Catalog, MergeReport]:
    """A catalogue for ``locale`` holding every message of ``template``, with the
    translations of ``old`` kept by context, fuzzy where the source changed.
    ``authoritative`` (context -> text) are translations kept elsewhere (a kit's code
    tables) that replace whatever the PO holds for those contexts."""
    catalog = _empty_catalog(template, old, locale)
    previous = _by_context(old)
    renamed = _renamed(template, previous)
    loose = _without_context(old)
    loose_used: set[object] = set()
    report = MergeReport()
    used: set[str] = set()
    for tmpl in template:
        if not tmpl.id:
            continue
        plural = isinstance(tmpl.id, list | tuple)
        empty = ("",) * catalog.num_plurals if plural else ""
        message = Message(tmpl.id, empty, locations=tmpl.locations, auto_comments=tmpl.auto_comments,
                          context=tmpl.context)
        before = previous.get(tmpl.context)
        if before is None and tmpl.context in renamed:
            old_context, before = renamed[tmpl.context]
            used.add(old_context)
            report.renamed.append(tmpl.context)
        if before is None and _key(tmpl.id) in loose:
            # the message lost its msgctxt (edited by hand or by a tool without contexts):
            # its translation is offered again, fuzzy, for the translator to confirm
            before = loose[_key(tmpl.id)]
            loose_used.add(_key(tmpl.id))
            message.string = before.string if plural == isinstance(before.string, list | tuple) else empty
            message.user_comments = list(before.user_comments)
            message.flags = (set(before.flags) - {"python-format"}) | {"fuzzy"}
            report.changed.append(tmpl.context)
            catalog[message.id] = message
            continue
        if before is None:
            report.added.append(tmpl.context)
        else:
            used.add(tmpl.context)
            _carry(message, before, catalog.num_plurals, report)
        if authoritative and tmpl.context in authoritative and not plural:
            message.string = authoritative[tmpl.context]
            message.flags.discard("fuzzy")
            message.previous_id = []
        catalog[message.id] = message
    for context, before in previous.items():
        if context not in used and _has_text(before.string):
            key = (before.id if isinstance(before.id, str) else before.id[0], context)
            catalog.obsolete[key] = before
            report.obsolete.append(context)
    for key, before in loose.items():
        if key not in loose_used:
            catalog.obsolete[(before.id if isinstance(before.id, str) else before.id[0], None)] = before
            report.obsolete.append(f"(no msgctxt) {key if isinstance(key, str) else key[0]}")
    return catalog, report


def _empty_catalog(template: Catalog, old: Catalog | None, locale: str) -> Catalog:
    """A catalogue for ``locale`` with the template's header; the revision date and
    translators of ``old`` kept."""
    return Catalog(
        locale=locale,
        domain=template.domain,
        header_comment=template.header_comment,
        project=template.project,
        version=template.version,
        creation_date=template.creation_date,
        revision_date=old.revision_date if old is not None else template.creation_date,
        last_translator=old.last_translator if old is not None else None,
        language_team=old.language_team if old is not None else None,
        charset="utf-8",
        fuzzy=False,
    )


def _carry(message: Message, before: Message, num_plurals: int, report: MergeReport) -> None:
    """``before``'s translation and comments onto ``message`` of the same context, the
    plural forms fitted to the message's; fuzzy, the old source kept, if the source changed."""
    plural = isinstance(message.id, list | tuple)
    message.user_comments = list(before.user_comments)
    string = before.string
    if plural and not isinstance(string, list | tuple):
        string = (string,) + ("",) * (num_plurals - 1)
    elif not plural and isinstance(string, list | tuple):
        string = string[0]
    message.string = string
    message.flags = set(before.flags) - {"python-format"}
    if before.id != message.id and _has_text(string):
        message.flags.add("fuzzy")
        message.previous_id = list(before.id) if isinstance(before.id, list | tuple) else [before.id]
        report.changed.append(message.context)
    elif "fuzzy" in before.flags and before.previous_id:
        message.previous_id = list(before.previous_id)


def _key(msgid) -> object:
    return tuple(msgid) if isinstance(msgid, list | tuple) else msgid


def _without_context(catalog: Catalog | None) -> dict[object, Message]:
    """The translated messages of ``catalog`` that have no msgctxt (every message pnpkit
    writes has one), by source: kept, never dropped, by :func:`merge`."""
    if catalog is None:
        return {}
    found: dict[object, Message] = {}
    for message in [*catalog, *catalog.obsolete.values()]:
        if message.id and not message.context and _has_text(message.string):
            found.setdefault(_key(message.id), message)
    return found


def catalog_bytes(catalog: Catalog) -> bytes:
    """The PO/POT text of a catalogue.  The previous source of a fuzzy message is written
    here rather than by Babel, whose ``#|`` lines garble a source that spans lines."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=PO_WIDTH, include_previous=False, sort_output=False)
    previous = {m.context: m.previous_id for m in catalog if m.id and m.context and m.previous_id}
    if not previous:
        return buffer.getvalue()
    out: list[str] = []
    for line in buffer.getvalue().decode("utf-8").split("\n"):
        if line.startswith('msgctxt "') and line.endswith('"'):
            ids = previous.get(line[len('msgctxt "'):-1])
            if ids:
                out.append("#| msgid " + normalize(ids[0], prefix="#| ", width=PO_WIDTH))
                if len(ids) > 1:
                    out.append("#| msgid_plural " + normalize(ids[1], prefix="#| ", width=PO_WIDTH))
        out.append(line)
    return "\n".join(out).encode("utf-8")


def same_messages(a: Catalog, b: Catalog) -> bool:
    """True when two catalogues hold the same messages, translations, flags and comments
    (header dates aside): then rewriting the file would change nothing but a date."""
    def key(catalog: Catalog):
        # Babel's reader flags "python-format" by itself on any text with a "%" (a
        # rulebook's "{% for %}"), and the merge takes the flag off: it is no difference
        return [(m.context, m.id, m.string or "", sorted(m.flags - {"python-format"}), " ".join(m.auto_comments),
                 " ".join(m.user_comments),
                 m.locations, m.previous_id) for m in catalog if m.id] + sorted(
            (str(k), str(m.string)) for k, m in catalog.obsolete.items())
    return key(a) == key(b)

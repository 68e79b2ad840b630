"""Finding, translating and rendering the rulebook templates (Jinja2).

Search order for a template name such as ``rulebook/movement.md.j2``:
``content/<game>/templates/`` (a game's own override), ``templates/<game>/``,
``templates/common/``.

Translation works on the template *source*: each prose unit (a paragraph, a list item,
a heading title, a table cell, a box title, the parts of a cover line) is one catalogue
string, with context ``rulebook.<template>.<id>``; Jinja expressions stay inside the
string, so a translator moves ``{{ orc.you }}`` where the sentence needs it.  The
Russian text in the templates is the source; :func:`pnpkit.i18n.rulebook_strings.rulebook_entries` lists it for the
PO catalogue.

The ``<id>`` is a short hash of the unit's Russian text (:func:`unit_id`), not its
position: adding or removing a paragraph leaves every other unit's id, and so its
translation, where it was.  A text that occurs again in the same template gets ``-2``,
``-3`` … after the hash (it may need another translation there: a table row label
spelled out where a column header is abbreviated).  When a unit's text is edited, its
id changes; the catalogue merge then hands the old translation over as fuzzy (see
``i18n.catalogue.merge``).

A word that only a Jinja expression would print (``{{ "да" if x else "нет" }}``) is
invisible here; put it on a line of its own inside ``{% if %}`` or a macro instead.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from pnpkit.paths import templates_root

MAIN = "rulebook/rulebook.md.j2"
TextFor = Callable[[str, str], str]
_JINJA_ONLY = re.compile(r"^\s*(\{%.*?%\}|\{##.*?##\})\s*$")
#: "№" counts as a word: English writes it "No."
_LETTERS = re.compile(r"[A-Za-zА-Яа-яЁё№]")
_EXPR = re.compile(r"\{\{.*?\}\}|\{%.*?%\}")
_ANCHOR = re.compile(r"\s*\{#[\w.-]+\}\s*$")
#: a list item's marker ("- " or "3. "): kept out of the string, so each item is one unit
_ITEM = re.compile(r"(- |\d+\.\s+)")
#: a "{" of translated text, as template source that prints it
_LITERAL_BRACE = '{{ "{" }}'


def expressions(text: str) -> list[str]:
    """The Jinja expressions and statements of a unit's text, in order (what a
    translation may move but not change)."""
    return _EXPR.findall(text)


def search_path(game_id: str, game_folder: Path | None) -> list[Path]:
    paths = []
    if game_folder is not None:
        paths.append(Path(game_folder) / "templates")
    root = templates_root()
    paths += [root / game_id, root / "common"]
    return [p for p in paths if p.is_dir()]


@dataclass(frozen=True)
class Unit:
    """One translatable piece of a template line: ``line[start:end]``."""

    line: int      # 0-based line index
    start: int
    end: int
    text: str


def _masked(line: str) -> str:
    """``line`` with Jinja expressions blanked (same length), so a filter's ``|`` is not
    taken for a table or cover separator."""
    return _EXPR.sub(lambda m: "\x00" * len(m.group(0)), line)


def _translatable(text: str) -> bool:
    return bool(_LETTERS.search(_EXPR.sub("", text)))


def units(source: str) -> Iterator[Unit | list[Unit]]:
    """The prose units of a template source, in order.  A paragraph spanning several
    lines is yielded as a list of its line pieces (it is translated as one string)."""
    lines = source.splitlines()
    para: list[Unit] = []

    def end_para():
        nonlocal para
        if para:
            yield list(para)
        para = []

    for i, line in enumerate(lines):
        s = line.strip()
        lead = len(line) - len(line.lstrip())
        found = _block_units(i, line, s, lead)
        if found is not None:  # a line of its own ends the paragraph before it
            yield from end_para()
            yield from found
            continue
        marker = _ITEM.match(s)
        if marker:
            yield from end_para()
            width = marker.end()
            para = [Unit(i, lead + width, len(line), s[width:])]
            continue
        in_item = bool(para) and bool(_ITEM.match(lines[para[0].line].lstrip()))
        if in_item and para[0].text and line.startswith("  "):
            para.append(Unit(i, lead, len(line), s))
            continue
        if in_item:
            yield from end_para()
        para.append(Unit(i, lead, len(line), s))
    yield from end_para()


def _block_units(i: int, line: str, s: str, lead: int) -> list[Unit] | None:
    """The units of line ``i`` when it stands alone (blank, Jinja, heading, box, directive,
    table row: ``s`` stripped, ``lead`` its indent); None for a line of prose or a list."""
    if not s or _JINJA_ONLY.match(line) or s.startswith("{##"):
        return []
    if s.startswith("#"):
        m = re.match(r"#+\s+", s)
        title_start = lead + (m.end() if m else 0)
        anchor = _ANCHOR.search(line)
        end = anchor.start() if anchor else len(line)
        title = line[title_start:end]
        return [Unit(i, title_start, end, title)] if _translatable(title) else []
    if s.startswith(":::"):
        title = s[3:].strip().partition(" ")[2]
        if not (title and _translatable(title)):
            return []
        start = line.index(title)
        return [Unit(i, start, start + len(title), title)]
    if s.startswith("::"):
        name, _, arg = s[2:].partition(" ")
        return list(_pieces(i, arg, line.index(arg), r"[^|]+")) if name == "cover" and arg else []
    if s.startswith("|"):
        if re.fullmatch(r"\|[\s|:-]*-[\s|:-]*", s):
            return []
        return list(_pieces(i, line, 0, r"(?<=\|)([^|]+)(?=\|)"))
    return None


def _pieces(i: int, text: str, offset: int, pattern: str) -> Iterator[Unit]:
    """The translatable pieces ``pattern`` finds in ``text`` (at ``offset`` of line ``i``)
    outside its template expressions, each without the spaces around it."""
    for m in re.finditer(pattern, _masked(text)):
        raw = text[m.start():m.end()]
        piece = raw.strip()
        if piece and _translatable(piece):
            start = offset + m.start() + (len(raw) - len(raw.lstrip()))
            yield Unit(i, start, start + len(piece), piece)


def unit_id(text: str, length: int = 8) -> str:
    """The stable id of a unit: a hash of its text with runs of whitespace folded, so
    re-wrapping a paragraph in the template keeps its id."""
    return hashlib.sha1(" ".join(text.split()).encode("utf-8")).hexdigest()[:length]


def _identified(name: str, source: str) -> Iterator[tuple[Unit | list[Unit], str, str]]:
    """(unit, Russian text, context) of every translatable unit, in template order."""
    stem = name.removesuffix(".j2").removesuffix(".md").replace("/", ".")
    taken: dict[str, str] = {}
    seen: dict[str, int] = {}
    for unit in units(source):
        text = " ".join(u.text for u in unit) if isinstance(unit, list) else unit.text
        if not _translatable(text):
            continue
        key = unit_id(text)
        if taken.setdefault(key, text) != text:
            key = unit_id(text, 16)  # two texts of one template sharing 32 bits of hash
        seen[key] = seen.get(key, 0) + 1
        yield unit, text, f"{stem}.{key}" + (f"-{seen[key]}" if seen[key] > 1 else "")


def template_strings(name: str, source: str) -> list[tuple[str, str, int]]:
    """(context, Russian text, 1-based line) for every translatable unit of a template."""
    return [(context, text, (unit[0] if isinstance(unit, list) else unit).line + 1)
            for unit, text, context in _identified(name, source)]


#: what str.splitlines (and so the markup parser) takes for the end of a line
_LINE_BREAKS = re.compile(r"[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
#: what starts a heading, a box, a directive, a table row or a list item at a line's start
_MARKUP_START = re.compile(r"^\s*(#|::|\||- |\d+\.\s)")
_REFERENCE = re.compile(r"§\{[^}]*\}")
_ANCHOR_MARK = re.compile(r"\{#[\w.-]+\}")


def markup_slips(original: str, translation: str) -> list[str]:
    """How ``translation`` of a rulebook unit would change the rulebook's markup rather
    than its words (one sentence each; empty when it would not).  Such a translation is
    not used (the original is printed, see :func:`translate_source`) and `check` names
    its PO line."""
    slips = []
    if _LINE_BREAKS.search(translation):
        slips.append("a line break in a rulebook translation would start new markup; "
                     "keep the translation on one line (it is printed with spaces)")
    flat = _LINE_BREAKS.sub(" ", translation)
    start = _MARKUP_START.match(flat)
    if start and not _MARKUP_START.match(original):
        slips.append(f"the translation starts with '{start.group(1).strip()}', which starts a "
                     "heading, box, table or list in the rulebook; reword its start")
    if flat.count("|") > original.count("|"):
        slips.append("'|' separates table cells and cover parts; write the translation without it")
    foreign = [r for r in _REFERENCE.findall(flat) + _ANCHOR_MARK.findall(flat)
               if r not in _REFERENCE.findall(original) + _ANCHOR_MARK.findall(original)]
    if foreign:
        slips.append(f"{', '.join(foreign)} is not a reference or anchor of the original; "
                     "references and anchors are the template's to change")
    return slips


def as_template_text(translated: str, allowed: frozenset[str]) -> str:
    """A translation as template source that can only print text: the Jinja expressions
    of the unit's own source (``allowed``) stay where the translator moved them; every
    other ``{`` becomes ``{{ "{" }}``, so no other text can open a Jinja block.  A
    catalogue is data a game folder brings: it never adds code to a template."""
    out = []
    at = 0
    for match in _EXPR.finditer(translated):
        if match.group(0) in allowed:
            out.append(translated[at:match.start()].replace("{", _LITERAL_BRACE))
            out.append(match.group(0))
            at = match.end()
    out.append(translated[at:].replace("{", _LITERAL_BRACE))
    return "".join(out)


def translate_source(name: str, source: str, text_for: TextFor) -> str:
    """The template source with every prose unit replaced by its translation (as text:
    see :func:`as_template_text`)."""
    lines = source.splitlines()
    edits: list[tuple[int, int, int, str]] = []
    for unit, text, context in _identified(name, source):
        translated = text_for(context, text)
        if translated == text:
            continue
        flat = _LINE_BREAKS.sub(" ", translated)
        if markup_slips(text, flat):  # it would change the markup: the original stays
            continue
        translated = as_template_text(flat, frozenset(_EXPR.findall(text)))
        pieces = unit if isinstance(unit, list) else [unit]
        edits.append((pieces[0].line, pieces[0].start, pieces[0].end, translated))
        edits += [(p.line, p.start, p.end, "") for p in pieces[1:]]
    for line, start, end, text in sorted(edits, key=lambda e: (e[0], -e[1])):
        lines[line] = lines[line][:start] + text + lines[line][end:]
    return "\n".join(lines) + ("\n" if source.endswith("\n") else "")


#: the largest template file read (the shipped ones are a few kilobytes)
MAX_TEMPLATE_BYTES = 512 * 1024


def environment(game_id: str, game_folder: Path | None, text_for: TextFor | None = None):
    """The rulebook's Jinja environment: sandboxed (a game folder's templates and
    catalogues are data a user downloads: no attribute of Python's internals, no
    mutation of the context), loading only files inside the search path's folders."""
    import os

    import jinja2

    class ConfinedLoader(jinja2.FileSystemLoader):
        def get_source(self, env, template):
            from pnpkit.readers.safe_files import read_bytes

            root, filename = self._find(template)
            real = os.path.realpath(filename)
            if not real.startswith(os.path.join(os.path.realpath(root), "")):
                raise TemplateError(f"{filename}: this template links to a place outside its folder; "
                                    "copy the file into the folder instead")
            try:  # lstat, a regular file, the budget: before a byte is read
                data = read_bytes(filename, MAX_TEMPLATE_BYTES, root)
                mtime = os.path.getmtime(filename)
            except OSError as exc:
                reason = getattr(exc, "reason", None) or exc.strerror or str(exc)
                raise TemplateError(f"{filename}: {reason}") from None
            try:
                source = data.decode("utf-8")
            except UnicodeDecodeError as exc:
                from pnpkit.paths import display_path

                line = data[:exc.start].count(b"\n") + 1
                raise TemplateError(f"{display_path(Path(filename))}:{line}: the template is not UTF-8 "
                                    f"text (byte 0x{data[exc.start]:02x}); save it as UTF-8") from None

            def uptodate() -> bool:
                try:
                    return os.path.getmtime(filename) == mtime
                except OSError:
                    return False

            filename = os.path.normpath(filename)
            if text_for is not None:
                source = translate_source(template, source, text_for)
            return source, filename, uptodate

        def _find(self, template):
            """(search folder, file) of ``template``: the first folder holding anything of
            that name (a FIFO is found, then refused, not skipped as if missing)."""
            import posixpath

            pieces = jinja2.loaders.split_template_path(template)
            for root in self.searchpath:
                filename = posixpath.join(root, *pieces)
                if os.path.lexists(filename):
                    return root, filename
            raise jinja2.TemplateNotFound(template)

    # followlinks=False: listing never walks a linked folder out of templates/
    loader = ConfinedLoader([str(p) for p in search_path(game_id, game_folder)], followlinks=False)
    # "{#anchor}" belongs to the markup, so Jinja comments are spelled {## … ##}.
    from pnpkit.template_limits import sandbox_class

    return sandbox_class()(
        loader=loader, undefined=jinja2.StrictUndefined, autoescape=False,
        comment_start_string="{##", comment_end_string="##}",
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


class TemplateError(ValueError):
    """A rulebook template that cannot be used, naming the file."""


def template_sources(game_id: str, game_folder: Path | None) -> list[tuple[str, str, str]]:
    """(name, source, file) of every rulebook template the game's rulebook can use (after
    overrides), read through the rulebook's own loader."""
    env = environment(game_id, game_folder)
    names = sorted(n for n in env.list_templates() if n.startswith("rulebook/") and n.endswith(".j2"))
    return [(name, *env.loader.get_source(env, name)[:2]) for name in names]

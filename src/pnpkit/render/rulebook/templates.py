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
        if not s or _JINJA_ONLY.match(line) or s.startswith("{##"):
            yield from end_para()
            continue
        if s.startswith("#"):
            yield from end_para()
            m = re.match(r"#+\s+", s)
            title_start = lead + (m.end() if m else 0)
            anchor = _ANCHOR.search(line)
            end = anchor.start() if anchor else len(line)
            if _translatable(line[title_start:end]):
                yield Unit(i, title_start, end, line[title_start:end])
            continue
        if s.startswith(":::"):
            yield from end_para()
            rest = s[3:].strip()
            kind, _, title = rest.partition(" ")
            if title and _translatable(title):
                start = line.index(title)
                yield Unit(i, start, start + len(title), title)
            continue
        if s.startswith("::"):
            yield from end_para()
            name, _, arg = s[2:].partition(" ")
            if name in ("cover",) and arg:
                offset = line.index(arg)
                for m in re.finditer(r"[^|]+", _masked(arg)):
                    raw = arg[m.start():m.end()]
                    piece = raw.strip()
                    if piece and _translatable(piece):
                        start = offset + m.start() + (len(raw) - len(raw.lstrip()))
                        yield Unit(i, start, start + len(piece), piece)
            continue
        if s.startswith("|"):
            yield from end_para()
            if re.fullmatch(r"\|[\s|:-]*-[\s|:-]*", s):
                continue
            for m in re.finditer(r"(?<=\|)([^|]+)(?=\|)", _masked(line)):
                raw = line[m.start():m.end()]
                cell = raw.strip()
                if cell and _translatable(cell):
                    start = m.start() + (len(raw) - len(raw.lstrip()))
                    yield Unit(i, start, start + len(cell), cell)
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


def _joined(unit: Unit | list[Unit]) -> str:
    return " ".join(u.text for u in unit) if isinstance(unit, list) else unit.text


def unit_id(text: str, length: int = 8) -> str:
    """The stable id of a unit: a hash of its text with runs of whitespace folded, so
    re-wrapping a paragraph in the template keeps its id."""
    return hashlib.sha1(" ".join(text.split()).encode("utf-8")).hexdigest()[:length]


def _stem(name: str) -> str:
    return name.removesuffix(".j2").removesuffix(".md").replace("/", ".")


def _identified(name: str, source: str) -> Iterator[tuple[Unit | list[Unit], str, str]]:
    """(unit, Russian text, context) of every translatable unit, in template order."""
    stem = _stem(name)
    taken: dict[str, str] = {}
    seen: dict[str, int] = {}
    for unit in units(source):
        text = _joined(unit)
        if not _translatable(text):
            continue
        key = unit_id(text)
        if taken.setdefault(key, text) != text:
            key = unit_id(text, 16)  # two texts of one template sharing 32 bits of hash
        seen[key] = seen.get(key, 0) + 1
        yield unit, text, f"{stem}.{key}" + (f"-{seen[key]}" if seen[key] > 1 else "")


def template_strings(name: str, source: str) -> list[tuple[str, str, int]]:
    """(context, Russian text, 1-based line) for every translatable unit of a template."""
    out = []
    for unit, text, context in _identified(name, source):
        first = unit[0] if isinstance(unit, list) else unit
        out.append((context, text, first.line + 1))
    return out


def _as_template_text(translated: str, allowed: frozenset[str]) -> str:
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
    see :func:`_as_template_text`)."""
    lines = source.splitlines()
    edits: list[tuple[int, int, int, str]] = []
    for unit, text, context in _identified(name, source):
        translated = text_for(context, text)
        if translated == text:
            continue
        translated = _as_template_text(translated, frozenset(_EXPR.findall(text)))
        pieces = unit if isinstance(unit, list) else [unit]
        edits.append((pieces[0].line, pieces[0].start, pieces[0].end, translated))
        edits += [(p.line, p.start, p.end, "") for p in pieces[1:]]
    for line, start, end, text in sorted(edits, key=lambda e: (e[0], -e[1])):
        lines[line] = lines[line][:start] + text + lines[line][end:]
    return "\n".join(lines) + ("\n" if source.endswith("\n") else "")


#: the most a template may make in one multiplication, power or range, and in all its ranges
MAX_TEMPLATE_ITEMS = 100_000
#: the largest template file read (the shipped ones are a few kilobytes)
MAX_TEMPLATE_BYTES = 512 * 1024


#: the longest text or list a template may build in one step (``~``, ``+``, a filter, a
#: method), and the most text all of a render's outputs may add up to (macros and blocks
#: count each time they are printed); the Amber rulebook's markup is about 120,000
MAX_TEMPLATE_TEXT = 4_000_000
#: the most loop steps of one render (over the data or a range)
MAX_TEMPLATE_STEPS = 1_000_000
#: names of the budget's hooks in a template's globals (the rewritten tree calls them)
_SPEND_OUTPUT, _SPEND_TEXT, _SPEND_STEPS = "pnpkit_output", "pnpkit_text", "pnpkit_steps"


#: a width or count written in a format (``"%9999999d"``, ``"{:>9999999}"``) that big
_HUGE_FORMAT_NUMBER = re.compile(r"\d{6,}")


def _sandbox_class():
    import functools
    import operator

    from jinja2.sandbox import ImmutableSandboxedEnvironment, SecurityError

    def bounded(count: object) -> None:
        if isinstance(count, int) and abs(count) > MAX_TEMPLATE_ITEMS:
            raise SecurityError(f"a template may not make more than {MAX_TEMPLATE_ITEMS} items at once")

    def small_arguments(args, kwargs) -> None:
        """A filter or call given a huge number (``center(10**9)``) or format width."""
        for value in (*args, *kwargs.values()):
            if isinstance(value, int) and not isinstance(value, bool):
                bounded(value)

    def check_format(text: str) -> None:
        if _HUGE_FORMAT_NUMBER.search(text):
            raise SecurityError("a template may not format with a width of a million or more")

    def sized(value: object) -> object:
        """``value`` when it is not too long a text or list (what ``~``, ``+``, a filter
        or a method made); SecurityError otherwise."""
        if isinstance(value, (str, list, tuple)) and len(value) > MAX_TEMPLATE_TEXT:
            raise SecurityError(f"a template may not make a text or list of more than "
                                f"{MAX_TEMPLATE_TEXT} items")
        return value

    def foreseen(name: str, args: tuple, kwargs: dict) -> None:
        """Refuse before it is built a result much longer than its inputs: a joint
        repeated over a long sequence, a long replacement of many matches, an indent of
        many lines (``args`` without Jinja's context: the text or sequence first)."""
        def length(value) -> int:
            return len(value) if isinstance(value, (str, list, tuple, dict, range)) else 0

        def text(at: int, key: str, default: object = "") -> object:
            return args[at] if len(args) > at else kwargs.get(key, default)

        first = text(0, "s" if name != "join" else "value")
        if name == "join":  # value|join(d) or d.join(value): here (value, d)
            size = length(first) * length(text(1, "d")) + length(first)
        elif name == "replace":
            old, new_text = text(1, "old"), text(2, "new")
            matches = length(first) // max(1, length(old)) + 1
            size = length(first) + matches * length(new_text)
        elif name == "indent":
            width = text(1, "width", 4)
            width = width if isinstance(width, int) and not isinstance(width, bool) else length(width)
            size = length(first) + (first.count("\n") + 1 if isinstance(first, str) else 0) * width
        else:  # expandtabs
            tab = text(1, "tabsize", 8)
            size = length(first) + (first.count("\t") if isinstance(first, str) else 0) * (
                tab if isinstance(tab, int) else 8)
        if size > MAX_TEMPLATE_TEXT:
            raise SecurityError(f"a template may not make a text of more than {MAX_TEMPLATE_TEXT} "
                                "characters")

    def spend_items(iterable):
        """The items of a generator, at most MAX_TEMPLATE_TEXT of them."""
        for count, item in enumerate(iterable, start=1):
            if count > MAX_TEMPLATE_TEXT:
                raise SecurityError(f"a template may not make a list of more than {MAX_TEMPLATE_TEXT} items")
            yield item

    def guarded(function):
        @functools.wraps(function)  # keeps Jinja's pass_context marks
        def call(*args, **kwargs):
            small_arguments(args, kwargs)
            if function.__name__ == "do_format":  # "%9999999d"|format(1): the format comes first
                check_format(next((a for a in args if isinstance(a, str)), ""))
            if function.__name__ in ("do_join", "do_replace", "do_indent"):
                from jinja2.nodes import EvalContext

                head = 1 if args and isinstance(args[0], EvalContext) else 0
                if function.__name__ == "do_join" and len(args) > head and not isinstance(
                        args[head], (str, list, tuple, dict, range)):
                    args = (*args[:head], list(spend_items(args[head])), *args[head + 1:])
                foreseen(function.__name__[3:], args[head:], kwargs)
            return sized(function(*args, **kwargs))
        return call

    def rewritten(tree):
        """The template's tree with the render's budget spent at every output, every
        ``~`` and every loop step (see MAX_TEMPLATE_TEXT, MAX_TEMPLATE_STEPS)."""
        from jinja2 import nodes
        from jinja2.visitor import NodeTransformer

        def hook(name: str, node):
            return nodes.Call(nodes.Name(name, "load"), [node], [], None, None, lineno=node.lineno)

        class Budgeted(NodeTransformer):
            def visit_Output(self, node):
                self.generic_visit(node)
                node.nodes = [hook(_SPEND_OUTPUT, child) for child in node.nodes]
                return node

            def visit_Concat(self, node):
                self.generic_visit(node)
                return hook(_SPEND_TEXT, node)

            def visit_For(self, node):
                self.generic_visit(node)
                node.iter = hook(_SPEND_STEPS, node.iter)
                return node

        return Budgeted().visit(tree)

    class RulebookSandbox(ImmutableSandboxedEnvironment):
        """Jinja's immutable sandbox (no Python internals reachable, no mutation of the
        context) that also refuses the cheap ways to exhaust memory or time: a huge
        repetition (``"x" * 10**9``), power, ``range``, format width, or number given to a
        filter or method (``"x"|center(10**9)``)."""

        intercepted_binops = frozenset({"*", "**", "%", "+"})

        def __init__(self, **options) -> None:
            super().__init__(**options)
            spent = [0]
            output, steps = [0], [0]

            def budget_range(*args):
                numbers = range(*args)
                spent[0] += len(numbers)
                bounded(spent[0])
                return numbers

            def spend_output(value):
                output[0] += len(value) if isinstance(value, str) else 16
                if output[0] > MAX_TEMPLATE_TEXT:
                    raise SecurityError(f"a template may not print more than {MAX_TEMPLATE_TEXT} "
                                        "characters")
                return value

            def spend_steps(iterable):
                for item in iterable:
                    steps[0] += 1
                    if steps[0] > MAX_TEMPLATE_STEPS:
                        raise SecurityError(f"a template may not loop more than {MAX_TEMPLATE_STEPS} "
                                            "times")
                    yield item

            self.globals.update({"range": budget_range, _SPEND_OUTPUT: spend_output,
                                 _SPEND_TEXT: sized, _SPEND_STEPS: spend_steps})
            self.filters = {name: guarded(f) for name, f in self.filters.items()}

        def _parse(self, source, name, filename):
            return rewritten(super()._parse(source, name, filename))

        def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 - Jinja's signature
            small_arguments(args, kwargs)
            name = getattr(__obj, "__name__", "")
            # the sandbox hands str.format over wrapped (the string is the wrapped's self)
            owner = getattr(getattr(__obj, "__wrapped__", __obj), "__self__", None)
            if name in ("format", "format_map") and isinstance(owner, str):
                check_format(owner)
            if name == "join" and isinstance(owner, str) and args:
                if not isinstance(args[0], (str, list, tuple, dict, range)):
                    args = (list(spend_items(args[0])), *args[1:])  # a generator: count it first
                foreseen("join", (args[0], owner), {})
            elif name in ("replace", "expandtabs") and isinstance(owner, str):
                foreseen(name, (owner, *args), kwargs)
            return sized(super().call(__context, __obj, *args, **kwargs))

        def call_binop(self, context, operator_name, left, right):
            if operator_name == "%":
                if isinstance(left, str):
                    check_format(left)
                return operator.mod(left, right)
            if operator_name == "**":
                bounded(right if isinstance(left, int) and abs(left) > 1 else 0)
                if isinstance(left, int) and abs(left) > 1 and isinstance(right, int) and right > 64:
                    raise SecurityError("a template may not raise a number to a power above 64")
                return operator.pow(left, right)
            if operator_name == "+":
                if isinstance(left, (str, list, tuple)) and isinstance(right, (str, list, tuple)):
                    if len(left) + len(right) > MAX_TEMPLATE_TEXT:  # refused before it is built
                        raise SecurityError(f"a template may not make a text or list of more "
                                            f"than {MAX_TEMPLATE_TEXT} items")
                return operator.add(left, right)
            if isinstance(left, (str, list, tuple)):
                bounded(len(left) * right if isinstance(right, int) else 0)
            elif isinstance(right, (str, list, tuple)):
                bounded(len(right) * left if isinstance(left, int) else 0)
            return operator.mul(left, right)

    return RulebookSandbox


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
                raise TemplateError(self._not_utf8(template, exc)) from None

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

        def _not_utf8(self, template, exc):
            """``file:line: ...`` of a template that is not UTF-8 text."""
            from pnpkit.paths import display_path

            for root in self.searchpath:
                path = os.path.join(root, *template.split("/"))
                if os.path.isfile(path):
                    with open(path, "rb") as handle:
                        line = handle.read(exc.start).count(b"\n") + 1
                    return (f"{display_path(Path(path))}:{line}: the template is not UTF-8 text "
                            f"(byte 0x{exc.object[exc.start]:02x}); save it as UTF-8")
            return f"{template}: the template is not UTF-8 text; save it as UTF-8"

    # followlinks=False: listing never walks a linked folder out of templates/
    loader = ConfinedLoader([str(p) for p in search_path(game_id, game_folder)], followlinks=False)
    # "{#anchor}" belongs to the markup, so Jinja comments are spelled {## … ##}.
    from pnpkit.render.rulebook.template_code_cache import template_code_cache

    return _sandbox_class()(
        loader=loader, undefined=jinja2.StrictUndefined, autoescape=False,
        bytecode_cache=template_code_cache(),  # compiled code kept between runs
        comment_start_string="{##", comment_end_string="##}",
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


class TemplateError(ValueError):
    """A rulebook template that cannot be used, naming the file."""


def template_names(game_id: str, game_folder: Path | None) -> list[str]:
    """Every rulebook template the game's rulebook can use (after overrides)."""
    env = environment(game_id, game_folder)
    return sorted(n for n in env.list_templates() if n.startswith("rulebook/") and n.endswith(".j2"))

"""Read one YAML file safely, keeping the line and column of every node.

Only plain YAML is accepted: no aliases (which would allow exponential "billion
laughs" expansion), no language-specific tags, no file over ``MAX_FILE_BYTES``.
Every problem becomes a diagnostic; nothing here raises on bad input.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path

import yaml
from yaml.events import AliasEvent
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from pnpkit.model.diagnostics import Diagnostics, Source
from pnpkit.model.located import LocatedList, LocatedMap

MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 64
_PLAIN_TAGS = {
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:map",
    "tag:yaml.org,2002:seq", "tag:yaml.org,2002:timestamp",
}


class _AliasFound(Exception):
    """An alias (*name) met: ``mark`` is where (the pure-Python composer stops at it; the
    fast one finds the node it shares reached twice)."""

    def __init__(self, mark):
        self.mark = mark


class _NoAliasLoader(yaml.SafeLoader):
    """SafeLoader that stops at the first alias instead of sharing a node, and reads
    booleans as YAML 1.2 does: only true/false (so a key ``on:`` stays the word "on")."""

    yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }

    def compose_node(self, parent, index):
        if self.check_event(AliasEvent):
            raise _AliasFound(self.peek_event().start_mark)
        return super().compose_node(parent, index)


_NoAliasLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


class _Invalid(Exception):
    """Data game files may not hold; with no ``source``, the whole file (a document
    bigger, or nested deeper, than game data may be, found before parsing)."""

    def __init__(self, code: str, message: str, source: Source | None = None, hint: str = ""):
        self.code, self.message, self.source, self.hint = code, message, source, hint


def _too_big(size: int, display: str, diags: Diagnostics) -> None:
    diags.error("E004", f"file is {size / 1_048_576:.1f} MB; a content file may be at most "
                f"{MAX_FILE_BYTES // 1_048_576} MB", Source(display), "split it into several files")


class ReadBudget:
    """The values the files of one game may hold together (see MAX_GAME_VALUES): each
    file read with it spends its count before it is parsed."""

    def __init__(self, values: int | None = None) -> None:
        self.values = MAX_GAME_VALUES if values is None else values


def read_yaml(path: Path, display: str, diags: Diagnostics, budget: ReadBudget | None = None):
    """The document of ``path`` as located containers, or None after a diagnostic."""
    try:
        if not path.exists():
            diags.error("E001", "file not found", Source(display))
            return None
        from pnpkit.readers.safe_files import UnsafeFile, checked, read_bytes

        info = checked(path)  # lstat first: a FIFO or a device is never opened to read
        if info.st_size > MAX_FILE_BYTES:
            _too_big(info.st_size, display, diags)
            return None
        data = read_bytes(path, MAX_FILE_BYTES)
    except UnsafeFile as exc:
        diags.error("E001", exc.reason, Source(display))
        return None
    except OSError as exc:
        diags.error("E001", f"cannot read the file: {exc.strerror or exc}", Source(display))
        return None
    return parse_yaml_bytes(data, display, diags, budget)


#: a long-running process's parsed documents, by the name they were read under: (the
#: bytes' digest, the document, its count of values).  Off (None) unless
#: :func:`keep_parsed_documents` turns it on (pnpkit preview reads its game again on every
#: save: only the file that changed is parsed again; the readers never change a document)
_KEPT: dict[str, tuple[bytes, object, int]] | None = None


def keep_parsed_documents(on: bool = True) -> None:
    """From now on in this process, a file read again with the same bytes gives the
    document parsed before (counted against the game's budget all the same); ``on=False``
    forgets them and parses every file again."""
    global _KEPT
    if not on:
        _KEPT = None
    elif _KEPT is None:
        _KEPT = {}


def parse_yaml_bytes(data: bytes, display: str, diags: Diagnostics, budget: ReadBudget | None = None):
    if _KEPT is None:
        return _parse_yaml_bytes(data, display, diags, budget)
    import hashlib

    digest = hashlib.sha256(data).digest()
    kept = _KEPT.get(display)
    if kept is not None and kept[0] == digest and (budget is None or kept[2] <= budget.values):
        if budget is not None:
            budget.values -= kept[2]
        return kept[1]
    errors = len(diags.errors)
    document = _parse_yaml_bytes(data, display, diags, budget)
    if document is not None and len(diags.errors) == errors:
        text = data.decode("utf-8")
        _KEPT[display] = (digest, document, text.count("\n") + text.count(","))
    return document


def _parse_yaml_bytes(data: bytes, display: str, diags: Diagnostics, budget: ReadBudget | None = None):
    if len(data) > MAX_FILE_BYTES:
        _too_big(len(data), display, diags)
        return None
    if b"\x00" in data:
        offset = data.index(b"\x00")
        diags.error("E003", f"binary data (a NUL byte at offset {offset}); this is not a YAML text file",
                    Source(display))
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        good = data[: exc.start].decode("utf-8", errors="replace")
        line, column = good.count("\n") + 1, len(good) - good.rfind("\n")  # where the good text ends
        diags.error("E002", f"not valid UTF-8 (byte 0x{data[exc.start]:02x})",
                    Source(display, line, column), "save the file as UTF-8")
        return None
    text = text.removeprefix("\ufeff")
    try:
        node = _compose(text, budget)
        if node is None:
            return None
        return _convert(node, display, 0)
    except _AliasFound as exc:
        diags.error("E007", "YAML aliases (*name) are not allowed in game data",
                    Source(display, exc.mark.line + 1, exc.mark.column + 1), "write the value out in full")
    except _Invalid as exc:
        diags.error(exc.code, exc.message, exc.source or Source(display), exc.hint)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = Source(display, mark.line + 1, mark.column + 1) if mark else Source(display)
        problem = exc.problem or exc.context or "malformed YAML"
        if "\\t" in problem or "tab" in problem.lower() or _tab_at(text, mark):
            diags.error("E006", "a tab character is used for indentation", where,
                        "YAML indents with spaces only; replace tabs with spaces")
        elif "another document" in problem:  # "but found another document": no context
            diags.error("E005", "a second YAML document ('---') in the file; a game file holds "
                        "one", where, "remove the '---' line, or move what follows it into a "
                        "file of its own")
        else:
            diags.error("E005", f"malformed YAML: {problem}", where)
    except yaml.YAMLError as exc:
        diags.error("E005", f"malformed YAML: {exc}", Source(display))
    except RecursionError:
        diags.error("E010", "the document is nested too deeply", Source(display))
    return None


def _tab_at(text: str, mark) -> bool:
    if mark is None:
        return False
    lines = text.split("\n")
    if mark.line >= len(lines):
        return False
    line = lines[mark.line]
    return "\t" in line[: len(line) - len(line.lstrip())] or "\t" in line[mark.column: mark.column + 1]


_FastLoader = (
    type("_FastLoader", (yaml.CSafeLoader,),
         {"yaml_implicit_resolvers": _NoAliasLoader.yaml_implicit_resolvers})
    if getattr(yaml, "__with_libyaml__", False) else None
)
_DEEP_INDENT = re.compile(r"^[ \t]{400,}", re.MULTILINE)
#: flow collections ("[" and "{") a content file may open (the biggest shipped file has
#: a few hundred): the nesting can be no deeper
MAX_BRACKETS = 20_000
#: values (lines and commas) a content file may hold: reading costs ~20 µs a value, so
#: this keeps a file under half a second (the biggest shipped file has about 2,100)
MAX_VALUES = 25_000
#: ... and all the files of a game together (Amber, the biggest game, has about 11,000)
MAX_GAME_VALUES = 100_000
#: libyaml composes recursively in C, a few hundred bytes of stack a level: a thread with
#: this stack holds any nesting MAX_BRACKETS and the indents of a 2 MB file allow
_DEEP_STACK = 64 * 1024 * 1024
#: the pure-Python reader takes about a second for 50 kB: it only re-reads a file with an
#: error for its messages (the ones users see) when the file is small
PURE_READER_LIMIT = 32 * 1024
#: text that cannot close a bracket: a quoted scalar where a value starts, and a comment
_QUOTED_OR_COMMENT = re.compile(
    r"""(?:(?<=[\[{,:])|(?<=[-?:][ \t])|^)[ \t]*(?:"(?:[^"\\]|\\.)*"?|'(?:[^']|'')*'?)"""
    r"""|(?:(?<=[ \t])|^)#[^\n]*""",
    re.MULTILINE)
_BRACKET_STEPS = str.maketrans({"[": "+", "{": "+", "]": "-", "}": "-"})
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_NOT_OPENING = re.compile(r"[^\[{]+")


def flow_depth(text: str) -> int:
    """An upper bound of how deep ``[`` and ``{`` nest, counted before parsing (libyaml's
    time grows with the square of the depth): a closing bracket in a quoted value or a
    comment does not count, an opening one counts wherever it is (so a quote misread
    here can only make the count higher), and a closing bracket with nothing open is text."""
    from itertools import accumulate

    kept = _QUOTED_OR_COMMENT.sub(lambda match: _NOT_OPENING.sub("", match.group(0)), text)
    brackets = _NOT_BRACKETS.sub("", kept).translate(_BRACKET_STEPS)
    if not brackets:
        return 0
    return max(accumulate(brackets, lambda depth, step: depth + 1 if step == "+" else max(depth - 1, 0),
                          initial=0))


def _fits_main_stack(text: str) -> bool:
    """libyaml would crash on absurd nesting in the main thread's stack: the nesting is
    bounded by the number of brackets and by the indents."""
    return text.count("[") + text.count("{") < 2000 and not _DEEP_INDENT.search(text)


def _in_deep_stack(work):
    """``work()`` in a thread with a stack for deep recursion; its result or exception."""
    import threading

    outcome: list = []

    def run() -> None:
        try:
            outcome.append((True, work()))
        except BaseException as exc:  # noqa: BLE001 - handed to the caller as it was
            outcome.append((False, exc))

    previous = threading.stack_size(_DEEP_STACK)
    try:
        worker = threading.Thread(target=run, name="yaml-composer")
        worker.start()
    finally:
        threading.stack_size(previous)
    worker.join()
    ok, value = outcome[0]
    if not ok:
        raise value
    return value


def _compose(text: str, budget: ReadBudget | None = None):
    """The document's node tree: libyaml when there is one (ten times faster), the
    pure-Python composer otherwise, and for a small file with an error, whose messages
    and positions (aliases included) are the ones users see.  What would take long or
    crash is refused first, from counts of the text (_Invalid)."""
    values = text.count("\n") + text.count(",")  # every value but the first needs one
    split = "split it into several files"
    if values > MAX_VALUES:
        raise _Invalid("E004", f"about {values} values (lines and commas); a content file may hold "
                       f"at most {MAX_VALUES}", hint=split)
    if budget is not None:
        if values > budget.values:
            raise _Invalid("E004", f"the game's files hold more than {MAX_GAME_VALUES} values (lines and "
                           "commas) together; this file is past that", hint="make the game smaller")
        budget.values -= values
    brackets = text.count("[") + text.count("{")
    if brackets > MAX_BRACKETS:
        raise _Invalid("E004", f"{brackets} brackets ('[' and '{{'); a content file may open at most "
                       f"{MAX_BRACKETS}", hint=split)
    if brackets > MAX_DEPTH and (depth := flow_depth(text)) > MAX_DEPTH:
        raise _Invalid("E010", f"brackets nest {depth} levels deep; game data may nest at most {MAX_DEPTH}",
                       hint="nest less: a list of mappings instead of lists in lists")
    if _FastLoader is not None:
        def fast():
            loader = _FastLoader(text)
            try:
                node = loader.get_single_node()
                if "*" in text:  # only an alias (*name) makes a node shared
                    _ensure_tree(node)
                return node
            finally:
                loader.dispose()

        try:
            return fast() if _fits_main_stack(text) else _in_deep_stack(fast)
        except (yaml.YAMLError, _AliasFound):
            if len(text) > PURE_READER_LIMIT:
                raise
    loader = _NoAliasLoader(text)
    try:
        return loader.get_single_node()
    finally:
        loader.dispose()


def _ensure_tree(root) -> None:
    seen: set[int] = set()
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if id(node) in seen:
            raise _AliasFound(node.start_mark)
        seen.add(id(node))
        if isinstance(node, SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, MappingNode):
            for key, value in node.value:
                stack.extend((key, value))


_SCALARS = yaml.SafeLoader("")
_STR = "tag:yaml.org,2002:str"
#: the safe constructor of each plain scalar tag, called directly: construct_object would
#: also keep every node it saw in the loader (one loader serves the whole process)
_SCALAR_MAKERS = {tag: _SCALARS.yaml_constructors[tag] for tag in _PLAIN_TAGS
                  if tag not in ("tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")}


def _at(display: str, node) -> Source:
    mark = node.start_mark
    return Source(display, mark.line + 1, mark.column + 1)


def _convert(node, display: str, depth: int, where: Source | None = None):
    """The located value of ``node``; ``where`` is its place when the caller made it
    already (each place is made once: a game has tens of thousands of them)."""
    if node.tag == _STR and node.__class__ is ScalarNode and depth <= MAX_DEPTH:
        return node.value  # most values are text: nothing to check or construct
    if where is None:
        where = _at(display, node)
    if depth > MAX_DEPTH:
        raise _Invalid("E010", f"the document is nested more than {MAX_DEPTH} levels deep", where)
    if node.tag not in _PLAIN_TAGS:
        tag = node.tag.replace("tag:yaml.org,2002:", "!!")
        raise _Invalid("E008", f"the tag '{tag}' is not allowed in game data", where,
                       "use plain YAML values without tags")
    if isinstance(node, ScalarNode):
        try:
            value = _SCALAR_MAKERS[node.tag](_SCALARS, node)
        except ValueError:  # Python refuses to read an integer of more than 4300 digits
            raise _Invalid("E011", f"a number of {len(node.value)} characters is too long to read", where,
                           "write a shorter number, or quote it to make it text") from None
        if isinstance(value, (datetime.date, datetime.datetime)):
            return node.value
        return value
    if isinstance(node, SequenceNode):
        seq = LocatedList(where)
        for child in node.value:
            place = _at(display, child)
            seq.append(_convert(child, display, depth + 1, place))
            seq.item_sources.append(place)
        return seq
    if isinstance(node, MappingNode):
        mapping = LocatedMap(where)
        for key_node, value_node in node.value:
            ksrc = _at(display, key_node)
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise _Invalid("E007", "YAML merge keys ('<<') are not allowed in game data", ksrc)
            if not isinstance(key_node, ScalarNode):
                raise _Invalid("E103", "a mapping key must be a plain value, not a list or mapping", ksrc)
            key = _convert(key_node, display, depth + 1, ksrc)
            if key in mapping:
                first = mapping.key_sources[key]
                raise _Invalid("E009", f"duplicate key '{key}'", ksrc, f"first at line {first.line}")
            vsrc = _at(display, value_node)
            mapping[key] = _convert(value_node, display, depth + 1, vsrc)
            mapping.key_sources[key] = ksrc
            mapping.value_sources[key] = vsrc
        return mapping
    raise _Invalid("E005", "unexpected YAML node", where)

"""A small schema language for game data, with diagnostics that point at the input.

Each schema validates a value that came from YAML (located containers) or from code,
reports every problem into a :class:`Context`, and returns the value converted to plain
Python data (``INVALID`` when it cannot be used).  Ids and references are collected in
the context so that cross-file checks run once everything has been read.

A game's rules declare their schemas when imported, and a referee's one-shot action
imports those rules: so this module imports neither dataclasses (with inspect and ast),
nor typing, nor pathlib (a path is checked only while a game is read).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from pnpkit.model.diagnostics import Diagnostics, Source, did_you_mean
from pnpkit.model.located import SourcedDict, item_source, key_source, source_of, value_source
from pnpkit.value_class import Factory, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


class _Invalid:
    def __repr__(self) -> str:
        return "INVALID"

    def __bool__(self) -> bool:
        return False


INVALID: Any = _Invalid()

_WEB_ADDRESS = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+:/")  # https://…, file:///… (not C:/)
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)*$")
#: an id names files and folders (output/<game>/, <deck>-1.png): a file name's limit is
#: 255 bytes, and a kit adds its own words to it
MAX_ID_LENGTH = 64
#: names Windows keeps for devices: a file "con.png" or "nul-1.png"'s "con" cannot be made there
RESERVED_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                            *(f"lpt{i}" for i in range(10))})


def id_problem(value: str) -> tuple[str, str] | None:
    """Why ``value`` (of the id pattern) cannot name a file: (problem, hint), or None."""
    if len(value) > MAX_ID_LENGTH:
        return (f"'{value[:24]}…' is {len(value)} characters long; an id has at most {MAX_ID_LENGTH}",
                "shorten the id")
    stem = value.split(".")[0]
    if stem in RESERVED_NAMES:
        return (f"'{value}': '{stem}' is a name Windows keeps for a device (con, prn, aux, nul, "
                "com0–com9, lpt0–lpt9): no file or folder can be named so there",
                "choose another id")
    return None


@value_class
class Context:
    diags: Diagnostics = Factory(Diagnostics)
    #: kind -> id -> where it was defined
    ids: dict[str, dict[str, Source]] = Factory(dict)
    #: (kind, id, where it was mentioned)
    refs: list[tuple[str, str, Source]] = Factory(list)
    #: (relative path, where it was mentioned)
    paths: list[tuple[str, Source]] = Factory(list)

    def error(self, code: str, message: str, where: Source, hint: str = "") -> None:
        self.diags.error(code, message, where, hint)

    def invalid(self, code: str, message: str, where: Source, hint: str = "") -> Any:
        """Report an error; INVALID, what the failing ``validate`` returns."""
        self.diags.error(code, message, where, hint)
        return INVALID


#: how a message names a value's type; bool before int (a bool is an int)
_TYPE_NAMES = ((bool, "a boolean"), (int, "an integer"), (float, "a number"), (str, "text"),
               (Mapping, "a mapping"), (list, "a list"))


def type_name(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    return next((name for kind, name in _TYPE_NAMES if isinstance(value, kind)),
                type(value).__name__)


class Schema:
    description = "a value"

    def validate(self, value: Any, where: Source, ctx: Context, path: str) -> Any:
        raise NotImplementedError

    def wrong_type(self, value: Any, where: Source, ctx: Context, path: str) -> Any:
        return ctx.invalid("E103", f"{path or 'top level'}: expected {self.description}, got "
                           f"{type_name(value)}", where)

    def json_schema(self, defs: dict[str, Any]) -> dict[str, Any]:
        """This schema as JSON Schema (draft 2020-12) for editors; ``defs`` collects
        named definitions (recursive shapes).  Unknown schema kinds accept anything."""
        return {"description": self.description}


class AnyValue(Schema):
    description = "any value"

    def validate(self, value, where, ctx, path):
        return _plain(value)

    def json_schema(self, defs):
        return {}


class Str(Schema):
    description = "text"

    def __init__(self, *, pattern: str | None = None, max_len: int = 10_000, min_len: int = 0,
                 shape: str = "", check: Callable[[str], tuple[str, str] | None] | None = None):
        """``shape`` says in words what ``pattern`` accepts ("a colour written #rrggbb,
        e.g. '#3f7f4a'"): a message shows it instead of the regular expression.
        ``check``: what else is wrong with a matching text, (problem, hint) or None."""
        self.check = check
        self.pattern = re.compile(pattern) if pattern else None
        self.max_len = max_len
        self.min_len = min_len
        self.shape = shape

    def validate(self, value, where, ctx, path):
        if not isinstance(value, str):
            return self.wrong_type(value, where, ctx, path)
        if len(value) > self.max_len:
            return ctx.invalid("E104", f"{path}: text is {len(value)} characters long, at most {self.max_len} allowed", where)
        if len(value.strip()) < self.min_len:
            return ctx.invalid("E104", f"{path}: must not be empty", where)
        if self.pattern and not self.pattern.match(value):
            wanted = f"is not {self.shape}" if self.shape else f"does not match {self.pattern.pattern}"
            return ctx.invalid("E104", f"{path}: '{value}' {wanted}", where)
        problem = self.check(value) if self.check is not None else None
        if problem is not None:
            return ctx.invalid("E104", f"{path}: {problem[0]}", where, problem[1])
        return str(value)

    def json_schema(self, defs):
        text = self.pattern.pattern if self.pattern is not None else None
        if text is not None and not text.startswith("^"):  # re.match is anchored; JSON Schema is not
            text = "^(?:" + text + ")"
        return _given(type="string", maxLength=self.max_len, minLength=self.min_len or None, pattern=text)


class Number(Schema):
    description = "a number"
    types: tuple[type, ...] = (int, float)
    json_type = "number"

    def __init__(self, *, min: float | None = None, max: float | None = None):
        self.min, self.max = min, max

    def validate(self, value, where, ctx, path):
        if isinstance(value, bool) or not isinstance(value, self.types):
            return self.wrong_type(value, where, ctx, path)
        if value != value or value in (float("inf"), float("-inf")):
            return ctx.invalid("E104", f"{path}: {value} is not a finite number", where)
        if (self.min is not None and value < self.min) or (self.max is not None and value > self.max):
            lo = "" if self.min is None else str(self.min)
            hi = "" if self.max is None else str(self.max)
            return ctx.invalid("E104", f"{path}: {value} is out of range [{lo}..{hi}]", where)
        return value

    def json_schema(self, defs):
        return _given(type=self.json_type, minimum=self.min, maximum=self.max)


class Int(Number):
    description = "an integer"
    types = (int,)
    json_type = "integer"


class Bool(Schema):
    description = "true or false"

    def validate(self, value, where, ctx, path):
        if not isinstance(value, bool):
            return self.wrong_type(value, where, ctx, path)
        return value

    def json_schema(self, defs):
        return {"type": "boolean"}


class Enum(Schema):
    def __init__(self, *values: Any):
        self.values = values
        self.description = "one of " + ", ".join(repr(v) for v in values)

    def validate(self, value, where, ctx, path):
        if value in self.values and not isinstance(value, (list, dict)):
            return value
        hint = did_you_mean(str(value), [str(v) for v in self.values])
        return ctx.invalid("E104", f"{path}: {value!r} is not {self.description}", where, hint)

    def json_schema(self, defs):
        return {"enum": list(self.values)}


class Id(Schema):
    """Defines a stable id of ``kind``; duplicates are reported after reading."""

    description = "an id (lower-case letters, digits, '-', '_', dots)"

    def __init__(self, kind: str):
        self.kind = kind

    def validate(self, value, where, ctx, path):
        if not isinstance(value, str) or not ID_PATTERN.match(value):
            if isinstance(value, str):
                return ctx.invalid("E104", f"{path}: '{value}' is not a valid id", where,
                                   "use lower-case latin letters, digits, '-', '_' and dots, e.g. 'field.lyceum'")
            return self.wrong_type(value, where, ctx, path)
        problem = id_problem(value)
        if problem is not None:
            return ctx.invalid("E104", f"{path}: {problem[0]}", where, problem[1])
        known = ctx.ids.setdefault(self.kind, {})
        if value in known:
            return ctx.invalid("E201", f"duplicate {self.kind} id '{value}'", where, f"first defined at {known[value]}")
        known[value] = where
        return value

    def json_schema(self, defs):
        return {"type": "string", "pattern": ID_PATTERN.pattern, "maxLength": MAX_ID_LENGTH,
                "description": f"the id of this {self.kind}"}


class Ref(Schema):
    """Mentions an id of ``kind``; unknown ids are reported after reading."""

    def __init__(self, kind: str):
        self.kind = kind
        self.description = f"a {kind} id"

    def validate(self, value, where, ctx, path):
        if not isinstance(value, str):
            return self.wrong_type(value, where, ctx, path)
        ctx.refs.append((self.kind, value, where))
        return value

    def json_schema(self, defs):
        return {"type": "string", "description": self.description}


class RelPath(Schema):
    """A file inside the game folder (checked for escape and existence by the reader)."""

    description = "a relative file path"

    def validate(self, value, where, ctx, path):
        if not isinstance(value, str):
            return self.wrong_type(value, where, ctx, path)
        if _WEB_ADDRESS.match(value):  # read as a path it was mangled: 'https:/host/x.png'
            return ctx.invalid("E203", f"{path}: '{value}' is an address, not a file of the game", where,
                               "pnpkit reads files from inside the game folder only: save the file "
                               "there and give its path, such as 'art/wolf.png'")
        from pathlib import PurePosixPath  # only while a game is read

        p = PurePosixPath(value.replace("\\", "/"))
        if p.is_absolute() or ".." in p.parts or (value[1:3] == ":/"):
            return ctx.invalid("E203", f"{path}: '{value}' points outside the game folder", where,
                               "use a path relative to the game folder, without '..'")
        ctx.paths.append((str(p), where))
        return str(p)

    def json_schema(self, defs):
        return {"type": "string", "description": "a file path relative to the game folder"}


#: a picture from the game-icons set bundled with pnpkit: ``game-icons:NAME``
ICON_PREFIX = "game-icons:"
_ICON_NAME = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class Picture(RelPath):
    """What a card, item, character or token shows: ``game-icons:NAME`` (a picture of the
    bundled set; `pnpkit check` says when the set has no such name) or a file inside the
    game folder, as ``image:`` takes it."""

    description = "a picture: game-icons:NAME or a file path"

    def validate(self, value, where, ctx, path):
        if isinstance(value, str) and value.startswith(ICON_PREFIX):
            name = value[len(ICON_PREFIX):]
            if not _ICON_NAME.match(name):
                return ctx.invalid("E203", f"{path}: '{value}' is no game-icons name", where,
                                   "write game-icons: and the picture's name in small letters and "
                                   "hyphens, such as 'game-icons:scorpion'")
            return value
        return super().validate(value, where, ctx, path)

    def json_schema(self, defs):
        return {"type": "string", "description": "'game-icons:NAME' or a file path relative "
                                                 "to the game folder"}


def _list_of(item: str) -> str:
    """'a list of numbers' for 'a number'; a longer description stays whole."""
    for article in ("a ", "an "):
        noun = item.removeprefix(article)
        if noun != item and noun.isalpha():
            return f"a list of {noun}s"
    if item == "text":
        return "a list of texts"
    return f"a list, each item {item}"


class ListOf(Schema):
    def __init__(self, item: Schema, *, min_len: int = 0, max_len: int | None = None):
        self.item = item
        self.min_len, self.max_len = min_len, max_len
        self.description = _list_of(item.description)

    def validate(self, value, where, ctx, path):
        if not isinstance(value, list):
            return self.wrong_type(value, where, ctx, path)
        here = source_of(value, where)
        if len(value) < self.min_len:
            ctx.error("E104", f"{path}: needs at least {self.min_len} item(s), has {len(value)}", here)
        if self.max_len is not None and len(value) > self.max_len:
            ctx.error("E104", f"{path}: allows at most {self.max_len} item(s), has {len(value)}", here)
        out = []
        for i, item in enumerate(value):
            label = item.get("id") if isinstance(item, Mapping) else None
            sub = f"{path}[{label}]" if isinstance(label, str) and label else f"{path}[{i}]"
            out.append(self.item.validate(item, item_source(value, i, here), ctx, sub))
        return out

    def json_schema(self, defs):
        return _given(type="array", items=self.item.json_schema(defs), minItems=self.min_len or None,
                      maxItems=self.max_len)


class Map(Schema):
    """A mapping with known keys; unknown keys are errors with a suggestion."""

    description = "a mapping"

    def __init__(self, fields: dict[str, Schema], *, required: tuple[str, ...] = (),
                 name: str = ""):
        self.fields = fields
        self.required = required
        if name:
            self.description = name

    def validate(self, value, where, ctx, path):
        if not isinstance(value, Mapping):
            return self.wrong_type(value, where, ctx, path)
        here = source_of(value, where)
        out = SourcedDict()
        out.source = here
        out.value_sources = {}
        for key in value:
            ksrc = key_source(value, key, here)
            vsrc = out.value_sources[key] = value_source(value, key, ksrc)
            sub = f"{path}.{key}" if path else str(key)
            schema = self.fields.get(key) if isinstance(key, str) else None
            if schema is None:
                ctx.error("E101", f"{path or 'top level'}: unknown key '{key}'", ksrc,
                          did_you_mean(str(key), self.fields))
                continue
            out[key] = schema.validate(value[key], vsrc, ctx, sub)
        for key in self.required:
            if key not in value:
                ctx.error("E102", f"{path or 'top level'}: missing required key '{key}'", here)
                out[key] = INVALID
        return out

    def json_schema(self, defs):
        out: dict[str, Any] = {
            "type": "object", "description": self.description,
            "properties": {key: schema.json_schema(defs) for key, schema in self.fields.items()},
            "additionalProperties": False,
        }
        if self.required:
            out["required"] = list(self.required)
        return out


class MapOf(Schema):
    def __init__(self, key: Schema, value: Schema):
        self.key, self.value = key, value
        self.description = f"a mapping of {key.description} to {value.description}"

    def validate(self, value, where, ctx, path):
        if not isinstance(value, Mapping):
            return self.wrong_type(value, where, ctx, path)
        here = source_of(value, where)
        out = {}
        for k in value:
            ksrc = key_source(value, k, here)
            kk = self.key.validate(k, ksrc, ctx, f"{path} key")
            out[kk] = self.value.validate(value[k], value_source(value, k, ksrc), ctx, f"{path}.{k}")
        return out

    def json_schema(self, defs):
        out: dict[str, Any] = {"type": "object", "additionalProperties": self.value.json_schema(defs)}
        key = self.key.json_schema(defs)
        if "pattern" in key:
            out["propertyNames"] = {"pattern": key["pattern"]}
        return out


class OneOf(Schema):
    """The first alternative whose Python type fits the value validates it."""

    def __init__(self, *alternatives: tuple[type | tuple[type, ...], Schema]):
        self.alternatives = alternatives
        self.description = " or ".join(s.description for _, s in alternatives)

    def validate(self, value, where, ctx, path):
        for types, schema in self.alternatives:
            # a bool is an int to Python, but only an alternative naming bool takes it
            if isinstance(value, types) and not (isinstance(value, bool) and bool not in (
                    types if isinstance(types, tuple) else (types,))):
                return schema.validate(value, where, ctx, path)
        return self.wrong_type(value, where, ctx, path)

    def json_schema(self, defs):
        return {"anyOf": [schema.json_schema(defs) for _, schema in self.alternatives]}


class Tagged(Schema):
    """A one-key mapping ``{op: argument}`` whose key selects the argument's schema,
    or a bare string naming an op that takes no argument."""

    def __init__(self, ops: dict[str, Schema | None], *, name: str = "an operation"):
        self.ops = ops
        self.description = name

    def validate(self, value, where, ctx, path):
        if isinstance(value, str):
            if value in self.ops and self.ops[value] is None:
                return {value: None}
            return ctx.invalid("E104", f"{path}: unknown {self.description} '{value}'", where,
                               did_you_mean(value, self.ops))
        if not isinstance(value, Mapping) or len(value) != 1:
            return ctx.invalid("E103", f"{path}: expected {self.description} written as a one-key mapping, "
                               f"got {type_name(value)}", source_of(value, where))
        (op,) = value.keys()
        here = source_of(value, where)
        ksrc = key_source(value, op, here)
        schema = self.ops.get(op) if isinstance(op, str) else None
        if op not in self.ops:
            return ctx.invalid("E101", f"{path}: unknown {self.description} '{op}'", ksrc, did_you_mean(str(op), self.ops))
        if schema is None:
            return {op: None}
        return {op: schema.validate(value[op], value_source(value, op, ksrc), ctx, f"{path}.{op}")}

    def json_schema(self, defs):
        bare = [op for op, schema in self.ops.items() if schema is None]
        with_arg = {op: schema.json_schema(defs) for op, schema in self.ops.items()
                    if schema is not None}
        choices: list[dict[str, Any]] = []
        if bare:
            choices.append({"enum": bare})
            with_arg.update({op: {} for op in bare})  # the argument is not looked at
        choices.append({"type": "object", "minProperties": 1, "maxProperties": 1,
                        "properties": with_arg, "additionalProperties": False})
        return {"anyOf": choices, "description": self.description}


class Lazy(Schema):
    """Defers to a schema built later, for recursive shapes (effects inside effects)."""

    def __init__(self, build: Callable[[], Schema], description: str = "a value"):
        self._build = build
        self._schema: Schema | None = None
        self.description = description

    def validate(self, value, where, ctx, path):
        if self._schema is None:
            self._schema = self._build()
        return self._schema.validate(value, where, ctx, path)

    def json_schema(self, defs):
        # a recursive shape is one named definition referred to from every use (a builder
        # may make a new Lazy each time it runs: the description names the shape)
        name = re.sub(r"[^a-z0-9]+", "-", self.description.lower()).strip("-") or "value"
        if name not in defs:
            defs[name] = {}  # placeholder first: the definition may refer to itself
            if self._schema is None:
                self._schema = self._build()
            defs[name] = self._schema.json_schema(defs)
        return {"$ref": f"#/$defs/{name}"}


def _given(**entries: Any) -> dict[str, Any]:
    """A JSON Schema object of the entries that are set (not None), in the order given."""
    return {key: value for key, value in entries.items() if value is not None}


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def contains_invalid(value: Any) -> bool:
    if value is INVALID:
        return True
    if isinstance(value, dict):
        return any(contains_invalid(v) for v in value.values())
    if isinstance(value, list):
        return any(contains_invalid(v) for v in value)
    return False

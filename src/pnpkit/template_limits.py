"""The one template sandbox (card templates and rulebook templates alike): Jinja's
immutable sandbox with budgets every path goes through.

A game folder's templates and catalogues are data a user downloads: no attribute of
Python's internals, no mutation of the context (Jinja's sandbox), and no way to exhaust
memory or time.  ``'{0:{1}}'.format('x', '4000000000')``, ``'%*s' % (4000000000, 'x')``
or ``lipsum(100000, false, 99999, 100000)`` would allocate gigabytes in one step, before
any length check on the result: each such path (a huge repetition, power, ``range``,
format width, a filter or method given a huge number, a text or list whose characters
pass the budget) is measured first and refused with a SecurityError (one line, the
template's place added by the caller); a wall-clock deadline stops a template whose
every step is within budget but whose steps are too many.
"""

from __future__ import annotations

import functools
import operator
import re
import time
from collections.abc import Mapping
from typing import Any

#: a ``%`` conversion: (key)(flags)(width)(.precision)(length)(type)
_PERCENT = re.compile(r"%(?:\(([^)]*)\))?[#0\- +]*(\*|\d+)?(?:\.(\*|\d*))?[hlL]?(.)", re.S)
_DIGITS = re.compile(r"\d+")
_clock = time.monotonic  # replaced by the tests


def security_error(message: str) -> Exception:
    from jinja2.exceptions import SecurityError

    return SecurityError(message)


def text_bytes(text: str) -> int:
    """The UTF-8 bytes of ``text``: its length while that cannot be far off (a short
    text), else counted (a character takes up to 4 bytes)."""
    if len(text) < 64:  # encoding costs more than the overestimate matters
        return len(text) * 4
    return len(text.encode("utf-8", "surrogatepass"))


def value_size(value: Any) -> int:
    """An upper bound of the bytes ``str(value)`` or ``repr(value)`` makes (UTF-8),
    without making it."""
    if isinstance(value, str):
        return text_bytes(value) + 2
    if isinstance(value, bool) or value is None:
        return 5
    if isinstance(value, int):
        return value.bit_length() * 10 // 33 + 3
    if isinstance(value, float):
        return 330  # '%f' % 1e308 has 309 digits before the point
    if isinstance(value, Mapping):
        return sum(value_size(k) + value_size(v) + 4 for k, v in value.items()) + 2
    if isinstance(value, (list, tuple, set, frozenset)):
        return sum(value_size(v) + 2 for v in value) + 2
    return 64


def text_length(value: Any) -> int:
    """The characters ``value`` brings into a text built from it (a range's numbers, 8
    each; a value that is no text, list or mapping, none)."""
    if isinstance(value, str):
        return len(value)
    if isinstance(value, range):
        return len(value) * 8
    return value_size(value) if isinstance(value, (list, tuple, dict)) else 0


def spec_size(spec: str) -> int:
    """The most a format spec (``>40``, ``.3f``, ``0{1}`` once filled) pads a value to:
    every number in it counted, so width and precision both are."""
    return sum(int(d) if len(d) < 12 else 10**12 for d in _DIGITS.findall(spec))


def percent_size(fmt: str, values: Any) -> int:
    """An upper bound of the length of ``fmt % values`` (``*`` widths taken from the
    values as Python takes them); ValueError-free: a format Python refuses is left for
    Python to refuse."""
    positional = list(values) if isinstance(values, tuple) else [values]
    mapping = values if isinstance(values, Mapping) else None
    size = len(fmt)

    def take(default: Any = None) -> Any:
        return positional.pop(0) if positional else default

    for key, width, precision, kind in _PERCENT.findall(fmt):
        if kind == "%":
            continue
        numbers = []
        for part in (width, precision):
            if part == "*":
                got = take(0)
                numbers.append(abs(got) if isinstance(got, int) else 0)
            else:
                numbers.append(int(part) if part and len(part) < 12 else (10**12 if part else 0))
        value = mapping.get(key) if key and mapping is not None else take()
        size += max(numbers[0], value_size(value)) + numbers[1]
    return size


def check_percent(fmt: object, values: Any, limit: int) -> None:
    if isinstance(fmt, str) and percent_size(fmt, values) > limit:
        raise security_error(f"a template may not format a text of more than {limit} characters")


def bounded_formatter(formatter_class: type) -> type:
    """``formatter_class`` (Jinja's SandboxedFormatter) whose every field is measured
    before it is made: its filled-in spec (``{0:{1}}`` with ``1`` = '4000000000') and
    the characters all fields have made so far, within its sandbox's ``max_text``, each
    field a step of its deadline."""

    class Bounded(formatter_class):
        made = 0

        def format_field(self, value, format_spec):
            limit = self._env.max_text
            self._env.deadline.check()
            if spec_size(format_spec) > limit or self.made + value_size(value) > limit * 2:
                raise security_error(f"a template may not format a text of more than {limit} "
                                     "characters")
            text = super().format_field(value, format_spec)
            self.made += len(text)
            if self.made > limit:
                raise security_error(f"a template may not format a text of more than {limit} "
                                     "characters")
            return text

    return Bounded


@functools.cache
def _formatters() -> tuple[type, type]:
    from jinja2.sandbox import SandboxedEscapeFormatter, SandboxedFormatter

    return bounded_formatter(SandboxedFormatter), bounded_formatter(SandboxedEscapeFormatter)


class Deadline:
    """The wall-clock budget of one evaluation: :meth:`start` when it begins, :meth:`check`
    at every step (a loop step, an output, a call); SecurityError once it is spent."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.ends: float | None = None

    def start(self) -> None:
        self.ends = _clock() + self.seconds

    def check(self) -> None:
        if self.ends is None:
            self.start()
        elif _clock() > self.ends:
            raise security_error(f"a template may not run for more than {self.seconds:g} seconds; "
                                 "make it do less (fewer loops, smaller texts)")


#: names of the budget's hooks in a template's globals (the rewritten tree calls them)
_SPEND_OUTPUT, _SPEND_TEXT, _SPEND_STEPS = "pnpkit_output", "pnpkit_text", "pnpkit_steps"
_SEQUENCES = (str, list, tuple, dict, range)


def _rewritten(tree):
    """The template's tree with the render's budget spent at every output, every ``~``
    and every loop step."""
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


class Budgets:
    """What makes Jinja's immutable sandbox (no Python internals reachable, no mutation
    of the context) also refuse the cheap ways to exhaust memory or time (see the module
    notes), within the budgets of its class attributes: the rulebook's; a card's
    template subclasses it with smaller ones.  A mixin before the sandbox class:
    :func:`sandbox_class`."""

    #: the most a template may make in one multiplication, power or range, and in
    #: all its ranges; the largest number a filter or method may be given
    max_items = 100_000
    #: the longest text (bytes) a template may build in one step (``~``, ``+``, a
    #: filter, a method, a format), and the most all of a render's outputs may add
    #: up to (macros and blocks count each time they are printed); the Amber
    #: rulebook's markup is about 120,000
    max_text = 4_000_000
    #: the most loop steps of one render (over the data or a range)
    max_steps = 1_000_000
    #: the wall-clock budget of one evaluation (the Amber rulebook takes < 1 s)
    seconds = 20.0
    intercepted_binops = frozenset({"*", "**", "%", "+"})

    def __init__(self, **options) -> None:
        self.deadline = Deadline(self.seconds)
        self.spent = {"range": 0, "output": 0, "steps": 0}
        super().__init__(**options)
        self.globals.update({"range": self._range, "lipsum": self._lipsum,
                             _SPEND_OUTPUT: self._spend_output, _SPEND_TEXT: self._sized,
                             _SPEND_STEPS: self._spend_steps})
        self.filters = {name: self._guarded(f) for name, f in self.filters.items()}

    def start(self) -> None:
        """A new evaluation: the deadline and the spending start again."""
        self.deadline.start()
        self.spent = dict.fromkeys(self.spent, 0)

    def _parse(self, source, name, filename):
        return _rewritten(super()._parse(source, name, filename))

    def _refuse(self, what: str) -> Exception:
        return security_error(f"a template may not {what}")

    def _bounded(self, count: object) -> None:
        if isinstance(count, int) and abs(count) > self.max_items:
            raise self._refuse(f"make more than {self.max_items} items at once")

    def _small_arguments(self, args, kwargs) -> None:
        """A filter or call given a huge number (``center(10**9)``)."""
        for value in (*args, *kwargs.values()):
            if isinstance(value, int) and not isinstance(value, bool):
                self._bounded(value)

    def _sized(self, value: object) -> object:
        """``value`` when its characters are within the budget (a text's bytes, a
        list's items' summed: ``[big] * 1000`` is a thousand texts)."""
        self.deadline.check()
        limit = self.max_text
        if isinstance(value, str):
            if len(value) > limit // 4 and text_bytes(value) > limit:
                raise self._refuse(f"make a text of more than {limit} bytes")
        elif isinstance(value, (list, tuple, dict)) and value_size(value) > 4 * limit:
            raise self._refuse(f"make a list of more than {4 * limit} characters in all")
        return value

    def _foreseen(self, name: str, args: tuple, kwargs: dict) -> None:
        """Refuse before it is built a result much longer than its inputs: a joint
        repeated over a long sequence, a long replacement of many matches, an indent
        of many lines (``args`` without Jinja's context: the text or sequence first)."""
        def arg(at: int, key: str, default: object = "") -> object:
            return args[at] if len(args) > at else kwargs.get(key, default)

        first = arg(0, "s" if name != "join" else "value")
        if name == "join":  # value|join(d) or d.join(value): here (value, d)
            items = len(first) if isinstance(first, _SEQUENCES) else 0
            size = text_length(first) + items * text_length(arg(1, "d"))
        elif name == "replace":
            matches = text_length(first) // max(1, text_length(arg(1, "old"))) + 1
            size = text_length(first) + matches * text_length(arg(2, "new"))
        else:  # indent, expandtabs: a width at each line or tab
            char, key, default = ("\n", "width", 4) if name == "indent" else ("\t", "tabsize", 8)
            width = arg(1, key, default)
            width = width if isinstance(width, int) and not isinstance(width, bool) \
                else text_length(width)
            size = text_length(first) + (first.count(char) + 1 if isinstance(first, str)
                                         else 0) * width
        if size > self.max_text:
            raise self._refuse(f"make a text of more than {self.max_text} characters")

    def _items(self, iterable) -> list:
        """The items of a generator, at most max_text of them."""
        items = []
        for item in iterable:
            items.append(item)
            if len(items) > self.max_text:
                raise self._refuse(f"make a list of more than {self.max_text} items")
        return items

    def _guarded(self, function):
        """A filter with its arguments, its foreseeable result and its time checked."""
        name = function.__name__.removeprefix("do_")

        @functools.wraps(function)  # keeps Jinja's pass_context marks
        def call(*args, **kwargs):
            from jinja2.nodes import EvalContext

            self.deadline.check()
            self._small_arguments(args, kwargs)
            head = 1 if args and isinstance(args[0], EvalContext) else 0
            if name == "format" and len(args) > head:  # "%*s"|format(10**9, 'x')
                check_percent(args[head], dict(kwargs) if kwargs else tuple(args[head + 1:]),
                              self.max_text)
            if name in ("join", "replace", "indent"):
                if name == "join" and len(args) > head and not isinstance(args[head],
                                                                          _SEQUENCES):
                    args = (*args[:head], self._items(args[head]), *args[head + 1:])
                self._foreseen(name, args[head:], kwargs)
            return self._sized(function(*args, **kwargs))
        return call

    def _range(self, *args):
        self.deadline.check()
        numbers = range(*args)
        self.spent["range"] += len(numbers)
        self._bounded(self.spent["range"])
        return numbers

    def _spend_output(self, value):
        self.deadline.check()
        self.spent["output"] += len(value) if isinstance(value, str) else 16
        if self.spent["output"] > self.max_text:
            raise security_error(f"a template may print at most {self.max_text} characters")
        return value

    def _spend_steps(self, iterable):
        for item in iterable:
            self.deadline.check()
            self.spent["steps"] += 1
            if self.spent["steps"] > self.max_steps:
                raise self._refuse(f"loop more than {self.max_steps} times")
            yield item

    def _lipsum(self, n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:  # noqa: A002
        """Jinja's ``lipsum`` with its words counted first: ``n`` paragraphs of at
        most ``max`` words (a word and its space, 12 characters)."""
        from jinja2.utils import generate_lorem_ipsum

        self.deadline.check()
        for number in (n, min, max):
            if not isinstance(number, int) or isinstance(number, bool) or number < 0:
                raise security_error("lipsum takes whole numbers of 0 or more")
        if n * (max + 1) * 12 > self.max_text:
            raise security_error(f"lipsum may not make more than {self.max_text} characters")
        return generate_lorem_ipsum(n, html, min, max)

    def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 - Jinja's signature
        __self.deadline.check()
        __self._small_arguments(args, kwargs)
        name = getattr(__obj, "__name__", "")
        owner = getattr(getattr(__obj, "__wrapped__", __obj), "__self__", None)
        if name == "join" and isinstance(owner, str) and args:
            if not isinstance(args[0], _SEQUENCES):
                args = (__self._items(args[0]), *args[1:])  # a generator: count it first
            __self._foreseen("join", (args[0], owner), {})
        elif name in ("replace", "expandtabs") and isinstance(owner, str):
            __self._foreseen(name, (owner, *args), kwargs)
        return __self._sized(super().call(__context, __obj, *args, **kwargs))

    def call_binop(self, context, operator_name, left, right):
        """``left <op> right`` with its result's size known first."""
        self.deadline.check()
        if operator_name == "%":
            check_percent(left, right, self.max_text)
            return operator.mod(left, right)
        if operator_name == "**":
            self._bounded(right if isinstance(left, int) and abs(left) > 1 else 0)
            if isinstance(left, int) and abs(left) > 1 and isinstance(right, int) \
                    and right > 64:
                raise self._refuse("raise a number to a power above 64")
            return operator.pow(left, right)
        if operator_name == "+":
            if isinstance(left, (str, list, tuple)) and isinstance(right, (str, list, tuple)) \
                    and text_length(left) + text_length(right) > 4 * self.max_text:
                raise self._refuse(f"make a text or list of more than {self.max_text} items")
            return self._sized(operator.add(left, right))
        for seq, count in ((left, right), (right, left)):
            if isinstance(seq, (str, list, tuple)):
                self._bounded(len(seq) * count if isinstance(count, int) else 0)
                if isinstance(count, int) and text_length(seq) * count > 4 * self.max_text:
                    raise self._refuse(f"make a text of more than {self.max_text} characters")
        return operator.mul(left, right)

    def wrap_str_format(self, value):
        """``str.format`` / ``format_map`` run through the bounded formatter (the
        escaping one for a Markup text, as Jinja's own wrapper escapes each field),
        or None when ``value`` is neither."""
        if not callable(value) or getattr(value, "__name__", "") not in ("format",
                                                                         "format_map"):
            return None
        owner = getattr(value, "__self__", None)
        if not isinstance(owner, str):
            return None
        from markupsafe import Markup

        plain, escaping = _formatters()
        formatter = escaping(self, escape=owner.escape) if isinstance(owner, Markup) \
            else plain(self)
        is_map = value.__name__ == "format_map"

        def wrapper(*args, **kwargs):
            if is_map:
                if kwargs or len(args) != 1:
                    raise TypeError("format_map() takes exactly one argument")
                args, kwargs = (), args[0]
            return type(owner)(formatter.vformat(owner, args, kwargs))

        return wrapper


@functools.cache
def sandbox_class() -> type:
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    class Sandbox(Budgets, ImmutableSandboxedEnvironment):
        pass

    return Sandbox

"""Budgets both template sandboxes share (card templates, rulebook templates): the size
of what a format can make, known before it is made, a bounded ``lipsum``, and a
wall-clock deadline.

A game folder's template is untrusted: ``'{0:{1}}'.format('x', '4000000000')``,
``'%*s' % (4000000000, 'x')`` or ``lipsum(100000, false, 99999, 100000)`` would
allocate gigabytes in one step, before any length check on the result.  Each of these
paths is measured first and refused with a SecurityError (one line, the template's
place added by the caller); the deadline stops a template whose every step is within
budget but whose steps are too many.
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from functools import cache
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


def bounded_formatter(formatter_class: type, limit: int | None = None, on_step=None) -> type:
    """``formatter_class`` (Jinja's SandboxedFormatter) whose every field is measured
    before it is made: its filled-in spec (``{0:{1}}`` with ``1`` = '4000000000') and
    the characters all fields have made so far.  Without ``limit`` and ``on_step`` it
    takes its environment's (``format_limit``, ``format_step``: see BoundedFormats)."""

    class Bounded(formatter_class):
        made = 0

        def format_field(self, value, format_spec):
            limit_here = limit if limit is not None else self._env.format_limit
            step = on_step if on_step is not None else self._env.format_step
            step()
            self._check(value, format_spec, limit_here)
            text = super().format_field(value, format_spec)
            self.made += len(text)
            if self.made > limit_here:
                raise security_error(f"a template may not format a text of more than {limit_here} "
                                     "characters")
            return text

        def _check(self, value, format_spec, limit) -> None:
            if spec_size(format_spec) > limit or self.made + value_size(value) > limit * 2:
                raise security_error(f"a template may not format a text of more than {limit} "
                                     "characters")

    return Bounded


@cache
def _formatters() -> tuple[type, type]:
    from jinja2.sandbox import SandboxedEscapeFormatter, SandboxedFormatter

    return bounded_formatter(SandboxedFormatter), bounded_formatter(SandboxedEscapeFormatter)


class BoundedFormats:
    """A sandbox's formats within its budget (a mixin before Jinja's sandbox class):
    ``str.format`` fields measured, ``%`` measured, ``lipsum`` bounded, each a step of
    ``format_step`` (the deadline)."""

    format_limit = 20_000

    def __init__(self, **options) -> None:
        super().__init__(**options)
        self.globals["lipsum"] = bounded_lipsum(self.format_limit, self.format_step)

    def format_step(self) -> None:
        """Called at each formatting step (a sandbox checks its deadline here)."""

    def wrap_str_format(self, value):
        plain, escaping = _formatters()
        return wrapped_str_format(self, value, plain, escaping)

    def call_binop(self, context, operator, left, right):
        self.format_step()
        if operator == "%":
            check_percent(left, right, self.format_limit)
        return super().call_binop(context, operator, left, right)


def wrapped_str_format(env: Any, value: Any, plain: type, escaping: type | None = None):
    """What a sandbox's ``wrap_str_format`` returns: ``str.format`` / ``format_map`` of
    ``value`` run through the bounded formatter ``plain`` (``escaping`` for a Markup
    text, as Jinja's own wrapper escapes each field), or None when ``value`` is neither."""
    if not callable(value) or getattr(value, "__name__", "") not in ("format", "format_map"):
        return None
    owner = getattr(value, "__self__", None)
    if not isinstance(owner, str):
        return None
    from markupsafe import Markup

    if isinstance(owner, Markup) and escaping is not None:
        formatter = escaping(env, escape=owner.escape)
    else:
        formatter = plain(env)
    is_map = value.__name__ == "format_map"

    def wrapper(*args, **kwargs):
        if is_map:
            if kwargs or len(args) != 1:
                raise TypeError("format_map() takes exactly one argument")
            args, kwargs = (), args[0]
        return type(owner)(formatter.vformat(owner, args, kwargs))

    return wrapper


def bounded_lipsum(limit: int, on_step=None):
    """Jinja's ``lipsum`` with its words counted first: ``n`` paragraphs of at most
    ``max`` words may not exceed ``limit`` characters (a word and its space, 12)."""
    from jinja2.utils import generate_lorem_ipsum

    def lipsum(n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:  # noqa: A002
        if on_step is not None:
            on_step()
        for number in (n, min, max):
            if not isinstance(number, int) or isinstance(number, bool) or number < 0:
                raise security_error("lipsum takes whole numbers of 0 or more")
        if n * (max + 1) * 12 > limit:
            raise security_error(f"lipsum may not make more than {limit} characters")
        return generate_lorem_ipsum(n, html, min, max)

    return lipsum


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

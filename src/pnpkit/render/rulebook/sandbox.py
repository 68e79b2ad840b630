"""The rulebook templates' sandbox: Jinja's immutable sandbox with budgets every path
goes through.

A game folder's templates and catalogues are data a user downloads: no attribute of
Python's internals, no mutation of the context (Jinja's sandbox), and no way to exhaust
memory or time: a huge repetition, power, ``range``, format width (written, nested
``{0:{1}}``, ``*`` or ``%``), a filter or method given a huge number, ``lipsum``, a
text or list whose characters (not items) pass the budget, and a wall-clock deadline
over the whole evaluation (check and build alike).
"""

from __future__ import annotations

import functools
import operator
from typing import Any

from pnpkit.template_limits import (
    BoundedFormats,
    Deadline,
    bounded_lipsum,
    check_percent,
    security_error,
    text_bytes,
    value_size,
)
from pnpkit.template_limits import text_length as _length

#: the most a template may make in one multiplication, power or range, and in all its ranges
MAX_TEMPLATE_ITEMS = 100_000
#: the longest text a template may build in one step (``~``, ``+``, a filter, a method,
#: a format), and the most text all of a render's outputs may add up to (macros and
#: blocks count each time they are printed); the Amber rulebook's markup is about 120,000
MAX_TEMPLATE_TEXT = 4_000_000
#: the most characters a list or tuple may hold in all its items
MAX_TEMPLATE_LIST = 4 * MAX_TEMPLATE_TEXT
#: the most loop steps of one render (over the data or a range)
MAX_TEMPLATE_STEPS = 1_000_000
#: the wall-clock budget of one environment's evaluation (the Amber rulebook takes < 1 s)
MAX_TEMPLATE_SECONDS = 20.0
#: names of the budget's hooks in a template's globals (the rewritten tree calls them)
_SPEND_OUTPUT, _SPEND_TEXT, _SPEND_STEPS = "pnpkit_output", "pnpkit_text", "pnpkit_steps"
_SEQUENCES = (str, list, tuple, dict, range)


def bounded(count: object) -> None:
    if isinstance(count, int) and abs(count) > MAX_TEMPLATE_ITEMS:
        raise security_error(f"a template may not make more than {MAX_TEMPLATE_ITEMS} items at once")


def small_arguments(args, kwargs) -> None:
    """A filter or call given a huge number (``center(10**9)``), or a text of digits as
    huge (a width a format would take from it)."""
    for value in (*args, *kwargs.values()):
        if isinstance(value, int) and not isinstance(value, bool):
            bounded(value)


def sized(value: object) -> object:
    """``value`` when its characters are within the budget (a text's length, a list's
    items' lengths summed: ``[big] * 1000`` is a thousand texts); SecurityError otherwise."""
    if isinstance(value, str):
        if len(value) > MAX_TEMPLATE_TEXT // 4 and text_bytes(value) > MAX_TEMPLATE_TEXT:
            raise security_error(f"a template may not make a text of more than {MAX_TEMPLATE_TEXT} "
                                 "bytes")
    elif isinstance(value, (list, tuple, dict)) and value_size(value) > MAX_TEMPLATE_LIST:
        raise security_error(f"a template may not make a list of more than {MAX_TEMPLATE_LIST} "
                             "characters in all")
    return value


def foreseen(name: str, args: tuple, kwargs: dict) -> None:
    """Refuse before it is built a result much longer than its inputs: a joint repeated
    over a long sequence, a long replacement of many matches, an indent of many lines
    (``args`` without Jinja's context: the text or sequence first)."""
    def arg(at: int, key: str, default: object = "") -> object:
        return args[at] if len(args) > at else kwargs.get(key, default)

    first = arg(0, "s" if name != "join" else "value")
    if name == "join":  # value|join(d) or d.join(value): here (value, d)
        items = len(first) if isinstance(first, _SEQUENCES) else 0
        size = _length(first) + items * _length(arg(1, "d"))
    elif name == "replace":
        old, new_text = arg(1, "old"), arg(2, "new")
        matches = _length(first) // max(1, _length(old)) + 1
        size = _length(first) + matches * _length(new_text)
    elif name == "indent":
        width = arg(1, "width", 4)
        width = width if isinstance(width, int) and not isinstance(width, bool) else _length(width)
        size = _length(first) + (first.count("\n") + 1 if isinstance(first, str) else 0) * width
    else:  # expandtabs
        tab = arg(1, "tabsize", 8)
        size = _length(first) + (first.count("\t") if isinstance(first, str) else 0) * (
            tab if isinstance(tab, int) else 8)
    if size > MAX_TEMPLATE_TEXT:
        raise security_error(f"a template may not make a text of more than {MAX_TEMPLATE_TEXT} "
                             "characters")


def spend_items(iterable):
    """The items of a generator, at most MAX_TEMPLATE_TEXT of them."""
    for count, item in enumerate(iterable, start=1):
        if count > MAX_TEMPLATE_TEXT:
            raise security_error(f"a template may not make a list of more than {MAX_TEMPLATE_TEXT} items")
        yield item


def guarded(function, deadline: Deadline):
    """A filter with its arguments, its foreseeable result and its time checked."""
    @functools.wraps(function)  # keeps Jinja's pass_context marks
    def call(*args, **kwargs):
        deadline.check()
        small_arguments(args, kwargs)
        from jinja2.nodes import EvalContext

        head = 1 if args and isinstance(args[0], EvalContext) else 0
        if function.__name__ == "do_format" and len(args) > head:  # "%*s"|format(10**9, 'x')
            check_percent(args[head], dict(kwargs) if kwargs else tuple(args[head + 1:]),
                          MAX_TEMPLATE_TEXT)
        if function.__name__ in ("do_join", "do_replace", "do_indent"):
            if function.__name__ == "do_join" and len(args) > head and not isinstance(
                    args[head], _SEQUENCES):
                args = (*args[:head], list(spend_items(args[head])), *args[head + 1:])
            foreseen(function.__name__[3:], args[head:], kwargs)
        return sized(function(*args, **kwargs))
    return call


def rewritten(tree):
    """The template's tree with the render's budget spent at every output, every ``~``
    and every loop step (see MAX_TEMPLATE_TEXT, MAX_TEMPLATE_STEPS)."""
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


def _budget_globals(deadline: Deadline) -> dict[str, Any]:
    """``range``, ``lipsum`` and the hooks of :func:`rewritten`, counting one
    environment's spending."""
    spent, output, steps = [0], [0], [0]

    def budget_range(*args):
        deadline.check()
        numbers = range(*args)
        spent[0] += len(numbers)
        bounded(spent[0])
        return numbers

    def spend_output(value):
        deadline.check()
        output[0] += len(value) if isinstance(value, str) else 16
        if output[0] > MAX_TEMPLATE_TEXT:
            raise security_error(f"a template may not print more than {MAX_TEMPLATE_TEXT} characters")
        return value

    def spend_text(value):
        deadline.check()
        return sized(value)

    def spend_steps(iterable):
        for item in iterable:
            deadline.check()
            steps[0] += 1
            if steps[0] > MAX_TEMPLATE_STEPS:
                raise security_error(f"a template may not loop more than {MAX_TEMPLATE_STEPS} times")
            yield item

    return {"range": budget_range, "lipsum": bounded_lipsum(MAX_TEMPLATE_TEXT, deadline.check),
            _SPEND_OUTPUT: spend_output, _SPEND_TEXT: spend_text, _SPEND_STEPS: spend_steps}


def _binop(left, operator_name: str, right):
    """``left <op> right`` with its result's size known first (``*``, ``**``, ``%``, ``+``)."""
    if operator_name == "%":
        check_percent(left, right, MAX_TEMPLATE_TEXT)
        return operator.mod(left, right)
    if operator_name == "**":
        bounded(right if isinstance(left, int) and abs(left) > 1 else 0)
        if isinstance(left, int) and abs(left) > 1 and isinstance(right, int) and right > 64:
            raise security_error("a template may not raise a number to a power above 64")
        return operator.pow(left, right)
    if operator_name == "+":
        if isinstance(left, (str, list, tuple)) and isinstance(right, (str, list, tuple)):
            if _length(left) + _length(right) > MAX_TEMPLATE_LIST:  # refused before it is built
                raise security_error(f"a template may not make a text or list of more than "
                                     f"{MAX_TEMPLATE_TEXT} items")
        return sized(operator.add(left, right))
    for seq, count in ((left, right), (right, left)):
        if isinstance(seq, (str, list, tuple)):
            bounded(len(seq) * count if isinstance(count, int) else 0)
            if isinstance(count, int) and _length(seq) * count > MAX_TEMPLATE_LIST:
                raise security_error(f"a template may not make a text of more than {MAX_TEMPLATE_TEXT} "
                                     "characters")
    return operator.mul(left, right)


def sandbox_class():
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    class RulebookSandbox(BoundedFormats, ImmutableSandboxedEnvironment):
        """Jinja's immutable sandbox (no Python internals reachable, no mutation of the
        context) that also refuses the cheap ways to exhaust memory or time (see the
        module notes)."""

        intercepted_binops = frozenset({"*", "**", "%", "+"})
        format_limit = MAX_TEMPLATE_TEXT

        def __init__(self, **options) -> None:
            self.deadline = Deadline(MAX_TEMPLATE_SECONDS)
            super().__init__(**options)
            self.globals.update(_budget_globals(self.deadline))
            self.filters = {name: guarded(f, self.deadline) for name, f in self.filters.items()}

        def format_step(self) -> None:
            self.deadline.check()

        def _parse(self, source, name, filename):
            return rewritten(super()._parse(source, name, filename))

        def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 - Jinja's signature
            __self.deadline.check()
            small_arguments(args, kwargs)
            name = getattr(__obj, "__name__", "")
            owner = getattr(getattr(__obj, "__wrapped__", __obj), "__self__", None)
            if name == "join" and isinstance(owner, str) and args:
                if not isinstance(args[0], _SEQUENCES):
                    args = (list(spend_items(args[0])), *args[1:])  # a generator: count it first
                foreseen("join", (args[0], owner), {})
            elif name in ("replace", "expandtabs") and isinstance(owner, str):
                foreseen(name, (owner, *args), kwargs)
            elif name in ("ljust", "rjust", "center", "zfill") and isinstance(owner, str):
                if args and isinstance(args[0], int) and args[0] > MAX_TEMPLATE_TEXT:
                    raise security_error(f"a template may not make a text of more than "
                                         f"{MAX_TEMPLATE_TEXT} characters")
            return sized(super().call(__context, __obj, *args, **kwargs))

        def call_binop(self, context, operator_name, left, right):
            self.deadline.check()
            return _binop(left, operator_name, right)

    return RulebookSandbox

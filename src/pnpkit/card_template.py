"""Text templates on cards (``template: "{{ card.name }} — {{ card.stats.strength }}"``),
evaluated in Jinja's immutable sandbox, with limits so that every template ends quickly.

A game folder is data, never code: the sandbox refuses attribute access to Python
internals (``__class__``, ``mro`` …), the values it sees are plain dicts, strings and
numbers (copies of the card, never model objects), nothing can be changed, and a
template is cut off after ``MAX_OUTPUT`` characters.  Undefined names print as nothing
(a card without a stat shows an empty box) but a misspelt *filter* or broken syntax is
an error at ``pnpkit check``.  The output is plain text: the card renderer draws it
glyph by glyph (no markup is interpreted on the way to reportlab), so a ``<`` or ``&``
in a cell prints as itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from pnpkit.template_limits import BoundedFormats, Deadline, check_percent, value_size
from pnpkit.template_limits import text_length as _length

MAX_TEMPLATE = 4000
MAX_OUTPUT = 20_000
#: the wall-clock budget of one card's template (an ordinary one takes microseconds)
MAX_SECONDS = 2.0
#: the deadline of the render under way (render_template starts it)
_DEADLINE = Deadline(MAX_SECONDS)


class CardFormats(BoundedFormats):
    """The card sandbox's formats, lipsum and ``%`` within MAX_OUTPUT, each a step of
    the card's deadline."""

    format_limit = MAX_OUTPUT

    def format_step(self) -> None:
        _DEADLINE.check()


def _too_long():
    from jinja2.exceptions import SecurityError

    return SecurityError(f"a text or list of more than {MAX_OUTPUT} items is not allowed")


def _sized(value):
    """``value`` within the budget in characters: a list's items' lengths summed."""
    _DEADLINE.check()
    if isinstance(value, str) and len(value) > MAX_OUTPUT:
        raise _too_long()
    if isinstance(value, (list, tuple, dict)) and value_size(value) > 4 * MAX_OUTPUT:
        raise _too_long()
    return value


def _foreseen(name: str, args: tuple, kwargs: dict) -> None:
    """Refuse before it is built a result far longer than its inputs (``args``: the
    text or sequence first): a joint over a long sequence, a long replacement of
    many matches, an indent of many lines; and any number above MAX_OUTPUT (a width,
    a count)."""
    if any(isinstance(a, int) and not isinstance(a, bool) and abs(a) > MAX_OUTPUT
           for a in (*args, *kwargs.values())):
        raise _too_long()
    first = args[0] if args else ""
    second = args[1] if len(args) > 1 else kwargs.get("d", kwargs.get("old", ""))
    if name == "join":
        size = _length(first) * _length(second) + _length(first)
    elif name == "replace":
        new = args[2] if len(args) > 2 else kwargs.get("new", "")
        size = _length(first) + (_length(first) // max(1, _length(second)) + 1) * _length(new)
    elif name == "indent":
        width = second if isinstance(second, int) and not isinstance(second, bool) else _length(second)
        size = _length(first) + (first.count("\n") + 1 if isinstance(first, str) else 0) * width
    else:
        size = 0
    if size > MAX_OUTPUT:
        raise _too_long()


def _guarded(function):
    import functools

    @functools.wraps(function)  # keeps Jinja's pass_context marks
    def call(*args, **kwargs):
        from jinja2.nodes import EvalContext

        plain = args[1:] if args and isinstance(args[0], EvalContext) else args
        name = function.__name__.removeprefix("do_")
        if name == "join" and plain and not isinstance(plain[0], (str, list, tuple, dict)):
            plain = (_sized(list(plain[0])), *plain[1:])
            args = (*args[:len(args) - len(plain)], *plain)
        _foreseen(name, plain, kwargs)
        if name == "format" and plain:  # "%*s"|format(n, 'x'): the widths come from the values
            check_percent(plain[0], dict(kwargs) if kwargs else tuple(plain[1:]), MAX_OUTPUT)
        return _sized(function(*args, **kwargs))
    return call


@cache
def _environment():
    from jinja2.exceptions import SecurityError
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    class CardTemplates(CardFormats, ImmutableSandboxedEnvironment):
        """No ``range`` or ``namespace``, and ``*``, ``**``, ``+``, ``~``, ``%``, filters
        and methods that cannot build a huge value: with the shape limits of
        :func:`_shape_problem` every template ends quickly."""

        intercepted_binops = frozenset({"*", "**", "+", "%"})

        def __init__(self, **options) -> None:
            super().__init__(**options)
            self.filters = {name: _guarded(f) for name, f in self.filters.items()}
            self.globals["pnpkit_sized"] = _sized

        def _parse(self, source, name, filename):
            """Every ``~`` checked for the length it made."""
            from jinja2 import nodes
            from jinja2.visitor import NodeTransformer

            class Sized(NodeTransformer):
                def visit_Concat(self, node):
                    self.generic_visit(node)
                    return nodes.Call(nodes.Name("pnpkit_sized", "load"), [node], [], None, None,
                                      lineno=node.lineno)

            return Sized().visit(super()._parse(source, name, filename))

        def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 - Jinja's signature
            owner = getattr(getattr(__obj, "__wrapped__", __obj), "__self__", None)
            name = getattr(__obj, "__name__", "")
            if isinstance(owner, str):
                if name == "join" and args:
                    if not isinstance(args[0], (str, list, tuple, dict)):
                        args = (_sized(list(args[0])), *args[1:])
                    _foreseen("join", (args[0], owner), {})
                else:
                    _foreseen(name, (owner, *args), kwargs)
            else:
                _foreseen("", args, kwargs)
            return _sized(super().call(__context, __obj, *args, **kwargs))

        def call_binop(self, context, operator, left, right):
            if operator == "**" and (not isinstance(right, int) or abs(right) > 64):
                raise SecurityError("a power above 64 is not allowed")
            if operator == "*":
                for a, b in ((left, right), (right, left)):
                    if isinstance(a, (str, list, tuple)) and isinstance(b, int) \
                            and max(len(a), _length(a)) * b > MAX_OUTPUT:
                        raise SecurityError("a repeated text that long is not allowed")
            if operator == "+" and isinstance(left, (str, list, tuple)) and isinstance(
                    right, (str, list, tuple)) and len(left) + len(right) > MAX_OUTPUT:
                raise _too_long()
            return super().call_binop(context, operator, left, right)

    env = CardTemplates(autoescape=False, trim_blocks=True, lstrip_blocks=True)
    env.globals.pop("range", None)
    env.globals.pop("namespace", None)  # no value carried from one loop step to the next
    return env


@cache
def compiled(source: str):
    return _environment().from_string(source)


def _shape_problem(source: str) -> str:
    """Shapes a card template may not have, so that none runs for long: macros and call
    blocks (recursion), includes, and a loop inside a loop."""
    from jinja2 import nodes

    tree = _environment().parse(source)
    for kind in (nodes.Macro, nodes.CallBlock, nodes.Include, nodes.Import, nodes.FromImport,
                 nodes.Extends):
        if tree.find(kind) is not None:
            return f"a card template may not use {kind.__name__.lower()}"
    for loop in tree.find_all(nodes.For):
        if any(True for _ in loop.find_all(nodes.For)):
            return "a card template may not have a loop inside a loop"
    return ""


@cache
def template_error(source: str) -> str:
    """Why ``source`` cannot be a card template ('' when it can)."""
    from jinja2 import TemplateSyntaxError

    if len(source) > MAX_TEMPLATE:
        return f"the template is {len(source)} characters long, at most {MAX_TEMPLATE}"
    try:
        compiled(source)
        return _shape_problem(source)
    except TemplateSyntaxError as exc:
        return f"template error on its line {exc.lineno}: {exc.message}"


class TemplateFailed(ValueError):
    """A template that compiled but failed on one card's values."""


def render_template(source: str, values: Mapping[str, Any]) -> str:
    """``source`` filled in with ``values`` (plain data only)."""
    if "{" not in source:
        return source.strip()  # no template at all: most boxes of a layout
    from jinja2 import TemplateError
    from jinja2.exceptions import SecurityError

    problem = template_error(source)
    if problem:
        raise TemplateFailed(problem)
    try:
        _DEADLINE.start()
        text = compiled(source).render(**values)
    except MemoryError:
        raise TemplateFailed("the template asked for more memory than a card's text may take") from None
    except SecurityError as exc:
        raise TemplateFailed(f"the template reached for something it may not use: {exc}") from None
    except (TemplateError, TypeError, ValueError, ArithmeticError, RecursionError) as exc:
        raise TemplateFailed(f"the template failed: {exc}") from None
    if len(text) > MAX_OUTPUT:
        raise TemplateFailed(f"the template made {len(text)} characters, at most {MAX_OUTPUT}")
    return text.strip()


def card_values(card: Any, deck: Any, game: Any, index: int) -> dict[str, Any]:
    """What a card template sees: copies of the card's data as plain values."""
    return {
        "card": {
            "id": card.id, "number": card.number, "name": card.name, "kind": card.kind,
            "text": card.text, "deck": card.deck, "origin": card.origin,
            "stats": _plain(card.stats), "attrs": _plain(card.attrs),
            "image": card.image, "picture": getattr(card, "picture", ""),
        },
        "deck": {"id": deck.id, "name": deck.name, "back": deck.back},
        "game": {"id": game.id, "title": game.title},
        "index": index,
    }


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)

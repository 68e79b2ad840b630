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

MAX_TEMPLATE = 4000
MAX_OUTPUT = 20_000


@cache
def _environment():
    """The shared sandbox (template_limits) within a card's budgets: no number above
    MAX_OUTPUT, no text or output longer, two seconds, and no ``range`` or ``namespace``
    (with the shape limits of :func:`_shape_problem` every template ends quickly)."""
    from pnpkit.template_limits import sandbox_class

    class CardTemplates(sandbox_class()):
        max_items = max_text = MAX_OUTPUT
        seconds = 2.0  # an ordinary card's template takes microseconds

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
        _environment().start()
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

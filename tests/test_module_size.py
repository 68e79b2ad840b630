"""Modules a newcomer can hold: no module of pnpkit over 800 lines, no function over 100.

The allow-lists name what is still being split; they only shrink: an entry that no
longer needs its place fails the test too, so it is taken off as the split lands."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "pnpkit"
MAX_MODULE_LINES = 800
MAX_FUNCTION_LINES = 100

#: modules over the limit, being split by another lane
LONG_MODULES: set[str] = set()
#: functions over the limit, being split (module path:qualified name)
LONG_FUNCTIONS: set[str] = set()


def _modules() -> list[tuple[str, str]]:
    return [(path.relative_to(PACKAGE).as_posix(), path.read_text(encoding="utf-8"))
            for path in sorted(PACKAGE.rglob("*.py"))]


def _functions(tree: ast.AST, prefix: str = ""):
    """(qualified name, lines) of every function, methods and nested ones included."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = prefix + node.name
            if not isinstance(node, ast.ClassDef):
                yield name, node.end_lineno - node.lineno + 1
            yield from _functions(node, name + ".")
        else:
            yield from _functions(node, prefix)


def _long_modules() -> set[str]:
    return {name for name, text in _modules() if text.count("\n") > MAX_MODULE_LINES}


def _long_functions() -> set[str]:
    return {f"{name}:{function}" for name, text in _modules()
            for function, lines in _functions(ast.parse(text)) if lines > MAX_FUNCTION_LINES}


def test_no_module_is_over_800_lines():
    assert _long_modules() - LONG_MODULES == set()


def test_no_function_is_over_100_lines():
    assert _long_functions() - LONG_FUNCTIONS == set()


def test_the_allow_lists_only_shrink():
    assert LONG_MODULES - _long_modules() == set(), "split: take it off LONG_MODULES"
    assert LONG_FUNCTIONS - _long_functions() == set(), "split: take it off LONG_FUNCTIONS"


def test_a_long_function_is_seen_where_it_is_nested():
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    tree = ast.parse(f"class A:\n  def f(self):\n{body}\n")
    assert dict(_functions(tree)) == {"A.f": MAX_FUNCTION_LINES + 1}

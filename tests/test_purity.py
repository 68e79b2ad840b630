"""rules/, layout/ and model/ stay pure: no I/O libraries, no drawing, no CLI."""

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).parent.parent / "src" / "pnpkit"
FORBIDDEN_MODULES = {"reportlab", "svgwrite", "jinja2", "yaml", "typer", "rich", "babel", "pyphen",
                     "pypdf", "pypdfium2", "pnpkit.render", "pnpkit.cli", "pnpkit.readers",
                     "subprocess", "shutil", "socket", "tempfile"}
FORBIDDEN_CALLS = {"open", "print", "input"}
PURE = ["rules", "layout", "model", "games/amber/rules", "games/fighting_fantasy/rules", "games/race/rules"]


def _files():
    for package in PURE:
        yield from sorted((SRC / package).rglob("*.py"))


@pytest.mark.parametrize("path", list(_files()), ids=lambda p: str(p.relative_to(SRC)))
def test_pure_module(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        for name in names:
            assert not any(name == m or name.startswith(m + ".") for m in FORBIDDEN_MODULES), (
                f"{path.name} imports {name}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path.name} calls {node.func.id}()"
        if isinstance(node, ast.Attribute) and node.attr in {"read_text", "write_text", "read_bytes",
                                                              "write_bytes", "open"}:
            raise AssertionError(f"{path.name} does file I/O (.{node.attr})")

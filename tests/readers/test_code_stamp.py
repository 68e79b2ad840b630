"""The game cache keys an entry by the code that reads a game (readers.game_cache._code_stamp):
every module a read imports and every file of the package it opens is in it, and any edit,
checkout or upgrade of one (touched, replaced by another of the same size, added, removed)
is a new key.  The shipped games' kit, rulebook, command line and referee are keyed by their
names only: no read imports them (checked here as a read runs, and in its code's imports)."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pnpkit.readers import game_cache

PACKAGE = Path(game_cache.__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

#: a child that reads every shipped game and the fixtures afresh and tells which of the
#: package's modules it loaded and which of its files it opened
_CHILD = r"""
import json, os, sys
opened = set()
sys.addaudithook(lambda event, args: opened.add(os.fspath(args[0])) if event == "open"
                 and isinstance(args[0], (str, bytes, os.PathLike)) else None)
from pnpkit.paths import content_dir
from pnpkit.readers.game_reader import load_game
for folder in [os.path.join(content_dir(), g) for g in ("amber", "race", "fighting-fantasy")] + sys.argv[1:]:
    result = load_game(folder)
    assert result.game is not None and result.diagnostics.ok, folder
import pnpkit
files = {getattr(m, "__file__", None) for name, m in sys.modules.items() if name.startswith("pnpkit")}
print(json.dumps([os.path.dirname(pnpkit.__file__), content_dir(), sorted(str(f) for f in (files | opened) - {None})]))
"""


def _stamped(relative: str) -> bool:
    """Whether the stamp holds the file at ``relative`` (to the package, with "/")."""
    top, _, rest = relative.partition("/")
    if top in game_cache._CODE_FOLDERS:
        return True
    if top != "games":
        return False
    game, _, part = rest.partition("/")
    return not part or part.partition("/")[0] in game_cache._GAME_PARTS


def test_all_a_read_imports_or_opens_of_the_package_is_stamped():
    env = {**os.environ, "PNPKIT_NO_CACHE": "1"}
    child = subprocess.run([sys.executable, "-c", _CHILD, str(FIXTURES / "demo"), str(FIXTURES / "amber-mini")],
                           capture_output=True, text=True, env=env, check=True)
    # the child's own package (an installed copy, where pytest's parent reads src/)
    # (an installed copy holds the shipped games too: their files are the folder's key, not code)
    package, content, files = json.loads(child.stdout)
    package, content, used = Path(package).resolve(), Path(content).resolve(), [Path(f).resolve() for f in files]
    inside = [f.relative_to(package).as_posix() for f in used  # a module's bytecode is checked against it
              if f.is_relative_to(package) and not f.is_relative_to(content) and "__pycache__" not in f.parts]
    assert "games/amber/rules/checks.py" in inside and "readers/game_reader.py" in inside
    assert [f for f in inside if not _stamped(f)] == []


def _imports(module: str) -> set[str]:
    """The pnpkit modules ``module``'s source names in any import, in functions too."""
    path = PACKAGE.joinpath(*module.split(".")[1:])
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # from . import x, from ..rules import y
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    modules = set()
    for name in found:
        parts = name.split(".")
        for n in range(1, len(parts) + 1):
            candidate = PACKAGE.joinpath(*parts[1:n])
            if parts[0] == "pnpkit" and (candidate.is_dir() or candidate.with_suffix(".py").is_file()):
                modules.add(".".join(parts[:n]))
    return modules


def test_the_code_a_read_can_import_is_stamped():
    """From the reader, the plugins and each shipped game's plugin and extension, every
    import written anywhere in those modules (a function's lazy one too) stays in the stamp."""
    from pnpkit.plugins import shipped_plugin

    roots = ["pnpkit.readers.game_reader", "pnpkit.readers.game_cache", "pnpkit.plugins"]
    for rules in ("amber", "race", "fighting-fantasy"):
        plugin = shipped_plugin(rules)
        roots += [type(plugin).__module__, f"pnpkit.games.{rules.replace('-', '_')}.plugin",
                  plugin.extension.partition(":")[0]]
    seen: set[str] = set()
    todo = [r for r in roots if r.startswith("pnpkit.")]
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo += _imports(module) - seen
    assert "pnpkit.games.amber.rules.checks" in seen
    files = []
    for module in seen:
        path = PACKAGE.joinpath(*module.split(".")[1:])
        files.append((path / "__init__.py" if path.is_dir() else path.with_suffix(".py")).relative_to(PACKAGE))
    assert [f for f in files if not _stamped(f.as_posix())] == []


@pytest.fixture
def code(tmp_path, monkeypatch):
    """A copy of the stamped code (stats kept), as the package the stamp looks at."""
    copy = tmp_path / "code"
    for name in (*game_cache._CODE_FOLDERS, "games"):
        source = PACKAGE / name
        if source.is_dir():
            shutil.copytree(source, copy / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            copy.mkdir(exist_ok=True)
            shutil.copy2(source, copy / name)
    monkeypatch.setattr(game_cache, "_PACKAGE", str(copy))
    game_cache._code_stamp.cache_clear()
    yield copy
    game_cache._code_stamp.cache_clear()


def _stamp() -> str:
    game_cache._code_stamp.cache_clear()
    return game_cache._code_stamp()


def _touched(path: Path) -> None:
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))


def _replaced(path: Path) -> None:
    """Another file of the same size and mtime put in its place (as a checkout or an
    editor saving by a rename writes a new file)."""
    info = path.stat()
    new = path.with_name(path.name + ".new")
    new.write_bytes(path.read_bytes()[::-1])
    os.utime(new, ns=(info.st_atime_ns, info.st_mtime_ns))
    new.replace(path)


def _removed(path: Path) -> None:
    path.unlink()


@pytest.mark.parametrize("where", ["quick_json.py", "value_class.py", "model/game.py", "readers/game_yaml.py",
                                   "rules/messages.py", "games/__init__.py", "games/amber/plugin.py",
                                   "games/amber/rules/checks.py", "games/race/rules/extension.py",
                                   "games/amber/rules/referee_words.json"])
@pytest.mark.parametrize("change", [_touched, _replaced, _removed])
def test_a_changed_code_file_is_a_new_key(code, where, change):
    """A module gone is a new key too, or no key (OSError: the game is read afresh)."""
    before = _stamp()
    change(code / where)
    try:
        assert _stamp() != before
    except FileNotFoundError:
        assert change is _removed


@pytest.mark.parametrize("where", ["", "rules", "games", "games/amber", "games/amber/rules", "layout"])
def test_a_file_added_to_the_code_is_a_new_key(code, where):
    """A new module anywhere a read imports from is a new key (one beside a module can
    shadow it: a package ``quick_json/`` is imported before ``quick_json.py``)."""
    before = _stamp()
    (code / where / "added.py").write_text("", encoding="utf-8")
    assert _stamp() != before


def test_the_games_kits_and_command_lines_are_keyed_by_their_names(code):
    """A read never runs them (the tests above): an edit inside them keeps the key."""
    before = _stamp()
    for where in ("games/amber/kit/amber_kit.py", "games/race/cli/__init__.py", "games/amber/referee.py",
                  "games/fighting_fantasy/rulebook/__init__.py"):
        _touched(code / where)
    (code / "games/race/kit/added.py").write_text("", encoding="utf-8")
    assert _stamp() == before

"""Answers of `pnpkit --help` (and a bare `pnpkit`), `pnpkit games` and `pnpkit check`
kept from their last run (and, for an unchanged `pnpkit build`, of its slow steps).

These commands print the same bytes every time nothing they read has changed, and most
of their time is Typer, rich and reading every game.  So the first run goes through
Typer as always, while what it writes on stdout and stderr and its exit code are kept
in the user's cache (a JSON file of plain text, read only when the user owns it); a
later run whose key matches, and whose recorded dependencies are unchanged, prints the
kept bytes without importing Typer.

The key is a hash of everything the answer can depend on that is known beforehand:
the command line, the working folder, the interpreter and ``sys.path``, the whole
environment (less ``_`` and ``OLDPWD``), each standard stream's terminal facts
(tty or not, size, encoding), and the bytes and names of every file in pnpkit's own
package, the shipped templates, and the game folders the command reads (all shipped
games; a folder given on the command line).  What the first run reads beyond that —
the modules it imported (Typer, rich, a plugin's code), the files it opened and the
folders it listed (``sys.addaudithook``) — is recorded with the entry: a file by size and
modification time (as Python itself decides whether bytecode is stale), a folder by
its names, and any difference means running the command afresh.  A run that wrote to a
stream's binary buffer, raised, or was interrupted is not kept.  ``PNPKIT_NO_CACHE=1``
turns this off, like the game cache.  Not seen: a file outside those folders that a run
only looked for (a stat, no open) and that appears later in a folder it did not list.
"""

from __future__ import annotations

import os
import sys

from pnpkit.readers.game_cache import cache_dir

_FORMAT = 2
_VOLATILE_ENV = frozenset({"_", "OLDPWD"})
MAX_TREE_FILES = 3000  # a folder given on the command line larger than this is not hashed
MAX_TREE_BYTES = 128 * 1024 * 1024


class _TooBig(Exception):
    pass


def _tree_digest(digest, root: str, budget: list[int]) -> None:
    """Every file's relative name and bytes under ``root`` (links to files followed,
    folder links not; ``__pycache__`` left out: the sources are hashed)."""
    digest.update(b"\0tree\0" + os.path.abspath(root).encode("utf-8", "surrogateescape") + b"\0")
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        rel = os.path.relpath(folder, root).encode("utf-8", "surrogateescape")
        for name in sorted(files):
            path = os.path.join(folder, name)
            try:
                with open(path, "rb") as handle:
                    data = handle.read()
            except OSError:
                data = b"\0unreadable\0"
            budget[0] -= 1
            budget[1] -= len(data)
            if budget[0] < 0 or budget[1] < 0:
                raise _TooBig
            digest.update(rel + b"/" + name.encode("utf-8", "surrogateescape") + b"\0")
            digest.update(len(data).to_bytes(8, "little") + data)


def _terminal_facts() -> list:
    facts = []
    for fd in (0, 1, 2):
        try:
            size = tuple(os.get_terminal_size(fd))
        except (OSError, ValueError):
            size = None
        try:
            tty = os.isatty(fd)
        except OSError:
            tty = None
        facts.append([tty, size])
    for stream in (sys.stdout, sys.stderr, sys.stdin):
        facts.append([type(stream).__name__, getattr(stream, "encoding", None), getattr(stream, "errors", None),
                      _isatty(stream)])
    return facts


def _isatty(stream) -> bool | None:
    try:
        return bool(stream.isatty())
    except (AttributeError, OSError, ValueError):
        return None


def _package_roots() -> list[str]:
    from pnpkit.paths import _PACKAGE, _shipped

    roots = [_PACKAGE]
    templates = _shipped("templates")
    if not templates.startswith(_PACKAGE + os.sep) and os.path.isdir(templates):
        roots.append(templates)
    return roots


def _roots(argv: list[str]) -> list[str] | None:
    """The folders whose every byte is part of the key, or None when the command line is
    not one kept here."""
    from pnpkit.paths import content_dir

    content = os.path.realpath(content_dir())
    if argv in ([], ["--help"]):  # no command: the help, as an error
        return _package_roots()
    if argv in (["games"], ["games", "--json"]):
        return [*_package_roots(), content]
    if argv[:1] != ["check"]:
        return None
    words = [a for a in argv[1:] if a != "--json"]
    if len(argv) - len(words) > 2 or len(words) > 1 or any(w.startswith("-") or not w or "\0" in w
                                                            for w in words):
        return None
    roots = [*_package_roots(), content]
    if words:  # an id is a shipped game (in content), or a folder / its game.yaml as given
        target = words[0]
        folder = os.path.dirname(target) if os.path.basename(target) == "game.yaml" else target
        if os.path.isdir(folder):
            roots.append(os.path.realpath(folder))
    return roots


_surroundings: list[str] = []  # made once a process: an unchanged build asks for three answers


def _key(what: list, roots: list[str]) -> str | None:
    import hashlib
    import json

    if not _surroundings:
        _surroundings.append(json.dumps(
            [_FORMAT, os.getcwd(), sys.version, sys.executable, sys.path, sys.flags.utf8_mode,
             sys.getfilesystemencoding(),
             sorted((k, v) for k, v in os.environ.items() if k not in _VOLATILE_ENV),
             _terminal_facts()], ensure_ascii=False, default=repr))
    head = json.dumps(what, ensure_ascii=False, default=repr) + "\0" + _surroundings[0]
    digest = hashlib.sha256(head.encode("utf-8", "surrogateescape"))
    budget = [MAX_TREE_FILES, MAX_TREE_BYTES]
    try:
        for root in dict.fromkeys(roots):
            _tree_digest(digest, root, budget)
    except _TooBig:
        return None
    return digest.hexdigest()


def _entry_path(key: str) -> str | None:
    where = cache_dir()
    return None if where is None else os.path.join(where, f"answer-{key[:40]}.json")


def _stamp(path: str) -> list | None:
    """A file's size and modification time; None for a folder (opened only to fsync it:
    its listing is what counts, when it was listed) or a file gone."""
    import stat

    try:
        info = os.stat(path)
    except OSError:
        return None
    return None if stat.S_ISDIR(info.st_mode) else [info.st_size, info.st_mtime_ns]


def _names(path: str) -> str | None:
    """A digest of a folder's names (a site-packages folder holds hundreds)."""
    import hashlib

    try:
        names = sorted(os.listdir(path))
    except OSError:
        return None
    return hashlib.sha256("\0".join(names).encode("utf-8", "surrogateescape")).hexdigest()


def _still_valid(entry: dict) -> bool:
    return (all(_stamp(path) == stamp for path, stamp in entry["files"])
            and all(_names(path) == names for path, names in entry["folders"]))


def _entry(entry_file: str, key: str) -> dict | None:
    """The kept entry under ``key`` when its recorded dependencies are unchanged."""
    import json

    from pnpkit.readers.cache_files import read_own_file

    data = read_own_file(entry_file)
    if data is None:
        return None
    try:
        entry = json.loads(data)
        if entry.get("key") != key or not _still_valid(entry):
            return None
        out, err, code = entry["stdout"], entry["stderr"], entry["code"]
        if not (isinstance(out, str) and isinstance(err, str) and isinstance(code, int)):
            return None
    except (ValueError, TypeError, LookupError, AttributeError, RecursionError):
        return None  # a damaged or foreign entry: run the command
    return entry


def _replay(entry_file: str, key: str) -> int | None:
    entry = _entry(entry_file, key)
    if entry is None:
        return None
    out, err, code = entry["stdout"], entry["stderr"], entry["code"]
    sys.stdout.write(out)
    sys.stdout.flush()
    sys.stderr.write(err)
    sys.stderr.flush()
    return code


class _Tee:
    """A text stream that passes everything on to ``stream`` and keeps what was written;
    a write to its binary buffer marks the copy as incomplete."""

    def __init__(self, stream) -> None:
        self._stream, self.parts, self.tainted = stream, [], False

    def write(self, text):
        written = self._stream.write(text)  # a text stream refuses bytes before we keep them
        self.parts.append(text)
        return written

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    @property
    def buffer(self):
        self.tainted = True
        return self._stream.buffer

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


class _Recorder:
    """Files opened for reading and folders listed while the command runs (audit events),
    outside the folders the key already hashes."""

    def __init__(self, skip: list[str]) -> None:
        self.skip = tuple(os.path.join(os.path.abspath(p), "") for p in skip)
        self.skip_exact = frozenset(os.path.abspath(p) for p in skip)
        self.files: set[str] = set()
        self.folders: set[str] = set()
        self.on = True

    def _kept(self, path) -> str | None:
        if isinstance(path, bytes):
            path = os.fsdecode(path)
        if not isinstance(path, str):  # a file descriptor
            return None
        path = os.path.abspath(path or ".")
        if (path.startswith(self.skip) or path in self.skip_exact
                or path.startswith(("/proc/", "/dev/", "/sys/"))):
            return None
        return path

    def __call__(self, event: str, args: tuple) -> None:
        if not self.on:
            return
        if event == "open":
            path, mode, flags = (tuple(args) + (None, None))[:3]
            reading = (not any(c in mode for c in "wax+")) if isinstance(mode, str) else (
                isinstance(flags, int) and flags & 3 == os.O_RDONLY)
            kept = self._kept(path) if reading else None
            if kept is not None and not kept.endswith(".pyc"):
                self.files.add(kept)
        elif event in ("os.listdir", "os.scandir"):
            kept = self._kept(args[0] if args else ".")
            if kept is not None:
                self.folders.add(kept)


def _module_files(skip: tuple[str, ...]) -> set[str]:
    """The source (or extension) file of every module imported, but the standard library
    (``sys.version`` in the key stands for it) and what the key hashes."""
    stdlib = os.path.join(os.path.dirname(os.__file__), "")
    found = set()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if not isinstance(path, str):
            continue
        path = os.path.abspath(path)
        if path.startswith(skip):
            continue
        if path.startswith(stdlib) and "-packages" not in path[len(stdlib):]:
            continue
        found.add(path)
    return found


def _record(entry_file: str, key: str, roots: list[str], run, value=None) -> int:
    import json

    where = os.path.dirname(entry_file)
    recorder = _Recorder([*roots, where])
    sys.addaudithook(recorder)
    out, err = _Tee(sys.stdout), _Tee(sys.stderr)
    real_out, real_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = run()
    finally:
        sys.stdout, sys.stderr = real_out, real_err
        recorder.on = False
    if out.tainted or err.tainted or not isinstance(code, int):
        return code
    files = recorder.files | _module_files(recorder.skip)
    entry = {"key": key, "code": code, "stdout": "".join(out.parts), "stderr": "".join(err.parts),
             "value": value() if value is not None else None,
             "files": sorted([path, stamp] for path in files if (stamp := _stamp(path)) is not None),
             "folders": sorted([path, names] for path in recorder.folders
                               if (names := _names(path)) is not None)}
    try:
        from pnpkit.writer import write_bytes_atomic

        write_bytes_atomic(entry_file, json.dumps(entry, ensure_ascii=False).encode("utf-8", "surrogateescape"))
    except (OSError, TypeError, ValueError):  # a read-only cache folder, an odd name
        pass
    else:
        from pnpkit.readers import cache_pruning

        cache_pruning.prune(where, cache_pruning.ANSWER_ENTRIES, cache_pruning.KEEP_ANSWERS)
    return code


def kept_output(what: list, roots: list[str], run) -> int:
    """``run()``'s exit code, what it printed printed: replayed when kept under ``what``
    (plain JSON values naming the answer) and the key's ``roots``, and still valid;
    else from ``run()``, kept for next time."""
    key = _key(what, roots) if cache_dir() is not None else None
    entry_file = _entry_path(key) if key is not None else None
    if key is None or entry_file is None:
        return run()
    code = _replay(entry_file, key)
    if code is not None:
        return code
    return _record(entry_file, key, roots, run)


def kept_value(what: list, compute):
    """``compute()`` (a plain JSON value, computed printing nothing), kept under ``what``
    like an answer (the modules and files it reads recorded with it)."""
    key = _key(["value", what], []) if cache_dir() is not None else None
    entry_file = _entry_path(key) if key is not None else None
    if key is None or entry_file is None:
        return compute()
    entry = _entry(entry_file, key)
    if entry is not None and entry["stdout"] == "" and entry["stderr"] == "" and entry["code"] == 0:
        return entry.get("value")
    found: list = []
    _record(entry_file, key, [], lambda: found.append(compute()) or 0, value=lambda: found[0])
    return found[0]


def answer(argv: list[str], run) -> int:
    """The command's exit code, its output printed: replayed when kept and still valid,
    else from ``run()`` (the Typer command), kept for next time."""
    roots = _roots(argv)
    return run() if roots is None else kept_output(argv, roots, run)

"""Whether a kit on disk is current: its input key, and its manifest read back.

On the standard library alone: the key of a kit (every content file of the game folder,
the drawing code, every option; :func:`kit_key`), and the manifest of the last build
(:func:`read_manifest`), which render.pipeline compares with it.
"""

from __future__ import annotations

import hashlib
import json
import os
import time

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from pathlib import Path

MANIFEST_NAME = "manifest.json"
MANIFEST_FORMAT = 1
#: the code whose change rebuilds every part (the readers' own code is in the game cache's key)
DRAWING_CODE = ("layout", "render", "rules", "i18n", "games")
CONTENT_SUFFIXES = (".yaml", ".yml", ".po", ".svg", ".csv", ".png", ".jpg", ".jpeg",
                    ".txt", ".j2", ".md", ".ttf", ".otf")
_PACKAGE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
_fingerprint: list[str] = []


def _code_files() -> list[tuple[str, str]]:
    """(name relative to the package, path) of the drawing code, in the key's order; the
    word tables beside it (JSON, pnpkit.word_files) are printed words, so they count."""
    found = []
    for folder in DRAWING_CODE:
        for where, folders, names in os.walk(os.path.join(_PACKAGE, folder)):
            folders.sort()
            found += [(os.path.relpath(os.path.join(where, n), _PACKAGE).replace(os.sep, "/"),
                       os.path.join(where, n)) for n in names if n.endswith((".py", ".json"))]
    found.sort()  # as sorted(Path.rglob) did: by the whole relative name
    return found


def code_fingerprint() -> str:
    """Hash of the drawing code itself and of reportlab's ``__init__.py`` (where its version
    is written), so a new pnpkit or reportlab rebuilds everything; reportlab is found,
    not imported."""
    if not _fingerprint:
        from pnpkit.readers.library_files import library_file

        library = library_file("reportlab")
        digest = hashlib.sha256(b"reportlab\0")
        if library is not None:
            with open(library, "rb") as handle:
                digest.update(handle.read())
        for name, path in _code_files():
            digest.update(name.encode())
            with open(path, "rb") as handle:
                digest.update(handle.read())
        _fingerprint.append(digest.hexdigest())
    return _fingerprint[0]


_file_digests: dict[tuple, bytes] = {}
#: a file changed less than this before it was looked at may change again within the
#: clock's tick keeping its size and time ("racy git"): its digest is not kept
_SETTLE_NS = 2_000_000_000


def _file_digest(path) -> bytes:
    """SHA-256 of a file's bytes, hashed once a process while its stamp stands: a kit's
    sixteen part keys all name the game's content files (~2 MB)."""
    info = os.stat(path)
    # the change time too: an edit that keeps size and mtime (touch -r) still moves it
    stamp = (os.path.abspath(path), info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)
    digest = _file_digests.get(stamp)
    if digest is None:
        from pnpkit.readers.safe_files import budgeted_digest

        digest = budgeted_digest(path, info)
        if time.time_ns() - info.st_mtime_ns > _SETTLE_NS:  # else it may change again unseen
            _file_digests[stamp] = digest
    return digest


def hash_inputs(*items) -> str:
    """A stable hash of part inputs: bytes, str, paths (their name and a hash of their
    content), JSON-able values; the drawing code's fingerprint first."""
    from pathlib import PurePath

    digest = hashlib.sha256(code_fingerprint().encode())
    for item in items:
        if isinstance(item, bytes):
            chunk = item
        elif isinstance(item, PurePath):
            chunk = item.name.encode() + b"\0" + _file_digest(item)
        elif isinstance(item, str):
            chunk = item.encode()
        else:
            chunk = json.dumps(item, sort_keys=True, ensure_ascii=False, default=str).encode()
        digest.update(len(chunk).to_bytes(8, "big"))
        digest.update(chunk)
    return digest.hexdigest()


def content_files(folder: Path | str) -> list[Path]:
    """Every content file under ``folder``, for ``hash_inputs``, in a stable order (by its
    name in the folder): regular files only, no link leading out of the folder (the
    reader reports those; they are never read)."""
    from pathlib import Path

    from pnpkit.readers.game_cache import content_files as named

    return [Path(folder, name) for name in named(folder, CONTENT_SUFFIXES)]


def kit_key(folder: Path | str, options: dict) -> str:
    """The key a kit's manifest records: its content files and the build's options."""
    return hash_inputs(*content_files(folder), options)


def kit_folder(out: Path | str, game_id: str, locale: str, paper: str = "a4", ink: str = "color") -> Path:
    """``out/<game>/<locale>``; a kit on other paper than A4 or in low ink has its own
    folder (``ru-letter``, ``ru-mono``, ``ru-letter-mono``), so neither build overwrites
    the A4 colour kit beside it.  (A kit that names its mono files apart, like the race's,
    passes ``ink="color"``: both sets share one folder.)"""
    from pathlib import Path

    name = "-".join([locale, *([paper] if paper not in ("", "a4") else []),
                     *(["mono"] if ink == "mono" else [])])
    return Path(out) / game_id / name


def manifest_name(variant: str = "") -> str:
    """The manifest file of a kit folder.  A variant (the mono set of a kit that names its
    mono files apart, like the race's board-a4-mono.pdf) keeps its own manifest, so
    building one set neither skips on nor deletes the other set's files."""
    return f"manifest-{variant}.json" if variant else MANIFEST_NAME


def read_manifest(folder: Path | str, name: str = MANIFEST_NAME) -> dict | None:
    """The previous build's manifest, or None when missing or unreadable."""
    from pnpkit.readers.safe_files import read_bytes

    try:  # a FIFO or a huge file planted in the kit folder is no manifest
        data = json.loads(read_bytes(os.path.join(folder, name), 16 << 20))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == MANIFEST_FORMAT else None

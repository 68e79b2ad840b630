"""The rulebook templates' compiled code, kept between runs in the per-user cache folder.

Compiling the dozen templates (Jinja's parse and code generation, then Python's
``compile``) was a tenth of the rulebook's time on every build.  Jinja turns a template
into a Python code object; this cache keeps that object (``marshal``) so the next build
only loads it.

Loading a code object runs it, so an entry must be something only this user's pnpkit
could have written, and exactly what compiling would have made:

- the entry is read only from a regular file (not a link) the user owns, of bounded size
  (:func:`pnpkit.readers.cache_files.read_own_file`), in a folder the user owns that no
  group or other user may write (nobody else can put, swap or rename an entry there);
  anyone who can write there as the user can already change the user's own files;
- its first line is the full key: the template's name, its file, the source Jinja is
  given (translated: the catalogue's text is in it) and the compiler (Jinja's and
  Python's versions, the code of ``templates.py``, whose sandbox rewrites the tree, and of
  this module).  A key that is not the expected one, i.e. another template, an edited one
  or another compiler, is never loaded: the template is compiled afresh;
- jinja's own ``FileSystemBytecodeCache`` is not used: it unpickles its entries' header
  and accepts any file in a shared temporary folder.

A game folder's template is compiled by the same sandboxed compiler whether its code comes
from here or not: the cache adds no way for a game folder to run code.  Any problem
(no folder, a foreign, damaged or stale entry, a full disk) falls back to compiling, and
``PNPKIT_NO_CACHE=1`` turns the cache off.  The newest KEEP_ENTRIES entries stay
(:mod:`pnpkit.readers.cache_pruning`).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
from functools import cache

from jinja2.bccache import Bucket, BytecodeCache

#: the first bytes of an entry, before its key (a new layout changes the number)
MAGIC = b"pnpkit-template-code 1\n"
#: no compiled template is near this (the largest Amber template's code is ~60 kB)
MAX_ENTRY_BYTES = 4 * 1024 * 1024
#: entries kept, the newest (each edit of a template, each locale's translation and each
#: checkout's path makes its own: three games' dozen templates in a few locales fit)
KEEP_ENTRIES = 256
ENTRY_NAMES = r"[0-9a-f]{40}\.code"


@cache
def _compiler_fingerprint() -> bytes:
    """What the compiled code depends on besides the template itself."""
    import importlib.util
    import sys

    import jinja2

    digest = hashlib.sha256()
    for part in (jinja2.__version__.encode(), sys.version.encode(), importlib.util.MAGIC_NUMBER):
        digest.update(part + b"\0")
    # templates.py by path, not imported: it imports this module (no import cycle)
    for path in (os.path.join(os.path.dirname(__file__), "templates.py"), __file__):
        with open(path, "rb") as handle:
            digest.update(handle.read())
    return digest.digest()


def _private_folder(path: str) -> bool:
    """``path`` is a folder (not a link) the user owns that only the user may write."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    getuid = getattr(os, "getuid", None)
    owned = getuid is None or info.st_uid == getuid()
    return stat.S_ISDIR(info.st_mode) and owned and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


class TemplateCodeCache(BytecodeCache):
    """Compiled templates as ``MAGIC + key + "\\n" + marshal(code)`` files in ``folder``."""

    def __init__(self, folder: str) -> None:
        self.folder = folder

    def get_bucket(self, environment, name, filename, source) -> Bucket:
        digest = hashlib.sha256(_compiler_fingerprint())
        for part in (name, filename or "", source):
            digest.update(part.encode("utf-8", "surrogatepass") + b"\0")
        bucket = Bucket(environment, digest.hexdigest(), checksum="")
        self.load_bytecode(bucket)
        return bucket

    def _entry(self, bucket: Bucket) -> str:
        return os.path.join(self.folder, f"{bucket.key[:40]}.code")

    def _header(self, bucket: Bucket) -> bytes:
        return MAGIC + bucket.key.encode("ascii") + b"\n"

    def load_bytecode(self, bucket: Bucket) -> None:
        import marshal
        from types import CodeType

        from pnpkit.readers.cache_files import read_own_file

        if not _private_folder(self.folder):
            return
        data = read_own_file(self._entry(bucket), MAX_ENTRY_BYTES)
        header = self._header(bucket)
        if data is None or not data.startswith(header):
            return
        try:
            code = marshal.loads(data[len(header):])
        except (EOFError, ValueError, TypeError):
            return
        if isinstance(code, CodeType):
            bucket.code = code

    def dump_bytecode(self, bucket: Bucket) -> None:
        import marshal

        from pnpkit.writer import write_bytes_atomic

        if bucket.code is None:
            return
        from pnpkit.readers import cache_pruning

        with contextlib.suppress(OSError, ValueError):
            write_bytes_atomic(self._entry(bucket), self._header(bucket) + marshal.dumps(bucket.code))
            cache_pruning.prune(self.folder, ENTRY_NAMES, KEEP_ENTRIES)


def template_code_cache() -> TemplateCodeCache | None:
    """The cache of compiled templates in the per-user cache folder, or None when caches
    are off (``PNPKIT_NO_CACHE``)."""
    from pnpkit.readers.game_cache import cache_dir

    where = cache_dir()
    return TemplateCodeCache(os.path.join(where, "rulebook-templates")) if where is not None else None

"""The translations a PO catalogue holds, kept in the per-user cache beside the games.

A build in a locale other than Russian needs only, for each context, the source, the
translation and whether it is fuzzy (pnpkit.i18n.translator); parsing the megabyte of
PO that gives them (Babel) is about a fifth of what the build costs before its first
part.  The rows are kept under a key made of the PO file's bytes, the locale, the code
that reads them and Babel's own, as plain JSON (data only, read from the user's own
file: pnpkit.readers.cache_files); the newest few are kept (pnpkit.readers.cache_pruning).  A bad catalogue is
never kept (its PoReadError is raised on every read); ``PNPKIT_NO_CACHE=1`` and any
problem with the cache parse the file afresh.
"""

from __future__ import annotations

import json
import os

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

#: one row per context: (context, source, translation, fuzzy); source and translation
#: are a text, or a tuple of texts for a plural message
Row = tuple

_FORMAT = "pnpkit-catalog-rows 1"
_CODE = ("readers/po_reader.py", "readers/catalog_cache.py", "i18n/translator.py")
_BABEL = ("messages/pofile.py", "messages/catalog.py")


def _code_digest() -> bytes:
    """The code the rows come from: ours, and Babel's PO reader (found without importing it)."""
    import hashlib

    from pnpkit.readers.library_files import library_file

    digest = hashlib.sha256(_FORMAT.encode())
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    babel = [library_file("babel", name) for name in _BABEL]
    if None in babel:
        raise OSError("Babel's PO reader was not found")
    for path in [os.path.join(package, name) for name in _CODE] + babel:
        with open(path, "rb") as handle:
            digest.update(path.encode("utf-8", "surrogateescape") + b"\0" + handle.read())
    return digest.digest()


def _text_or_texts(value) -> str | tuple[str, ...]:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise ValueError("not a text")


def _decode(data: bytes) -> list[Row]:
    rows = []
    value = json.loads(data.decode("utf-8"))
    if not isinstance(value, list):
        raise ValueError("not a list of rows")
    for row in value:
        context, source, string, fuzzy = row
        if not isinstance(context, str) or type(fuzzy) is not bool:
            raise ValueError("a bad row")
        rows.append((context, _text_or_texts(source), _text_or_texts(string), fuzzy))
    return rows


def catalog_rows(path: Path, locale: str, root: Path | str, parse: Callable[[bytes], list[Row]]) -> list[Row]:
    """The rows of the PO file ``path`` (checked as pnpkit.readers.po_reader.read_catalog
    checks it, with ``root`` the game folder), from the cache or from ``parse(its bytes)``."""
    import hashlib

    from pnpkit.readers.game_cache import cache_folder
    from pnpkit.readers.po_reader import catalog_file_bytes

    data = catalog_file_bytes(path, root)  # PoReadError for a link out, a giant file ...
    where = cache_folder()
    if where is None:
        return parse(data)
    try:
        code = _code_digest()
    except (OSError, AttributeError, ImportError, ValueError):
        return parse(data)
    key = hashlib.sha256(code + locale.encode("utf-8", "surrogateescape") + b"\0" + data).hexdigest()
    entry = where / f"catalog-rows-{key[:32]}.json"
    from pnpkit.readers.cache_files import read_own_file

    kept = read_own_file(str(entry))
    if kept is not None:
        try:  # a damaged or foreign entry just means parsing the file again
            return _decode(kept)
        except (ValueError, TypeError, LookupError, RecursionError):
            pass
    rows = parse(data)
    from pnpkit.writer import write_bytes_atomic

    try:
        write_bytes_atomic(entry, json.dumps(rows, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    except (OSError, TypeError, ValueError):  # a read-only cache folder, a lone surrogate
        return rows
    from pnpkit.readers import cache_pruning

    cache_pruning.prune(str(where), cache_pruning.CATALOG_ENTRIES, cache_pruning.KEEP_CATALOG_ENTRIES)
    return rows

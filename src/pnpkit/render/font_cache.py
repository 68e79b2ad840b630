"""reportlab's parsed TrueType faces, kept in the per-user cache as plain data.

Parsing the eight shipped faces (reportlab's ``TTFontFile.extractInfo`` walks every
glyph in Python) cost every build process ~75 ms; what it leaves on a face is plain
values (metrics, the character and glyph maps), so a face's attributes are stored with
:mod:`marshal` and set back on a face made without parsing.  What is not plain is
rebuilt: the font file's bytes (read again: subsetting needs them), the table index
(the same records as the table list), the name strings (reportlab's ``TTFNameBytes``)
and the scale function (from ``unitsPerEm``, as reportlab makes it).  A face with any
other kind of value is not cached, so a reportlab that adds one parses as before.

The key is the bytes of every font file, reportlab's version and the code of its
``ttfonts`` module, Python's and marshal's versions and this format's number; an entry
that is not the user's own plain data, or any other problem, parses afresh.
``PNPKIT_NO_CACHE=1`` parses every time.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys

from pnpkit.readers.cache_files import plain_values as _plain

FORMAT = 1
_NOT_KEPT = frozenset({"_ttf_data", "_pdfScale", "table"})  # rebuilt, see _rebuild_face


def _key(files: dict[str, bytes]) -> str:
    import hashlib

    import reportlab
    from reportlab.pdfbase import ttfonts

    digest = hashlib.sha256(f"faces {FORMAT} python{sys.version_info[:2]} marshal{marshal.version}"
                            f" reportlab {reportlab.Version}\0".encode())
    with open(ttfonts.__file__, "rb") as handle:
        digest.update(handle.read())
    for name, data in files.items():
        digest.update(f"\0{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def face_state(face) -> dict | None:
    """A parsed face's attributes as plain data, or None when one is of a kind this
    module does not know how to rebuild."""
    from reportlab.pdfbase.ttfonts import TTFNameBytes

    plain, names = {}, {}
    for attribute, value in vars(face).items():
        if attribute in _NOT_KEPT:
            continue
        if type(value) is TTFNameBytes:
            if bytes(value) != value.ustr.encode("utf-8"):
                return None
            names[attribute] = value.ustr
        elif _plain(value):
            plain[attribute] = value
        else:
            return None
    if not callable(getattr(face, "_pdfScale", None)) or "unitsPerEm" not in plain:
        return None
    return {"plain": plain, "names": names}


def _scale(units_per_em: int):
    """The scale of font units to PDF's thousandths, as ``extractInfo`` makes it."""
    if units_per_em == 1000:
        return lambda x: x
    multiplier = 1000 / units_per_em
    return lambda x: x * multiplier


def _rebuild_face(state: dict, data: bytes):
    from reportlab.pdfbase.ttfonts import TTFNameBytes, TTFontFace

    face = TTFontFace.__new__(TTFontFace)
    attributes = face.__dict__
    attributes.update(state["plain"])
    for attribute, text in state["names"].items():
        attributes[attribute] = TTFNameBytes(text.encode("utf-8"))
    attributes["_ttf_data"] = data
    attributes["table"] = {record["tag"]: record for record in attributes["tables"]}
    attributes["_pdfScale"] = _scale(attributes["unitsPerEm"])
    return face


def _parse(paths: dict[str, str]) -> dict:
    from reportlab.pdfbase.ttfonts import TTFontFace

    return {name: TTFontFace(path) for name, path in paths.items()}


def load_faces(paths: dict[str, str]) -> dict:
    """Name -> reportlab ``TTFontFace`` of each font file in ``paths``: from the cache
    while the files, reportlab and Python are the same, else parsed (and kept)."""
    from pnpkit.render.collector import collection_held

    with collection_held():  # thousands of small maps and lists, and no cycles
        return _load_faces(paths)


def _load_faces(paths: dict[str, str]) -> dict:
    from pnpkit.readers.cache_files import cache_dir

    where = cache_dir()
    if where is None:
        return _parse(paths)
    files = {}
    for name, path in paths.items():
        with open(path, "rb") as handle:
            files[name] = handle.read()
    key = _key(files)
    entry = os.path.join(where, f"fonts-{key[:32]}.marshal")
    with contextlib.suppress(Exception):
        faces = _read_entry(entry, key, files)
        if faces is not None:
            return faces
    faces = _parse(paths)
    states = {name: face_state(face) for name, face in faces.items()}
    if all(state is not None for state in states.values()):
        _write_entry(where, entry, {"key": key, "faces": states})
    return faces


def _read_entry(entry: str, key: str, files: dict[str, bytes]) -> dict | None:
    from pnpkit.readers.cache_files import read_own_file

    stored = read_own_file(entry)
    if stored is None:
        return None
    kept = marshal.loads(stored)
    if not (isinstance(kept, dict) and kept.get("key") == key and _plain(kept)
            and set(kept["faces"]) == set(files)):
        return None
    return {name: _rebuild_face(kept["faces"][name], data) for name, data in files.items()}


def _write_entry(where: str, entry: str, kept: dict) -> None:
    from pnpkit.readers import cache_pruning
    from pnpkit.writer import write_bytes_atomic

    with contextlib.suppress(OSError, ValueError):
        write_bytes_atomic(entry, marshal.dumps(kept))
        cache_pruning.prune(where, cache_pruning.FONT_ENTRIES,
                            cache_pruning.KEEP_FONT_ENTRIES)

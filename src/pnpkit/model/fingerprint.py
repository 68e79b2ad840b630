"""What a drawing is made from, as one digest: the data it shows, without where that
data was read (``source``: file, line, column), so a row added above a card moves its
line but not its digest.  The preview redraws a face, and the build a part, only when
its digest changes."""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Any


def plain(value: Any) -> Any:
    """``value`` as nested tuples of text, without any ``source`` (or ``…_source``) field."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # a kept card decoded when first read (readers.pending_parts) is named as its model class
        return (getattr(type(value), "_model", type(value)).__name__, tuple(
            (f.name, plain(getattr(value, f.name))) for f in dataclasses.fields(value)
            if f.name != "source" and not f.name.endswith("_source")))
    if isinstance(value, dict):
        return tuple((repr(k), plain(v)) for k, v in value.items())
    if isinstance(value, list | tuple | frozenset | set):
        items = [plain(v) for v in value]
        return tuple(sorted(items, key=repr) if isinstance(value, frozenset | set) else items)
    return repr(value)


def digest(*parts: Any) -> str:
    h = hashlib.sha256()
    for part in parts:
        chunk = (part if isinstance(part, str) else repr(plain(part))).encode()
        h.update(len(chunk).to_bytes(8, "big"))
        h.update(chunk)
    return h.hexdigest()[:24]

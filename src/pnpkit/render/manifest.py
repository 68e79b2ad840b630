"""manifest.json: every file of a build with its size, pages and SHA-256, plus what the
build was made from (game, locale, paper, options, each part's input hash).

Deterministic: no timestamps, keys sorted, files in name order, so an unchanged rebuild
rewrites the same bytes.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from pnpkit.readers.kit_state import MANIFEST_FORMAT as FORMAT_VERSION
from pnpkit.readers.kit_state import MANIFEST_NAME, read_manifest  # noqa: F401 (re-exported)
from pnpkit.readers.safe_files import plain_name


@dataclass(frozen=True)
class FileEntry:
    path: str  # relative to the output folder, "/"-separated
    part: str
    bytes: int
    sha256: str
    pages: int | None
    kind: str  # "pdf", "svg", "json", "png", …


def kind_of(name: str) -> str:
    return name.rsplit(".", 1)[-1].lower() if "." in name else "file"


def build_manifest(
    *,
    meta: dict[str, Any],
    parts: dict[str, str],
    files: list[FileEntry],
    generator: str,
) -> dict[str, Any]:
    ordered = sorted(files, key=lambda f: f.path)
    return {
        "format": FORMAT_VERSION,
        "generator": generator,
        **meta,
        "parts": {
            name: {"inputs": parts[name], "files": [f.path for f in ordered if f.part == name]}
            for name in sorted(parts)
        },
        "files": [asdict(f) for f in ordered],
    }


def manifest_text(manifest: dict[str, Any]) -> str:
    return json.dumps(manifest, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def entries_of(manifest: dict[str, Any] | None) -> list[FileEntry]:
    """The manifest's file entries that can be a build's: a plain relative name and a
    SHA-256 (the cleanup still checks each file's bytes before it deletes one)."""
    if not manifest:
        return []
    out = []
    files = manifest.get("files", [])
    for raw in files if isinstance(files, list) else []:
        try:
            entry = FileEntry(**raw)
        except TypeError:
            continue
        if plain_name(entry.path) and isinstance(entry.sha256, str) and isinstance(entry.part, str):
            out.append(entry)
    return out

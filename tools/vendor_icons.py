"""Copy the game-icons pictures the project uses into src/pnpkit/art/game-icons/icons.json.

    python tools/vendor_icons.py /path/to/unpacked/@iconify-json/game-icons/package

"Used" means named as ``game-icons:NAME`` in a game's data under content/ (YAML or CSV)
or in the code under src/ (the few pictures a kit draws of its own accord).  The set is
read from the unpacked iconify package (its icons.json and package.json); the vendored
file keeps its format (one JSON document, keys sorted, no indent) so a re-run after a
merge gives the same bytes for the same names.  LICENSE.md's count is brought up to date.
Exits 1 naming every picture the set does not have.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "src" / "pnpkit" / "art" / "game-icons"
_REF = re.compile(r"game-icons:([a-z0-9]+(?:-[a-z0-9]+)*)")
_COUNT = re.compile(r"\((\d+) of them, listed there by name\)")


def used_names(root: Path = ROOT) -> dict[str, str]:
    """Each picture named anywhere, with the first file that names it."""
    found: dict[str, str] = {}
    files = [*sorted((root / "content").rglob("*.yaml")), *sorted((root / "content").rglob("*.csv")),
             *sorted((root / "src").rglob("*.py"))]
    for path in files:
        for name in _REF.findall(path.read_text(encoding="utf-8")):
            found.setdefault(name, str(path.relative_to(root)))
    return found


def vendored(package: Path, names: dict[str, str]) -> tuple[dict, list[str]]:
    full = json.loads((package / "icons.json").read_text(encoding="utf-8"))
    version = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
    icons = full["icons"]
    missing = [f"{where}: game-icons:{name}" for name, where in names.items() if name not in icons]
    out = {"height": full.get("height", 512), "width": full.get("width", 512),
           "package": f"@iconify-json/game-icons {version}", "set": "game-icons",
           "icons": {name: icons[name]["body"] for name in sorted(names) if name in icons}}
    return out, missing


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not (Path(argv[0]) / "icons.json").is_file():
        print("usage: python tools/vendor_icons.py PACKAGE_FOLDER (the unpacked "
              "@iconify-json/game-icons package, holding icons.json)", file=sys.stderr)
        return 2
    data, missing = vendored(Path(argv[0]), used_names())
    for line in missing:
        print(f"{line}: no such picture in the set", file=sys.stderr)
    if missing:
        return 1
    text = json.dumps(data, indent=0, sort_keys=True, ensure_ascii=False)
    (TARGET / "icons.json").write_text(text, encoding="utf-8")
    licence = TARGET / "LICENSE.md"
    notice = licence.read_text(encoding="utf-8")
    licence.write_text(_COUNT.sub(f"({len(data['icons'])} of them, listed there by name)", notice),
                       encoding="utf-8")
    print(f"{len(data['icons'])} pictures in {TARGET.relative_to(ROOT)}/icons.json")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

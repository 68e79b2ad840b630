"""Copy the game-icons pictures the project uses into src/pnpkit/art/game-icons/icons.json.

    python tools/vendor_icons.py PACKAGE [--authors ICONS_CHECKOUT]

PACKAGE is the unpacked npm package @iconify-json/game-icons (its icons.json and
package.json); ICONS_CHECKOUT, optional, a copy of github.com/game-icons/icons, whose
folders are its contributors: with it LICENSE.md lists each picture's author (a name
found in two folders is given to the one whose drawing matches the package's), without
it the authors already listed are kept.

"Used" means named as ``game-icons:NAME`` in a game's data under content/ (YAML or CSV)
or in the code under src/ (the few pictures a kit draws of its own accord).  The set is
read from the unpacked iconify package (its icons.json and package.json); the vendored
file keeps its format (one JSON document, keys sorted, no indent) so a re-run after a
merge gives the same bytes for the same names.  LICENSE.md's count is brought up to date.
Exits 1 naming every picture the set does not have.
"""

from __future__ import annotations

import difflib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "src" / "pnpkit" / "art" / "game-icons"
_REF = re.compile(r"game-icons:([a-z0-9]+(?:-[a-z0-9]+)*)")
_COUNT = re.compile(r"\((\d+) of them, listed there by name\)")
_NUMBER = re.compile(r"-?\d+\.?\d*")
_AUTHORS_START = "<!-- authors: written by tools/vendor_icons.py -->"
_AUTHORS_END = "<!-- end of authors -->"
_AUTHOR_LINE = re.compile(r"^- `([a-z0-9-]+)`: (.+)$")
_CONTRIBUTOR = re.compile(r"^- ([^,\n]+?)(?:,|$)")


def _squashed(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _contributors(checkout: Path) -> dict[str, str]:
    """Folder -> the contributor's name as the set's licence file writes it."""
    names = {}
    licence = checkout / "license.txt"
    for line in licence.read_text(encoding="utf-8").splitlines() if licence.is_file() else ():
        match = _CONTRIBUTOR.match(line.strip())
        if match:
            names[_squashed(match[1])] = match[1].strip()
    return {folder.name: names.get(_squashed(folder.name), folder.name.replace("-", " ").title())
            for folder in checkout.iterdir() if folder.is_dir()}


def authors_from(checkout: Path, bodies: dict[str, str]) -> dict[str, str]:
    """Each picture's author: the folder holding NAME.svg whose numbers match the body."""
    people = _contributors(checkout)
    out = {}
    for name, body in bodies.items():
        candidates = sorted(checkout.glob(f"*/{name}.svg"))
        if not candidates:
            continue
        ours = _NUMBER.findall(body)[:60]
        best = max(candidates, key=lambda path: _likeness(ours, path))
        out[name] = people[best.parent.name]
    return out


def _likeness(ours: list[str], path: Path) -> float:
    """How alike the numbers of a drawing and of ``path`` are (its background left out)."""
    theirs = [n for n in _NUMBER.findall(path.read_text(encoding="utf-8"))
              if n not in ("0", "512")][:60]
    return difflib.SequenceMatcher(None, ours, theirs).ratio()


def listed_authors(notice: str) -> dict[str, str]:
    return {m[1]: m[2] for line in notice.splitlines() if (m := _AUTHOR_LINE.match(line))}


def with_authors(notice: str, authors: dict[str, str], names: list[str]) -> str:
    lines = [f"- `{name}`: {authors.get(name, 'see game-icons.net')}" for name in names]
    section = "\n".join([_AUTHORS_START, "", *lines, "", _AUTHORS_END])
    if _AUTHORS_START in notice:
        head, _, rest = notice.partition(_AUTHORS_START)
        return head + section + rest.partition(_AUTHORS_END)[2]
    return notice.rstrip("\n") + "\n\n## The author of each picture\n\n" + section + "\n"


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
    checkout = None
    if len(argv) == 3 and argv[1] == "--authors" and Path(argv[2]).is_dir():
        checkout = Path(argv[2])
        argv = argv[:1]
    if len(argv) != 1 or not (Path(argv[0]) / "icons.json").is_file():
        print("usage: python tools/vendor_icons.py PACKAGE_FOLDER [--authors ICONS_CHECKOUT] "
              "(the unpacked @iconify-json/game-icons package, holding icons.json; a copy of "
              "github.com/game-icons/icons)", file=sys.stderr)
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
    authors = listed_authors(notice)
    if checkout is not None:
        authors = authors_from(checkout, data["icons"])
    notice = with_authors(notice, authors, sorted(data["icons"]))
    licence.write_text(_COUNT.sub(f"({len(data['icons'])} of them, listed there by name)", notice),
                       encoding="utf-8")
    print(f"{len(data['icons'])} pictures in {TARGET.relative_to(ROOT)}/icons.json")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

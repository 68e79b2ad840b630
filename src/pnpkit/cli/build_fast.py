"""`pnpkit build GAME` of a kit nothing changed since its last build, answered before
Typer, the command modules, the plugins or the data model are imported.

It works out the same input key as the Typer command (the game folder's content files
and every option; see pnpkit.cli.build), asks the kit's manifest whether it was built
from exactly that and its files are intact, and prints the same summary table and line.
Anything else — no game named (the default game), --only, --force, --debug, help, an
option or value it does not take, mono ink (its manifest depends on the rules plugin),
Letter paper, the pseudo locale, a changed or missing kit — raises Refused, and the
Typer command does the work and says what it says."""

from __future__ import annotations

import os

from pnpkit.cli.fast_path import Refused


def _parse(tokens: list[str]) -> tuple[str, dict]:
    """The game and the options that make the kit's key, read as the direct build reads
    them (pnpkit.cli.build_direct); Refused for anything that is more than a plain build
    of a game on A4 in colour (--only, --force, --debug, Letter, mono, pseudo …)."""
    from pnpkit.cli.build_direct import build_arguments

    args = build_arguments(tokens)
    jobs = args["jobs"]  # how the parts are built, not what: never in the key
    if (not args["game"] or args["only"] is not None or args["force"] or args["debug"]
            or args["paper"] != "a4" or args["ink"] != "color" or args["locale"] == "pseudo"
            or args["duplex"] not in ("long", "short", "none") or args["cards"] not in ("bleed", "tight")
            or (jobs is not None and jobs < 1)):
        raise Refused
    try:
        x, y = (float(v.strip()) for v in args["back_offset"].split(","))
    except ValueError:
        raise Refused from None
    if not (abs(x) <= 20 and abs(y) <= 20):  # nan too: left to the build to refuse
        raise Refused
    args["back_offset"] = (x, y)
    args["locale"] = args["locale"] or ""  # as BuildOptions keeps a locale not given
    return args["game"], args


def _head(folder) -> dict:
    from pnpkit.cli.build_summary import game_yaml

    document = game_yaml(folder)
    head = document.get("game") if isinstance(document, dict) else None
    return dict(head) if isinstance(head, dict) else {}


def _game_yaml_digest(folder) -> str | None:
    import hashlib

    try:
        with open(os.path.join(folder, "game.yaml"), "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except OSError:
        return None


def _heads(folders: list) -> dict:
    """Folder (as a string) -> its game.yaml's id (None when unusable) and default locale.
    Reading YAML costs more than this whole command: the heads are kept, keyed on the
    bytes of each game.yaml (pnpkit.cli.answer_cache.kept_value)."""
    from pnpkit.cli.answer_cache import kept_value

    def read() -> dict:
        heads = {}
        for folder in folders:
            head = _head(folder)
            game_id = head.get("id")
            heads[str(folder)] = {"id": game_id if isinstance(game_id, str) and game_id else None,
                                  "game_id": str(head.get("id") or ""),
                                  "default_locale": str(head.get("default_locale", ""))}
        return heads

    kept = kept_value(["game-heads", [[str(f), _game_yaml_digest(f)] for f in folders]], read)
    return kept if isinstance(kept, dict) and all(str(f) in kept for f in folders) else read()


def _folder(target: str):
    """The game folder as pnpkit.cli.common.resolve_game_folder finds it (Refused where it
    would fail: two shipped games with one id, no such game)."""
    from pathlib import Path

    from pnpkit.paths import content_dir

    root = content_dir()
    installed: dict = {}
    if os.path.isdir(root):
        shipped = [Path(root, name) for name in sorted(os.listdir(root))
                   if os.path.isfile(os.path.join(root, name, "game.yaml"))]
        heads = _heads(shipped)
        for folder in shipped:
            key = heads[str(folder)]["id"] or folder.name
            if key in installed:
                raise Refused
            installed[key] = folder
    explicit = any(sep in target for sep in "/\\") or target.startswith(".")
    if target in installed and not explicit:
        return installed[target]
    path = Path(target)
    if path.name == "game.yaml" and path.is_file():
        return path.parent
    if path.is_dir():
        return path
    raise Refused


def unchanged_build(tokens: list[str]) -> int | None:
    """Print the summary of an unchanged kit and return 0, or None to leave it to Typer."""
    try:
        target, args = _parse(tokens)
        folder = _folder(target)
        head = _heads([folder])[str(folder)]
        game_id = head["game_id"]
        locale = args["locale"] or head["default_locale"]
        if not game_id or not locale or locale == "pseudo":
            raise Refused
        from pnpkit.readers.kit_state import MANIFEST_NAME, kit_key, unchanged_kit

        # the key of pnpkit.cli.build: BuildOptions' fields, out left out
        options = {"locale": args["locale"], "paper": args["paper"], "out": None, "only": (),
                   "ink": args["ink"], "duplex": args["duplex"], "back_offset": args["back_offset"],
                   "strict": args["strict"], "booklet": args["booklet"], "cards": args["cards"]}
        report = unchanged_kit(args["out"], game_id, locale, kit_key(folder, options), MANIFEST_NAME)
        if report is None:
            raise Refused
    except Refused:
        return None
    return _print_unchanged(report, folder)


def _print_unchanged(report, folder) -> int:
    """build_summary.print_unchanged's table (rich, and the kit's part order read from
    game.yaml with the data model) is kept too, keyed on all it shows and game.yaml's bytes."""
    from pnpkit.cli.answer_cache import kept_output

    def show() -> int:
        from pnpkit.cli.build_summary import print_unchanged

        print_unchanged(report, folder)
        return 0

    rows = [[p.name, p.status, [str(f) for f in p.files], p.pages, p.seconds] for p in report.parts]
    return kept_output(["build-unchanged", str(report.out_dir), f"{report.seconds:.1f}", rows,
                        str(folder), _game_yaml_digest(folder)], [], show)

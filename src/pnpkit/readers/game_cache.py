"""A per-user cache of read games, so table commands start quickly.

Reading and checking the Amber data takes most of a second; the referee, `moves` and
`games` read it on every call.  A read game, whole (:func:`load_game_cached`) or a part
(:func:`load_game_part_cached`), is kept in the user's cache folder under a key of all
it depends on (:func:`_entry_key`; the plugin of its rules is compared apart,
:func:`_rules_stamp`); what a status names things by is kept beside it, in another
language too (:class:`_NamesPart`, :func:`load_names_in`).  An entry is data only (the
model's values, a pickle that names no other class, or JSON: see
:mod:`pnpkit.readers.game_codec`), read only from a regular file the user owns, of
bounded size: a planted entry is ignored, never run.  ``PNPKIT_NO_CACHE=1`` turns the
cache off, and any problem with it silently falls back to reading.
"""

from __future__ import annotations

import os
import stat
import sys

from pnpkit.memo import cache

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # the reader (and YAML, and pathlib) are imported only when a game is read
    from pathlib import Path

    from pnpkit.readers.game_reader import LoadResult

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: how many read versions of one game folder stay (branches, a kit and its fork)
KEEP_GAME_ENTRIES = 4
#: no entry is near this (the Amber game is about 1.5 MB as JSON)
MAX_CACHE_BYTES = 32 * 1024 * 1024

# the code that reads and checks a game: these folders, and the modules it imports beside them
# (tests/readers/test_code_stamp.py: all a read imports or opens of the package is stamped)
_CODE_FOLDERS = ("model", "readers", "rules", "layout", "__init__.py", "card_template.py", "lazy_exports.py",
                 "memo.py", "paths.py", "plugins.py", "quick_json.py", "referee_spec.py", "template_limits.py", "value_class.py",
                 "word_files.py", "writer.py")
#: of a shipped game's package (games/NAME/), what a read runs: its plugin and the rules its
#: extension (the checks of its data) is part of; its kit, rulebook, command line and referee
#: are never imported by a read, so only their names are keyed (a file added or removed there
#: is a new key, as a module shadowing plugin.py would be), not their stats
_GAME_PARTS = ("__init__.py", "plugin.py", "referee_spec.py", "rules")


def cache_dir() -> str | None:
    """The per-user cache folder (None with ``PNPKIT_NO_CACHE``), as a string."""
    if os.environ.get("PNPKIT_NO_CACHE"):
        return None
    explicit = os.environ.get("PNPKIT_CACHE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "pnpkit", "games")


def read_own_entry(path: str) -> tuple[bytes, bytes, bytes] | None:
    """An entry's three parts (its stamp line, its head line, the rest: the encoded read)
    when ``path`` is a regular file (not a link) owned by the current user and at most
    MAX_CACHE_BYTES long; otherwise None.  Never raises OSError.  The lines are read
    apart from the rest, so the body is read once into its own bytes (cutting ~450 KB
    out of the whole file's bytes copied it twice: ~0.25 ms of a write)."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)  # of the file opened, not of whatever the name points to later
        getuid = getattr(os, "getuid", None)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_CACHE_BYTES:
            return None
        if getuid is not None and info.st_uid != getuid():
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            stamp, head = handle.readline(), handle.readline()
            body = handle.read(max(0, info.st_size - len(stamp) - len(head)))
        return stamp.removesuffix(b"\n"), head.removesuffix(b"\n"), body
    except OSError:
        return None
    finally:
        os.close(fd)


def stale_entries(where: str, folder_name: str) -> list[str]:
    """The entries of one game folder in ``where`` beyond the newest KEEP_GAME_ENTRIES: the
    user's own regular files named exactly as this cache names them (the folder may be shared)."""
    import re

    # 16 hex digits, and the 32 of the entries written before (so those are pruned too)
    pattern = re.compile(re.escape(folder_name) + r"-(?:[0-9a-f]{16}|[0-9a-f]{32})\.json")
    try:
        names = os.listdir(where)
    except OSError:
        return []
    getuid = getattr(os, "getuid", None)
    found = []
    for name in names:
        if not pattern.fullmatch(name):
            continue
        path = os.path.join(where, name)
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode) and (getuid is None or info.st_uid == getuid()):
            found.append((info.st_mtime_ns, name, path))
    found.sort(reverse=True)  # newest first; the name breaks ties, so the choice is stable
    return [path for _, _, path in found[KEEP_GAME_ENTRIES:]]


def _tree_stamp(lines: list[str], where: str, shown: str) -> None:
    """Each file under ``where`` (its modules and the word tables kept as JSON beside
    them) by its name, size, mtime and inode, as Python's own bytecode check keys a
    module, in a stable order: a stat each, no read."""
    try:
        entries = sorted(os.scandir(where), key=lambda e: e.name)
    except NotADirectoryError:
        info = os.stat(where)
        lines.append(f"{shown}\0{info.st_size}\0{info.st_mtime_ns}\0{info.st_ino}")
        return
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            if entry.name != "__pycache__":  # written by every first run: never a key
                _tree_stamp(lines, entry.path, f"{shown}/{entry.name}")
        elif not entry.name.endswith(".pyc"):  # the modules, and the data files beside them
            info = entry.stat()
            lines.append(f"{shown}/{entry.name}\0{info.st_size}\0{info.st_mtime_ns}\0{info.st_ino}")


@cache
def _code_stamp() -> str:
    """The code that reads and checks a game, by the package's version and its files'
    stats (an edit, a checkout, an upgrade each change one); and PyYAML, which reads the
    files: its version (in __init__.py), and which of its modules are there (the C
    loader, LibYAML's, is used where it is built and marks errors its own way)."""
    from pnpkit import __version__
    from pnpkit.readers import library_files

    lines = [f"pnpkit {__version__}", _names(_PACKAGE)]  # a package added beside a module shadows it
    for name in _CODE_FOLDERS:
        _tree_stamp(lines, os.path.join(_PACKAGE, name), name)
    _games_stamp(lines, os.path.join(_PACKAGE, "games"))
    yaml_init = library_files.library_file("yaml")
    if yaml_init is not None:
        yaml_dir = os.path.dirname(yaml_init)
        _tree_stamp(lines, yaml_init, "yaml")
        for name in sorted(n for n in os.listdir(yaml_dir) if n.startswith("_yaml")):
            _tree_stamp(lines, os.path.join(yaml_dir, name), name)
    return "\n".join(lines)


def _names(where: str) -> str:
    """The names in the folder ``where`` but the bytecode's, in a stable order, each after a NUL."""
    return "".join(f"\0{n}" for n in sorted(os.listdir(where)) if n != "__pycache__" and not n.endswith(".pyc")) + "\0"


def _games_stamp(lines: list[str], games: str) -> None:
    """The shipped games' code a read runs (:data:`_GAME_PARTS` of each game's package,
    and the files beside the packages), and the names in each package."""
    for entry in sorted(os.scandir(games), key=lambda e: e.name):
        if not entry.is_dir(follow_symlinks=False):
            _tree_stamp(lines, entry.path, f"games/{entry.name}")
        elif entry.name != "__pycache__":
            names = _names(entry.path)
            lines.append(f"games/{entry.name}/\0{names}")
            for part in _GAME_PARTS:
                if f"\0{part}\0" in names:
                    _tree_stamp(lines, os.path.join(entry.path, part), f"games/{entry.name}/{part}")


def folder_listing(folder: str | Path, suffixes: tuple[str, ...] = (".yaml", ".yml", ".csv")) -> tuple[str, list]:
    """One walk of the folder for two answers.  Every path in it with its kind, and where
    each link leads: load_game reports a missing or odd file a game names (a picture, a
    card table), a link out of the folder or to nothing, and none of that is in the
    content files' bytes.  And the content files (regular files ending in ``suffixes``,
    none by a link out of the folder, which is never read), each as (name relative to the
    folder, size, mtime, inode): unchanged, its bytes are the kept ones, as Python's
    bytecode check trusts a source.  Both in a stable order."""
    root = os.path.join(os.path.realpath(folder), "")
    cut = len(os.path.join(folder, ""))  # os.walk's paths all start so: relpath's ~4 us a path, not needed
    lines, files = [], []
    for where, folders, names in os.walk(folder, followlinks=False):
        folders.sort()
        for name in sorted(folders + names):
            path = os.path.join(where, name)
            shown = path[cut:]
            try:
                info = os.lstat(path)
            except OSError:  # gone since the folder was listed: as if it never was
                continue
            line = f"{shown}\0{stat.S_IFMT(info.st_mode)}"
            inside = True
            if stat.S_ISLNK(info.st_mode):
                real = os.path.join(os.path.realpath(path), "")
                inside = real.startswith(root)
                try:
                    info = os.stat(path)
                    kind = stat.S_IFMT(info.st_mode)
                except OSError as exc:
                    kind = f"error {exc.errno}"
                line += f"\0{os.path.relpath(real, root) if inside else 'outside'}\0{kind}"
            lines.append(line)
            if inside and name.endswith(suffixes) and stat.S_ISREG(info.st_mode):
                files.append([shown.replace(os.sep, "/"), info.st_size, info.st_mtime_ns, info.st_ino])
    return "\n".join(lines), sorted(files)


def _entry_key(folder: str | Path, files: tuple[str, ...] | None = None, checks: tuple = ()) -> tuple | None:
    """What an entry depends on besides its content files' bytes: the code
    (:func:`_code_stamp`), which files (all, or game.yaml and ``files`` for a part) and
    ``checks`` it read with, where the folder is read and shown from (messages name files
    relative to the working folder, see pnpkit.paths.display_path) and the paths in it
    (the plugin of its rules is checked apart, see _rules_stamp), kept whole in the entry
    and compared; with those content files' stats.  None when the folder cannot be
    looked at (or a part's file is not a content file): it is read afresh."""
    folder = os.fspath(folder)
    memo = ("key", folder, files, checks)
    if _LOOKED is not None and memo in _LOOKED:  # the whole game's key, asked again by a localized part
        return _LOOKED[memo]
    keyed = _keyed(folder, files, checks)
    if _LOOKED is not None:
        _LOOKED[memo] = keyed
    return keyed


def _keyed(folder: str, files: tuple[str, ...] | None, checks: tuple) -> tuple | None:
    try:
        paths, stats = folder_listing(folder)
        if files is not None:
            by_name = {kept[0]: kept for kept in stats}
            stats = [by_name[name] for name in ("game.yaml", *files)]
        place = "\0".join((os.path.abspath(folder), os.path.realpath(folder), os.getcwd()))
        named = "\0".join((repr(files), *(f"{c.__module__}:{c.__qualname__}" for c in checks)))
        return "\n".join((_code_stamp(), named, place, paths)), stats
    except (OSError, KeyError):
        return None


def _crc(text: str) -> str:
    """A short name for a key: entries hold their whole key, so a clash is a miss, no more."""
    import zlib  # not hashlib: OpenSSL's start is the cost of a warm `moves` to save

    return f"{zlib.crc32(text.encode('utf-8', 'surrogateescape')):08x}"


def _rules_stamp(rules: str) -> bytes:
    """The plugin of the rules a read game names (its extension, kit kinds ...), all a
    successful read takes from the plugins (a game naming unknown rules is an error, and
    errors are never kept): kept in the entry and compared when it is read, so a warm
    read looks up one plugin instead of scanning the entry points for all of them.  A
    shipped game's plugin is named by its package alone (its code is in the key): so
    when pnpkit.plugins is not even imported, plugin_for has neither scanned nor been
    replaced and would answer with that package's plugin, and a warm read imports no
    plugin at all."""
    if rules == "generic":  # pnpkit.model.extension.GENERIC_RULES, without its schema
        return b"generic"
    package = rules.replace("-", "_")
    shipped = package.isidentifier() and package.islower() and os.path.isfile(
        os.path.join(_PACKAGE, "games", package, "plugin.py"))
    if shipped and "pnpkit.plugins" not in sys.modules:
        return f"shipped {package}".encode()
    from pnpkit.plugins import plugin_for, shipped_plugin

    found = plugin_for(rules)
    if shipped and found is not None and found == shipped_plugin(rules):
        return f"shipped {package}".encode()
    return repr(found).encode("utf-8", "surrogateescape")


def _kept(entry: str, key: str, stats: list | None = None, digests: list | None = None, wanted=None):
    """(the read game, its stamp line, its encoded read) kept in ``entry`` when it is
    there, sound, of ``key`` and of these content ``stats`` or ``digests`` and of the same
    plugin; else None.  ``wanted`` "names" reads a names part (game_codec.names_part),
    "lazy" one laid out to be decoded piece by piece (readers.lazy_part)."""
    parts = read_own_entry(entry)
    if parts is None:
        return None
    from pnpkit import quick_json
    from pnpkit.readers.game_codec import decode_names, decode_names_part, decode_result

    decode = decode_result if wanted is None else decode_names_part if wanted == "names" else (
        _decode_lazy if wanted == "lazy" else lambda body: decode_names(body, wanted))

    stamp, head, body = parts  # the rules' plugin when it was kept, the key, the read
    try:  # a stale, damaged or foreign entry just means reading the YAML again
        kept_for = quick_json.loads(head)
        if not (isinstance(kept_for, dict) and kept_for.get("key") == key
                and (stats is None or kept_for.get("stats") == stats)
                and (digests is None or kept_for.get("digests") == digests)):
            return None
        kept = decode(body)
        if kept.game is not None and stamp == _rules_stamp(kept.game.rules):
            return kept, stamp, body
    except (ValueError, TypeError, LookupError, RecursionError):
        pass
    return None


def _decode_lazy(body: bytes):
    from pnpkit.readers.lazy_part import decode_lazy_part

    return decode_lazy_part(body)


def _keep(where: str, prefix: str, entry: str, parts: tuple) -> None:
    """Write an entry (stamp line, its key with the files' stats and digests, the read
    game) and drop the prefix's oldest entries."""
    from pnpkit import quick_json
    from pnpkit.writer import remove_quietly, write_bytes_atomic

    stamp, key, stats, digests, body = parts
    head = quick_json.dumps({"key": key, "stats": stats, "digests": digests}, ensure_ascii=False)
    try:
        write_bytes_atomic(entry, b"\n".join((stamp, head.encode("utf-8", "surrogateescape"), body)))
    except (OSError, ValueError):  # a read-only cache folder, an odd name
        return
    remove_quietly(stale_entries(where, prefix))


def _encoded(result: LoadResult) -> tuple[bytes, bytes] | None:
    """The stamp line and the encoded read of a read game worth keeping (no errors)."""
    if result.game is None:
        return None
    from pnpkit.readers.game_codec import encode_result

    try:
        stamp = _rules_stamp(result.game.rules)
        body = encode_result(result)
    except (TypeError, ValueError):  # an odd value
        return None
    return None if b"\n" in stamp else (stamp, body)  # a plugin said on lines: read afresh


def _cached(folder: str, files: tuple[str, ...] | None, checks: tuple, read, wanted=None, lazy=None) -> LoadResult:
    where = cache_dir()
    keyed = _entry_key(folder, files, checks) if where is not None and os.path.isdir(folder) else None
    if keyed is None:
        return read()
    key, stats = keyed
    prefix = os.path.basename(os.path.normpath(folder)) + ("" if files is None else "-part")
    base = os.path.join(where, f"{prefix}-{_crc(key)}")
    entry = f"{base}{_crc(repr(stats))}.json"
    part = None if wanted is None else _NamesPart(where, prefix, key, stats, wanted, lazy)
    if part is not None and (kept := _kept(part.entry, part.key, stats=stats, wanted=part.decoded)) is not None:
        return kept[0]
    kept = _kept(entry, key, stats=stats, wanted=wanted)
    if kept is not None:
        if part is not None:
            part.keep(kept[1], kept[2])
        return kept[0]
    from pnpkit.readers.safe_files import budgeted_digest

    try:  # the files' digests, for when only their stats changed (a touch, a checkout),
        # taken before the read: a change during it is a new digest
        digests = [budgeted_digest(os.path.join(folder, name)).hex() for name, *_ in stats]
        others = sorted(p for p in os.listdir(where) if os.path.join(where, p).startswith(base))
    except FileNotFoundError as exc:
        if exc.filename != where:
            return read()  # a file gone since: the read says so
        others = []  # no cache folder yet
    except OSError:
        return read()
    for other in others:
        kept = _kept(os.path.join(where, other), key, digests=digests, wanted=wanted)  # the same bytes
        if kept is not None:
            _keep(where, prefix, entry, (kept[1], key, stats, digests, kept[2]))
            if part is not None:
                part.keep(kept[1], kept[2])
            return kept[0]
    result = read()
    encoded = _encoded(result)
    if encoded is not None:
        _keep(where, prefix, entry, (encoded[0], key, stats, digests, encoded[1]))
        if part is not None:
            part.keep(*encoded)
    return result


class _NamesPart:
    """The names part of an entry (game_codec.names_part: what a status names things
    by, a seventh of Amber's entry): kept beside the entry under the entry's key and
    ``wanted``, read and pruned as the entries are; with a ``lazy`` layout, laid out to be
    decoded piece by piece (readers.lazy_part)."""

    def __init__(self, where: str, prefix: str, key: str, stats: list, wanted: dict, lazy=None) -> None:
        self.where, self.stats, self.wanted, self.lazy = where, stats, wanted, lazy
        self.prefix = f"{prefix}~{'names' if lazy is None else 'lazy'}"
        self.decoded = "names" if lazy is None else "lazy"
        self.key = f"{key}\n{sorted(wanted.items())!r}" + ("" if lazy is None else f"\n{lazy!r}")
        self.entry = os.path.join(where, f"{self.prefix}-{_crc(self.key)}{_crc(repr(stats))}.json")

    def encoded(self, body: bytes) -> bytes:
        """The part of an encoded read; the errors of game_codec.decode_result."""
        if self.lazy is None:
            from pnpkit.readers.game_codec import names_part

            return names_part(body, self.wanted)
        from pnpkit.readers.lazy_part import lazy_part

        return lazy_part(body, self.wanted, self.lazy)

    def keep(self, stamp: bytes, body: bytes) -> None:
        try:
            part = self.encoded(body)
        except (ValueError, TypeError, LookupError, RecursionError):
            return
        _keep(self.where, self.prefix, self.entry, (stamp, self.key, self.stats, None, part))


def load_game_cached(folder: Path | str, wanted: dict[str, tuple[str, ...]] | None = None,
                     lazy: tuple | None = None) -> LoadResult:
    """Like load_game, answered from the cache when nothing it depends on changed (the
    reader, and with it PyYAML, the kit and the layout, imported only on a miss).  With
    ``wanted``, a kept game comes with only those fields of those classes (see
    game_codec.decode_names); a read one is whole (it has them too); with a ``lazy``
    layout too, a kept part is a readers.lazy_part.LazyGame."""
    def read() -> LoadResult:
        from pnpkit.readers.game_reader import load_game

        return load_game(folder)

    return _cached(os.fspath(folder), None, (), read, wanted, lazy)


def load_game_part_cached(folder: Path | str, files: tuple[str, ...], checks: tuple = ()) -> LoadResult:
    """Like :func:`pnpkit.readers.game_reader.load_game_part`, answered from the cache (an
    entry of its own, small: the part alone) when nothing it depends on changed."""
    def read() -> LoadResult:
        from pnpkit.readers.game_reader import load_game_part

        return load_game_part(folder, files, checks)

    return _cached(os.fspath(folder), tuple(files), tuple(checks), read)


def load_names_in(folder: str, wanted: dict[str, tuple[str, ...]], locale: str, translate, lazy=None) -> LoadResult:
    """The names part (``wanted``) of the game in ``folder`` as ``translate(game)`` gives
    it in ``locale`` (the whole game localized through its catalogue
    ``locales/<locale>.po``): kept beside the entries as a names part of its own, keyed
    by the entry's key, that catalogue's stat and the translating code's, made from the
    whole game on a miss.  An English status so reads a seventh of the game, neither
    Babel nor the catalogue.  LookupError when there is no cache or no catalogue, the
    game's errors as ValueError, and what ``translate`` raises: the caller then reads the
    whole game in that language, which reports them.  A ``lazy`` layout as
    :func:`load_game_cached` reads it."""
    from pnpkit.readers.game_codec import encode_json
    from pnpkit.readers.load_result import LoadResult

    where, key, stats, language = _localized_entry(folder, locale)
    prefix = f"{os.path.basename(os.path.normpath(folder))}~{locale}"
    part = _NamesPart(where, prefix, f"{key}\n{language}", stats, wanted, lazy)
    kept = _kept(part.entry, part.key, stats=stats, wanted=part.decoded)
    if kept is not None:
        return kept[0]
    whole = load_game_cached(folder)
    if whole.game is None or not whole.diagnostics.ok:
        raise ValueError("the game has errors")
    body = encode_json(LoadResult(translate(whole.game), whole.diagnostics))
    part.keep(_rules_stamp(whole.game.rules), body)
    encoded = part.encoded(body)
    if lazy is None:
        from pnpkit.readers.game_codec import decode_names_part

        return decode_names_part(encoded)
    return _decode_lazy(encoded)


#: a one-shot read's localized keys, (folder, locale) -> :func:`_localized_entry`'s answer,
#: held only inside :class:`looked_once` (between a server's commands the folder may change)
_LOOKED: dict | None = None


class looked_once:
    """Within it, a localized part's key (the folder's listing, the catalogue's stamp) is
    computed once per folder and language, and an entry's key once per folder: an English
    log asks it for the names and again for the texts inside effects, an English write
    for the whole game (the rules), the names and the texts: the same files looked at two
    or three times in a few milliseconds."""

    def __enter__(self) -> None:
        global _LOOKED
        _LOOKED = {}

    def __exit__(self, *exc: object) -> None:
        global _LOOKED
        _LOOKED = None


def _localized_entry(folder: str, locale: str) -> tuple[str, str, object, str]:
    """The cache folder, the game entry's key and stats, and the ``locale`` catalogue's
    stamp of a localized part; LookupError when there is no cache or no catalogue."""
    looked = _LOOKED.get((folder, locale)) if _LOOKED is not None else None
    if looked is None:
        looked = _look(folder, locale)
        if _LOOKED is not None:
            _LOOKED[(folder, locale)] = looked
    return looked


def _look(folder: str, locale: str) -> tuple[str, str, object, str]:
    where = cache_dir()
    keyed = _entry_key(folder) if where is not None and os.path.isdir(folder) else None
    try:
        language = None if keyed is None else _language_stamp(folder, locale)
    except OSError:
        language = None
    if keyed is None or language is None:
        raise LookupError(f"no cache for a part of {folder} in {locale}")
    return where, keyed[0], keyed[1], language


def _language_stamp(folder: str, locale: str) -> str:
    """What a game in ``locale`` depends on besides its data: its catalogue (OSError when
    there is none), the code that localizes (pnpkit.i18n) and Babel, which reads the PO."""
    from pnpkit.readers import library_files

    lines = [f"locale {locale}"]
    _tree_stamp(lines, os.path.join(folder, "locales", f"{locale}.po"), "catalogue")
    _tree_stamp(lines, os.path.join(_PACKAGE, "i18n"), "i18n")
    babel = library_files.library_file("babel")
    if babel is not None:
        _tree_stamp(lines, babel, "babel")
    return "\n".join(lines)


def load_texts_in(folder: str, locale: str, name: str, make) -> dict[str, str]:
    """A table of texts ``make()`` derives from the game in ``folder`` and its ``locale``
    catalogue (Amber's texts inside effects, Russian to English: both games' effects
    walked, ~20 ms), kept as JSON beside the names parts under the entry's key, the
    catalogue's stat and the localizing code's (:func:`load_names_in`) and ``name``; made
    on a miss.  Game data, as a names part is: never a session's output.  LookupError
    when there is no cache or no catalogue; what ``make`` raises."""
    from pnpkit import quick_json

    where, key, stats, language = _localized_entry(folder, locale)
    key = f"{key}\n{language}\n{name}"
    prefix = f"{os.path.basename(os.path.normpath(folder))}~{locale}~{name}"
    entry = os.path.join(where, f"{prefix}-{_crc(key)}{_crc(repr(stats))}.json")
    _, head, body = read_own_entry(entry) or (b"", b"", b"")
    try:  # a stale or damaged entry is made again
        kept_for, table = quick_json.loads(head), quick_json.loads(body)
        if kept_for.get("key") == key and kept_for.get("stats") == stats and isinstance(table, dict) and all(
                type(k) is str and type(v) is str for k, v in table.items()):
            return table
    except (ValueError, AttributeError):
        pass
    table = make()
    _keep(where, prefix, entry, (b"texts", key, stats, None, quick_json.dumps(table).encode("ascii")))
    return table

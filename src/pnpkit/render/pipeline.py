"""A small build pipeline: parts with input hashes, skipping of unchanged parts, and an
all-or-nothing commit.

Each part renders its files in memory; they are written into a staging folder next to
the output folder.  Only when every part has succeeded are the files renamed into place
(with Ctrl-C held back during those renames) and the manifest written last, so a build
that fails on bad content, an overflow, a full disk or an interrupt leaves the previous
output as it was.  A part whose input hash matches the previous manifest and whose files
are intact is skipped.

The manifest is the commit point: before the first rename a journal file is written and
the old manifest removed; the new manifest is written after the last rename and the
journal removed.  A build killed in between (kill -9, a power cut) leaves the journal,
and the next build rebuilds every part of that kit instead of trusting a mix of two.
One build at a time writes a kit (an OS lock on the kit folder itself, no lock file), and the staging folders that
killed builds left behind are removed by the next one.

With ``jobs`` > 1 the parts to rebuild are drawn in forked worker processes
(render.part_workers); their outcomes are taken in the parts' order, so the staging,
the progress events and the errors are those of the serial build, and this process
alone writes.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import shutil
import signal
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

from pnpkit.readers.kit_state import (  # noqa: F401 (the kit's key and state, re-exported)
    MANIFEST_FORMAT,
    MANIFEST_NAME,
    code_fingerprint,
    content_files,
    hash_inputs,
    kit_folder,
    manifest_name,
    read_manifest,
)
from pnpkit.readers.safe_files import own_file, plain_name
from pnpkit.writer import FolderBusy, folder_lock, write_bytes_atomic, write_text_atomic

# --- manifest.json: every file of a build with its size, pages and SHA-256, and what the
# build was made from; no timestamps, keys sorted, files in name order, so an unchanged
# rebuild rewrites the same bytes

@dataclass(frozen=True)
class FileEntry:
    path: str  # relative to the output folder, "/"-separated
    part: str
    bytes: int
    sha256: str
    pages: int | None
    kind: str  # "pdf", "svg", "json", "png", …


def _kind(name: str) -> str:
    return name.rsplit(".", 1)[-1].lower() if "." in name else "file"


def manifest_text(meta: dict[str, Any], parts: dict[str, str], files: list[FileEntry],
                  generator: str) -> str:
    ordered = sorted(files, key=lambda f: f.path)
    manifest = {
        "format": MANIFEST_FORMAT,
        "generator": generator,
        **meta,
        "parts": {
            name: {"inputs": parts[name], "files": [f.path for f in ordered if f.part == name]}
            for name in sorted(parts)
        },
        "files": [asdict(f) for f in ordered],
    }
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


@dataclass(frozen=True)
class Output:
    name: str  # file name relative to the output folder
    data: bytes
    pages: int | None = None


ReportFn = Callable[[int, int], None]  # (done, total) units of work inside a part


@dataclass(frozen=True)
class Part:
    name: str
    inputs: str  # hash of everything the part depends on (see hash_inputs)
    build: Callable[[ReportFn], Sequence[Output]]
    total: int = 1  # units of work, for the progress bar
    cost: float = 1.0  # expected build time, relative: worker processes start the costliest first


@dataclass(frozen=True)
class ProgressEvent:
    part: str
    state: Literal["start", "advance", "skipped", "done", "failed"]
    done: int
    total: int
    seconds: float = 0.0


ProgressFn = Callable[[ProgressEvent], None]


@dataclass(frozen=True)
class PartReport:
    name: str
    status: Literal["built", "skipped", "kept"]
    files: tuple[str, ...]
    pages: int
    seconds: float  # status "skipped": unchanged; "kept": not selected with ``only``


@dataclass(frozen=True)
class BuildReport:
    out_dir: Path
    parts: tuple[PartReport, ...]
    seconds: float
    repaired: bool = False  # the previous build was cut short: every part was rebuilt


class KitWriteError(Exception):
    """The kit could not be written (a full disk, no permission, a file where the folder
    should be).  ``committed``: whether files of the previous kit were already replaced
    (the next build repairs the kit then); else the previous kit is untouched."""

    def __init__(self, path: Path | str, reason: str, committed: bool = False) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason, self.committed = Path(path), reason, committed


class KitBusy(Exception):
    """Another build is writing the same kit folder."""

    def __init__(self, out_dir: Path) -> None:
        super().__init__(f"another build is writing {out_dir}")
        self.out_dir = out_dir


class BuildFailed(Exception):
    """A part failed; the previous output is untouched.  ``part`` names the culprit."""

    def __init__(self, part: str, cause: BaseException) -> None:
        super().__init__(f"{part}: {cause}")
        self.part = part
        self.cause = cause


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """Delay Ctrl-C until the renames are done (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[Any] = []
    previous = signal.signal(signal.SIGINT, lambda *args: caught.append(args))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if caught:
            raise KeyboardInterrupt


def _intact(out_dir: Path, entries: list[FileEntry]) -> bool:
    """Whether every file of ``entries`` is in the kit as the build wrote it."""
    return all(own_file(out_dir, entry.path, entry.sha256) is not None for entry in entries)


def _own_target(out_dir: Path, name: str) -> Path:
    """Where the kit file ``name`` goes: refused (OSError) when a folder on the way is a
    link, so a planted link never makes the build write outside the kit folder."""
    target = out_dir / name
    step = out_dir
    for piece in Path(name).parts[:-1]:
        step = step / piece
        if step.is_symlink():
            raise OSError(errno.ELOOP, "a folder in the kit is a link; remove it", str(step))
    return target  # a link in the kit's place itself is replaced, not written through


def _journal(out_dir: Path, manifest_file: str) -> Path:
    """The file that marks a kit whose files are being replaced (see the module notes)."""
    return out_dir / f".{manifest_file}.incomplete"


@contextlib.contextmanager
def _kit_lock(out_dir: Path) -> Iterator[int | None]:
    """Hold the kit folder's lock (refusing, not waiting, when another build has it);
    yields its descriptor.

    The lock is an OS lock on the kit folder itself (made here when missing, removed
    again when a first build leaves it empty): no lock file is left beside or in the
    kit, whatever happens to the build."""
    existed = out_dir.is_dir()
    try:
        with folder_lock(out_dir) as fd:
            yield fd
    except FolderBusy:
        raise KitBusy(out_dir) from None
    finally:
        if not existed:
            with contextlib.suppress(OSError):
                out_dir.rmdir()  # only when empty: a failed first build leaves no folder


def run_build(
    parts: Sequence[Part],
    out_dir: Path,
    *,
    meta: dict[str, Any] | None = None,
    generator: str = "pnpkit",
    only: set[str] | None = None,
    force: bool = False,
    progress: ProgressFn | None = None,
    manifest_file: str = MANIFEST_NAME,
    jobs: int = 1,
) -> BuildReport:
    """Build ``parts`` into ``out_dir`` (``only``: just these; others keep their files),
    recording them in ``out_dir/manifest_file``.  Raises BuildFailed (a part failed),
    KitWriteError (the files could not be written), KitBusy (another build is writing
    this kit); in each case the previous kit is left as it was.  ``jobs`` > 1: parts are
    built in up to that many worker processes (render.part_workers), same bytes."""
    out_dir = Path(out_dir)
    names = [p.name for p in parts]
    if len(set(names)) != len(names):
        raise ValueError("part names must be unique")
    if only is not None and (unknown := only - set(names)):
        raise ValueError(f"unknown parts: {', '.join(sorted(unknown))}")
    try:
        out_dir.parent.mkdir(parents=True, exist_ok=True)
        with _kit_lock(out_dir) as lock_fd:
            # staging folders of builds that were killed (under the lock, none is in use)
            for stale in out_dir.parent.glob(f".{out_dir.name}.staging-*"):
                shutil.rmtree(stale, ignore_errors=True)
            return _build_locked(parts, out_dir, meta=meta, generator=generator, only=only, force=force,
                                 progress=progress, manifest_file=manifest_file, jobs=jobs,
                                 lock_fd=lock_fd)
    except OSError as exc:
        committed = isinstance(exc, _CommitInterrupted)
        cause = exc.__cause__ if committed else exc
        where = getattr(cause, "filename", None) or out_dir
        raise KitWriteError(where, getattr(cause, "strerror", None) or str(cause), committed) from None


class _CommitInterrupted(OSError):
    """An OSError while the kit's files were being replaced (the journal stays)."""


def _build_locked(parts, out_dir: Path, *, meta, generator, only, force, progress,
                  manifest_file: str, jobs: int = 1, lock_fd: int | None = None) -> BuildReport:
    started = time.perf_counter()
    emit = progress or (lambda event: None)
    journal = _journal(out_dir, manifest_file)
    repairing = journal.exists()
    old = None if repairing else read_manifest(out_dir, manifest_file)
    if repairing:
        only, force = None, True  # a kit cut short is rebuilt whole
    old_entries = entries_of(old)
    old_inputs = {k: v.get("inputs") for k, v in (old or {}).get("parts", {}).items()}
    staging = out_dir.parent / f".{out_dir.name}.staging-{os.getpid()}"
    reports: list[PartReport] = []
    new_entries: list[FileEntry] = []
    part_inputs: dict[str, str] = {}
    staged: list[str] = []
    plan = []  # per part: (its files in the old kit, selected, unchanged)
    for part in parts:
        mine = [e for e in old_entries if e.part == part.name]
        selected = only is None or part.name in only
        unchanged = (
            not force
            and old_inputs.get(part.name) == part.inputs
            and bool(mine)
            and _intact(out_dir, mine)
        )
        plan.append((mine, selected, unchanged))
    to_build = [i for i, (_, selected, unchanged) in enumerate(plan) if selected and not unchanged]
    from pnpkit.render.part_workers import build_one, start_workers

    workers = None
    if jobs > 1 and len(to_build) > 1:  # forked before any progress is shown (see part_workers)
        workers = start_workers(parts, min(jobs, len(to_build)), inherited=(lock_fd,))
        if workers is not None:
            workers.schedule(to_build)
    try:
        for index, (part, (mine, selected, unchanged)) in enumerate(zip(parts, plan, strict=True)):
            if not selected or unchanged:
                if mine and _intact(out_dir, mine):
                    new_entries += mine
                    part_inputs[part.name] = old_inputs.get(part.name) or ""
                status = "skipped" if selected else "kept"
                emit(ProgressEvent(part.name, "skipped", part.total, part.total))
                reports.append(PartReport(part.name, status, tuple(e.path for e in mine),
                                          sum(e.pages or 0 for e in mine), 0.0))
                continue
            emit(ProgressEvent(part.name, "start", 0, part.total))
            if workers is None:
                outcome = build_one(part, lambda done, total, seconds, name=part.name: emit(
                    ProgressEvent(name, "advance", done, total, seconds)))
            else:
                outcome = workers.outcome(index)
            if outcome.error is not None:
                if not isinstance(outcome.error, Exception):
                    raise outcome.error  # an interrupt is not a part's failure
                emit(ProgressEvent(part.name, "failed", 0, part.total, outcome.seconds))
                raise BuildFailed(part.name, outcome.error) from outcome.error
            outputs = outcome.outputs
            for out in outputs:
                if Path(out.name).is_absolute() or ".." in Path(out.name).parts:
                    raise BuildFailed(part.name, ValueError(f"bad output name {out.name!r}"))
                write_bytes_atomic(staging / out.name, out.data)
                staged.append(out.name)
                new_entries.append(FileEntry(out.name, part.name, len(out.data),
                                             hashlib.sha256(out.data).hexdigest(), out.pages,
                                             _kind(out.name)))
            part_inputs[part.name] = part.inputs
            emit(ProgressEvent(part.name, "done", outcome.counted, outcome.counted,
                               outcome.seconds))
            reports.append(PartReport(part.name, "built", tuple(o.name for o in outputs),
                                      sum(o.pages or 0 for o in outputs), outcome.seconds))
        paths = [e.path for e in new_entries]
        if len(set(paths)) != len(paths):
            raise ValueError("two parts write the same file")
        manifest = manifest_text(meta or {}, part_inputs, new_entries, generator)
        out_dir.mkdir(parents=True, exist_ok=True)
        with _interrupts_held():
            _commit(out_dir, staging, staged, old_entries, set(paths), manifest_file, manifest)
    finally:
        if workers is not None:
            workers.close()
        shutil.rmtree(staging, ignore_errors=True)
    return BuildReport(out_dir, tuple(reports), time.perf_counter() - started, repaired=repairing)


def _commit(out_dir: Path, staging: Path, staged: list[str], old_entries: list[FileEntry],
            keep: set[str], manifest_file: str, manifest: str) -> None:
    """Move the staged files into the kit; the manifest, written last, commits it."""
    journal = _journal(out_dir, manifest_file)
    write_text_atomic(journal, manifest_file + "\n")  # before this, the old kit is whole
    try:
        with contextlib.suppress(FileNotFoundError):
            (out_dir / manifest_file).unlink()
        for name in staged:
            target = _own_target(out_dir, name)
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(staging / name, target)
        for stale in old_entries:
            # only a file this build's predecessor wrote, as it wrote it: a manifest
            # planted in the folder may name any path (../../x, /home/…, a link)
            mine = None if stale.path in keep else own_file(out_dir, stale.path, stale.sha256)
            if mine is not None:
                with contextlib.suppress(OSError):
                    os.unlink(mine)
        write_text_atomic(out_dir / manifest_file, manifest)
    except OSError as exc:
        raise _CommitInterrupted(str(exc)) from exc
    with contextlib.suppress(OSError):  # left behind, it only costs one full rebuild
        journal.unlink()


def progress_from(callback: Callable[[str, int, int], None] | None) -> ProgressFn | None:
    """Adapt a ``callback(part, done, total)`` (the CLI's) to pipeline events; a
    callback with an ``on_event(ProgressEvent)`` method gets the events themselves."""
    on_event = getattr(callback, "on_event", None)
    if callback is None or on_event is not None:
        return on_event
    return lambda event: callback(event.part, event.done, event.total)


def current_kit(out: Path, game_id: str, locale: str, kit_inputs: str,
                manifest_file: str = MANIFEST_NAME, paper: str = "a4",
                ink: str = "color") -> BuildReport | None:
    """The previous build's report when it was made from exactly ``kit_inputs`` (a
    hash_inputs of the content files and every option) and its files are intact; else
    None.  Lets `pnpkit build` skip even reading the game when nothing changed."""
    started = time.perf_counter()
    folder = kit_folder(out, game_id, locale, paper, ink)
    manifest = read_manifest(folder, manifest_file)
    if manifest is None or manifest.get("kit_inputs") != kit_inputs:
        return None
    entries, files = entries_of(manifest), manifest.get("files")
    # every entry a plain name in the kit folder, a regular file with its SHA-256: a
    # planted manifest naming ``../x``, a link or a FIFO is no kit
    if not entries or len(entries) != len(files) or not _intact(folder, entries):
        return None
    parts = tuple(PartReport(name, "skipped", tuple(e.path for e in entries if e.part == name),
                             sum(e.pages or 0 for e in entries if e.part == name), 0.0)
                  for name in manifest.get("parts", {}))
    return BuildReport(folder, parts, time.perf_counter() - started)


def linked_kit_folder(folder: Path, below: int = 2) -> Path | None:
    """The first of the last ``below`` folders of ``folder`` (``<game>/<locale>`` of a kit,
    which builds make) that is a link, else None: a game folder may ship
    ``output/<game>/<locale>`` linked elsewhere, and a build must not write there."""
    steps = [folder, *folder.parents][:below]
    return next((step for step in reversed(steps) if step.is_symlink()), None)


def run_kit(
    parts: Sequence[Part],
    *,
    out: Path,
    game_id: str,
    locale: str,
    paper: str,
    ink: str = "color",
    only: Sequence[str] = (),
    progress: Callable[[str, int, int], None] | None = None,
    force: bool = False,
    kit_inputs: str | None = None,
    manifest_file: str = MANIFEST_NAME,
    jobs: int = 1,
) -> BuildReport:
    """Build a game's kit into ``out/<game>/<locale>/`` (``<locale>-letter`` on Letter,
    ``<locale>-mono`` in low ink: see kit_folder) with a manifest; see run_build (``jobs``: worker processes).
    ``kit_inputs`` is recorded for current_kit."""
    import pnpkit

    meta = {"game": game_id, "locale": locale, "paper": paper}
    if kit_inputs is not None:
        meta["kit_inputs"] = kit_inputs
    version = getattr(pnpkit, "__version__", "0")
    folder = kit_folder(out, game_id, locale, paper, ink)
    linked = linked_kit_folder(folder)
    if linked is not None:
        raise KitWriteError(linked, "this folder of the kit is a link; remove it (pnpkit makes it)")
    return run_build(
        parts,
        folder,
        meta=meta,
        generator=f"pnpkit {version}",
        # Names the caller lists but no part makes (a part not written yet) are left to
        # the caller to report; they are not an error here.
        only=set(only) & {p.name for p in parts} if only else None,
        force=force,
        progress=progress_from(progress),
        manifest_file=manifest_file,
        jobs=jobs,
    )

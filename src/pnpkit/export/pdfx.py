"""A print shop's PDF/X-1a:2003 from the kit's RGB PDF, by Ghostscript's pdfwrite.

DriveThruCards' card-prep help asks for PDF/X-1a:2003 printed to US Web Coated (SWOP) v2.
Every colour is converted to CMYK through Ghostscript's own CMYK profile,
``default_cmyk.icc`` ("Artifex CMYK SWOP Profile", SWOP coated, CGATS TR 001), which is
embedded as the OutputIntent; the intent names the condition the shop asks for, US Web
Coated (SWOP) v2, by its registered identifier CGATS TR 001 (Adobe's profile of that
name is not ours to ship).  PDF 1.3 (X-1a:2003 allows up to 1.4): pdfwrite then flattens
any transparency, which X-1a forbids.  Fonts are embedded (the kit's PDFs already embed
subsets); TrimBox and BleedBox are carried over from the pages and checked afterwards.
Ghostscript runs as an argument list (no shell) with -dSAFER and a time limit, in a
private temporary folder, reading only its input, the prefix file and the profile.

Same input, same bytes: the dates are pinned with SOURCE_DATE_EPOCH and the trailer's
/ID (Ghostscript mixes the clock into it) is replaced by a hash of the file.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

PDFX_VERSION = "PDF/X-1a:2003"
PROFILE_NAME = "default_cmyk.icc"
PROFILE_DESCRIPTION = "Artifex CMYK SWOP Profile"
OUTPUT_CONDITION = "CGATS TR 001"  # SWOP coated, the condition the profile describes
OUTPUT_CONDITION_NAME = "US Web Coated (SWOP) v2"
PROFILE_FOLDERS = ("/usr/share/color/icc/ghostscript", "/usr/share/ghostscript/iccprofiles")
PINNED_EPOCH = "946684800"  # 2000-01-01, the date reportlab's invariant mode writes
TIMEOUT_S = 300


class PdfxError(RuntimeError):
    """Ghostscript is missing, failed, or made a file without the PDF/X markers."""


@dataclass(frozen=True)
class Ghostscript:
    program: str
    profile: Path


def find_ghostscript() -> Ghostscript:
    program = shutil.which("gs")
    if program is None:
        raise PdfxError("Ghostscript (gs) is not installed; it makes the print shop's PDF/X "
                        "(Debian/Ubuntu: apt-get install ghostscript)")
    profile = next((Path(folder) / PROFILE_NAME for folder in _profile_folders()
                    if (Path(folder) / PROFILE_NAME).is_file()), None)
    if profile is None:
        raise PdfxError(f"Ghostscript's CMYK profile {PROFILE_NAME} was not found "
                        f"(looked in {', '.join(_profile_folders())})")
    return Ghostscript(program, profile)


def _profile_folders() -> list[str]:
    folders = list(PROFILE_FOLDERS)
    folders += sorted(str(p) for p in Path("/usr/share/ghostscript").glob("*/iccprofiles"))
    return folders


def _ps_string(text: str) -> str:
    """A PostScript string literal holding ``text`` (ASCII; others become '?')."""
    plain = text.encode("ascii", "replace").decode("ascii")
    return "(" + plain.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def _text_hex(text: str) -> str:
    """A PDF text string as hex: UTF-16BE after its byte-order mark (a Russian title
    survives; PDF/X wants a Title in the Info dictionary)."""
    return "FEFF" + text.encode("utf-16-be").hex().upper()


def prefix_file(title: str, profile: Path) -> str:
    """The PDFX_def.ps Ghostscript runs first: the PDF/X keys of the Info dictionary and
    the OutputIntent with the embedded CMYK profile (after Ghostscript's template)."""
    return f"""%!
[ /GTS_PDFXVersion ({PDFX_VERSION})
  /Title <{_text_hex(title)}>
  /Trapped /False
/DOCINFO pdfmark
[/_objdef {{icc_PDFX}} /type /stream /OBJ pdfmark
[{{icc_PDFX}} << /N 4 >> /PUT pdfmark
[{{icc_PDFX}} {_ps_string(str(profile))} (r) file /PUT pdfmark
[/_objdef {{OutputIntent_PDFX}} /type /dict /OBJ pdfmark
[{{OutputIntent_PDFX}} <<
  /Type /OutputIntent
  /S /GTS_PDFX
  /OutputCondition ({OUTPUT_CONDITION_NAME})
  /Info ({PROFILE_DESCRIPTION})
  /OutputConditionIdentifier ({OUTPUT_CONDITION})
  /RegistryName (http://www.color.org)
  /DestOutputProfile {{icc_PDFX}}
>> /PUT pdfmark
[{{Catalog}} << /OutputIntents [ {{OutputIntent_PDFX}} ] >> /PUT pdfmark
"""


def _skip_string(data: bytes, at: int) -> int:
    """The offset just past the PDF string (hex or literal) starting at ``at``."""
    if data[at:at + 1] == b"<":
        return data.index(b">", at) + 1
    if data[at:at + 1] != b"(":
        raise PdfxError("unexpected /ID in Ghostscript's trailer")
    depth, i = 0, at
    while True:
        ch = data[i:i + 1]
        if ch == b"\\":
            i += 2
            continue
        if ch == b"(":
            depth += 1
        elif ch == b")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1


def pin_document_id(data: bytes) -> bytes:
    """Replace the last trailer's /ID with one made from the rest of the file.  The
    trailer follows the cross-reference table, so no offset moves."""
    trailer = data.rindex(b"trailer")
    found = re.compile(rb"/ID\s*\[\s*").search(data, trailer)
    if found is None:
        raise PdfxError("Ghostscript wrote no document /ID")
    first = _skip_string(data, found.end())
    second_at = first + len(data[first:]) - len(data[first:].lstrip())
    second = _skip_string(data, second_at)
    close = data.index(b"]", second)
    rest = data[:found.start()] + data[close + 1:]
    digest = hashlib.md5(rest, usedforsecurity=False).hexdigest().upper()
    return data[:found.start()] + f"/ID [<{digest}><{digest}>]".encode() + data[close + 1:]


def to_pdfx(pdf: bytes, title: str, gs: Ghostscript | None = None) -> bytes:
    """``pdf`` (RGB, TrimBox/BleedBox on every page) as PDF/X-1a bytes."""
    gs = gs or find_ghostscript()
    with tempfile.TemporaryDirectory(prefix="pnpkit-pdfx-") as tmp:
        folder = Path(tmp)
        source, prefix, target = folder / "in.pdf", folder / "pnpkit-pdfx.ps", folder / "out.pdf"
        source.write_bytes(pdf)
        prefix.write_text(prefix_file(title, gs.profile), encoding="ascii")
        args = [gs.program, "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dNOOUTERSAVE",
                "-sDEVICE=pdfwrite", "-dPDFX", "-dCompatibilityLevel=1.3",
                "-sColorConversionStrategy=CMYK", "-sProcessColorModel=DeviceCMYK",
                f"-sOutputICCProfile={gs.profile}", "-dEmbedAllFonts=true",
                "-dSubsetFonts=true", f"--permit-file-read={gs.profile}",
                f"-sOutputFile={target}", str(prefix), str(source)]
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "SOURCE_DATE_EPOCH": PINNED_EPOCH,
               "HOME": tmp}
        try:
            done = subprocess.run(args, cwd=tmp, env=env, capture_output=True,
                                  timeout=TIMEOUT_S, check=False)
        except subprocess.TimeoutExpired:
            raise PdfxError(f"Ghostscript took more than {TIMEOUT_S} s; stopped") from None
        if done.returncode != 0 or not target.is_file():
            said = (done.stderr or done.stdout).decode("utf-8", "replace").strip().splitlines()
            raise PdfxError("Ghostscript failed: " + (said[0] if said else
                                                      f"exit code {done.returncode}"))
        out = pin_document_id(target.read_bytes())
    check_pdfx(out)
    return out


def check_pdfx(data: bytes) -> None:
    """The markers a shop's preflight looks for first; a missing one is an error here
    rather than a rejected upload."""
    import io

    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    info = reader.metadata or {}
    if info.get("/GTS_PDFXVersion") != PDFX_VERSION:
        raise PdfxError("the converted PDF has no GTS_PDFXVersion")
    intents = reader.trailer["/Root"].get("/OutputIntents") or []
    if not any(i.get_object().get("/S") == "/GTS_PDFX" for i in intents):
        raise PdfxError("the converted PDF has no PDF/X OutputIntent")
    for number, page in enumerate(reader.pages, 1):
        if "/TrimBox" not in page or "/BleedBox" not in page:
            raise PdfxError(f"page {number} of the converted PDF lost its TrimBox/BleedBox")

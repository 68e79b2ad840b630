"""An independent PDF/X-1a:2003 preflight, read with pikepdf (the export itself checks
with pypdf): no PDF/X validator installs from the package registries, so these are the
rules of ISO 15930-4 a shop's preflight applies first, written out.

``problems(data)`` lists every breach found ("page 2: RGB colour (rg)"); empty means
the file passes.
"""

from __future__ import annotations

import io

import pikepdf

RGB_SPACES = {"/DeviceRGB", "/CalRGB", "/RGB", "/Lab"}
BLENDS_OK = {"/Normal", "/Compatible"}


def _space_is_rgb(space) -> bool:
    """A colour space (name or array) that is not CMYK, grey or a spot with a CMYK/grey
    alternate."""
    if isinstance(space, pikepdf.Name):
        return str(space) in RGB_SPACES
    if isinstance(space, pikepdf.Array) and len(space):
        family = str(space[0])
        if family in RGB_SPACES:
            return True
        if family == "/ICCBased":
            return int(space[1].get("/N", 0)) == 3
        if family in ("/Indexed", "/I"):
            return _space_is_rgb(space[1])
        if family in ("/Separation", "/DeviceN"):
            return _space_is_rgb(space[2])
        if family == "/Pattern" and len(space) > 1:
            return _space_is_rgb(space[1])
    return False


def _resources(holder) -> pikepdf.Dictionary:
    found = holder.get("/Resources")
    return found if isinstance(found, pikepdf.Dictionary) else pikepdf.Dictionary()


def _fonts(resources, where: str, out: list[str]) -> None:
    for name, font in (resources.get("/Font") or {}).items():
        parts = [font, *list(font.get("/DescendantFonts") or [])]
        if font.get("/Subtype") == "/Type3":
            continue  # glyphs drawn in the file itself
        embedded = any(
            key in part.FontDescriptor for part in parts if "/FontDescriptor" in part
            for key in ("/FontFile", "/FontFile2", "/FontFile3"))
        if not embedded:
            out.append(f"{where}: font {name} ({font.get('/BaseFont')}) is not embedded")


def _states(resources, where: str, out: list[str]) -> None:
    for name, state in (resources.get("/ExtGState") or {}).items():
        smask = state.get("/SMask")
        if smask is not None and smask != pikepdf.Name("/None"):
            out.append(f"{where}: soft mask in graphics state {name} (transparency)")
        for key in ("/CA", "/ca"):
            if key in state and float(state[key]) < 1:
                out.append(f"{where}: opacity {key}={float(state[key])} in {name} (transparency)")
        blend = state.get("/BM")
        if blend is not None:
            modes = list(blend) if isinstance(blend, pikepdf.Array) else [blend]
            if not {str(m) for m in modes} <= BLENDS_OK:
                out.append(f"{where}: blend mode {blend} in {name} (transparency)")


def _content(holder, resources, where: str, out: list[str], seen: set) -> None:
    spaces = resources.get("/ColorSpace") or {}
    for operands, operator in pikepdf.parse_content_stream(holder):
        op = str(operator)
        if op in ("rg", "RG"):
            out.append(f"{where}: RGB colour ({op})")
        elif op in ("cs", "CS"):
            name = operands[0]
            space = spaces.get(str(name), name)
            if _space_is_rgb(space):
                out.append(f"{where}: RGB colour space {name}")
        elif op == "INLINE IMAGE":
            image = operands[0]
            space = image.obj.get("/CS", image.obj.get("/ColorSpace"))
            if space is not None and _space_is_rgb(spaces.get(str(space), space)):
                out.append(f"{where}: RGB inline image")
    _walk(resources, where, out, seen)


def _walk(resources, where: str, out: list[str], seen: set) -> None:
    _fonts(resources, where, out)
    _states(resources, where, out)
    for name, space in (resources.get("/ColorSpace") or {}).items():
        if _space_is_rgb(space):
            out.append(f"{where}: RGB colour space {name}")
    for name, shading in (resources.get("/Shading") or {}).items():
        if _space_is_rgb(shading.get("/ColorSpace")):
            out.append(f"{where}: RGB shading {name}")
    for name, xobject in (resources.get("/XObject") or {}).items():
        key = xobject.objgen
        if key in seen and key != (0, 0):
            continue
        seen.add(key)
        if xobject.get("/Subtype") == "/Image":
            if _space_is_rgb(xobject.get("/ColorSpace")):
                out.append(f"{where}: RGB image {name}")
            if "/SMask" in xobject:
                out.append(f"{where}: image {name} with a soft mask (transparency)")
        elif xobject.get("/Subtype") == "/Form":
            group = xobject.get("/Group")
            if group is not None and group.get("/S") == "/Transparency":
                out.append(f"{where}: transparency group in form {name}")
            _content(xobject, _resources(xobject), f"{where} {name}", out, seen)


def _box(page, key: str) -> tuple[float, ...]:
    return tuple(float(v) for v in page.obj[key])


def _inside(inner, outer) -> bool:
    return (inner[0] >= outer[0] - 0.01 and inner[1] >= outer[1] - 0.01
            and inner[2] <= outer[2] + 0.01 and inner[3] <= outer[3] + 0.01)


def _document(pdf: pikepdf.Pdf, out: list[str]) -> None:
    if pdf.is_encrypted:
        out.append("the file is encrypted")
    if tuple(int(n) for n in pdf.pdf_version.split(".")) > (1, 4):
        out.append(f"PDF {pdf.pdf_version}; PDF/X-1a:2003 is PDF 1.4 at most")
    info = pdf.docinfo
    if str(info.get("/GTS_PDFXVersion", "")) != "PDF/X-1a:2003":
        out.append(f"GTS_PDFXVersion is {info.get('/GTS_PDFXVersion')!r}, not PDF/X-1a:2003")
    for key in ("/Title", "/CreationDate", "/ModDate"):
        if not str(info.get(key, "")):
            out.append(f"the Info dictionary has no {key[1:]}")
    if info.get("/Trapped") not in (pikepdf.Name("/True"), pikepdf.Name("/False")):
        out.append("Trapped is not True or False")
    intents = [i for i in (pdf.Root.get("/OutputIntents") or []) if i.get("/S") == "/GTS_PDFX"]
    if len(intents) != 1:
        out.append(f"{len(intents)} PDF/X OutputIntents, not one")
        return
    intent = intents[0]
    if not str(intent.get("/OutputConditionIdentifier", "")):
        out.append("the OutputIntent has no OutputConditionIdentifier")
    profile = intent.get("/DestOutputProfile")
    if profile is not None and int(profile.get("/N", 0)) != 4:
        out.append("the OutputIntent's profile is not CMYK")


def problems(data: bytes) -> list[str]:
    out: list[str] = []
    with pikepdf.open(io.BytesIO(data)) as pdf:
        _document(pdf, out)
        seen: set = set()
        for number, page in enumerate(pdf.pages, 1):
            where = f"page {number}"
            if "/TrimBox" not in page.obj or "/BleedBox" not in page.obj:
                out.append(f"{where}: no TrimBox or BleedBox")
            else:
                trim, bleed = _box(page, "/TrimBox"), _box(page, "/BleedBox")
                if not (_inside(trim, bleed) and _inside(bleed, _box(page, "/MediaBox"))):
                    out.append(f"{where}: TrimBox {trim} not within BleedBox {bleed} "
                               "within MediaBox")
            group = page.obj.get("/Group")
            if group is not None and group.get("/S") == "/Transparency":
                out.append(f"{where}: transparency group")
            _content(page, _resources(page.obj), where, out, seen)
    return out

"""A picture's form drawn once per process: the second document showing an SVG writes
the operators the first one rendered (render.surface._form_content), and its bytes are
those of a document that rendered the drawing itself, the PDF version the drawing
asks for included; a form naming a resource of its document is always rendered."""

from __future__ import annotations

from pnpkit.readers.images import ImageFile
from pnpkit.render import surface as surface_module
from pnpkit.render.game_icons import icon_picture
from pnpkit.render.pdf import PdfBuilder
from pnpkit.render.surface import PdfSurface

SVG = (b'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">'
       b'<path d="M4 4h32v32z" fill="#a03020" fill-opacity="0.5"/>'
       b'<circle cx="12" cy="28" r="6" fill="#203080"/></svg>')


def _document(picture: ImageFile) -> bytes:
    pdf = PdfBuilder((200.0, 200.0), title="forms", lang="en")
    s = PdfSurface(pdf.canvas)
    s.image(20, 20, 80, 80, picture)
    s.image(100, 100, 60, 60, picture)  # the same form again, in the same document
    pdf.show_page()
    return pdf.finish().data


def _replayed(monkeypatch, picture: ImageFile) -> tuple[bytes, bytes]:
    """The document drawn with nothing kept, then drawn again from what was kept."""
    monkeypatch.setattr(surface_module, "_FORM_CODE", {})
    drawn = _document(picture)
    drawing = []
    with monkeypatch.context() as m:
        m.setattr("reportlab.graphics.renderPDF.draw", lambda *args, **kw: drawing.append(args))
        replayed = _document(picture) if surface_module._FORM_CODE else drawn
    assert drawing == []  # kept forms are not rendered again
    return drawn, replayed


def test_a_replayed_icon_form_writes_the_bytes_a_drawn_one_does(monkeypatch):
    drawn, replayed = _replayed(monkeypatch, icon_picture("game-icons:wyvern", (0.5, 0.2, 0.1)))
    assert len(surface_module._FORM_CODE) == 1
    assert replayed == drawn
    assert replayed.startswith(b"%PDF-1.4")  # what svglib's drawing of the icon asks for


def test_a_form_naming_a_resource_is_drawn_each_time(monkeypatch):
    drawn = _replayed(monkeypatch, ImageFile("picture.svg", "svg", SVG))[0]
    assert surface_module._FORM_CODE == {}  # its translucent fill is a graphics state
    assert _document(ImageFile("picture.svg", "svg", SVG)) == drawn

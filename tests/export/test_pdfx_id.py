"""Ghostscript mixes the clock into a PDF's /ID; export replaces it by a hash of the
rest of the file without moving any byte offset."""

from __future__ import annotations

import pytest

from pnpkit.export.pdfx import PdfxError, pin_document_id

BODY = b"%PDF-1.3\n1 0 obj\n<<>>\nendobj\nxref\n0 1\n0000000000 65535 f \n"
TAIL = b"\nstartxref\n38\n%%EOF\n"


@pytest.mark.parametrize("written", [
    b"/ID [<75BDD747B220A7F4FA6E0840EB8B971C><75BDD747B220A7F4FA6E0840EB8B971C>]",
    rb"/ID [(\213,8vO\013\032T\317_r8A\324Xf)(\213,8vO\013\032T\317_r8A\324Xf)]",
    rb"/ID [(a](b)\))(a](b)\))]",  # a literal may hold ], nested and escaped parentheses
])
def test_the_id_becomes_a_hash_of_the_file(written):
    data = BODY + b"trailer\n<< /Size 1 /Root 1 0 R " + written + b" >>" + TAIL
    pinned = pin_document_id(data)
    assert pinned.startswith(BODY) and pinned.endswith(b" >>" + TAIL)
    again = BODY + b"trailer\n<< /Size 1 /Root 1 0 R /ID [<00><00>] >>" + TAIL
    assert pin_document_id(again) == pinned  # whatever the clock gave, the same bytes
    assert pinned.count(b"/ID [<") == 1


def test_a_file_without_an_id_is_refused():
    with pytest.raises(PdfxError):
        pin_document_id(BODY + b"trailer\n<< /Size 1 >>" + TAIL)

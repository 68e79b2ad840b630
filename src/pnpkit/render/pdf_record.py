"""A card face drawn once, written again into another PDF: the deck's gutter-fold file
draws every card a second time, and most of a face's page stream does not depend on
the document it is in (paths, colours, transforms are numbers).

While a PdfSurface records, the operators a face appends to the page stream are kept
as they are, except those that depend on the document: text (its subset codes are
handed out in the order texts are first drawn in *that* document), forms and pictures
(defined in a document on first use).  For those the surface call itself is kept and
is made again on the other surface, at the same point, so the other document hands
out the same codes and defines the same forms in the same order as drawing the face
afresh would: the same bytes, without the face's own work (layout, fitting, frames).

A face that touched the document any other way (drawing on the canvas directly: text,
forms, graphics states outside those calls) is not kept: it is drawn afresh.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Redo = Callable[[Any], None]  # the surface call again, on another PdfSurface


@dataclass(frozen=True)
class FaceRecording:
    """A face's page-stream items: operator strings, and calls to make again."""

    items: tuple[tuple[str, ...] | Redo, ...]  # runs of operators, calls between them


def _counts(canvas: Any) -> tuple[int, int, int]:
    """What drawing adds to a document or a page's resources when it touches them."""
    doc = canvas._doc
    return len(canvas._formsinuse), len(doc.fontMapping), len(doc.idToObject)


class Recorder:
    """Collects one face's items from a canvas's page stream (see the module notes)."""

    def __init__(self, canvas: Any) -> None:
        self.canvas = canvas
        self.code: list[str] = canvas._code
        self.start = len(self.code)
        # a first transform merges into a transform just before: then the slice is not
        # the whole drawing
        self.before = self.code[-1] if self.code else None
        self.marks: list[tuple[int, int, Redo]] = []
        self.valid = True
        self._outside = _counts(canvas)  # counts when the last marked call ended
        self._drift = False  # the document changed outside marked calls

    def begin(self) -> int | None:
        """Before a document-dependent call: its start in the page stream, or None when
        the call is not on the page being recorded (inside a form's definition)."""
        if self.canvas._code is not self.code:
            return None
        if _counts(self.canvas) != self._outside:
            self._drift = True
        return len(self.code)

    def end(self, begun: int | None, redo: Redo) -> None:
        if begun is None:
            return
        if self.canvas._code is not self.code or (self.code and self.code[-1].endswith(" cm")):
            self.valid = False  # a later transform could merge into it: not replayable
        self.marks.append((begun, len(self.code), redo))
        self._outside = _counts(self.canvas)

    def finish(self) -> FaceRecording | None:
        """The recording, or None when the face cannot be replayed."""
        if self.canvas._code is not self.code:
            return None
        if not self.valid or self._drift or _counts(self.canvas) != self._outside:
            return None
        if self.start and self.code[self.start - 1] is not self.before:
            return None
        items: list[tuple[str, ...] | Redo] = []
        at = self.start
        for begun, ended, redo in self.marks:
            items.append(tuple(self.code[at:begun]))
            items.append(redo)
            at = ended
        items.append(tuple(self.code[at:]))
        kept = "\n".join("\n".join(item) for item in items if isinstance(item, tuple))
        if any(op in kept for op in _RESOURCE_OPERATORS):
            return None
        return FaceRecording(tuple(item for item in items if item != ()))


#: operators whose operands name a document's resources (fonts, forms and pictures,
#: graphics states, shadings, colour spaces): never kept as bytes
_RESOURCE_OPERATORS = ("BT", "Tf", " Do", " gs", " sh", " cs", " CS")


def replay(surface: Any, recording: FaceRecording) -> None:
    """Write ``recording`` on ``surface`` (a PdfSurface), making its calls again."""
    canvas = surface.c
    for item in recording.items:
        if isinstance(item, tuple):
            canvas._code.extend(item)  # the page's list of the moment (a form swaps it)
        else:
            item(surface)

"""Text fitting: the largest font size between a maximum and a minimum at which a text
wraps into a box, with hyphenation; below the minimum it is an error, never a silent
shrink and never clipped text.  A word wider than the box even at the minimum is split
between letters when the box has the lines for it (so data `check` accepts builds).

Pure: the caller supplies ``measure(text, size) -> width`` (points) and optionally
``hyphenate(word) -> positions`` (indices where a hyphen may split the word, e.g.
``pyphen.Pyphen(lang="ru").positions``).  Soft hyphens (U+00AD) in the text are break
points too and never print; "\n" starts a new paragraph; no-break spaces (U+00A0) glue
words together.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from pnpkit.layout.units import to_mm

Measure = Callable[[str, float], float]
Hyphenate = Callable[[str], Sequence[int]]

SOFT_HYPHEN = "\u00ad"
HYPHEN = "-"
_TOLERANCE = 1e-6


@dataclass(frozen=True)
class FittedText:
    size: float
    leading: float  # baseline-to-baseline distance in points
    lines: tuple[str, ...]

    @property
    def height(self) -> float:
        return len(self.lines) * self.leading


@dataclass
class FitError(ValueError):
    """A text does not fit its box even at the minimum size.  Carries what a user needs
    to fix it; ``context`` names the card, field and locale once the caller adds them."""

    reason: str
    text: str
    box: tuple[float, float]
    min_size: float
    lines_needed: int | None = None
    lines_available: int | None = None
    context: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def with_context(self, **context: str) -> FitError:
        return replace(self, context={**self.context, **{k: str(v) for k, v in context.items()}})

    @property
    def message(self) -> str:
        # "at" is a source position (file:line:col) and leads, as in every diagnostic.
        at = self.context.get("at", "")
        where = " ".join(f"{k}={v}" for k, v in self.context.items() if k != "at")
        where = f"{at}: {where}" if at and where else at or where
        width, height = self.box
        box = f"box {to_mm(width):.1f}x{to_mm(height):.1f} mm"
        if width <= 0 or height <= 0:  # its padding and frame take more than the cell has
            box = f"a box with no room left inside ({box}: its padding is larger than its place)"
        lines = ""
        if self.lines_needed is not None and self.lines_available is not None:
            lines = f" (needs {self.lines_needed} lines, room for {self.lines_available})"
        preview = self.text if len(self.text) <= 40 else self.text[:37] + "..."
        head = f"{where}: " if where else ""
        return (
            f"{head}text does not fit {box} at the minimum {self.min_size:g} pt: "
            f"{self.reason}{lines}: {preview!r}"
        )

    def __str__(self) -> str:
        return self.message


#: a word as the wrap sees it: (what prints, soft hyphens removed; its breaks, longest
#: head first: (split index, add a hyphen?))
_Word = tuple[str, tuple[tuple[int, bool], ...]]


def _split_word(raw: str, hyphenate: Hyphenate | None) -> _Word:
    if SOFT_HYPHEN in raw:
        text, breaks, pos = "", [], 0
        for part in raw.split(SOFT_HYPHEN):
            text += part
            pos += len(part)
            breaks.append((pos, True))
        breaks.pop()  # no break after the last part
        breaks = [b for b in breaks if 0 < b[0] < len(text)]
    else:
        text = raw
        breaks = []
        if hyphenate is not None:
            breaks = [(p, True) for p in hyphenate(text) if 0 < p < len(text)]
    # An explicit hyphen between letters ("какой-то") is a break point that needs no
    # extra hyphen; a command-line option ("--cards", "--back-offset") never breaks: a
    # reader would type the line's end and its start apart.
    if not text.startswith(HYPHEN):
        breaks += [(i + 1, False) for i, ch in enumerate(text[:-1])
                   if ch == HYPHEN and i > 0 and text[i - 1] != HYPHEN and text[i + 1] != HYPHEN]
    return text, tuple(sorted(set(breaks), reverse=True))


def _parse(text: str, hyphenate: Hyphenate | None) -> list[list[_Word]]:
    paragraphs = []
    for paragraph in text.split("\n"):
        paragraphs.append([_split_word(w, hyphenate) for w in paragraph.split(" ") if w])
    return paragraphs


def _forced_head(text: str, width: float, size: float, measure: Measure) -> int:
    """How many letters of ``text`` fit ``width`` with a hyphen after them (0: none): the
    longest fitting head, by bisection (a longer head is never narrower)."""
    return bisect_left(range(1, len(text)), True,
                       key=lambda n: measure(text[:n] + HYPHEN, size) > width + _TOLERANCE)


def _wrap(
    paragraphs: list[list[_Word]], width: float, size: float, measure: Measure, force: bool = False
) -> list[str] | None:
    """Greedy wrap at one size; None when a piece of a word is wider than the box (with
    ``force``, such a piece is split between any two letters instead)."""
    space = measure(" ", size)
    lines: list[str] = []
    for words in paragraphs:
        line, line_w = "", 0.0
        for word in words:
            text, breaks = word
            while True:
                w = measure(text, size)
                sep = space if line else 0.0
                if line_w + sep + w <= width + _TOLERANCE:
                    line = f"{line} {text}" if line else text
                    line_w += sep + w
                    break
                # Split the word so that its head fills the rest of this line.
                room = width - line_w - sep
                split = None
                for pos, add in breaks:  # longest head first
                    if pos >= len(text):
                        continue
                    head = text[:pos] + (HYPHEN if add else "")
                    if measure(head, size) <= room + _TOLERANCE:
                        split = (pos, head)
                        break
                if split is not None:
                    pos, head = split
                    lines.append(f"{line} {head}" if line else head)
                    text = text[pos:]
                    breaks = tuple((p - pos, a) for p, a in breaks if p > pos)
                    line, line_w = "", 0.0
                    continue
                if not line:
                    cut = _forced_head(text, width, size, measure) if force else 0
                    if not cut:
                        return None  # alone on a line and still too wide: unbreakable
                    lines.append(text[:cut] + HYPHEN)
                    text = text[cut:]
                    breaks = tuple((p - cut, a) for p, a in breaks if p > cut)
                    continue
                lines.append(line)
                line, line_w = "", 0.0
        lines.append(line)
    return lines


def wrap_lines(
    text: str, width: float, size: float, measure: Measure, hyphenate: Hyphenate | None = None
) -> list[str] | None:
    """Wrap ``text`` at one size (no fitting); None when a word cannot be made to fit."""
    return _wrap(_parse(text, hyphenate), width, size, measure)


def _sizes(max_size: float, min_size: float, step: float) -> list[float]:
    sizes, size = [], max_size
    while size > min_size + _TOLERANCE:
        sizes.append(round(size, 4))
        size -= step
    sizes.append(min_size)
    return sizes


def fit_text(
    box: tuple[float, float],
    text: str,
    measure: Measure,
    max_size: float,
    min_size: float,
    hyphenate: Hyphenate | None = None,
    *,
    leading: float = 1.2,
    step: float = 0.25,
    max_lines: int | None = None,
) -> FittedText:
    """The largest size in ``max_size, max_size - step, …, min_size`` at which ``text``
    fits ``box`` (width, height); raises FitError when even ``min_size`` does not fit."""
    if min_size <= 0 or max_size < min_size:
        raise ValueError("need 0 < min_size <= max_size")
    width, height = box
    paragraphs = _parse(text, hyphenate)

    def attempt(size: float) -> list[str] | None:
        lines = _wrap(paragraphs, width, size, measure)
        return lines if lines is not None and len(lines) <= _room(height, size, leading,
                                                                   max_lines) else None

    sizes = _sizes(max_size, min_size, step)
    first = attempt(sizes[0])
    if first is not None:
        return FittedText(sizes[0], sizes[0] * leading, tuple(first))
    # Binary search for the first (largest) size that fits; sizes[0] is known not to.
    lo, hi, found = 1, len(sizes) - 1, None
    while lo <= hi:
        mid = (lo + hi) // 2
        lines = attempt(sizes[mid])
        if lines is not None:
            found, hi = (sizes[mid], lines), mid - 1
        else:
            lo = mid + 1
    if found is not None:
        size, lines = found
        return FittedText(size, size * leading, tuple(lines))
    # The last resort for a word longer than the box at the smallest size (a 150-letter
    # word in a card name): split it between letters rather than refuse the build.
    lines = _wrap(paragraphs, width, min_size, measure, force=True)
    if lines is not None and len(lines) <= _room(height, min_size, leading, max_lines):
        return FittedText(min_size, min_size * leading, tuple(lines))
    raise _overflow(paragraphs, text, box, min_size, measure, leading, max_lines)


def _room(height: float, size: float, leading: float, max_lines: int | None) -> int:
    """How many lines of ``size`` pt a box of ``height`` holds, at most ``max_lines``."""
    room = int((height + _TOLERANCE) // (size * leading))
    return room if max_lines is None else min(room, max_lines)


def _overflow(
    paragraphs: list[list[_Word]],
    text: str,
    box: tuple[float, float],
    min_size: float,
    measure: Measure,
    leading: float,
    max_lines: int | None,
) -> FitError:
    width, height = box
    lines = _wrap(paragraphs, width, min_size, measure)
    if lines is None:
        widest = max(
            (text for words in paragraphs for text, _ in words),
            key=lambda t: measure(t, min_size),
        )
        return FitError(f"the word {widest!r} is wider than the box", text, box, min_size)
    return FitError("too long", text, box, min_size, len(lines),
                    _room(height, min_size, leading, max_lines))

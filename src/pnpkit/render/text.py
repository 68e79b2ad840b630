"""Glue between the pure text fitter (layout.textfit) and real fonts: reportlab glyph
widths, pyphen hyphenation per locale, caches, and drawing a fitted text in a box.

Widths are linear in the font size (reportlab does not kern), so each word is measured
once at 1 pt per font and scaled: that and the memo of whole fits keep a 200-card deck
fitting in a fraction of a second.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Literal

from pnpkit.layout.geometry import Rect
from pnpkit.layout.text_boxes import TITLE_FLOOR, TextBox, title_band
from pnpkit.layout.textfit import FitError, FittedText, Hyphenate, Measure, fit_text, wrap_lines
from pnpkit.layout.typography import NBSP, typeset
from pnpkit.render.fonts import register_fonts
from pnpkit.render.glyphs import MissingGlyphError, check_glyphs  # noqa: F401 (re-exported)

if TYPE_CHECKING:
    from pnpkit.render.surface import Surface

# DejaVu: ascent 0.928 em, descent 0.236 em (from the font's hhea table).
ASCENT = 0.928
DESCENT = 0.236

PYPHEN_LANG = {"ru": "ru_RU", "en": "en_GB", "de": "de_DE", "fr": "fr_FR", "uk": "uk_UA"}


@cache
def measurer(font: str) -> Measure:
    """``measure(text, size)`` for one registered font, with a per-word cache."""
    register_fonts()
    from reportlab.pdfbase.pdfmetrics import stringWidth

    unit: dict[str, float] = {}

    def measure(text: str, size: float) -> float:
        width = unit.get(text)
        if width is None:
            width = unit[text] = stringWidth(text, font, 1.0)
        return width * size

    return measure


@cache
def hyphenator(locale: str) -> Hyphenate | None:
    """Hyphenation break points for a locale, or None when pyphen has no dictionary."""
    import pyphen

    lang = PYPHEN_LANG.get(locale.split("_")[0].lower(), locale)
    if lang not in pyphen.LANGUAGES:
        return None
    dic = pyphen.Pyphen(lang=lang, left=2, right=2)

    @lru_cache(maxsize=65536)
    def positions(word: str) -> Sequence[int]:
        if NBSP in word:  # "в\u00a0замок", "10\u00a0талеров": each part on its own
            found, offset = [], 0
            for part in word.split(NBSP):
                found += [offset + p for p in positions(part)]
                offset += len(part) + 1
            return tuple(found)
        # Hyphenate the letters only: "неприветливый," and «Эмбер» keep their marks.
        start = 0
        while start < len(word) and not word[start].isalpha():
            start += 1
        end = len(word)
        while end > start and not word[end - 1].isalpha():
            end -= 1
        core = word[start:end]
        if len(core) < 5 or not core.isalpha():
            return ()
        return tuple(start + p for p in dic.positions(core))

    return positions


@lru_cache(maxsize=32768)
def fit_cached(
    width: float,
    height: float,
    text: str,
    font: str,
    max_size: float,
    min_size: float,
    locale: str,
    leading: float = 1.2,
    max_lines: int | None = None,
    hyphenate: bool = True,
) -> FittedText:
    """The fit of ``text`` typeset for ``locale`` (layout.typography: no-break spaces,
    curly quotes), so it is measured and wrapped as it prints; an overflow names the text
    as written."""
    try:
        return fit_text(
            (width, height),
            typeset(text, locale),
            measurer(font),
            max_size,
            min_size,
            hyphenator(locale) if hyphenate else None,
            leading=leading,
            max_lines=max_lines,
        )
    except FitError as error:
        raise replace(error, text=text) from None


def fit_box(box: TextBox, text: str, *, locale: str,
            where: dict[str, str] | None = None) -> FittedText:
    """``text`` fitted into a box laid out by layout.text_boxes, or a FitError that names
    ``where`` (card, field, locale); characters the font cannot draw raise
    MissingGlyphError (in the text as typeset for the locale)."""
    r = box.rect
    check_glyphs(typeset(text, locale), box.font, {**(where or {}), "locale": locale})
    try:
        return fit_cached(r.width, r.height, text, box.font, box.max_size, box.min_size, locale,
                          box.leading, box.max_lines, box.hyphenate)
    except FitError as err:
        located = err.with_context(**(where or {}), locale=locale)
        if locale not in PROBE_LOCALES:
            raise located from None
        if located.message not in {e.message for e in PROBE_OVERFLOWS}:
            PROBE_OVERFLOWS.append(located)
        return _squeezed(r, text, box.font, box.min_size, locale, box.leading, box.max_lines,
                         box.hyphenate)


@lru_cache(maxsize=8192)
def _whole_words_fit(width: float, text: str, font: str, max_size: float, min_size: float,
                     locale: str, leading: float, lines: int, hyphenate: bool) -> FittedText | None:
    """A title's trial fit on ``lines`` lines (no height limit), None when it fails or
    needs the fitter's last resort (a word split between any two letters).  A trial,
    not a box the face prints: it is not the renderer's fit_cached."""
    typeset_text = typeset(text, locale)
    hyphenate_at = hyphenator(locale) if hyphenate else None
    try:
        fitted = fit_text((width, 100_000.0), typeset_text, measurer(font), max_size, min_size,
                          hyphenate_at, leading=leading, max_lines=lines)
    except FitError:
        return None
    whole = wrap_lines(typeset_text, width, fitted.size, measurer(font), hyphenate_at)
    return fitted if whole is not None and len(whole) <= lines else None


def title_room(box: TextBox, text: str, locale: str) -> tuple[float, bool]:
    """The band a card title needs and whether it may hyphenate: one line at
    TITLE_FLOOR pt or more keeps ``box`` as it is; else two lines at the largest size
    from the box's most down to TITLE_FLOOR (whole words first, then hyphenated); else
    two lines of TITLE_FLOOR pt, the title shrinking inside them."""
    floor = min(max(TITLE_FLOOR, box.min_size), box.max_size)
    if (box.max_lines or 0) < 2:
        return box.rect.height, box.hyphenate
    one_line = min(box.max_size, box.rect.height / box.leading)  # the most one line holds
    if one_line >= floor and _whole_words_fit(box.rect.width, text, box.font, one_line, floor,
                                              locale, box.leading, 1, box.hyphenate):
        return box.rect.height, box.hyphenate
    trial = (box.rect.width, text, box.font, box.max_size, floor, locale, box.leading)
    for hyphenate in (False, True):
        two = _whole_words_fit(*trial, 2, hyphenate)
        if two is not None:
            return title_band(len(two.lines), two.size, box.leading), hyphenate
    return title_band(2, floor, box.leading), True


def box_overflow(box: TextBox, text: str, locale: str) -> FitError | None:
    """What ``fit_box`` would raise for ``text`` (None when it fits), found by the same fit
    with the same fonts and hyphenation, without drawing or recording anything."""
    try:
        fit_cached(box.rect.width, box.rect.height, text, box.font, box.max_size, box.min_size,
                   locale, box.leading, box.max_lines, box.hyphenate)
    except FitError as error:
        return error
    return None


#: Locales built to find overflowing boxes (the pseudo-locale): there an overflow is
#: recorded in PROBE_OVERFLOWS and the text printed cut short with "…", so the whole kit
#: still builds and the report lists every box at once.
PROBE_LOCALES = frozenset({"pseudo"})
PROBE_OVERFLOWS: list[FitError] = []


def _squeezed(box: Rect, text: str, font: str, size: float, locale: str, leading: float,
              max_lines: int | None, hyphenate: bool) -> FittedText:
    try:
        full = fit_cached(box.width, 100_000.0, text, font, size, size, locale, leading, None,
                          hyphenate)
    except FitError:  # a word wider than the box: one line, cut at the box's edge
        line = fit_cached(100_000.0, 100_000.0, text, font, size, size, locale, leading, None,
                          hyphenate)
        measure = measurer(font)
        kept = line.lines[0]
        while len(kept) > 1 and measure(kept + "…", size) > box.width:
            kept = kept[:-1]
        return FittedText(line.size, line.leading, (kept + "…",))
    room = max(1, int(box.height // full.leading))
    if max_lines is not None:
        room = min(room, max_lines)
    lines = list(full.lines[:room])
    if len(full.lines) > room:
        lines[-1] = lines[-1].rstrip()[:-2].rstrip() + "…" if len(lines[-1]) > 3 else "…"
    return FittedText(full.size, full.leading, tuple(lines))


def draw_fitted(
    surface: Surface,
    fitted: FittedText,
    box: Rect,
    font: str,
    *,
    align: Literal["left", "center", "right"] = "left",
    valign: Literal["top", "middle", "bottom"] = "top",
) -> None:
    """Draw fitted lines inside ``box``; the ink stays inside (ascent to descent)."""
    size, lead = fitted.size, fitted.leading
    block = (len(fitted.lines) - 1) * lead + (ASCENT + DESCENT) * size
    if valign == "top":
        top = box.top
    elif valign == "middle":
        top = box.top - (box.height - block) / 2
    else:
        top = box.y + block
    baseline = top - ASCENT * size
    x, anchor = {
        "left": (box.x, "start"),
        "center": (box.x + box.width / 2, "middle"),
        "right": (box.right, "end"),
    }[align]
    surface.text_lines(x, baseline, fitted.lines, font, size, lead, anchor)

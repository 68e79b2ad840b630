"""Record every fit the renderer makes while a kit builds (test helper): box and text ->
fitted?, keyed so that ``pnpkit i18n status``'s boxes can be compared with it."""

from __future__ import annotations

from pnpkit.layout.textfit import FitError
from pnpkit.render import text as render_text


def fit_key(width, height, text, font, min_size, leading, max_lines, hyphenate) -> tuple:
    return (round(width, 3), round(height, 3), text, font, min_size, leading, max_lines, hyphenate)


def box_key(printed) -> tuple:
    """:func:`fit_key` of a kit_texts.PrintedText's box and text."""
    b = printed.box
    return fit_key(b.rect.width, b.rect.height, printed.text, b.font, b.min_size, b.leading,
                   b.max_lines, b.hyphenate)


def record_fits(monkeypatch) -> dict[tuple, bool]:
    """Patch the renderer's fit so every call is noted in the returned dict (a fit that
    fails is noted as False and still raises)."""
    seen: dict[tuple, bool] = {}
    original = render_text.fit_cached

    def recording(width, height, text, font, max_size, min_size, locale, leading=1.2,
                  max_lines=None, hyphenate=True):
        key = fit_key(width, height, text, font, min_size, leading, max_lines, hyphenate)
        try:
            fitted = original(width, height, text, font, max_size, min_size, locale, leading,
                              max_lines, hyphenate)
        except FitError:
            seen[key] = False
            raise
        seen.setdefault(key, True)
        return fitted

    monkeypatch.setattr(render_text, "fit_cached", recording)
    return seen

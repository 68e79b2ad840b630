"""Plots as inline SVG text, drawn by matplotlib's SVG backend and made deterministic:
the same figure gives the same bytes (no date, fixed ids, text kept as text so a page
stays small and searchable).

Figures are made with ``matplotlib.figure.Figure`` directly (no pyplot: no global
state, nothing opens a window), inside ``with plot_style():``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

#: what every figure is drawn with (the page sets the font; the SVG only names it)
RC = {
    "svg.fonttype": "none",
    "font.family": "sans-serif",
    "font.sans-serif": ["DejaVu Sans", "Liberation Sans", "Arial", "sans-serif"],
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.titlesize": 10,
    "axes.titleweight": "bold",
    "axes.titlelocation": "left",
}
#: a palette readable in colour and in grey (Okabe–Ito)
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")


@contextmanager
def plot_style() -> Iterator[None]:
    """Draw figures inside this: matplotlib reads its settings as artists are made."""
    import matplotlib

    matplotlib.use("svg", force=False)  # only if nothing chose a backend: never a window
    with matplotlib.rc_context(RC):
        yield


def new_figure(width: float, height: float) -> Any:
    """A figure of ``width`` × ``height`` inches, laid out so labels are not cut."""
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), layout="constrained")


def figure_svg(fig: Any, name: str) -> str:
    """The figure as an ``<svg>`` element for inlining (``name`` salts its ids, so two
    figures of one page never share one)."""
    import matplotlib

    buf = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": f"pnpkit-{name}"}):
        fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": None})
    text = buf.getvalue()
    start = text.index("<svg")
    svg = text[start:]
    # a fixed width scales badly on a narrow screen: keep the aspect, fit the column
    return re.sub(r'<svg([^>]*?) width="[^"]*" height="[^"]*"', r'<svg\1 class="plot"', svg, count=1)

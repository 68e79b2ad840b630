"""The balance report of ``pnpkit sim amber --report``: one self-contained HTML page
(inline SVG plots drawn by matplotlib, no scripts, nothing fetched) that a designer
reads at a glance: coronations, game length, wins by traveller and by seat, falls and
their causes, where travellers go on the board, and the fights that decide games.
With ``--vary`` every plot shows the variants side by side and a table gives each
difference from the first variant with its 95 % interval.

The board is drawn from the game's own data (each field's ``rect`` in mm and its
world's colour, the connections between fields), as the printed board is.
"""

from __future__ import annotations

import html
import math
import textwrap
from collections.abc import Mapping, Sequence
from contextvars import ContextVar
from typing import Any

from pnpkit.render.svg_plots import COLOURS, figure_svg, new_figure, plot_style
from pnpkit.rules.numbers import decimal

#: the page's own look (inline: nothing is fetched)
CSS = """
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #222;
       max-width: 980px; margin: 1.5em auto; padding: 0 1em; line-height: 1.4; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
h2 { font-size: 1.15em; margin-top: 1.8em; border-bottom: 1px solid #ccc; }
p.note { color: #555; font-size: 0.9em; margin-top: 0.2em; }
svg.plot { width: 100%; height: auto; display: block; margin: 0.5em 0; }
table { border-collapse: collapse; font-size: 0.85em; margin: 0.5em 0 1em; }
th, td { padding: 0.15em 0.6em; border-bottom: 1px solid #e3e3e3; text-align: right; white-space: nowrap; }
th.text, td.text { text-align: left; white-space: normal; }
th { background: #f4f4f4; }
"""


def _esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def _num(x: float, locale: str, digits: int = 1) -> str:
    return "—" if x is None or (isinstance(x, float) and math.isnan(x)) else decimal(x, locale, digits)


def _pct(x: float, locale: str, digits: int = 1) -> str:
    text = _num(None if x is None else 100 * x, locale, digits)
    return text if text == "—" else text + "\u00a0%"  # no break between the number and «%»


def _table(head: Sequence[str], rows: Sequence[Sequence[object]], words: int = 1) -> str:
    """A table whose first ``words`` columns are text (left, may wrap), the rest numbers."""
    def cell(tag: str, i: int, c: object) -> str:
        return f'<{tag} class="text">{_esc(c)}</{tag}>' if i < words else f"<{tag}>{_esc(c)}</{tag}>"

    body = ("<tr>" + "".join(cell("td", i, c) for i, c in enumerate(row)) + "</tr>" for row in rows)
    return "".join(["<table><thead><tr>", *(cell("th", i, h) for i, h in enumerate(head)),
                    "</tr></thead><tbody>", *body, "</tbody></table>"])


def _colour(i: int) -> str:
    return COLOURS[i % len(COLOURS)]


def _legend(fig, ax, labels: Sequence[str], always: bool = False) -> None:
    """The legend above the plot, in one row: never over the data."""
    handles, names = ax.get_legend_handles_labels()
    if handles and (always or len(labels) > 1):
        fig.legend(handles, names, loc="outside upper center", ncols=min(len(handles), 4), frameon=False,
                   fontsize=8)


# --------------------------------------------------------------------------- the plots


def _crowned_svg(labels, results, w) -> str:
    from matplotlib.ticker import PercentFormatter

    fig = new_figure(7.5, 0.9 + 0.45 * len(labels))
    left, right = fig.subplots(1, 2, sharey=True)
    ys = list(range(len(labels)))[::-1]
    for i, (y, r) in enumerate(zip(ys, results, strict=True)):
        c = r.crowned
        left.barh(y, c.share, color=_colour(i), height=0.6)
        left.errorbar(c.share, y, xerr=[[max(0.0, c.share - c.interval.low)], [max(0.0, c.interval.high - c.share)]],
                      fmt="none", ecolor="#222", capsize=3)
        m = r.coronation
        if m.n:
            right.plot([r.coronation_p10, r.coronation_p90], [y, y], color=_colour(i), lw=6, alpha=0.3,
                       solid_capstyle="butt")
            if not math.isnan(m.se):
                right.errorbar(m.mean, y, xerr=[[m.interval.high - m.mean], [m.interval.high - m.mean]],
                               fmt="o", color=_colour(i), ecolor="#222", capsize=3)
            else:
                right.plot(m.mean, y, "o", color=_colour(i))
            right.plot(r.coronation_median, y, "|", color="#222", ms=12)
    left.set_yticks(ys, labels)
    left.set_xlim(0, 1)
    left.xaxis.set_major_formatter(PercentFormatter(1.0))  # as many decimals as the ticks need
    left.set_title(w["share"])
    right.set_title(w["tours"])
    return _svg(fig, "crowned")


#: the page's locale while its plots are drawn: Russian ticks take a decimal comma
_TICK_LOCALE: ContextVar[str] = ContextVar("tick_locale", default="en")


def _svg(fig, name: str) -> str:
    """The figure as inline SVG, its tick labels in the page's number format."""
    if _TICK_LOCALE.get() == "ru":
        for ax in fig.axes:
            for axis in (ax.xaxis, ax.yaxis):
                axis.set_major_formatter(_decimal_comma_class()(axis.get_major_formatter()))
    return figure_svg(fig, name)


def _decimal_comma_class():
    """Made on first use: matplotlib is imported only when a page is drawn."""
    from matplotlib.ticker import Formatter

    class DecimalComma(Formatter):
        """Another formatter's labels with a decimal comma (it still picks the decimals)."""

        def __init__(self, inner) -> None:
            self.inner = inner

        def set_axis(self, axis) -> None:
            super().set_axis(axis)
            self.inner.set_axis(axis)

        def set_locs(self, locs) -> None:
            self.inner.set_locs(locs)

        def __call__(self, x, pos=None) -> str:
            return self.inner(x, pos).replace(".", ",")

        def get_offset(self) -> str:
            return self.inner.get_offset().replace(".", ",")

        def format_data_short(self, value) -> str:
            return self.inner.format_data_short(value).replace(".", ",")

    return DecimalComma


def _length_svg(labels, results, w) -> str:
    fig = new_figure(7.5, 3.0)
    ax = fig.subplots()
    longest = max(max(r.game_tours, default=1) for r in results)
    step = max(1, math.ceil(longest / 40))
    bins = list(range(0, longest + 2 * step, step))
    for i, (label, r) in enumerate(zip(labels, results, strict=True)):
        ax.hist(r.game_tours, bins=bins, histtype="step" if len(results) > 1 else "stepfilled",
                color=_colour(i), alpha=1.0 if len(results) > 1 else 0.8, lw=1.5, label=label)
    limit = results[0].turn_limit
    if not math.isinf(limit):
        ax.axvline(limit, color="#888", ls="--", lw=1)
        ax.annotate(w["limit"], (limit, ax.get_ylim()[1]), ha="right", va="top", fontsize=8, color="#666",
                    xytext=(-3, -3), textcoords="offset points")
    ax.set_xlabel(w["x"])
    ax.set_ylabel(w["y"])
    _legend(fig, ax, labels)
    return _svg(fig, "length")


def _dots_svg(name: str, rows: Sequence[str], values: Sequence[Sequence[Any]], labels: Sequence[str],
              xlabel: str, fair: float | None = None, fair_label: str = "", percent: bool = True) -> str:
    """A dot plot with 95 % intervals: one row a thing, one dot a variant.
    ``values[v][row]`` is (value, low, high) or None."""
    from matplotlib.ticker import PercentFormatter

    fig = new_figure(7.5, 0.8 + 0.26 * len(rows) * max(1, 0.6 * len(labels)))
    ax = fig.subplots()
    ys = list(range(len(rows)))[::-1]
    for i, (label, series) in enumerate(zip(labels, values, strict=True)):
        dy = -0.3 + 0.6 * i / (len(labels) - 1) if len(labels) > 1 else 0.0  # variants round a row
        xs, lows, highs, yy = [], [], [], []
        for y, v in zip(ys, series, strict=True):
            if v is None or math.isnan(v[0]):
                continue
            xs.append(v[0])
            lows.append(max(0.0, v[0] - v[1]))  # rounding may put an end a hair inside
            highs.append(max(0.0, v[2] - v[0]))
            yy.append(y - dy)
        ax.errorbar(xs, yy, xerr=[lows, highs], fmt="o", ms=4, color=_colour(i), ecolor=_colour(i),
                    elinewidth=1.2, capsize=2, label=label if len(labels) > 1 else None)
    if fair is not None:
        ax.axvline(fair, color="#888", ls="--", lw=1, label=fair_label)
    ax.set_yticks(ys, rows)
    ax.set_ylim(-0.7, len(rows) - 0.3)
    ax.grid(axis="x", color="#eee")
    if percent:
        ax.xaxis.set_major_formatter(PercentFormatter(1.0))  # no 27.5 % shown as 28 %
    ax.set_xlabel(xlabel)
    _legend(fig, ax, labels, always=fair is not None and bool(fair_label))
    return _svg(fig, name)


def _falls_svg(labels, results, causes: Mapping[str, str], w) -> str:
    shown = [c for c in causes if any(r.fall_causes.get(c, 0) for r in results)] or list(causes)[:1]
    fig = new_figure(7.5, 0.8 + 0.3 * len(shown) * max(1, 0.6 * len(labels)))
    ax = fig.subplots()
    ys = list(range(len(shown)))[::-1]
    height = 0.8 / len(labels)
    for i, (label, r) in enumerate(zip(labels, results, strict=True)):
        per_game = [r.fall_causes.get(c, 0) / r.games for c in shown]
        ax.barh([y + 0.4 - height * (i + 0.5) for y in ys], per_game, height=height, color=_colour(i),
                label=label)
    ax.set_yticks(ys, [causes[c] for c in shown])
    ax.set_xlabel(w["x"])
    ax.grid(axis="x", color="#eee")
    ax.set_axisbelow(True)  # the grid behind the bars, not across them
    _legend(fig, ax, labels)
    return _svg(fig, "falls")


def _heat_svg(game, result, names: Mapping[str, str], w, index: int, locale: str) -> str:
    from matplotlib import colormaps
    from matplotlib.colors import Normalize
    from matplotlib.patches import Rectangle

    board = next(b for b in game.boards if b.id == "main")
    width, height = board.size_mm
    fields = [f for f in game.fields_of("main") if f.rect is not None]
    colours = {r.id: r.colour for r in game.regions}
    per_game = {f.id: result.visits.get(f.id, 0) / result.games for f in fields}
    top = max(per_game.values(), default=1.0) or 1.0
    cmap, norm = colormaps["YlOrRd"], Normalize(0, top)
    fig = new_figure(7.5, 7.5 * height / width + 0.6)
    fig.set_layout_engine("none")  # laid out by hand: measuring ~150 labels for the layout is slow
    ax = fig.add_axes((0.0, 0.16, 1.0, 0.84))
    centre = {f.id: (f.rect[0] + f.rect[2] / 2, f.rect[1] + f.rect[3] / 2) for f in fields}
    for e in game.edges_of("main"):
        if e.a in centre and e.b in centre:
            (xa, ya), (xb, yb) = centre[e.a], centre[e.b]
            ax.plot([xa, xb], [ya, yb], color="#bbb", lw=0.8, ls=":" if e.crossing else "-", zorder=1)
    for f in fields:
        x, y, fw, fh = f.rect
        value = per_game[f.id]
        ax.add_patch(Rectangle((x, y), fw, fh, facecolor=cmap(norm(value)),
                               edgecolor=colours.get(f.region, "#999"), lw=1.6, zorder=2))
        label = "\n".join(textwrap.wrap(names.get(f.id, f.id), 12)[:3])
        dark = norm(value) > 0.6
        ax.text(x + fw / 2, y + fh * 0.38, label, ha="center", va="center", fontsize=3.6,
                color="white" if dark else "#222", zorder=3, linespacing=0.95)
        ax.text(x + fw / 2, y + fh * 0.82, _num(value, locale), ha="center", va="center", fontsize=5,
                fontweight="bold", color="white" if dark else "#222", zorder=3)
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)  # rects are measured from the top
    ax.set_aspect("equal")
    ax.axis("off")
    from matplotlib.cm import ScalarMappable

    bar = fig.colorbar(ScalarMappable(norm=norm, cmap=cmap), cax=fig.add_axes((0.05, 0.11, 0.9, 0.025)),
                       orientation="horizontal")
    bar.set_label(w["scale"])
    return _svg(fig, f"heat-{index}")


def _decisive_svg(result, names: Mapping[str, str], w, index: int, locale: str) -> str:
    cards = result.decisive
    rows = [f"{_card_label(c.card, names)} · {w['met'].format(share=_pct(c.met / (result.games * result.players), locale, 0))}"
            for c in cards]
    values = [[(100 * c.swing, 100 * c.interval.low, 100 * c.interval.high) for c in cards]]
    return _dots_svg(f"decisive-{index}", rows, values, [""], w["x"], fair=0.0, fair_label="",
                     percent=False)


def _card_label(card_id: str, names: Mapping[str, str]) -> str:
    number = card_id.rpartition(".")[2]
    name = names.get(card_id, card_id)
    return f"{int(number)}. {name}" if number.isdigit() else name


# --------------------------------------------------------------------------- the page


def balance_page(game, labels: Sequence[str], results: Sequence[Any], key: str | None,
                 names: Mapping[str, str], words: Mapping[str, Any], locale: str,
                 differences: Sequence[Sequence[Any]] = ()) -> str:
    """The whole page as text.  ``results`` are AmberSimResult, one per variant (the
    first is the base); ``differences[v]`` the rows of :func:`compare` for variant v+1."""
    w = words
    token = _TICK_LOCALE.set(locale)
    try:
        with plot_style():
            sections = _sections(game, labels, results, key, names, w, locale, differences)
    finally:
        _TICK_LOCALE.reset(token)
    return (f'<!DOCTYPE html>\n<html lang="{_esc(locale)}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{_esc(w['title'])}</title>\n<style>{CSS}</style>\n</head>\n<body>\n"
            + "\n".join(sections) + "\n</body>\n</html>\n")


def _sections(game, labels, results, key, names, w, locale, differences) -> list[str]:
    first = results[0]
    sections = [_intro(labels, results, key, w, locale)]
    if differences:
        sections.append(_compare_section(labels, differences, w, locale, names))
    sections.append(_section(w["crowned"], _crowned_svg(labels, results, w["crowned"]),
                             _crowned_table(labels, results, w, locale)))
    sections.append(_section(w["length"], _length_svg(labels, results, w["length"]),
                             _length_table(labels, results, w, locale)))
    # strongest first, as a designer reads it
    order = [t.traveller for t in sorted(first.travellers, key=lambda t: (-t.wins.share, t.traveller))]
    for r in results[1:]:
        order += [t.traveller for t in r.travellers if t.traveller not in order]
    # each variant's wins of each traveller in that order (None: not dealt in that variant)
    travellers = [[(t.wins.share, t.wins.interval.low, t.wins.interval.high) if t else None
                   for t in map({x.traveller: x for x in r.travellers}.get, order)] for r in results]
    sections.append(_section(w["travellers"], _dots_svg(
        "travellers", [names.get(t, t) for t in order], travellers, labels, w["travellers"]["x"],
        fair=_fair(results), fair_label=w["seats"]["fair"])))
    seats = [[(s.share, s.interval.low, s.interval.high) for s in r.seats] for r in results]
    seat_rows = [w["seats"]["seat"].format(n=i + 1) for i in range(first.players)]
    sections.append(_section(w["seats"], _dots_svg(
        "seats", seat_rows, seats, labels, w["seats"]["x"], fair=_fair(results),
        fair_label=w["seats"]["fair"])))
    sections.append(_section(w["falls"], _falls_svg(labels, results, w["causes"], w["falls"]),
                             _falls_table(labels, results, names, w, locale)))
    for i, (label, r) in enumerate(zip(labels, results, strict=True)):
        title = w["heat"]["title"] + (f": {label}" if len(labels) > 1 else "")
        sections.append(_section({**w["heat"], "title": title}, _heat_svg(game, r, names, w["heat"], i, locale)))
    for i, (label, r) in enumerate(zip(labels, results, strict=True)):
        title = w["decisive"]["title"] + (f": {label}" if len(labels) > 1 else "")
        body = _decisive_svg(r, names, w["decisive"], i, locale) if r.decisive else \
            f"<p>{_esc(w['decisive']['none'])}</p>"
        sections.append(_section({**w["decisive"], "title": title}, body))
    return sections


def _fair(results) -> float | None:
    """An equal share of the games that have a winner (those stopped at the tour limit
    have none), for the base variant."""
    r = results[0]
    if r.players < 2 or not r.games:
        return None
    return (r.games - r.no_winner) / r.games / r.players


def _section(w: Mapping[str, Any], body: str, after: str = "") -> str:
    note = f'<p class="note">{_esc(w["note"])}</p>' if w.get("note") else ""
    return f"<section>\n<h2>{_esc(w['title'])}</h2>\n{note}\n{body}\n{after}\n</section>"


def _intro(labels, results, key, w, locale) -> str:
    r = results[0]
    parts = [f"<h1>{_esc(w['title'])}</h1>",
             f"<p>{_esc(w['subtitle'].format(games=r.games, players=r.players, first=r.seed, last=r.seed + r.games - 1))}</p>"]
    if len(labels) > 1:
        parts.append(f"<p>{_esc(w['variants'].format(key=key, labels=', '.join(labels)))}</p>")
    else:
        parts.append(f"<p>{_esc(w['preset'].format(preset=w['presets'].get(r.preset, r.preset)))}</p>")
    return "\n".join(parts)


def _crowned_table(labels, results, w, locale) -> str:
    t = w["table"]
    rows = []
    for label, r in zip(labels, results, strict=True):
        c, m = r.crowned, r.coronation
        half = m.interval.high - m.mean if not math.isnan(m.se) else math.nan
        rows.append([label, f"{c.count} / {r.games}", _pct(c.share, locale),
                     f"{_pct(c.interval.low, locale)} – {_pct(c.interval.high, locale)}",
                     f"{_num(m.mean, locale)} ± {_num(half, locale)}", _num(r.coronation_median, locale, 0),
                     f"{_num(r.coronation_p10, locale, 0)} – {_num(r.coronation_p90, locale, 0)}"])
    return _table([t["variant"], t["crowned"], t["share"], t["ci"], t["mean_tour"], t["median"], t["p10_p90"]],
                  rows)


def _length_table(labels, results, w, locale) -> str:
    from pnpkit.rules.stats import quantile

    t = w["table"]
    rows = []
    for label, r in zip(labels, results, strict=True):
        tours = sorted(r.game_tours)
        m = r.length
        half = m.interval.high - m.mean if not math.isnan(m.se) else math.nan
        rows.append([label, f"{_num(m.mean, locale)} ± {_num(half, locale)}",
                     _num(quantile(tours, 0.5), locale, 0),
                     f"{_num(quantile(tours, 0.1), locale, 0)} – {_num(quantile(tours, 0.9), locale, 0)}",
                     r.ends.get("turn_limit", 0), r.ends.get("all_out", 0)])
    return _table([t["variant"], t["mean_length"], t["median"], t["p10_p90"], t["at_limit"], t["all_out"]], rows)


def _falls_table(labels, results, names, w, locale) -> str:
    t = w["table"]
    out = []
    for label, r in zip(labels, results, strict=True):
        rows = [[w["causes"][cause],
                 _card_label(source, names) if source.startswith("card.") else names.get(source, source),
                 n, _num(n / r.games, locale, 2)] for cause, source, n in r.fall_sources]
        m = r.falls
        head = f"{label}: " if len(labels) > 1 else ""
        out.append(f"<p>{_esc(head + w['falls']['per_game'].format(mean=_num(m.mean, locale, 2), total=r.falls_total))}</p>")
        if rows:
            out.append(_table([t["cause"], t["source"], t["falls"], t["per_game"]], rows, words=2))
    return "\n".join(out)


def _compare_section(labels, differences, w, locale, names) -> str:
    t = w["table"]
    rows = []
    for label, diffs in zip(labels[1:], differences, strict=True):
        for d in diffs:
            show = (lambda x: _pct(x, locale)) if d.share else (lambda x: _num(x, locale, 2))
            # a difference of shares is in percentage points
            gap = (lambda x: w["points"].format(x=_num(100 * x, locale, 1)).replace(" ", "\u00a0")) \
                if d.share else show
            sign = "+" if d.diff > 0 else ""
            rows.append([label, w["metrics"][d.metric], show(d.base), show(d.other), sign + gap(d.diff),
                         f"{gap(d.interval.low)} … {gap(d.interval.high)}"])
    return _section(w["compare"], _table([t["variant"], t["metric"], labels[0], t["other"], t["diff"], t["ci"]],
                                         rows, words=2))

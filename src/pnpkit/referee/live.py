"""The live board of a session: what a game shows on the table's page
(``pnpkit referee serve``) and in a still picture (``pnpkit referee board``).

A game takes part by offering a :class:`LiveBoard` (named in its registry entry): the
pictures of its boards (the kit's own drawing, with where each field is) and a
:class:`LiveView` of a state (player panels, the fields a move may reach, the answers
a question takes, a fight's odds).  Everything here is generic: the pieces and the
highlights are drawn by :func:`overlay_svg` on top of the kit's board, the same way for
the page and for the still picture.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pnpkit.layout.geometry import Rect

#: one colour per seat (distinct on the parchment board, and for colour-blind eyes
#: told apart by the letter on each piece as well)
SEAT_COLOURS = ("#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#ef6c00", "#00838f",
                "#4e342e")


def drawn_spots(drawing: Any) -> dict[str, Rect]:
    """Where a board drawing (``render.board_tiles.Board``) put each field, as boxes in
    the picture's units with y downwards as its SVG has it: taken from the drawing
    itself, so a piece or a lit box sits where the field was drawn through every
    enlargement and margin of the drawing."""
    return {ident: Rect(r.x, drawing.height - r.y - r.height, r.width, r.height)
            for ident, r in drawing.spots.items()}


@dataclass(frozen=True)
class BoardPicture:
    """One board as the kit draws it: a whole SVG document of ``width`` x ``height``
    units (its viewBox) and where each field lies on it."""

    id: str
    title: str
    width: float
    height: float
    svg: str
    spots: Mapping[str, Rect]


@dataclass(frozen=True)
class Target:
    """A field the player to move may go to now: clicking it runs ``command args``.
    ``routes`` are the ways there (names of the fields stepped on), ``stops`` the fields
    on the way where one may stop in passing, ``path`` the ids of all of them."""

    field: str
    name: str
    command: str
    args: tuple[str, ...]
    routes: tuple[tuple[str, ...], ...] = ()
    stops: tuple[str, ...] = ()
    path: tuple[str, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class Choice:
    """A button: an answer, or the next step of the turn (``primary`` stands out)."""

    label: str
    command: str
    args: tuple[str, ...] = ()
    primary: bool = False


@dataclass(frozen=True)
class Fight:
    """A battle announced and not yet rolled: who meets whom, and the exact odds
    (``exact`` as fractions, e.g. ``{"win": "7/12", ...}``)."""

    title: str
    lines: tuple[str, ...]
    win: float
    draw: float
    loss: float
    exact: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Mark:
    """A badge on a field: ``text`` (a count of cards lying there), ``title`` what they are."""

    field: str
    text: str
    title: str = ""


@dataclass(frozen=True)
class Panel:
    """A player's panel: ``facts`` are (label, value) pairs (points, money), ``things``
    what they carry, ``friends`` who travels with them, ``notes`` lasting states."""

    name: str
    seat: int
    character: str
    place: str = ""          # the field id of the piece ("" when off every board)
    place_name: str = ""
    board: str = ""          # the id of the board picture the piece stands on
    facts: tuple[tuple[str, str], ...] = ()
    things: tuple[str, ...] = ()
    friends: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    current: bool = False
    out: bool = False

    @property
    def colour(self) -> str:
        return SEAT_COLOURS[self.seat % len(SEAT_COLOURS)]


@dataclass(frozen=True)
class LiveView:
    title: str               # the game's title in the page's language
    headline: str            # the state of the game at a glance (round, bank …)
    panels: tuple[Panel, ...]
    targets: tuple[Target, ...] = ()
    choices: tuple[Choice, ...] = ()
    prompt: tuple[str, ...] = ()
    fight: Fight | None = None
    #: the state as text: all of it for a game without a live board; for one with, what
    #: lies on the table besides the pieces (cards left on fields, what a Source holds)
    status: tuple[str, ...] = ()
    marks: tuple[Mark, ...] = ()  # badges on fields (Amber: the cards lying there)


class LiveBoard(Protocol):
    """What a game gives the live page: its board pictures and a view of a state."""

    def pictures(self, locale: str) -> Sequence[BoardPicture]:
        """The boards pieces stand on, first the main one (cache them: they do not change)."""

    def view(self, state: Any, locale: str) -> LiveView:
        """The state as the page shows it, in ``locale``."""


# --------------------------------------------------------------------------- drawing


def _piece_radius(picture: BoardPicture) -> float:
    sizes = sorted(min(s.width, s.height) for s in picture.spots.values()) or [40.0]
    return max(6.0, sizes[len(sizes) // 2] * 0.2)


def overlay_svg(picture: BoardPicture, view: LiveView) -> str:
    """The pieces and the reachable fields of ``view`` on ``picture``, as an SVG group
    (``<g class="overlay">``) in the picture's units.  Reachable fields carry
    ``class="target"`` and ``data-field``; every field on a route to one is there as an
    invisible ``class="spot"`` box, so the page can outline a route on hover."""
    import svgwrite

    d = svgwrite.Drawing(debug=False)
    root = d.g(class_="overlay")
    on_route = {f for t in view.targets for f in t.path} - {t.field for t in view.targets}
    for ident in sorted(on_route):
        spot = picture.spots.get(ident)
        if spot is not None:
            root.add(d.rect((_n(spot.x), _n(spot.y)), (_n(spot.width), _n(spot.height)), class_="spot",
                            fill="none", **{"data-field": ident}))
    for target in view.targets:
        spot = picture.spots.get(target.field)
        if spot is not None:
            root.add(d.rect((_n(spot.x), _n(spot.y)), (_n(spot.width), _n(spot.height)), class_="target",
                            rx=_n(min(spot.width, spot.height) * 0.08), fill="#ffd54f", fill_opacity="0.45",
                            stroke="#ff8f00", stroke_width=_n(max(2.0, spot.width * 0.05)),
                            **{"data-field": target.field}))
    radius = _piece_radius(picture)
    for mark in view.marks:  # in the field's top right corner, under the pieces
        spot = picture.spots.get(mark.field)
        if spot is None:
            continue
        side = radius * 1.5
        x, y = spot.x + spot.width - side - radius * 0.2, spot.y + radius * 0.2
        badge = d.g(class_="mark", **{"data-field": mark.field})
        badge.add(d.rect((_n(x), _n(y)), (_n(side), _n(side)), rx=_n(side * 0.25), fill="#4e342e",
                         stroke="#ffffff", stroke_width=_n(radius * 0.12)))
        badge.add(d.text(mark.text, insert=(_n(x + side / 2), _n(y + side * 0.72)), text_anchor="middle",
                         font_size=_n(side * 0.62), font_weight="bold",
                         font_family="DejaVu Sans, Arial, sans-serif", fill="#ffffff"))
        if mark.title:
            badge.set_desc(title=mark.title)
        root.add(badge)
    by_field: dict[str, list[Panel]] = {}
    for panel in view.panels:
        if panel.place and not panel.out and panel.place in picture.spots:
            by_field.setdefault(panel.place, []).append(panel)
    for place, panels in by_field.items():
        cx, cy = picture.spots[place].center
        gap = radius * 1.5
        first = cx - gap * (len(panels) - 1) / 2
        for k, panel in enumerate(panels):
            x = first + gap * k
            piece = d.g(class_="piece current" if panel.current else "piece",
                        **{"data-player": panel.name})
            if panel.current:
                piece.add(d.circle((_n(x), _n(cy)), _n(radius * 1.35), fill="none", stroke="#ffffff",
                                   stroke_width=_n(radius * 0.3), class_="halo"))
            piece.add(d.circle((_n(x), _n(cy)), _n(radius), fill=panel.colour, stroke="#1b1b1b",
                               stroke_width=_n(radius * 0.15)))
            piece.add(d.text(panel.name[:1].upper(), insert=(_n(x), _n(cy + radius * 0.38)),
                             text_anchor="middle", font_size=_n(radius * 1.1), font_weight="bold",
                             font_family="DejaVu Sans, Arial, sans-serif", fill="#ffffff"))
            piece.set_desc(title=panel.name)
            root.add(piece)
    return root.tostring()


def _n(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def picture_of_turn(pictures: Sequence[BoardPicture], view: LiveView) -> BoardPicture:
    """The board the player to move stands on (the first board when he is on none)."""
    board = next((p.board for p in view.panels if p.current), "")
    return next((p for p in pictures if p.id == board), pictures[0])


def still_svg(picture: BoardPicture, view: LiveView) -> str:
    """The board with the pieces (and any reachable fields) on it: one SVG document."""
    svg = picture.svg.rstrip()
    end = svg.rfind("</svg>")
    if end < 0:
        raise ValueError(f"board picture {picture.id} is not an SVG document")
    return svg[:end] + overlay_svg(picture, view) + svg[end:] + "\n"

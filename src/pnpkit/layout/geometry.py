"""Rectangles, segments and affine transforms in page points (origin bottom-left)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from pnpkit.layout.units import EPSILON


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def inset(self, d: float) -> Rect:
        return Rect(self.x + d, self.y + d, self.width - 2 * d, self.height - 2 * d)

    def translated(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.width, self.height)

    def contains(self, other: Rect, tolerance: float = EPSILON) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.top <= self.top + tolerance
        )

    def intersection(self, other: Rect) -> Rect | None:
        """The common part, None when the interiors do not meet (touching edges)."""
        x0, y0 = max(self.x, other.x), max(self.y, other.y)
        x1, y1 = min(self.right, other.right), min(self.top, other.top)
        if x1 - x0 <= EPSILON or y1 - y0 <= EPSILON:
            return None
        return Rect(x0, y0, x1 - x0, y1 - y0)


@dataclass(frozen=True)
class Segment:
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def length(self) -> float:
        return math.hypot(self.x1 - self.x0, self.y1 - self.y0)

    def bounds(self) -> Rect:
        x, y = min(self.x0, self.x1), min(self.y0, self.y1)
        return Rect(x, y, abs(self.x1 - self.x0), abs(self.y1 - self.y0))

    def touches(self, rect: Rect, tolerance: float = EPSILON) -> bool:
        """True when an axis-parallel segment enters the rectangle's interior or edge."""
        b = self.bounds()
        return (
            b.x <= rect.right - tolerance
            and rect.x <= b.right - tolerance
            and b.y <= rect.top - tolerance
            and rect.y <= b.top - tolerance
        ) and not (b.width == 0 and b.height == 0)


@dataclass(frozen=True)
class Affine:
    """The PDF matrix [a b c d e f]: x' = a*x + c*y + e, y' = b*x + d*y + f."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    @staticmethod
    def translation(dx: float, dy: float) -> Affine:
        return Affine(1, 0, 0, 1, dx, dy)

    @staticmethod
    def scaling(k: float) -> Affine:
        return Affine(k, 0, 0, k, 0, 0)

    @staticmethod
    def rotation(quarter_turns: int) -> Affine:
        """Counter-clockwise rotation by a multiple of 90°, exact (no trigonometry)."""
        cos, sin = ((1, 0), (0, 1), (-1, 0), (0, -1))[quarter_turns % 4]
        return Affine(cos, sin, -sin, cos, 0, 0)

    @staticmethod
    def mirror_x(axis: float) -> Affine:
        """Reflect about the vertical line x = axis."""
        return Affine(-1, 0, 0, 1, 2 * axis, 0)

    @staticmethod
    def mirror_y(axis: float) -> Affine:
        """Reflect about the horizontal line y = axis."""
        return Affine(1, 0, 0, -1, 0, 2 * axis)

    def then(self, after: Affine) -> Affine:
        """The transform that applies ``self`` first and ``after`` second."""
        a, b, c, d, e, f = self.a, self.b, self.c, self.d, self.e, self.f
        A, B, C, D, E, F = after.a, after.b, after.c, after.d, after.e, after.f
        return Affine(
            A * a + C * b,
            B * a + D * b,
            A * c + C * d,
            B * c + D * d,
            A * e + C * f + E,
            B * e + D * f + F,
        )

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def apply_rect(self, rect: Rect) -> Rect:
        """Bounding box of a transformed rectangle (exact for quarter turns and mirrors)."""
        xs, ys = zip(
            *(self.apply(px, py) for px in (rect.x, rect.right) for py in (rect.y, rect.top)),
            strict=True,
        )
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def as_tuple(self) -> tuple[float, float, float, float, float, float]:
        return (self.a, self.b, self.c, self.d, self.e, self.f)

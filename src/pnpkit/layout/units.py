"""Lengths: everything is stored in PDF points; people speak millimetres."""

from __future__ import annotations

POINTS_PER_INCH = 72.0
MM = POINTS_PER_INCH / 25.4  # points in one millimetre
INCH = POINTS_PER_INCH

# Comparisons of derived geometry tolerate float noise well below a printer's dot.
EPSILON = 1e-6


def mm(value: float) -> float:
    """Millimetres to points."""
    return value * MM


def to_mm(points: float) -> float:
    """Points to millimetres."""
    return points / MM


def inch(value: float) -> float:
    return value * INCH

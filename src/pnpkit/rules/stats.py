"""Small statistics for the simulators: Wilson intervals of a share, quantiles, a
mean with its normal 95 % interval, and intervals of a difference (Newcombe for two
shares, Welch for two means) for side-by-side comparisons (pure: stdlib only)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Interval:
    low: float
    high: float


@dataclass(frozen=True)
class MeanSummary:
    """A sample's mean with its spread; nan where the sample is too small to say."""

    n: int
    mean: float
    sd: float
    se: float
    interval: Interval


def wilson(successes: int, trials: int, z: float = Z95) -> Interval:
    """Wilson score interval of ``successes / trials`` (sensible near 0 and 1 too)."""
    if trials == 0:
        return Interval(0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return Interval(max(0.0, centre - half), min(1.0, centre + half))


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default); nan when empty."""
    if not sorted_values:
        return math.nan
    pos = q * (len(sorted_values) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def summarize_mean(values: Sequence[float], z: float = Z95) -> MeanSummary:
    """Mean, sample standard deviation, standard error and the normal interval."""
    n = len(values)
    mean = math.fsum(values) / n if n else math.nan
    sd = math.sqrt(math.fsum((x - mean) ** 2 for x in values) / (n - 1)) if n > 1 else math.nan
    se = sd / math.sqrt(n) if n > 1 else math.nan
    return MeanSummary(n, mean, sd, se, Interval(mean - z * se, mean + z * se))


def newcombe(k1: int, n1: int, k2: int, n2: int, z: float = Z95) -> Interval:
    """Interval of the difference of two shares ``k1/n1 - k2/n2`` (Newcombe's hybrid
    score method: the two Wilson intervals combined; sound near 0 and 1, unlike Wald's)."""
    if not n1 or not n2:
        return Interval(-1.0, 1.0)
    p1, p2 = k1 / n1, k2 / n2
    a, b = wilson(k1, n1, z), wilson(k2, n2, z)
    d = p1 - p2
    low = d - math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2)
    high = d + math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2)
    return Interval(max(-1.0, low), min(1.0, high))


def mean_difference(a: MeanSummary, b: MeanSummary, z: float = Z95) -> Interval:
    """Normal (Welch) interval of ``a.mean - b.mean``; nan ends when either sample is too small."""
    d = a.mean - b.mean
    if math.isnan(a.se) or math.isnan(b.se):
        return Interval(math.nan, math.nan)
    half = z * math.hypot(a.se, b.se)
    return Interval(d - half, d + half)

"""Medians, percentiles and ranges for the benchmarks' reports (no browser: the slow CPU, the
site's benchmark and its taps all use them)."""

from __future__ import annotations

import math


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value at least ``share`` of ``values`` reach.

    >>> percentile([4, 1, 3, 2], 0.95), percentile([4, 1, 3, 2], 0.5)
    (4, 2)
    """
    return sorted(values)[max(math.ceil(share * len(values)), 1) - 1]


def median(values: list[float]) -> float:
    """The median of ``values``.

    >>> median([3, 1, 2]), median([4, 1, 2, 3])
    (2, 2.5)
    """
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def spread(values: list[float]) -> dict[str, float]:
    """The median of ``values`` and their range, rounded for the report."""
    return {"median": round(median(values), 2), "min": round(min(values), 2),
            "max": round(max(values), 2)}

"""The score chart: each player's running total after every deal, drawn as our own SVG.

It was a Bokeh figure; BokehJS laid a figure out again (its axes' words measured on a canvas)
whenever anything on the page changed, about a quarter of the page's work in a deal of Tarot
Kids on the built site, and its canvas said nothing to a screen reader. This SVG is drawn once
a deal, weighs nothing between deals, and is named by a sentence with every total.

Equal totals stay visible: each seat has its own marker and colour, its points a little apart
(:data:`DODGE`) and its line a little thinner than the one before, drawn over it.

>>> chart = Chart({"x": [0, 1, 2], "s0": [0, 40, -20], "s1": [0, -40, 20]})
>>> chart.y_ticks, chart.x_ticks
([-40, -20, 0, 20, 40], [0, 1, 2])
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .widgets import esc, minus

#: one colour per seat, each at least 4.5:1 against the white box (WCAG's contrast for text,
#: more than the 3:1 lines and markers need)
COLORS = ("#1f5fa8", "#c0392b", "#2e7d32", "#7b3fa0", "#b35900", "#00796b")
#: the drawing's size in its own units; it scales to the side panel's width
WIDTH, HEIGHT = 360, 220
#: the words' size in those units: 13 px on a phone, where the drawing is some 320 px wide
FONT = 15
#: room around the plotting area: above, right, below (the deals' numbers and their word)
TOP, RIGHT, BOTTOM = 12, 14, 46
#: how far apart equal points are set, in deals, from one seat to the next
DODGE = 0.08
#: room either side of the first and last deal, in deals: more than six seats set apart need
PAD = 0.3
#: a marker's half size, in the drawing's units
MARK = 5.5
#: at most this many deals numbered along the bottom
MAX_TICKS = 10


def ticks(low: int, high: int, most: int) -> list[int]:
    """At most ``most`` whole numbers from ``low`` or under to ``high`` or over, a step of 1, 2
    or 5 times a power of ten apart.

    >>> ticks(-40, 40, 6), ticks(0, 3, 10), ticks(-1200, 1200, 6), ticks(0, 30, 10)
    ([-40, -20, 0, 20, 40], [0, 1, 2, 3], [-2000, -1000, 0, 1000, 2000], [0, 5, 10, 15, 20, 25, 30])
    """
    power = 1
    while True:
        for step in (power, 2 * power, 5 * power):
            found = list(range(math.floor(low / step) * step, math.ceil(high / step) * step + 1, step))
            if len(found) <= most:
                return found
        power *= 10


def color(seat: int) -> str:
    """Seat ``seat``'s colour, for its line, its markers and its name in the legend."""
    return COLORS[seat % len(COLORS)]


def marks(seat: int, points: Sequence[tuple[float, float]]) -> str:
    """Seat ``seat``'s markers at ``points``, in its colour, ringed in white."""
    path = "".join(marker(seat % len(COLORS), x, y) for x, y in points)
    return f'<path d="{path}" fill="{color(seat)}" stroke="white" stroke-width="1.5"/>'


def marker(kind: int, x: float, y: float) -> str:
    """The SVG path of seat ``kind``'s marker centred on ``x, y``: circle, square, triangle,
    diamond, upside-down triangle, hexagon."""
    r = MARK
    if kind == 0:
        return f"M{x - r:.1f},{y:.1f}a{r},{r} 0 1,0 {2 * r},0a{r},{r} 0 1,0 {-2 * r},0Z"
    corners = {1: ((-1, -1), (1, -1), (1, 1), (-1, 1)),
               2: ((0, -1.2), (1.1, 0.8), (-1.1, 0.8)),
               3: ((0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0)),
               4: ((0, 1.2), (1.1, -0.8), (-1.1, -0.8)),
               5: tuple((math.cos(a), math.sin(a)) for a in (i * math.pi / 3 for i in range(6)))}[kind]
    return "M" + "L".join(f"{x + r * dx:.1f},{y + r * dy:.1f}" for dx, dy in corners) + "Z"


class Chart:
    """Where everything of a chart of ``series`` (``x``: the deals from 0, ``s0``, ``s1``…:
    each seat's running totals) lies in the drawing."""

    def __init__(self, series: dict[str, list[int]]) -> None:
        self.deals = series["x"]
        self.lines = [series[f"s{seat}"] for seat in range(len(series) - 1)]
        values = [v for line in self.lines for v in line]
        low, high = min(0, *values), max(0, *values)
        # nothing scored yet: 0 in the middle
        self.y_ticks = ticks(low, high, 6) if low < high else [-1, 0, 1]
        self.x_ticks = ticks(0, self.deals[-1], MAX_TICKS)
        self.left = FONT + 20 + 0.62 * FONT * max(len(minus(v)) for v in self.y_ticks)

    def x(self, deal: float) -> float:
        """The drawing's x of ``deal`` (a fraction: a seat's point is set apart)."""
        first, last = -PAD, self.deals[-1] + PAD
        return self.left + (deal - first) / (last - first) * (WIDTH - RIGHT - self.left)

    def y(self, value: float) -> float:
        low, high = self.y_ticks[0], self.y_ticks[-1]
        return TOP + (high - value) / (high - low) * (HEIGHT - BOTTOM - TOP)

    def offset(self, seat: int) -> float:
        """How far seat ``seat``'s points lie from their deal, in deals."""
        return (seat - (len(self.lines) - 1) / 2) * DODGE

    def width(self, seat: int) -> int:
        """Seat ``seat``'s line width: the first the widest, each drawn over the one before."""
        return 2 + 2 * (len(self.lines) - 1 - seat)

    def svg(self, label: str, x_label: str, y_label: str) -> str:
        """The drawing, named ``label`` for a screen reader, its axes ``x_label`` and ``y_label``."""
        top, bottom, right = TOP, HEIGHT - BOTTOM, WIDTH - RIGHT
        parts = [f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{esc(label)}" '
                 f'font-size="{FONT}">']
        for v in self.y_ticks:
            y = self.y(v)
            parts.append(f'<line x1="{self.left:.1f}" x2="{right}" y1="{y:.1f}" y2="{y:.1f}" '
                         f'class="{"zero" if v == 0 else "grid"}"/>'
                         f'<text x="{self.left - 6:.1f}" y="{y + FONT * 0.35:.1f}" text-anchor="end">{minus(v)}</text>')
        for deal in self.x_ticks:
            parts.append(f'<text x="{self.x(deal):.1f}" y="{bottom + FONT + 4}" text-anchor="middle">{deal}</text>')
        parts.append(f'<text x="{(self.left + right) / 2:.1f}" y="{HEIGHT - 6}" text-anchor="middle" '
                     f'class="axis">{esc(x_label)}</text>'
                     f'<text transform="translate({FONT + 2} {(top + bottom) / 2:.1f}) rotate(-90)" '
                     f'text-anchor="middle" class="axis">{esc(y_label)}</text>')
        for seat, line in enumerate(self.lines):
            points = [(self.x(d + self.offset(seat)), self.y(v)) for d, v in zip(self.deals, line)]
            parts.append(f'<polyline points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in points)}" fill="none" '
                         f'stroke="{color(seat)}" stroke-width="{self.width(seat)}" stroke-linejoin="round"/>'
                         + marks(seat, points))
        return "".join(parts) + "</svg>"


def legend_html(names: Sequence[str]) -> str:
    """Each name beside its seat's line and marker, under the chart (inside, they hid lines)."""
    items = "".join(
        f'<li><svg viewBox="0 0 30 16" aria-hidden="true"><line x1="1" x2="29" y1="8" y2="8" '
        f'stroke="{color(seat)}" stroke-width="3"/>{marks(seat, [(15, 8)])}</svg>{esc(name)}</li>'
        for seat, name in enumerate(names))
    return f'<ul class="chart-legend">{items}</ul>'

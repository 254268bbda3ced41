"""The SVG writer every deck's card art is drawn with (no deck of its own): a tiny element
writer, shared glyphs and card parts, and the trumps' and the Excuse's titles (every deck with
trumps has them). Each deck's own drawing is its package's ``art`` module, and
``static/make_cards.py`` writes them all; the app never imports any of them (the site's wheel
leaves them out, ``sitebuild.wheels.ART_ONLY``).
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

SVG_NS = "http://www.w3.org/2000/svg"
INK = "#263238"
GOLD = "#F4B400"


# --------------------------------------------------------------------------
# Tiny SVG writer
# --------------------------------------------------------------------------

def fmt(value: float) -> str:
    """Short, stable number text: keeps files small and byte-identical."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def el(tag: str, body: str = "", **attrs: object) -> str:
    """One SVG element; `stroke_width=` becomes `stroke-width=`, `None` is dropped."""
    parts = "".join(
        f' {name.replace("_", "-")}="{fmt(v) if isinstance(v, float) else v}"'
        for name, v in attrs.items()
        if v is not None
    )
    return f"<{tag}{parts}>{body}</{tag}>" if body else f"<{tag}{parts}/>"


def text(x: float, y: float, label: str, size: float, fill: str, **attrs: object) -> str:
    # Font family, weight and centring are set once on the root <svg>.
    return el("text", escape(label), x=x, y=y, font_size=size, fill=fill, **attrs)


def document(title: str, body: str) -> str:
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 200 300" role="img" '
        'font-family="sans-serif" font-weight="bold" text-anchor="middle">'
        f"<title>{escape(title)}</title>{body}</svg>\n"
    )


def place(ref: str, x: float, y: float, scale: float = 1.0, turn: bool = False, **attrs: object) -> str:
    """Reuse a 20x20 glyph from <defs>, centred on (x, y)."""
    move = f"translate({fmt(x)} {fmt(y)}) scale({fmt(scale)})" + (" rotate(180)" if turn else "")
    return el("use", href=f"#{ref}", transform=move, **attrs)


def circle_d(cx: float, cy: float, r: float) -> str:
    # Two arcs with the same sweep so several circles union under nonzero fill.
    return f"M{fmt(cx - r)} {fmt(cy)}a{fmt(r)} {fmt(r)} 0 1 0 {fmt(2 * r)} 0a{fmt(r)} {fmt(r)} 0 1 0 {fmt(-2 * r)} 0Z"


def star_d(outer: float, inner: float, points: int = 5, dy: float = 0.0) -> str:
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        pts.append(f"{fmt(r * math.cos(a))} {fmt(r * math.sin(a) + dy)}")
    return "M" + "L".join(pts) + "Z"


# Glyphs drawn in a -10..10 box so one scale factor sizes them everywhere.
GLYPHS: dict[str, str] = {
    "circle": circle_d(0, 0, 9.5),
    "triangle": "M0 -10L10.5 8.5H-10.5Z",
    "square": "M-8.5 -8.5H8.5V8.5H-8.5Z",
    "star": star_d(10.5, 4.4, dy=1),
    "heart": "M0 9C-4 5.5 -10 1.5 -10 -3.8C-10 -7.8 -7 -9.8 -4.6 -9.8C-2.5 -9.8 -0.8 -8.6 0 -6.8"
             "C0.8 -8.6 2.5 -9.8 4.6 -9.8C7 -9.8 10 -7.8 10 -3.8C10 1.5 4 5.5 0 9Z",
    "diamond": "M0 -10Q3.5 -4 7.8 0Q3.5 4 0 10Q-3.5 4 -7.8 0Q-3.5 -4 0 -10Z",
    "spade": "M0 -10C-3 -6 -10 -2.5 -10 2.5C-10 6 -7.5 7.5 -5 7.5C-3 7.5 -1.6 6.6 -0.8 5.2Q-1 8.5 -4 10"
             "H4Q1 8.5 0.8 5.2C1.6 6.6 3 7.5 5 7.5C7.5 7.5 10 6 10 2.5C10 -2.5 3 -6 0 -10Z",
    "club": circle_d(0, -5, 4.9) + circle_d(-5.2, 2, 4.9) + circle_d(5.2, 2, 4.9)
            + "M-3 -2V3H3V-2Z" + "M-1.2 0L-2 6.5Q-2.5 9.3 -4.5 10H4.5Q2.5 9.3 2 6.5L1.2 0Z",
}


def glyph_def(uid: str, name: str) -> str:
    return el("path", id=f"{uid}-{name}", d=GLYPHS[name])


def frame(fill: str, stroke: str) -> str:
    return el("rect", x=2, y=2, width=196, height=296, rx=14, fill=fill, stroke=stroke, stroke_width=4)


def corners(uid: str, index: str) -> str:
    """Same index top-left and, turned around, bottom-right (read from both sides)."""
    return el("g", index, id=f"{uid}-i") + el("use", href=f"#{uid}-i", transform="rotate(180 100 150)")


def bout_badge(x: float = 170, y: float = 36) -> str:
    """Medal for the three Bouts (needed to win): gold disc + ribbon, not a suit shape."""
    ribbon = el("path", d=f"M{fmt(x - 11)} {fmt(y + 6)}l-5 18 7-4 5 6 4-17zm22 0l5 18-7-4-5 6-4-17z",
                fill="#D32F2F")
    disc = el("circle", cx=x, cy=y, r=17, fill=GOLD, stroke="#8D6E00", stroke_width=2.5)
    return ribbon + disc + text(x, y + 3.5, "BOUT", 10, "#4E3B00")


def trump_title(n: int, lang: str) -> str:
    if lang == "fr":
        return "Atout 1, le Petit" if n == 1 else f"Atout {n}"
    return "Trump 1, the Petit" if n == 1 else f"Trump {n}"


def excuse_title(lang: str) -> str:
    return "L'Excuse" if lang == "fr" else "The Excuse"

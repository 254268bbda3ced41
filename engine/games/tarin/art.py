"""Le Tarin's card art: four colours 1 to 14, each with its own symbol, and its back (drawn by
``static/make_cards.py``; the app never imports it).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ...cardart import GLYPHS, GOLD, INK, circle_d, corners, document, el, fmt, frame, glyph_def, place, text
from .deck import TARIN_DECK


def _sun_d() -> str:
    rays = "".join(
        f"M{fmt(6.5 * math.cos(a - 0.28))} {fmt(6.5 * math.sin(a - 0.28))}"
        f"L{fmt(10.5 * math.cos(a))} {fmt(10.5 * math.sin(a))}"
        f"L{fmt(6.5 * math.cos(a + 0.28))} {fmt(6.5 * math.sin(a + 0.28))}Z"
        for a in (math.pi * i / 4 for i in range(8)))
    return circle_d(0, 0, 5.5) + rays


GLYPHS |= {
    # a crescent: the outer arc's circle is centred near 3.4, the inner one's at 13.8, so
    # their two arcs bound a shape (two arcs of one circle would enclose nothing)
    "moon": "M6.5 -9.5A10 10 0 1 0 6.5 9.5A12 12 0 0 1 6.5 -9.5Z",
    "drop": "M0 -10C3 -5 8 -1 8 3.5A8 6.5 0 0 1 -8 3.5C-8 -1 -3 -5 0 -10Z",
    "sun": _sun_d(),
    "leaf": "M-9 9C-10 -3 -2 -10 10 -10C10 2 3 10 -9 9ZM-9 9L1 -1",
}


@dataclass(frozen=True)
class Colour:
    fr: str
    en: str
    glyph: str
    main: str
    light: str


# Colour + symbol: a moon for black, a drop for red, a sun for yellow, a leaf for green.
TARIN_COLOURS: dict[str, Colour] = {
    "N": Colour("noir", "black", "moon", "#212121", "#ECEFF1"),
    "R": Colour("rouge", "red", "drop", "#C62828", "#FDECEA"),
    "J": Colour("jaune", "yellow", "sun", "#9A6A00", "#FFF6D5"),
    "V": Colour("vert", "green", "leaf", "#2E7D32", "#E6F4E7"),
}
TARIN_POINTS = {5: 5, 10: 10, 14: 10}


def tarin_title(rank: int, colour: str, lang: str) -> str:
    c = TARIN_COLOURS[colour]
    return f"{rank} {c.fr}" if lang == "fr" else f"{c.en.capitalize()} {rank}"


def tarin_card(rank: int, colour: str, lang: str = "fr") -> tuple[str, str]:
    c = TARIN_COLOURS[colour]
    uid = f"c-tarin-{rank}{colour}"
    ref = f"{uid}-{c.glyph}"
    index = text(28, 42, str(rank), 30 if rank < 10 else 25, c.main) + place(ref, 28, 62, 1.1, fill=c.main)
    art = (el("rect", x=40, y=80, width=120, height=140, rx=16, fill=c.light, stroke=c.main, stroke_width=3)
           + place(ref, 100, 130, 3.2, fill=c.main, opacity=0.25) + text(100, 168, str(rank), 64, c.main))
    worth = TARIN_POINTS.get(rank)
    if worth:  # the cards that count carry their points, in a gold badge
        art += (el("circle", cx=100, cy=246, r=21, fill=GOLD, stroke="#8D6E00", stroke_width=2.5)
                + text(100, 245, str(worth), 18, "#4E3B00") + text(100, 258, "pts", 10, "#4E3B00"))
    title = tarin_title(rank, colour, lang)
    svg = el("defs", glyph_def(uid, c.glyph)) + frame("#FFFFFF", INK) + corners(uid, index) + art
    return title, document(title, svg)


def back_tarin(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-tarin"
    defs = el("defs", "".join(glyph_def(uid, c.glyph) for c in TARIN_COLOURS.values()))
    symbols = "".join(place(f"{uid}-{c.glyph}", x, y, 2.2, fill=c.main)
                      for c, (x, y) in zip(TARIN_COLOURS.values(), ((70, 110), (130, 110), (70, 190), (130, 190))))
    plate = el("rect", x=30, y=60, width=140, height=180, rx=18, fill="#FFFDF5", stroke=GOLD, stroke_width=4)
    svg = defs + frame("#3E2723", INK) + plate + symbols + text(100, 157, "Tarin", 24, INK)
    title = "Dos de carte du Tarin" if lang == "fr" else "Back of a Tarin card"
    return title, document(title, svg)


def cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name → (title, SVG text) of every Tarin card and its back, in ``lang``."""
    makers: dict[str, Callable[[], tuple[str, str]]] = {}
    for colour in TARIN_COLOURS:
        for n in TARIN_DECK.power:
            makers[f"{n}{colour}.svg"] = lambda n=n, c=colour: tarin_card(n, c, lang)
    makers["back-tarin.svg"] = lambda: back_tarin(lang)
    return {name: make() for name, make in makers.items()}

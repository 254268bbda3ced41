"""Le Tamalou's card art: the 52 French-suited cards, each with its value in a corner badge, and
its back (drawn by ``static/make_cards.py``; the app never imports it).
"""

from __future__ import annotations

from collections.abc import Callable

from ...cardart import GOLD, INK, document, el, frame, glyph_def, place, text
from ..french.art import SUITS, tarot_suit_card


TAMALOU_RANKS = [str(n) for n in range(1, 11)] + ["J", "Q", "K"]
# A red King is worth nothing (green badge), a black King 15 (red badge): the two to remember.
ZERO, HIGH = ("#2E7D32", "#E8F5E9"), ("#B71C1C", "#FFEBEE")


def tamalou_value(rank: str, suit: str) -> int:
    if rank == "K":
        return 0 if suit in "HD" else 15
    return 10 if rank in ("J", "Q") else int(rank)


def tamalou_badge(value: int, lang: str) -> tuple[str, str]:
    """The value in a disc at the top right (the corner the indices leave free), and in words."""
    ink, fill = ZERO if value == 0 else HIGH if value == 15 else ("#4E3B00", GOLD)
    one = value < 2 if lang == "fr" else value == 1  # « 0 point » in French, "0 points" in English
    disc = el("circle", cx=168, cy=38, r=23, fill=fill, stroke=ink, stroke_width=3)
    drawing = disc + text(168, 42, str(value), 20, ink) + text(168, 54, "pt" if one else "pts", 9, ink)
    return drawing, f"{value} point" + ("" if one else "s")


def tamalou_card(rank: str, suit: str, lang: str = "fr") -> tuple[str, str]:
    return tarot_suit_card(rank, suit, lang, deck="tamalou-", badge=tamalou_badge(tamalou_value(rank, suit), lang))


def back_tamalou(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-tamalou"
    defs = el("defs", "".join(glyph_def(uid, g) for g, _, _ in SUITS.values()))
    corners_ = "".join(place(f"{uid}-{g}", x, y, 1.6, fill="#FFFDF5")
                       for (g, _, _), (x, y) in zip(SUITS.values(), ((40, 40), (160, 40), (40, 260), (160, 260))))
    plate = el("circle", cx=100, cy=150, r=62, fill="#FFFDF5", stroke=GOLD, stroke_width=5)
    eye = (el("path", d="M58 150Q100 108 142 150Q100 192 58 150Z", fill="#fff", stroke=INK, stroke_width=3)
           + el("circle", cx=100, cy=150, r=14, fill="#2E7D32") + el("circle", cx=100, cy=150, r=6, fill=INK))
    svg = defs + frame("#6A1B9A", INK) + corners_ + plate + eye + text(100, 238, "Tamalou", 26, "#FFFDF5")
    title = "Dos de carte du Tamalou" if lang == "fr" else "Back of a Tamalou card"
    return title, document(title, svg)


def cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name → (title, SVG text) of every Tamalou card and its back, in ``lang``."""
    makers: dict[str, Callable[[], tuple[str, str]]] = {}
    for suit in SUITS:
        for rank in TAMALOU_RANKS:
            makers[f"tamalou-{rank}{suit}.svg"] = lambda r=rank, s=suit: tamalou_card(r, s, lang)
    makers["back-tamalou.svg"] = lambda: back_tamalou(lang)
    return {name: make() for name, make in makers.items()}

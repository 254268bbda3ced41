"""La Taroinche's card art: 32 cards, 7 to Ace, in the tarot suits' style, each counting card
with its points as a plain card and as a trump, and its back (drawn by ``static/make_cards.py``;
the app never imports it).
"""

from __future__ import annotations

from collections.abc import Callable

from ...cardart import GOLD, INK, corners, document, el, frame, glyph_def, place, text
from ..french.art import SUITS, suit_face, suit_index



# written as the engine writes them (the tarot's codes: the Ace is "1"), so a card's file is its token
TAROINCHE_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "1")
# (points in a plain suit, points in trumps): the badge teaches both, since trumps change each deal
TAROINCHE_POINTS = {"1": (11, 11), "10": (10, 10), "K": (4, 4), "Q": (3, 3), "J": (2, 20), "9": (0, 14)}


def taroinche_file(rank: str, suit: str) -> str:
    return f"taroinche-{rank}{suit}.svg"


def points_badge(plain: int, trump: int, lang: str) -> str:
    """Gold badge between the corners: the card's points, and its points when it is a trump."""
    unit = "pt" if plain == 1 or plain == 0 and lang == "fr" else "pts"  # « 0 pt » but "0 pts"
    trump_word = "atout" if lang == "fr" else "trump"
    return (el("rect", x=60, y=226, width=80, height=46, rx=12, fill=GOLD, stroke="#8D6E00", stroke_width=2.5)
            + text(100, 245, f"{plain} {unit}", 15, "#4E3B00") + text(100, 264, f"{trump_word} {trump}", 13, "#4E3B00"))


def taroinche_card(rank: str, suit: str, lang: str = "fr") -> tuple[str, str]:
    glyph, _, colour = SUITS[suit]
    uid = f"c-taroinche-{rank}{suit}"
    title, index_label, art = suit_face(uid, rank, suit, lang)
    if rank == "1":  # the 32-card deck's Ace reads « As » / "A", as on the cards people play with
        index_label = "As" if lang == "fr" else "A"
    # the picture shrinks a little to leave the badge its room between the corners
    body_ = el("g", art, transform="translate(12 8.64) scale(0.88)")
    if rank in TAROINCHE_POINTS:
        body_ += points_badge(*TAROINCHE_POINTS[rank], lang)
    svg = (el("defs", glyph_def(uid, glyph)) + frame("#FFFFFF", INK)
           + corners(uid, suit_index(uid, index_label, glyph, colour)) + body_)
    return title, document(title, svg)


def back_taroinche(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-taroinche"
    stripes = el("path", d="M0 0L12 12M12 0L0 12", stroke=GOLD, stroke_width=1.2, opacity=0.5)
    defs = el("defs", "".join(glyph_def(uid, g) for g, _, _ in SUITS.values())
              + el("pattern", stripes, id=f"{uid}-p", width=12, height=12, patternUnits="userSpaceOnUse"))
    plate = el("rect", x=30, y=70, width=140, height=160, rx=18, fill="#FFFDF5", stroke=GOLD, stroke_width=4)
    suits = "".join(place(f"{uid}-{g}", x, y, 1.6, fill=c)
                    for (g, _, c), (x, y) in zip(SUITS.values(), ((64, 104), (136, 104), (64, 196), (136, 196))))
    svg = (defs + frame("#7B1F3A", INK) + el("rect", x=12, y=12, width=176, height=276, rx=8,
                                             fill=f"url(#{uid}-p)", stroke=GOLD, stroke_width=2)
           + plate + suits + text(100, 156, "Taroinche", 24, INK))
    title = "Dos de carte de la Taroinche" if lang == "fr" else "Back of a Taroinche card"
    return title, document(title, svg)


def cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name → (title, SVG text) of every Taroinche card and its back, in ``lang``."""
    makers: dict[str, Callable[[], tuple[str, str]]] = {}
    for suit in SUITS:
        for rank in TAROINCHE_RANKS:
            makers[taroinche_file(rank, suit)] = lambda r=rank, s=suit: taroinche_card(r, s, lang)
    makers["back-taroinche.svg"] = lambda: back_taroinche(lang)
    return {name: make() for name, make in makers.items()}

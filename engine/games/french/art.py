"""The French tarot deck's card art: the suits' pips and faces, the trumps, the Excuse and its
back; La Taroinche's and Le Tamalou's faces are drawn from its suits (``suit_face``,
``tarot_suit_card``). Drawn by ``static/make_cards.py``; the app never imports it.
"""

from __future__ import annotations

from collections.abc import Callable

from ...cardart import (GLYPHS, GOLD, INK, bout_badge, corners, document, el, excuse_title, frame, glyph_def,
                        place, text, trump_title)
from .deck import FRENCH, TAROT_DECK

#: each rank's code, as a card's file is its token
TAROT_RANKS = [FRENCH.ranks[rank] for rank in sorted(TAROT_DECK.power)]


TAROT_BAND = "#0F5C6E"


def tarot_trump_like(uid: str, title: str, heading: str, index: str, band_art: str, caption: str,
                     bout: bool) -> str:
    """Classic trump layout: ivory card, dark band across the middle."""
    band = (el("rect", x=4, y=100, width=192, height=100, fill=TAROT_BAND)
            + el("path", d="M4 104h192M4 196h192", stroke=GOLD, stroke_width=2))
    body_ = (frame("#FFFDF5", INK) + band + corners(uid, index) + text(100, 88, heading, 16, TAROT_BAND,
                                                                         letter_spacing=3)
             + band_art + (text(100, 236, caption, 22, TAROT_BAND) if caption else "")
             + (bout_badge() if bout else ""))
    return document(title, body_)


def tarot_trump(n: int, lang: str = "fr") -> tuple[str, str]:
    title = trump_title(n, lang)
    number = text(100, 177, str(n), 78, "#fff")
    svg = tarot_trump_like(f"c-T{n}", title, "ATOUT" if lang == "fr" else "TRUMP",
                           text(30, 44, str(n), 32, TAROT_BAND), number, "Petit" if n == 1 else "", n in (1, 21))
    return title, svg


def tarot_excuse(lang: str = "fr") -> tuple[str, str]:
    uid = "c-EX"
    star = el("path", d=GLYPHS["star"], fill=GOLD, stroke="#fff", stroke_width=0.6,
              transform="translate(100 148) scale(3.6)")
    index = el("path", d=GLYPHS["star"], fill=TAROT_BAND, transform="translate(30 40) scale(1.4)")
    return excuse_title(lang), tarot_trump_like(uid, excuse_title(lang), "EXCUSE", index, star, "", True)


# --------------------------------------------------------------------------
# French tarot suit cards
# --------------------------------------------------------------------------

RED, BLACK = "#C62828", "#1C1C1C"
SUITS: dict[str, tuple[str, str, str]] = {  # letter: (glyph, French name, colour)
    "S": ("spade", "pique", BLACK),
    "H": ("heart", "cœur", RED),
    "D": ("diamond", "carreau", RED),
    "C": ("club", "trèfle", BLACK),
}
SUITS_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

# Pip positions as (column, row): columns -1/0/1, rows 0 (top) .. 1 (bottom).
_SIDES = (-1, 1)
PIPS: dict[int, list[tuple[int, float]]] = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(c, r) for r in (0, 1) for c in _SIDES],
    5: [(c, r) for r in (0, 1) for c in _SIDES] + [(0, 0.5)],
    6: [(c, r) for r in (0, 0.5, 1) for c in _SIDES],
    7: [(c, r) for r in (0, 0.5, 1) for c in _SIDES] + [(0, 0.25)],
    8: [(c, r) for r in (0, 0.5, 1) for c in _SIDES] + [(0, 0.25), (0, 0.75)],
    9: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in _SIDES] + [(0, 0.5)],
    10: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in _SIDES] + [(0, 1 / 6), (0, 5 / 6)],
}

FACES: dict[str, tuple[str, str]] = {"K": ("R", "Roi"), "Q": ("D", "Dame"), "N": ("C", "Cavalier"), "J": ("V", "Valet")}
FACES_EN: dict[str, tuple[str, str]] = {"K": ("K", "King"), "Q": ("Q", "Queen"), "N": ("C", "Knight"),
                                        "J": ("J", "Jack")}


def headwear(rank: str, colour: str) -> str:
    """Crown for the Roi, tiara for the Dame, horseshoe for the Cavalier, plumed cap for the Valet."""
    line = dict(stroke=INK, stroke_width=2.5, stroke_linejoin="round")
    if rank == "K":
        return el("path", d="M68 122L64 88 83 104 100 80 117 104 136 88 132 122Z", fill=GOLD, **line) + "".join(
            el("circle", cx=x, cy=y, r=4, fill=colour) for x, y in ((64, 88), (100, 80), (136, 88)))
    if rank == "Q":
        return el("path", d="M70 122V110Q84 106 86 92Q94 102 100 82Q106 102 114 92Q116 106 130 110V122Z", fill=GOLD,
                  **line) + "".join(el("circle", cx=x, cy=y, r=r, fill=colour, stroke=INK, stroke_width=1.5)
                         for x, y, r in ((100, 110, 6), (84, 114, 3.5), (116, 114, 3.5)))
    if rank == "N":
        return el("path", d="M84 88v14a16 16 0 0 0 32 0V88", fill="none", stroke=INK, stroke_width=12,
                  stroke_linecap="round") + el("path", d="M84 88v14a16 16 0 0 0 32 0V88", fill="none",
                                               stroke=GOLD, stroke_width=7, stroke_linecap="round")
    return el("path", d="M116 108Q138 76 152 80Q140 92 124 112Z", fill=GOLD, **line) + el(
        "path", d="M66 122Q70 96 100 96Q130 96 134 122Z", fill=colour, **line)


def suit_index(uid: str, label: str, glyph: str, colour: str) -> str:
    return text(28, 42, label, 30 if len(label) == 1 else 25, colour) + place(f"{uid}-{glyph}", 28, 62, 1.1,
                                                                              fill=colour)


def tarot_suit_card(rank: str, suit: str, lang: str = "fr", deck: str = "",
                    badge: tuple[str, str] | None = None) -> tuple[str, str]:
    """A French-suited card; ``deck`` keeps its ids apart from the tarot card's, ``badge`` is
    a drawing added on top and the words it adds to the title."""
    glyph, _, colour = SUITS[suit]
    uid = f"c-{deck}{rank}{suit}"
    title, index_label, art = suit_face(uid, rank, suit, lang)
    svg = el("defs", glyph_def(uid, glyph)) + frame("#FFFFFF", INK) + corners(
        uid, suit_index(uid, index_label, glyph, colour)) + art
    if badge is not None:
        svg, title = svg + badge[0], f"{title}, {badge[1]}"
    return title, document(title, svg)


def suit_face(uid: str, rank: str, suit: str, lang: str) -> tuple[str, str, str]:
    """A suit card's title, corner label and middle (pips or a face), the glyph already in
    ``<defs>`` as ``{uid}-{glyph}``: shared by the tarot, the Taroinche and the Tamalou cards."""
    glyph, suit_name, colour = SUITS[suit]
    fr = lang == "fr"
    ref = f"{uid}-{glyph}"
    if rank in FACES:
        letter, rank_name = (FACES if fr else FACES_EN)[rank]
        tint = "#FDECEA" if colour == RED else "#ECEFF1"
        art = (el("rect", x=40, y=72, width=120, height=160, rx=12, fill=tint, stroke=colour, stroke_width=3)
               + headwear(rank, colour) + text(100, 196, letter, 76, colour)
               + place(ref, 58, 162, 1.0, fill=colour) + place(ref, 142, 162, 1.0, fill=colour)
               + text(100, 222, rank_name, 16, INK))
        index_label = letter
        title = f"{rank_name} de {suit_name}" if fr else f"{rank_name} of {SUITS_EN[suit]}"
    else:
        n = int(rank)
        if n == 1:
            art = place(ref, 100, 150, 4.2, fill=colour)
        else:
            # Lower-half pips are upside down, as on real cards.
            art = "".join(place(ref, 100 + 36 * c, 78 + 144 * r, 1.5, turn=r > 0.5, fill=colour)
                          for c, r in PIPS[n])
        index_label = rank
        title = f"{'As' if n == 1 else n} de {suit_name}" if fr else f"{'Ace' if n == 1 else n} of {SUITS_EN[suit]}"
    return title, index_label, art


def back_tarot(lang: str = "fr") -> tuple[str, str]:
    uid = "c-back-tarot"
    lattice = el("path", d="M0 12L12 0 24 12 12 24Z", fill="none", stroke=GOLD, stroke_width=1.2, opacity=0.55)
    defs = el("defs", "".join(glyph_def(uid, g) for g, _, _ in SUITS.values())
              + el("pattern", lattice, id=f"{uid}-p", width=24, height=24, patternUnits="userSpaceOnUse"))
    oval = el("ellipse", cx=100, cy=150, rx=50, ry=70, fill="#FFFDF5", stroke=GOLD, stroke_width=4)
    suits = "".join(place(f"{uid}-{g}", x, y, 1.5, fill=c)
                    for (g, _, c), (x, y) in zip(SUITS.values(), ((100, 108), (128, 150), (100, 192), (72, 150))))
    svg = (defs + frame("#1F3B63", INK) + el("rect", x=12, y=12, width=176, height=276, rx=8,
                                             fill=f"url(#{uid}-p)", stroke=GOLD, stroke_width=2) + oval + suits)
    title = "Dos de carte tarot" if lang == "fr" else "Back of a tarot card"
    return title, document(title, svg)


def cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name → (title, SVG text) of every card of the French tarot deck and its back, in
    ``lang``."""
    makers: dict[str, Callable[[], tuple[str, str]]] = {}
    for n in range(1, TAROT_DECK.trumps + 1):
        makers[f"T{n}.svg"] = lambda n=n: tarot_trump(n, lang)
    makers["EX.svg"] = lambda: tarot_excuse(lang)
    for suit in SUITS:
        for rank in TAROT_RANKS:
            makers[f"{rank}{suit}.svg"] = lambda r=rank, s=suit: tarot_suit_card(r, s, lang)
    makers["back-tarot.svg"] = lambda: back_tarot(lang)
    return {name: make() for name, make in makers.items()}

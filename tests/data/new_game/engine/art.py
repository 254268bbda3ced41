"""La Luciole's card art: four suits numbered 1 to 9, each with its own symbol and colour, and
its back (drawn by ``static/make_cards.py``; the app never imports it). File names carry the
game's prefix, ``luciole-``, so they can never meet another deck's."""

from __future__ import annotations

from dataclasses import dataclass

from ...cardart import INK, corners, document, el, frame, place, star_d, text
from ...texts import card_name
from ...cards import Card
from .deck import LUCIOLE_DECK

PREFIX = "luciole-"


@dataclass(frozen=True)
class Look:
    """A suit's symbol (a 20×20 path) and its two colours."""

    d: str
    main: str
    light: str


LOOKS: dict[str, Look] = {
    "E": Look(star_d(10, 4.2), "#6A1B9A", "#F3E5F5"),
    "L": Look("M6.5 -9.5A10 10 0 1 0 6.5 9.5A12 12 0 0 1 6.5 -9.5Z", "#1565C0", "#E3F2FD"),
    "F": Look("M0 -10A4 4 0 0 1 0 -2A4 4 0 0 1 8 2A4 4 0 0 1 4 8A4 4 0 0 1 -4 8"
              "A4 4 0 0 1 -8 2A4 4 0 0 1 0 -10Z", "#C2185B", "#FCE4EC"),
    "M": Look("M-10 9L-3 -6L1 0L5 -8L10 9Z", "#2E7D32", "#E8F5E9"),
}


def title(card: Card, lang: str) -> str:
    """The card's name without its article: « 9 d'étoile », "9 of stars"."""
    name = card_name(card, lang)
    return name.split(" ", 1)[1]


def face(card: Card, lang: str) -> tuple[str, str]:
    """One card: its number in two corners and big in the middle, its suit's symbol."""
    look, uid = LOOKS[card.suit], f"c-{PREFIX}{card}"
    symbol = el("path", id=f"{uid}-s", d=look.d)
    index = text(28, 42, str(card.rank), 30, look.main) + place(f"{uid}-s", 28, 62, 1.1, fill=look.main)
    art = (el("rect", x=40, y=80, width=120, height=140, rx=16, fill=look.light, stroke=look.main, stroke_width=3)
           + place(f"{uid}-s", 100, 130, 3.2, fill=look.main, opacity=0.25) + text(100, 168, str(card.rank), 64, look.main))
    name = title(card, lang).capitalize()
    return name, document(name, el("defs", symbol) + frame("#FFFFFF", INK) + corners(uid, index) + art)


def back(lang: str) -> tuple[str, str]:
    """The back: the four symbols around a firefly's glow."""
    uid = "c-back-luciole"
    defs = el("defs", "".join(el("path", id=f"{uid}-{s}", d=look.d) for s, look in LOOKS.items()))
    glow = el("circle", cx=100, cy=150, r=34, fill="#FFF59D", stroke="#F9A825", stroke_width=4)
    symbols = "".join(place(f"{uid}-{s}", x, y, 2.2, fill=look.main)
                      for (s, look), (x, y) in zip(LOOKS.items(), ((60, 80), (140, 80), (60, 220), (140, 220))))
    name = "Dos de carte de la Luciole" if lang == "fr" else "Back of a Firefly card"
    return name, document(name, defs + frame("#263238", INK) + glow + symbols)


def cards(lang: str = "fr") -> dict[str, tuple[str, str]]:
    """File name → (title, SVG text) of every Luciole card and its back, in ``lang``."""
    drawn = {f"{PREFIX}{card}.svg": face(card, lang) for card in LUCIOLE_DECK.cards}
    return drawn | {"back-luciole.svg": back(lang)}

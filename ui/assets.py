"""Where the browser finds our static files (card art, CSS), relative to the page.

``panel serve app.py --static-dirs assets=static`` serves ``static/`` at ``assets/``; a Pyodide
build copies ``static/`` next to the page under the same name. Set ``TAROT_ASSETS`` to move it.

>>> card_file(Card.of("T5"), kids=True), card_file(Card.of("PvB"), kids=True)
('kids-T5.svg', 'PvB.svg')
>>> card_file(Card.of("EX"), kids=False), back_file(kids=False)
('EX.svg', 'back-tarot.svg')
>>> card_url(Card.of("KH"), kids=False, lang="en"), card_url(Card.of("1H"), False, "fr", "taroinche")
('assets/cards/en/KH.svg', 'assets/cards/taroinche-1H.svg')
"""

from __future__ import annotations

import os

from engine import Card

BASE = os.environ.get("TAROT_ASSETS", "assets").rstrip("/")


def url(path: str) -> str:
    """The URL of ``path`` inside the static folder."""
    return f"{BASE}/{path}"


def card_file(card: Card, kids: bool) -> str:
    """The art file of ``card``: Kids trumps and Excuse have their own drawings."""
    token = str(card)
    special = card.is_trump or card.is_excuse
    return f"kids-{token}.svg" if kids and special else f"{token}.svg"


def back_file(kids: bool) -> str:
    return "back-kids.svg" if kids else "back-tarot.svg"


def _cards(lang: str) -> str:
    """The art in ``lang``: French in cards/, English (K/Q/C/J, English words) in cards/en/."""
    return "cards/en" if lang == "en" else "cards"


#: games whose cards have art of their own, in files named with this prefix
ART_PREFIX = {"taroinche": "taroinche-"}


def card_url(card: Card, kids: bool, lang: str = "fr", game: str = "") -> str:
    """The card's art; ``game`` picks a deck drawn for that game (La Taroinche's 32 cards)."""
    return url(f"{_cards(lang)}/{ART_PREFIX.get(game, '')}{card_file(card, kids)}")


def back_url(kids: bool, lang: str = "fr") -> str:
    return url(f"{_cards(lang)}/{back_file(kids)}")


def art_url(name: str, lang: str = "fr") -> str:
    """The URL of the card art file ``name`` in ``lang`` (a deck whose files have a prefix).

    >>> art_url("taroinche-1H.svg", "en")
    'assets/cards/en/taroinche-1H.svg'
    """
    return url(f"{_cards(lang)}/{name}")


def tamalou_url(card: Card | None, lang: str = "fr") -> str:
    """Le Tamalou's art for ``card`` (its value in a badge), or its back for ``None``.

    >>> tamalou_url(Card.of("KH")), tamalou_url(None, "en")
    ('assets/cards/tamalou-KH.svg', 'assets/cards/en/back-tamalou.svg')
    """
    return url(f"{_cards(lang)}/" + (f"tamalou-{card}.svg" if card is not None else "back-tamalou.svg"))


CSS_URL = url("app.css")

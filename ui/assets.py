"""Where the browser finds our static files (card art, CSS), relative to the page.

``panel serve app.py --static-dirs assets=static`` serves ``static/`` at ``assets/``; a Pyodide
build copies ``static/`` next to the page under the same name. Set ``TAROT_ASSETS`` to move it.

>>> card_url(Card.of("KH"), "en"), card_url(Card.of("1H"), "fr", "taroinche-")
('assets/cards/en/KH.svg', 'assets/cards/taroinche-1H.svg')

A game's presenter says which art its cards have (:meth:`ui.games.presenter.Presenter.card_url`).
"""

from __future__ import annotations

import os

from engine import Card

BASE = os.environ.get("TAROT_ASSETS", "assets").rstrip("/")


def url(path: str) -> str:
    """The URL of ``path`` inside the static folder."""
    return f"{BASE}/{path}"


def _cards(lang: str) -> str:
    """The art in ``lang``: French in cards/, English (K/Q/C/J, English words) in cards/en/."""
    return "cards/en" if lang == "en" else "cards"


def card_url(card: Card, lang: str = "fr", prefix: str = "") -> str:
    """The card's art; ``prefix`` picks a deck drawn for one game (La Taroinche's 32 cards)."""
    return art_url(f"{prefix}{card}.svg", lang)


def art_url(name: str, lang: str = "fr") -> str:
    """The URL of the card art file ``name`` in ``lang`` (a deck whose files have a prefix).

    >>> art_url("taroinche-1H.svg", "en")
    'assets/cards/en/taroinche-1H.svg'
    """
    return url(f"{_cards(lang)}/{name}")


CSS_URL = url("app.css")

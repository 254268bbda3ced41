"""Where the browser finds our static files (card art, CSS), relative to the page.

``panel serve app.py --static-dirs assets=static`` serves ``static/`` at ``assets/``; a Pyodide
build copies ``static/`` next to the page under the same name. Set ``TAROT_ASSETS`` to move it.

>>> card_file(Card.of("T5"), kids=True), card_file(Card.of("PvB"), kids=True)
('kids-T5.svg', 'PvB.svg')
>>> card_file(Card.of("EX"), kids=False), back_file(kids=False)
('EX.svg', 'back-tarot.svg')
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


def card_url(card: Card, kids: bool) -> str:
    return url(f"cards/{card_file(card, kids)}")


def back_url(kids: bool) -> str:
    return url(f"cards/{back_file(kids)}")


CSS_URL = url("app.css")

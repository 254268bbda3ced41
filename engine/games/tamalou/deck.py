"""Le Tamalou's deck: the 52 cards of the French suits, no Knight."""

from __future__ import annotations

from ...cards import Card, Deck
from ..french import TAROT_SUITS


TAMALOU_DECK = Deck(
    name="52-card",
    suits=TAROT_SUITS,
    trumps=0,
    power={r: r for r in (*range(1, 12), 13, 14)},
    # Ace to 10 their number, Jack and Queen 10, black Kings 15, red Kings 0
    points={Card(s, r): (r if r <= 10 else 10 if r < 14 else 0 if s in "HD" else 15)
            for s in TAROT_SUITS for r in (*range(1, 12), 13, 14)},
    bouts=frozenset(),
    excuse=False,
    art="engine.games.tamalou.art",
)

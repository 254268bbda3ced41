"""Le Tarin's deck: four colours of 14 cards, no trump, no Excuse."""

from __future__ import annotations

from ...cards import TARIN_SUITS, Card, Deck


TARIN_DECK = Deck(
    name="Le Tarin",
    suits=TARIN_SUITS,
    trumps=0,
    power={r: r for r in range(1, 15)},
    # 5 = 5, 10 = 10, 14 = 10 in each colour: 4 × 25 = 100 points
    points={Card(s, r): p for s in TARIN_SUITS for r, p in ((5, 5), (10, 10), (14, 10))},
    bouts=frozenset(),
    excuse=False,
)

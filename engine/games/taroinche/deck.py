"""La Taroinche's deck: the French suits' 32 cards from the 7 to the Ace."""

from __future__ import annotations

from ...cards import Card, Deck
from ..french import TAROT_SUITS


TAROINCHE_DECK = Deck(
    name="La Taroinche",
    suits=TAROT_SUITS,
    trumps=0,
    # a plain suit: A 10 K Q J 9 8 7 (the trump suit's order and points: engine.games.taroinche.rules)
    power={7: 0, 8: 1, 9: 2, 11: 3, 13: 4, 14: 5, 10: 6, 1: 7},
    points={Card(s, r): p for s in TAROT_SUITS for r, p in ((1, 11), (10, 10), (14, 4), (13, 3), (11, 2))},
    bouts=frozenset(),
    excuse=False,
    art="engine.games.taroinche.art",
)

"""The Tarot Kids deck: four schools of nine cards, 13 trumps and the Excuse; whole points."""

from __future__ import annotations

from ...cards import EXCUSE, KIDS_SUITS, TRUMP, Card, Deck


def _kids_points() -> dict[Card, int]:
    by_rank = {14: 5, 13: 2, 12: 2, 11: 2, 10: 1, 9: 1, 8: 1, 7: 1}
    points = {Card(s, r): p for s in KIDS_SUITS for r, p in by_rank.items()}
    return points | {Card(TRUMP, 1): 5, Card(TRUMP, 13): 5, EXCUSE: 5}


KIDS_DECK = Deck(
    name="Tarot Kids",
    suits=KIDS_SUITS,
    trumps=13,
    # Interro < Élèves (all equal) < Profs (all equal) < Proviseur
    power={1: 0, 7: 1, 8: 1, 9: 1, 10: 1, 11: 2, 12: 2, 13: 2, 14: 3},
    points=_kids_points(),
    bouts=frozenset({Card(TRUMP, 1), Card(TRUMP, 13), EXCUSE}),
)

"""Le Tarin's deck: four colours of 14 cards, no trump, no Excuse.

Notation: colours ``N`` noir (black), ``R`` rouge (red), ``J`` jaune (yellow), ``V`` vert
(green), ranks ``1``–``14`` always written as numbers: ``14N``, ``5R``, ``10V``. The suit letter
is last and no two decks share one, so ``JS`` (a tarot Jack) and ``5J`` (the yellow 5) cannot be
confused.

>>> from engine.texts import card_name
>>> card_name(Card.of("14N"), "fr"), card_name(Card.of("5J"), "en")
('le 14 noir', 'the yellow 5')
"""

from __future__ import annotations

from ...cards import Card, CardSet, Deck, Suit, register_cards
from ...texts import suit_name


def _name(card: Card, lang: str) -> str:
    """Numbers only: « le 14 noir », "the black 14"."""
    colour = suit_name(card.suit, lang)
    return f"le {card.rank} {colour}" if lang == "fr" else f"the {colour} {card.rank}"


TARIN_CARDS = register_cards(CardSet(
    name="Le Tarin",
    suits=(Suit("N", "noir", "du noir", "black"), Suit("R", "rouge", "du rouge", "red"),
           Suit("J", "jaune", "du jaune", "yellow"), Suit("V", "vert", "du vert", "green")),
    ranks={n: str(n) for n in range(1, 15)},
    name_card=_name,
    examples=("14N", "5V"),
))
TARIN_SUITS = TARIN_CARDS.letters

TARIN_DECK = Deck(
    name="Le Tarin",
    suits=TARIN_SUITS,
    trumps=0,
    power={r: r for r in range(1, 15)},
    # 5 = 5, 10 = 10, 14 = 10 in each colour: 4 × 25 = 100 points
    points={Card(s, r): p for s in TARIN_SUITS for r, p in ((5, 5), (10, 10), (14, 10))},
    bouts=frozenset(),
    excuse=False,
    art="engine.games.tarin.art",
)

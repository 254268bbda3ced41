"""La Luciole's deck: 36 cards, four suits of 9 cards numbered 1 to 9, no trump, no Excuse.

Notation: suits ``E`` étoile (star), ``L`` lune (moon), ``F`` fleur (flower), ``M`` montagne
(mountain), ranks ``1``–``9`` written as numbers: ``9E``, ``1M``. No other deck uses these letters.

>>> from engine.texts import card_name
>>> card_name(Card.of("9E"), "fr"), card_name(Card.of("1M"), "en")
("le 9 d'étoile", 'the 1 of mountains')
"""

from __future__ import annotations

from ...cards import Card, CardSet, Deck, Suit, register_cards
from ...texts import suit_name


def _name(card: Card, lang: str) -> str:
    """« le 9 d'étoile », "the 9 of stars"."""
    suit = suit_name(card.suit, lang)
    if lang == "fr":
        return f"le {card.rank} d'{suit}" if suit[0] in "aeiouéè" else f"le {card.rank} de {suit}"
    return f"the {card.rank} of {suit}"


LUCIOLE_CARDS = register_cards(CardSet(
    name="La Luciole",
    suits=(Suit("E", "étoile", "de l'étoile", "stars"), Suit("L", "lune", "de la lune", "moons"),
           Suit("F", "fleur", "de la fleur", "flowers"), Suit("M", "montagne", "de la montagne", "mountains")),
    ranks={n: str(n) for n in range(1, 10)},
    name_card=_name,
    examples=("9E", "1M"),
))
LUCIOLE_SUITS = LUCIOLE_CARDS.letters

LUCIOLE_DECK = Deck(
    name="La Luciole",
    suits=LUCIOLE_SUITS,
    trumps=0,
    power={r: r for r in range(1, 10)},  # the 9 highest, the 1 lowest
    points={},  # tricks count, not cards
    bouts=frozenset(),
    excuse=False,
    art="engine.games.luciole.art",
)

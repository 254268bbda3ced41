"""The French suits and the French tarot deck.

Notation: suits ``S`` ♠ pique, ``H`` ♥ cœur, ``D`` ♦ carreau, ``C`` ♣ trèfle; ranks ``1``–``10``
(the Ace is ``1``), ``J`` valet, ``N`` cavalier, ``Q`` dame, ``K`` roi: ``KH``, ``10S``, ``NC``;
21 trumps ``T1``–``T21`` and the Excuse ``EX``. Le Tamalou's 52 cards are these suits without
Knights, La Taroinche's 32 their 7 to the Ace, written the same way.

>>> from engine.texts import card_name
>>> card_name(Card.of("NC"), "fr"), card_name(Card.of("1D"), "en")
('le Cavalier de trèfle', 'the Ace of diamonds')
"""

from __future__ import annotations

from ...cards import EXCUSE, TRUMP, Card, CardSet, Deck, Suit, register_cards
from ...texts import suit_name

#: rank → its name with its article (the others are « le 7 », "the 7")
_RANK_NAMES = {11: ("le Valet", "the Jack"), 12: ("le Cavalier", "the Knight"),
               13: ("la Dame", "the Queen"), 14: ("le Roi", "the King"), 1: ("l'As", "the Ace")}


def _name(card: Card, lang: str) -> str:
    """« le Roi de cœur », "the King of hearts"."""
    base_fr, base_en = _RANK_NAMES.get(card.rank, (f"le {card.rank}", f"the {card.rank}"))
    if lang == "fr":
        return f"{base_fr} de {suit_name(card.suit, 'fr')}"
    return f"{base_en} of {suit_name(card.suit, 'en')}"


FRENCH = register_cards(CardSet(
    name="French tarot",
    suits=(Suit("S", "pique", "du pique", "spades"), Suit("H", "cœur", "du cœur", "hearts"),
           Suit("D", "carreau", "du carreau", "diamonds"), Suit("C", "trèfle", "du trèfle", "clubs")),
    ranks={**{n: str(n) for n in range(1, 11)}, 11: "J", 12: "N", 13: "Q", 14: "K"},
    name_card=_name,
    examples=("KH", "10S", "T21", "EX"),
    trumps=21,
    excuse=True,
))
TAROT_SUITS = FRENCH.letters


def _tarot_half_points() -> dict[Card, int]:
    """Half points, so every value is whole: 91 points are 182."""
    by_rank = {14: 9, 13: 7, 12: 5, 11: 3} | {r: 1 for r in range(1, 11)}
    points = {Card(s, r): p for s in TAROT_SUITS for r, p in by_rank.items()}
    return points | {Card(TRUMP, n): 1 for n in range(2, 21)} | {
        Card(TRUMP, 1): 9, Card(TRUMP, 21): 9, EXCUSE: 9}


#: the whole tarot deck, Tarot's and Mon premier Tarot's
TAROT_DECK = Deck(
    name="French tarot",
    suits=TAROT_SUITS,
    trumps=21,
    power={r: r for r in range(1, 15)},
    points=_tarot_half_points(),
    bouts=frozenset({Card(TRUMP, 1), Card(TRUMP, 21), EXCUSE}),
    unit=2,
    art="engine.games.french.art",
)

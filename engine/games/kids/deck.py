"""The Tarot Kids deck: four schools of nine cards, 13 trumps and the Excuse; whole points.

Notation: schools ``B`` bleu, ``O`` orange, ``G`` vert, ``P`` violet; ranks ``Pv`` Proviseur,
``Sc`` ``Hg`` ``Sp`` the three Profs, ``E1``–``E4`` the Élèves, ``In`` the Interro: ``PvB``,
``E3O``; trumps ``T1``–``T13`` and the Excuse ``EX``.

>>> from engine.texts import card_name
>>> card_name(Card.of("InB"), "fr"), card_name(Card.of("ScO"), "en")
("l'Interro bleue", 'the Science teacher (orange)')
"""

from __future__ import annotations

from ...cards import EXCUSE, TRUMP, Card, CardSet, Deck, Suit, register_cards
from ...texts import suit_name

#: rank → its name with its article, French and English
_RANK_NAMES = {1: ("l'Interro", "the Test"), 7: ("l'Élève 1", "Pupil 1"),
               8: ("l'Élève 2", "Pupil 2"), 9: ("l'Élève 3", "Pupil 3"),
               10: ("l'Élève 4", "Pupil 4"), 11: ("le Prof de Sport", "the Sports teacher"),
               12: ("le Prof d'Histoire-Géo", "the History teacher"),
               13: ("le Prof de Sciences", "the Science teacher"),
               14: ("le Proviseur", "the Head teacher")}
_FEMININE = {"bleu": "bleue", "vert": "verte", "violet": "violette"}


def _name(card: Card, lang: str) -> str:
    """« le Proviseur bleu », "the Head teacher (blue)"."""
    base_fr, base_en = _RANK_NAMES[card.rank]
    colour = suit_name(card.suit, lang)
    if lang == "fr" and card.rank == 1:
        colour = _FEMININE.get(colour, colour)  # l'Interro est féminine : « l'Interro bleue »
    return f"{base_fr} {colour}" if lang == "fr" else f"{base_en} ({colour})"


KIDS_CARDS = register_cards(CardSet(
    name="Tarot Kids",
    suits=(Suit("B", "bleu", "du bleu", "blue"), Suit("O", "orange", "de l'orange", "orange"),
           Suit("G", "vert", "du vert", "green"), Suit("P", "violet", "du violet", "purple")),
    # the ranks mirror the tarot cards they replace (the rule text: Interro = As, Élèves = 7–10,
    # Profs = Valet/Cavalier/Dame, Proviseur = Roi), so both decks share one rank scale
    ranks={1: "In", 7: "E1", 8: "E2", 9: "E3", 10: "E4", 11: "Sp", 12: "Hg", 13: "Sc", 14: "Pv"},
    name_card=_name,
    examples=("PvB", "E3O", "T13"),
    trumps=13,
    excuse=True,
))
KIDS_SUITS = KIDS_CARDS.letters


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
    art="engine.games.kids.art",
)

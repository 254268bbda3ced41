"""Names of suits and cards in French and English, for the engine's sentences.

>>> card_name(Card.of("PvB"), "fr"), card_name(Card.of("NC"), "en")
('le Proviseur bleu', 'the Knight of clubs')
>>> card_name(Card.of("T1"), "fr"), card_name(Card.of("T1"), "en")
('le Petit', 'the Petit')
"""

from __future__ import annotations

from .cards import EXCUSE_SUIT, PETIT, TRUMP, Card

#: suit → (French partitive « du bleu », French adjective/noun, English name)
SUITS: dict[str, tuple[str, str, str]] = {
    "S": ("du pique", "pique", "spades"),
    "H": ("du cœur", "cœur", "hearts"),
    "D": ("du carreau", "carreau", "diamonds"),
    "C": ("du trèfle", "trèfle", "clubs"),
    "B": ("du bleu", "bleu", "blue"),
    "O": ("de l'orange", "orange", "orange"),
    "G": ("du vert", "vert", "green"),
    "P": ("du violet", "violet", "purple"),
    "N": ("du noir", "noir", "black"),
    "R": ("du rouge", "rouge", "red"),
    "J": ("du jaune", "jaune", "yellow"),
    "V": ("du vert", "vert", "green"),
    TRUMP: ("de l'atout", "atout", "trumps"),
}

_TAROT_RANKS = {11: ("le Valet", "the Jack"), 12: ("le Cavalier", "the Knight"),
                13: ("la Dame", "the Queen"), 14: ("le Roi", "the King"),
                1: ("l'As", "the Ace")}
_KIDS_RANKS = {1: ("l'Interro", "the Test"), 7: ("l'Élève 1", "Pupil 1"),
               8: ("l'Élève 2", "Pupil 2"), 9: ("l'Élève 3", "Pupil 3"),
               10: ("l'Élève 4", "Pupil 4"), 11: ("le Prof de Sport", "the Sports teacher"),
               12: ("le Prof d'Histoire-Géo", "the History teacher"),
               13: ("le Prof de Sciences", "the Science teacher"),
               14: ("le Proviseur", "the Head teacher")}


_FEMININE = {"bleu": "bleue", "vert": "verte", "violet": "violette"}


def plural(n: float | str, lang: str) -> str:
    """The form a count takes: ``"one"`` or ``"other"``. French keeps the singular below 2
    (« 0 pli », « 1,5 point »); English only for exactly 1 ("0 tricks", "1 trick").

    >>> [plural(n, "fr") for n in (0, 1, "1,5", 2)], [plural(n, "en") for n in (0, 1, 2)]
    (['one', 'one', 'one', 'other'], ['other', 'one', 'other'])
    """
    count = float(n.replace(",", ".")) if isinstance(n, str) else n
    if lang == "fr":
        return "one" if abs(count) < 2 else "other"
    return "one" if count == 1 else "other"


def counted(n: float | str, one: str, other: str, lang: str) -> str:
    """« 1 bout », « 0 bout », "0 Bouts": the count and its noun in the right form."""
    return f"{n} {one if plural(n, lang) == 'one' else other}"


def suit_name(suit: str, lang: str, partitive: bool = False) -> str:
    """« du bleu » / « bleu » in French, "blue" in English."""
    part, noun, english = SUITS[suit]
    if lang == "fr":
        return part if partitive else noun
    return english


def card_name(card: Card, lang: str = "fr") -> str:
    """The card's name with its article: « le 7 d'atout », "the 7 of trumps"."""
    fr = lang == "fr"
    if card.suit == EXCUSE_SUIT:
        return "l'Excuse" if fr else "the Excuse"
    if card == PETIT:  # every deck with trumps (Kids, Premier, Tarot) names its 1 « le Petit »
        return "le Petit" if fr else "the Petit"
    if card.suit == TRUMP:
        return f"le {card.rank} d'atout" if fr else f"the {card.rank} of trumps"
    if card.suit in "BOGP":
        base_fr, base_en = _KIDS_RANKS[card.rank]
        colour = suit_name(card.suit, lang)
        if fr and card.rank == 1:
            colour = _FEMININE.get(colour, colour)  # l'Interro est féminine : « l'Interro bleue »
        return f"{base_fr} {colour}" if fr else f"{base_en} ({colour})"
    if card.suit in "NRJV":  # Le Tarin: numbers only, « le 14 noir », "the black 14"
        colour = suit_name(card.suit, lang)
        return f"le {card.rank} {colour}" if fr else f"the {colour} {card.rank}"
    base_fr, base_en = _TAROT_RANKS.get(card.rank, (f"le {card.rank}", f"the {card.rank}"))
    if fr:
        return f"{base_fr} de {suit_name(card.suit, 'fr')}"
    return f"{base_en} of {suit_name(card.suit, 'en')}"


def card_list(cards: list[Card] | tuple[Card, ...], lang: str) -> str:
    """« le 5 d'atout et le 9 d'atout »."""
    names = [card_name(c, lang) for c in cards]
    joiner = " et " if lang == "fr" else " and "
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + joiner + names[-1]

"""Names of suits and cards in French and English, for the engine's sentences.

>>> card_name(Card.of("PvB"), "fr"), card_name(Card.of("NC"), "en")
('le Proviseur bleu', 'the Knight of clubs')
>>> card_name(Card.of("T1"), "fr"), card_name(Card.of("T1"), "en")
('le Petit', 'the Petit')
"""

from __future__ import annotations

from .cards import EXCUSE_SUIT, PETIT, TRUMP, Card, card_set_of

#: the trumps' names (partitive, noun, English), shared by every deck that has them
TRUMPS = ("de l'atout", "atout", "trumps")


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
    """« du bleu » / « bleu » in French, "blue" in English: the name its deck registered."""
    if suit == TRUMP:
        part, noun, english = TRUMPS
    else:
        named = next(s for s in card_set_of(suit).suits if s.letter == suit)
        part, noun, english = named.partitive, named.fr, named.en
    if lang == "fr":
        return part if partitive else noun
    return english


def card_name(card: Card, lang: str = "fr") -> str:
    """The card's name with its article: « le 7 d'atout », "the 7 of trumps"; a suited card
    by its deck's own words."""
    fr = lang == "fr"
    if card.suit == EXCUSE_SUIT:
        return "l'Excuse" if fr else "the Excuse"
    if card == PETIT:  # every deck with trumps names its 1 « le Petit »
        return "le Petit" if fr else "the Petit"
    if card.suit == TRUMP:
        return f"le {card.rank} d'atout" if fr else f"the {card.rank} of trumps"
    return card_set_of(card.suit).name_card(card, lang)


def card_list(cards: list[Card] | tuple[Card, ...], lang: str) -> str:
    """« le 5 d'atout et le 9 d'atout »."""
    names = [card_name(c, lang) for c in cards]
    joiner = " et " if lang == "fr" else " and "
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + joiner + names[-1]

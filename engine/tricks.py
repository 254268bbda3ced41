"""The trick-taking core shared by every game: play duties and the trick winner.

Written once and driven by :class:`TrickRules` data: Tarot Kids, Mon premier Tarot and the full
game differ only in these flags.

>>> hand = parse_hand("E1B T3 T9 EX")
>>> legal_cards(hand, parse_hand("PvO T5"), FULL_RULES)
(Card('T9'), Card('EX'))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import EXCUSE, EXCUSE_SUIT, TRUMP, Card, Deck, parse_hand  # noqa: F401  (parse_hand: doctest)
from .errors import Refusal
from .texts import card_name, suit_name


@dataclass(frozen=True)
class TrickRules:
    """What a player must play.

    ``overtrump``: when a trump is on the table, a player who trumps or follows a trump lead must
    beat the highest one when able (otherwise any trump: « pisser »).
    ``must_trump``: a player void in the led suit must trump when able (Le Tarin: free choice).
    ``ties``: equal best cards make the trick go on for another round (Tarot Kids).
    """

    overtrump: bool = True
    must_trump: bool = True
    ties: bool = False


FULL_RULES = TrickRules()


@dataclass(frozen=True)
class Duty:
    """The rule that limits the next card (``None``: any card) and the cards it allows."""

    rule: str | None
    allowed: tuple[Card, ...]
    suit: str | None = None
    top: Card | None = None


def led_suit(played: Sequence[Card]) -> str | None:
    """The suit asked for: the first card that is not the Excuse."""
    for card in played:
        if card[0] != EXCUSE_SUIT:
            return card[0]
    return None


def top_trump(played: Sequence[Card], trump: str = TRUMP) -> Card | None:
    return max((c for c in played if c.suit == trump), key=lambda c: c.rank, default=None)


def duty(hand: Sequence[Card], played: Sequence[Card], rules: TrickRules,
         trump: str = TRUMP) -> Duty:
    """The duty for ``hand`` after the cards ``played`` in the current trick.

    The Excuse is always allowed.
    """
    hand = tuple(hand)
    suit = led_suit(played)
    if suit is None:
        return Duty(None, hand)
    excuse = tuple(c for c in hand if c.is_excuse)
    trumps = tuple(c for c in hand if c.suit == trump)
    top = top_trump(played, trump)
    higher = tuple(c for c in trumps if top is not None and c.rank > top.rank)
    if suit != trump:
        follow = tuple(c for c in hand if c.suit == suit)
        if follow:
            return Duty("follow-suit", follow + excuse, suit)
        if not trumps or not rules.must_trump:
            return Duty(None, hand, suit)
        if rules.overtrump and higher:
            return Duty("overtrump", higher + excuse, suit, top)
        return Duty("must-trump", trumps + excuse, suit, top)
    if not trumps:
        return Duty(None, hand, suit)
    if rules.overtrump and higher:
        return Duty("raise-trump", higher + excuse, suit, top)
    return Duty("follow-trump", trumps + excuse, suit, top)


def legal_cards(hand: Sequence[Card], played: Sequence[Card], rules: TrickRules,
                trump: str = TRUMP) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played now, in hand order.

    The hot path of every playout: :func:`duty`'s answer without building it (no sets, no
    rule names), one pass over the hand per case; ``c[0]`` is ``c.suit`` and ``c[1]``
    ``c.rank`` without a call. The Excuse, always allowed, rides along in its place.
    """
    for card in played:
        if card[0] != EXCUSE_SUIT:
            suit = card[0]
            break
    else:
        return tuple(hand)
    allowed = [c for c in hand if c[0] == suit or c[0] == EXCUSE_SUIT]
    if suit != trump:
        if len(allowed) > (EXCUSE in allowed):  # follow suit
            return tuple(allowed)
        if not rules.must_trump:
            return tuple(hand)
        allowed = [c for c in hand if c[0] == trump or c[0] == EXCUSE_SUIT]
    if len(allowed) == (EXCUSE in allowed):  # no trump: any card
        return tuple(hand)
    if rules.overtrump:
        top = max([c[1] for c in played if c[0] == trump], default=0)
        higher = [c for c in allowed if c[1] > top or c[0] == EXCUSE_SUIT]
        if len(higher) > (EXCUSE in higher):
            return tuple(higher)
    return tuple(allowed)


def card_allowed(card: Card, hand: Sequence[Card], played: Sequence[Card], rules: TrickRules,
                 trump: str = TRUMP) -> bool:
    """Whether ``card``, held in ``hand``, may be played now: ``card in legal_cards(...)``, at
    once for a lead, the Excuse or a card of the led suit (not trumps).

    >>> card_allowed(Card.of("T3"), parse_hand("E1B T3 T9 EX"), parse_hand("PvO T5"), FULL_RULES)
    False
    """
    suit = led_suit(played)
    if suit is None or card[0] == EXCUSE_SUIT or (card[0] == suit and suit != trump):
        return True
    return card in legal_cards(hand, played, rules, trump)


def card_refusal(card: Card, hand: Sequence[Card], played: Sequence[Card], rules: TrickRules,
                 trump: str = TRUMP) -> Refusal | None:
    """Why ``card`` may not be played from ``hand`` (``None`` when it may)."""
    if card in hand and card_allowed(card, hand, played, rules, trump):
        return None
    d = duty(hand, played, rules, trump)
    if d.rule is None or card in d.allowed:
        return None
    fr, en = _sentences(d)
    return Refusal(d.rule, fr, en, cards=(card, *((d.top,) if d.top else ())), legal=d.allowed)


def _sentences(d: Duty) -> tuple[str, str]:
    top_fr = card_name(d.top, "fr") if d.top else ""
    top_en = card_name(d.top, "en") if d.top else ""
    suit = d.suit or TRUMP
    if d.rule == "follow-suit":
        return (f"Tu as encore {suit_name(suit, 'fr', True)} : tu dois fournir à la couleur "
                f"demandée.",
                f"You still have {suit_name(suit, 'en')}: you must follow the suit that was led.")
    if d.rule == "must-trump":
        none_fr = "d'" + suit_name(suit, "fr") if suit == "O" else "de " + suit_name(suit, "fr")
        return (f"Tu n'as plus {none_fr}, mais tu as des atouts : tu dois couper avec un atout.",
                f"You have no {suit_name(suit, 'en')} left but you have trumps: you must trump.")
    if d.rule == "overtrump":
        return (f"Quelqu'un a déjà coupé avec {top_fr} : tu dois mettre un atout plus fort, et "
                f"tu en as un.",
                f"Someone already trumped with {top_en}: you must play a higher trump, and you "
                f"have one.")
    if d.rule == "raise-trump":
        return (f"L'atout est demandé : tu dois monter, c'est-à-dire jouer un atout plus fort "
                f"que {top_fr}.",
                f"Trumps were led: you must go higher, with a trump stronger than {top_en}.")
    return ("L'atout est demandé et tu as des atouts : tu dois jouer un atout.",
            "Trumps were led and you have some: you must play a trump.")


def best_cards(played: Sequence[Card], deck: Deck, trump: str = TRUMP) -> tuple[int, ...]:
    """Positions of the best cards of a trick; more than one is a tie (equal powers).

    The highest trump wins; without trumps the strongest card of the led suit; a discard or the
    Excuse never wins.
    """
    suit = led_suit(played)
    if suit is None:
        return ()
    for card in played:
        if card[0] == trump:
            suit = trump
            break
    power = deck.power
    by_rank = suit == TRUMP or suit == EXCUSE_SUIT  # Deck.strength: trumps by number
    best, at = -1, []
    for i, card in enumerate(played):
        if card[0] == suit:
            strength = card[1] if by_rank else power[card[1]]
            if strength > best:
                best, at = strength, [i]
            elif strength == best:
                at.append(i)
    return tuple(at)

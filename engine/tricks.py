"""The trick-taking core shared by every game: play duties and the trick winner.

Written once and driven by :class:`TrickRules` data: Tarot Kids, Mon premier Tarot and the full
game differ only in these flags.

>>> hand = parse_hand("E1B T3 T9 EX")
>>> legal_cards(hand, parse_hand("PvO T5"), FULL_RULES)
(Card('T9'), Card('EX'))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from dataclasses import dataclass

from .actions import Play
from .cards import EVERY_CARD, EXCUSE, EXCUSE_SUIT, TRUMP, Card, Deck, parse_hand  # noqa: F401  (parse_hand: doctests)
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


class _Plays(dict[Card, Play]):
    """One :class:`Play` object per card, made once: legal moves cost no new objects."""

    def __missing__(self, card: Card) -> Play:
        self[card] = play = Play(card)
        return play


PLAYS = _Plays()
_play = PLAYS.__getitem__


def plays_of(cards: Sequence[Card]) -> tuple[Play, ...]:
    """The :class:`Play` of each card, made once per card."""
    return tuple(map(_play, cards))


def _allowing(suit: str, above: int) -> dict[Card, Play]:
    """A table ``card → its Play`` of the cards of ``suit`` above rank ``above``, and of the
    Excuse (always allowed): what a duty allows, made once."""
    return {c: _play(c) for c in EVERY_CARD if c[0] == suit and c[1] > above or c is EXCUSE}


class _Tables(dict[Any, dict[Card, Play]]):
    """Tables of :func:`_allowing` made on first use: by suit (its cards), and by ``(suit,
    rank)`` (those above the rank). Filtering a hand through one runs in C (``filter``,
    ``map``, ``dict.get``) and gives the Play of each allowed card on the way."""

    def __missing__(self, key: Any) -> dict[Card, Play]:
        self[key] = table = _allowing(key, 0) if type(key) is str else _allowing(*key)
        return table


_ALLOWED = _Tables()
_EXCUSE_PLAY = _play(EXCUSE)


def trick_plays(hand: Sequence[Card], trick: Sequence[tuple[int, Card]], rules: TrickRules,
                trump: str = TRUMP) -> tuple[Play, ...]:
    """The :class:`Play` of each card of ``hand`` (cards the notation writes) that may go on
    ``trick`` (its ``(seat, card)`` plays), in hand order: the hot path of every playout.

    :func:`duty`'s answer without building it (no rule names, no sentences): one pass over
    the hand per case, the Excuse (always allowed) kept in its place.
    """
    for _, card in trick:
        if card[0] != EXCUSE_SUIT:
            suit = card[0]
            break
    else:
        return tuple(map(_play, hand))
    if suit != trump:
        allowed = tuple(filter(None, map(_ALLOWED[suit].get, hand)))
        if _own(allowed):  # follow suit
            return allowed
        if not rules.must_trump:
            return tuple(map(_play, hand))
    allowed = tuple(filter(None, map(_ALLOWED[trump].get, hand)))
    if not _own(allowed):  # no trump: any card
        return tuple(map(_play, hand))
    if rules.overtrump:
        top = max([c[1] for _, c in trick if c[0] == trump], default=0)
        if top:
            higher = tuple(filter(None, map(_ALLOWED[trump, top].get, hand)))
            if _own(higher):
                return higher
    return allowed


def _own(allowed: tuple[Play, ...]) -> bool:
    """Whether a hand filtered through a table kept a card of the table's own, not only the
    Excuse (there is one Excuse: two cards kept, or one that is not it)."""
    return len(allowed) > 1 or bool(allowed) and allowed[0] is not _EXCUSE_PLAY


def legal_cards(hand: Sequence[Card], played: Sequence[Card], rules: TrickRules,
                trump: str = TRUMP) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played after the cards ``played`` in the current
    trick, in hand order (see :func:`trick_plays`)."""
    return tuple([p.card for p in trick_plays(hand, tuple(enumerate(played)), rules, trump)])


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


def none_of(noun: str) -> str:
    """« (plus) de bleu », « (plus) d'orange »: a French noun after a negation, « de » cut
    before a vowel.

    >>> none_of("bleu"), none_of("orange")
    ('de bleu', "d'orange")
    """
    return ("d'" if noun[:1].lower() in "aeiouyàâéèêîôûœ" else "de ") + noun


def _sentences(d: Duty) -> tuple[str, str]:
    top_fr = card_name(d.top, "fr") if d.top else ""
    top_en = card_name(d.top, "en") if d.top else ""
    suit = d.suit or TRUMP
    if d.rule == "follow-suit":
        return (f"Tu as encore {suit_name(suit, 'fr', True)} : tu dois fournir à la couleur "
                f"demandée.",
                f"You still have {suit_name(suit, 'en')}: you must follow the suit that was led.")
    if d.rule == "must-trump":
        return (f"Tu n'as plus {none_of(suit_name(suit, 'fr'))}, mais tu as des atouts. Tu dois couper avec un atout.",
                f"You have no {suit_name(suit, 'en')} left but you have trumps: you must trump.")
    if d.rule == "overtrump":
        return (f"Quelqu'un a déjà coupé avec {top_fr}. Tu dois mettre un atout plus fort : "
                f"tu en as un.",
                f"Someone already trumped with {top_en}. You must play a higher trump: you "
                f"have one.")
    if d.rule == "raise-trump":
        return (f"L'atout est demandé : tu dois monter. Joue un atout plus fort "
                f"que {top_fr}.",
                f"Trumps were led: you must go higher. Play a trump stronger than {top_en}.")
    return ("L'atout est demandé et tu as des atouts : tu dois jouer un atout.",
            "Trumps were led and you have some: you must play a trump.")


def best_cards(played: Sequence[Card], deck: Deck, trump: str = TRUMP) -> tuple[int, ...]:
    """Positions of the best cards of a trick; more than one is a tie (equal powers).

    The highest trump wins; without trumps the strongest card of the led suit; a discard or the
    Excuse never wins.
    """
    suit = _taking_suit(played, trump)
    if suit is None:
        return ()
    if suit == TRUMP or suit == EXCUSE_SUIT:  # Deck.strength: trumps by number
        strengths = [c[1] if c[0] == suit else -1 for c in played]
    else:
        power = deck.power
        strengths = [power[c[1]] if c[0] == suit else -1 for c in played]
    best = max(strengths)
    if strengths.count(best) == 1:
        return (strengths.index(best),)
    return tuple([i for i, s in enumerate(strengths) if s == best])


def taking_plays(plays: Sequence[Play], played: Sequence[Card], deck: Deck,
                 trump: str = TRUMP) -> list[Play]:
    """The plays whose card, put on the trick after ``played``, would be its only best card
    (``best_cards`` of the longer trick is that card alone), the trick looked at once.

    >>> from engine import TAROT_DECK
    >>> taking_plays(plays_of(parse_hand("KC T2 EX")), parse_hand("QC T1"), TAROT_DECK)
    [Play(card=Card('T2'))]
    """
    suit = _taking_suit(played, trump)
    if suit is None:  # nothing but the Excuse yet: any other card takes it
        return [p for p in plays if p.card[0] != EXCUSE_SUIT]
    top = max([deck.strength(c) for c in played if c[0] == suit])
    return [p for p in plays
            if (p.card[0] == suit and deck.strength(p.card) > top)
            or (p.card[0] == trump and suit != trump)]


def _taking_suit(played: Sequence[Card], trump: str) -> str | None:
    """The suit whose best card takes the trick: trumps when one is played, else the led suit
    (``None``: no card but the Excuse)."""
    led = None
    for card in played:
        if card[0] == trump:
            return trump
        if led is None and card[0] != EXCUSE_SUIT:
            led = card[0]
    return led

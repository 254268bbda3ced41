"""Actions a seat can take, and their text notation.

========================  =====================================================
notation                  action
========================  =====================================================
``KH``, ``PvB``, ``EX``   :class:`Play` that card
``bid:bac``               :class:`Bid` a level (Kids diplomas: brevet, bac, master)
``pass``                  :class:`Pass` (no bid, no call, no more announcements)
``call:PvB``              :class:`Call` a card (Kids: a Proviseur); ``call:none``
``declare:trop_cool:T2,T3,T4,T5,T6,T7``  :class:`Declare` a prime, showing cards
``discard:5H``            :class:`Discard` a card into the écart (tarot)
========================  =====================================================

A list of actions is written with single spaces between them.

>>> parse_actions("bid:bac pass T5")
(Bid(level='bac'), Pass(), Play(card=Card('T5')))
>>> format_actions(_)
'bid:bac pass T5'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import Card, Deck, parse_card
from .errors import NotationError


@dataclass(frozen=True)
class Play:
    """Play a card to the trick."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)


@dataclass(frozen=True)
class Bid:
    """Bid a level (a Kids diploma, a tarot contract)."""

    level: str

    def __str__(self) -> str:
        return f"bid:{self.level}"


@dataclass(frozen=True)
class Pass:
    """Say « je passe »: no bid, or no more announcements."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Call:
    """Call a partner's card (``None``: play without calling)."""

    card: Card | None

    def __str__(self) -> str:
        return f"call:{self.card if self.card else 'none'}"


@dataclass(frozen=True)
class Declare:
    """Announce a prime, showing the cards it needs (Kids « Trop cool »)."""

    prime: str
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        shown = ",".join(map(str, self.cards))
        return f"declare:{self.prime}" + (f":{shown}" if shown else "")


@dataclass(frozen=True)
class Discard:
    """Put a card in the écart (one card at a time; ``None``: a card others may not see)."""

    card: Card | None

    def __str__(self) -> str:
        return f"discard:{self.card if self.card else '?'}"


Action = Play | Bid | Pass | Call | Declare | Discard

_WORD = re.compile(r"^[a-z_]+$")


def parse_action(text: str, deck: Deck | None = None) -> Action:
    """The action written ``text`` (cards checked against ``deck`` when given)."""
    if not isinstance(text, str) or not text:
        raise NotationError(f"{text!r} is not an action")
    head, _, rest = text.partition(":")
    if head == "pass" and not rest:
        return Pass()
    if head == "bid" and _WORD.match(rest):
        return Bid(rest)
    if head == "call" and rest:
        return Call(None if rest == "none" else parse_card(rest, deck))
    if head == "discard" and rest:
        return Discard(parse_card(rest, deck))
    if head == "declare" and rest:
        prime, _, shown = rest.partition(":")
        if _WORD.match(prime):
            cards = tuple(parse_card(t, deck) for t in shown.split(",")) if shown else ()
            if len(set(cards)) != len(cards):
                raise NotationError(f"{text!r} shows a card more than once")
            return Declare(prime, cards)
    if ":" in text:
        raise NotationError(f"{text!r} is not an action: write a card ('KH'), 'pass', "
                            f"'bid:LEVEL', 'call:CARD', 'call:none', 'discard:CARD' or "
                            f"'declare:PRIME[:CARDS]'")
    return Play(parse_card(text, deck))


def parse_actions(text: str, deck: Deck | None = None) -> tuple[Action, ...]:
    """Actions separated by spaces."""
    return tuple(parse_action(t, deck) for t in text.split())


def format_actions(actions: tuple[Action, ...] | list[Action]) -> str:
    return " ".join(map(str, actions))

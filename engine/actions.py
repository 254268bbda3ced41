"""Actions a seat can take, and their text notation.

The shared cores' actions live here; a game with its own actions (La Taroinche's bids, Le
Tamalou's moves) defines them in its package and registers their notation
(:func:`register_action`), which :func:`parse_action` and :func:`as_action` then ask.

========================  =====================================================
notation                  action
========================  =====================================================
``KH``, ``PvB``, ``EX``   :class:`Play` that card
``bid:bac``, ``bid:40``   :class:`Bid` a level (Kids diplomas, tarot contracts, Tarin points)
``pass``                  :class:`Pass` (no bid, no call, no more announcements)
``call:PvB``              :class:`Call` a card (Kids: a Proviseur); ``call:none``
``declare:trop_cool:T2,T3,T4,T5,T6,T7``  :class:`Declare` a prime, showing cards
``discard:5H``            :class:`Discard` a card into the écart (tarot)
``trump:V``               :class:`Trump`: name the trump colour (Le Tarin)
========================  =====================================================

A list of actions is written with single spaces between them.

>>> parse_actions("bid:bac pass T5")
(Bid(level='bac'), Pass(), Play(card=Card('T5')))
>>> format_actions(_)
'bid:bac pass T5'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .cards import Card, Deck, is_card, parse_card
from .errors import InputError, NotationError


class Action:
    """What a seat does: every action class, shared or a game's own, derives from it."""

    __slots__ = ()


@dataclass(frozen=True)
class Play(Action):
    """Play a card to the trick."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)


@dataclass(frozen=True)
class Bid(Action):
    """Bid a level (a Kids diploma, a tarot contract)."""

    level: str

    def __str__(self) -> str:
        return f"bid:{self.level}"


@dataclass(frozen=True)
class Pass(Action):
    """Say « je passe »: no bid, or no more announcements."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Call(Action):
    """Call a partner's card (``None``: play without calling)."""

    card: Card | None

    def __str__(self) -> str:
        return f"call:{self.card if self.card else 'none'}"


@dataclass(frozen=True)
class Declare(Action):
    """Announce a prime, showing the cards it needs (Kids « Trop cool »)."""

    prime: str
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        shown = ",".join(map(str, self.cards))
        return f"declare:{self.prime}" + (f":{shown}" if shown else "")


@dataclass(frozen=True)
class Discard(Action):
    """Put a card in the écart (one card at a time; ``None``: a card others may not see)."""

    card: Card | None

    def __str__(self) -> str:
        return f"discard:{self.card if self.card else '?'}"


@dataclass(frozen=True)
class Trump(Action):
    """Name the trump colour (Le Tarin: the highest bidder, once the auction is over)."""

    suit: str

    def __str__(self) -> str:
        return f"trump:{self.suit}"


#: how an action is read: its text after ``head:`` (``""`` for a bare word), and the deck to
#: check cards against; ``None`` when the text is not this action
Parser = Callable[[str, "Deck | None"], "Action | None"]
#: an action object's fields checked: the action itself (or its tidy twin), ``None`` when they
#: are not right
Checker = Callable[[Any], "Action | None"]

#: the parsers of each head, tried in the order they were registered
_PARSERS: dict[str, list[Parser]] = {}
#: each action class's field check
_CHECKERS: dict[type, Checker] = {}
#: how each registered notation is written, for the error message
_FORMS: list[str] = []


def register_action(kind: type, head: str | None, parse: Parser | None, check: Checker | None = None,
                    forms: tuple[str, ...] = ()) -> None:
    """Teach the notation one action class: ``parse`` reads the text after ``head:`` (or the
    bare word ``head``), ``check`` the fields of an object of ``kind`` (``None``: a class with
    no field, always right), ``forms`` how it is written, for the message of a wrong text.
    A game's package calls it for each of its own actions."""
    if not issubclass(kind, Action):
        raise TypeError(f"{kind.__name__} must derive from Action")
    if head is not None and parse is not None:
        _PARSERS.setdefault(head, []).append(parse)
    _CHECKERS[kind] = check or (lambda value: value)
    _FORMS.extend(forms)


def word(action: Action) -> Parser:
    """The parser of an action written as one bare word (``pass``)."""
    return lambda rest, deck: None if rest else action


_WORD = re.compile(r"^[a-z_]+$")
_LEVEL = re.compile(r"^[a-z_]+$|^[0-9]{1,3}$")
_SUIT = re.compile(r"^[A-Z]$")


def _declare(rest: str, deck: Deck | None) -> Declare | None:
    prime, _, shown = rest.partition(":")
    if not _WORD.match(prime):
        return None
    cards = tuple(parse_card(t, deck) for t in shown.split(",")) if shown else ()
    if len(set(cards)) != len(cards):
        raise NotationError(f"{'declare:' + rest!r} shows a card more than once")
    return Declare(prime, cards)


def _check_declare(value: Declare) -> Declare | None:
    if isinstance(value.prime, str) and isinstance(value.cards, (tuple, list)) and all(map(is_card, value.cards)):
        return Declare(value.prime, tuple(value.cards))
    return None


# a card's own token is its play: the parser's last resort, not a head
register_action(Play, None, None, lambda value: value if is_card(value.card) else None)
register_action(Pass, "pass", word(Pass()), forms=("'pass'",))
register_action(Bid, "bid", lambda rest, deck: Bid(rest) if _LEVEL.match(rest) else None,
                lambda value: value if isinstance(value.level, str) else None, ("'bid:LEVEL'",))
register_action(Call, "call", lambda rest, deck: (Call(None if rest == "none" else parse_card(rest, deck))
                                                  if rest else None),
                lambda value: value if value.card is None or is_card(value.card) else None,
                ("'call:CARD'", "'call:none'"))
register_action(Discard, "discard", lambda rest, deck: Discard(parse_card(rest, deck)) if rest else None,
                lambda value: value if value.card is None or is_card(value.card) else None, ("'discard:CARD'",))
register_action(Declare, "declare", _declare, _check_declare, ("'declare:PRIME[:CARDS]'",))
register_action(Trump, "trump", lambda rest, deck: Trump(rest) if _SUIT.match(rest) else None,
                lambda value: value if isinstance(value.suit, str) else None, ("'trump:COLOUR'",))


def parse_action(text: str, deck: Deck | None = None) -> Action:
    """The action written ``text`` (cards checked against ``deck`` when given)."""
    if not isinstance(text, str) or not text:
        raise NotationError(f"{text!r} is not an action")
    head, _, rest = text.partition(":")
    for parse in _PARSERS.get(head, ()):
        action = parse(rest, deck)
        if action is not None:
            return action
    if ":" in text:
        raise NotationError(f"{text!r} is not an action: write a card ('KH'), "
                            f"{', '.join(_FORMS[:-1])} or {_FORMS[-1]}")
    return Play(parse_card(text, deck))


def as_action(value: object) -> Action:
    """The action ``value`` stands for: its text parsed, or an :class:`Action` whose fields are
    checked (a list of shown cards becomes a tuple). Anything else is an :class:`InputError`
    quoting it.

    >>> as_action("pass"), as_action(Declare("poignee", [Card.of("T1")]))
    (Pass(), Declare(prime='poignee', cards=(Card('T1'),)))
    >>> as_action(42)
    Traceback (most recent call last):
    ...
    engine.errors.InputError: 42 is not an action: write it as text ('KH', 'pass', 'bid:garde'…) or give an Action object
    """
    if type(value) is Play and is_card(value.card):  # the hot path: every card of every deal
        return value
    if isinstance(value, str):
        return parse_action(value)
    check = _CHECKERS.get(type(value)) or next(
        (_CHECKERS[kind] for kind in type(value).__mro__ if kind in _CHECKERS), None)
    action = check(value) if check else None
    if action is not None:
        return action
    raise InputError(f"{value!r} is not an action: write it as text ('KH', 'pass', 'bid:garde'…) "
                     f"or give an Action object",
                     fr=f"{value!r} n'est pas un coup : écris-le comme 'KH', 'pass' ou 'bid:garde'.")


def parse_actions(text: str, deck: Deck | None = None) -> tuple[Action, ...]:
    """Actions separated by spaces."""
    if not isinstance(text, str):
        raise NotationError(f"a list of actions must be text, got {text!r}")
    return tuple(parse_action(t, deck) for t in text.split())


def format_actions(actions: tuple[Action, ...] | list[Action]) -> str:
    return " ".join(map(str, actions))

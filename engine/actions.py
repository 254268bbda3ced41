"""Actions a seat can take, and their text notation.

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
``take:2``                :class:`Take` the discard's top card into your position 2 (Le Tamalou)
``draw``                  :class:`Draw` the draw pile's top card (Le Tamalou)
``swap:2``                :class:`Swap`: the drawn card goes to your position 2 (Le Tamalou)
``throw``                 :class:`Throw` the drawn card on the discard (Le Tamalou)
``look:1.2``              :class:`Look` at seat 1's position 2 (Le Tamalou powers)
``exchange:0.1,2.3``      :class:`Exchange` two cards of two squares (Le Tamalou powers)
``snap:0,2``              :class:`Snap`: throw your positions 0 and 2 on the discard (Le Tamalou)
``tamalou``               :class:`Announce` « Tamalou ! » (Le Tamalou)
``bid:90:H:3``            :class:`SuitBid`: value, trump, partner seat (La Taroinche);
``bid:capot:TA:0:contre`` with ``sans`` or ``contre`` (le chien) at the end when said
``coinche``               :class:`Coinche` the current bid (La Taroinche)
``surcoinche``            :class:`Surcoinche` after a coinche (La Taroinche)
``chien:11,22``           :class:`Chien`: the two places of the chien in the dealing (La Taroinche)
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

from .cards import Card, Deck, is_card, parse_card
from .errors import InputError, NotationError


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


@dataclass(frozen=True)
class Trump:
    """Name the trump colour (Le Tarin: the highest bidder, once the auction is over)."""

    suit: str

    def __str__(self) -> str:
        return f"trump:{self.suit}"


@dataclass(frozen=True)
class Take:
    """Take the discard's top card into your own ``position`` (Le Tamalou); the card that was
    there goes on the discard."""

    position: int

    def __str__(self) -> str:
        return f"take:{self.position}"


@dataclass(frozen=True)
class Draw:
    """Draw the top card of the draw pile (Le Tamalou): only the drawer sees it."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Swap:
    """Put the card just drawn at your own ``position`` (Le Tamalou); the card that was there
    goes on the discard."""

    position: int

    def __str__(self) -> str:
        return f"swap:{self.position}"


@dataclass(frozen=True)
class Throw:
    """Put the card just drawn on the discard, to use its power if it has one (Le Tamalou)."""

    def __str__(self) -> str:
        return "throw"


@dataclass(frozen=True)
class Look:
    """Look at the card at ``position`` in ``seat``'s square (a Le Tamalou power)."""

    seat: int
    position: int

    def __str__(self) -> str:
        return f"look:{self.seat}.{self.position}"


@dataclass(frozen=True)
class Exchange:
    """Exchange two cards of two squares without moving any other (a Le Tamalou power); each
    spot is ``(seat, position)``, the smaller first."""

    first: tuple[int, int]
    second: tuple[int, int]

    def __str__(self) -> str:
        return f"exchange:{self.first[0]}.{self.first[1]},{self.second[0]}.{self.second[1]}"


@dataclass(frozen=True)
class Snap:
    """Throw the cards at these own ``positions`` (smallest first) on the discard, during the
    snap window (Le Tamalou)."""

    positions: tuple[int, ...]

    def __str__(self) -> str:
        return "snap:" + ",".join(map(str, self.positions))


@dataclass(frozen=True)
class Announce:
    """Say « Tamalou ! »: my cards are worth little, everyone else plays one last turn."""

    def __str__(self) -> str:
        return "tamalou"


@dataclass(frozen=True)
class SuitBid:
    """A Taroinche bid: ``value`` (« 80 »…« 160 » or « capot »), the trump ``suit`` (``S``
    ``H`` ``D`` ``C``, or ``TA`` tout atout / ``SA`` sans atout with capot), the ``partner``
    seat (the bidder's own seat: alone) and ``modifier`` « sans » / « contre » (le chien).

    >>> str(SuitBid("90", "H", 3, "sans"))
    'bid:90:H:3:sans'
    """

    value: str
    suit: str
    partner: int
    modifier: str = ""

    def __str__(self) -> str:
        return f"bid:{self.value}:{self.suit}:{self.partner}" + (f":{self.modifier}" if self.modifier else "")


@dataclass(frozen=True)
class Coinche:
    """Say « coinche » (double) on the current bid: it ends the auction (La Taroinche)."""

    def __str__(self) -> str:
        return "coinche"


@dataclass(frozen=True)
class Surcoinche:
    """The bidder's side answers a coinche with « surcoinche » (×4, La Taroinche)."""

    def __str__(self) -> str:
        return "surcoinche"


@dataclass(frozen=True)
class Chien:
    """The dealer puts the ``first`` and ``second`` cards dealt (counted from 1) in the chien."""

    first: int
    second: int

    def __str__(self) -> str:
        return f"chien:{self.first},{self.second}"


Action = (Play | Bid | Pass | Call | Declare | Discard | Trump | SuitBid | Coinche | Surcoinche
          | Chien | Take | Draw | Swap | Throw | Look | Exchange | Snap | Announce)

_WORD = re.compile(r"^[a-z_]+$")
_LEVEL = re.compile(r"^[a-z_]+$|^[0-9]{1,3}$")
_SUIT = re.compile(r"^[A-Z]$")
_SUIT_BID = re.compile(r"^(?P<value>[0-9]{1,3}|[a-z]+):(?P<suit>[A-Z]{1,2}):(?P<partner>[0-9])(?::(?P<mod>[a-z]+))?$")
_PLACES = re.compile(r"^([0-9]{1,2}),([0-9]{1,2})$")
_POSITION = re.compile(r"^[0-9]{1,2}$")
_SPOT = re.compile(r"^([0-9])\.([0-9]{1,2})$")
_WORDS = {"draw": Draw(), "throw": Throw(), "tamalou": Announce()}


def parse_action(text: str, deck: Deck | None = None) -> Action:
    """The action written ``text`` (cards checked against ``deck`` when given)."""
    if not isinstance(text, str) or not text:
        raise NotationError(f"{text!r} is not an action")
    head, _, rest = text.partition(":")
    if head == "pass" and not rest:
        return Pass()
    if head == "bid" and _LEVEL.match(rest):
        return Bid(rest)
    if head == "bid" and (bid := _SUIT_BID.match(rest)):
        return SuitBid(bid["value"], bid["suit"], int(bid["partner"]), bid["mod"] or "")
    if text in ("coinche", "surcoinche"):
        return Coinche() if text == "coinche" else Surcoinche()
    if head == "chien" and (places := _PLACES.match(rest)):
        return Chien(int(places[1]), int(places[2]))
    if head == "call" and rest:
        return Call(None if rest == "none" else parse_card(rest, deck))
    if head == "trump" and _SUIT.match(rest):
        return Trump(rest)
    if head == "discard" and rest:
        return Discard(parse_card(rest, deck))
    if not rest and head in _WORDS:
        return _WORDS[head]
    if head in ("take", "swap") and _POSITION.match(rest):
        return (Take if head == "take" else Swap)(int(rest))
    if head == "look" and _SPOT.match(rest):
        return Look(*_spot(rest))
    if head == "exchange" and rest:
        spots = [_spot(part) for part in rest.split(",")]
        if len(spots) == 2 and None not in spots:
            return _exchange(text, *spots)
    if head == "snap" and rest:
        parts = rest.split(",")
        if all(_POSITION.match(p) for p in parts):
            return _snap(text, tuple(int(p) for p in parts))
    if head == "declare" and rest:
        prime, _, shown = rest.partition(":")
        if _WORD.match(prime):
            cards = tuple(parse_card(t, deck) for t in shown.split(",")) if shown else ()
            if len(set(cards)) != len(cards):
                raise NotationError(f"{text!r} shows a card more than once")
            return Declare(prime, cards)
    if ":" in text:
        raise NotationError(f"{text!r} is not an action: write a card ('KH'), 'pass', "
                            f"'bid:LEVEL', 'call:CARD', 'call:none', 'discard:CARD', "
                            f"'declare:PRIME[:CARDS]', 'trump:COLOUR', 'bid:VALUE:SUIT:SEAT[:sans|contre]', "
                            f"'coinche', 'surcoinche', 'chien:N,N', 'take:POSITION', 'swap:POSITION', "
                            f"'look:SEAT.POSITION', 'exchange:SEAT.POSITION,SEAT.POSITION' or "
                            f"'snap:POSITION,…'")
    return Play(parse_card(text, deck))


def _spot(text: str) -> tuple[int, int] | None:
    match = _SPOT.match(text)
    return (int(match[1]), int(match[2])) if match else None


def _exchange(text: object, first: tuple[int, int], second: tuple[int, int],
              error: type[NotationError] = NotationError) -> Exchange:
    if first == second:
        raise error(f"{text!r} exchanges a card with itself",
                    fr=f"{text!r} échange une carte avec elle-même.")
    return Exchange(*sorted((first, second)))


def _snap(text: object, positions: tuple[int, ...],
          error: type[NotationError] = NotationError) -> Snap:
    if len(set(positions)) != len(positions):
        raise error(f"{text!r} throws the same position more than once",
                    fr=f"{text!r} jette deux fois la même place.")
    return Snap(tuple(sorted(positions)))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_spot(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(map(_whole, value))


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
    if isinstance(value, str):
        return parse_action(value)
    if isinstance(value, Play) and is_card(value.card):
        return value
    if isinstance(value, (Call, Discard)) and (value.card is None or is_card(value.card)):
        return value
    if isinstance(value, Bid) and isinstance(value.level, str) or isinstance(value, Pass):
        return value
    if isinstance(value, Trump) and isinstance(value.suit, str):
        return value
    if isinstance(value, SuitBid) and all(isinstance(f, str) for f in (value.value, value.suit, value.modifier)) \
            and type(value.partner) is int:
        return value
    if isinstance(value, (Coinche, Surcoinche)) or isinstance(value, Chien) and \
            type(value.first) is int and type(value.second) is int:
        return value
    if isinstance(value, (Draw, Throw, Announce)):
        return value
    if isinstance(value, (Take, Swap)) and _whole(value.position):
        return value
    if isinstance(value, Look) and _whole(value.seat) and _whole(value.position):
        return value
    if isinstance(value, Exchange) and _is_spot(value.first) and _is_spot(value.second):
        return _exchange(value, value.first, value.second, InputError)
    if isinstance(value, Snap) and isinstance(value.positions, (tuple, list)) and \
            value.positions and all(map(_whole, value.positions)):
        return _snap(value, tuple(value.positions), InputError)
    if isinstance(value, Declare) and isinstance(value.prime, str) and \
            isinstance(value.cards, (tuple, list)) and all(is_card(c) for c in value.cards):
        return Declare(value.prime, tuple(value.cards))
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

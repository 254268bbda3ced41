"""Cards, decks and the canonical text notation.

A card is a ``(suit, rank)`` pair; what it is worth and how strong it is depend on the deck
(the Kids 13 of trumps is a Bout worth 5 points, the tarot 13 is a plain trump).

Notation (one token per card, used in errors, tests, lessons and shared URLs):

* trumps ``T1`` … ``T21`` and the Excuse ``EX`` (both decks);
* French tarot suits ``S`` ♠ pique, ``H`` ♥ cœur, ``D`` ♦ carreau, ``C`` ♣ trèfle, ranks
  ``1``–``10``, ``J`` valet, ``N`` cavalier, ``Q`` dame, ``K`` roi: ``KH``, ``10S``, ``NC``;
* Tarot Kids schools ``B`` bleu, ``O`` orange, ``G`` vert, ``P`` violet, ranks ``Pv`` Proviseur,
  ``Sc`` ``Hg`` ``Sp`` the three Profs, ``E1``–``E4`` the Élèves, ``In`` the Interro: ``PvB``;
* Le Tarin colours ``N`` noir (black), ``R`` rouge (red), ``J`` jaune (yellow), ``V`` vert
  (green), ranks ``1``–``14`` always written as numbers: ``14N``, ``5R``, ``10V``. The suit
  letter is always last and no two decks share one, so ``JS`` (tarot Jack) and ``5J`` (Tarin
  yellow 5) cannot be confused;
* Le Tamalou's 52 cards are the French tarot suits without Knights: ``1S`` (the Ace) to ``10S``,
  ``JS``, ``QS``, ``KS``;
* La Taroinche's 32 cards are the tarot suits' 7, 8, 9, 10, Jack, Queen, King and Ace, written
  as in the tarot deck (the Ace is ``1``): ``1H``, ``7S``, ``JD``, ``KC``.

A hand is its tokens separated by single spaces (``-`` when empty); a deal is the hands in seat
order separated by `` / ``, then `` | `` and the cards set aside when there are any.

>>> parse_hand("T1 PvB E2O")
(Card('PvB'), Card('E2O'), Card('T1'))
>>> format_deal(*parse_deal("T1 PvB / EX | InG"))
'PvB T1 / EX | InG'
"""

from __future__ import annotations

import re
from collections import namedtuple
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .errors import InputError, NotationError, UnknownCardError

TRUMP = "T"
EXCUSE_SUIT = "X"

TAROT_SUITS = ("S", "H", "D", "C")
KIDS_SUITS = ("B", "O", "G", "P")
TARIN_SUITS = ("N", "R", "J", "V")

_TAROT_RANKS = {**{n: str(n) for n in range(1, 11)}, 11: "J", 12: "N", 13: "Q", 14: "K"}
# Kids ranks mirror the tarot cards they replace (the rule text: Interro = As, Élèves = 7–10,
# Profs = Valet/Cavalier/Dame, Proviseur = Roi), so both decks share one rank scale.
_KIDS_RANKS = {1: "In", 7: "E1", 8: "E2", 9: "E3", 10: "E4", 11: "Sp", 12: "Hg", 13: "Sc",
               14: "Pv"}
_TARIN_RANKS = {n: str(n) for n in range(1, 15)}
_RANK_CODES = ({suit: _TAROT_RANKS for suit in TAROT_SUITS} | {s: _KIDS_RANKS for s in KIDS_SUITS}
               | {s: _TARIN_RANKS for s in TARIN_SUITS})
_RANK_VALUES = {suit: {code: n for n, code in codes.items()} for suit, codes in _RANK_CODES.items()}
_TOKEN = re.compile(r"^(?:T(?P<trump>[1-9][0-9]?)|(?P<excuse>EX)|(?P<rank>[0-9A-Za-z]{1,2})(?P<suit>[SHDCBOGPNRJV]))$")


class Card(namedtuple("CardFields", ("suit", "rank"))):
    """One card: its ``suit`` and ``rank``. Build it from its token with :func:`parse_card`.

    >>> Card.of("KH").rank, Card.of("KH").suit
    (14, 'H')

    A card is an immutable ``(suit, rank)`` pair: equality, hashing and order (by suit letter,
    then rank) are the tuple's own, at C speed in every list, set and dict of cards (the hot
    paths of the engine and the bots). There is one object per card: ``Card("H", 14)`` gives
    the same object every time, and so do pickling and copying.
    """

    __slots__ = ()
    suit: str  # ``T`` trumps, ``X`` the Excuse
    rank: int  # 1–14 in a suit, a trump's number, 0 the Excuse

    def __new__(cls, suit: str, rank: int) -> Card:
        if type(suit) is not str or type(rank) is not int:  # no card, kept for error messages
            return tuple.__new__(cls, (suit, rank))
        card = _INTERNED.get((suit, rank))
        if card is None:
            card = _INTERNED[suit, rank] = tuple.__new__(cls, (suit, rank))
        return card

    @classmethod
    def _make(cls, fields: Iterable[Any]) -> Card:  # _replace too: the one object of that card
        return cls(*fields)

    def __reduce__(self) -> tuple[type, tuple[str, int]]:
        return Card, (self[0], self[1])

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    @staticmethod
    def of(token: str) -> Card:
        """The card written ``token`` (shorthand for :func:`parse_card`)."""
        return parse_card(token)

    @property
    def is_trump(self) -> bool:
        return self[0] == TRUMP

    @property
    def is_excuse(self) -> bool:
        return self[0] == EXCUSE_SUIT

    def __str__(self) -> str:
        if not is_card(self):  # built by hand with a suit or rank no deck has
            return f"Card(suit={self.suit!r}, rank={self.rank!r})"
        return _TOKENS[self]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})" if is_card(self) else str(self)


#: the one object of each card, by (suit, rank)
_INTERNED: dict[tuple[str, int], Card] = {}

EXCUSE = Card(EXCUSE_SUIT, 0)
#: the trump 1, « le Petit » in every deck that has trumps
PETIT = Card(TRUMP, 1)


def is_card(value: object) -> bool:
    """Whether ``value`` is a :class:`Card` that the notation can write (of either deck).

    >>> is_card(Card.of("KH")), is_card(Card("H", 99)), is_card("KH")
    (True, False, False)
    """
    return id(value) in _CARD_IDS


def _token(card: Card) -> str:
    if card.suit == TRUMP:
        return f"T{card.rank}"
    if card.suit == EXCUSE_SUIT:
        return "EX"
    return _RANK_CODES[card.suit][card.rank] + card.suit


#: every card the notation can write (both decks and Le Tarin's), and its token
_TOKENS: dict[Card, str] = {card: _token(card) for card in (
    *(Card(TRUMP, n) for n in range(1, 22)), EXCUSE,
    *(Card(suit, rank) for suit, codes in _RANK_CODES.items() for rank in codes))}
_BY_TOKEN: dict[str, Card] = {token: card for card, token in _TOKENS.items()}
#: every card the notation can write, in canonical order
EVERY_CARD: tuple[Card, ...] = tuple(_TOKENS)
#: the ids of those cards: only their one object each is a card (``Card("H", True)`` equals
#: ``Card("H", 1)`` as a tuple does, but is another object, and no card)
_CARD_IDS = frozenset(map(id, _TOKENS))


def check_cards(cards: object, what: str) -> tuple[Card, ...]:
    """``cards`` as a tuple, when it is a collection (list, tuple, set, generator…) of real
    :class:`Card` objects; else an :class:`InputError` naming ``what`` and quoting the value.

    >>> check_cards([Card.of("T1")], "a hand")
    (Card('T1'),)
    >>> check_cards("T1 PvB", "a hand")
    Traceback (most recent call last):
    ...
    engine.errors.InputError: a hand must be a list of Card objects, got 'T1 PvB'
    """
    if isinstance(cards, Iterable) and not isinstance(cards, (str, bytes, Mapping, Card)):
        cards = tuple(cards)
        if all(is_card(c) for c in cards):
            return cards
    raise InputError(f"{what} must be a list of Card objects, got {cards!r}",
                     fr=f"Il faut ici une liste de cartes, pas {cards!r}.")


def parse_card(token: str, deck: Deck | None = None) -> Card:
    """The card written ``token``; with ``deck``, also check that the deck has it.

    >>> parse_card("T21")
    Card('T21')
    >>> from engine.games.kids import KIDS_DECK
    >>> parse_card("T21", KIDS_DECK)
    Traceback (most recent call last):
    ...
    engine.errors.UnknownCardError: 'T21' is not a card of the Tarot Kids deck (trumps go from T1 to T13)
    """
    if not isinstance(token, str):
        raise NotationError(f"a card token must be text, got {token!r}")
    card = _BY_TOKEN.get(token)
    if card is not None:
        if deck is not None:
            deck.check(card, token)
        return card
    match = _TOKEN.match(token)
    if match is None:
        raise NotationError(f"{token!r} is not a card: write it like 'KH', '10S', 'T21', 'EX' "
                            f"(tarot), 'PvB', 'E3O', 'T13' (Tarot Kids) or '14N', '5V' (Le Tarin)")
    if match["excuse"]:
        card = EXCUSE
    elif match["trump"]:
        card = Card(TRUMP, int(match["trump"]))
        if card.rank > 21:
            raise NotationError(f"{token!r} is not a card: trumps go from T1 to T21")
    else:
        suit, code = match["suit"], match["rank"]
        rank = _RANK_VALUES[suit].get(code)
        if rank is None:
            ranks = " ".join(_RANK_CODES[suit].values())
            raise NotationError(f"{token!r} is not a card: the ranks for suit {suit!r} are {ranks}")
        card = Card(suit, rank)
    if deck is not None:
        deck.check(card, token)
    return card


def parse_hand(text: str, deck: Deck | None = None) -> tuple[Card, ...]:
    """The cards of ``text`` in canonical order; a card written twice is an error."""
    if not isinstance(text, str):
        raise NotationError(f"a hand must be text, got {text!r}")
    tokens = text.split()
    if tokens == ["-"]:
        return ()
    if not tokens:
        raise NotationError(f"{text!r} is not a hand: write an empty hand as '-'")
    cards = [parse_card(token, deck) for token in tokens]
    twice = sorted({str(c) for c in cards if cards.count(c) > 1})
    if twice:
        raise NotationError(f"{text!r} holds {', '.join(twice)} more than once")
    return sort_cards(cards)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Canonical order: suits in deck order by rank, then trumps, then the Excuse."""
    cards = list(cards)
    try:
        cards.sort(key=_PLACE.__getitem__)
    except (KeyError, TypeError):  # a card no notation writes: by its suit's place, then rank
        cards.sort(key=_sort_key)
    return tuple(cards)


_SUIT_ORDER = (*TAROT_SUITS, *KIDS_SUITS, *TARIN_SUITS, TRUMP, EXCUSE_SUIT)


def _sort_key(card: Card) -> tuple[int, int]:
    return _SUIT_ORDER.index(card.suit), card.rank


#: each card's place in the canonical order
_PLACE = {card: i for i, card in enumerate(sorted(_TOKENS, key=_sort_key))}


def format_hand(cards: Iterable[Card]) -> str:
    """The canonical text of a hand (``-`` when empty)."""
    return " ".join(map(str, sort_cards(cards))) or "-"


def parse_deal(text: str, deck: Deck | None = None) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    """Hands in seat order and the cards set aside, from ``"hand / hand | aside"``.

    No card may appear twice in the whole deal.
    """
    if not isinstance(text, str):
        raise NotationError(f"a deal must be text, got {text!r}")
    seats, _, aside_text = text.partition("|")
    hands = [parse_hand(part, deck) for part in seats.split("/")]
    aside = parse_hand(aside_text, deck) if aside_text.strip() else ()
    every = [c for hand in (*hands, aside) for c in hand]
    twice = sorted({str(c) for c in every if every.count(c) > 1})
    if twice:
        raise NotationError(f"deal {text!r} holds {', '.join(twice)} more than once")
    return hands, aside


def format_deal(hands: Sequence[Iterable[Card]], aside: Iterable[Card] = ()) -> str:
    """The canonical text of a deal."""
    text = " / ".join(format_hand(hand) for hand in hands)
    aside = tuple(aside)
    return f"{text} | {format_hand(aside)}" if aside else text


@dataclass(frozen=True)
class Deck:
    """A deck: its cards, their power in a trick and their points.

    ``power`` orders cards of one suit (equal powers tie, as Kids Profs do); ``points`` is in
    ``1/unit`` points (``unit`` 2: French tarot counts half points, a Queen is 3.5). A deck without trumps
    (``trumps=0``) and without the Excuse (``excuse=False``) is four plain colours (Le Tarin).
    """

    name: str
    suits: tuple[str, ...]
    trumps: int
    power: dict[int, int]
    points: dict[Card, int] = field(repr=False)
    bouts: frozenset[Card]
    excuse: bool = True
    unit: int = 1

    def __post_init__(self) -> None:
        self._values  # the caches made now: a deck (and a pickled deal) never changes afterwards

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        suited = [Card(s, r) for s in self.suits for r in self.power]
        return sort_cards([*suited, *(Card(TRUMP, n) for n in range(1, self.trumps + 1)),
                           *((EXCUSE,) if self.excuse else ())])

    @cached_property
    def _cards(self) -> frozenset[Card]:
        return frozenset(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card in self._cards

    def check(self, card: Card, token: str | None = None) -> None:
        """Raise :class:`UnknownCardError` when the deck has no such card."""
        if card not in self:
            shown = token if token is not None else str(card)
            if card.is_trump and self.trumps:
                hint = f"trumps go from T1 to T{self.trumps}"
            elif card.suit in self.suits:
                hint = f"its ranks are {' '.join(str(Card(card.suit, r)) for r in sorted(self.power))}"
            else:
                hint = f"its suits are {', '.join(self.suits)}"
            raise UnknownCardError(f"{shown!r} is not a card of the {self.name} deck ({hint})")

    def strength(self, card: Card) -> int:
        """Power within the card's suit (trumps by number, the Excuse 0)."""
        return card.rank if card.suit in (TRUMP, EXCUSE_SUIT) else self.power[card.rank]

    @cached_property
    def _values(self) -> dict[Card, int]:
        """Every card's points, 0 included (and :attr:`_cards` made on the way)."""
        return {card: self.points.get(card, 0) for card in self._cards}

    def value(self, card: Card) -> int:
        return self.points.get(card, 0)

    def total(self, cards: Iterable[Card]) -> int:
        if not isinstance(cards, (list, tuple)):
            cards = list(cards)
        try:
            return sum(map(self._values.__getitem__, cards))
        except KeyError:  # a card of another deck: worth nothing here
            return sum(map(self.value, cards))


# the French tarot deck is the notation's own: Tarot and Mon premier Tarot play with it, and the
# shared doctests and benchmarks deal it; its points are half points (91 points are 182)
def _tarot_half_points() -> dict[Card, int]:
    by_rank = {14: 9, 13: 7, 12: 5, 11: 3} | {r: 1 for r in range(1, 11)}
    points = {Card(s, r): p for s in TAROT_SUITS for r, p in by_rank.items()}
    return points | {Card(TRUMP, n): 1 for n in range(2, 21)} | {
        Card(TRUMP, 1): 9, Card(TRUMP, 21): 9, EXCUSE: 9}


TAROT_DECK = Deck(
    name="French tarot",
    suits=TAROT_SUITS,
    trumps=21,
    power={r: r for r in range(1, 15)},
    points=_tarot_half_points(),
    bouts=frozenset({Card(TRUMP, 1), Card(TRUMP, 21), EXCUSE}),
    unit=2,
)

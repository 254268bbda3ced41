"""Cards, decks and the canonical text notation.

A card is a ``(suit, rank)`` pair; what it is worth and how strong it is depend on the deck
(the Kids 13 of trumps is a Bout worth 5 points, the tarot 13 is a plain trump).

This module names no deck. Each set of cards is declared by the package that owns it, as a
:class:`CardSet` given to :func:`register_cards` (the French suits by ``engine.games.french``,
shared by several games; Tarot Kids' schools and Le Tarin's colours by their game's
``deck.py``): its suit letters, the code of each rank, the names of its suits and cards in
French and English. Two sets claiming one suit letter is an error (:class:`DeckClashError`).

Notation (one token per card, used in errors, tests, lessons and shared URLs): a suited card is
its rank's code then its suit's letter, the letter always last (``KH``, ``10S``, ``PvB``, ``14N``);
the trumps are ``T1``, ``T2``… and the Excuse ``EX``, shared by every set that has them. Each
set's module describes its own letters and codes.

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .errors import InputError, NotationError, UnknownCardError

TRUMP = "T"
EXCUSE_SUIT = "X"
#: a suited card's token: its rank's code (one or two letters or digits), then its suit's letter
_SUITED = re.compile(r"^([0-9A-Za-z]{1,2})([A-Z])$")
_TRUMP_TOKEN = re.compile(r"^T([1-9][0-9]?)$")


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


class DeckClashError(ValueError):
    """Two sets of cards claim one suit letter (or one token): the notation could not tell
    their cards apart, so the second is refused when it registers."""


@dataclass(frozen=True)
class Suit:
    """One suit of a :class:`CardSet`: its letter in the notation and its names."""

    letter: str
    fr: str  # the name as a noun or an adjective: « cœur », « bleu »
    partitive: str  # « du cœur », « de l'orange »
    en: str  # "hearts", "blue"


@dataclass(frozen=True)
class CardSet:
    """The cards a package declares: its suits, the code of each rank (the same in every suit),
    how its cards are named and how many trumps (and whether the Excuse) it brings.

    ``name_card(card, lang)`` names one of its suited cards with its article (``lang`` ``"fr"``
    or ``"en"``); trumps and the Excuse are named by :mod:`engine.texts`, the same in every set.
    ``examples``: a few of its tokens, quoted when a token is malformed.
    """

    name: str
    suits: tuple[Suit, ...]
    ranks: Mapping[int, str]
    name_card: Callable[[Card, str], str] = field(compare=False)
    examples: tuple[str, ...] = ()
    trumps: int = 0
    excuse: bool = False

    @property
    def letters(self) -> tuple[str, ...]:
        """Its suits' letters, in order."""
        return tuple(suit.letter for suit in self.suits)

    def tokens(self) -> dict[Card, str]:
        """Each of its suited cards and its token."""
        return {Card(suit.letter, rank): code + suit.letter for suit in self.suits
                for rank, code in self.ranks.items()}


#: the registered sets of cards, in the order they registered
CARD_SETS: list[CardSet] = []
#: each suit letter's set
_SET_OF: dict[str, CardSet] = {}
#: every card the notation can write, and its token
_TOKENS: dict[Card, str] = {}
_BY_TOKEN: dict[str, Card] = {}
#: every card the notation can write: the trumps, the Excuse, then each set's cards (kept up to
#: date as sets register)
EVERY_CARD: list[Card] = []
#: the ids of those cards: only their one object each is a card (``Card("H", True)`` equals
#: ``Card("H", 1)`` as a tuple does, but is another object, and no card)
_CARD_IDS: set[int] = set()
#: suit letters in canonical order (each set's in its own order, then trumps and the Excuse)
_SUIT_ORDER: list[str] = [TRUMP, EXCUSE_SUIT]
#: each card's place in the canonical order
_PLACE: dict[Card, int] = {}


def register_cards(cards: CardSet) -> CardSet:
    """Make the notation write and read the cards of ``cards``, and name them; a set whose
    suit letter another set has already claimed is refused (the same set again changes nothing).

    >>> register_cards(CardSet("tiles", (Suit("V", "tuile", "de la tuile", "tiles"),), {1: "1"},
    ...                        lambda card, lang: "a tile"))
    Traceback (most recent call last):
    ...
    engine.cards.DeckClashError: the decks 'tiles' and 'Le Tarin' both claim the suit letter 'V'
    """
    for i, letter in enumerate(cards.letters):
        if letter in cards.letters[:i]:
            raise DeckClashError(f"the deck {cards.name!r} claims the suit letter {letter!r} twice")
        other = _SET_OF.get(letter)
        if other == cards:  # the same set, registered again (its module imported twice)
            continue
        if other is not None:
            raise DeckClashError(f"the decks {cards.name!r} and {other.name!r} both claim the "
                                 f"suit letter {letter!r}")
        if letter in (TRUMP, EXCUSE_SUIT) or not re.fullmatch("[A-Z]", letter):
            raise DeckClashError(f"the deck {cards.name!r} claims the suit letter {letter!r}: a "
                                 f"suit is one capital letter, and T and X are the trumps' and the Excuse's")
    if any(known == cards for known in CARD_SETS):
        return cards
    for card, token in cards.tokens().items():
        if not _SUITED.match(token):
            raise NotationError(f"the {cards.name} deck writes {token!r}: a rank's code is one "
                                f"or two letters or digits")
    CARD_SETS.append(cards)
    _rebuild()
    return cards


def forget_cards(cards: CardSet) -> None:
    """Take ``cards`` off the notation (a test's own deck leaving, as its game does with
    :func:`engine.games.unregister`)."""
    CARD_SETS[:] = [known for known in CARD_SETS if known is not cards]
    _rebuild()


def _rebuild() -> None:
    """The notation's tables, from the registered sets."""
    _SET_OF.clear()
    _SET_OF.update((letter, s) for s in CARD_SETS for letter in s.letters)
    _SUIT_ORDER[:] = [*_SET_OF, TRUMP, EXCUSE_SUIT]
    trumps = {Card(TRUMP, n): f"T{n}" for n in range(1, _trumps() + 1)}
    excuse = {EXCUSE: "EX"} if any(s.excuse for s in CARD_SETS) else {}
    _TOKENS.clear()
    _TOKENS.update(trumps | excuse)
    _TOKENS.update(t for s in CARD_SETS for t in s.tokens().items())
    _BY_TOKEN.clear()
    _BY_TOKEN.update((token, card) for card, token in _TOKENS.items())
    EVERY_CARD[:] = _TOKENS
    _CARD_IDS.clear()
    _CARD_IDS.update(map(id, EVERY_CARD))
    _PLACE.clear()
    _PLACE.update((card, i) for i, card in enumerate(sorted(EVERY_CARD, key=_sort_key)))


def card_set_of(suit: str) -> CardSet:
    """The registered set whose suit is ``suit`` (a letter; ``KeyError`` when none is)."""
    return _SET_OF[suit]


def is_card(value: object) -> bool:
    """Whether ``value`` is a :class:`Card` that the notation can write (of any deck).

    >>> is_card(Card.of("KH")), is_card(Card("H", 99)), is_card("KH")
    (True, False, False)
    """
    return id(value) in _CARD_IDS


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
    trump, suited = _TRUMP_TOKEN.match(token), _SUITED.match(token)
    if trump and _trumps():
        raise NotationError(f"{token!r} is not a card: trumps go from T1 to T{_trumps()}")
    if suited and suited[2] in _SET_OF:
        codes = _SET_OF[suited[2]].ranks.values()
        raise NotationError(f"{token!r} is not a card: the ranks for suit {suited[2]!r} "
                            f"are {' '.join(codes)}")
    raise NotationError(f"{token!r} is not a card: write it like {_examples()}")


def _trumps() -> int:
    """The most trumps a registered set has."""
    return max((s.trumps for s in CARD_SETS), default=0)


def _examples() -> str:
    """A few tokens of each registered set: « 'KH', '10S' (French tarot) or '14N' (Le Tarin) »."""
    each = [f"{', '.join(map(repr, s.examples))} ({s.name})" for s in CARD_SETS if s.examples]
    return " or ".join((", ".join(each[:-1]), each[-1])) if len(each) > 1 else "".join(each)


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


def _sort_key(card: Card) -> tuple[int, int]:
    suit = card.suit
    return (_SUIT_ORDER.index(suit) if suit in _SUIT_ORDER else len(_SUIT_ORDER)), card.rank


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
    ``1/unit`` points (``unit`` 2: half points, a tarot Queen is 3.5). A deck without trumps
    (``trumps=0``) and without the Excuse (``excuse=False``) is plain suits only. Its suits are
    letters of a registered :class:`CardSet`. ``art``: the module that draws its cards' pictures
    (``static/make_cards.py`` finds it through the games' decks; the app never imports it).
    """

    name: str
    suits: tuple[str, ...]
    trumps: int
    power: dict[int, int]
    points: dict[Card, int] = field(repr=False)
    bouts: frozenset[Card]
    excuse: bool = True
    unit: int = 1
    art: str = ""

    def __post_init__(self) -> None:
        for suit in self.suits:
            if suit not in _SET_OF or set(self.power) - set(_SET_OF[suit].ranks):
                raise NotationError(f"the {self.name} deck's suit {suit!r} or one of its ranks "
                                    f"{sorted(self.power)} is in no registered set of cards")
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

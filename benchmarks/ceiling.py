"""The fastest an API of the engine's shape could play a Tarot card play (issue 15's ceiling).

:class:`CardPlayOnly` is a stand-in written only to be measured: the card play of a 4-player
Tarot deal as an object API like the engine's (a state object; ``legal_actions()`` giving the
one :class:`~engine.actions.Play` object of each legal card; ``apply`` taking only such an
object, checked by identity; sorted hands, the history, a record of each finished round, the
Excuse back to its owner) with every shortcut the engine cannot take: four fixed seats, the
hands also kept as bit masks whose legal plays are read from tables, the suit asked and the
highest trump kept as the cards fall, and no auction, King call, écart, poignée, game hooks,
options, refusals with reasons or result. ``make bench`` (its ``core`` section) plays it in
the same turns as the public API and the list playout. ``tests/test_benchmarks.py`` checks that
it plays the same card play as the engine.

>>> deal = CardPlayOnly(seed=1)
>>> while not deal.over:
...     deal = deal.apply(deal.legal_actions()[0])
>>> len(deal.history), len(deal.rounds), sum(map(len, deal.piles))
(72, 18, 72)
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import Play
from engine import TAROT_DECK
from engine.cards import EXCUSE, TRUMP, Card, sort_cards
from engine.tricks import PLAYS

_ORDER = sort_cards(TAROT_DECK.cards)  # suits of 14 cards, 21 trumps, the Excuse: one bit each
_BIT = {card: 1 << i for i, card in enumerate(_ORDER)}
_PLAY = [PLAYS[card] for card in _ORDER]
_PLAY_OF = {card: PLAYS[card] for card in _ORDER}.__getitem__
_EXCUSE_BIT = _BIT[EXCUSE]
_EXCUSE_PLAYS = (PLAYS[EXCUSE],)


class _Plays(dict[int, tuple[Play, ...]]):
    """The plays of a run of the canonical order, by the mask of the run's cards held (bit 0:
    the run's first card), made on first use."""

    def __init__(self, first: int) -> None:
        super().__init__()
        self.first = first

    def __missing__(self, held: int) -> tuple[Play, ...]:
        self[held] = plays = tuple(_PLAY[self.first + i]
                                   for i in range(held.bit_length()) if held >> i & 1)
        return plays


_SUITS = {suit: (_ORDER.index(Card(suit, 1)), _Plays(_ORDER.index(Card(suit, 1))))
          for suit in "SHDC"}
_FIRST_TRUMP = _ORDER.index(Card(TRUMP, 1))
_LOW_TRUMPS, _HIGH_TRUMPS = _Plays(_FIRST_TRUMP), _Plays(_FIRST_TRUMP + 11)
#: the trumps above each rank (0: every trump)
_ABOVE = [sum(_BIT[Card(TRUMP, r)] for r in range(top + 1, 22)) for top in range(22)]


def _trumps(held: int) -> tuple[Play, ...]:
    """The plays of the trumps in ``held`` (a mask of trumps only)."""
    run = held >> _FIRST_TRUMP
    return _LOW_TRUMPS[run & 0x7FF] + _HIGH_TRUMPS[run >> 11]


class _Round:
    """A finished round: who led, the ``(seat, card)`` plays, who took it."""

    __slots__ = ("leader", "plays", "winner")

    def __init__(self, leader: int, plays: tuple[tuple[int, Card], ...], winner: int) -> None:
        self.leader, self.plays, self.winner = leader, plays, winner


class CardPlayOnly:
    """A seeded 4-player Tarot card play (18 cards a hand, 6 set aside, a random first leader,
    as in the list playout) and nothing else."""

    def __init__(self, seed: int) -> None:
        rng = random.Random(seed)
        cards = list(_ORDER)
        rng.shuffle(cards)
        self.hands = [list(sort_cards(cards[18 * i:18 * i + 18])) for i in range(4)]
        self.masks = [sum(map(_BIT.__getitem__, hand)) for hand in self.hands]
        self.leader = self.to_act = rng.randrange(4)
        self.trick: list[tuple[int, Card]] = []
        self.rounds: list[_Round] = []
        self.piles: list[list[Card]] = [[], [], [], []]
        self.history: list[tuple[int, Play]] = []
        self.suit: str | None = None  # the suit asked
        self.top = 0  # the highest trump played to this round
        self.over = False
        self._legal: tuple[Play, ...] | None = None

    def legal_actions(self) -> tuple[Play, ...]:
        seat = self.to_act
        held = self.masks[seat]
        suit = self.suit
        plays = None
        if suit is not None:
            excuse = _EXCUSE_PLAYS if held & _EXCUSE_BIT else ()
            if suit != TRUMP:
                first, table = _SUITS[suit]
                follow = held >> first & 0x3FFF
                if follow:
                    plays = table[follow] + excuse
            if plays is None:
                trumps = held & _ABOVE[0]
                if trumps:
                    plays = _trumps(trumps & _ABOVE[self.top] or trumps) + excuse
        if plays is None:
            plays = tuple(map(_PLAY_OF, self.hands[seat]))
        self._legal = plays
        return plays

    def apply(self, action: Play) -> CardPlayOnly:
        """Play ``action``, one of the objects :meth:`legal_actions` just gave; anything else
        raises ``ValueError`` and changes nothing."""
        for legal in self._legal or ():
            if legal is action:
                break
        else:
            raise ValueError(f"not a legal action now: {action!r}")
        self._legal = None
        seat = self.to_act
        card = action.card
        self.hands[seat].remove(card)
        self.masks[seat] ^= _BIT[card]
        self.history.append((seat, action))
        trick = self.trick
        trick.append((seat, card))
        if self.suit is None and card is not EXCUSE:
            self.suit = card[0]
        if card[0] == TRUMP and card[1] > self.top:
            self.top = card[1]
        if len(trick) < 4:
            self.to_act = (seat + 1) % 4
        else:
            self._close(tuple(trick))
        return self

    def _close(self, plays: tuple[tuple[int, Card], ...]) -> None:
        taking = TRUMP if self.top else self.suit  # Tarot's ranks are its cards' order of strength
        winner = max(plays, key=lambda p: p[1][1] if p[1][0] == taking else -1)[0]
        last = not self.hands[0]
        cards = [card for _, card in plays]
        if EXCUSE in cards and not last:
            at = cards.index(EXCUSE)
            self.piles[plays[at][0]].append(cards.pop(at))
        self.piles[winner] += cards
        self.rounds.append(_Round(self.leader, plays, winner))
        self.trick = []
        self.leader = self.to_act = winner
        self.suit, self.top = None, 0
        self.over = last


def play_randomly(deal: Any, rng: random.Random) -> int:
    """Play a random legal action at every step until ``deal`` (an engine deal or a
    :class:`CardPlayOnly`) is over: the loop of every random playout ``make bench`` times; the
    number of actions.

    >>> play_randomly(CardPlayOnly(seed=2), random.Random(2))
    72
    """
    actions = 0
    while not deal.over:
        deal.apply(rng.choice(deal.legal_actions()))
        actions += 1
    return actions


def card_play_only_playout(seed: int) -> int:
    """One random card play of :class:`CardPlayOnly`, as ``api_playout`` plays a deal; the
    number of actions."""
    return play_randomly(CardPlayOnly(seed), random.Random(seed))

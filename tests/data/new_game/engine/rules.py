"""La Luciole (``rules.md``, beside this module): 3 players, 36 cards (four suits of 9, from
:mod:`.deck`), 12 cards each, no trump, clockwise. Follow the suit led when you can, else play
any card; the highest card of the suit led takes the trick. Whoever takes the most tricks scores
1 (everyone tied for most does); a game is ``deals`` deals (3).

>>> deal = Deal.new("luciole", players=3, seed=1)
>>> [len(hand) for hand in deal.hands], deal.phase
([12, 12, 12], 'play')
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...play import PlayPhase
from ...protocol import Deal, Option, register  # noqa: F401  (Deal: doctest)
from ...trickgame import DealResult, TrickDeal, TrickGame, deal_packets, shuffled
from ...tricks import TrickRules
from .deck import LUCIOLE_DECK


@dataclass(frozen=True, kw_only=True)
class LucioleGame(TrickGame):
    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        """Three cards at a time from the dealer's left, 12 each: nothing is left over."""
        return deal_packets(shuffled(self.deck, rng), players, (dealer + 1) % players,
                            len(self.deck.cards) // players, 3)

    def result(self, deal: TrickDeal) -> DealResult:
        most = max(deal.tricks_won)
        scores = tuple(int(n == most) for n in deal.tricks_won)
        return DealResult(redeal=None, card_points=tuple(0 for _ in deal.piles),
                          tricks=tuple(deal.tricks_won), scores=scores,
                          winners=tuple(s for s, n in enumerate(scores) if n))

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        return deals >= options["deals"]

    def check_points(self, deal: TrickDeal) -> None:
        """Every one of the 12 tricks has a taker, and the winners took the most."""
        result = deal.result()
        if sum(result.tricks) != len(self.deck.cards) // deal.players:
            raise AssertionError(f"tricks {result.tricks}")
        if {s for s, n in enumerate(result.tricks) if n == max(result.tricks)} != set(result.winners):
            raise AssertionError(f"winners {result.winners} for tricks {result.tricks}")


LUCIOLE = register(LucioleGame(
    id="luciole",
    fr="La Luciole",
    en="The Firefly",
    deck=LUCIOLE_DECK,
    players=(3,),
    default_players=3,
    after="tamalou",
    age=8,  # following suit and counting tricks, as Tarot Kids, with plain numbers
    opens_after=(),  # it needs no other game: its first lesson opens at once
    state=TrickDeal,
    trick_rules=TrickRules(overtrump=False, must_trump=False),
    options=(Option("deals", 3, "Nombre de donnes", "Number of deals", 1, 10),),
    phases={"play": PlayPhase()},
))

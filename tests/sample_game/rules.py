"""Le Petit Pli, a test-only game written with the trick core: 3 players, 24 cards (the 9, 10,
Jack, Queen, King and Ace of the four French suits, the Ace highest), 8 cards each, no trump.
Follow the suit led when you can, else play any card; the highest card of the suit led takes
the trick. Whoever takes the most tricks scores 1 (everyone tied for most does); a game is 3
deals. Nothing outside ``tests/sample_game/`` knows it: :func:`tests.sample_game.registered`
registers it for a test and takes it off afterwards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine import Card, Deck, Option, TrickDeal, TrickGame
from engine.games.french import TAROT_SUITS
from engine.play import PlayPhase
from engine.trickgame import DealResult, deal_packets, shuffled
from engine.tricks import TrickRules

#: the ranks in play, weakest first: 9, 10, Jack, Queen, King, Ace
RANKS = (9, 10, 11, 13, 14, 1)

DECK = Deck(
    name="Petit Pli",
    suits=TAROT_SUITS,
    trumps=0,
    power={rank: strength for strength, rank in enumerate(RANKS)},
    points={},  # tricks count, not cards
    bouts=frozenset(),
    excuse=False,
)


@dataclass(frozen=True, kw_only=True)
class SampleGame(TrickGame):
    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        return deal_packets(shuffled(self.deck, rng), players, (dealer + 1) % players,
                            len(self.deck.cards) // players, 2)

    def result(self, deal: TrickDeal) -> DealResult:
        most = max(deal.tricks_won)
        scores = tuple(int(n == most) for n in deal.tricks_won)
        return DealResult(redeal=None, card_points=tuple(0 for _ in deal.piles),
                          tricks=tuple(deal.tricks_won), scores=scores,
                          winners=tuple(s for s, n in enumerate(scores) if n))

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        return deals >= options["deals"]

    def check_points(self, deal: TrickDeal) -> None:
        """Every trick has a taker, and the winners took the most."""
        result = deal.result()
        if sum(result.tricks) != len(self.deck.cards) // deal.players:
            raise AssertionError(f"tricks {result.tricks}")
        if {s for s, n in enumerate(result.tricks) if n == max(result.tricks)} != set(result.winners):
            raise AssertionError(f"winners {result.winners} for tricks {result.tricks}")


SAMPLE = SampleGame(
    id="sample",
    fr="Le Petit Pli",
    en="Little Trick",
    deck=DECK,
    players=(3,),
    default_players=3,
    after="tamalou",
    state=TrickDeal,
    trick_rules=TrickRules(overtrump=False, must_trump=False),
    options=(Option("deals", 3, "Nombre de donnes", "Number of deals", 1, 10),),
    phases={"play": PlayPhase()},
)

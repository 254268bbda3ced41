"""Mon premier Tarot: the beginners' game of ``tarot-junior.txt``.

78 cards, 3 to 6 players, counter-clockwise, each for themself. Follow the led suit, else
trump, else discard; a trump lead is followed by a trump but nobody has to go higher. The
cards that do not divide evenly are set aside unseen. Most tricks scores 1 point (every player
tied for most scores it); the first to 3 points wins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from dataclasses import dataclass

from ...cards import Card
from ..french import TAROT_DECK
from ...play import PlayPhase
from ...protocol import Option, register
from ...trickgame import DealResult, TrickDeal, TrickGame, deal_packets, shuffled
from ...tricks import TrickRules


@dataclass(frozen=True, kw_only=True)
class PremierGame(TrickGame):
    def deal_cards(self, rng: random.Random, players: int, dealer: int,
                   options: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        return deal_packets(shuffled(self.deck, rng), players, (dealer + 1) % players,
                            len(self.deck.cards) // players, 3)

    def result(self, deal: TrickDeal) -> DealResult:
        most = max(deal.tricks_won)
        scores = tuple(int(n == most) for n in deal.tricks_won)
        return DealResult(
            redeal=None,
            card_points=tuple(self.deck.total(p) for p in deal.piles),
            tricks=tuple(deal.tricks_won),
            scores=scores,
            winners=tuple(s for s, n in enumerate(scores) if n),
        )

    def game_over(self, totals: Sequence[int], deals: int, options: Mapping[str, Any]) -> bool:
        return max(totals) >= options["target"]


PREMIER = register(PremierGame(
    id="premier",
    fr="Mon premier Tarot",
    en="My first Tarot",
    deck=TAROT_DECK,
    players=(3, 4, 5, 6),
    default_players=4,
    after="kids",
    age=8,  # the same tricks as Kids, with the real cards; no points to count
    # following suit, trumps and tricks are known; Kids' bets, Proviseur and primes are variants
    # Mon premier Tarot does not use
    opens_after=("kids",),
    state=TrickDeal,
    clockwise=False,
    trick_rules=TrickRules(overtrump=False),
    options=(Option("target", 3, "Points pour gagner la partie", "Points to win the game", 1, 10),),
    phases={"play": PlayPhase()},
))

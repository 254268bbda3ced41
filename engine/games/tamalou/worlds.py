"""Le Tamalou's imagined rounds and play-outs (:mod:`engine.worlds`): what the lessons' proofs
weigh a choice with, since the trick search does not play Le Tamalou.

A round a seat cannot tell from the real one keeps every card that seat knows where it is (its
own cards seen, an opponent's card it looked at, a card shown to all, the discard, the card it
just drew) and places every other card at random: the other squares' cards it has not seen,
its own cards it has not seen, and the draw pile's order (and the seed of a later reshuffle).
Each seat's memory follows: what another seat knew at a place is the card lying there in the
imagined round. A play-out then plays the round to its end with the medium robots for every
seat, and is worth to the seat what the score sheet gives it: 1 point for a round won, 0 else.

>>> import random
>>> from engine import Deal
>>> deal = Deal.from_hands("tamalou", "1S 2S 3S 4S / KH QD 5C 6C | 7H | 1C", dealer=1)
>>> world = imagine(deal, 0, random.Random(3))
>>> world.squares[0][:2] == deal.squares[0][:2], world.discard == deal.discard
(True, True)
>>> sorted(map(str, world.squares[0][2:] + world.squares[1] + world.pile)) == \\
...     sorted(map(str, deal.squares[0][2:] + deal.squares[1] + deal.pile))
True
>>> play_out(world, 0, random.Random(3)) in (0.0, 1.0)
True
"""

from __future__ import annotations

import random
from dataclasses import replace

from ...protocol import Deal
from . import bots
from .rules import TamalouDeal


def imagine(deal: Deal, seat: int, rng: random.Random) -> TamalouDeal:
    """A copy of ``deal`` that ``seat`` cannot tell from it: every card it has not seen where
    it lies is placed at random among the places it could be. A round whose discard was
    already shuffled into a new pile is not imagined (a :class:`ValueError`): the seat saw
    those cards go by, so the pile is not any card it has not seen."""
    assert isinstance(deal, TamalouDeal)
    if deal.reshuffled:
        raise ValueError("the discard was already shuffled into a new pile: its cards are partly "
                         "known, and a round is imagined only before that")
    world = deal.copy()
    assert isinstance(world, TamalouDeal)
    known = deal.known[seat]
    hidden = [spot for spot in deal.spots() if spot not in known]
    other_drawn = deal.drawn is not None and deal.turn_seat != seat
    cards = [deal.at(spot) for spot in hidden] + list(deal.pile) + ([deal.drawn] if other_drawn else [])
    rng.shuffle(cards)
    for s, p in hidden:
        world.squares[s][p] = cards.pop()
    if other_drawn:
        world.drawn = cards.pop()
    world.pile = cards
    world.shuffle = rng.getrandbits(48)
    for memory in world.known:
        for spot, entry in memory.items():
            memory[spot] = replace(entry, card=world.at(spot))
    return world


def play_out(deal: Deal, seat: int, rng: random.Random) -> float:
    """Play ``deal`` to the end of the round with the medium robots for every seat (``seat``
    too); what the round scores for ``seat``: 1 point if it wins, 0 otherwise."""
    while not deal.over:
        actor = deal.to_act
        assert actor is not None
        decision = bots.decide(deal.view(actor), "medium", rng)
        deal.apply(decision.action, seat=actor)
    return float(deal.result().scores[seat])

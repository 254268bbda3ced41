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

import math
import random
from collections.abc import Sequence
from dataclasses import replace

from ...protocol import Deal
from ...worlds import Worth
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


def _in_100(share: float) -> int:
    """A share of rounds as rounds in a hundred, rounded half up."""
    return math.floor(share * 100 + 0.5)


def _times(n: int, lang: str) -> str:
    """« 50 fois sur 100 », "50 times in 100", "once in 100"."""
    if lang == "fr":
        return f"{n} fois sur 100"
    return "once in 100" if n == 1 else f"{n} times in 100"


def _to(choice: str, lang: str) -> str:
    """« de piocher », « d'échanger… », "to draw": every choice of Le Tamalou is said as a verb."""
    if lang == "en":
        return f"to {choice}"
    return ("d'" if choice[:1] in "aeiouéèêh" else "de ") + choice


def _figures(worlds: int, listed: Sequence[tuple[str, float]], lang: str) -> str:
    """« Sur 200 manches imaginées, tu gagnes la manche 48 fois sur 100 si tu choisis de
    regarder ta place 3, 33 fois sur 100 si tu choisis de regarder ta place 1. »"""
    if lang == "fr":
        shares = ", ".join(f"{_times(_in_100(v), 'fr')} si tu choisis {_to(w, 'fr')}" for w, v in listed)
        return f"Sur {worlds} manches imaginées, tu gagnes la manche {shares}."
    shares = ", ".join(f"{_times(_in_100(v), 'en')} if you choose {_to(w, 'en')}" for w, v in listed)
    return f"Over {worlds} imagined rounds, you win the round {shares}."


def _less(worlds: int, best: float, picked: float, lang: str) -> str:
    """« Sur 200 manches imaginées, avec ce choix, tu gagnes la manche 15 fois sur 100 de moins
    qu'avec le meilleur. » (the difference of the two figures as :func:`_figures` says them)"""
    gap = _in_100(best) - _in_100(picked)
    if gap <= 0:  # the figures, rounded, say the same
        if lang == "fr":
            return (f"Sur {worlds} manches imaginées, avec ce choix, tu gagnes la manche un peu moins "
                    "souvent qu'avec le meilleur.")
        return (f"Over {worlds} imagined rounds, with this choice you win the round a little less "
                "often than with the best one.")
    if lang == "fr":
        return (f"Sur {worlds} manches imaginées, avec ce choix, tu gagnes la manche {_times(gap, 'fr')} "
                "de moins qu'avec le meilleur.")
    return (f"Over {worlds} imagined rounds, with this choice you win the round {_times(gap, 'en')} "
            "less often than with the best one.")


#: a play-out is worth 1 for a round won: its figures are said as rounds won in a hundred
WORTH = Worth(_figures, _less)

"""Imagined deals and play-outs for a game the trick search (:mod:`engine.search`) does not play:
a game registers how to imagine a deal a seat cannot tell from the real one and how to play a
deal out to its end (:func:`register_playouts`); :class:`Weighing` then weighs a few actions of
that seat the way the search does, paired over the same imagined deals, with the same
:class:`~engine.search.Estimate` figures. The lessons' proofs use it (:mod:`lessons.proofs`) for
a game with no trick search.

>>> import random
>>> from engine import Deal
>>> from engine.games.tamalou import worlds
>>> deal = Deal.from_hands("tamalou", "1S 2S 3S 4S / KH QD 5C 6C | 7H | 1C", dealer=1)
>>> hooks = Playouts(worlds.imagine, worlds.play_out, worlds.WORTH)  # what the game registered
>>> found = Weighing(deal, 0, random.Random(1), deal.legal_actions()[-2:], hooks).run(3)
>>> found.samples, [str(e.action) for e in found.ranked()] in (["draw", "tamalou"], ["tamalou", "draw"])
(3, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .actions import Action
from .protocol import Deal
from .search import Estimate


@dataclass(frozen=True)
class Playouts:
    """What a game gives :class:`Weighing`: ``imagine(deal, seat, rng)`` a copy of ``deal``
    that ``seat`` cannot tell from it (every card it has not seen placed at random,
    consistently with what it saw; a :class:`ValueError` when the game cannot imagine that
    position), and ``play_out(deal, seat, rng)`` plays ``deal`` to its end with the game's own
    robots and says what the end is worth to ``seat``, as the game scores it."""

    imagine: Callable[[Deal, int, random.Random], Deal]
    play_out: Callable[[Deal, int, random.Random], float]
    #: how the game says the figures of its play-outs (``None``: points, as the trick search)
    worth: Worth | None = None


@dataclass(frozen=True)
class Worth:
    """How a game says what its play-outs are worth, in its own words, when the figure is not
    points: ``figures(worlds, listed, lang)`` every choice's figure (``listed``: the choice in
    words and its mean value, best first), ``less(worlds, best, picked, lang)`` what a
    choice loses against the best one (their mean values)."""

    figures: Callable[[int, Sequence[tuple[str, float]], str], str]
    less: Callable[[int, float, float, str], str]


def worth(game: str) -> Worth | None:
    """How the game with id ``game`` says its play-outs' figures (``None``: points)."""
    hooks = PLAYOUTS.get(game)
    return None if hooks is None else hooks.worth


#: the games' own play-outs, by game id (each game that needs them registers its own)
PLAYOUTS: dict[str, Playouts] = {}


def register_playouts(game: str, hooks: Playouts) -> Playouts:
    """Give the game with id ``game`` its own imagined deals and play-outs (its package calls
    it once)."""
    PLAYOUTS[game] = hooks
    return hooks


def weighing(deal: Deal, seat: int, rng: random.Random,
             candidates: Sequence[Action]) -> Weighing | None:
    """A :class:`Weighing` of ``candidates`` for ``seat`` at ``deal``, or ``None`` when its
    game registered no play-outs."""
    hooks = PLAYOUTS.get(deal.game.id)
    return None if hooks is None else Weighing(deal, seat, rng, candidates, hooks)


class Weighing:
    """Each candidate action of ``seat`` played out in the same imagined deals (one per
    :meth:`step`), with the same randomness for every candidate of a deal: their figures are
    paired, as :class:`engine.search.Search`'s are, and it answers as it does (``run``,
    ``ranked``, ``samples``, ``failures``)."""

    def __init__(self, deal: Deal, seat: int, rng: random.Random, candidates: Sequence[Action],
                 hooks: Playouts) -> None:
        if deal.over or not candidates:
            raise ValueError("nothing to weigh: the deal is over or no action is offered")
        self.deal, self.seat, self.rng, self.hooks = deal, seat, rng, hooks
        self.estimates = [Estimate(a) for a in candidates]
        self.samples = 0
        self.failures = 0

    def step(self) -> bool:
        """Imagine one deal and play every candidate out in it."""
        world = self.hooks.imagine(self.deal, self.seat, self.rng)
        seed = self.rng.getrandbits(64)
        for estimate in self.estimates:
            deal = world.copy()
            deal.apply(estimate.action, seat=self.seat)
            estimate.scores.append(self.hooks.play_out(deal, self.seat, random.Random(seed)))
        self.samples += 1
        return True

    def run(self, worlds: int) -> Weighing:
        """Weigh until ``worlds`` imagined deals are played out; deterministic for a seed."""
        while self.samples < worlds:
            self.step()
        return self

    def ranked(self) -> list[Estimate]:
        """The candidates, best first (ties: the order given)."""
        order = {id(e): i for i, e in enumerate(self.estimates)}
        return sorted(self.estimates, key=lambda e: (-round(e.mean, 9), order[id(e)]))

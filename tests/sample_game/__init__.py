"""A test-only game, Le Petit Pli (:mod:`.rules`), with its « Pourquoi ? » passages, robots,
lesson words (``lessons.toml``) and one lesson (``lessons/``, which :func:`lessons.load` finds
beside its game as any game's). It is registered only inside :func:`registered`, so the tests
that walk every game never meet it:

    with registered() as game:
        deal = Deal.new(game.id, 3, seed=1)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from engine import Game, register
from engine.botkit import register_bots
from engine.games import unregister
from engine.rulebook import register_passages

from . import bots, passages
from .rules import SAMPLE


@contextmanager
def registered() -> Iterator[Game]:
    """Le Petit Pli in every registry while the ``with`` block runs."""
    register(SAMPLE)
    register_bots(SAMPLE.id, bots.decide)
    register_passages(SAMPLE.id, passages.PASSAGES)
    try:
        yield SAMPLE
    finally:
        unregister(SAMPLE.id)

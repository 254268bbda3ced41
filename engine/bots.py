"""Computer players for every game, at two levels, each decision with a reason in FR and EN.

Each game's bots live in their own module (:mod:`engine.kids_bots` for Tarot Kids and Mon
premier Tarot, :mod:`engine.tarot_bots`, :mod:`engine.tarin_bots`, :mod:`engine.tamalou_bots`,
which adds a third level, ``hard``) and register with :func:`engine.botkit.register_bots`;
:func:`choose` finds them by the view's game. A bot reads only the seat's view.

>>> from engine import Deal
>>> deal = Deal.new("tarot", players=4, seed=2)
>>> choose(deal.view(deal.to_act), "easy").action in deal.legal_actions()
True
"""

from __future__ import annotations

import random

from . import kids_bots, tamalou_bots, tarin_bots, taroinche_bots, tarot_bots  # noqa: F401  (each registers its game's bots)
from .botkit import BOT_LEVELS, BOTS, Decision
from .protocol import View

LEVELS = ("easy", "medium")


def choose(view: View, level: str = "medium", rng: random.Random | None = None) -> Decision:
    """The bot's decision for the seat of ``view``: always one of ``view.legal``."""
    known = BOT_LEVELS.get(view.game, LEVELS)
    if level not in known:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(known)})")
    if not view.legal:
        raise ValueError(f"seat {view.seat} has nothing to do now (phase {view.phase}, "
                         f"seat {view.to_act} to act)")
    if view.game not in BOTS:
        raise ValueError(f"no bots for the game {view.game!r} (known: {', '.join(sorted(BOTS))})")
    return BOTS[view.game](view, level, rng or random.Random())


__all__ = ["Decision", "LEVELS", "choose"]

"""Computer players for every game, at two levels, each decision with a reason in FR and EN.

Each game's bots live in its own package (``engine.games.<id>.bots``; Mon premier Tarot plays
with Tarot Kids', Le Tamalou adds a third level, ``hard``) and its package registers them with
:func:`engine.botkit.register_bots`; :func:`choose` finds them by the view's game. A bot reads only the seat's view.

>>> from engine import Deal
>>> deal = Deal.new("tarot", players=4, seed=2)
>>> choose(deal.view(deal.to_act), "easy").action in deal.legal_actions()
True
"""

from __future__ import annotations

import random

from . import hard_bots
from .botkit import BOT_LEVELS, BOTS, Decision
from .protocol import View
from .search import GAME_SEARCH
from .trickgame import TrickView

LEVELS = ("easy", "medium")
#: the searching level (:mod:`engine.hard_bots`) of every searched game: « Conseil », the
#: review after a deal, robots at the table (which think while the last move is shown) and the
#: strength benchmark
HARD = "hard"


def levels(game: str) -> tuple[str, ...]:
    """The levels the bots of ``game`` play, weakest first.

    >>> levels("tarot")
    ('easy', 'medium', 'hard')
    """
    own = BOT_LEVELS.get(game, LEVELS)
    return (*own, HARD) if game in GAME_SEARCH and HARD not in own else own


def choose(view: View, level: str = "medium", rng: random.Random | None = None) -> Decision:
    """The bot's decision for the seat of ``view``: always one of ``view.legal``."""
    known = levels(view.game)
    if level not in known:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(known)})")
    if not view.legal:
        raise ValueError(f"seat {view.seat} has nothing to do now (phase {view.phase}, "
                         f"seat {view.to_act} to act)")
    if view.game not in BOTS:
        raise ValueError(f"no bots for the game {view.game!r} (known: {', '.join(sorted(BOTS))})")
    if level == HARD and view.game in GAME_SEARCH:  # a search over the hidden cards
        assert isinstance(view, TrickView)
        return hard_bots.decide(view, rng)
    return BOTS[view.game](view, level, rng or random.Random())


__all__ = ["Decision", "HARD", "LEVELS", "choose", "levels"]

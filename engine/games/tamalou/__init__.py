"""Le Tamalou: its rules (:mod:`.rules`), robots (:mod:`.bots`, with their own ``hard`` level:
a memory, not a search) and « Pourquoi ? » passages (:mod:`.passages`). Importing it registers
the game, its robots and its passages."""

from ...botkit import register_bots
from ...rulebook import register_passages
from . import bots, passages
from .actions import Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw
from .deck import TAMALOU_DECK
from .rules import NEAREST, TAMALOU, TURNS_EACH, points

register_bots(TAMALOU.id, bots.decide, bots.LEVELS)
register_passages(TAMALOU.id, passages.PASSAGES)

__all__ = ["TAMALOU_DECK", "Announce", "Draw", "Exchange", "Look", "NEAREST", "Snap", "Swap", "TAMALOU", "TURNS_EACH", "Take",
           "Throw", "points"]

"""Le Tamalou: its rules (:mod:`.rules`) and robots (:mod:`.bots`, with their own ``hard``
level: a memory, not a search). Importing it registers the game and its robots."""

from ...botkit import register_bots
from . import bots
from .rules import NEAREST, TAMALOU, TURNS_EACH, points

register_bots(TAMALOU.id, bots.decide, bots.LEVELS)

__all__ = ["NEAREST", "TAMALOU", "TURNS_EACH", "points"]

"""Le Tarin: its rules (:mod:`.rules`) and robots (:mod:`.bots`). Importing it registers the
game, its robots and its search hooks (Tarot's ways all through)."""

from ...botkit import register_bots
from ...search import GameSearch, register_search
from . import bots
from .rules import LEVELS, TARIN, deck_cards

register_bots(TARIN.id, bots.decide)
register_search(TARIN.id, GameSearch())

__all__ = ["LEVELS", "TARIN", "deck_cards"]

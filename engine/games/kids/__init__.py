"""Tarot Kids: its rules (:mod:`.rules`) and robots (:mod:`.bots`). Importing it registers the
game, its robots and its search hooks."""

from ...botkit import register_bots
from ...search import GameSearch, register_search
from . import bots
from .rules import DIPLOMA_NAMES, DIPLOMAS, KIDS, PRIME_NAMES

register_bots(KIDS.id, bots.decide)
register_search(KIDS.id, GameSearch(words=bots.words))

__all__ = ["DIPLOMAS", "DIPLOMA_NAMES", "KIDS", "PRIME_NAMES"]

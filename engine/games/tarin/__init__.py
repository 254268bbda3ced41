"""Le Tarin: its rules (:mod:`.rules`), robots (:mod:`.bots`) and « Pourquoi ? » passages
(:mod:`.passages`). « Conseil »'s tips are in :mod:`.tips`. Importing it registers the game, its
robots, its passages and its search hooks (Tarot's ways all through)."""

from ...botkit import register_bots
from ...rulebook import register_passages
from ...search import GameSearch, register_search
from ...tips import register_tips
from . import bots, passages, tips
from .deck import TARIN_DECK
from .rules import LEVELS, TARIN, deck_cards

register_bots(TARIN.id, bots.decide)
register_passages(TARIN.id, passages.PASSAGES)
register_tips(TARIN.id, tips.WORDS, tips.facts)
register_search(TARIN.id, GameSearch())

__all__ = ["LEVELS", "TARIN", "TARIN_DECK", "deck_cards"]

"""Tarot Kids: its rules (:mod:`.rules`), robots (:mod:`.bots`) and « Pourquoi ? » passages
(:mod:`.passages`). « Conseil »'s tips are in :mod:`.tips`. Importing it registers the game, its
robots, its passages and its search hooks."""

from ...botkit import register_bots
from ...rulebook import register_passages
from ...search import GameSearch, register_search
from ...tips import register_tips
from . import bots, passages, tips
from .deck import KIDS_DECK
from .rules import DIPLOMA_NAMES, DIPLOMAS, KIDS, PRIME_NAMES

register_bots(KIDS.id, bots.decide)
register_passages(KIDS.id, passages.PASSAGES)
register_tips(KIDS.id, tips.WORDS, tips.facts)
register_search(KIDS.id, GameSearch(words=bots.words))

__all__ = ["DIPLOMAS", "DIPLOMA_NAMES", "KIDS", "KIDS_DECK", "PRIME_NAMES"]

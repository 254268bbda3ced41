"""Mon premier Tarot: its rules (:mod:`.rules`) and « Pourquoi ? » passages (:mod:`.passages`);
its robots are the shared card player's (:mod:`engine.cardplay`: a game won by tricks);
« Conseil »'s tips are in :mod:`.tips`. Importing it registers the game, its robots, its
passages, its tips and its search hooks."""

from ... import cardplay
from ...botkit import register_bots
from ...rulebook import register_passages
from ...search import GameSearch, register_search
from ...tips import register_tips
from . import passages, tips
from .rules import PREMIER

register_bots(PREMIER.id, cardplay.decide)  # nothing to decide but its cards
register_passages(PREMIER.id, passages.PASSAGES)
register_tips(PREMIER.id, tips.WORDS)
# it scores 1 to whoever took most tricks, else 0: most play-outs of two candidates end
# alike, so a play-out also counts how near the seat came to winning
register_search(PREMIER.id, GameSearch(trick_edge=0.05, wins=True))

__all__ = ["PREMIER"]

"""La Luciole: its deck (:mod:`.deck`), rules (:mod:`.rules`), robots (:mod:`.bots`) and
« Pourquoi ? » passages (:mod:`.passages`). Importing it registers its cards, the game, its
robots and its passages."""

from ...botkit import register_bots
from ...rulebook import register_passages
from . import bots, passages
from .deck import LUCIOLE_DECK
from .rules import LUCIOLE

register_bots(LUCIOLE.id, bots.decide)
register_passages(LUCIOLE.id, passages.PASSAGES)

__all__ = ["LUCIOLE", "LUCIOLE_DECK"]

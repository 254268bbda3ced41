"""Le Tamalou: its rules (:mod:`.rules`), robots (:mod:`.bots`, with their own ``hard`` level:
a memory, not a search), « Pourquoi ? » passages (:mod:`.passages`) and imagined rounds played
out by the medium robots (:mod:`.worlds`, for the lessons' proofs). Importing it registers the
game, its actions, robots, passages, play-outs and refusals' errors."""

from ...botkit import register_bots
from ...errors import NotInHandError, OutOfTurnError, register_errors
from ...rulebook import register_passages
from ...worlds import Playouts, register_playouts
from . import bots, passages, worlds
from .actions import Announce, Draw, Exchange, Look, Snap, Swap, Take, Throw
from .deck import TAMALOU_DECK
from .rules import NEAREST, TAMALOU, TURNS_EACH, points

register_bots(TAMALOU.id, bots.decide, bots.LEVELS)
register_passages(TAMALOU.id, passages.PASSAGES)
register_playouts(TAMALOU.id, Playouts(worlds.imagine, worlds.play_out, worlds.WORTH))
register_errors({"tamalou-no-card": NotInHandError,  # no card at that place of a square
                 "tamalou-snap-once": OutOfTurnError})  # a seat answers once per snap window

__all__ = ["Announce", "Draw", "Exchange", "Look", "NEAREST", "Snap", "Swap", "TAMALOU",
           "TAMALOU_DECK", "TURNS_EACH", "Take", "Throw", "points"]

"""La Taroinche: its rules (:mod:`.rules`), robots (:mod:`.bots`), « Pourquoi ? » passages
(:mod:`.passages`) and its own worlds for the search (:mod:`.search`). « Conseil »'s tips are in
:mod:`.tips`. Importing it registers the game, its actions (:mod:`.actions`), its refusals'
errors (:mod:`.errors`), its robots, its passages and its search hooks."""

from ...botkit import register_bots
from ...rulebook import register_passages
from ...search import GameSearch, register_search
from ...tips import register_tips
from . import bots, passages, search, tips
from .actions import Chien, Coinche, SuitBid, Surcoinche
from .errors import BidError, ChienPlacementError, CoincheError
from .deck import TAROINCHE_DECK
from .rules import (DEFAULT_CHIEN, NO_TRUMP_SUITS, TAROINCHE, VALUES, action_words, bid_label, bid_words,
                    higher_bids, total)

register_bots(TAROINCHE.id, bots.decide)
register_passages(TAROINCHE.id, passages.PASSAGES)
register_tips(TAROINCHE.id, tips.WORDS, tips.facts)
register_search(TAROINCHE.id, GameSearch(
    search.sample_world, search.quick_card, search.twins, search.value,
    # a medium bot weighs at most 8 cards of a 6-trick deal, far less than Tarot's: with
    # Tarot's costs the search stopped at the fewest worlds (9 ms a decision, no gain over medium)
    medium_cost=5, budget=6000, words=search.words, shortlist=search.shortlist,
    # the chien's places are dealt blind, a bid or a coinche multiplies the whole deal
    # (docs/coach.md)
    medium_decides=frozenset({"chien", "bid", "surcoinche"})))

__all__ = ["BidError", "Chien", "ChienPlacementError", "Coinche", "CoincheError", "DEFAULT_CHIEN",
           "NO_TRUMP_SUITS", "SuitBid", "Surcoinche", "TAROINCHE", "TAROINCHE_DECK", "VALUES",
           "action_words", "bid_label", "bid_words", "higher_bids", "total"]

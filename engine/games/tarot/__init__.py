"""French Tarot: its rules and scoring (:mod:`.rules`), robots (:mod:`.bots`) and « Pourquoi ? »
passages (:mod:`.passages`). Importing it registers the game, its robots, its passages and its
search hooks."""

from ...botkit import register_bots
from ...rulebook import register_passages
from ...search import GameSearch, register_search
from . import bots, passages
from .rules import CONTRACT_NAMES, CONTRACTS, POIGNEE_NAMES, POIGNEES, TAROT, score

register_bots(TAROT.id, bots.decide)
register_passages(TAROT.id, passages.PASSAGES)
register_search(TAROT.id, GameSearch(
    words=bots.words, shortlist=bots.shortlist, defence_together=True,
    # a contract multiplies the whole deal, and play-outs by a quick policy misjudge a whole
    # deal (measured: searched bids lost 392 and 672 points on two of 50 deals where they
    # overruled the medium bids)
    medium_decides=frozenset({"bid", "call", "ecart"})))

__all__ = ["CONTRACTS", "CONTRACT_NAMES", "POIGNEES", "POIGNEE_NAMES", "TAROT", "score"]

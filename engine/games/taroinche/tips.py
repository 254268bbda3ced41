"""La Taroinche's tips for « Conseil » (:mod:`engine.tips`), in the words of its strategy lesson
(``lessons/data/62``): coinche when the taker's strongest trumps are in your hand; in the play,
load your side's trick, give nothing to the taker, take a trick with points."""

from __future__ import annotations

from ...actions import Action
from ...texts import card_name
from ...tips import POINTS, Fields
from ...trickgame import TrickView
from .actions import Coinche, SuitBid

WORDS: dict[str, tuple[str, str]] = {
    **POINTS,  # a game scored in points: the plain sentences of engine.tips
    "load": ("Ton camp gagne ce pli : charge-le avec des points.",
             "Your side wins this trick: load it with points."),
    "take": ("Prends ce pli : il porte des points.", "Take this trick: it holds points."),
    "dump-taker": ("Le preneur gagne ce pli : ne lui donne rien, joue ta carte qui vaut le moins.",
                   "The taker wins this trick: give nothing away, play your card worth the least."),
    "dump": ("Ce pli est perdu : garde tes fortes cartes, joue celle qui vaut le moins.",
             "This trick is lost: keep your strong cards, play the one worth the least."),
    "coinche": ("Coinche : {jack} et {nine}, les deux plus forts atouts du preneur, sont dans ta main.",
                "Coinche: {jack} and {nine}, the taker's two strongest trumps, are in your hand."),
}


def facts(view: TrickView, action: Action) -> tuple[str, Fields] | None:
    """La Taroinche's own idea: the coinche."""
    bid = getattr(view, "bid", None)
    if isinstance(action, Coinche) and isinstance(bid, SuitBid) and len(bid.suit) == 1:
        jack, nine = (next((c for c in view.hand if c.suit == bid.suit and c.rank == r), None) for r in (11, 9))
        if jack is not None and nine is not None:
            return "coinche", {"jack": (card_name(jack, "fr"), card_name(jack, "en")),
                               "nine": (card_name(nine, "fr"), card_name(nine, "en"))}
    return None

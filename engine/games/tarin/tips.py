"""Le Tarin's tips for « Conseil » (:mod:`engine.tips`), in the words of its strategy lesson
(``lessons/data/61``): bid no more than your sure points, the least you can; name your longest
colour as trumps; take a trick with points, give nothing on a lost one, the master trump."""

from __future__ import annotations

from ...actions import Action, Bid, Pass, Trump
from .deck import TARIN_SUITS
from ...texts import suit_name
from ...tips import POINTS, Fields
from ...trickgame import TrickView

WORDS: dict[str, tuple[str, str]] = {
    **POINTS,  # a game scored in points: the plain sentences of engine.tips
    "take": ("Prends ce pli : il porte des points.", "Take this trick: it holds points."),
    "dump": ("Ce pli est perdu : garde tes fortes cartes, joue celle qui vaut le moins.",
             "This trick is lost: keep your strong cards, play the one worth the least."),
    "master": ("Joue ton atout le plus fort encore en jeu, {card} : il gagne ce pli à coup sûr.",
               "Lead your trump that is the strongest still in play, {card}: it surely wins this trick."),
    "bid-low": ("Annonce le moins possible, {level} : une enchère ne rapporte rien de plus, et tu la "
                "perds si tu ne l'atteins pas.",
                "Bid as little as you can, {level}: a bid brings nothing extra, and you lose it if "
                "you fall short."),
    "pass-sure": ("Passe : tes 14 ne font que {sure} points sûrs, moins que {level}.",
                  "Pass: your 14s make only {sure} sure points, less than {level}."),
    "trump-long": ("Choisis ta plus longue couleur comme atout : le {suit}.",
                   "Name your longest colour as trumps: {suit}."),
}


def facts(view: TrickView, action: Action) -> tuple[str, Fields] | None:
    """Le Tarin's own ideas: the bid and the trump colour."""
    bids = [int(a.level) for a in view.legal if isinstance(a, Bid)]
    if view.phase == "bid" and isinstance(action, Bid) and int(action.level) == min(bids):
        return "bid-low", {"level": (action.level, action.level)}
    sure = 10 * sum(c.rank == 14 for c in view.hand)
    if view.phase == "bid" and isinstance(action, Pass) and bids and sure < min(bids):
        return "pass-sure", {"sure": (str(sure), str(sure)), "level": (str(min(bids)), str(min(bids)))}
    if view.phase == "trump" and isinstance(action, Trump):
        longest = max(sum(c.suit == s for c in view.hand) for s in TARIN_SUITS)
        if sum(c.suit == action.suit for c in view.hand) == longest:
            return "trump-long", {"suit": (suit_name(action.suit, "fr"), suit_name(action.suit, "en"))}
    return None

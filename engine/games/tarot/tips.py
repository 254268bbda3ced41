"""French Tarot's tips for « Conseil » (:mod:`engine.tips`), in the words of its strategy
lessons (``lessons/data/53``–``59``): judge a hand before bidding, call the King of your longest
suit, make a void in the écart, save or keep the Petit, load a partner's trick, give nothing to
the taker, make the taker trump, the master trump, the Excuse before the last trick."""

from __future__ import annotations

from ...actions import Action, Bid, Call, Discard, Pass
from ..french import TAROT_DECK, TAROT_SUITS
from ...texts import card_name, suit_name
from ...tips import POINTS, Fields, some
from ...trickgame import TrickView
from .bots import words as action_name

WORDS: dict[str, tuple[str, str]] = {
    **POINTS,  # a game scored in points: the plain sentences of engine.tips
    "save-petit": ("Sauve ton Petit : ton camp gagne ce pli, ce Bout compte pour vous.",
                   "Save your Petit: your side wins this trick, and this Bout counts for you."),
    "keep-petit": ("Garde ton Petit à l'abri : dans ce pli, il serait pris.",
                   "Keep your Petit safe: in this trick it would be caught."),
    "excuse": ("Joue l'Excuse avant la fin : au dernier pli, elle irait au camp qui le gagne.",
               "Play the Excuse before the end: in the last trick it would go to the side that wins it."),
    "load": ("Ton partenaire gagne ce pli : donne-lui des points.",
             "Your partner wins this trick: give them points."),
    "take": ("Prends ce pli : il porte des points.", "Take this trick: it holds points."),
    "dump-taker": ("Le preneur gagne ce pli : ne lui donne rien, joue ta carte qui vaut le moins.",
                   "The taker wins this trick: give nothing away, play your card worth the least."),
    "dump": ("Ce pli est perdu : garde tes fortes cartes, joue celle qui vaut le moins.",
             "This trick is lost: keep your strong cards, play the one worth the least."),
    "master": ("Joue ton atout maître, {card} : il gagne ce pli à coup sûr.",
               "Lead your master trump, {card}: it surely wins this trick."),
    "trump-taker": ("Fais couper le preneur : il n'a plus de {suit}, et chaque atout qu'il use est un "
                    "atout de moins contre vous.",
                    "Make the taker trump: the taker has no {suit} left, and every trump used is one "
                    "less against you."),
    "bid": ("Ta main vaut {action} : {hand}.", "Your hand is worth {action}: {hand}."),
    "pass": ("Passe : ta main est trop faible pour prendre ({hand}).",
             "Pass: your hand is too weak to take ({hand})."),
    "call": ("Appelle {card} : c'est le Roi de ta plus longue couleur, et tu ne l'as pas.",
             "Call {card}: it is the King of your longest suit, and you do not hold it."),
    "ecart-void": ("Écarte {card} : tu n'auras plus de {suit}, et tu pourras couper.",
                   "Put {card} in the écart: you will have no {suit} left, and you can trump."),
}


def hand_words(view: TrickView) -> tuple[str, str]:
    """What the lesson counts in a hand: « 2 Bouts, 6 atouts et aucun Roi »."""
    hand = view.hand
    bouts = some(sum(c in TAROT_DECK.bouts for c in hand), ("Bout", "Bouts"), ("Bout", "Bouts"))
    trumps = some(sum(c.is_trump for c in hand), ("atout", "atouts"), ("trump", "trumps"))
    kings = some(sum(c.rank == 14 and c.suit in TAROT_SUITS for c in hand), ("Roi", "Rois"), ("King", "Kings"))
    return f"{bouts[0]}, {trumps[0]} et {kings[0]}", f"{bouts[1]}, {trumps[1]} and {kings[1]}"


def facts(view: TrickView, action: Action) -> tuple[str, Fields] | None:
    """Tarot's own ideas: the bid, the King called, the écart."""
    if view.phase == "bid" and isinstance(action, Bid):
        return "bid", {"hand": hand_words(view),
                       "action": (action_name(view, action, "fr") or "", action_name(view, action, "en") or "")}
    if view.phase == "bid" and isinstance(action, Pass) and not any(isinstance(a, Bid) for _, a in view.history):
        return "pass", {"hand": hand_words(view)}  # nobody took yet: the hand alone is judged
    if view.phase == "call" and isinstance(action, Call) and action.card is not None:
        card = action.card
        longest = max(sum(c.suit == s for c in view.hand) for s in TAROT_SUITS)
        if card.rank == 14 and card not in view.hand and sum(c.suit == card.suit for c in view.hand) == longest:
            return "call", {"card": (card_name(card, "fr"), card_name(card, "en"))}
    if view.phase == "ecart" and isinstance(action, Discard) and action.card is not None:
        card = action.card
        if card.suit in TAROT_SUITS and sum(c.suit == card.suit for c in view.hand) == 1:
            return "ecart-void", {"card": (card_name(card, "fr"), card_name(card, "en")),
                                  "suit": (suit_name(card.suit, "fr"), suit_name(card.suit, "en"))}
    return None

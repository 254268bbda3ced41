"""Tarot Kids's tips for « Conseil » (:mod:`engine.tips`), in the words of its strategy lessons
(``lessons/data/51``, ``52``): count your strong cards before betting, play a card that wins its
trick and keep one that would lose it, save or keep the Petit, the master trump."""

from __future__ import annotations

from ...actions import Action, Bid, Pass
from .deck import KIDS_SUITS
from ...tips import POINTS, Fields, some
from ...trickgame import TrickView
from .bots import words as action_name
from .deck import KIDS_DECK

WORDS: dict[str, tuple[str, str]] = {
    **POINTS,  # a game scored in points: the plain sentences of engine.tips
    "save-petit": ("Sauve ton Petit : dans ce pli, personne ne peut le prendre.",
                   "Save your Petit: in this trick nobody can take it."),
    "keep-petit": ("Garde ton Petit : dans ce pli, un atout plus fort le prendrait.",
                   "Keep your Petit: in this trick a stronger trump would take it."),
    "load": ("Ton partenaire gagne ce pli : donne-lui des points.",
             "Your partner wins this trick: give them points."),
    "take": ("Prends ce pli : il porte des points.", "Take this trick: it holds points."),
    "dump": ("Ce pli est perdu : garde tes fortes cartes, joue celle qui vaut le moins.",
             "This trick is lost: keep your strong cards, play the one worth the least."),
    "master": ("Joue {card}, ton atout le plus fort encore en jeu. Il gagne ce pli à coup sûr.",
               "Lead {card}, your strongest trump still in play. It surely wins this trick."),
    "bet": ("Parie {action} : beaucoup de cartes fortes. Ta main : {strong}.",
            "Bet {action}: many strong cards. Your hand: {strong}."),
    "pass-bet": ("Passe : trop peu de cartes fortes pour parier. Ta main : {strong}.",
                 "Pass: too few strong cards to bet. Your hand: {strong}."),
    "pass-after-bet": ("Quelqu'un a déjà parié : passe, tu gardes les points de tes plis sans rien risquer.",
                       "Someone has already bet: pass, you keep the points of your tricks and risk nothing."),
}


def strong_words(view: TrickView) -> tuple[str, str]:
    """The strong cards the lesson counts: « 2 Proviseurs, 3 gros atouts, 1 Bout » (the 13,
    both a big trump and a Bout, is counted once, as a Bout)."""
    hand = view.hand
    bouts = [c for c in hand if c in KIDS_DECK.bouts]
    proviseurs = sum(c.rank == 14 and c.suit in KIDS_SUITS for c in hand)
    big = sum(c.is_trump and 10 <= c.rank <= 13 and c not in bouts for c in hand)
    parts = (some(proviseurs, ("Proviseur", "Proviseurs"), ("Head teacher", "Head teachers")),
             some(big, ("gros atout", "gros atouts"), ("big trump", "big trumps")),
             some(len(bouts), ("Bout", "Bouts"), ("Bout", "Bouts")))
    return ", ".join(p[0] for p in parts), ", ".join(p[1] for p in parts)


def facts(view: TrickView, action: Action) -> tuple[str, Fields] | None:
    """Tarot Kids's own ideas: the bets."""
    if view.phase != "bet":
        return None
    if isinstance(action, Bid):
        return "bet", {"strong": strong_words(view),
                       "action": (action_name(view, action, "fr") or "", action_name(view, action, "en") or "")}
    if isinstance(action, Pass):
        if any(isinstance(a, Bid) for _, a in view.history):
            return "pass-after-bet", {}
        return "pass-bet", {"strong": strong_words(view)}
    return None

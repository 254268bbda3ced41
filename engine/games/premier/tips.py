"""Mon premier Tarot's tips for « Conseil » (:mod:`engine.tips`): whoever takes the most tricks
wins, so a trick is worth taking, and a master trump surely takes one. Its cards carry no points
that count: no tip speaks of points."""

from __future__ import annotations

WORDS: dict[str, tuple[str, str]] = {
    "best": ("Ce choix te donne le plus de chances de gagner la donne.",
             "This choice gives you the best chance to win the deal."),
    "least-loss": ("Ce choix est le moins mauvais en moyenne.", "This choice is the least bad on average."),
    "as-good": ("Ce choix vaut les meilleurs : leurs écarts ne sont que du hasard.",
                "This choice is as good as the best ones: their gaps are only chance."),
    "take-trick": ("Prends ce pli : chaque pli compte pour gagner.",
                   "Take this trick: every trick counts to win."),
    "master": ("Joue ton atout le plus fort encore en jeu, {card} : il gagne ce pli à coup sûr.",
               "Lead your trump that is the strongest still in play, {card}: it surely wins this trick."),
}

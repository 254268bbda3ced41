"""La Luciole's robots, reading only the view: ``easy`` plays any allowed card; ``medium``
takes the trick with its lowest card that can, else gives its lowest card."""

from __future__ import annotations

import random

from ...actions import Play
from ...botkit import Decision
from ...trickgame import TrickView
from .deck import LUCIOLE_DECK


def decide(view: TrickView, level: str, rng: random.Random | None = None) -> Decision:
    """The decision of a Luciole robot of ``level`` for the seat of ``view``."""
    cards = [a.card for a in view.legal if isinstance(a, Play)]
    if level == "easy":
        card = (rng or random.Random()).choice(cards)
        return Decision(Play(card), "Je joue une carte permise au hasard.", "I play an allowed card at random.")
    led = [c for _, c in view.trick]
    best = max((c for c in led if c.suit == led[0].suit), key=LUCIOLE_DECK.strength, default=None)
    takers = [c for c in cards
              if best is None or c.suit == best.suit and LUCIOLE_DECK.strength(c) > LUCIOLE_DECK.strength(best)]
    if takers:
        card = min(takers, key=LUCIOLE_DECK.strength)
        return Decision(Play(card), "Je prends le pli avec ma plus petite carte qui le peut.",
                        "I take the trick with my lowest card that can.")
    card = min(cards, key=LUCIOLE_DECK.strength)
    return Decision(Play(card), "Je ne peux pas prendre le pli : je donne ma plus petite carte.",
                    "I cannot take the trick: I give my lowest card.")

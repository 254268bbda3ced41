"""Le Petit Pli's robots: ``easy`` plays any allowed card, ``medium`` takes the trick with its
lowest card that can, else gives its lowest card."""

from __future__ import annotations

import random

from engine import Play, TrickView
from engine.botkit import Decision

from .rules import DECK


def decide(view: TrickView, level: str, rng: random.Random) -> Decision:
    cards = [a.card for a in view.legal if isinstance(a, Play)]
    if level == "easy":
        card = rng.choice(cards)
        return Decision(Play(card), "Je joue une carte permise au hasard.", "I play an allowed card at random.")
    led = [c for _, c in view.trick]
    best = max((c for c in led if c.suit == led[0].suit), key=DECK.strength, default=None)
    takers = [c for c in cards if best is None or c.suit == best.suit and DECK.strength(c) > DECK.strength(best)]
    if takers:
        card = min(takers, key=DECK.strength)
        return Decision(Play(card), "Je prends le pli avec ma plus petite carte qui le peut.",
                        "I take the trick with my lowest card that can.")
    card = min(cards, key=DECK.strength)
    return Decision(Play(card), "Je ne peux pas prendre le pli : je donne ma plus petite carte.",
                    "I cannot take the trick: I give my lowest card.")

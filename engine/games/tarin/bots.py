"""The Le Tarin bots: they decide from a :class:`~engine.games.tarin.rules.TarinView` only, and say why.

``easy`` takes a random legal action. ``medium`` works out, for each colour as trumps, how many
points its hand should take (its trumps and its high cards, times what a trick is worth), bids
a safe share of the best of them and names that colour; in play it takes a trick cheaply when
it is worth points, and otherwise gives its cheapest card.

>>> from engine import Deal
>>> deal = Deal.from_hands("tarin", "5N 14N / 9N 10R / 6N 7J", dealer=0)
>>> _ = deal.apply("bid:15").apply("pass").apply("pass").apply("trump:N")
>>> _ = deal.apply("10R")
>>> print(decide(deal.view(2), "medium").fr)
Je coupe avec le 6 noir, mon plus petit atout qui gagne : le pli vaut 10 points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...actions import Bid, Pass, Play, Trump
from ...botkit import (EASY_TEXT, Decision, Others, at_random, names, others, points, register_bots,
                     seats_after)
from ...cards import Card, parse_hand  # noqa: F401  (parse_hand: doctest)
from .deck import TARIN_DECK, TARIN_SUITS
from .rules import TarinView
from ...texts import suit_name
from ...tricks import led_suit

_EASY_TEXT = {
    **EASY_TEXT,
    Bid: ("J'annonce un nombre au hasard, sans regarder mon jeu.",
          "I bid a number at random, without looking at my hand."),
    Trump: ("Je choisis l'atout au hasard.", "I pick trumps at random."),
}


def decide(view: TarinView, level: str, rng: random.Random | None = None) -> Decision:
    """The decision of a Tarin bot of ``level`` for the seat of ``view``."""
    if level == "easy":
        return at_random(view, rng or random.Random(), _EASY_TEXT)
    if view.phase == "bid":
        return _bid(view)
    if view.phase == "trump":
        return _trump(view)
    return _play(view)


# --- how many points a hand should take ------------------------------------------------------
#: measured by self-play: what the medium bot takes beyond its raw estimate, by player count
_BIAS = {3: 8.0, 4: 6.0, 5: -2.0, 6: -6.0}
#: bid this much under the estimate: a deal's take varies by about 15 points either way, and a
#: player who does not bid still scores what they take
_MARGIN = 15


@dataclass(frozen=True)
class Estimate:
    """What the hand should take with ``trump`` as trumps."""

    trump: str
    length: int
    points: float


def estimate(hand: Sequence[Card], trump: str, players: int) -> Estimate:
    """Expected points with ``trump`` as trumps: each card's chance to take a trick, times the
    points an average trick holds (100 points shared among the tricks).

    >>> hand = parse_hand("14V 13V 12V 11V 10V 5V 3V 14N 12N 2R 3R 4J 6J 8J")
    >>> round(estimate(hand, "V", 4).points), round(estimate(hand, "J", 4).points)
    (57, 28)
    """
    tricks = max(1, len(hand))
    per_trick = 100 / tricks
    trumps = [c for c in hand if c.suit == trump]
    long_suit = len(trumps) / tricks  # a long trump suit wins even with middle cards
    chances = 0.0
    for card in hand:
        if card.suit == trump:
            chances += min(1.0, 0.25 + card.rank / 14 * 0.6 + long_suit)
        elif card.rank == 14:
            chances += 0.7 if players <= 4 else 0.5
        elif card.rank == 13:
            chances += 0.3 if players <= 4 else 0.15
    own = TARIN_DECK.total(c for c in hand if c.suit == trump)  # counters kept safe as trumps
    return Estimate(trump, len(trumps), chances * per_trick * 0.8 + own * 0.3 + _BIAS[players])


def _best(view: TarinView) -> Estimate:
    return max((estimate(view.hand, s, view.players) for s in TARIN_SUITS),
               key=lambda e: (e.points, e.length))


def _bid(view: TarinView) -> Decision:
    best = _best(view)
    safe = int(best.points - _MARGIN) // 5 * 5
    bids = [a for a in view.legal if isinstance(a, Bid)]
    colour_fr, colour_en = suit_name(best.trump, "fr"), suit_name(best.trump, "en")
    # an estimate in whole points: « 32,3 points » promised a precision the game never has
    worth_fr, worth_en = points(round(best.points), "fr"), points(round(best.points), "en")
    ok = [b for b in bids if int(b.level) <= safe]
    if ok:
        level = ok[0].level
        return Decision(ok[0],
                        f"J'annonce {level} : avec l'atout {colour_fr}, je pense prendre environ "
                        f"{worth_fr}.",
                        f"I bid {level}: with {colour_en} as trumps I expect about {worth_en}.")
    if Pass() not in view.legal:  # the dealer must open
        return Decision(bids[0], "Je donne, alors j'ouvre au plus bas : 15.",
                        "I dealt, so I open as low as I can: 15.")
    # the bid to beat, not « que 32 points » alone: 32 is more than a bid of 20 to beat
    return Decision(Pass(),
                    f"Je passe : avec l'atout {colour_fr}, je pense prendre environ {worth_fr}, "
                    f"pas assez pour annoncer {bids[0].level} sans risque.",
                    f"I pass: with {colour_en} as trumps I expect about {worth_en}, not "
                    f"enough to bid {bids[0].level} safely.")


def _trump(view: TarinView) -> Decision:
    best = _best(view)
    colour_fr, colour_en = suit_name(best.trump, "fr"), suit_name(best.trump, "en")
    return Decision(Trump(best.trump),
                    f"Je choisis le {colour_fr} comme atout : j'en ai {best.length}, c'est "
                    f"avec lui que je compte prendre le plus de points.",
                    f"I name {colour_en} as trumps: I hold {best.length} of them, and with "
                    f"them I expect the most points.")


# --- play --------------------------------------------------------------------------------------
def _beats(card: Card, best: Card, trump: str) -> bool:
    if card.suit == best.suit:
        return card.rank > best.rank
    return card.suit == trump


def _top(plays: Sequence[Card], trump: str) -> Card | None:
    led = led_suit(plays)
    if led is None:
        return None
    pool = [c for c in plays if c.suit == trump] or [c for c in plays if c.suit == led]
    return max(pool, key=lambda c: c.rank)


def _beat_chance(known: Others, seat: int, best: Card, led: str, trump: str) -> float:
    """The chance ``seat`` can beat ``best`` (a void seat is taken to trump when it can)."""
    if best.suit == trump:
        higher = known.has(seat, lambda c: c.suit == trump and c.rank > best.rank)
        return higher if led == trump else known.void(seat, led) * higher
    higher = known.has(seat, lambda c: c.suit == led and c.rank > best.rank)
    cut = known.void(seat, led) * known.has(seat, lambda c: c.suit == trump)
    return min(1.0, higher + cut)


def _hold_chance(view: TarinView, known: Others, card: Card) -> float:
    """The chance that this seat takes the trick if it plays ``card`` now."""
    trump = view.trump
    cards = [c for _, c in view.trick] + [card]
    if _top(cards, trump) != card:
        return 0.0
    led = led_suit(cards)
    assert led is not None
    chance = 1.0
    for seat in seats_after(view):
        chance *= 1.0 - _beat_chance(known, seat, card, led, trump)
    return chance


def _cost(card: Card, trump: str) -> float:
    """What giving ``card`` away costs: its points, and a little for a strong card."""
    strength = card.rank / 14 * (3 if card.suit == trump else 1)
    return TARIN_DECK.value(card) + strength


_PLAY_TEXT = {
    "forced": ("Je joue {fr} : c'est la seule carte permise.",
               "I play {en}: it is the only card allowed."),
    "trump": ("Je coupe avec {fr}, mon plus petit atout qui gagne : le pli vaut {pts_fr}.",
              "I trump with {en}, my smallest winning trump: the trick is worth {pts_en}."),
    "win": ("Je prends avec {fr}, la plus petite carte qui passe devant : le pli vaut {pts_fr}.",
            "I take it with {en}, the smallest card that gets ahead: the trick is worth "
            "{pts_en}."),
    "lead-sure": ("J'ouvre avec {fr} : personne ne devrait pouvoir le battre.",
                  "I lead {en}: nobody should be able to beat it."),
    "lead-low": ("J'ouvre avec {fr}, une petite carte qui ne coûte rien : je garde mes fortes.",
                 "I lead {en}, a small card that costs nothing: I keep my strong ones."),
    "discard": ("Je ne peux pas gagner ce pli à coup sûr : je donne {fr}, qui ne vaut rien.",
                "I cannot be sure to win this trick: I give {en}, worth nothing."),
    "give": ("Je ne peux pas gagner ce pli à coup sûr : je donne {fr}, ma carte la moins "
             "chère.",
             "I cannot be sure to win this trick: I give {en}, my cheapest card."),
}


def _say(kind: str, card: Card, worth: float = 0) -> Decision:
    fr, en = _PLAY_TEXT[kind]
    card_fr, card_en = names(card)
    return Decision(Play(card), fr.format(fr=card_fr, pts_fr=points(worth, "fr")),
                    en.format(en=card_en, pts_en=points(worth, "en")))


def _play(view: TarinView) -> Decision:
    cards = [a.card for a in view.legal if isinstance(a, Play)]
    if len(cards) == 1:
        return _say("forced", cards[0])
    trump, known = view.trump, others(view)
    on_table = TARIN_DECK.total(c for _, c in view.trick)
    after = len(seats_after(view))
    worth = {c: on_table + TARIN_DECK.value(c) + 2.5 * after for c in cards}
    chance = {c: _hold_chance(view, known, c) for c in cards}
    cheapest = min(cards, key=lambda c: _cost(c, trump))
    if not view.trick:
        sure = [c for c in cards if chance[c] >= 0.8]
        if sure:
            card = max(sure, key=lambda c: (TARIN_DECK.value(c), -c.rank))
            return _say("lead-sure", card)
        low = min(cards, key=lambda c: (c.suit == trump, TARIN_DECK.value(c), c.rank))
        return _say("lead-low", low)
    # go ahead when the trick's points outweigh what the card risks
    gains = {c: chance[c] * worth[c] - (1 - chance[c]) * TARIN_DECK.value(c)
             - 0.3 * _cost(c, trump) for c in cards}
    give_gain = -TARIN_DECK.value(cheapest) - 0.3 * _cost(cheapest, trump)
    best = max(cards, key=lambda c: (gains[c], -_cost(c, trump)))
    if chance[best] > 0 and gains[best] > give_gain and (on_table or chance[best] >= 0.5):
        winners = [c for c in cards if chance[c] >= chance[best] - 1e-9 and chance[c] > 0]
        card = min(winners, key=lambda c: _cost(c, trump))
        led = led_suit([c for _, c in view.trick])
        kind = "trump" if card.suit == trump and led != trump else "win"
        return _say(kind, card, on_table)
    return _say("discard" if TARIN_DECK.value(cheapest) == 0 else "give", cheapest)


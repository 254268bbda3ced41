"""The La Taroinche bots: they decide from a :class:`~engine.games.taroinche.rules.TaroincheView`
only, and say why.

Both levels place the chien at random among the legal places (RULINGS). ``easy`` bids 80 in
its longest suit when it holds a few trumps, never coinches, lays away and plays at random
among the legal cards. ``medium`` values its hand in each suit as trumps (Jack, 9, Ace, belote,
side Aces), bids what it expects, names as partner a player who bid the same suit (else the
one two seats on), coinches a bid whose trumps it holds well, surcoinches when its hand is
well above the bid, lays away cards that make a suit empty, and in play draws trumps, cashes
its masters, gives points to a partner who is winning and wins cheaply.

>>> from engine import Deal
>>> deal = Deal.from_hands("taroinche", "JH 9H 1H 10H KH QH / 7S 8S 9S 10S QS KS / "
...     "7C 8C 9C 10C QC KC / 7D 8D 9D 10D QD KD / 1S JS 1C JC 1D JD | 7H 8H", dealer=4)
>>> print(decide(deal.view(0), "medium").fr)
J'annonce 150 cœur avec le joueur 2 : avec l'atout cœur, je pense faire environ 162 points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...actions import Discard, Pass, Play
from ...botkit import Decision, names, register_bots
from ...cards import Card
from ..french import TAROT_SUITS
from .deck import TAROINCHE_DECK
from .actions import Coinche, SuitBid, Surcoinche
from .rules import (CHIEN_PLACES, TRUMP_POWER, TaroincheView, is_trump, points, power,
                              stake, trick_trump, winning)
from ...texts import suit_name

_EASY_TEXT = {
    Play: ("Je joue une carte au hasard parmi celles permises.",
           "I play a card at random among the allowed ones."),
    Discard: ("J'écarte une carte au hasard.", "I lay a card away at random."),
}


def decide(view: TaroincheView, level: str, rng: random.Random | None = None) -> Decision:
    """The decision of a Taroinche bot of ``level`` for the seat of ``view``."""
    rng = rng or random.Random()
    if view.phase == "chien":
        place = rng.choice(CHIEN_PLACES)
        return Decision(place, f"Je mets au chien la {place.first}ᵉ et la {place.second}ᵉ carte, "
                        f"deux places choisies au hasard parmi celles permises.",
                        f"I put card {place.first} and card {place.second} in the chien: two "
                        f"places picked at random among the allowed ones.")
    if view.phase == "bid":
        return _bid(view, level)
    if view.phase == "surcoinche":
        return _surcoinche(view, level)
    if level == "easy":
        action = rng.choice(view.legal)
        return Decision(action, *_EASY_TEXT[type(action)])
    if view.phase == "ecart":
        return _ecart(view)
    return _play(view)


# --- the hand's worth ------------------------------------------------------------------------------
def estimate(hand: Sequence[Card], trump: str) -> int:
    """Points the taker's side may expect with ``trump`` as trumps: what this hand brings, plus
    a partner's share.

    >>> from engine.cards import parse_hand
    >>> estimate(parse_hand("JH 9H 1H 1S 7C 8D"), "H"), estimate(parse_hand("JH 9H 1H 1S 7C 8D"), "S")
    (127, 71)
    """
    trumps = [c for c in hand if c.suit == trump]
    value = 40 + 8 * len(trumps)  # a partner's share, and each trump a likely trick
    value += sum({11: 25, 9: 15, 1: 9, 10: 5}.get(c.rank, 0) for c in trumps)
    if {13, 14} <= {c.rank for c in trumps}:
        value += 20  # belote
    for suit in TAROT_SUITS:
        side = [c.rank for c in hand if c.suit == suit and suit != trump]
        value += 14 * (1 in side) + 6 * (1 in side and 10 in side)
    return value


def _best(hand: Sequence[Card]) -> tuple[str, int]:
    return max(((s, estimate(hand, s)) for s in TAROT_SUITS), key=lambda e: e[1])


def _suit(suit: str, lang: str) -> str:
    return suit_name(suit, lang) if suit in TAROT_SUITS else suit


def _partner(view: TaroincheView, suit: str) -> int:
    """A player who bid this suit (they hold some trumps), else the one two seats on."""
    same = [s for s, a in view.history if isinstance(a, SuitBid) and a.suit == suit and s != view.seat]
    return same[-1] if same else (view.seat + 2) % view.players


def _bid(view: TaroincheView, level: str) -> Decision:
    bids = [a for a in view.legal if isinstance(a, SuitBid)]
    if view.bid is not None and view.seat == view.partner:
        # no « avec lui »: the bidder may be Léa as well as Hugo
        return Decision(Pass(), "Je passe : l'enchère me désigne comme partenaire, je joue dans ce "
                        "camp.", "I pass: the bid names me as partner, I play on that side.")
    if level == "medium" and Coinche() in view.legal and view.bid is not None:
        mine = [c for c in view.hand if c.suit == view.bid.suit]
        ranks = {c.rank for c in mine}
        if view.bid.suit in TAROT_SUITS and (({11, 9} <= ranks) or (11 in ranks and len(mine) >= 3)):
            return Decision(Coinche(), f"Je coinche : j'ai les gros atouts {_suit(view.bid.suit, 'fr')}, "
                            f"le preneur aura du mal à réussir.",
                            f"I coinche: I hold the big {_suit(view.bid.suit, 'en')} trumps, the "
                            f"taker will struggle.")
    if level == "easy":
        suit = max(TAROT_SUITS, key=lambda s: sum(c.suit == s for c in view.hand))
        length = sum(c.suit == suit for c in view.hand)
        wanted = SuitBid("80", suit, (view.seat + 2) % view.players)
        if view.bid is None and length >= 3 and wanted in bids:
            return Decision(wanted, f"J'annonce 80 {_suit(suit, 'fr')} : c'est ma plus longue "
                            f"couleur.", f"I bid 80 {_suit(suit, 'en')}: it is my longest suit.")
        return Decision(Pass(), "Je passe : mon jeu ne me donne pas envie d'enchérir.",
                        "I pass: my hand does not make me want to bid.")
    suit, worth = _best(view.hand)
    fit = [b for b in bids if b.suit == suit and not b.modifier and b.value != "capot"
           and int(b.value) <= worth - 10 and b.partner == _partner(view, suit)]
    if fit:
        bid = fit[-1]
        return Decision(bid, f"J'annonce {bid.value} {_suit(suit, 'fr')} avec le joueur "
                        f"{bid.partner} : avec l'atout {_suit(suit, 'fr')}, je pense faire environ "
                        f"{worth} points.",
                        f"I bid {bid.value} {_suit(suit, 'en')} with player {bid.partner}: with "
                        f"{_suit(suit, 'en')} as trumps I expect about {worth} points.")
    # the bid to beat, not « seulement » alone: « 113 points seulement » read false over a 100
    lowest = next((b.value for b in bids if b.value != "capot" and not b.modifier), None)
    if lowest is None:  # above 160: a capot, or a « sans » or « contre » the chien
        return Decision(Pass(), "Je passe : au-dessus de cette enchère, c'est trop risqué pour moi.",
                        "I pass: anything above this bid is too risky for me.")
    return Decision(Pass(), f"Je passe : mon meilleur atout serait {_suit(suit, 'fr')}, pour "
                    f"environ {worth} points : pas assez pour annoncer {lowest} sans risque.",
                    f"I pass: my best trump suit would be {_suit(suit, 'en')}, for about {worth} "
                    f"points: not enough to bid {lowest} safely.")


def _surcoinche(view: TaroincheView, level: str) -> Decision:
    assert view.bid is not None
    worth = estimate(view.hand, view.bid.suit) if view.bid.suit in TAROT_SUITS else 0
    if level == "medium" and view.seat == view.taker and view.bid.value != "capot" \
            and worth >= stake(view.bid) + 30:
        return Decision(Surcoinche(), f"Je surcoinche : je pense faire environ {worth} points, "
                        f"bien plus que {view.bid.value}.",
                        f"I surcoinche: I expect about {worth} points, well over "
                        f"{view.bid.value}.")
    return Decision(Pass(), "Je ne surcoinche pas : ce serait trop risqué.",
                    "I do not surcoinche: it would be too risky.")


# --- the écart ---------------------------------------------------------------------------------------
def _ecart(view: TaroincheView) -> Decision:
    trump = view.trump
    cards = [a.card for a in view.legal if isinstance(a, Discard) and a.card is not None]

    def cost(card: Card) -> tuple:
        length = sum(c.suit == card.suit for c in view.hand)
        return (is_trump(card, trump), card.rank == 1, length, points(card, trump))

    card = min(cards, key=cost)
    fr, en = names(card)
    return Decision(Discard(card), f"J'écarte {fr} : ce n'est pas un atout, cette carte vaut peu, et ma "
                    f"couleur courte se vide pour que je puisse couper.",
                    f"I lay {en} away: not a trump, worth little, and it empties a short suit so "
                    f"I can trump it.")


# --- play -----------------------------------------------------------------------------------------------
def _unseen(view: TaroincheView) -> set[Card]:
    """Cards this seat has not seen: in other hands, or in an unseen chien or écart."""
    seen = set(view.hand) | {c for t in view.tricks for c in t.cards} | {c for _, c in view.trick}
    seen |= set(view.ecart)
    return set(TAROINCHE_DECK.cards) - seen


def _master(card: Card, view: TaroincheView, unseen: set[Card]) -> bool:
    """No unseen card of its suit is stronger."""
    return not any(c.suit == card.suit and power(c, view.trump) > power(card, view.trump)
                   for c in unseen)


def _say(card: Card, fr: str, en: str) -> Decision:
    card_fr, card_en = names(card)
    return Decision(Play(card), fr.format(card_fr), en.format(card_en))


def _side(view: TaroincheView) -> set[int]:
    attack = {view.taker, view.partner} - {None}
    return attack if view.seat in attack else set(range(view.players)) - attack


def _play(view: TaroincheView) -> Decision:
    cards = [a.card for a in view.legal if isinstance(a, Play)]
    trump = view.trump
    if len(cards) == 1:
        return _say(cards[0], "Je joue {} : c'est la seule carte permise.",
                    "I play {}: it is the only card allowed.")
    unseen = _unseen(view)
    cheap = min(cards, key=lambda c: (points(c, trump), power(c, trump) + 10 * is_trump(c, trump)))
    if not view.trick:
        return _lead(view, cards, unseen, cheap)
    plays = [c for _, c in view.trick]
    master = view.trick[winning(plays, trump)][0]
    last = len(view.trick) == view.players - 1
    if master in _side(view) - {view.seat}:
        best = plays[winning(plays, trump)]
        cut = trick_trump(trump, plays[0].suit)
        trumps_out = cut is not None and cut != best.suit and any(c.suit == cut for c in unseen)
        if last or _master(best, view, unseen) and not trumps_out:
            rich = max(cards, key=lambda c: (points(c, trump) - 30 * is_trump(c, trump)))
            return _say(rich, "Mon partenaire gagne le pli : je lui donne {}, pour les points.",
                        "My partner is winning the trick: I give them {}, for the points.")
        return _say(cheap, "Mon partenaire gagne pour l'instant : je joue {}, qui coûte peu.",
                    "My partner is winning for now: I play {}, which costs little.")
    winners = [c for c in cards if winning([*plays, c], trump) == len(plays)]
    if winners:
        safe = [c for c in winners if last or _master(c, view, unseen)
                or is_trump(c, trump) and not is_trump(plays[0], trump)]
        pool = safe or winners
        card = min(pool, key=lambda c: (power(c, trump) + 10 * is_trump(c, trump)))
        if safe or sum(points(c, trump) for c in plays) >= 10:
            return _say(card, "Je prends le pli avec {}, la plus petite carte qui passe devant.",
                        "I take the trick with {}, the smallest card that gets ahead.")
    return _say(cheap, "Je ne peux pas gagner ce pli sûrement : je donne {}, ma carte la moins "
                "chère.", "I cannot surely win this trick: I give {}, my cheapest card.")


def _lead(view: TaroincheView, cards: list[Card], unseen: set[Card], cheap: Card) -> Decision:
    trump = view.trump
    attack = view.seat in {view.taker, view.partner}
    trumps_out = [c for c in unseen if is_trump(c, trump)] if trump in TAROT_SUITS else []
    if attack and trumps_out:
        top = [c for c in cards if is_trump(c, trump) and _master(c, view, unseen)]
        if top:
            card = max(top, key=lambda c: TRUMP_POWER[c.rank])
            return _say(card, "J'ouvre avec {}, l'atout maître : je fais tomber les atouts des "
                        "adversaires.", "I lead {}, the master trump: I draw the opponents' trumps.")
    masters = [c for c in cards if not is_trump(c, trump) and _master(c, view, unseen)]
    if masters:
        card = max(masters, key=lambda c: points(c, trump))
        return _say(card, "J'ouvre avec {} : personne ne peut battre cette carte dans sa couleur.",
                    "I lead {}: nobody can beat it in its suit.")
    plain = [c for c in cards if not is_trump(c, trump)] or cards
    card = min(plain, key=lambda c: (points(c, trump), power(c, trump)))
    return _say(card, "J'ouvre avec {}, une petite carte : je garde mes fortes pour plus tard.",
                "I lead {}, a small card: I keep my strong ones for later.")

